/**
 * Schedules' alerts in the document: the rules and channels each schedule keeps (a document property
 * beside it), the addresses of its channels (in the user properties of whoever saved them: never in the
 * document, a cell, a log or the sidebar), the previous run its rules compare with (a hidden sheet,
 * alerts/memory.ts), the messages still to send, and sending them through MailApp and UrlFetch. What a run
 * calls when it ends (`afterRun`) asks the service nothing and never fails the run.
 */
import {
  type Channel,
  type ChannelInput,
  type ChannelKind,
  hintOf,
  MAX_CHANNELS,
  readHook,
} from '../alerts/channels';
import { deliver, type DeliveryPorts, type Pending } from '../alerts/deliver';
import { documentMemory, type RunMemory } from '../alerts/memory';
import { digest, type Message, type Reader, render, type Trouble } from '../alerts/messages';
import { noticeAfter } from '../alerts/notices';
import { observe, type Published } from '../alerts/observed';
import { fitting, type RuleKind } from '../alerts/offer';
import { evaluate, readRules, type Rule } from '../alerts/rules';
import { saidOf } from '../api/errors';
import { gzipBase64 } from '../platform/cache-service';
import { urlFetchTransport } from '../platform/fetch';
import { askForMail, mailGranted, mailQuota, ownAddress, sendMail } from '../platform/mail';
import { memorySheet } from '../platform/memory-sheet';
import { requireDocumentProperties, userProperties } from '../platform/properties';
import { sheetLink, spreadsheetName } from '../platform/spreadsheet';
import type { ReportRequest, Row } from '../reports/job';
import type { RunResult, Schedule } from '../reports/schedule';
import { words } from '../reports/words';
import { hashId } from '../shared/hash';
import { formatZonedDateTime, zonedDate } from '../shared/i18n/dates';
import { decimalSeparator, LANGUAGES, type Language } from '../shared/i18n/languages';
import { languageOrEnglish, type Said, SaidError, said } from '../shared/i18n/said';
import type { Environment } from './environment';
import { reportDefinition } from './reports';
import { scheduleTitle } from './schedule-title';

/** What a schedule's alerts are, as the document keeps them. */
export interface Alerts {
  readonly rules: readonly Rule[];
  readonly channels: readonly Channel[];
  /** The trouble told last (notices.ts), so it is told once. */
  readonly told?: Trouble;
}

/** What the sidebar sends: rules to check, channels new (an address) or kept (an id). */
export interface AlertsInput {
  readonly rules?: unknown;
  readonly channels?: readonly ChannelInput[];
}

export interface ChannelView {
  readonly id: string;
  readonly kind: ChannelKind;
  /** The last characters of a webhook's address; blank for e-mail. */
  readonly hint: string;
  /** Saved by this user; another editor's channel is sent by that editor's runs, who alone hold its address. */
  readonly mine: boolean;
  /** In the user's words: paused and why, or messages held back; null when all is well. */
  readonly note: string | null;
}

export interface AlertsView {
  /** The rules the schedule's report can be watched by. */
  readonly fits: readonly RuleKind[];
  readonly rules: readonly Rule[];
  readonly channels: readonly ChannelView[];
}

const SETTINGS = 'seoAlerts.schedule.';
const WAITING = 'seoAlerts.waiting.';
/** In user properties: a channel's address by its id (a webhook's, or the user's own e-mail). */
const ADDRESS = 'seoAlerts.address.';

const documentProps = () => requireDocumentProperties('Alerts');
const parse = <T>(text: string | null | undefined): T | null => (text ? (JSON.parse(text) as T) : null);

/** Every schedule's alerts, in one read. */
export function allAlerts(): Map<string, Alerts> {
  const all = documentProps().getProperties();
  return new Map(
    Object.entries(all)
      .filter(([key]) => key.startsWith(SETTINGS))
      .map(([key, value]) => [key.slice(SETTINGS.length), JSON.parse(value) as Alerts]),
  );
}

function keep(scheduleId: string, alerts: Alerts | null, waiting?: readonly Pending[]): void {
  const props = documentProps();
  if (!alerts) {
    props.deleteProperty(SETTINGS + scheduleId);
    props.deleteProperty(WAITING + scheduleId);
    return;
  }
  props.setProperties({
    [SETTINGS + scheduleId]: JSON.stringify(alerts),
    ...(waiting?.length && { [WAITING + scheduleId]: JSON.stringify(waiting) }),
  });
  if (waiting && !waiting.length) props.deleteProperty(WAITING + scheduleId);
}

/** The previous run of each schedule, in a hidden sheet named in the document's language. */
function memory(env: Environment): RunMemory {
  const named = (language: Language) => words(language)('sheet.alerts');
  return documentMemory(
    memorySheet({ make: named(languageOrEnglish(env.ctx.documentLanguage)), known: LANGUAGES.map(named) }),
    gzipBase64,
  );
}

// ---------------------------------------------------------------- what the sidebar sees and saves

const userSays = (env: Environment, message: Said) =>
  env.ctx.render(languageOrEnglish(env.ctx.userLanguage), message);

function channelNote(env: Environment, channel: Channel): string | null {
  if (channel.paused)
    return userSays(
      env,
      channel.paused.status === 'consent' || channel.paused.status === 'mail'
        ? said('alerts.pausedMail')
        : said('alerts.paused', { status: String(channel.paused.status) }),
    );
  if (channel.held)
    return userSays(
      env,
      said('alerts.heldNote', { count: channel.held, since: env.userTime(channel.heldSince ?? 0) }),
    );
  return null;
}

/** A schedule's alerts as its card shows them; null for the refresh stamp, which no rule watches. */
export function alertsView(
  env: Environment,
  schedule: Schedule,
  kept: Alerts | undefined,
): AlertsView | null {
  if (schedule.target.kind !== 'report') return null;
  const user = userProperties();
  return {
    fits: fitting(reportDefinition(schedule.target.request.reportId).alerts),
    rules: kept?.rules ?? [],
    channels: (kept?.channels ?? []).map((channel) => ({
      id: channel.id,
      kind: channel.kind,
      hint: channel.hint,
      mine: user.getProperty(ADDRESS + channel.id) !== null,
      note: channelNote(env, channel),
    })),
  };
}

/**
 * Saves a schedule's rules and channels. E-mail's permission is asked when e-mail is first turned on: the
 * execution ends at Google's prompt, and the user saves again once they allowed it. A webhook's address is
 * checked and kept in this user's properties; saving it again resumes a channel that refused.
 */
export function saveAlerts(env: Environment, scheduleId: string, input: AlertsInput): void {
  const schedule = env.store.schedules().find((s) => s.id === scheduleId);
  if (!schedule) throw new SaidError(said('refuse.noSchedule'));
  if (schedule.target.kind !== 'report') throw new SaidError(said('alerts.noAlerts'));
  const offer = reportDefinition(schedule.target.request.reportId).alerts;
  const rules = readRules(input.rules, offer, decimalSeparator(languageOrEnglish(env.ctx.documentLanguage)));
  const asked = Array.isArray(input.channels) ? input.channels : [];
  if (asked.length > MAX_CHANNELS) throw new SaidError(said('alerts.tooManyChannels', { max: MAX_CHANNELS }));
  const before = allAlerts().get(scheduleId);
  const user = userProperties();
  const mine = (channel: Channel) => user.getProperty(ADDRESS + channel.id) !== null;
  if (asked.some((c) => c.kind === 'email') && !mailGranted()) askForMail();
  const addresses: Record<string, string> = {};
  const channels = asked.map((given): Channel => {
    // A channel saved before, kept as it is; this user's e-mail saved again resumes (the permission was asked).
    const kept = before?.channels.find((c) =>
      'id' in given
        ? c.id === given.id && c.kind === given.kind
        : c.kind === 'email' && given.kind === 'email' && mine(c),
    );
    if (kept && !('url' in given)) {
      if (kept.kind !== 'email' || !mine(kept)) return kept;
      const { paused: _, ...resumed } = kept;
      return resumed;
    }
    const id = env.ctx.newId();
    if (given.kind === 'email') {
      addresses[id] = ownAddress();
      return { id, kind: 'email', hint: '' };
    }
    if (!('url' in given)) throw new SaidError(said('alerts.noChannel'));
    addresses[id] = readHook(given.kind, given.url);
    return { id, kind: given.kind, hint: hintOf(addresses[id]) };
  });
  user.setProperties(
    Object.fromEntries(Object.entries(addresses).map(([id, address]) => [ADDRESS + id, address])),
  );
  for (const gone of before?.channels ?? [])
    if (!channels.some((c) => c.id === gone.id)) user.deleteProperty(ADDRESS + gone.id);
  if (rules.length || channels.length)
    keep(scheduleId, { rules, channels, ...(before?.told && { told: before.told }) });
  else forgetAlerts(env, scheduleId);
}

/** A schedule deleted, or its alerts turned off: its settings, its messages waiting and its memory go. */
export function forgetAlerts(env: Environment, scheduleId: string): void {
  const kept = allAlerts().get(scheduleId);
  if (!kept) return;
  keep(scheduleId, null);
  for (const channel of kept.channels) userProperties().deleteProperty(ADDRESS + channel.id);
  memory(env).forget(scheduleId);
}

const CHANNEL_NAMES = { email: 'alerts.email', chat: 'alerts.chat', slack: 'alerts.slack' } as const;

/** Sends a test message to a channel, new or saved; returns what to tell the user. */
export function testChannel(env: Environment, given: ChannelInput): string {
  const channel: Channel = { id: 'test', kind: given.kind, hint: '' };
  let address: string | null;
  if (given.kind === 'email') {
    if (!mailGranted()) askForMail();
    address = ownAddress();
  } else if ('url' in given) address = readHook(given.kind, given.url);
  else address = userProperties().getProperty(ADDRESS + ('id' in given ? given.id : ''));
  if (!address) throw new SaidError(said('alerts.noChannel'));
  const name = said(CHANNEL_NAMES[channel.kind]);
  const out = render({ kind: 'test' }, reader(env, languageFor(env, channel), null));
  if (channel.kind === 'email') sendMail(address, out);
  else {
    const status = post(address, channel.kind === 'chat' ? out.chat : out.slack);
    if (status === null || status >= 300)
      throw new SaidError(
        said('alerts.refusedTest', { channel: name, status: status === null ? '—' : String(status) }),
      );
  }
  return userSays(env, said('alerts.sentTest', { channel: name }));
}

// ---------------------------------------------------------------- after a run, and at every tick

/** E-mail speaks its reader's language (the user who saved it, who alone sends it); a shared channel the document's. */
const languageFor = (env: Environment, channel: Channel): Language =>
  languageOrEnglish(channel.kind === 'email' ? env.ctx.userLanguage : env.ctx.documentLanguage);

function reader(env: Environment, language: Language, schedule: Schedule | null): Reader {
  const zone = env.ctx.timeZone();
  const sheet = schedule?.target.kind === 'report' ? schedule.target.request.sheetName : null;
  return {
    say: (message) => env.ctx.render(language, message),
    time: (at) => formatZonedDateTime(language, at, zone),
    title: schedule ? scheduleTitle(schedule.target, words(language)) : spreadsheetName(),
    link: sheetLink(sheet),
  };
}

/** Posts JSON to a webhook through UrlFetch: the status, or null when nothing came back. */
function post(url: string, body: object): number | null {
  const [outcome] = urlFetchTransport.fetchAll([
    {
      url,
      method: 'post',
      headers: {},
      contentType: 'application/json; charset=utf-8',
      payload: JSON.stringify(body),
    },
  ]);
  return 'status' in outcome ? outcome.status : null;
}

function deliveryPorts(env: Environment, schedule: Schedule): DeliveryPorts {
  const user = userProperties();
  return {
    now: env.ctx.now,
    day: (at) => zonedDate(at, env.ctx.timeZone()),
    address: (channel) => user.getProperty(ADDRESS + channel.id),
    render: (channel, message) => render(message, reader(env, languageFor(env, channel), schedule)),
    mailGranted,
    mailQuota,
    sendMail,
    post,
  };
}

/** Sends what waits for a schedule's channels, and keeps their states and what still waits. */
function send(env: Environment, schedule: Schedule, alerts: Alerts, messages: readonly Message[]): Alerts {
  const now = env.ctx.now();
  const to = alerts.channels.map((c) => c.id);
  const waiting = [
    ...(parse<Pending[]>(documentProps().getProperty(WAITING + schedule.id)) ?? []),
    ...messages.map((message): Pending => ({ to, message, since: now })),
  ];
  const sent = deliver(alerts.channels, waiting, deliveryPorts(env, schedule));
  const after = { ...alerts, channels: sent.channels };
  keep(schedule.id, after, sent.pending);
  return after;
}

/** What a run was a run of, for its memory: another domain or market is no previous run of this one. */
const fingerprint = (request: ReportRequest): string =>
  hashId(JSON.stringify([request.reportId, request.params]));

/** What a run that got through published, for its schedule's rules. */
export interface RunTable extends Published {
  /** The run stopped at its row limit with rows left. */
  readonly cutBy: boolean;
  readonly aside?: Row;
}

/**
 * A scheduled run ended: a notice when its trouble changed (stopped, overtaken while failing, or got through
 * again), and its rules' findings against the schedule's previous run when it published a table. Logged,
 * never thrown: a run's end must not fail for its alerts.
 */
export function afterRun(
  env: Environment,
  scheduleId: string,
  result: RunResult,
  { table, overtaken }: { readonly table?: RunTable; readonly overtaken?: number },
): void {
  try {
    const alerts = allAlerts().get(scheduleId);
    const schedule = env.store.schedules().find((s) => s.id === scheduleId);
    if (!alerts || !schedule || schedule.target.kind !== 'report') return;
    const now = env.ctx.now();
    const messages: Message[] = [];
    const { notice, told } = noticeAfter(alerts.told, result);
    if (notice)
      messages.push({
        kind: 'notice',
        at: now,
        trouble: notice,
        ...(!result.ok && {
          reason: result.error,
          next:
            result.retryAt ??
            (result.gaveUp ? (overtaken === undefined ? schedule.nextRunAt : now) : undefined),
        }),
        ...(overtaken !== undefined && { overtaken }),
      });
    const { request } = schedule.target;
    const offer = reportDefinition(request.reportId).alerts;
    if (table && offer && alerts.rules.length) {
      const observed = observe(offer, table, {
        of: fingerprint(request),
        at: now,
        cutBy: table.cutBy,
        aside: table.aside,
      });
      const runs = memory(env);
      const before = runs.read(scheduleId);
      runs.keep(scheduleId, observed);
      const fired = before?.of === observed.of ? evaluate(alerts.rules, offer, before, observed) : [];
      if (fired.length) messages.push(digest(fired, now));
    }
    const { told: _, ...rest } = alerts;
    send(env, schedule, { ...rest, ...(told && { told }) }, messages);
  } catch (error) {
    console.error(userSays(env, said('log.alertsFailed', { error: saidOf(error) })));
  }
}

/** At every tick: what waits for a schedule's channels (a busy webhook, another user's channel) and summaries due. */
export function flushAlerts(env: Environment): void {
  const all = allAlerts();
  if (!all.size) return;
  const waiting = new Set(
    Object.keys(documentProps().getProperties())
      .filter((key) => key.startsWith(WAITING))
      .map((key) => key.slice(WAITING.length)),
  );
  for (const schedule of env.store.schedules()) {
    const alerts = all.get(schedule.id);
    if (alerts && (waiting.has(schedule.id) || alerts.channels.some((c) => c.held)))
      try {
        send(env, schedule, alerts, []);
      } catch (error) {
        console.error(userSays(env, said('log.alertsFailed', { error: saidOf(error) })));
      }
  }
}
