/**
 * What the hourly trigger does, apart from Apps Script: start every schedule that is due (a job
 * per report, a bump of the refresh stamp), continue runnable jobs until the time is spent, and
 * say whether the trigger is still needed. Starting a run and moving its schedule on are one
 * property write, so a run starts once per due time whatever is killed when.
 */
import type { Said } from '../shared/i18n/said';
import {
  afterLimits,
  type CounterRoom,
  createJob,
  isRunnable,
  type Job,
  type ReportRequest,
  type Retry,
  type RowCap,
  resume,
  retryOf,
  waitsForConnection,
  waitsForLimits,
  waitsForTrigger,
} from './job';
import { quotaMessage } from './runner';
import { gaveUp, logOf, type RunEntry, unfinished } from './runs';
import { isDue, recorded, type RunResult, type Schedule, started } from './schedule';
import type { ReportStore } from './store';

export interface DispatchPorts {
  now(): number;
  /** The spreadsheet zone's offset from UTC in minutes, now. */
  offsetMinutes(): number;
  readonly store: ReportStore;
  newId(): string;
  /** Rows a run of this request may write: its own limit capped by the plan (limits read once a tick). */
  rowLimit(request: ReportRequest): RowCap;
  bumpStamp(now: number): void;
  /** Whether a later try may cure the error (api/errors.ts `ApiError.retryable`). */
  passing(error: unknown): boolean;
  /** Whether the error is a sign-in missing or refused, which only the user mends (reports/failure.ts). */
  signIn?(error: unknown): boolean;
  /** Tells the user (on the report sheet) why a run could not start, and when it is tried again; returns why. */
  explain(request: ReportRequest, error: unknown, retry?: Retry): Said;
  /** Deletes a superseded run's staging sheet. */
  discard(job: Job): void;
  /** A counter as the limits read in this execution say (read at most once a tick when they fail); null when they cannot. */
  counter(key: string): CounterRoom | null;
  /** Whether the connection in effect can ask for the request, options included (free). */
  covers(request: ReportRequest): boolean;
  /** Due schedules that must wait for a later hour (reports/spread.ts), already moved there; the rest start now. */
  postpone?(schedules: readonly Schedule[], now: number): ReadonlyMap<string, Schedule>;
  run(jobId: string, deadline: number): Job;
  /**
   * A due run could not start (no sign-in), or the run before it never got through and gave way to it
   * (`overtaken`: when that one was due): what watches the schedule is told (alerts/).
   */
  ended?(schedule: Schedule, result: RunResult, overtaken?: number): void;
}

const HOUR = 3_600_000;

/** Starts the due schedules; returns the jobs it created. */
export function startDue(ports: DispatchPorts): Job[] {
  const now = ports.now();
  const schedules = ports.store.schedules();
  const due = schedules.filter((schedule) => isDue(schedule, now));
  if (!due.length) return [];
  const offset = ports.offsetMinutes();
  const jobs: Job[] = [];
  const unstarted: [Schedule, RunResult, RunEntry][] = [];
  const waiting = ports.postpone?.(schedules, now);
  const next = schedules.map((schedule): Schedule => {
    if (!isDue(schedule, now)) return schedule;
    const later = waiting?.get(schedule.id);
    if (later) return later;
    const moved = started(schedule, now, offset);
    if (schedule.target.kind === 'stamp') {
      ports.bumpStamp(now);
      return recorded(moved, { at: now, ok: true, rows: 0, units: 0 });
    }
    const { request } = schedule.target;
    let cap: RowCap;
    try {
      cap = ports.rowLimit(request);
    } catch (error) {
      // No limits read or kept. The service failing: the schedule stays due, for the next tick.
      if (ports.passing(error)) {
        const retry = { retryAt: now + HOUR };
        return recorded(schedule, {
          at: now,
          ok: false,
          error: ports.explain(request, error, retry),
          ...retry,
        });
      }
      // Signed out: record it where the user looks and try at the next due time.
      const result: RunResult = {
        at: now,
        ok: false,
        error: ports.explain(request, error),
        ...(ports.signIn?.(error) && { cause: 'signIn' as const }),
      };
      const due = schedule.late?.dueAt ?? schedule.nextRunAt;
      unstarted.push([moved, result, { due, ended: now, outcome: 'failed', reason: result.error }]);
      return recorded(moved, result);
    }
    const dueAt = schedule.late?.dueAt ?? schedule.nextRunAt;
    jobs.push(createJob(ports.newId(), request, cap.rows, now, schedule.id, cap.asOf, dueAt));
    return moved;
  });
  // A previous run of the same schedule that never finished gives way to the new one.
  const superseded = ports.store
    .jobs()
    .filter((job) => job.state.kind !== 'done' && jobs.some((fresh) => fresh.scheduleId === job.scheduleId));
  ports.store.start(jobs, next);
  for (const [schedule, result, entry] of unstarted) {
    ports.store.logRun(schedule.id, entry);
    ports.ended?.(schedule, result);
  }
  for (const job of superseded) {
    ports.discard(job);
    // Overtaken before it got through: the log says so, unless it said it gave up when it did; a run failing
    // until the next one started gave up as surely as one that stopped trying, and its schedule is told.
    if (!gaveUp(job)) ports.store.logRun(logOf(job), unfinished(job, 'overtaken', now));
    const schedule = next.find((s) => s.id === job.scheduleId);
    if (schedule && job.state.kind === 'paused' && job.failedTries?.length && !gaveUp(job))
      ports.ended?.(
        schedule,
        { at: now, ok: false, error: job.state.message, gaveUp: true },
        job.dueAt ?? job.startedAt,
      );
    ports.store.deleteJob(job.id);
  }
  return jobs;
}

/** One trigger run: start what is due, then work through runnable jobs, oldest first. */
export function tick(ports: DispatchPorts, deadline: number): void {
  startDue(ports);
  for (const stored of ports.store.jobs()) {
    if (ports.now() >= deadline) return;
    const job = awake(ports, stored);
    if (isRunnable(job, ports.now())) ports.run(job.id, deadline);
  }
}

/**
 * A run waiting for what only a look can tell: a spent counter whose reset nothing said asks the limits (the
 * tick's one reading; none when they fail again), a run the connection could not ask for asks whether the
 * connection in effect can now. Resumed when the cause went away; told the reset when a reading gives it.
 */
function awake(ports: DispatchPorts, job: Job): Job {
  const counter = waitsForLimits(job);
  const now = ports.now();
  const next =
    counter !== null
      ? afterLimits(job, ports.counter(counter), now, quotaMessage(counter, true))
      : waitsForConnection(job) && ports.covers(job.request)
        ? resume(job, now)
        : job;
  if (next === job) return job;
  const { state } = next;
  // A reset learnt is the schedule's next try: its card says when, not that it waits for the limits.
  const told =
    job.scheduleId !== null && state.kind === 'paused'
      ? ports.store
          .schedules()
          .map((s) =>
            s.id === job.scheduleId && s.lastResult && !s.lastResult.ok
              ? recorded(s, { ...s.lastResult, error: state.message, ...retryOf(next) })
              : s,
          )
      : undefined;
  ports.store.commit(next, job.request.sheetName, null, told);
  return next;
}

/** The trigger is needed while a schedule is active or a job can still make progress unattended. */
export function needsTrigger(store: ReportStore): boolean {
  if (store.schedules().some((schedule) => !schedule.paused)) return true;
  return store.jobs().some((job) => job.state.kind === 'running' || waitsForTrigger(job));
}

/**
 * Finished runs are kept a week for the sidebar's list, then forgotten; a schedule's only until its
 * next run (its card keeps the last result): 30 daily schedules kept a week's runs each, 210 jobs, a
 * third of the document's 500 KB of properties.
 */
const KEEP_DONE_MS = 7 * 24 * 3_600_000;

export function prune(store: ReportStore, now: number): void {
  const jobs = store.jobs();
  const superseded = (job: Job) =>
    job.scheduleId !== null &&
    jobs.some((other) => other.scheduleId === job.scheduleId && other.startedAt > job.startedAt);
  for (const job of jobs) {
    if (job.state.kind === 'done' && (now - job.updatedAt > KEEP_DONE_MS || superseded(job)))
      store.deleteJob(job.id);
  }
}
