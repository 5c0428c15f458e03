/**
 * Server functions of the report launcher, job progress and schedules (the work is in
 * registry/launcher.ts). Each export becomes a top-level Apps Script function: the sidebar calls them
 * through google.script.run, and `reportsTick` is the hourly trigger's handler.
 */
import { BULK_PACE_MS } from '../api/retry';
import { executionContext } from '../context';
import { selection } from '../platform/spreadsheet';
import type { ReportParams, ReportRequest } from '../reports/job';
import {
  cancelReport,
  deleteSchedule,
  type Estimate,
  estimateReport,
  type HeldRun,
  type JobView,
  type LaunchDefaults,
  launchDefaults,
  listJobs,
  listSchedules,
  pauseSchedule,
  type ReportInfo,
  reportCatalog,
  resumeReport,
  type ScheduleInput,
  type ScheduleView,
  saveSchedule,
  startReport,
  stepReport,
  tickReports,
  type Unanswered,
  unansweredOptions,
  zoneText,
} from '../registry/launcher';
import { type Environment, environment } from '../registry/environment';
import { listRuns, type RunsPage, runScheduleNow } from '../registry/schedule-runs';
import { handler } from './handler';
import * as input from './input';
import { fromSidebar } from './input';
import { refreshAll, refreshAllPlan } from '../registry/refresh-all';
import { visibilityCosts } from '../families/visibility/ways';
import { relabelDocument } from '../registry/relabel';
import { activeProjects } from '../families/monitoring/reports';
import { warehouseIn } from '../registry/warehouse';

/** Report runs send bulk calls about a second apart, as the spec recommends; listing sends none. */
function reports(): Environment {
  return environment(executionContext('server', { paceMs: BULK_PACE_MS }));
}

/** The launcher's list, in the user's language. */
export const reportsCatalog = handler((): ReportInfo[] => {
  const ctx = executionContext('server');
  return reportCatalog(ctx.userLanguage(), ctx.source(), warehouseIn() !== null);
});

/** The account's rank-tracker projects, which the launcher offers by name: reading them charges nothing. */
export const reportsProjects = handler(() => activeProjects(executionContext('server').source()));

/** Starting values: the selected cell's domain, the selected range for phrases, the document's market. */
export const reportsDefaults = handler((reportId: string): LaunchDefaults => {
  const id = fromSidebar(reportId, input.text, 'reportId');
  const ctx = executionContext('server');
  return launchDefaults(id, selection(), () => ctx.settings.countryId, ctx.documentLanguage());
});

export const reportsEstimate = handler(
  (reportId: string, params: ReportParams): Estimate =>
    estimateReport(
      reports(),
      fromSidebar(reportId, input.text, 'reportId'),
      fromSidebar(params, input.reportParams, 'params'),
    ),
);

/**
 * The options of a filled-in form the connection cannot answer (the tool server's tools take no filter), so
 * the form says so before anything runs and offers the run without them; null when it answers them all.
 * Sends nothing: the tool server's list is kept with the connection.
 */
export const reportsUnanswered = handler((reportId: string, params: ReportParams): Unanswered | null =>
  unansweredOptions(
    environment(executionContext('server')),
    fromSidebar(reportId, input.text, 'reportId'),
    fromSidebar(params, input.reportParams, 'params'),
  ),
);

/**
 * Creates the run; the sidebar then calls `reportsStep` until it is done (the trigger if it closes). A run
 * over the spend guard is held back, saying why, unless the user asked to run it `anyway`.
 */
export const reportsStart = handler((request: ReportRequest, anyway?: boolean): JobView | HeldRun =>
  startReport(
    reports(),
    fromSidebar(request, input.reportRequest, 'request'),
    fromSidebar(anyway, input.optionalFlag, 'anyway') ?? false,
  ),
);

export const reportsStep = handler(
  (jobId: string): JobView => stepReport(reports(), fromSidebar(jobId, input.text, 'jobId')),
);

export const reportsJobs = handler((): JobView[] => listJobs(reports()));

export const reportsResume = handler(
  (jobId: string): JobView => resumeReport(reports(), fromSidebar(jobId, input.text, 'jobId')),
);

export const reportsCancel = handler((jobId: string): JobView[] =>
  cancelReport(reports(), fromSidebar(jobId, input.text, 'jobId')),
);

export const reportsSchedules = handler((): ScheduleView[] => listSchedules(reports()));

export const reportsSaveSchedule = handler((schedule: ScheduleInput): ScheduleView[] =>
  saveSchedule(reports(), fromSidebar(schedule, input.scheduleInput, 'schedule')),
);

export const reportsPauseSchedule = handler((id: string, paused: boolean): ScheduleView[] =>
  pauseSchedule(reports(), fromSidebar(id, input.text, 'id'), fromSidebar(paused, input.flag, 'paused')),
);

export const reportsDeleteSchedule = handler((id: string): ScheduleView[] =>
  deleteSchedule(reports(), fromSidebar(id, input.text, 'id')),
);

/**
 * Runs a schedule now, off its cadence: a report's run the sidebar then drives with `reportsStep` (the trigger
 * if it closes), or null when the refresh stamp was bumped at once.
 */
export const schedulesRunNow = handler((scheduleId: string): JobView | null =>
  runScheduleNow(reports(), scheduleId),
);

/** A page (0: the newest) of the last 30 days' runs: one schedule's, or every run's (null). */
export const reportsRuns = handler(
  (scheduleId: string | null, page: number): RunsPage => listRuns(reports(), scheduleId, page),
);

/** The spreadsheet's time zone, which schedules run in: "Europe/Warsaw (UTC+1)". */
export const reportsTimeZone = handler((): string => zoneText(reports()));

/** What "Refresh all now" would re-enter and may cost, for the sidebar to confirm first. */
export const reportsRefreshPlan = handler((): { formulas: number; message: string } => {
  const ctx = executionContext('server');
  const plan = refreshAllPlan(ctx.userLanguage(), visibilityCosts(ctx));
  return { formulas: plan.cells.length, message: plan.message };
});

/** "Refresh all now": re-enters every SEO_* formula; returns how many. */
export const reportsRefreshAll = handler((): number =>
  refreshAll(executionContext('server'), refreshAllPlan()),
);

/**
 * The hourly trigger: start due schedules, continue runs, then keep or drop the trigger; and relabel the
 * tables if the spreadsheet's locale changed while nobody opened the document with the add-on.
 */
export const reportsTick = handler((): void => {
  tickReports(reports());
  relabelDocument(executionContext('server'));
});
