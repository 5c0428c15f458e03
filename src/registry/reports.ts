/** Every report the launcher offers, family by family, and what a run of any of them is given. */
import { AI_OVERVIEWS } from '../families/ai-overviews/reports';
import { KEYWORD_DATABASE } from '../families/keywords/reports';
import { MONITORING } from '../families/monitoring/reports';
import { SERP_AND_CRAWLS } from '../families/serp/reports';
import { VISIBILITY } from '../families/visibility/reports';
import type { WaysContext } from '../families/visibility/ways';
import { WAREHOUSE_REPORTS, type WarehouseContext } from '../warehouse/reports';
import type { ReportDefinition } from '../reports/definition';
import { excerpt } from '../shared/excerpt';
import { SaidError, said } from '../shared/i18n/said';

/**
 * Every report's context, with what a family's reports need beside it (the visibility family's ways) and
 * the warehouse's reports (the warehouse to read).
 */
export type RunContext = WaysContext & WarehouseContext;
export type Report = ReportDefinition<RunContext>;

export const REPORTS: readonly Report[] = [
  ...VISIBILITY,
  ...AI_OVERVIEWS,
  ...KEYWORD_DATABASE,
  ...MONITORING,
  ...SERP_AND_CRAWLS,
  ...WAREHOUSE_REPORTS,
];

export function reportDefinition(id: string): Report {
  const found = REPORTS.find((report) => report.id === id);
  if (!found) throw new SaidError(said('refuse.unknownReport', { id: excerpt(id) }));
  return found;
}
