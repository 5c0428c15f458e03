/**
 * Pure wording of quota and sign-in state: the one voice of every place that names a counter or its reset
 * (the account view, SEO_LIMITS, cost checks of tasks and reports, quota errors, paused report runs).
 * Words come from the `quota.` area (i18n/areas.ts) through a voice: the server's (`quotaVoice`) reads any
 * language's, the sidebar's is its one printed catalogue (which carries the quota area), so the page does not
 * carry nine languages of quota words. A used-up counter is a message (`usedUpSaid`), rendered where it is shown.
 */
import { formatDate, formatRelative } from './i18n/dates';
import type { Language } from './i18n/languages';
import { type QuotaUiKey, quotaShared } from './i18n/areas';
import { formatNumber } from './i18n/format';
import { type Translate, translator } from './i18n/translator';
import { type Said, said } from './i18n/said';

/**
 * The fields of api's QuotaCounter this wording reads, declared here: api/errors.ts words its quota errors
 * with this module, and an import of api's types back would close a cycle.
 */
export interface WordedCounter {
  readonly key: string;
  readonly kind: 'consumable' | 'size' | 'validity';
  readonly limit: number | null;
  readonly unlimited: boolean;
  readonly used: number | null;
  readonly hoursToReset: number | null;
}

/** Counter keys, and the module prefixes of `<module>_rows_per_report` keys, to their catalogue label. */
const LABELS: Readonly<Record<string, LabelKey>> = {
  visibility_analysis: 'label.visibility_analysis',
  keywords_analysis: 'label.keywords_analysis',
  serp_analysis: 'label.serp_analysis',
  rank_tracker: 'label.rank_tracker',
  // The rank tracker's module, as its `monitoring_rows_per_report` limit names it.
  monitoring: 'label.rank_tracker',
  visibility_analysis_queries_per_day: 'label.visibility_analysis',
  keywords_analysis_queries_per_day: 'label.keywords_analysis',
  serp_analysis_daily_limit: 'label.serp_analysis',
  backlinks_queries: 'label.backlinks_queries',
  tools_daily_limit: 'label.tools_daily_limit',
  monitoring_daily_keywords_refreshes: 'label.monitoring_daily_keywords_refreshes',
  monitored_keywords: 'label.monitored_keywords',
  projects: 'label.projects',
};

type SharedKey = keyof typeof quotaShared.en & string;
type LabelKey = Extract<SharedKey, `label.${string}`>;
type LabelName = LabelKey extends `label.${infer N}` ? N : never;

/** Who speaks: the language (for numbers, dates and plurals) and its quota words. */
export interface QuotaVoice {
  readonly language: Language;
  readonly say: Translate<SharedKey>;
}

/** The sidebar's voice also has the words only it says (token expiry). */
export interface SidebarQuotaVoice extends QuotaVoice {
  readonly sayUi: Translate<QuotaUiKey>;
}

/** The server's voice, from every language's words in Code.js. */
export const quotaVoice = (language: Language = 'en'): QuotaVoice => ({
  language,
  say: translator(quotaShared, language),
});

/** A counter the add-on does not know yet is named after its key, as the service spells it. */
function sentenceCase(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a counter is spent on, where its name would not tell. */
export function counterNote(key: string, voice: QuotaVoice): string | undefined {
  return key === 'tools_daily_limit' ? voice.say('note.tools_daily_limit') : undefined;
}

/** A per-module limit's suffix: the module's rows per report, and the first day its data covers. */
const MODULE_LIMIT = /^(.*)_(rows_per_report|data_valid_from)$/;

/**
 * A counter's name in the voice's language; a per-module limit (`…_rows_per_report`,
 * `…_data_valid_from`) is named after its module here, and said whole by `limitLabel`.
 */
export function counterLabel(key: string, voice: QuotaVoice): string {
  const name = MODULE_LIMIT.exec(key)?.[1] ?? key;
  const label = LABELS[name];
  return label ? voice.say(label) : sentenceCase(name);
}

/** A limit as a table names it: "Visibility analysis: rows per report", "…: data available from". */
export function limitLabel(key: string, voice: QuotaVoice): string {
  const suffix = MODULE_LIMIT.exec(key)?.[2];
  const counter = counterLabel(key, voice);
  if (suffix === 'rows_per_report') return voice.say('rowsPerReport', { counter });
  if (suffix === 'data_valid_from') return voice.say('dataFrom', { counter });
  return counter;
}

/**
 * A counter as a message names it (an error, a paused run, made where no language is known): its name as a
 * message (`counter.<name>`, from the same labels), said in the reader's language when it is rendered.
 */
export function counterSaid(key: string): Said | string {
  const name = MODULE_LIMIT.exec(key)?.[1] ?? key;
  const label = LABELS[name];
  return label ? said(label.replace(/^label\./, 'counter.') as `counter.${LabelName}`) : sentenceCase(name);
}

/** From getLimits' hours_to_reset: the service's periods are monthly from the package start, never "midnight". */
export function resetText(hoursToReset: number | null, voice: QuotaVoice): string | null {
  return hoursToReset === null ? null : voice.say('resets', { when: resetsIn(hoursToReset, voice) });
}

/** How far a reset is, as people count it: under an hour, hours up to two days, then days (never "427 h"). */
export type ResetDistance =
  | { readonly unit: 'soon' }
  | { readonly unit: 'hour' | 'day'; readonly count: number };

export function resetDistance(hoursToReset: number): ResetDistance {
  if (hoursToReset < 1) return { unit: 'soon' };
  const hours = Math.round(hoursToReset);
  return hours <= 48 ? { unit: 'hour', count: hours } : { unit: 'day', count: Math.round(hours / 24) };
}

/** "in 18 days", "in 5 hours", "in less than an hour". */
export function resetsIn(hoursToReset: number, voice: QuotaVoice): string {
  const { language, say: t } = voice;
  const distance = resetDistance(hoursToReset);
  if (distance.unit === 'soon') return t('in.lessThanHour');
  const { unit } = distance;
  return formatRelative(language, distance.count, unit, (n) =>
    t(unit === 'hour' ? 'in.hours' : 'in.days', { count: n }),
  );
}

/** The sentence for a used-up counter (a quota error, a paused run), as a message any language renders. */
export function usedUpSaid(key: string | undefined, limit?: number, hoursToReset?: number | null): Said {
  const params = {
    name: key ? counterSaid(key) : '',
    limit: limit !== undefined ? said('quota.limit', { limit }) : '',
    after: typeof hoursToReset === 'number' ? resetsSaid(hoursToReset) : said('quota.cached'),
    note:
      key === 'tools_daily_limit' ? said('quota.note', { note: said('counterNote.tools_daily_limit') }) : '',
  };
  return said(key ? 'error.quota' : 'error.quotaAny', params);
}

function resetsSaid(hoursToReset: number): Said {
  const distance = resetDistance(hoursToReset);
  if (distance.unit === 'soon') return said('quota.resetsSoon');
  return said(distance.unit === 'hour' ? 'quota.resetsHours' : 'quota.resetsDays', { count: distance.count });
}

/** "2 units of Visibility analysis": an amount of one counter. */
export function unitsOf(count: number, counter: string, voice: QuotaVoice): string {
  return voice.say('units', { count, counter: counterLabel(counter, voice) });
}

export interface CostFigures {
  readonly units: number;
  readonly counter: string;
  readonly left: number | null;
  readonly limit?: number | null;
  readonly hoursToReset: number | null;
}

/**
 * "Costs 1 unit of SERP analysis (50 of 200 left).", or "Needs …, but 0 are left. Resets in 3 hours."
 * `upTo`: the most a run may cost (the report launcher), rather than what it costs.
 */
export function costText(
  cost: CostFigures,
  voice: QuotaVoice,
  mode: 'costs' | 'upTo' = 'costs',
): { text: string; affordable: boolean } {
  const upTo = mode === 'upTo';
  const t = voice.say;
  const units = unitsOf(cost.units, cost.counter, voice);
  const note = counterNote(cost.counter, voice);
  const withNote = (text: string) => (note ? `${text} ${note}` : text);
  if (cost.left === null)
    return { text: withNote(t(upTo ? 'cost.upTo' : 'cost.costs', { units })), affordable: true };
  if (cost.left < cost.units) {
    const reset = resetText(cost.hoursToReset, voice);
    const needs = t('cost.needs', { units, count: cost.left });
    return { text: withNote(reset ? `${needs} ${reset}.` : needs), affordable: false };
  }
  const left =
    cost.limit == null
      ? t('cost.left', { count: cost.left })
      : t('cost.leftOf', { count: cost.left, limit: cost.limit });
  const details =
    cost.hoursToReset === null
      ? left
      : `${left}, ${t('cost.resets', { when: resetsIn(cost.hoursToReset, voice) })}`;
  return {
    text: withNote(t(upTo ? 'cost.upToLeft' : 'cost.costsLeft', { units, left: details })),
    affordable: true,
  };
}

export type MeterLevel = 'ok' | 'low' | 'out';

export interface Meter {
  readonly label: string;
  /** "12 / 200 used", "Unlimited", … */
  readonly amount: string;
  /** For <progress>; null when there is nothing to fill (unlimited). */
  readonly value: number | null;
  readonly max: number | null;
  readonly level: MeterLevel;
  readonly reset: string | null;
  readonly note: string | null;
}

export function meter(counter: WordedCounter, voice: QuotaVoice): Meter {
  const t = voice.say;
  const label = counterLabel(counter.key, voice);
  const reset = resetText(counter.hoursToReset, voice);
  const note = counterNote(counter.key, voice) ?? null;
  const used = counter.used ?? 0;
  if (counter.unlimited)
    return { label, amount: t('unlimitedUsed', { used }), value: null, max: null, level: 'ok', reset, note };
  if (lacksCounter(counter))
    return { label, amount: t('notInPlan'), value: null, max: null, level: 'ok', reset: null, note: null };
  const max = counter.limit ?? 0;
  const left = Math.max(0, max - used);
  const level: MeterLevel = left === 0 ? 'out' : left <= max * 0.1 ? 'low' : 'ok';
  return {
    label,
    amount: t('used', { used, limit: max }),
    value: Math.min(used, max),
    max,
    level,
    reset,
    note,
  };
}

/** A module the plan does not include, where Check connection would show its meter. */
export const notInPlan = (language: Language = 'en'): string =>
  translator(quotaShared, language)('notInPlan');

/**
 * A counter the plan lacks: a consumable limit of 0 (a Lite plan's SERP analysis), which no reset refills,
 * so "0 / 0 used · Resets in 5 days" would promise what never comes.
 */
export const lacksCounter = (counter: WordedCounter): boolean =>
  counter.kind === 'consumable' && !counter.unlimited && counter.limit === 0;

/** Consumable counters get bars; report-size limits are listed as "rows per report". */
export function quotaRows(
  counters: readonly WordedCounter[],
  voice: QuotaVoice,
): {
  meters: Meter[];
  rowLimits: [string, string][];
} {
  const meters = counters.filter((c) => c.kind === 'consumable').map((c) => meter(c, voice));
  const rowLimits = counters
    .filter((c) => c.key.endsWith('_rows_per_report'))
    .map((c): [string, string] => [
      counterLabel(c.key, voice),
      c.unlimited ? voice.say('unlimited') : c.limit === null ? '—' : formatNumber(voice.language, c.limit),
    ]);
  return { meters, rowLimits };
}

export const EXPIRY_WARNING_DAYS = 3;

export interface Expiry {
  readonly text: string;
  readonly warn: boolean;
}

const DAY_MS = 86_400_000;

/**
 * The token lives 31 days and cannot be refreshed: warn in the last three so a scheduled refresh does not fail.
 * `now`, the server's clock when it counted `daysLeft`, places the expiry on the calendar ("in 12 days (7 Dec 2026)").
 */
export function expiryText(daysLeft: number | null, voice: SidebarQuotaVoice, now: number): Expiry {
  const { language, sayUi: t } = voice;
  if (daysLeft === null) return { text: t('expiry.unknown'), warn: false };
  if (daysLeft <= 0) return { text: t('expiry.expired'), warn: true };
  const days = Math.ceil(daysLeft);
  const text =
    days === 1
      ? t('expiry.withinDay')
      : t('expiry.in', {
          when: formatRelative(language, days, 'day', (n) => voice.say('in.days', { count: n })),
          date: formatDate(language, now + daysLeft * DAY_MS),
        });
  return days <= EXPIRY_WARNING_DAYS
    ? { text: t('expiry.soon', { expiry: text }), warn: true }
    : { text, warn: false };
}
