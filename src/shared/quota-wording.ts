/** Pure wording of quota and sign-in state, shared by the account view and the task centre. */
import { plural } from './plural';
import type { QuotaCounter } from '../api/quota';

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

export function counterLabel(key: string): string {
  const rows = /^(.*)_rows_per_report$/.exec(key);
  if (rows) return LABELS[rows[1]] ?? sentenceCase(rows[1]);
  return LABELS[key] ?? sentenceCase(key);
}

/** From getLimits' hours_to_reset: the service's periods are monthly from the package start, never "midnight". */
export function resetText(hoursToReset: number | null): string | null {
  if (hoursToReset === null) return null;
  if (hoursToReset < 1) return 'Resets in less than an hour';
  const hours = Math.round(hoursToReset);
  return hours <= 48
    ? `Resets in ${plural(hours, 'hour')}`
    : `Resets in ${plural(Math.round(hours / 24), 'day')}`;
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
}

export function meter(counter: QuotaCounter): Meter {
  const label = counterLabel(counter.key);
  const reset = resetText(counter.hoursToReset);
  const used = counter.used ?? 0;
  if (counter.unlimited)
    return { label, amount: `Unlimited (${used} used)`, value: null, max: null, level: 'ok', reset };
  const max = counter.limit ?? 0;
  const left = Math.max(0, max - used);
  const level: MeterLevel = left === 0 ? 'out' : left <= max * 0.1 ? 'low' : 'ok';
  return { label, amount: `${used} / ${max} used`, value: Math.min(used, max), max, level, reset };
}

/** Consumable counters get bars; report-size limits are listed as "rows per report". */
export function quotaRows(counters: readonly QuotaCounter[]): {
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
