/**
 * Drives a job chunk by chunk until it finishes, pauses, or the execution's time is nearly spent.
 * Order is what makes a kill harmless: rows go to their final rows of the staging sheet first, the
 * job is checkpointed second, so a chunk interrupted in between is fetched again and overwrites
 * the same rows. Everything the runner touches comes in through `RunnerPorts`.
 */
import { type Cell, flatten, toCell } from '../shared/table';
import {
  type Chunk,
  type Cursor,
  applyChunk,
  finish,
  type Job,
  mergeHeader,
  pauseForError,
  pauseForQuota,
  resume,
  rowsToKeep,
} from './job';
import type { SheetRecord } from './layout';
import { recorded, type RunResult } from './schedule';
import type { ReportStore } from './store';

/** What the fetch at a cursor will cost, from which quota counter. */
export interface Charge {
  readonly counter: string;
  readonly units: number;
  /** The estimate's charge key, remembered once the fetch succeeds so a repeat within 24 h is free. */
  readonly key?: string | null;
  /** Why it costs what it costs, for the launcher (in the user's language there). */
  readonly reason?: Said;
}

/** One report's data, fetched a chunk (a page, a phrase batch) at a time. */
export interface Source {
  charge(cursor: Cursor): Charge;
  fetch(cursor: Cursor, maxRows: number): Chunk;
}

/** Units left on a counter (null: unlimited) and when it resets. */
export interface QuotaLeft {
  readonly left: number | null;
  readonly hoursToReset: number | null;
}

export type Failure =
  | { readonly kind: 'quota'; readonly message: Said; readonly hoursToReset: number | null }
  | { readonly kind: 'error'; readonly message: Said };

/** The job's scratch table: rows at their final positions until the whole report is in. */
export interface Staging {
  write(offset: number, header: readonly string[], rows: readonly (readonly Cell[])[]): void;
  read(rows: number, width: number): Cell[][];
  drop(): void;
}

export interface RunnerPorts {
  now(): number;
  readonly store: ReportStore;
  source(job: Job): Source;
  quota(counter: string): QuotaLeft;
  recordCharge(charge: Charge, at: number): void;
  staging(job: Job): Staging;
  /** Writes the finished table into the report sheet; returns the sheet's record to commit. */
  publish(job: Job, rows: Cell[][]): SheetRecord;
  /** Tells the user on the report sheet that a run stopped, leaving the data as it was. */
  noteFailure(job: Job, message: Said): void;
  failure(error: unknown): Failure;
}

import { type Said, SaidError, said } from '../shared/i18n/said';
import { counterSaid, resetDistance } from '../shared/quota-wording';

const HOUR = 3_600_000;

function quotaMessage(counter: string, hoursToReset: number | null): Said {
  const name = counterSaid(counter);
  if (hoursToReset === null) return said('run.quota', { name });
  const distance = resetDistance(hoursToReset);
  if (distance.unit === 'soon') return said('run.quotaSoon', { name });
  return said(distance.unit === 'hour' ? 'run.quotaHours' : 'run.quotaDays', { name, count: distance.count });
}

/** Runs `jobId` until done, paused, or `deadline` (epoch ms) is too close for another chunk. */
export function runJob(jobId: string, ports: RunnerPorts, deadline: number): Job {
  const stored = ports.store.job(jobId);
  if (!stored) throw new SaidError(said('refuse.noRun'));
  let job = stored;
  const now = ports.now();
  if (job.state.kind === 'paused' && job.state.reason === 'quota' && now >= job.state.resumeAt) {
    job = resume(job, now);
  }
  if (job.state.kind !== 'running') return job;
  let source: Source;
  try {
    source = ports.source(job);
  } catch (error) {
    // No sign-in, an unreadable phrase range: the run waits for the user instead of failing each hour.
    return stop(job, ports, ports.failure(error));
  }
  const staging = ports.staging(job);
  let slowest = 0;
  while (job.phase === 'fetching') {
    const startedAt = ports.now();
    if (startedAt + slowest * 1.5 >= deadline) return job;
    job = fetchChunk(job, source, staging, ports);
    if (job.state.kind !== 'running') return job;
    slowest = Math.max(slowest, ports.now() - startedAt);
  }
  return publish(job, staging, ports);
}

/** The next chunk, or why the run must stop before it: the quota cannot pay for it, or it failed. */
function nextChunk(job: Job, source: Source, ports: RunnerPorts): Chunk | Failure {
  try {
    const charge = source.charge(job.cursor);
    const quota = charge.units > 0 ? ports.quota(charge.counter) : null;
    if (quota && quota.left !== null && quota.left < charge.units) {
      const message = quotaMessage(charge.counter, quota.hoursToReset);
      return { kind: 'quota', message, hoursToReset: quota.hoursToReset };
    }
    const chunk = source.fetch(job.cursor, job.rowLimit - job.rowsWritten);
    ports.recordCharge(charge, ports.now());
    return chunk;
  } catch (error) {
    return ports.failure(error);
  }
}

function fetchChunk(job: Job, source: Source, staging: Staging, ports: RunnerPorts): Job {
  const startedAt = ports.now();
  const chunk = nextChunk(job, source, ports);
  if ('kind' in chunk) return stop(job, ports, chunk);
  const kept = rowsToKeep(job, chunk).map((row) => flatten(row));
  const header = mergeHeader(
    job.header,
    kept.flatMap((row) => [...row.keys()]),
  );
  try {
    staging.write(
      job.rowsWritten,
      header,
      kept.map((row) => header.map((key) => toCell(row.get(key)))),
    );
  } catch (error) {
    // The sheet refused the rows (the spreadsheet's 10 million cells): the run waits for the user.
    return stop(job, ports, ports.failure(error));
  }
  const next = applyChunk(job, chunk, header, ports.now(), ports.now() - startedAt);
  ports.store.saveJob(next);
  return next;
}

function publish(job: Job, staging: Staging, ports: RunnerPorts): Job {
  const publishing = ports.now();
  let record: SheetRecord;
  try {
    record = ports.publish(job, staging.read(job.rowsWritten, job.header.length));
  } catch (error) {
    return stop(job, ports, ports.failure(error));
  }
  const now = ports.now();
  const done = finish(job, now);
  // The run's own time, fetching and publishing, is its schedule's next estimate (spread.ts).
  const ms = job.busyMs + (now - publishing);
  const result: RunResult = { at: now, ok: true, rows: job.rowsWritten, units: job.unitsCharged, ms };
  ports.store.commit(done, job.request.sheetName, record, withResult(job, ports.store, result));
  staging.drop();
  return done;
}

/** Pauses the job and, for a scheduled run, records the failure where the user looks. */
function stop(job: Job, ports: RunnerPorts, failure: Failure): Job {
  const now = ports.now();
  const paused =
    failure.kind === 'quota'
      ? pauseForQuota(job, failure.message, now + (failure.hoursToReset ?? 1) * HOUR, now)
      : pauseForError(job, failure.message, now);
  const result: RunResult = { at: now, ok: false, error: failure.message };
  ports.store.commit(paused, job.request.sheetName, null, withResult(job, ports.store, result));
  ports.noteFailure(paused, failure.message);
  return paused;
}

function withResult(job: Job, store: ReportStore, result: RunResult) {
  if (!job.scheduleId) return undefined;
  return store.schedules().map((s) => (s.id === job.scheduleId ? recorded(s, result) : s));
}
