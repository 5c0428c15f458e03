/**
 * Server functions of the report launcher, job progress and schedules. Each export becomes a
 * top-level Apps Script function: the sidebar calls them through google.script.run, and
 * `reportsTick` is the hourly trigger's handler. Arguments and results are plain data.
 */
import { BULK_PACE_MS, findCounter, userMessage } from '../api';
import { executionContext } from '../context';
import { withDocumentLock } from '../platform/lock';
import { staging } from '../platform/report-sheets';
import { selection } from '../platform/spreadsheet';
import { syncTrigger } from '../platform/triggers';
import { REPORTS, reportDefinition } from '../reports/definitions';
import { needsTrigger, prune, tick } from '../reports/dispatch';
import {
  createJob,
  type Job,
  progress,
  type ReportParams,
  type ReportRequest,
  resume,
  type Scalar,
} from '../reports/job';
import { missingParams, type ParamSpec } from '../reports/params';
import { runJob } from '../reports/runner';
import {
  type Cadence,
  describeCadence,
  describeResult,
  nextRunAfter,
  type RunResult,
  type Schedule,
  type ScheduleTarget,
  validCadence,
} from '../reports/schedule';
import { bumpStamp } from '../reports/stamp';
import { type Environment, environment } from '../reports/wiring';
import { handler } from './handler';

/** Report runs send bulk calls about a second apart, as the spec recommends; listing sends none. */
function reportsEnvironment(): Environment {
  return environment(executionContext('server', { paceMs: BULK_PACE_MS }));
}

/** Keeps the hourly trigger exactly when a job or an active schedule needs it. */
function syncTriggerTo(env: Environment): void {
  syncTrigger(() => needsTrigger(env.store));
}

/** One sidebar call runs chunks for at most this long, well under the 6-minute limit. */
const STEP_MS = 30_000;

export interface ReportInfo {
  readonly id: string;
  readonly family: string;
  readonly title: string;
  readonly summary: string;
  readonly params: readonly ParamSpec[];
  readonly chart: boolean;
}

export interface LaunchDefaults {
  readonly params: ReportParams;
  readonly sheetName: string;
}

export interface Estimate {
  /** The quota counter the run draws from, or 'none'. */
  readonly counter: string;
  readonly units: number;
  /** Why: new, or a repeat the service does not charge. */
  readonly reason: string;
  /** Units left on that counter; null when unlimited or unknown. */
  readonly left: number | null;
  readonly hoursToReset: number | null;
  /** Rows the run will write at most. */
  readonly rowLimit: number;
}

export interface JobView {
  readonly id: string;
  readonly title: string;
  readonly sheetName: string;
  readonly state: 'running' | 'paused: quota' | 'paused: error' | 'done';
  readonly message: string | null;
  readonly rows: number;
  readonly pages: number;
  readonly units: number;
  readonly target: number | null;
  readonly etaMs: number | null;
  readonly scheduleId: string | null;
  /** Another execution (the hourly trigger) is working on the job right now. */
  readonly busy: boolean;
}

export interface ScheduleView {
  readonly id: string;
  readonly target: ScheduleTarget;
  readonly title: string;
  readonly cadence: Cadence;
  readonly cadenceText: string;
  readonly paused: boolean;
  readonly nextRunAt: number;
  readonly nextRunText: string;
  readonly lastResult: RunResult | null;
  readonly lastResultText: string;
}

export interface ScheduleInput {
  /** Absent for a new schedule. */
  readonly id?: string;
  readonly target: ScheduleTarget;
  readonly cadence: Cadence;
  readonly paused?: boolean;
}

function jobView(job: Job, busy = false): JobView {
  const { state } = job;
  const figures = progress(job);
  return {
    id: job.id,
    title: reportDefinition(job.request.reportId).title,
    sheetName: job.request.sheetName,
    state: state.kind === 'paused' ? `paused: ${state.reason}` : state.kind,
    message: state.kind === 'paused' ? state.message : null,
    rows: figures.rows,
    pages: figures.pages,
    units: figures.units,
    target: figures.target,
    etaMs: figures.etaMs,
    scheduleId: job.scheduleId,
    busy,
  };
}

function scheduleView(env: Environment, schedule: Schedule): ScheduleView {
  const { target } = schedule;
  const title =
    target.kind === 'stamp'
      ? 'Formula refresh stamp'
      : `${reportDefinition(target.request.reportId).title} → ${target.request.sheetName}`;
  return {
    id: schedule.id,
    target,
    title,
    cadence: schedule.cadence,
    cadenceText: describeCadence(schedule.cadence),
    paused: schedule.paused,
    nextRunAt: schedule.nextRunAt,
    nextRunText: schedule.paused ? 'Paused' : env.formatTime(schedule.nextRunAt),
    lastResult: schedule.lastResult,
    lastResultText: describeResult(schedule.lastResult),
  };
}

function requireJob(env: Environment, jobId: string): Job {
  const job = env.store.job(jobId);
  if (!job) throw new Error('This report run no longer exists.');
  return job;
}

// ---------------------------------------------------------------- launcher

export const reportsCatalog = handler((): ReportInfo[] => {
  return REPORTS.map((report) => ({
    id: report.id,
    family: report.family,
    title: report.title,
    summary: report.summary,
    params: report.params,
    chart: Boolean(report.chart),
  }));
});

const DOMAIN = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?$/i;

/** Starting values: the selected cell's domain, the selected range for phrases, the document's market. */
export const reportsDefaults = handler((reportId: string): LaunchDefaults => {
  const definition = reportDefinition(reportId);
  const range = selection();
  const selected = range?.topLeft ?? '';
  const params: Record<string, Scalar> = {};
  for (const spec of definition.params) {
    if (spec.kind === 'country') params[spec.name] = executionContext('server').settings.countryId;
    else if (spec.kind === 'domain') params[spec.name] = DOMAIN.test(selected) ? selected : '';
    else if (spec.kind === 'range') params[spec.name] = range?.a1 ?? '';
    else params[spec.name] = spec.initial ?? null;
  }
  const subject = params.domain || params.keyword;
  return { params, sheetName: subject ? `${definition.title} – ${subject}` : definition.title };
});

export const reportsEstimate = handler((reportId: string, params: ReportParams): Estimate => {
  const env = reportsEnvironment();
  const definition = reportDefinition(reportId);
  const now = env.ctx.now();
  const history = env.charges.list(now);
  const charge = definition.estimate(params, { now, history, readPhrases: env.readPhrases });
  const counter = findCounter(env.limits(), charge.counter);
  return {
    counter: charge.counter,
    units: charge.units,
    reason: charge.reason ?? '',
    left: counter?.left ?? null,
    hoursToReset: counter?.hoursToReset ?? null,
    rowLimit: env.rowLimit({ reportId, params, sheetName: '', mode: 'replace' }),
  };
});

/** Creates the run; the sidebar then calls `reportsStep` until it is done (the trigger if it closes). */
export const reportsStart = handler((request: ReportRequest): JobView => {
  const env = reportsEnvironment();
  const definition = reportDefinition(request.reportId);
  const missing = missingParams(definition.params, request.params);
  if (missing.length) throw new Error(`Fill in: ${missing.join(', ')}.`);
  const sheetName = request.sheetName.trim();
  if (!sheetName) throw new Error('Name the sheet the report goes to.');
  const now = env.ctx.now();
  prune(env.store, now);
  const job = createJob(env.ctx.newId(), { ...request, sheetName }, env.rowLimit(request), now);
  env.store.saveJob(job);
  syncTriggerTo(env);
  return jobView(job);
});

/** Works on the run for up to STEP_MS and reports progress. */
export const reportsStep = handler((jobId: string): JobView => {
  const env = reportsEnvironment();
  const ran = withDocumentLock(() => runJob(jobId, env.runner(), env.ctx.now() + STEP_MS));
  if (!ran) return jobView(requireJob(env, jobId), true);
  if (ran.state.kind !== 'running') syncTriggerTo(env);
  return jobView(ran);
});

export const reportsJobs = handler((): JobView[] => jobViews(reportsEnvironment()));

function jobViews(env: Environment): JobView[] {
  return env.store.jobs().map((job) => jobView(job));
}

/** Resumes a run paused on an error (or early on quota, when the user knows it was topped up). */
export const reportsResume = handler((jobId: string): JobView => {
  const env = reportsEnvironment();
  const job = resume(requireJob(env, jobId), env.ctx.now());
  env.store.saveJob(job);
  syncTriggerTo(env);
  return jobView(job);
});

/** Stops a run; the report sheet keeps its last complete table. */
export const reportsCancel = handler((jobId: string): JobView[] => {
  const env = reportsEnvironment();
  const job = requireJob(env, jobId);
  staging(job).drop();
  env.store.deleteJob(jobId);
  syncTriggerTo(env);
  return jobViews(env);
});

// ---------------------------------------------------------------- schedules

export const reportsSchedules = handler((): ScheduleView[] => scheduleViews(reportsEnvironment()));

function scheduleViews(env: Environment): ScheduleView[] {
  return env.store.schedules().map((schedule) => scheduleView(env, schedule));
}

export const reportsSaveSchedule = handler((input: ScheduleInput): ScheduleView[] => {
  const env = reportsEnvironment();
  if (!validCadence(input.cadence))
    throw new Error('Choose an hour from 0 to 23 (and a weekday for weekly runs).');
  if (input.target.kind === 'report') reportDefinition(input.target.request.reportId);
  const schedules = env.store.schedules();
  const previous = schedules.find((s) => s.id === input.id);
  const schedule: Schedule = {
    id: previous?.id ?? env.ctx.newId(),
    target: input.target,
    cadence: input.cadence,
    paused: input.paused ?? false,
    nextRunAt: nextRunAfter(input.cadence, env.ctx.now(), env.offsetMinutes()),
    lastResult: previous?.lastResult ?? null,
  };
  env.store.saveSchedules(
    previous ? schedules.map((s) => (s.id === schedule.id ? schedule : s)) : [...schedules, schedule],
  );
  syncTriggerTo(env);
  return scheduleViews(env);
});

export const reportsPauseSchedule = handler((id: string, paused: boolean): ScheduleView[] => {
  const env = reportsEnvironment();
  const schedules = env.store.schedules().map((s) =>
    s.id === id
      ? {
          ...s,
          paused,
          nextRunAt: paused ? s.nextRunAt : nextRunAfter(s.cadence, env.ctx.now(), env.offsetMinutes()),
        }
      : s,
  );
  env.store.saveSchedules(schedules);
  syncTriggerTo(env);
  return scheduleViews(env);
});

export const reportsDeleteSchedule = handler((id: string): ScheduleView[] => {
  const env = reportsEnvironment();
  env.store.saveSchedules(env.store.schedules().filter((s) => s.id !== id));
  syncTriggerTo(env);
  return scheduleViews(env);
});

/** "Refresh all now" for formulas: bumps the stamp cell and setting; returns the new stamp. */
export const reportsBumpStamp = handler((): number => {
  const ctx = executionContext('server');
  const now = ctx.now();
  bumpStamp(ctx, now);
  return now;
});

// ---------------------------------------------------------------- trigger

/** The hourly trigger: start due schedules, continue runs, then keep or drop the trigger. */
export const reportsTick = handler((): void => {
  const env = reportsEnvironment();
  const deadline = env.ctx.now() + env.ctx.remainingMs();
  try {
    withDocumentLock(() => {
      prune(env.store, env.ctx.now());
      tick(env.dispatcher(), deadline);
    });
  } catch (error) {
    // Triggers of add-ons send no failure e-mails: log it where the executions list shows it.
    console.error(`SEO Sheets scheduled run failed: ${userMessage(error)}`);
  }
  syncTriggerTo(env);
});
