/** Every report the launcher offers, family by family. */
import { AI_OVERVIEWS } from './ai-overviews';
import type { ReportDefinition } from './definition';
import { KEYWORD_DATABASE } from './keyword-database';
import { MONITORING } from './monitoring';
import { SERP_AND_CRAWLS } from './serp-and-crawls';
import { VISIBILITY } from './visibility';
import { SaidError, said } from '../../shared/i18n/said';
import { excerpt } from '../../shared/excerpt';

export { asksOf, chartPlan } from './definition';
export type { Ask, ReportContext, ReportDefinition, ReportFamily, ReportId, RowsModule } from './definition';

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
