/**
 * Sending a schedule's messages to its channels, never as noise: each channel takes DAILY_CAP messages a
 * day (and e-mail what is left of the user's MailApp quota); past that, messages are held back and counted,
 * and one summary goes at the next chance. A channel that refuses (a revoked webhook, 401/403/404/410) is
 * paused with a note on the schedule's card; one that is busy or failing (429, 5xx, no answer) is tried
 * again at the next tick, for a day. A channel another user saved waits for that user's executions, which
 * alone hold its address. Messages waiting are kept in the document (`Pending`), without any address.
 */
import { type Channel, DAILY_CAP, type HeldWhy } from './channels';
import type { Message, Outgoing } from './messages';

export interface DeliveryPorts {
  now(): number;
  /** The spreadsheet's date of a moment: the day a channel's cap counts. */
  day(at: number): string;
  /** This user's address of the channel (a webhook's, or their own e-mail); null: another user saved it. */
  address(channel: Channel): string | null;
  render(channel: Channel, message: Message): Outgoing;
  /** Whether this user lets the add-on send mail (granted the scope). */
  mailGranted(): boolean;
  /** Recipients this user may still send to today (MailApp's quota). */
  mailQuota(): number;
  /** Throws what MailApp threw. */
  sendMail(to: string, message: Outgoing): void;
  /** Posts JSON to a webhook: the status that came back, or null when none did. */
  post(url: string, body: object): number | null;
}

/** A message still to be sent to some channels (`to`: their ids), since when. */
export interface Pending {
  readonly to: readonly string[];
  readonly message: Message;
  readonly since: number;
}

/** What became of one message on one channel. */
type Outcome = 'sent' | 'held' | 'again' | 'dropped';

const DAY = 24 * 3_600_000;
/** Messages a schedule keeps waiting at most; older ones are held back and counted. */
const PENDING = 5;

/** The channel's count of the day, started afresh on a new day. */
const today = (channel: Channel, day: string): Channel =>
  channel.day === day ? channel : { ...channel, day, sent: 0 };

const held = (channel: Channel, why: HeldWhy, now: number): Channel => ({
  ...channel,
  held: (channel.held ?? 0) + 1,
  heldSince: channel.heldSince ?? now,
  heldWhy: why,
});

/** Sends one message now; what came of it and the channel after. */
function transmit(
  channel: Channel,
  address: string,
  message: Message,
  ports: DeliveryPorts,
): { channel: Channel; outcome: Outcome | 'quota' } {
  const now = ports.now();
  const out = ports.render(channel, message);
  const sent = { ...channel, sent: (channel.sent ?? 0) + 1 };
  if (channel.kind === 'email') {
    try {
      ports.sendMail(address, out);
      return { channel: sent, outcome: 'sent' };
    } catch (error) {
      if (/too many times/i.test(String(error))) return { channel, outcome: 'quota' };
      return { channel: { ...channel, paused: { at: now, status: 'mail' } }, outcome: 'dropped' };
    }
  }
  const status = ports.post(address, channel.kind === 'chat' ? out.chat : out.slack);
  if (status === null || status === 429 || status >= 500) return { channel, outcome: 'again' };
  if (status < 300) return { channel: sent, outcome: 'sent' };
  // A message the channel could not read is not sent again; an address it no longer takes pauses it.
  if (status === 400) return { channel, outcome: 'dropped' };
  return { channel: { ...channel, paused: { at: now, status } }, outcome: 'dropped' };
}

/**
 * One channel's try at a message (null: only the summary of what was held, if it may go now): the summary
 * first, then the message, each if the day's cap and the mail quota leave room.
 */
function attempt(
  start: Channel,
  message: Message | null,
  ports: DeliveryPorts,
): { channel: Channel; outcome: Outcome | 'elsewhere' } {
  if (start.paused) return { channel: start, outcome: 'dropped' };
  const address = ports.address(start);
  if (address === null) return { channel: start, outcome: 'elsewhere' };
  const now = ports.now();
  let channel = today(start, ports.day(now));
  if (channel.kind === 'email' && !ports.mailGranted())
    return { channel: { ...channel, paused: { at: now, status: 'consent' } }, outcome: 'dropped' };
  const room = (): 'cap' | 'quota' | null =>
    (channel.sent ?? 0) >= DAILY_CAP
      ? 'cap'
      : channel.kind === 'email' && ports.mailQuota() < 1
        ? 'quota'
        : null;
  if (channel.held && !room()) {
    const summary: Message = {
      kind: 'held',
      count: channel.held,
      since: channel.heldSince ?? now,
      why: channel.heldWhy ?? 'cap',
    };
    const tried = transmit(channel, address, summary, ports);
    if (tried.outcome === 'sent') {
      const { held: _, heldSince: __, heldWhy: ___, ...rest } = tried.channel;
      channel = rest;
    } else if (tried.outcome === 'dropped') return { channel: tried.channel, outcome: 'dropped' };
  }
  if (!message) return { channel, outcome: 'sent' };
  const full = room();
  if (full) return { channel: held(channel, full, now), outcome: 'held' };
  const tried = transmit(channel, address, message, ports);
  if (tried.outcome === 'quota') return { channel: held(tried.channel, 'quota', now), outcome: 'held' };
  return { channel: tried.channel, outcome: tried.outcome };
}

/**
 * Sends what waits (`pending`, oldest first) to the channels this user holds, and the summary of anything
 * held back where it may go now; returns the channels' states and what still waits.
 */
export function deliver(
  channels: readonly Channel[],
  pending: readonly Pending[],
  ports: DeliveryPorts,
): { channels: Channel[]; pending: Pending[] } {
  const now = ports.now();
  const byId = new Map(channels.map((c) => [c.id, c]));
  const waiting: Pending[] = [];
  for (const item of pending) {
    const to = item.to.filter((id) => {
      const channel = byId.get(id);
      if (!channel) return false;
      const tried = attempt(channel, item.message, ports);
      byId.set(id, tried.channel);
      return tried.outcome === 'again' || tried.outcome === 'elsewhere';
    });
    if (to.length) waiting.push({ ...item, to });
  }
  // What could not go for a day, and what the outbox has no room for, is held back and told in the summary.
  const stale = waiting.filter((item, i) => now - item.since > DAY || i < waiting.length - PENDING);
  for (const item of stale)
    for (const id of item.to) {
      const channel = byId.get(id);
      if (channel) byId.set(id, held(channel, now - item.since > DAY ? 'late' : 'cap', now));
    }
  for (const [id, channel] of byId)
    if (channel.held && !waiting.some((item) => item.to.includes(id)))
      byId.set(id, attempt(channel, null, ports).channel);
  return { channels: [...byId.values()], pending: waiting.filter((item) => !stale.includes(item)) };
}
