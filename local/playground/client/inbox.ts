/**
 * The Inbox: every message the add-on sent, newest first, by e-mail (the emulator's mailbox) and to Google
 * Chat and Slack (the simulator's stand-ins), each shown as its channel would show it (`message-view.ts`).
 */
import type { InboxView, MailView, PostView } from '../protocol';
import { loadInbox } from './api';
import { mailView, postView } from './message-view';

/** While open, the Inbox looks for new messages this often (triggers send them while the page sits). */
const POLL_MS = 3000;
/** While closed, the count on its button is brought up to date at most this often. */
const COUNT_MS = 5000;

type Entry = { key: string; at: number; mail: MailView } | { key: string; at: number; post: PostView };

const CHANNELS = { chat: 'Google Chat', slack: 'Slack' } as const;

function entriesOf(view: InboxView): Entry[] {
  const mail = view.mail.map((m): Entry => ({ key: `mail:${m.id}`, at: m.at, mail: m }));
  const posts = view.posts.map((p): Entry => ({ key: `post:${p.id}`, at: Date.parse(p.at), post: p }));
  return [...mail, ...posts].sort((a, b) => b.at - a.at);
}

/** What the list says of a post: its first line of text, or its first card's or block's title. */
function postTitle(post: PostView): string {
  const body = post.body as {
    text?: unknown;
    cardsV2?: { card?: { header?: { title?: unknown } } }[];
    blocks?: { text?: { text?: unknown } }[];
  };
  const candidates = [body?.text, body?.cardsV2?.[0]?.card?.header?.title, body?.blocks?.[0]?.text?.text];
  const first = candidates.find((c): c is string => typeof c === 'string' && c.trim() !== '');
  return first ? first.split('\n')[0] : typeof post.body === 'string' ? post.body : '(no text)';
}

export class InboxPanel {
  private entries: Entry[] = [];
  private selected: string | null = null;
  private timer: ReturnType<typeof setInterval> | undefined;
  private counted = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly toggle: HTMLButtonElement,
  ) {
    toggle.addEventListener('click', () => (root.hidden ? this.open() : this.close()));
  }

  open(): void {
    this.root.hidden = false;
    this.toggle.setAttribute('aria-expanded', 'true');
    this.refresh();
    this.timer = setInterval(() => this.refresh(), POLL_MS);
  }

  close(): void {
    this.root.hidden = true;
    this.toggle.setAttribute('aria-expanded', 'false');
    clearInterval(this.timer);
  }

  /** After something happened on the page (a trigger may have sent mail): the count, at most every few seconds. */
  noticeActivity(): void {
    if (Date.now() - this.counted >= COUNT_MS) this.refresh();
  }

  async refresh(): Promise<void> {
    this.counted = Date.now();
    let view: InboxView;
    try {
      view = await loadInbox();
    } catch {
      return;
    }
    const entries = entriesOf(view);
    const changed = entries.map((e) => e.key).join() !== this.entries.map((e) => e.key).join();
    this.entries = entries;
    this.toggle.textContent = `Inbox (${entries.length})`;
    if (!this.root.hidden && (changed || !this.root.hasChildNodes())) this.draw();
  }

  private draw(): void {
    const list = document.createElement('ul');
    list.className = 'inbox-list';
    for (const entry of this.entries) list.append(this.item(entry));
    const shown = this.entries.find((e) => e.key === this.selected) ?? this.entries[0];
    this.selected = shown?.key ?? null;
    const reader = document.createElement('div');
    reader.className = 'inbox-reader';
    if (shown) reader.append('mail' in shown ? mailView(shown.mail) : postView(shown.post));
    else
      reader.append(
        'Nothing sent yet: alerts and notices the add-on sends by e-mail, Google Chat or Slack land here.',
      );
    const heading = document.createElement('h2');
    heading.textContent = 'Inbox';
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'inbox-close';
    close.setAttribute('aria-label', 'Close inbox');
    close.textContent = '✕';
    close.addEventListener('click', () => this.close());
    this.root.replaceChildren(heading, close, list, reader);
  }

  private item(entry: Entry): HTMLElement {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'inbox-item';
    button.setAttribute('aria-current', String(entry.key === this.selected));
    const channel = document.createElement('span');
    channel.className = 'channel';
    const title = document.createElement('span');
    title.className = 'title';
    const meta = document.createElement('span');
    meta.className = 'meta';
    const when = `${new Date(entry.at).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    if ('mail' in entry) {
      channel.textContent = 'E-mail';
      title.textContent = entry.mail.subject || '(no subject)';
      meta.textContent = `${when} · to ${entry.mail.to}`;
    } else {
      channel.textContent = CHANNELS[entry.post.kind];
      title.textContent = postTitle(entry.post);
      meta.textContent = `${when} · ${entry.post.hook}${entry.post.status === 200 ? '' : ` · ${entry.post.status} ${entry.post.answer}`}`;
    }
    button.append(channel, title, meta);
    button.addEventListener('click', () => {
      this.selected = entry.key;
      this.draw();
    });
    const li = document.createElement('li');
    li.append(button);
    return li;
  }
}
