/**
 * What the report launcher, the job list and the schedule editor do, as plain code over the reports'
 * environment: the sidebar's handlers (handlers/reports.ts) call these and return their plain data.
 */
import type { DataSource } from '../api/source';
import { type CounterKey, findCounter } from '../api/quota';
import { heldSaid, overGuard } from '../spent/guard';
import { saidOf } from '../api/errors';
import { type Selection, sheetExists } from '../platform/spreadsheet';
import { asksOf, type ReportFamily, type ReportId } from '../reports/definition';
import { REPORTS, type Report as ReportDefinition, reportDefinition } from './reports';
import { prune, tick } from '../reports/dispatch';
import { languageOrEnglish, type Said, SaidError, said } from '../shared/i18n/said';
import {
  createJob,
  type Job,
  progress,
  type ReportParams,
  type ReportRequest,
  type Retry,
  resumeByHand,
  retryOf,
  type Scalar,
  type StopReason,
} from '../reports/job';
import { invalidParams, missingParams, type ParamSpec, type ParamView, paramView } from '../reports/params';
import { missedSaid, recoveredSaid } from '../reports/recovered';
import { gaveUp, logOf, type RunEntry, unfinished } from '../reports/runs';
import { zoneLabel } from '../shared/i18n/dates';
import { runJob } from '../reports/runner';
import {
  carriedMs,
  DAY_BUDGET_MS,
  loadsOf,
  plan,
  type Slot,
  triggerDay,
  waitingMove,
} from '../reports/spread';
import {
  type Cadence,
  nextRunAfter,
  readCadence,
  type Recovered,
  type RunResult,
  type Schedule,
  type ScheduleTarget,
} from '../reports/schedule';
import { type Alerts, type AlertsView, alertsView, allAlerts, flushAlerts, forgetAlerts } from './alerts';
import type { Environment } from './environment';
import { scheduleTitle, subjectOf } from './schedule-title';
import { covers, dispatchPorts } from './dispatch-ports';
import { runnerPorts } from './run-ports';
import { waitingSaid } from '../reports/failure';
import { type Words, words } from '../reports/words';
import type { Language } from '../shared/i18n/languages';
import { HISTORY_KEEP } from '../shared/platform-limits';
import { validKeep } from '../reports/retention';
import { holdsOther } from '../reports/subject';
import { reportSheetName } from '../shared/report-sheet-name';
import { reportIdOfSheet, warehouseIn, warehouseReader } from './warehouse';

/** One sidebar call runs chunks for at most this long, well under the 6-minute limit. */
const STEP_MS = 30_000;

/** A report as the launcher lists it: title and labels in the user's words; family, summary and hints are the sidebar's. */
export interface ReportInfo {
  readonly id: ReportId;
  readonly family: ReportFamily;
  readonly title: string;
  readonly params: readonly ParamView[];
  readonly chart: boolean;
  /** Whether the connection in effect offers the report (the tool server has no tool for some). */
  readonly offered: boolean;
  /** Its runs may go to the document's warehouse too (it has a table there, and the warehouse is on). */
  readonly warehouse: boolean;
  /** The history the service holds may be filled into the warehouse: days back, or 0. */
  readonly backfillDays: number;
}

export interface LaunchDefaults {
  readonly params: ReportParams;
  readonly sheetName: string;
  /** The report's title in the document's language: the sheet's name, before what the report is about. */
  readonly title: string;
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
  /** Which way the data will come, where the report has a choice (null: the one way). */
  readonly way: string | null;
  /** Why the spend guard holds the run back (what it would spend, how to go ahead); null when it may go. */
  readonly guard: string | null;
}

/** A run the spend guard held back instead of starting: why, in the user's words. */
export interface HeldRun {
  readonly held: string;
}

export interface JobView {
  readonly id: string;
  readonly title: string;
  readonly sheetName: string;
  readonly state: 'running' | 'paused: quota' | 'paused: error' | 'done';
  readonly message: string | null;
  readonly rows: number;
  readonly pages: number;
  /** Measured: what the quota counters moved (runner.ts). */
  readonly units: number;
  /** Some of `units` is the estimate: the counters could not be read around a charging request. */
  readonly unitsEstimated: boolean;
  readonly target: number | null;
  readonly etaMs: number | null;
  readonly scheduleId: string | null;
  /** Another execution (the hourly trigger) is working on the job right now. */
  readonly busy: boolean;
  /** When the run started: the user's language, the spreadsheet's zone, labelled. */
  readonly startedText: string;
  /** A finished run that got through after failed tries: when it was due, how late it ran, what failed. */
  readonly recoveredText: string | null;
  /** The sheet is written and the rows are on their way to the warehouse. */
  readonly exporting: boolean;
  /** What became of the run past its sheet: in the warehouse, or not and why. */
  readonly handedOnText: string | null;
}

export interface ScheduleView {
  readonly id: string;
  readonly target: ScheduleTarget;
  readonly title: string;
  readonly cadence: Cadence;
  readonly paused: boolean;
  readonly nextRunAt: number;
  /** The next run's time, formatted on the server (the spreadsheet's time zone, labelled); blank while paused. */
  readonly nextRunText: string;
  /** A failure's reason in the user's words. */
  readonly lastResult: ShownResult | null;
  /**
   * The next run, when it starts later than its cadence says (spread.ts): when (formatted like
   * `nextRunText`) and why: its hour's trigger run is full, or the day's trigger time.
   */
  readonly moved: { readonly at: number; readonly whenText: string; readonly reason: 'hour' | 'day' } | null;
  /** When the last run was, as `nextRunText`; blank before the first. */
  readonly lastRunText: string;
  /** The last run got through after failed tries: when it was due, how late it ran, what failed; else blank. */
  readonly recoveredText: string;
  /** The spreadsheet's time zone, which the schedule's times are in: "Europe/Warsaw (UTC+1)". */
  readonly zone: string;
  /** It runs every few hours a report whose data changes once a day: each run fetches that day's data again. */
  readonly sameDayData: boolean;
  /** The latest run that did not get through (given up, overtaken…), while it is the last or the one before it; else blank. */
  readonly missedText: string;
  /** Its alert rules and channels (null: the refresh stamp, which no rule watches). */
  readonly alerts: AlertsView | null;
  /** What became of the last run past its sheet (the warehouse), else blank. */
  readonly handedOnText: string;
}

type ShownResult =
  | Exclude<RunResult, { ok: false }>
  | { readonly at: number; readonly ok: false; readonly error: string };

export interface ScheduleInput {
  /** Absent for a new schedule. */
  readonly id?: string;
  readonly target: ScheduleTarget;
  readonly cadence: Cadence;
  readonly paused?: boolean;
}

/** The user's words: what the sidebar shows follows the user, not the document. */
export const userWords = (env: Environment): Words => words(env.ctx.userLanguage());

/** The document's language: a filter's numbers are read as the document writes them. */
const documentLanguage = (env: Environment): Language => languageOrEnglish(env.ctx.documentLanguage);

/** Why a run stopped (or a log line), in the user's language. */
function saidToUser(env: Environment, reason: StopReason): string {
  return typeof reason === 'string'
    ? reason
    : env.ctx.render(languageOrEnglish(env.ctx.userLanguage), reason);
}

/**
 * Why a run stopped and what comes next: when it is tried again (a retry, a quota's reset), that it no longer
 * is, or that it goes on by itself once a connection can ask for it. Only that: the reason's own words never
 * advise a time of their own.
 */
function stoppedToUser(env: Environment, reason: StopReason, retry: Retry): string {
  if (retry.retryAt !== undefined)
    return saidToUser(env, said('run.retrying', { reason, at: env.userTime(retry.retryAt) }));
  if (typeof reason !== 'string' && retry.waitsForConnection) return saidToUser(env, waitingSaid(reason));
  return saidToUser(env, retry.gaveUp ? said('run.gaveUp', { reason }) : reason);
}

/** A run that got through after failed tries, told in the user's language and the spreadsheet's zone. */
export function recoveredToUser(
  env: Environment,
  recovered: Recovered | undefined,
  ranAt: number,
): string | null {
  if (!recovered?.tries.length) return null;
  const language = languageOrEnglish(env.ctx.userLanguage);
  return env.ctx.render(language, recoveredSaid(recovered, ranAt, language, env.ctx.timeZone()));
}

export function jobView(env: Environment, job: Job, busy = false): JobView {
  const t = userWords(env);
  const { state } = job;
  const figures = progress(job);
  return {
    id: job.id,
    title: t(`report.${reportDefinition(job.request.reportId).id}`),
    sheetName: job.request.sheetName,
    state: state.kind === 'paused' ? `paused: ${state.reason}` : state.kind,
    message: state.kind === 'paused' ? stoppedToUser(env, state.message, retryOf(job)) : null,
    rows: figures.rows,
    pages: figures.pages,
    units: figures.units,
    unitsEstimated: Boolean(job.unitsEstimated),
    target: figures.target,
    etaMs: figures.etaMs,
    scheduleId: job.scheduleId,
    busy,
    startedText: env.userTime(job.startedAt),
    recoveredText:
      state.kind === 'done'
        ? recoveredToUser(
            env,
            job.failedTries && { dueAt: job.dueAt ?? job.startedAt, tries: job.failedTries },
            job.updatedAt,
          )
        : null,
    exporting: job.phase === 'exporting' && state.kind !== 'done',
    handedOnText: job.handedOn ? saidToUser(env, job.handedOn) : null,
  };
}

/** The next run's move to a later hour: planned now, or already made when it came due. */
function movedView(env: Environment, schedule: Schedule, slot: Slot | undefined): ScheduleView['moved'] {
  if (schedule.paused) return null;
  const reason = slot?.moved ?? waitingMove(schedule)?.reason;
  if (!reason) return null;
  const at = slot?.at ?? schedule.nextRunAt;
  return { at, whenText: env.userTime(at), reason };
}

function scheduleView(env: Environment, schedule: Schedule, slot?: Slot, alerts?: Alerts): ScheduleView {
  const { target } = schedule;
  const title = scheduleTitle(target, userWords(env));
  return {
    id: schedule.id,
    target,
    title,
    cadence: schedule.cadence,
    paused: schedule.paused,
    nextRunAt: schedule.nextRunAt,
    nextRunText: schedule.paused ? '' : env.userTime(schedule.nextRunAt),
    lastResult:
      schedule.lastResult && !schedule.lastResult.ok
        ? {
            ...schedule.lastResult,
            error: stoppedToUser(env, schedule.lastResult.error, schedule.lastResult),
          }
        : schedule.lastResult,
    moved: movedView(env, schedule, slot),
    lastRunText: schedule.lastResult ? env.userTime(schedule.lastResult.at) : '',
    recoveredText:
      (schedule.lastResult?.ok &&
        recoveredToUser(env, schedule.lastResult.recovered, schedule.lastResult.at)) ||
      '',
    zone: zoneText(env),
    sameDayData:
      schedule.cadence.every === 'hours' &&
      target.kind === 'report' &&
      !reportDefinition(target.request.reportId).intraday,
    missedText: missedToUser(env, env.store.runs(schedule.id).slice(-2)),
    alerts: alertsView(env, schedule, alerts),
    handedOnText:
      schedule.lastResult?.ok && schedule.lastResult.handedOn
        ? saidToUser(env, schedule.lastResult.handedOn)
        : '',
  };
}

/** The spreadsheet's zone as the editor and the cards name it: its id and its offset now. */
export const zoneText = (env: Environment): string => {
  const zone = env.ctx.timeZone();
  return `${zone.id} (${zoneLabel(zone.offsetMinutes(env.ctx.now()))})`;
};

/** The story of the latest run of `runs` that did not get through, in the user's words; blank when all did. */
export function missedToUser(env: Environment, runs: readonly RunEntry[]): string {
  const missed = runs.filter((entry) => entry.outcome !== 'ok').pop();
  if (!missed) return '';
  const language = languageOrEnglish(env.ctx.userLanguage);
  return env.ctx.render(language, missedSaid(missed, language, env.ctx.timeZone()));
}

function requireJob(env: Environment, jobId: string): Job {
  const job = env.store.job(jobId);
  if (!job) throw new SaidError(said('refuse.noRun'));
  return job;
}

// ---------------------------------------------------------------- launcher

/**
 * Every report, in the user's language, and whether `source` offers it; with the warehouse on, which may
 * keep their history there. The warehouse's own reports are listed only while it is on.
 */
export function reportCatalog(
  language: Language,
  source: Pick<DataSource, 'offers'>,
  warehouseOn: boolean,
): ReportInfo[] {
  const t = words(language);
  return REPORTS.filter((report) => warehouseOn || report.family !== 'Warehouse').map((report) => ({
    id: report.id,
    family: report.family,
    title: t(`report.${report.id}`),
    params: report.params.map((spec) => paramView(spec, t)),
    chart: Boolean(report.chart),
    offered: report.reads().every((endpoint) => source.offers(endpoint)),
    warehouse: warehouseOn && Boolean(report.warehouse),
    backfillDays: (warehouseOn && report.warehouse?.backfillDays) || 0,
  }));
}

const DOMAIN = /^(?:https?:\/\/)?(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/\S*)?$/i;

/**
 * Starting values: the selected cell's domain, the selected range for phrases, the document's market (or
 * the one a report's data is in);
 * the sheet named in the document's language (`language`). A sheet keeps that name for good: its
 * schedule and runs find it by the name they were given, whatever the document's language becomes.
 */
export function launchDefaults(
  reportId: string,
  range: Selection | null,
  countryId: () => number,
  language: Language,
): LaunchDefaults {
  const definition = reportDefinition(reportId);
  const selected = range?.topLeft ?? '';
  const params: Record<string, Scalar> = {};
  for (const spec of definition.params) {
    if (spec.kind === 'country') params[spec.name] = spec.initial ?? countryId();
    else if (spec.kind === 'domain' || spec.kind === 'domains')
      params[spec.name] = DOMAIN.test(selected) ? selected : '';
    else if (spec.kind === 'range') params[spec.name] = range?.a1 ?? '';
    else params[spec.name] = spec.initial ?? null;
  }
  const title = words(language)(`report.${definition.id}`);
  return { params, title, sheetName: reportSheetName(title, String(params.domain || params.keyword || '')) };
}

/**
 * Refuses a run into a sheet that holds another report, or the same one about another domain, phrase or
 * project: named for one client, it would hold another's data. A sheet deleted since is free again.
 */
function checkSheet(env: Environment, request: ReportRequest): void {
  const held = env.store.record(request.sheetName)?.words;
  if (!held || !holdsOther(held, request) || !sheetExists(request.sheetName)) return;
  const t = userWords(env);
  const report = t(`report.${reportDefinition(held.reportId).id}`);
  const subject = subjectOf(held.params, t);
  throw new SaidError(
    said('refuse.sheetTaken', {
      sheet: request.sheetName,
      what: subject ? `${report} (${subject})` : report,
    }),
  );
}

/** Refuses a history sheet's number of snapshots to keep whole that is not one (retention.ts). */
function checkKeep(request: ReportRequest): void {
  if (request.keep !== undefined && request.keep !== null && !validKeep(request.keep))
    throw new SaidError(said('refuse.keep', { max: HISTORY_KEEP.max }));
}

/** Refuses a run asked to go to the warehouse where there is none, or of a report that keeps nothing there. */
function checkWarehouse(definition: ReportDefinition, request: ReportRequest): void {
  if (!request.warehouse && !request.backfill) return;
  if (!warehouseIn()) throw new SaidError(said('warehouse.notOn'));
  if (!definition.warehouse) throw new SaidError(said('warehouse.noTableFor', { report: definition.id }));
}

/**
 * Refuses a request with blank required fields, a domain that is not one or a filter that cannot be read,
 * and one the connection in effect cannot answer: a report without a tool, or options its tool cannot take
 * (named, so the user can run without them).
 */
function checkParams(env: Environment, definition: ReportDefinition, params: ReportParams): void {
  const t = userWords(env);
  const language = documentLanguage(env);
  const missing = missingParams(definition.params, params, t);
  if (missing.length) throw new SaidError(said('refuse.fillIn', { fields: missing.join(', ') }));
  const invalid = invalidParams(definition.params, params, t, language);
  if (invalid.length) throw new SaidError(invalid.reduce((first, second) => said('join', { first, second })));
  const source = env.source();
  const options = unanswered(env, definition, params);
  if (options.length) throw new SaidError(optionsSaid(options, t));
  for (const { endpoint, params: asked } of asksOf(definition, params, language))
    source.ensure(endpoint, asked);
}

/** Options of a report the connection cannot answer, as the form names them. */
export interface Unanswered {
  /** The parameters to leave empty (or at their first choice) to run without them. */
  readonly names: readonly string[];
  /** What the form says, in the user's words. */
  readonly text: string;
}

/** Whether the connection answers a run with these values; where that cannot be told, nothing is said of options. */
const answers = (env: Environment, definition: ReportDefinition, params: ReportParams): boolean =>
  covers(env, definition, params) !== false;

/** An option at rest: blank, or its first choice. */
const atRest = (spec: ParamSpec): Scalar => spec.initial ?? null;

/**
 * The options (optional parameters set otherwise than at rest) that keep the connection in effect from
 * answering a run of the report: each one that alone, the others at rest, does (a filter a tool cannot take,
 * a mode it does not read). None when the connection answers, or when it would not without them either (the
 * report itself is what it cannot ask).
 */
function unanswered(env: Environment, definition: ReportDefinition, params: ReportParams): ParamSpec[] {
  if (answers(env, definition, params)) return [];
  const set = definition.params.filter(
    (spec) =>
      !spec.required &&
      params[spec.name] != null &&
      params[spec.name] !== '' &&
      params[spec.name] !== atRest(spec),
  );
  const without = { ...params, ...Object.fromEntries(set.map((spec) => [spec.name, atRest(spec)])) };
  if (!set.length || !answers(env, definition, without)) return [];
  const alone = set.filter(
    (spec) => !answers(env, definition, { ...without, [spec.name]: params[spec.name] }),
  );
  // Only together do they block: all of them are said.
  return alone.length ? alone : set;
}

const optionsSaid = (options: readonly ParamSpec[], t: Words): Said =>
  said('refuse.options', {
    options: options.map((spec) => t(`param.${spec.label}`)).join(', '),
    count: options.length,
  });

/** What the form says of options the connection cannot answer, before anything runs; null when there are none. */
export function unansweredOptions(
  env: Environment,
  reportId: string,
  params: ReportParams,
): Unanswered | null {
  const definition = reportDefinition(reportId);
  const options = unanswered(env, definition, params);
  if (!options.length) return null;
  return {
    names: options.map((spec) => spec.name),
    text: saidToUser(env, optionsSaid(options, userWords(env))),
  };
}

/** What a run of `definition` with these values charges at most, as the report estimates it. */
function chargeOf(env: Environment, definition: ReportDefinition, params: ReportParams) {
  const now = env.ctx.now();
  const history = env.charges.list(now);
  return definition.estimate(params, {
    now,
    history,
    readPhrases: env.readPhrases,
    ways: env.ways,
    warehouse: warehouseReader,
    reportIdOf: reportIdOfSheet,
  });
}

/**
 * Why the spend guard holds back a run that charges `charge`, against the counters as they are now
 * (getLimits, free); null when it may go, or when the counters cannot be read.
 */
function heldBack(env: Environment, charge: { counter: string; units: number }): Said | null {
  const spend = { counter: charge.counter as CounterKey, units: charge.units };
  const held = overGuard(spend, env.limits.current(), env.ctx.settings.spendGuard);
  return held && said('join', { first: heldSaid(held), second: said('guard.runAnyway') });
}

export function estimateReport(env: Environment, reportId: string, params: ReportParams): Estimate {
  const definition = reportDefinition(reportId);
  checkParams(env, definition, params);
  const charge = chargeOf(env, definition, params);
  const counter = findCounter(env.limits.known().model, charge.counter);
  const guard = heldBack(env, charge);
  return {
    counter: charge.counter,
    units: charge.units,
    reason: charge.reason ? saidToUser(env, charge.reason) : '',
    left: counter?.left ?? null,
    hoursToReset: counter?.hoursToReset ?? null,
    rowLimit: env.rowLimit({ reportId, params, sheetName: '', mode: 'replace' }).rows,
    way: charge.way ? saidToUser(env, charge.way) : null,
    guard: guard && saidToUser(env, guard),
  };
}

/**
 * Creates the run; the sidebar then calls `reportsStep` until it is done (the trigger if it closes). A run
 * that would spend more than the spend guard lets one run spend is held back, saying why, unless `anyway`.
 */
export function startReport(env: Environment, request: ReportRequest, anyway = false): JobView | HeldRun {
  const definition = reportDefinition(request.reportId);
  checkParams(env, definition, request.params);
  checkKeep(request);
  checkWarehouse(definition, request);
  const sheetName = request.sheetName.trim();
  if (!sheetName) throw new SaidError(said('refuse.sheetName'));
  checkSheet(env, { ...request, sheetName });
  const held = anyway ? null : heldBack(env, chargeOf(env, definition, request.params));
  if (held) return { held: saidToUser(env, held) };
  const now = env.ctx.now();
  prune(env.store, now);
  const cap = env.rowLimit(request);
  const job = createJob(env.ctx.newId(), { ...request, sheetName }, cap.rows, now, null, cap.asOf);
  env.store.saveJob(job);
  env.syncTrigger();
  return jobView(env, job);
}

/** Works on the run for up to STEP_MS and reports progress. */
export function stepReport(env: Environment, jobId: string): JobView {
  const ran = env.exclusively(() => runJob(jobId, runnerPorts(env), env.ctx.now() + STEP_MS));
  if (!ran) return jobView(env, requireJob(env, jobId), true);
  if (ran.state.kind !== 'running') env.syncTrigger();
  return jobView(env, ran);
}

export function listJobs(env: Environment): JobView[] {
  return env.store.jobs().map((job) => jobView(env, job));
}

/** Resumes a run paused on an error (or early on quota, when the user knows it was topped up). */
export function resumeReport(env: Environment, jobId: string): JobView {
  const job = resumeByHand(requireJob(env, jobId), env.ctx.now());
  env.store.saveJob(job);
  env.syncTrigger();
  return jobView(env, job);
}

/** Stops a run; the report sheet keeps its last complete table. */
export function cancelReport(env: Environment, jobId: string): JobView[] {
  const job = requireJob(env, jobId);
  env.discard(job);
  if (job.state.kind !== 'done' && !gaveUp(job))
    env.store.logRun(logOf(job), unfinished(job, 'stopped', env.ctx.now()));
  env.store.deleteJob(jobId);
  env.syncTrigger();
  return listJobs(env);
}

// ---------------------------------------------------------------- schedules

/** Every schedule, with where the hours' plan puts its next run (spread.ts). */
export function listSchedules(env: Environment): ScheduleView[] {
  const schedules = env.store.schedules();
  const now = env.ctx.now();
  const carried = carriedMs(env.store.jobs(), schedules, now);
  const slots = plan(loadsOf(schedules), now, triggerDay(env.ctx.usage(), now), carried);
  const alerts = allAlerts();
  return schedules.map((schedule) =>
    scheduleView(env, schedule, slots.get(schedule.id), alerts.get(schedule.id)),
  );
}

export function saveSchedule(env: Environment, input: ScheduleInput): ScheduleView[] {
  const cadence = readCadence(input.cadence);
  if (!cadence) throw new SaidError(said('refuse.cadence'));
  if (input.target.kind === 'report') {
    const definition = reportDefinition(input.target.request.reportId);
    checkParams(env, definition, input.target.request.params);
    checkKeep(input.target.request);
    checkSheet(env, input.target.request);
    checkWarehouse(definition, input.target.request);
  }
  const schedules = env.store.schedules();
  const previous = schedules.find((s) => s.id === input.id);
  const schedule: Schedule = {
    id: previous?.id ?? env.ctx.newId(),
    target: input.target,
    cadence,
    paused: input.paused ?? false,
    nextRunAt: nextRunAfter(cadence, env.ctx.now(), env.offsetMinutes()),
    lastResult: previous?.lastResult ?? null,
  };
  env.store.saveSchedules(
    previous ? schedules.map((s) => (s.id === schedule.id ? schedule : s)) : [...schedules, schedule],
  );
  env.syncTrigger();
  return listSchedules(env);
}

export function pauseSchedule(env: Environment, id: string, paused: boolean): ScheduleView[] {
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
  env.syncTrigger();
  return listSchedules(env);
}

export function deleteSchedule(env: Environment, id: string): ScheduleView[] {
  env.store.saveSchedules(env.store.schedules().filter((s) => s.id !== id));
  forgetAlerts(env, id);
  env.syncTrigger();
  return listSchedules(env);
}

// ---------------------------------------------------------------- trigger

/**
 * The hourly trigger: start due schedules, continue runs, then keep or drop the trigger. It stops at the
 * execution's limit or at what is left of the day's trigger time, whichever comes first, and adds what
 * it took to the user's day (spread.ts plans the hours with it).
 */
export function tickReports(env: Environment): void {
  const started = env.ctx.now();
  const dayLeft = Math.max(0, DAY_BUDGET_MS - triggerDay(env.ctx.usage(), started).usedMs);
  const deadline = started + Math.min(env.ctx.remainingMs(), dayLeft);
  try {
    env.exclusively(() => {
      prune(env.store, env.ctx.now());
      tick(dispatchPorts(env), deadline);
    });
  } catch (error) {
    // Triggers of add-ons send no failure e-mails: log it, in the owner's language, where the executions list shows it.
    console.error(saidToUser(env, said('log.runFailed', { error: saidOf(error) })));
  }
  // What waits for a channel (a busy webhook, another editor's channel) and summaries held back go now.
  flushAlerts(env);
  try {
    env.refreshWaiting();
  } catch (error) {
    console.error(saidToUser(env, said('log.waitingFailed', { error: saidOf(error) })));
  }
  env.syncTrigger();
  try {
    env.ctx.addUsage({ triggerMs: env.ctx.now() - started });
  } catch {
    // Best effort: an uncounted run only makes the next plans more generous.
  }
}
