/** Task readiness (both SERP flags; crawls by status), task listing, and the parallel statistics chain. */
import { apiSource } from '../../src/api/source';
import { runKeywordStatistics } from '../../src/families/keywords/statistics';
import { crawlTaskRecordSchema, serpTaskSchema } from '../../src/families/serp/rows';
import {
  checkTask,
  crawlTaskStatus,
  isSerpTaskReady,
  listTasks,
  serpTaskStatus,
} from '../../src/families/serp/task-status';
import type { HttpOutcome, HttpRequest } from '../../src/api/transport';
import { BASE, emptyEnvelope, fakeClient, failure, html, ok, paths } from './fakes';

/** A SERP task as the reference shows `check`: the phrase under `data`, times in Unix seconds. */
const serpRecord = (serp: boolean, keywords: boolean) => ({
  id: 7,
  status: 'crawling',
  data: { keyword: 'buty' },
  raw_request: { keyword: 'buty', country_id: '1' },
  created: 1_700_000_000,
  progress: { has_serp_data: serp, has_keywords_analysis_data: keywords },
});
const serpTask = (serp: boolean, keywords: boolean) => serpTaskSchema().parse(serpRecord(serp, keywords));
const crawlTask = (record: object) => crawlTaskRecordSchema().parse(record);

test.each([
  [false, false, false],
  [true, false, false],
  [false, true, false],
  [true, true, true],
])('SERP task with flags %s/%s is ready: %s', (serp, keywords, ready) => {
  expect(isSerpTaskReady(serpTask(serp, keywords))).toBe(ready);
  expect(serpTaskStatus(serpTask(serp, keywords))).toMatchObject({
    ready,
    all: 2,
    finished: Number(serp) + Number(keywords),
  });
});

test('a SERP task reads its phrase and creation time; missing flags read as not ready', () => {
  expect(serpTask(true, false)).toMatchObject({ keyword: 'buty', created_at: '2023-11-14T22:13:20.000Z' });
  expect(isSerpTaskReady(serpTaskSchema().parse({ id: '7', progress: { has_serp_data: 1 } }))).toBe(false);
  expect(
    isSerpTaskReady(
      serpTaskSchema().parse({ id: 7, progress: { has_serp_data: 'true', has_keywords_analysis_data: 1 } }),
    ),
  ).toBe(true);
});

test('a crawl is ready only when completed, with its progress counts', () => {
  const waiting = crawlTask({ status: 'waiting', progress: { all: 10, finished: 4, unfinished: 6 } });
  expect(crawlTaskStatus('top100_crawl', waiting, 3)).toMatchObject({
    ready: false,
    finished: 4,
    all: 10,
    id: 3,
  });
  expect(crawlTaskStatus('urls_crawl', crawlTask({ status: 'completed' }), 9)).toMatchObject({
    ready: true,
    finished: 1,
    all: 1,
    id: 9,
  });
  expect(crawlTaskStatus('urls_crawl', crawlTask({ status: 'processing' }), 9).ready).toBe(false);
});

test("a URL crawl's progress is {all_urls, completed}; a list row without progress counts what was sent", () => {
  const check = crawlTask({
    id: 4,
    status: 'waiting',
    progress: { all_urls: '3', completed: 1 },
    created: '2022-12-18T15:33:17+01:00',
  });
  expect(crawlTaskStatus('urls_crawl', check, 4)).toMatchObject({ ready: false, finished: 1, all: 3 });
  expect(check.created_at).toBe('2022-12-18T14:33:17.000Z');
  const listed = crawlTask({
    id: 5,
    status: 'completed',
    data: { keywords: ['a', 'b'] },
    created: 1671378115,
  });
  expect(crawlTaskStatus('top100_crawl', listed, 5)).toMatchObject({ ready: true, finished: 2, all: 2 });
});

function setup(handler: (r: HttpRequest, i: number) => HttpOutcome, remainingMs = 25_000) {
  return fakeClient(handler, { remainingMs, latencyMs: 200 });
}

test('checkTask reads the right family, with task_id in the query string', () => {
  const { client, transport } = setup(() =>
    ok({ id: 5, status: 'completed', progress: { all: 2, finished: 2, unfinished: 0 } }),
  );
  expect(
    checkTask(
      apiSource(() => client),
      'top100_crawl',
      5,
    ),
  ).toMatchObject({ kind: 'top100_crawl', ready: true, id: 5 });
  expect(transport.requests[0].url).toBe(`${BASE}/api/tasks/management/top100_crawl/check?task_id=5`);
});

test('a service without a SERP task list (the reference shows none) lists no analyses, and fails nothing', () => {
  for (const answer of [emptyEnvelope(404), emptyEnvelope(405)]) {
    const { client } = setup(() => answer);
    expect(
      listTasks(
        apiSource(() => client),
        'serp',
      ),
    ).toEqual([]);
  }
  const { client } = setup(() => emptyEnvelope(403));
  expect(() =>
    listTasks(
      apiSource(() => client),
      'serp',
    ),
  ).toThrow();
});

test('listTasks pages through the SERP task list', () => {
  const pagination = { page_count: 1, current_page: 1, has_next_page: false, count: 2, limit: 100 };
  const { client, transport } = setup(() =>
    ok([serpRecord(true, true), { ...serpRecord(true, false), id: 8 }], { ...pagination, limit: null }),
  );
  expect(
    listTasks(
      apiSource(() => client),
      'serp',
    ).map((t) => [t.id, t.ready]),
  ).toEqual([
    [7, true],
    [8, false],
  ]);
  expect(paths(transport)).toEqual(['/api/tasks/management/serp_analysis/list']);
});

describe('runKeywordStatistics', () => {
  const pagination = { page_count: 1, current_page: 1, has_next_page: false, count: 2, limit: 500 };

  /**
   * How a read of a run still working might answer: neither document says, so the chain must take each
   * plausible answer as "not yet": the refusal the service gives for other unfinished work, no rows, the
   * flag create and checkData use, a refusal in other words.
   */
  const NOT_YET = {
    unfinished: () => failure('invalid_data', 'Unfinished task'),
    'no rows': () => ok([], { ...pagination, count: 0 }),
    'has_data: false': () => ok({ has_data: false, statistics: { all_keywords: 2, fetched_keywords: 0 } }),
    'another refusal': () => failure('invalid_data', 'Data is not ready yet'),
  };

  /**
   * A statistics service in the reference's shape where a run is ready at its `readyAt`-th look, a read or
   * a check (0: create already answers it ready), and a read before then answers `notYet`. It knows every
   * phrase but `unknown`, and answers in reverse order.
   */
  function statistics(readyAt: number, failCreateOf?: string, notYet = NOT_YET.unfinished) {
    const looks = new Map<string, number>();
    const sent = new Map<string, string[]>();
    return (request: HttpRequest) => {
      const body = JSON.parse(request.payload ?? '{}');
      if (request.url.endsWith('/create')) {
        if (body.keywords[0] === failCreateOf) return failure('limit_exceeded', 'Query limit exceeded');
        const id = `run${sent.size + 1}`;
        sent.set(id, body.keywords);
        return ok({ public_id: id, has_data: readyAt === 0 });
      }
      const look = (looks.get(body.public_id) ?? 0) + 1;
      looks.set(body.public_id, look);
      if (request.url.endsWith('/checkData')) return ok({ exists: true, has_data: look >= readyAt });
      if (look < readyAt) return notYet();
      const rows = (sent.get(body.public_id) ?? [])
        .filter((keyword) => keyword !== 'unknown')
        .map((keyword) => ({ keyword, searches: '10', cpc: 1, trends: Array(12).fill(10) }))
        .reverse();
      return ok(rows, pagination);
    };
  }

  const STATS = '/api/keywords_analysis/tools/statistics';

  test('creates every batch, then reads it after one pause: two round trips, no check', () => {
    const { client, transport, clock } = setup(statistics(1));
    const results = runKeywordStatistics(client, [['a', 'b'], ['c'], ['d']], { pollMs: 1_000 });
    expect(results.map((r) => (r.ok ? r.value.map((row) => row.keyword) : r.error.code))).toEqual([
      ['a', 'b'],
      ['c'],
      ['d'],
    ]);
    expect(paths(transport)).toEqual([
      ...Array(3).fill(`${STATS}/create`),
      ...Array(3).fill(`${STATS}/getKeywords`),
    ]);
    expect(transport.batches).toBe(2);
    expect(clock.sleeps).toEqual([1_000]);
  });

  test.each(Object.keys(NOT_YET) as (keyof typeof NOT_YET)[])(
    'a read answering that the run is not ready (%s) is checked, then read again once it is',
    (form) => {
      const { client, transport } = setup(statistics(2, undefined, NOT_YET[form]));
      const results = runKeywordStatistics(client, [['a', 'b'], ['c']], { pollMs: 1_000 });
      expect(results.map((r) => (r.ok ? r.value.map((row) => row.keyword) : r.error.code))).toEqual([
        ['a', 'b'],
        ['c'],
      ]);
      // create, read, check, read: four round trips whatever the number of batches.
      expect(transport.batches).toBe(4);
      expect(paths(transport).filter((p) => p.endsWith('/checkData'))).toHaveLength(2);
    },
  );

  test('a run that knows none of its phrases is checked once, then read as none found', () => {
    const { client, transport } = setup(statistics(1));
    const [result] = runKeywordStatistics(client, [['unknown']], { pollMs: 1_000 });
    expect(result.ok && result.value.map(({ keyword, found }) => [keyword, found])).toEqual([
      ['unknown', false],
    ]);
    expect(paths(transport)).toEqual([
      `${STATS}/create`,
      `${STATS}/getKeywords`,
      `${STATS}/checkData`,
      `${STATS}/getKeywords`,
    ]);
  });

  test('a run create already reports ready is read at once: two round trips, no wait', () => {
    const { client, transport, clock } = setup(statistics(0));
    const results = runKeywordStatistics(client, [['a'], ['b']], { pollMs: 1_000 });
    expect(results.every((r) => r.ok)).toBe(true);
    expect(paths(transport)).toEqual([
      `${STATS}/create`,
      `${STATS}/create`,
      `${STATS}/getKeywords`,
      `${STATS}/getKeywords`,
    ]);
    expect(clock.sleeps).toEqual([]);
  });

  test('rows are matched to the phrases sent by text; a phrase not returned is not found', () => {
    const { client } = setup(statistics(1));
    const [result] = runKeywordStatistics(client, [['a', 'unknown', 'b']]);
    expect(
      result.ok && result.value.map(({ keyword, searches, found }) => [keyword, searches, found]),
    ).toEqual([
      ['a', 10, true],
      ['unknown', null, false],
      ['b', 10, true],
    ]);
  });

  test('a failed batch is reported alone; the others still arrive', () => {
    const { client } = setup(statistics(1, 'c'));
    const results = runKeywordStatistics(client, [['a'], ['c']]);
    expect(results[0].ok).toBe(true);
    expect(!results[1].ok && results[1].error.code).toBe('QUOTA_EXCEEDED');
  });

  test('when the runs do not finish in time, each unfinished batch says so', () => {
    const { client } = setup(statistics(1_000), 6_000);
    const results = runKeywordStatistics(client, [['a']], { pollMs: 1_000 });
    expect(!results[0].ok && results[0].error.code).toBe('DEADLINE_EXCEEDED');
  });

  test('refuses an empty batch or one over 500 phrases before sending anything', () => {
    const { client, transport } = setup(() => html(500));
    expect(() => runKeywordStatistics(client, [Array(501).fill('x')])).toThrow(RangeError);
    expect(() => runKeywordStatistics(client, [[]])).toThrow(RangeError);
    expect(transport.requests).toHaveLength(0);
  });
});
