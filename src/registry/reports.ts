/** Every report the launcher offers, family by family. */
import { AI_OVERVIEWS } from '../families/ai-overviews/reports';
import type { ReportDefinition } from '../reports/definition';
import { KEYWORD_DATABASE } from '../families/keywords/reports';
import { MONITORING } from '../families/monitoring/reports';
import { SERP_AND_CRAWLS } from '../families/serp/reports';
import { VISIBILITY } from '../families/visibility/reports';
import { SaidError, said } from '../shared/i18n/said';
import { excerpt } from '../shared/excerpt';

export { asksOf, chartPlan } from '../reports/definition';
export type {
  Ask,
  ReportContext,
  ReportDefinition,
  ReportFamily,
  ReportId,
  RowsModule,
} from '../reports/definition';

export const REPORTS: readonly ReportDefinition[] = [
  ...VISIBILITY,
  ...AI_OVERVIEWS,
  ...KEYWORD_DATABASE,
  ...MONITORING,
  ...SERP_AND_CRAWLS,
];

export function reportDefinition(id: string): ReportDefinition {
  const found = REPORTS.find((report) => report.id === id);
  if (!found) throw new SaidError(said('refuse.unknownReport', { id: excerpt(id) }));
  return found;
}
