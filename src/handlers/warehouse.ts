/**
 * Settings › Warehouse and the launcher's backfill (the work is in registry/warehouse.ts): turning the
 * warehouse on or off with Check, its status, and filling a report's history from the service. Each export
 * becomes a top-level Apps Script function the sidebar calls through google.script.run.
 */
import { BULK_PACE_MS } from '../api/retry';
import { executionContext } from '../context';
import { environment } from '../registry/environment';
import { estimateReport, type Estimate, type JobView, startReport } from '../registry/launcher';
import {
  backfillPlan,
  saveWarehouse,
  type WarehouseStatus,
  warehouseStatus as statusOf,
} from '../registry/warehouse';
import type { ReportRequest } from '../reports/job';
import type { WarehouseInput } from '../warehouse/settings';
import { handler } from './handler';
import * as input from './input';
import { fromSidebar } from './input';

const env = () => environment(executionContext('server', { paceMs: BULK_PACE_MS }));

/**
 * Turns the document's warehouse on (asking this user for BigQuery where they have not allowed it) and
 * checks it; null turns it off. Returns what Check found, with the status.
 */
export const warehouseSave = handler(
  (settings: WarehouseInput | null): WarehouseStatus =>
    saveWarehouse(env(), fromSidebar(settings, input.warehouseInput, 'settings')),
);

/** The settings, the tables and the last export. */
export const warehouseStatus = handler((): WarehouseStatus => statusOf(env()));

/** What filling a report's history would fill and cost: its days, its load jobs, and the service's units. */
export const warehouseBackfillEstimate = handler(
  (
    request: ReportRequest,
  ): { days: number; from: string; to: string; sandbox: boolean; loadJobs: number; cost: Estimate } => {
    const environment = env();
    const asked = fromSidebar(request, input.reportRequest, 'request');
    const { request: run, ...plan } = backfillPlan(environment, asked);
    return { ...plan, cost: estimateReport(environment, run.reportId, run.params) };
  },
);

/**
 * Starts the backfill: a run for the warehouse alone, carried by the hourly trigger past 6 minutes. It is
 * asked for after its plan and cost were shown (the spend guard's word among them), so the guard lets it go.
 */
export const warehouseBackfill = handler((request: ReportRequest): JobView => {
  const environment = env();
  const asked = fromSidebar(request, input.reportRequest, 'request');
  return startReport(environment, backfillPlan(environment, asked).request, true) as JobView;
});
