/** A run's units as the Runs list and the schedule cards say them: measured, or marked as the estimate. */
import { t } from '../i18n';

/** What the quota counters moved, or the estimate where they could not be read. */
export function unitsText(result: { readonly units: number; readonly unitsEstimated?: boolean }): string {
  const units = t('reports.units', { count: result.units });
  return result.unitsEstimated ? t('reports.estimated', { units }) : units;
}
