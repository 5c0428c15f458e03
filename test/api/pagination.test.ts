/** Page iteration: constant page size, caps, the plan's row limit, time, and resuming. */
import { getPositions } from '../../src/families/visibility/endpoints';
import { collectPages, PageCursor } from '../../src/api/pagination';
import { PageTooLargeError, ResponseValidationError } from '../../src/api/errors';
import type { HttpOutcome, HttpRequest } from '../../src/api/transport';
import { wireFiltering } from '../../src/api/wire';
import { fakeClient, html, ok } from './fakes';

const params = { domain: 'example.pl', fetch_mode: 'topLevelDomain' as const };

/** A service holding `total` position rows, honouring page and limit like the real one. */
function service(total: number) {
  return (request: HttpRequest) => {
    const body = JSON.parse(request.payload ?? '{}') as { page: number; limit: number };
    const start = (body.page - 1) * body.limit;
    const rows = Array.from({ length: Math.max(0, Math.min(body.limit, total - start)) }, (_, i) => ({
      keyword_id: start + i + 1,
      keyword: `k${start + i + 1}`,
      statistics: { position: { current: 1 } },
      extra: { nested: true },
    }));
    const pageCount = Math.ceil(total / body.limit);
    return ok(rows, {
      page_count: pageCount,
      current_page: body.page,
      has_next_page: body.page < pageCount,
      count: total,
      limit: body.limit,
    });
  };
}

function setup(handler: (r: HttpRequest, i: number) => HttpOutcome, remainingMs = 300_000, latencyMs = 100) {
  const { client, transport } = fakeClient(handler, { remainingMs, latencyMs });
  const sentPages = () =>
    transport.requests.map((r) => JSON.parse(r.payload ?? '{}') as { page: number; limit: number });
  return { client, transport, sentPages };
}

test('reads every page at the endpoint maximum and stops when there is no next page', () => {
  const { client, sentPages } = setup(service(250));
  const result = collectPages(client, getPositions, params);
  expect(result).toMatchObject({
    partial: false,
    reason: 'complete',
    nextPage: null,
    totalCount: 250,
    pageSize: 100,
  });
  expect(result.rows).toHaveLength(250);
  expect(sentPages()).toEqual([
    expect.objectContaining({ page: 1, limit: 100 }),
    expect.objectContaining({ page: 2, limit: 100 }),
    expect.objectContaining({ page: 3, limit: 100 }),
  ]);
  expect(result.rows[0]).toMatchObject({ keyword: 'k1', position: 1 });
});

test('an empty report is complete after one request', () => {
  const { client, transport } = setup(service(0));
  expect(collectPages(client, getPositions, params)).toMatchObject({
    rows: [],
    partial: false,
    reason: 'complete',
  });
  expect(transport.requests).toHaveLength(1);
});

test('a caller cap smaller than a page asks for just that many rows', () => {
  const { client, sentPages } = setup(service(1000));
  const result = collectPages(client, getPositions, params, { maxRows: 30 });
  expect(result).toMatchObject({ partial: true, reason: 'rowCap', nextPage: 2, pageSize: 30 });
  expect(result.rows).toHaveLength(30);
  expect(sentPages()).toEqual([expect.objectContaining({ page: 1, limit: 30 })]);
});

test('a cap that is not a multiple of the page size trims the last page and keeps offsets constant', () => {
  const { client, sentPages } = setup(service(1000));
  const result = collectPages(client, getPositions, params, { maxRows: 150 });
  expect(result.rows).toHaveLength(150);
  expect(result.rows[149]).toHaveProperty('keyword_id', 150);
  expect(sentPages().map((p) => p.limit)).toEqual([100, 100]);
});

test('a cap equal to the total is complete, not partial', () => {
  const { client } = setup(service(200));
  expect(collectPages(client, getPositions, params, { maxRows: 200 })).toMatchObject({
    partial: false,
    reason: 'complete',
  });
});

test("the plan's rows per report cap the read and are named as the reason", () => {
  const { client } = setup(service(1000));
  const result = collectPages(client, getPositions, params, { maxRows: 900, rowsPerReport: 500 });
  expect(result).toMatchObject({ partial: true, reason: 'planRows' });
  expect(result.rows).toHaveLength(500);
});

test('a page size above the endpoint maximum is lowered to it', () => {
  const { client, sentPages } = setup(service(120));
  collectPages(client, getPositions, params, { pageSize: 1000 });
  expect(sentPages()[0].limit).toBe(100);
});

test('stops before a page that would not fit in the remaining time, keeping what it has', () => {
  const { client, transport } = setup(service(10_000), 1_000, 300);
  const result = collectPages(client, getPositions, params);
  expect(result).toMatchObject({ partial: true, reason: 'time', nextPage: 3 });
  expect(result.rows).toHaveLength(200);
  expect(transport.requests).toHaveLength(2);
});

test('a chunk of pages, then a resume from where it stopped, reads each row once', () => {
  const first = setup(service(450));
  const chunk = collectPages(first.client, getPositions, params, { maxPages: 2 });
  expect(chunk).toMatchObject({ partial: true, reason: 'pageBudget', nextPage: 3 });
  const second = setup(service(450));
  const rest = collectPages(second.client, getPositions, params, { startPage: chunk.nextPage ?? 1 });
  const ids = [...chunk.rows, ...rest.rows].map((r) => r.keyword_id);
  expect(ids).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
  expect(rest.partial).toBe(false);
});

test('an error on the first page is thrown; a later non-time error too', () => {
  expect(() => collectPages(setup(() => html(404)).client, getPositions, params)).toThrow(/Not found/);
  const later = setup((r, i) => (i === 0 ? service(300)(r) : html(404)));
  expect(() => collectPages(later.client, getPositions, params)).toThrow(/Not found/);
});

test('the cursor iterates items across pages lazily', () => {
  const { client, transport } = setup(service(300));
  const cursor = new PageCursor(client, getPositions, params);
  const firstFive: (number | undefined)[] = [];
  for (const row of cursor.items()) {
    firstFive.push(row.keyword_id);
    if (firstFive.length === 5) break;
  }
  expect(firstFive).toEqual([1, 2, 3, 4, 5]);
  expect(transport.requests).toHaveLength(1);
});

describe('a page is cut to the rows asked before it is read', () => {
  /** A page of `count` rows where only the first `good` are readable (the rest lack the keyword). */
  const page = (count: number, good: number) =>
    Array.from({ length: count }, (_, i) =>
      i < good ? { keyword_id: i + 1, keyword: `k${i + 1}` } : { keyword_id: i + 1 },
    );
  const decode = (data: unknown, limit = 100) =>
    getPositions.call({ ...params, page: 1, limit }).decode({ success: true, data });

  test('rows past the asked are never read: a longer page is cut, whatever they hold', () => {
    expect(decode(page(150, 100)).rows).toHaveLength(100);
    // A map keyed by id, and rows under `rows`: the shapes the service sends a list in.
    const map = Object.fromEntries(page(150, 100).map((row) => [String(row.keyword_id), row]));
    expect(decode(map).rows.map((row) => row.keyword_id)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(decode({ rows: page(150, 100), extra: [] }).rows).toHaveLength(100);
    // The rows asked are still read: one of them unreadable is said.
    expect(() => decode(page(150, 99))).toThrow(ResponseValidationError);
  });

  test('a page of more than ten times the rows asked is refused unread, naming both counts', () => {
    expect(decode(page(1000, 1000)).rows).toHaveLength(100);
    for (const data of [
      page(1001, 1001),
      Object.fromEntries(page(1001, 1001).map((r) => [String(r.keyword_id), r])),
    ])
      expect(() => decode(data)).toThrow(new PageTooLargeError(1001, 100).message);
  });
});

test('a filter the service ignored still holds of every row returned; later pages make up the rows asked for', () => {
  const { client, sentPages } = setup(service(250));
  const filtering = wireFiltering([{ filters: [{ key: 'keyword', match: 'contains', value: 'k7' }] }]);
  const result = collectPages(client, getPositions, { ...params, filtering }, { maxRows: 11 });
  expect(result.rows.map((row) => row.keyword)).toEqual([
    'k7',
    ...Array.from({ length: 10 }, (_, i) => `k7${i}`),
  ]);
  // Pages of 11 rows: k79 is on the eighth, and reading stops there, the rows asked for found.
  expect(sentPages().map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  // A field the rows do not hold cannot be checked, and drops nothing.
  const unknown = wireFiltering([{ filters: [{ key: 'cpc', match: 'gt', value: 5 }] }]);
  expect(
    collectPages(client, getPositions, { ...params, filtering: unknown }, { maxRows: 3 }).rows,
  ).toHaveLength(3);
});
