/**
 * Where `MailApp` delivers: every message sent, in order, and each user's recipient quota. Apps Script counts
 * recipients, not messages (to, cc and bcc each count), 100 a day on a consumer account and 1,500 on
 * Workspace, and a user's quota "resets 24 hours after the first request": a window opens at the first
 * send and closes a day later, and the next send opens another.
 */
import { tooManyTimesMessage } from './quotas';

const DAY_MS = 24 * 3600 * 1000;

export interface MailAttachment {
  name: string;
  contentType: string;
  bytes: number;
}

/** One message as sent. */
export interface MailMessage {
  /** 1, 2, … in the order sent. */
  id: number;
  /** Emulated time it was sent. */
  at: number;
  /** The user who sent it (MailApp sends as the user running the script), or the no-reply address. */
  from: string;
  /** The sender's display name, when the script set one (`name`). */
  name?: string;
  replyTo?: string;
  /** As the script gave them: comma-separated addresses. */
  to: string;
  cc?: string;
  bcc?: string;
  /** Every address the message went to, each counted against the sender's quota. */
  recipients: string[];
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part, when the script gave one. */
  htmlBody?: string;
  attachments?: MailAttachment[];
  /** Keys of the inline images the HTML part refers to as `cid:key`. */
  inlineImages?: string[];
  /** The function whose execution sent it. */
  execution: string;
}

/** A user's quota window: when it opened and the recipients counted in it. */
interface Window {
  start: number;
  used: number;
}

export interface MailboxSnapshot {
  messages: MailMessage[];
  windows: Record<string, Window>;
}

export class Mailbox {
  private messages: MailMessage[] = [];
  private windows = new Map<string, Window>();

  /** @param dailyRecipients 100 (consumer) or 1,500 (Workspace). */
  constructor(readonly dailyRecipients: number) {}

  /** Recipients `user` may still send to before the window closes. */
  remaining(user: string, now: number): number {
    return this.dailyRecipients - (this.open(user, now)?.used ?? 0);
  }

  /** Delivers a message, counting its recipients; throws Apps Script's message when the quota cannot take them. */
  deliver(user: string, message: Omit<MailMessage, 'id'>, fail: (message: string) => Error): void {
    const window = this.open(user, message.at) ?? { start: message.at, used: 0 };
    if (window.used + message.recipients.length > this.dailyRecipients)
      throw fail(tooManyTimesMessage('email'));
    window.used += message.recipients.length;
    this.windows.set(user, window);
    this.messages.push({ id: this.messages.length + 1, ...message });
  }

  /** Every message sent, oldest first: copies, so a reader cannot change what was delivered. */
  list(): MailMessage[] {
    return structuredClone(this.messages);
  }

  toJSON(): MailboxSnapshot {
    return { messages: this.list(), windows: Object.fromEntries(this.windows) };
  }

  restore(saved: MailboxSnapshot): void {
    this.messages = structuredClone(saved.messages);
    this.windows = new Map(Object.entries(saved.windows));
  }

  /** The user's window if one is open at `now`. */
  private open(user: string, now: number): Window | undefined {
    const window = this.windows.get(user);
    return window && now - window.start < DAY_MS ? window : undefined;
  }
}
