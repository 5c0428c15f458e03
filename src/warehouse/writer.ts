/**
 * Exactly once, whatever happens: every chunk of an export is a load job whose id is derived (ids.ts), and
 * the ledger says before it goes out that it may have gone. So an execution that resumes after a kill, a lost
 * answer or a 503 that came after BigQuery committed the job asks `Jobs.get` for that id: a job found is
 * the chunk's (done when it succeeded), none found means it never arrived and goes again under the same id,
 * and a 409 `duplicate` means it is already there. A job that failed keeps its id (BigQuery keeps failed
 * jobs too), so the chunk's next try has the next number. Load jobs only: free, and taken by the sandbox.
 */
import type { BigQueryApi, ErrorProto, Field, Job } from '../platform/bigquery';
import { type BigQueryFailure, failureOf, isDuplicate, isNotFound, isPassing, isQuota } from './failure';
import type { Chunk } from './plan';
import { counted, type LoadCount, withinPlan } from './quota';

/** How far a chunk has got: its try, and whether that try may have been sent or is known to be in. */
export interface ChunkState {
  readonly attempt: number;
  readonly sent: boolean;
  readonly done: boolean;
}

/** Where an export's progress and the day's count of load jobs are kept (the document's properties). */
export interface Ledger {
  chunks(): readonly ChunkState[];
  loads(): LoadCount | null;
  /** One write: a chunk's state with the day's count, before the job it says may have gone goes. */
  save(chunks: readonly ChunkState[], loads?: LoadCount): void;
}

/**
 * What a table is loaded with: its fields after the load, and, for a table the load makes, the columns it
 * is clustered by (partitioned by `data_date` always); null for one that is there, which keeps its own.
 */
export interface TableLoad {
  readonly fields: readonly Field[];
  readonly layout: readonly string[] | null;
}

export interface WriterPorts {
  readonly api: BigQueryApi;
  readonly projectId: string;
  readonly datasetId: string;
  /** The dataset's location, where its jobs run and are found. */
  readonly location: string;
  now(): number;
  sleep(ms: number): void;
  readonly ledger: Ledger;
}

export type Written =
  | { readonly kind: 'done' }
  /** The deadline came first: the next execution goes on from the ledger. */
  | { readonly kind: 'more' }
  | {
      readonly kind: 'failed';
      readonly failure: BigQueryFailure;
      /** The day's load jobs are spent (BigQuery's quota or the add-on's plan): wait for the Pacific midnight. */
      readonly quota: boolean;
      /** A later try may go through. */
      readonly retryable: boolean;
    };

/** A job's outcome once it is found: in, failed (how), or still running. */
type Outcome = 'done' | 'running' | ErrorProto;

/** The message of a stop for the add-on's own plan of load jobs (quota.ts), not BigQuery's refusal. */
export const PLANNED = 'planned';
/** Passing failures tried again within one execution before the trigger is left to try later. */
const TRIES_NOW = 3;
/** The longest wait between two looks at a running job. */
const MAX_POLL_MS = 8_000;
/** A chunk is not begun with less time than this left: its upload and a look at it. */
const CHUNK_MARGIN_MS = 20_000;

const failed = (failure: BigQueryFailure, quota = false, retryable = false): Written => ({
  kind: 'failed',
  failure,
  quota,
  retryable,
});

function outcomeOf(job: Job): Outcome {
  const { status } = job;
  if (status?.errorResult) return status.errorResult;
  return status?.state === 'DONE' ? 'done' : 'running';
}

function loadResource(ports: WriterPorts, chunk: Chunk, jobId: string, load: TableLoad): Job {
  return {
    jobReference: { projectId: ports.projectId, jobId, location: ports.location },
    configuration: {
      load: {
        destinationTable: {
          projectId: ports.projectId,
          datasetId: ports.datasetId,
          tableId: `${chunk.table}$${chunk.day.replace(/-/g, '')}`,
        },
        sourceFormat: 'NEWLINE_DELIMITED_JSON',
        writeDisposition: chunk.replaces ? 'WRITE_TRUNCATE' : 'WRITE_APPEND',
        createDisposition: 'CREATE_IF_NEEDED',
        schema: { fields: load.fields },
        ...(load.layout && {
          timePartitioning: { type: 'DAY', field: 'data_date' },
          clustering: { fields: load.layout },
        }),
        schemaUpdateOptions: ['ALLOW_FIELD_ADDITION'],
      },
    },
  };
}

/**
 * Sends every chunk not yet in, in order, until all are in, the deadline is near, or one fails past what
 * trying again now can cure. `jobId(chunk, attempt)` names the chunk's try; `loadOf` its table's fields.
 */
export function writeChunks(
  chunks: readonly Chunk[],
  jobId: (index: number, attempt: number) => string,
  loadOf: (table: string) => TableLoad,
  ports: WriterPorts,
  deadline: number,
): Written {
  const states = [...ports.ledger.chunks()];
  const state = (i: number): ChunkState => states[i] ?? { attempt: 0, sent: false, done: false };
  const save = (i: number, next: ChunkState, loads?: LoadCount) => {
    states[i] = next;
    for (let j = 0; j < i; j++) states[j] = state(j);
    ports.ledger.save(states, loads);
  };
  for (let i = 0; i < chunks.length; i++) {
    let tries = 0;
    while (!state(i).done) {
      if (ports.now() + CHUNK_MARGIN_MS >= deadline) return { kind: 'more' };
      const step = writeChunk(
        chunks[i],
        state(i),
        jobId(i, state(i).attempt),
        loadOf,
        ports,
        deadline,
        (next, loads) => save(i, next, loads),
      );
      if (step === 'in') continue;
      if ('again' in step) {
        tries++;
        if (tries >= TRIES_NOW) return failed(step.again, false, true);
        ports.sleep(1_000 * 2 ** tries);
        continue;
      }
      return step;
    }
  }
  return { kind: 'done' };
}

/** One look at one chunk: in, worth another try now (and why), or what stops the export. */
function writeChunk(
  chunk: Chunk,
  current: ChunkState,
  id: string,
  loadOf: (table: string) => TableLoad,
  ports: WriterPorts,
  deadline: number,
  save: (next: ChunkState, loads?: LoadCount) => void,
): 'in' | { readonly again: BigQueryFailure } | Written {
  let outcome: Outcome;
  try {
    // The try may have gone out before an execution ended: whatever BigQuery has under its id is its answer.
    let job = current.sent ? lookUp(ports, id) : null;
    if (!job) {
      const loads = ports.ledger.loads();
      if (!withinPlan(loads, chunk.table, ports.now()))
        return failed({ status: null, reason: 'quotaExceeded', message: PLANNED }, true);
      save({ ...current, sent: true }, counted(loads, chunk.table, ports.now()));
      job = send(ports, chunk, id, loadOf(chunk.table));
    }
    outcome = settle(ports, job, id, deadline);
  } catch (error) {
    const failure = failureOf(error);
    return isPassing(failure) ? { again: failure } : failed(failure);
  }
  if (outcome === 'running') return { kind: 'more' };
  if (outcome === 'done') {
    save({ ...current, sent: true, done: true });
    return 'in';
  }
  // The job failed: its id is spent, and the chunk's next try takes the next one.
  save({ attempt: current.attempt + 1, sent: false, done: false });
  const failure = { status: null, reason: outcome.reason ?? null, message: outcome.message ?? '' };
  if (isQuota(failure)) return failed(failure, true);
  return isPassing(failure) ? { again: failure } : failed(failure);
}

/** The job under `id`, or null when BigQuery has none. */
function lookUp(ports: WriterPorts, id: string): Job | null {
  try {
    return ports.api.getJob(ports.projectId, id, ports.location);
  } catch (error) {
    if (isNotFound(failureOf(error))) return null;
    throw error;
  }
}

/**
 * Sends the chunk's job; a 409 says it is in already, and an answer lost or a 5xx (either may come after
 * BigQuery committed it) is settled by asking for it: found, it is the job; not found, it never arrived.
 */
function send(ports: WriterPorts, chunk: Chunk, id: string, load: TableLoad): Job {
  try {
    return ports.api.insertLoad(loadResource(ports, chunk, id, load), ports.projectId, chunk.ndjson);
  } catch (error) {
    const failure = failureOf(error);
    if (!isDuplicate(failure) && !isPassing(failure)) throw error;
    const found = lookUp(ports, id);
    if (found) return found;
    throw error;
  }
}

/** The job's outcome, waiting for it while the execution has time. */
function settle(ports: WriterPorts, job: Job, id: string, deadline: number): Outcome {
  let outcome = outcomeOf(job);
  let wait = 500;
  while (outcome === 'running') {
    if (ports.now() + wait + CHUNK_MARGIN_MS / 2 >= deadline) return 'running';
    ports.sleep(wait);
    wait = Math.min(wait * 2, MAX_POLL_MS);
    const found = lookUp(ports, id);
    if (!found) return 'running';
    outcome = outcomeOf(found);
  }
  return outcome;
}
