/**
 * Layouts several families lay their tables out by: a phrase with its figures and a year of monthly
 * searches, as the keyword database and SERP analysis' phrase reports give it. A family's own layouts are
 * in its spec.ts; a formula's header follows from its arguments alone, whichever way, connection or data
 * answers it (a column a way cannot fill stays, blank, said under the table).
 */
import type { FixedColumn } from './columns';

export type Layout = readonly FixedColumn[];

/** A year of monthly searches, the last month first: a column each, headed by its month. */
export const TREND_MONTHS = 12;
export const TREND_COLUMNS: readonly `trend.${number}`[] = Array.from(
  { length: TREND_MONTHS },
  (_, i) => `trend.${i + 1}` as const,
);
export const PHRASE_FIGURES = [
  'searches',
  'cpc',
  'cpc_min',
  'cpc_max',
  'words_count',
] as const satisfies Layout;
export const KEYWORD_COLUMNS: Layout = ['keyword', ...PHRASE_FIGURES, ...TREND_COLUMNS];
