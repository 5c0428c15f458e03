/**
 * Drives a job chunk by chunk until it finishes, pauses, or the execution's time is nearly spent.
 * Order is what makes a kill harmless: rows go to their final rows of the staging sheet first, the
 * job is checkpointed second, so a chunk interrupted in between is fetched again and overwrites
 * the same rows. Everything the runner touches comes in through `RunnerPorts`.
 *
 * What a run says it charged is measured, never estimated: a chunk that may charge (its charge names a
 * counter) is sent between two readings of that counter, and the chunk's units are what the counter moved.
 * The reading before is the execution's last one when nothing that may charge was sent since (so the
 * reading after one chunk is the next chunk's, or the next run's, reading before); it is also the quota
 * check. A concurrent spender on the same account and counter (a formula recalculating at that moment)
 * moves the counter too, and its units are counted with the run's: the run says what the counter moved
 * while it ran. Where the counter cannot be read (getLimits failing), the chunk's estimate is counted and
 * the job says its units are estimated.
 */
import type { CounterKey } from '../api/quota';
import type { SpentCounters } from '../spent/counters';
import type { Staging } from '../platform/report-sheets';
import { type Cell, flatten, toCell } from '../shared/table';
import {
  type Chunk,
  type Cursor,
  type FailedTry,
  applyChunk,
  finish,
  isRunnable,
  type Job,
  mergeHeader,
  pauseForError,
  pauseForQuota,
  pauseToRetry,
  resume,
  retryOf,
  rowsToKeep,
} from './job';
import type { SheetRecord } from './layout';
import { byHand, logOf, type RunEntry, unfinished } from './runs';
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
  /** Which way the data comes, where there is a choice (domain statistics: the URLs tool's run). */
  readonly way?: Said;
}

/** One report's data, fetched a chunk (a page, a phrase batch) at a time. */
export interface Source {
  charge(cursor: Cursor): Charge;
  fetch(cursor: Cursor, maxRows: number): Chunk;
}

/** A quota counter as the service had it at a reading: units used and left (null: unlimited or not told), and when it resets. */
export interface CounterReading {
  readonly used: number | null;
  readonly left: number | null;
  readonly hoursToReset: number | null;
}

export type Failure =
  | {
      readonly kind: 'quota';
      readonly message: Said;
      readonly hoursToReset: number | null;
      /** The spent counter, when the refusal names it. */
      readonly counter?: string;
    }
  | {
      readonly kind: 'error';
      readonly message: Said;
      /** A later try may cure it (api/errors.ts `ApiError.retryable`), so the trigger tries again. */
      readonly retryable?: boolean;
      /** What the service did (a status, or the error's code), for the run's failed tries. */
      readonly cause?: Omit<FailedTry, 'at'>;
      /** The connection in effect cannot ask for the report: the run goes on once one can. */
      readonly waitsFor?: 'connection';
      /** The sign-in was refused or is missing: the user must sign in again. */
      readonly signIn?: boolean;
    };

/** The job's scratch table: rows at their final positions until the whole report is in. */
export interface RunnerPorts {
  now(): number;
  readonly store: ReportStore;
  source(job: Job): Source;
  /**
   * A counter as the service has it now: read again only after `spending`, else the execution's last
   * reading. Null when the limits cannot be read in this execution or do not name the counter.
   */
  counter(key: string): CounterReading | null;
  /** A request that may charge is about to go out. */
  spending(): void;
  /**
   * The counters the service refused lately (spent/counters.ts, shared with formulas): where the limits
   * cannot be read, a counter refused before is not asked again, and a refusal is remembered.
   */
  readonly spent: Pick<SpentCounters, 'spent' | 'remember'>;
  recordCharge(charge: Charge, at: number): void;
  staging(job: Job): Staging;
  /** Writes the finished table into the report sheet; returns the sheet's record to commit. */
  publish(job: Job, rows: Cell[][]): SheetRecord;
  /** Tells the user on the report sheet that a run stopped, leaving the data as it was. */
  noteFailure(job: Job, message: Said): void;
  failure(error: unknown): Failure;
  /** Where a finished run goes past its sheet (the warehouse); none: nowhere. */
  readonly sink?: RunSink;
  /**
   * A scheduled run got through (`table`: what it published) or stopped: what watches the schedule is told
   * (alerts/). It sends nothing to the service and never fails the run.
   */
  ended?(job: Job, result: RunResult, table?: Table): void;
}

/** What a run published: its columns and rows, as the staging sheet held them. */
export interface Table {
  readonly header: readonly string[];
  readonly rows: readonly Cell[][];
}

/**
 * A finished run's next stop past its sheet (src/warehouse/). Asked once the table is ready to publish, it
 * takes the run or says why not; a run it takes stays `exporting`, its rows kept in the staging sheet, while
 * `drain` works on it (across executions: it keeps its own progress) until it is done or fails.
 */
export interface RunSink {
  accept(job: Job): Acceptance;
  drain(job: Job, rows: () => Cell[][], deadline: number): Drained;
}

export interface Acceptance {
  readonly handOn: boolean;
  /** What the sheet's note and the run's card say of it: why it was not taken. */
  readonly said?: Said;
}

/** How far `drain` got: done (and what to say), more to do after the deadline, or stopped by a failure. */
export type Drained = { readonly kind: 'done'; readonly said: Said } | { readonly kind: 'more' } | Failure;

import { type Said, SaidError, said } from '../shared/i18n/said';
import { counterSaid } from '../shared/quota-wording';

const HOUR = 3_600_000;

/**
 * A spent counter in words for a run that waits (not a formula's): when the reset is known the run's next
 * try says when; when it is not, that the run waits for a reading of the limits or the user's Resume.
 */
export function quotaMessage(counter: string, resetKnown: boolean): Said {
  return said(resetKnown ? 'run.quota' : 'run.quotaUnread', { name: counterSaid(counter) });
}

/** A quota stop before anything is sent, or because of a refusal: the runner's words, when the counter is named. */
function quotaStop(counter: string, hoursToReset: number | null): Failure {
  return { kind: 'quota', counter, hoursToReset, message: quotaMessage(counter, hoursToReset !== null) };
}

/** Runs `jobId` until done, paused, or `deadline` (epoch ms) is too close for another chunk. */
export function runJob(jobId: string, ports: RunnerPorts, deadline: number): Job {
  const stored = ports.store.job(jobId);
  if (!stored) throw new SaidError(said('refuse.noRun'));
  let job = stored;
  const now = ports.now();
  if (job.state.kind === 'paused' && isRunnable(job, now)) job = resume(job, now);
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
  if (job.phase === 'publishing') job = publish(job, staging, ports);
  return job.phase === 'exporting' && job.state.kind === 'running'
    ? drain(job, staging, ports, deadline)
    : job;
}

/** The counter of a chunk that charges nothing: later pages, a task's readiness check. */
export const FREE_COUNTER = 'none';

/** What a counter moved between two readings; null when either is missing. */
function moved(before: CounterReading | null, after: CounterReading | null): number | null {
  if (before?.used == null || after?.used == null) return null;
  // A counter that reset between the readings counts from zero again.
  return after.used >= before.used ? after.used - before.used : after.used;
}

/** A fetched chunk whose units are measured, or estimated where the counter could not be read. */
interface Fetched {
  readonly chunk: Chunk;
  readonly estimated: boolean;
}

/** Why the run stops before a chunk, and what the counter moved if its request went out and failed. */
type Stopped = Failure & { readonly units?: number };

/** The next chunk, or why the run must stop before it: the quota cannot pay for it, or it failed. */
function nextChunk(job: Job, source: Source, ports: RunnerPorts): Fetched | Stopped {
  let charge: Charge;
  let before: CounterReading | null;
  try {
    charge = source.charge(job.cursor);
    before = charge.counter === FREE_COUNTER ? null : ports.counter(charge.counter);
  } catch (error) {
    return ports.failure(error);
  }
  const metered = charge.counter !== FREE_COUNTER;
  if (before && charge.units > 0 && before.left !== null && before.left < charge.units)
    return quotaStop(charge.counter, before.hoursToReset);
  // The limits cannot be read and the service refused this counter lately: sending would only be refused again.
  if (!before && metered && charge.units > 0 && ports.spent.spent(charge.counter as CounterKey, ports.now()))
    return quotaStop(charge.counter, null);
  if (metered) ports.spending();
  const after = () => (metered ? moved(before, ports.counter(charge.counter)) : 0);
  try {
    const chunk = source.fetch(job.cursor, job.rowLimit - job.rowsWritten);
    const units = after();
    const charged = { ...charge, units: units ?? chunk.units };
    ports.recordCharge(charged, ports.now());
    return { chunk: { ...chunk, units: charged.units }, estimated: units === null };
  } catch (error) {
    // A request that timed out may still have been charged: the run says so, as it says any charge.
    const failure = ports.failure(error);
    const units = after() ?? 0;
    if (failure.kind !== 'quota') return { ...failure, units };
    // A refusal the service did not name a counter for is the chunk's counter's.
    const counter = failure.counter ?? charge.counter;
    ports.spent.remember(counter as CounterKey, ports.now(), failure.hoursToReset);
    return { ...quotaStop(counter, failure.hoursToReset), units };
  }
}

function fetchChunk(job: Job, source: Source, staging: Staging, ports: RunnerPorts): Job {
  const startedAt = ports.now();
  const fetched = nextChunk(job, source, ports);
  if ('kind' in fetched)
    return stop({ ...job, unitsCharged: job.unitsCharged + (fetched.units ?? 0) }, ports, fetched);
  const { chunk } = fetched;
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
  const applied = applyChunk(job, chunk, header, ports.now(), ports.now() - startedAt);
  const next = fetched.estimated ? { ...applied, unitsEstimated: true } : applied;
  ports.store.saveJob(next);
  return next;
}

function publish(stored: Job, staging: Staging, ports: RunnerPorts): Job {
  const publishing = ports.now();
  const accepted = ports.sink?.accept(stored) ?? { handOn: false };
  // Why the run was not taken (a trigger that may not use BigQuery) is said in the sheet's note and on its card.
  const job = accepted.said
    ? { ...stored, notices: [...(stored.notices ?? []), accepted.said], handedOn: accepted.said }
    : stored;
  let record: SheetRecord | null = null;
  let rows: Cell[][] | null = null;
  try {
    // A backfill fills the warehouse alone: its report's sheet stays as it is.
    if (!job.request.backfill) {
      rows = staging.read(job.rowsWritten, job.header.length);
      record = ports.publish(job, rows);
    }
  } catch (error) {
    return stop(job, ports, ports.failure(error));
  }
  const now = ports.now();
  // The run's own time, fetching and publishing, is its schedule's next estimate (spread.ts).
  const ms = job.busyMs + (now - publishing);
  const result: RunResult = {
    at: now,
    ok: true,
    rows: job.rowsWritten,
    units: job.unitsCharged,
    ms,
    ...(job.unitsEstimated ? { unitsEstimated: true } : {}),
    // A run that got through after failed tries says when it was due and what failed (recovered.ts).
    ...(job.failedTries?.length
      ? { recovered: { dueAt: job.dueAt ?? job.startedAt, tries: job.failedTries } }
      : {}),
    ...(accepted.said ? { handedOn: accepted.said } : {}),
  };
  const entry: RunEntry = {
    due: job.dueAt ?? job.startedAt,
    ended: now,
    outcome: 'ok',
    rows: job.rowsWritten,
    units: job.unitsCharged,
    ...(job.unitsEstimated ? { unitsEstimated: true } : {}),
    ...(job.failedTries?.length ? { tries: job.failedTries } : {}),
    ...byHand(job),
  };
  const next: Job = accepted.handOn
    ? { ...job, phase: 'exporting', updatedAt: now, busyMs: ms }
    : finish(job, now);
  ports.store.commit(next, job.request.sheetName, record, withResult(job, ports.store, result), {
    log: logOf(job),
    entry,
  });
  if (!accepted.handOn) staging.drop();
  // The sheet holds the run's data now, whatever the warehouse still has to take: its rules read it.
  ports.ended?.(next, result, rows ? { header: job.header, rows } : undefined);
  return next;
}

/** The sink's turn: the run is done once it is, its staging sheet dropped and its schedule's card told. */
function drain(job: Job, staging: Staging, ports: RunnerPorts, deadline: number): Job {
  const drained = ports.sink?.drain(job, () => staging.read(job.rowsWritten, job.header.length), deadline);
  if (drained?.kind === 'more') return job;
  if (drained && drained.kind !== 'done') return stop(job, ports, drained);
  const said = drained?.said;
  const done = finish(said ? { ...job, handedOn: said } : job, ports.now());
  const schedules = job.scheduleId
    ? ports.store
        .schedules()
        .map((s) =>
          s.id === job.scheduleId && s.lastResult?.ok && said
            ? recorded(s, { ...s.lastResult, handedOn: said })
            : s,
        )
    : undefined;
  ports.store.commit(done, job.request.sheetName, null, schedules);
  staging.drop();
  return done;
}

/** Pauses the job and, for a scheduled run, records the failure where the user looks. */
function stop(job: Job, ports: RunnerPorts, failure: Failure): Job {
  const now = ports.now();
  // A spent counter whose reset nothing could tell is not asked again on a guess: the run waits for the limits.
  const paused =
    failure.kind === 'quota'
      ? pauseForQuota(
          job,
          failure.message,
          failure.hoursToReset === null ? null : now + failure.hoursToReset * HOUR,
          now,
          failure.counter,
        )
      : failure.retryable
        ? pauseToRetry(job, failure.message, now, { at: now, ...failure.cause })
        : pauseForError(job, failure.message, now, failure.waitsFor);
  const result: RunResult = {
    at: now,
    ok: false,
    error: failure.message,
    ...retryOf(paused),
    ...(failure.kind === 'quota'
      ? { cause: 'quota' as const }
      : failure.signIn && { cause: 'signIn' as const }),
  };
  // A run that gave up has ended: its log says so now, not only when the next run overtakes it.
  const ended = result.gaveUp ? { log: logOf(job), entry: unfinished(paused, 'gaveUp', now) } : undefined;
  ports.store.commit(paused, job.request.sheetName, null, withResult(job, ports.store, result), ended);
  ports.noteFailure(paused, failure.message);
  ports.ended?.(paused, result);
  return paused;
}

function withResult(job: Job, store: ReportStore, result: RunResult) {
  if (!job.scheduleId) return undefined;
  return store.schedules().map((s) => (s.id === job.scheduleId ? recorded(s, result) : s));
}
