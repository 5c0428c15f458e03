/**
 * Where a schedule's alerts go: e-mail to the user who turned it on, a Google Chat space's or a Slack
 * channel's incoming webhook. A webhook's address is a secret: it is kept in the user properties of whoever
 * saved it, and the schedule (in the document, read by every editor) keeps only the channel's id, its last
 * characters for the card, and how it is doing: what it was sent today against its cap, what was held back
 * for one summary at the next chance, and whether it refused (then nothing more goes out until it is saved
 * again).
 */
import { SaidError, said } from '../shared/i18n/said';

export type ChannelKind = 'email' | 'chat' | 'slack';

/** Why messages were held back: the channel's day was full, the mail quota spent, or it took none for a day. */
export type HeldWhy = 'cap' | 'quota' | 'late';

export interface Channel {
  readonly id: string;
  readonly kind: ChannelKind;
  /** What the card shows of a webhook: the last characters of its address; blank for e-mail. */
  readonly hint: string;
  /** The spreadsheet's date the channel last sent on, and how many messages then. */
  readonly day?: string;
  readonly sent?: number;
  /** Messages held back since `heldSince` (the day's cap, the mail quota), told in one summary later. */
  readonly held?: number;
  readonly heldSince?: number;
  readonly heldWhy?: HeldWhy;
  /** The channel refused (a revoked webhook, a permission withdrawn): why, and since when. */
  readonly paused?: { readonly at: number; readonly status: number | string };
}

/** A channel as the sidebar sends it: a new one (its address), or one saved before (its id). */
export type ChannelInput =
  | { readonly kind: 'email' }
  | { readonly kind: 'chat' | 'slack'; readonly url: string }
  | { readonly kind: ChannelKind; readonly id: string };

/** Messages a channel takes a day; past it one summary goes at the next chance. */
export const DAILY_CAP = 20;
export const MAX_CHANNELS = 5;

/** The hosts webhooks go to: nothing else (the release manifest's `urlFetchWhitelist` lists them). */
export const WEBHOOK_HOSTS = {
  chat: 'https://chat.googleapis.com/',
  slack: 'https://hooks.slack.com/',
} as const;

/** A webhook's path on its host: a space's messages with its key and token, a channel's service path. */
const HOOK_PATHS: Readonly<Record<'chat' | 'slack', RegExp>> = {
  chat: /^v1\/spaces\/[\w-]+\/messages\?(?=[^#\s]*\bkey=[^&#\s]+)(?=[^#\s]*\btoken=[^&#\s]+)[^#\s]*$/,
  slack: /^services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+$/,
};

/** A webhook's address as given, checked to be one: https, the service's own host and path. */
export function readHook(kind: 'chat' | 'slack', url: unknown): string {
  const address = typeof url === 'string' ? url.trim() : '';
  const host = WEBHOOK_HOSTS[kind];
  if (!address.startsWith(host) || !HOOK_PATHS[kind].test(address.slice(host.length)))
    throw new SaidError(said(kind === 'chat' ? 'alerts.chatHook' : 'alerts.slackHook'));
  return address;
}

/** What may be shown of an address again: its last four characters. */
export const hintOf = (address: string): string => `…${address.slice(-4)}`;
