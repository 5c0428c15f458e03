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
      readonly resumeAt: number;
    }
  | { readonly kind: 'paused'; readonly reason: 'error'; readonly message: StopReason }
  | { readonly kind: 'done' };

/**
 * `fetching` pages into the job's staging sheet; `publishing` copies the finished table into the
 * report sheet. Publishing is idempotent (fixed target rows), so a kill there is also harmless.
 */
export type JobPhase = 'fetching' | 'publishing';

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
  readonly unitsCharged: number;
  /** The smaller of what the user asked for and the plan's rows-per-report. */
  readonly rowLimit: number;
  /** Rows the source says exist, when it says; used for the ETA. */
  readonly rowsTotal: number | null;
  readonly state: JobState;
  readonly startedAt: number;
  readonly updatedAt: number;
  /** Milliseconds spent fetching so far, for the ETA. */
  readonly busyMs: number;
}

export type Row = Readonly<Record<string, unknown>>;

/** What one fetch produced. `next: null` means the source has nothing more. */
export interface Chunk {
  readonly rows: readonly Row[];
  readonly next: Cursor | null;
  readonly pages: number;
  readonly units: number;
  readonly rowsTotal?: number | null;
}

const START: Cursor = { page: 1, batch: 0 };

export function createJob(
  id: string,
  request: ReportRequest,
  rowLimit: number,
  now: number,
  scheduleId: string | null = null,
): Job {
  return {
    id,
    request,
    scheduleId,
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
  };
}

export function pauseForQuota(job: Job, message: Said, resumeAt: number, now: number): Job {
  return { ...job, state: { kind: 'paused', reason: 'quota', message, resumeAt }, updatedAt: now };
}

export function pauseForError(job: Job, message: Said, now: number): Job {
  return { ...job, state: { kind: 'paused', reason: 'error', message }, updatedAt: now };
}

export function resume(job: Job, now: number): Job {
  return { ...job, state: { kind: 'running' }, updatedAt: now };
}

export function finish(job: Job, now: number): Job {
  return { ...job, state: { kind: 'done' }, updatedAt: now };
}

/** Whether the trigger (or an open sidebar) should work on this job now. */
export function isRunnable(job: Job, now: number): boolean {
  if (job.state.kind === 'running') return true;
  return job.state.kind === 'paused' && job.state.reason === 'quota' && now >= job.state.resumeAt;
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
