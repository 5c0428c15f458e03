/**
 * A report run that may outlive one execution: what to fetch, where it has got to, and why it
 * stopped. Pure: the runner feeds it chunk outcomes, the store persists it after every step, so a
 * killed execution resumes from the last checkpoint and rewrites the same rows instead of adding.
 */
import type { Said } from '../shared/i18n/said';

/** Where the next fetch starts: a result page, a phrase batch, and a task already created for it. */
export interface Cursor {
  readonly page: number;
  readonly batch: number;
  /** Set while a batch's statistics run is pending, so a resumed chunk polls instead of paying again. */
  readonly taskId?: number;
}

export type Scalar = string | number | boolean | null;
export type ReportParams = Readonly<Record<string, Scalar>>;

/** What the user asked for; the same shape is stored in schedules. */
export interface ReportRequest {
  readonly reportId: string;
  readonly params: ReportParams;
  readonly sheetName: string;
  /** `history` appends a dated snapshot under the previous ones instead of replacing the table. */
  readonly mode: 'replace' | 'history';
  /** History mode: snapshots kept whole, older ones rolled up by month (retention.ts; default 30). */
  readonly keep?: number;
  /** Its rows go on to the document's warehouse too (src/warehouse/), a run of its schedule's as well. */
  readonly warehouse?: boolean;
  /**
   * History mode with the warehouse: the older snapshots stay in the sheet as well. Without it the sheet
   * keeps the latest snapshot alone, the history being in the warehouse.
   */
  readonly keepInSheet?: boolean;
  /** History the service holds, fetched for the warehouse alone: no sheet is written, `sheetName` is the report's. */
  readonly backfill?: boolean;
}

/**
 * Why a run stopped, as a message each reader's edge renders (a run paused before messages were data
 * holds the English words).
 */
export type StopReason = Said | string;

export type JobState =
  | { readonly kind: 'running' }
  | {
      readonly kind: 'paused';
      readonly reason: 'quota';
      readonly message: StopReason;
      /**
       * When the counter resets and the trigger goes on; null when nothing could say (getLimits failing): the
       * run then waits for a reading of the limits that shows room or a reset time, or for the user's Resume.
       */
      readonly resumeAt: number | null;
      /** The spent counter, which a later reading of the limits is asked about. */
      readonly counter?: string;
    }
  | {
      readonly kind: 'paused';
      readonly reason: 'error';
      readonly message: StopReason;
      /** A transient failure: when the hourly trigger tries again; absent when it will not. */
      readonly retryAt?: number;
      /** A transient failure that lasted past the retries' day: the trigger stopped trying. */
      readonly gaveUp?: boolean;
      /**
       * The connection in effect could not ask for the report (none, or a tool server without the tool or
       * the option): the trigger goes on by itself once one can.
       */
      readonly waitsFor?: 'connection';
    }
  | { readonly kind: 'done' };

/** Transient failures in a row: since when, and how many tries they have failed. */
export interface Outage {
  readonly since: number;
  readonly tries: number;
}

/** A try that failed in a way a later one may cure: when, and what the service did. */
export interface FailedTry {
  readonly at: number;
  /** The HTTP status that came back, when one did. */
  readonly status?: number;
  /** Otherwise what went wrong, as the error's code (a cut connection, no answer in time). */
  readonly code?: string;
}

/** The failed tries a run remembers for its story: a run retried for a day and resumed twice has 18. */
const TRIES_KEPT = 18;

/**
 * `fetching` pages into the job's staging sheet; `publishing` copies the finished table into the
 * report sheet. Publishing is idempotent (fixed target rows), so a kill there is also harmless.
 * `exporting`: the sheet is written and the run's sink (the warehouse) takes the rows from the staging
 * sheet, which stays until it is done.
 */
export type JobPhase = 'fetching' | 'publishing' | 'exporting';

export interface Job {
  readonly id: string;
  readonly request: ReportRequest;
  readonly scheduleId: string | null;
  readonly cursor: Cursor;
  readonly phase: JobPhase;
  /** Columns in first-seen order; later chunks may add keys, never reorder them. */
  readonly header: readonly string[];
  readonly rowsWritten: number;
  readonly pages: number;
  /** What the quota counters moved around the run's charging requests (measured; see runner.ts). */
  readonly unitsCharged: number;
  /** Some of `unitsCharged` is the estimate: the counters could not be read around a charging request. */
  readonly unitsEstimated?: boolean;
  /** The smaller of what the user asked for and the plan's rows-per-report. */
  readonly rowLimit: number;
  /**
   * When the plan's rows-per-report capped `rowLimit` by limits kept from an earlier read (getLimits
   * failed when the run was created), that read's time; absent when they were read for this run.
   */
  readonly rowCapAsOf?: number;
  /** Rows the source says exist, when it says; used for the ETA. */
  readonly rowsTotal: number | null;
  readonly state: JobState;
  readonly startedAt: number;
  readonly updatedAt: number;
  /** Milliseconds spent fetching so far, for the ETA. */
  readonly busyMs: number;
  /** What the sheet's note should tell about the data besides the run (points spaced otherwise than asked). */
  readonly notices?: readonly Said[];
  /** The transient failures since the last chunk that succeeded; absent or null when there are none. */
  readonly outage?: Outage | null;
  /** Every try of this run that failed transiently, kept until it is published (its note and card tell them). */
  readonly failedTries?: readonly FailedTry[];
  /** When a scheduled run was due (its schedule's time, before any move to a later hour); absent: when started. */
  readonly dueAt?: number;
  /** A row the run keeps beside its table (the asked domain's own figures among its competitors), for alerts. */
  readonly aside?: Row;
  /** What became of the run past its sheet, as its sink (the warehouse) said: sent, or skipped and why. */
  readonly handedOn?: Said;
}

export type Row = Readonly<Record<string, unknown>>;

/** What one fetch produced. `next: null` means the source has nothing more. */
export interface Chunk {
  readonly rows: readonly Row[];
  readonly next: Cursor | null;
  readonly pages: number;
  readonly units: number;
  readonly rowsTotal?: number | null;
  readonly notice?: Said;
  /** A row to keep beside the table, not in it (Job `aside`). */
  readonly aside?: Row;
}

const START: Cursor = { page: 1, batch: 0 };

/** Rows a run may write, and `asOf`: when the kept limits that capped them were read (null: read for it). */
export interface RowCap {
  readonly rows: number;
  readonly asOf: number | null;
}

export function createJob(
  id: string,
  request: ReportRequest,
  rowLimit: number,
  now: number,
  scheduleId: string | null = null,
  rowCapAsOf: number | null = null,
  dueAt: number | null = null,
): Job {
  return {
    id,
    request,
    scheduleId,
    ...(rowCapAsOf === null ? {} : { rowCapAsOf }),
    ...(dueAt === null ? {} : { dueAt }),
    cursor: START,
    phase: 'fetching',
    header: [],
    rowsWritten: 0,
    pages: 0,
    unitsCharged: 0,
    rowLimit,
    rowsTotal: null,
    state: { kind: 'running' },
    startedAt: now,
    updatedAt: now,
    busyMs: 0,
  };
}

/** Header after a chunk: the old columns in place, new keys appended. */
export function mergeHeader(header: readonly string[], keys: Iterable<string>): readonly string[] {
  const merged = new Set(header);
  for (const key of keys) merged.add(key);
  return merged.size > header.length ? [...merged] : header;
}

/** Rows of a chunk the job may still keep under its row limit. */
export function rowsToKeep(job: Job, chunk: Chunk): readonly Row[] {
  return chunk.rows.slice(0, Math.max(0, job.rowLimit - job.rowsWritten));
}

/** The job after a chunk was written at rows `rowsWritten … rowsWritten + kept - 1`. */
export function applyChunk(
  job: Job,
  chunk: Chunk,
  header: readonly string[],
  now: number,
  elapsedMs: number,
): Job {
  const kept = rowsToKeep(job, chunk).length;
  const rowsWritten = job.rowsWritten + kept;
  const finished = chunk.next === null || rowsWritten >= job.rowLimit;
  return {
    ...job,
    header,
    cursor: chunk.next ?? job.cursor,
    phase: finished ? 'publishing' : 'fetching',
    rowsWritten,
    pages: job.pages + chunk.pages,
    unitsCharged: job.unitsCharged + chunk.units,
    rowsTotal: chunk.rowsTotal ?? job.rowsTotal,
    updatedAt: now,
    busyMs: job.busyMs + elapsedMs,
    ...(chunk.notice && { notices: withNotice(job.notices ?? [], chunk.notice) }),
    ...(chunk.aside && { aside: chunk.aside }),
    outage: null,
  };
}

/** A chunk fetched again after a kill says the same again: each notice once. */
function withNotice(notices: readonly Said[], notice: Said): readonly Said[] {
  const seen = JSON.stringify(notice);
  return notices.some((n) => JSON.stringify(n) === seen) ? notices : [...notices, notice];
}

/** Paused on a spent counter until `resumeAt` (null: until a reading of the limits says, or the user resumes). */
export function pauseForQuota(
  job: Job,
  message: Said,
  resumeAt: number | null,
  now: number,
  counter?: string,
): Job {
  const state: JobState = { kind: 'paused', reason: 'quota', message, resumeAt, ...(counter && { counter }) };
  return { ...job, state, updatedAt: now };
}

/** What a reading of the limits says of a counter (runner.ts `CounterReading`'s fields it needs). */
export interface CounterRoom {
  readonly left: number | null;
  readonly hoursToReset: number | null;
}

/**
 * A run waiting on a counter whose reset nothing could tell, after a reading of the limits: resumed when the
 * counter has room, waiting for its reset (and saying so, `message`) once the reading tells it, unchanged
 * when the limits still cannot be read (`room` null) or do not say.
 */
export function afterLimits(job: Job, room: CounterRoom | null, now: number, message: Said): Job {
  const { state } = job;
  if (state.kind !== 'paused' || state.reason !== 'quota' || state.resumeAt !== null || !room) return job;
  if (room.left === null || room.left > 0) return resume(job, now);
  if (room.hoursToReset === null) return job;
  const resumeAt = now + room.hoursToReset * HOUR;
  return { ...job, state: { ...state, message, resumeAt }, updatedAt: now };
}

/** Whether the run waits on a counter for a reading of the limits: the counter, or null. */
export function waitsForLimits(job: Job): string | null {
  const { state } = job;
  return state.kind === 'paused' && state.reason === 'quota' && state.resumeAt === null
    ? (state.counter ?? null)
    : null;
}

/**
 * Paused for the user: a refused input or token, a 418, anything a second try would not cure; or, `waitsFor`
 * a connection, until one can ask for the report (the trigger checks, free of charge).
 */
export function pauseForError(job: Job, message: Said, now: number, waitsFor?: 'connection'): Job {
  const state: JobState = { kind: 'paused', reason: 'error', message, ...(waitsFor && { waitsFor }) };
  return { ...job, state, outage: null, updatedAt: now };
}

/** Whether the run waits for a connection that can ask for it. */
export function waitsForConnection(job: Job): boolean {
  const { state } = job;
  return state.kind === 'paused' && state.reason === 'error' && state.waitsFor === 'connection';
}

/**
 * Paused on a failure a later try may cure (a 5xx, an HTML page, a time-out, an edge rejection): the trigger
 * tries again after a growing wait, for a day from the first failure in a row, then gives up.
 */
export function pauseToRetry(job: Job, message: Said, now: number, tried: FailedTry = { at: now }): Job {
  const outage: Outage = job.outage
    ? { ...job.outage, tries: job.outage.tries + 1 }
    : { since: now, tries: 1 };
  const at = retryAt(outage, now);
  const state: JobState =
    at === null
      ? { kind: 'paused', reason: 'error', message, gaveUp: true }
      : { kind: 'paused', reason: 'error', message, retryAt: at };
  const failedTries = [...(job.failedTries ?? []), tried].slice(-TRIES_KEPT);
  return { ...job, state, outage, failedTries, updatedAt: now };
}

const HOUR = 3_600_000;
/** How long transient failures in a row are retried unattended. */
export const RETRY_FOR_MS = 24 * HOUR;

/**
 * An hourly trigger fires at about the same minute each hour, and a run fails some seconds into it: a retry
 * is taken by the tick nearest its time, not the one an hour after.
 */
const TICK_SLACK_MS = HOUR / 2;

/**
 * The backoff rule: after `tries` failed tries in a row, the next is 1, 2, 4, 8… hours after the last,
 * never later than a day after the first failure; null once that day is over (within the tick's slack of
 * it). So an outage is tried at +1, +3, +7, +15 and +24 hours, and one that lasts longer than a day is
 * given up.
 */
export function retryAt(outage: Outage, now: number): number | null {
  const last = outage.since + RETRY_FOR_MS;
  if (now + TICK_SLACK_MS >= last) return null;
  return Math.min(now + HOUR * 2 ** (outage.tries - 1), last);
}

/** Resumes the job where it stopped; its failures in a row still count (the trigger's retries). */
export function resume(job: Job, now: number): Job {
  return { ...job, state: { kind: 'running' }, updatedAt: now };
}

/** The user's Resume: a fresh start, with a whole day of retries ahead if it fails again. */
export function resumeByHand(job: Job, now: number): Job {
  return { ...resume(job, now), outage: null };
}

export function finish(job: Job, now: number): Job {
  return { ...job, state: { kind: 'done' }, updatedAt: now };
}

/** When a stopped run is tried again, that it no longer is, or that it waits for a connection that can. */
export interface Retry {
  readonly retryAt?: number;
  readonly gaveUp?: boolean;
  readonly waitsForConnection?: boolean;
}

/** What a paused job's state says of its next try (a retry, a quota's reset), for its schedule's last result. */
export function retryOf(job: Job): Retry {
  const { state } = job;
  if (state.kind !== 'paused') return {};
  if (state.reason === 'quota') return state.resumeAt === null ? {} : { retryAt: state.resumeAt };
  if (state.waitsFor === 'connection') return { waitsForConnection: true };
  return state.gaveUp ? { gaveUp: true } : state.retryAt === undefined ? {} : { retryAt: state.retryAt };
}

/**
 * Whether the job waits for the trigger to work on it again: at a time (a quota reset, a retry), or when it
 * finds the limits readable or a connection that can ask for it.
 */
export function waitsForTrigger(job: Job): boolean {
  const { state } = job;
  return (
    state.kind === 'paused' &&
    (state.reason === 'quota' || state.retryAt !== undefined || state.waitsFor === 'connection')
  );
}

/** Whether the trigger (or an open sidebar) should work on this job now. */
export function isRunnable(job: Job, now: number): boolean {
  const { state } = job;
  if (state.kind === 'running') return true;
  if (state.kind !== 'paused') return false;
  if (state.reason === 'quota') return state.resumeAt !== null && now >= state.resumeAt;
  return state.retryAt !== undefined && now >= state.retryAt - TICK_SLACK_MS;
}

export interface Progress {
  readonly rows: number;
  readonly pages: number;
  readonly units: number;
  /** Rows the run will end with, when known. */
  readonly target: number | null;
  /** Estimated milliseconds left at the pace so far, when it can be told. */
  readonly etaMs: number | null;
}

export function progress(job: Job): Progress {
  const target = job.rowsTotal === null ? null : Math.min(job.rowsTotal, job.rowLimit);
  const left = target === null ? null : Math.max(0, target - job.rowsWritten);
  const etaMs =
    left === null || job.rowsWritten === 0 ? null : Math.round((job.busyMs / job.rowsWritten) * left);
  return { rows: job.rowsWritten, pages: job.pages, units: job.unitsCharged, target, etaMs };
}
