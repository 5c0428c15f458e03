/**
 * Exactly-once writing (src/warehouse/writer.ts) against a BigQuery that keeps jobs by id as Google's does,
 * with the failures it must survive scripted: every chunk ends in BigQuery once, whatever is lost, and an
 * execution that resumes asks for the job it may have sent before sending anything.
 */
import type { BigQueryApi, Job } from '../../src/platform/bigquery';
import type { Chunk } from '../../src/warehouse/plan';
import { PLANNED_PER_TABLE, pacificDay } from '../../src/warehouse/quota';
import { type ChunkState, type Written, writeChunks } from '../../src/warehouse/writer';

const NOW = Date.UTC(2026, 10, 20, 9);

/** BigQuery's error as the advanced service throws it; none (`status` null): the answer was lost. */
function thrown(status: number | null, reason = '', message = 'failed'): Error {
  const error = new Error(
    status === null
      ? 'API call to bigquery.jobs.insert failed with error: Empty response'
      : `API call failed with error: ${message}`,
  );
  if (status !== null) Object.assign(error, { details: { code: status, errors: [{ reason }], message } });
  return error;
}

type Step = 'ok' | 'lostAfterCommit' | '503AfterCommit' | 'lostBefore' | 'quota' | 'running';

/** A BigQuery of jobs by id; `plan` scripts what each insert meets, in order. */
function fakeBigQuery(plan: Step[] = []) {
  const jobs = new Map<string, Job>();
  const inserted: string[] = [];
  const looked: string[] = [];
  let running = 0;
  const api = {
    insertLoad(job: Job) {
      const id = job.jobReference?.jobId ?? '';
      const step = plan.shift() ?? 'ok';
      if (step === 'lostBefore') throw thrown(null);
      if (jobs.has(id)) throw thrown(409, 'duplicate', `Already Exists: Job p:EU.${id}`);
      inserted.push(id);
      const state =
        step === 'quota'
          ? {
              state: 'DONE',
              errorResult: { reason: 'quotaExceeded', message: 'Quota exceeded: too many imports' },
            }
          : { state: step === 'running' ? 'RUNNING' : 'DONE' };
      if (step === 'running') running = 2;
      jobs.set(id, { jobReference: { jobId: id }, status: state });
      if (step === 'lostAfterCommit') throw thrown(null);
      if (step === '503AfterCommit') throw thrown(503, 'backendError', 'Error encountered during execution.');
      return { jobReference: { jobId: id }, status: { state: 'RUNNING' } };
    },
    getJob(_p: string, id: string) {
      looked.push(id);
      const job = jobs.get(id);
      if (!job) throw thrown(404, 'notFound', `Not found: Job p:${id}`);
      if (job.status?.state === 'RUNNING' && --running <= 0)
        jobs.set(id, { ...job, status: { state: 'DONE' } });
      return job;
    },
  } as unknown as BigQueryApi;
  return { api, jobs, inserted, looked };
}

const chunk = (day: string, replaces = true): Chunk => ({
  table: 'positions__r1',
  day,
  replaces,
  rows: 1,
  ndjson: `{"data_date":"${day}"}`,
  bytes: 24,
});

function run(
  api: BigQueryApi,
  chunks: readonly Chunk[],
  ledger: { states: ChunkState[]; loads: ReturnType<typeof Object> | null },
  deadline = NOW + 300_000,
): Written {
  let now = NOW;
  return writeChunks(
    chunks,
    (i, attempt) =>
      `seosheets_doc_${chunks[i].table}_${chunks[i].day.replace(/-/g, '')}_run1_${i}_${attempt}`,
    () => ({ fields: [{ name: 'data_date', type: 'DATE' }], layout: ['report_id'] }),
    {
      api,
      projectId: 'p',
      datasetId: 'seo_sheets',
      location: 'EU',
      now: () => now,
      sleep: (ms) => {
        now += ms;
      },
      ledger: {
        chunks: () => ledger.states,
        loads: () => ledger.loads as never,
        save: (states, loads) => {
          ledger.states = [...states];
          if (loads) ledger.loads = loads;
        },
      },
    },
    deadline,
  );
}

const fresh = () => ({
  states: [] as ChunkState[],
  loads: null as unknown as ReturnType<typeof Object> | null,
});
const days = ['2026-11-18', '2026-11-19', '2026-11-20'];

describe('writeChunks', () => {
  it.each<[string, Step[]]>([
    ['nothing goes wrong', []],
    ['the answer is lost after BigQuery committed the job', ['lostAfterCommit']],
    ['a 503 comes after BigQuery committed the job', ['ok', '503AfterCommit']],
    ['the connection is lost before anything was done', ['lostBefore']],
    ['the job runs a while', ['running']],
  ])('%s: each chunk once, in order', (_, plan) => {
    const bq = fakeBigQuery(plan);
    const ledger = fresh();
    expect(
      run(
        bq.api,
        days.map((d) => chunk(d)),
        ledger,
      ),
    ).toEqual({ kind: 'done' });
    expect(bq.inserted).toEqual(
      days.map((d, i) => `seosheets_doc_positions__r1_${d.replace(/-/g, '')}_run1_${i}_0`),
    );
    expect(ledger.states).toEqual(days.map(() => ({ attempt: 0, sent: true, done: true })));
  });

  it('a killed execution: the next asks for the job it marked as sent, and sends nothing it finds', () => {
    const bq = fakeBigQuery();
    const ledger = fresh();
    run(bq.api, [chunk(days[0])], ledger);
    // Killed after the job went and before it was marked done: the mark is "maybe sent".
    ledger.states = [{ attempt: 0, sent: true, done: false }];
    bq.looked.length = 0;
    expect(run(bq.api, [chunk(days[0])], ledger)).toEqual({ kind: 'done' });
    expect(bq.inserted).toHaveLength(1);
    expect(bq.looked).toEqual([bq.inserted[0]]);
  });

  it('a killed execution whose mark was lost: the same id answers 409, and the job is there', () => {
    const bq = fakeBigQuery();
    run(bq.api, [chunk(days[0])], fresh());
    expect(run(bq.api, [chunk(days[0])], fresh())).toEqual({ kind: 'done' });
    expect(bq.inserted).toHaveLength(1);
  });

  it('a job refused for the day’s quota: the run waits, and the chunk’s next try has the next id', () => {
    const bq = fakeBigQuery(['quota']);
    const ledger = fresh();
    const stopped = run(bq.api, [chunk(days[0])], ledger);
    expect(stopped).toMatchObject({ kind: 'failed', quota: true, failure: { reason: 'quotaExceeded' } });
    expect(ledger.states).toEqual([{ attempt: 1, sent: false, done: false }]);
    expect(run(bq.api, [chunk(days[0])], ledger)).toEqual({ kind: 'done' });
    expect(bq.inserted.map((id) => id.slice(-2))).toEqual(['_0', '_1']);
  });

  it('keeps to the plan of load jobs a table a day: past it, waits for the next Pacific day', () => {
    const bq = fakeBigQuery();
    const ledger = {
      states: [] as ChunkState[],
      loads: { day: pacificDay(NOW), tables: { positions__r1: PLANNED_PER_TABLE } },
    };
    expect(run(bq.api, [chunk(days[0])], ledger)).toMatchObject({ kind: 'failed', quota: true });
    expect(bq.inserted).toEqual([]);
  });

  it('stops short of the deadline, and goes on from the ledger', () => {
    const bq = fakeBigQuery();
    const ledger = fresh();
    expect(
      run(
        bq.api,
        days.map((d) => chunk(d)),
        ledger,
        NOW + 10_000,
      ),
    ).toEqual({ kind: 'more' });
    expect(bq.inserted).toEqual([]);
    expect(
      run(
        bq.api,
        days.map((d) => chunk(d)),
        ledger,
      ),
    ).toEqual({ kind: 'done' });
    expect(bq.inserted).toHaveLength(3);
  });

  it('a refusal no try cures stops the export with BigQuery’s words', () => {
    const bq = fakeBigQuery();
    (bq.api as { insertLoad: unknown }).insertLoad = () => {
      throw thrown(
        403,
        'accessDenied',
        'Access Denied: Dataset p:seo_sheets: Permission bigquery.tables.create denied',
      );
    };
    expect(run(bq.api, [chunk(days[0])], fresh())).toMatchObject({
      kind: 'failed',
      quota: false,
      retryable: false,
      failure: { status: 403, reason: 'accessDenied' },
    });
  });
});
