/**
 * Pure wording of quota and sign-in state: the one voice of every place that names a counter or its reset
 * (the account view, SEO_LIMITS, cost checks of tasks and reports, quota errors, paused report runs).
 */
import { english, type Said, said } from './i18n/said';
import { plural } from './plural';

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

/** Counter keys, and the module prefixes of `<module>_rows_per_report` keys. */
const LABELS: Readonly<Record<string, string>> = {
  visibility_analysis: 'Visibility analysis',
  keywords_analysis: 'Keyword database',
  serp_analysis: 'SERP analysis',
  rank_tracker: 'Monitoring',
  visibility_analysis_queries_per_day: 'Visibility analysis',
  keywords_analysis_queries_per_day: 'Keyword database',
  serp_analysis_daily_limit: 'SERP analysis',
  backlinks_queries: 'Backlinks',
  tools_daily_limit: 'Tools (shared)',
  monitoring_daily_keywords_refreshes: 'Monitoring refreshes',
  monitored_keywords: 'Monitored keywords',
  projects: 'Monitoring projects',
};

function sentenceCase(key: string): string {
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a counter is spent on, where its name would not tell. */
const NOTES: Readonly<Record<string, string>> = {
  tools_daily_limit: english(said('quota.toolsNote')).trim(),
};

export function counterNote(key: string): string | undefined {
  return NOTES[key];
}

export function counterLabel(key: string): string {
  const rows = /^(.*)_rows_per_report$/.exec(key);
  if (rows) return LABELS[rows[1]] ?? sentenceCase(rows[1]);
  return LABELS[key] ?? sentenceCase(key);
}

/** From getLimits' hours_to_reset: the service's periods are monthly from the package start, never "midnight". */
export function resetText(hoursToReset: number | null): string | null {
  return hoursToReset === null ? null : `Resets ${resetsIn(hoursToReset)}`;
}

/** "in 18 days", "in 5 hours", "in less than an hour": never "427 h". */
export function resetsIn(hoursToReset: number): string {
  if (hoursToReset < 1) return 'in less than an hour';
  const hours = Math.round(hoursToReset);
  return hours <= 48 ? `in ${plural(hours, 'hour')}` : `in ${plural(Math.round(hours / 24), 'day')}`;
}

/** The sentence for a used-up counter (a quota error, a paused run), as a message any language renders. */
export function usedUpSaid(key: string | undefined, limit?: number, hoursToReset?: number | null): Said {
  const params = {
    name: key ? counterLabel(key) : '',
    limit: limit !== undefined ? said('quota.limit', { limit }) : '',
    after: typeof hoursToReset === 'number' ? resetsSaid(hoursToReset) : said('quota.cached'),
    note: key === 'tools_daily_limit' ? said('quota.toolsNote') : '',
  };
  return said(key ? 'error.quota' : 'error.quotaAny', params);
}

function resetsSaid(hoursToReset: number): Said {
  if (hoursToReset < 1) return said('quota.resetsSoon');
  const hours = Math.round(hoursToReset);
  return hours <= 48
    ? said('quota.resetsHours', { count: hours })
    : said('quota.resetsDays', { count: Math.round(hours / 24) });
}

export function usedUpText(key: string | undefined, limit?: number, hoursToReset?: number | null): string {
  return english(usedUpSaid(key, limit, hoursToReset));
}

export interface CostFigures {
  readonly units: number;
  readonly counter: string;
  readonly left: number | null;
  readonly limit?: number | null;
  readonly hoursToReset: number | null;
}

/** "Costs 1 unit of SERP analysis (50 of 200 left).", or "Needs …, but 0 are left. Resets in 3 hours." */
export function costText(cost: CostFigures, verb = 'Costs'): { text: string; affordable: boolean } {
  const unit = `${plural(cost.units, 'unit')} of ${counterLabel(cost.counter)}`;
  const note = NOTES[cost.counter] ? ` ${NOTES[cost.counter]}` : '';
  if (cost.left === null) return { text: `${verb} ${unit}.${note}`, affordable: true };
  if (cost.left < cost.units) {
    const reset = resetText(cost.hoursToReset);
    const are = cost.left === 1 ? 'is' : 'are';
    return {
      text: `Needs ${unit}, but ${cost.left} ${are} left.${reset ? ` ${reset}.` : ''}${note}`,
      affordable: false,
    };
  }
  const of = cost.limit == null ? '' : ` of ${cost.limit}`;
  const reset = cost.hoursToReset === null ? '' : `, resets ${resetsIn(cost.hoursToReset)}`;
  return { text: `${verb} ${unit} (${cost.left}${of} left${reset}).${note}`, affordable: true };
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

export function meter(counter: WordedCounter): Meter {
  const label = counterLabel(counter.key);
  const reset = resetText(counter.hoursToReset);
  const note = NOTES[counter.key] ?? null;
  const used = counter.used ?? 0;
  if (counter.unlimited)
    return { label, amount: `Unlimited (${used} used)`, value: null, max: null, level: 'ok', reset, note };
  const max = counter.limit ?? 0;
  const left = Math.max(0, max - used);
  const level: MeterLevel = left === 0 ? 'out' : left <= max * 0.1 ? 'low' : 'ok';
  return { label, amount: `${used} / ${max} used`, value: Math.min(used, max), max, level, reset, note };
}

/** Consumable counters get bars; report-size limits are listed as "rows per report". */
export function quotaRows(counters: readonly WordedCounter[]): {
  meters: Meter[];
  rowLimits: [string, string][];
} {
  const meters = counters.filter((c) => c.kind === 'consumable').map(meter);
  const rowLimits = counters
    .filter((c) => c.key.endsWith('_rows_per_report'))
    .map((c): [string, string] => [counterLabel(c.key), c.unlimited ? 'Unlimited' : String(c.limit ?? '—')]);
  return { meters, rowLimits };
}

export const EXPIRY_WARNING_DAYS = 3;

export interface Expiry {
  readonly text: string;
  readonly warn: boolean;
}

/** The token lives 31 days and cannot be refreshed: warn in the last three so a scheduled refresh does not fail. */
export function expiryText(daysLeft: number | null): Expiry {
  if (daysLeft === null) return { text: 'Token expiry unknown (pasted token)', warn: false };
  if (daysLeft <= 0) return { text: 'Token has expired: sign in again', warn: true };
  const days = Math.ceil(daysLeft);
  const text = days === 1 ? 'Token expires within a day' : `Token expires in ${days} days`;
  return days <= EXPIRY_WARNING_DAYS
    ? { text: `${text}: sign in again soon`, warn: true }
    : { text, warn: false };
}
