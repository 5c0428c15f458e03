/**
 * Chat's text formatting and Slack's mrkdwn read into data (blocks of inline runs), which the Inbox draws with
 * DOM nodes and text only: nothing in a message is ever markup on the page. Links are kept only where they
 * point at `https:` (or the loopback, the local world); any other target stays text.
 */

export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'bold' | 'italic' | 'strike' | 'underline'; readonly children: readonly Inline[] }
  | { readonly kind: 'code'; readonly text: string }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly Inline[] }
  | { readonly kind: 'mention'; readonly text: string }
  | { readonly kind: 'break' };

export type Block =
  | { readonly kind: 'paragraph'; readonly inlines: readonly Inline[] }
  | { readonly kind: 'pre'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly (readonly Inline[])[] }
  | { readonly kind: 'quote'; readonly inlines: readonly Inline[] };

export type Dialect = 'chat' | 'slack';

/** A link target the page may open: `https:`, or `http:` on the loopback; null for anything else. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (/^https:\/\/[^\s/]/i.test(trimmed)) return trimmed;
  if (/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?(\/|$)/i.test(trimmed)) return trimmed;
  return null;
}

/** Slack escapes `&`, `<` and `>` in a message's text; what it shows is the decoded character. */
const decodeSlack = (text: string): string =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A message's text as blocks: fenced code, lists (Chat's `* ` and `- `), quotes (Slack's `> `), paragraphs. */
export function parseMessageText(text: string, dialect: Dialect): Block[] {
  const blocks: Block[] = [];
  const parts = text.split('```');
  parts.forEach((part, i) => {
    // Odd parts sat between fences; an unclosed fence is text, as both services show it.
    if (i % 2 === 1 && i < parts.length - 1) {
      blocks.push({ kind: 'pre', text: dialect === 'slack' ? decodeSlack(part) : part.replace(/^\n/, '') });
      return;
    }
    const literal = i % 2 === 1 ? `\`\`\`${part}` : part;
    blocks.push(...lineBlocks(literal, dialect));
  });
  return blocks;
}

function lineBlocks(text: string, dialect: Dialect): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let quote: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: lines(paragraph, dialect) });
    if (list.length) blocks.push({ kind: 'list', items: list.map((item) => parseInline(item, dialect)) });
    if (quote.length) blocks.push({ kind: 'quote', inlines: lines(quote, dialect) });
    paragraph = [];
    list = [];
    quote = [];
  };
  for (const line of text.split('\n')) {
    const item = dialect === 'chat' ? /^\s*[*-] (.*)$/.exec(line) : null;
    const quoted = dialect === 'slack' ? /^(?:&gt;|>) ?(.*)$/.exec(line) : null;
    if (item) {
      if (!list.length) flush();
      list.push(item[1]);
    } else if (quoted) {
      if (!quote.length) flush();
      quote.push(quoted[1]);
    } else {
      if (list.length || quote.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks.filter((b) => b.kind !== 'paragraph' || b.inlines.length > 0);
}

/** Lines of one block, with a break between them; blank lines at either end dropped. */
function lines(group: readonly string[], dialect: Dialect): Inline[] {
  const kept = [...group];
  while (kept.length && !kept[0].trim()) kept.shift();
  while (kept.length && !kept[kept.length - 1].trim()) kept.pop();
  return kept.flatMap((line, i) => [
    ...(i > 0 ? [{ kind: 'break' } as const] : []),
    ...parseInline(line, dialect),
  ]);
}

/**
 * `<…>` (a link, a mention), `` `code` ``, and `*bold*`, `_italic_`, `~strike~` where the marker stands at a
 * word's edge, as both services read them.
 */
const INLINE =
  /<([^<>\n]+)>|`([^`\n]+)`|(?<![\w*])\*(?=\S)([^*\n]*?\S)\*(?![\w*])|(?<![\w_])_(?=\S)([^_\n]*?\S)_(?![\w_])|(?<![\w~])~(?=\S)([^~\n]*?\S)~(?![\w~])/g;

export function parseInline(text: string, dialect: Dialect): Inline[] {
  const out: Inline[] = [];
  const literal = (s: string) => {
    if (s) out.push({ kind: 'text', text: dialect === 'slack' ? decodeSlack(s) : s });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index ?? 0;
    const [whole, angle, code, bold, italic, strike] = match;
    const token =
      angle !== undefined
        ? angled(angle, dialect)
        : code !== undefined
          ? ({ kind: 'code', text: dialect === 'slack' ? decodeSlack(code) : code } as const)
          : bold !== undefined
            ? ({ kind: 'bold', children: parseInline(bold, dialect) } as const)
            : italic !== undefined
              ? ({ kind: 'italic', children: parseInline(italic, dialect) } as const)
              : ({ kind: 'strike', children: parseInline(strike, dialect) } as const);
    if (!token) continue;
    literal(text.slice(last, at));
    out.push(token);
    last = at + whole.length;
  }
  literal(text.slice(last));
  return out;
}

/** `<url|label>`, `<url>`, Chat's `<users/…>`, Slack's `<@U…>`, `<#C…|name>`, `<!here>`; null: plain text. */
function angled(inner: string, dialect: Dialect): Inline | null {
  const [target, label] = splitOnce(inner, '|');
  if (dialect === 'chat' && /^users\/\w+$/.test(target)) return { kind: 'mention', text: `@${target}` };
  if (dialect === 'slack') {
    if (/^@[\w.-]+$/.test(target)) return { kind: 'mention', text: label ? `@${label}` : target };
    if (/^#\w+$/.test(target)) return { kind: 'mention', text: `#${label ?? target.slice(1)}` };
    if (target.startsWith('!'))
      return { kind: 'mention', text: label ?? `@${target.slice(1).split('^')[0]}` };
  }
  if (!/^[a-z][a-z0-9+.-]*:/i.test(target)) return null;
  const decode = (s: string) => (dialect === 'slack' ? decodeSlack(s) : s);
  const shown = decode(label ?? target);
  const href = safeHref(decode(target));
  // A link to anywhere but https (javascript:, data:, file:) is its label, as text.
  return href
    ? { kind: 'link', href, children: [{ kind: 'text', text: shown }] }
    : { kind: 'text', text: shown };
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const decodeHtml = (text: string): string =>
  text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

const CARD_TAGS: Readonly<Record<string, 'bold' | 'italic' | 'underline' | 'strike' | 'font'>> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  s: 'strike',
  strike: 'strike',
  del: 'strike',
  font: 'font',
};

/**
 * The HTML a Chat card's text may hold (`<b>`, `<i>`, `<u>`, `<s>`, `<font>`, `<a href>`, `<br>`) as inline
 * runs; any other tag is shown as the text it is.
 */
export function parseCardText(html: string): Inline[] {
  type Frame = { kind: Inline['kind'] | 'font' | 'root'; href?: string; children: Inline[] };
  const stack: Frame[] = [{ kind: 'root', children: [] }];
  const top = () => stack[stack.length - 1];
  const text = (s: string) => {
    if (s) top().children.push({ kind: 'text', text: decodeHtml(s) });
  };
  let last = 0;
  for (const match of html.matchAll(/<(\/?)([a-z]+)((?:\s[^<>]*)?)\/?>/gi)) {
    const at = match.index ?? 0;
    const [whole, closing, rawName, attributes] = match;
    const name = rawName.toLowerCase();
    const known = name === 'br' || name === 'a' || name in CARD_TAGS;
    text(html.slice(last, at));
    last = at + whole.length;
    if (!known) {
      text(whole);
      continue;
    }
    if (name === 'br') {
      top().children.push({ kind: 'break' });
      continue;
    }
    const kind = name === 'a' ? 'link' : CARD_TAGS[name];
    if (!closing) {
      const href = name === 'a' ? /href\s*=\s*"([^"]*)"|href\s*=\s*'([^']*)'/i.exec(attributes) : null;
      stack.push({ kind, href: href ? decodeHtml(href[1] ?? href[2]) : undefined, children: [] });
      continue;
    }
    let open = stack.length - 1;
    while (open > 0 && stack[open].kind !== kind) open--;
    if (open === 0) continue;
    while (stack.length > open) closeFrame(stack);
  }
  text(html.slice(last));
  while (stack.length > 1) closeFrame(stack);
  return stack[0].children;
}

function closeFrame(stack: { kind: string; href?: string; children: Inline[] }[]): void {
  const frame = stack.pop();
  if (!frame) return;
  const parent = stack[stack.length - 1].children;
  if (frame.kind === 'font') parent.push(...frame.children);
  else if (frame.kind === 'link') {
    const href = frame.href === undefined ? null : safeHref(frame.href);
    if (href) parent.push({ kind: 'link', href, children: frame.children });
    else parent.push(...frame.children);
  } else
    parent.push({ kind: frame.kind as 'bold' | 'italic' | 'underline' | 'strike', children: frame.children });
}
