/**
 * A message drawn as its channel shows it, with DOM nodes and text only: an e-mail's HTML part in a sandboxed
 * frame that runs nothing and loads nothing, its plain part as text; Chat's formatted text and cards; Slack's
 * mrkdwn and blocks. Whatever a message holds stays data.
 */
import type { MailView, PostView } from '../protocol';
import {
  type Block,
  type Dialect,
  type Inline,
  parseCardText,
  parseMessageText,
  safeHref,
} from './message-text';

type Json = Record<string, unknown>;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

const isJson = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function inlineNodes(inlines: readonly Inline[]): Node[] {
  return inlines.map((inline): Node => {
    switch (inline.kind) {
      case 'text':
        return document.createTextNode(inline.text);
      case 'break':
        return document.createElement('br');
      case 'code':
        return element('code', undefined, inline.text);
      case 'mention':
        return element('span', 'mention', inline.text);
      case 'link': {
        const link = element('a', undefined, ...inlineNodes(inline.children));
        link.href = inline.href;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        return link;
      }
      default: {
        const tags = { bold: 'strong', italic: 'em', strike: 's', underline: 'u' } as const;
        return element(tags[inline.kind], undefined, ...inlineNodes(inline.children));
      }
    }
  });
}

export function blockNodes(blocks: readonly Block[]): HTMLElement[] {
  return blocks.map((block) => {
    if (block.kind === 'paragraph') return element('p', undefined, ...inlineNodes(block.inlines));
    if (block.kind === 'pre') return element('pre', undefined, block.text);
    if (block.kind === 'quote') return element('blockquote', undefined, ...inlineNodes(block.inlines));
    return element(
      'ul',
      undefined,
      ...block.items.map((item) => element('li', undefined, ...inlineNodes(item))),
    );
  });
}

const formatted = (text: string, dialect: Dialect) => blockNodes(parseMessageText(text, dialect));

/** A link (https only) with its label, or the label alone. */
function linkOrText(label: string, url: unknown): Node {
  const href = safeHref(textOf(url));
  if (!href) return document.createTextNode(label);
  return inlineNodes([{ kind: 'link', href, children: [{ kind: 'text', text: label }] }])[0];
}

/**
 * The CSP the mail frame's document starts with: no script, no request anywhere (remote images are the
 * sender's beacon), inline styles only. The frame's `sandbox` also forbids scripts, forms and navigation.
 */
const MAIL_CSP =
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'; img-src data:">';

export function mailView(mail: MailView): HTMLElement {
  const rows: [string, string | undefined][] = [
    ['From', mail.name ? `${mail.name} <${mail.from}>` : mail.from],
    ['To', mail.to],
    ['Cc', mail.cc],
    ['Bcc', mail.bcc],
    ['Reply-To', mail.replyTo],
    ['Subject', mail.subject],
  ];
  const head = element('dl', 'message-head');
  for (const [label, value] of rows)
    if (value !== undefined) head.append(element('dt', undefined, label), element('dd', undefined, value));
  const plain = element('pre', 'mail-plain', mail.body);
  const parts: HTMLElement[] = [plain];
  const tabs = element('div', 'message-tabs');
  if (mail.htmlBody !== undefined) {
    const frame = document.createElement('iframe');
    frame.className = 'mail-html';
    frame.title = 'HTML part';
    // Sandboxed before the document is set: it loads as an opaque origin that may run nothing.
    frame.setAttribute('sandbox', '');
    frame.referrerPolicy = 'no-referrer';
    frame.srcdoc = MAIL_CSP + mail.htmlBody;
    parts.unshift(frame);
    const show = (shown: HTMLElement) => {
      for (const part of parts) part.hidden = part !== shown;
      for (const button of tabs.querySelectorAll('button'))
        button.setAttribute('aria-pressed', String(button.dataset.part === shown.className));
    };
    const tab = (label: string, part: HTMLElement) => {
      const button = element('button', undefined, label);
      button.type = 'button';
      button.dataset.part = part.className;
      button.addEventListener('click', () => show(part));
      return button;
    };
    tabs.append(tab('HTML', frame), tab('Plain text', plain));
    show(frame);
  }
  const attachments = (mail.attachments ?? []).map((a) =>
    element('li', undefined, `${a.name} (${a.contentType}, ${a.bytes} bytes)`),
  );
  return element(
    'article',
    'message mail',
    head,
    ...(mail.htmlBody !== undefined ? [tabs] : []),
    ...parts,
    ...(attachments.length ? [element('ul', 'attachments', ...attachments)] : []),
  );
}

export function postView(post: PostView): HTMLElement {
  const channel = post.kind === 'chat' ? 'Google Chat' : 'Slack';
  const head = element(
    'dl',
    'message-head',
    element('dt', undefined, channel),
    element('dd', undefined, post.hook),
  );
  if (post.status !== 200)
    head.append(
      element('dt', undefined, 'Refused'),
      element('dd', 'refused', `${post.status} ${post.answer}`),
    );
  const body = isJson(post.body) ? post.body : null;
  const content = !body
    ? [element('pre', undefined, String(post.body))]
    : post.kind === 'chat'
      ? chatContent(body)
      : slackContent(body);
  return element('article', `message ${post.kind}`, head, ...content);
}

function chatContent(message: Json): HTMLElement[] {
  const cards = listOf(message.cardsV2).flatMap((entry) =>
    isJson(entry) && isJson(entry.card) ? [entry.card] : [],
  );
  return [...formatted(textOf(message.text), 'chat'), ...cards.map(chatCard)];
}

const cardText = (html: unknown) => inlineNodes(parseCardText(textOf(html)));

function chatCard(card: Json): HTMLElement {
  const header = isJson(card.header) ? card.header : {};
  const node = element('section', 'card');
  if (header.title) node.append(element('h4', undefined, textOf(header.title)));
  if (header.subtitle) node.append(element('p', 'subtitle', textOf(header.subtitle)));
  for (const section of listOf(card.sections)) {
    if (!isJson(section)) continue;
    if (section.header) node.append(element('h5', undefined, ...cardText(section.header)));
    for (const widget of listOf(section.widgets)) if (isJson(widget)) node.append(chatWidget(widget));
  }
  return node;
}

function chatWidget(widget: Json): HTMLElement {
  if (isJson(widget.textParagraph)) return element('p', undefined, ...cardText(widget.textParagraph.text));
  if (isJson(widget.decoratedText)) {
    const { topLabel, text, bottomLabel } = widget.decoratedText;
    return element(
      'div',
      'decorated',
      ...(topLabel ? [element('small', undefined, textOf(topLabel))] : []),
      element('div', undefined, ...cardText(text)),
      ...(bottomLabel ? [element('small', undefined, textOf(bottomLabel))] : []),
    );
  }
  if (isJson(widget.buttonList))
    return element(
      'p',
      'buttons',
      ...listOf(widget.buttonList.buttons).map((button) => {
        const b = isJson(button) ? button : {};
        const open = isJson(b.onClick) && isJson(b.onClick.openLink) ? b.onClick.openLink.url : undefined;
        return element('span', 'button', linkOrText(textOf(b.text), open));
      }),
    );
  if (isJson(widget.image))
    return element(
      'p',
      undefined,
      linkOrText(`[image: ${textOf(widget.image.altText)}]`, widget.image.imageUrl),
    );
  if ('divider' in widget) return document.createElement('hr');
  return element('p', 'unknown', `[${Object.keys(widget).join(', ')}]`);
}

function slackText(object: unknown): HTMLElement[] {
  if (!isJson(object)) return [];
  if (object.type === 'mrkdwn') return formatted(textOf(object.text), 'slack');
  return [element('p', undefined, textOf(object.text))];
}

function slackContent(message: Json): HTMLElement[] {
  const blocks = listOf(message.blocks).filter(isJson);
  // With blocks, Slack shows the blocks; the text is the notification's fallback.
  if (!blocks.length) return formatted(textOf(message.text), 'slack');
  const fallback = message.text ? [element('p', 'fallback', `Notification: ${textOf(message.text)}`)] : [];
  return [...blocks.map(slackBlock), ...fallback];
}

function slackBlock(block: Json): HTMLElement {
  switch (block.type) {
    case 'header':
      return element('h4', undefined, isJson(block.text) ? textOf(block.text.text) : '');
    case 'section':
      return element(
        'section',
        'slack-section',
        ...slackText(block.text),
        ...(Array.isArray(block.fields)
          ? [element('div', 'fields', ...block.fields.map((f) => element('div', undefined, ...slackText(f))))]
          : []),
      );
    case 'divider':
      return document.createElement('hr');
    case 'context':
      return element(
        'div',
        'context',
        ...listOf(block.elements).flatMap((e) =>
          isJson(e) && e.type === 'image'
            ? [element('span', undefined, `[${textOf(e.alt_text)}]`)]
            : slackText(e),
        ),
      );
    case 'actions':
      return element(
        'p',
        'buttons',
        ...listOf(block.elements).map((e) => {
          const button = isJson(e) ? e : {};
          const label = isJson(button.text) ? textOf(button.text.text) : '';
          return element('span', 'button', linkOrText(label, button.url));
        }),
      );
    case 'image':
      return element('p', undefined, linkOrText(`[image: ${textOf(block.alt_text)}]`, block.image_url));
    case 'markdown':
      return element('div', undefined, ...formatted(textOf(block.text), 'slack'));
    default:
      return element('pre', 'unknown', JSON.stringify(block, null, 2));
  }
}
