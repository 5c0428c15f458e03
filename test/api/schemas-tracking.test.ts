/** Rank tracker, SERP and crawl rows: what they require, what they derive, and what they survive. */
import * as monitoring from '../../src/families/monitoring/endpoints';
import * as serp from '../../src/families/serp/endpoints';
import { userMessage } from '../support/in-english';
import { fakeClient, ok } from './fakes';
import {
  compareDaysRowSchema,
  compareSerpRowSchema,
  rtPositionRowSchema,
  serpComparison,
  snippetStatisticsSchema,
} from '../../src/families/monitoring/rows';

const answering = (response: ReturnType<typeof ok>) => fakeClient(() => response).client;

describe('rank-tracker positions', () => {
  test('the change is previous minus current (positive: moved up), whatever diff the service sends', () => {
    const row = rtPositionRowSchema().parse({
      keyword: 'kask',
      statistics: { position: { current: 4, previous: 9, diff: -5 } },
    });
    expect(row).toMatchObject({ position: 4, previous_position: 9, position_change: 5 });
  });

  test('numbers as text, no position as 0 or null, and the flat fields when statistics are missing', () => {
    const row = rtPositionRowSchema().parse({
      keyword: 'kask',
      current_position: '12',
      searches: '1900',
      url: 'example.pl/kask',
      positions: { '2026-11-01': '15', '2026-11-02': 0, note: 3 },
    });
    expect(row).toEqual({
      keyword: 'kask',
      position: 12,
      previous_position: null,
      position_change: null,
      url: 'example.pl/kask',
      searches: 1900,
      cpc: undefined,
      visibility: undefined,
      '2026-11-01': 15,
      '2026-11-02': null,
    });
  });

  test('daily positions may come as a list of {date, position}', () => {
    const row = rtPositionRowSchema().parse({
      keyword: 'kask',
      positions: [
        { date: '2026-11-01', position: 3 },
        { date: '2026-11-02', position: null },
      ],
    });
    expect(row).toMatchObject({ '2026-11-01': 3, '2026-11-02': null });
  });

  test('a row without its keyword: the cell names what is missing', () => {
    const pagination = { page_count: 1, current_page: 1, has_next_page: false, count: 1, limit: 50 };
    const client = answering(ok([{ current_position: 3 }], pagination));
    expect(() => monitoring.getPositions(client, { project_id: 1 })).toThrow(
      /"keyword" is missing \(at data\.0\.keyword\)/,
    );
    try {
      monitoring.getPositions(client, { project_id: 1 });
    } catch (error) {
      expect(userMessage(error)).toMatch(/"keyword" is missing/);
    }
  });
});

test('compare_serp: the change of a domain since the first day is computed from the slots', () => {
  const rows = [
    { position: 1, '2026-11-01': { domain: 'a.pl' }, '2026-11-15': { domain: 'b.pl', diff: -7 } },
    { position: 2, '2026-11-01': { domain: 'b.pl' }, '2026-11-15': { domain: 'c.pl', diff: 4 } },
  ].map((r) => compareSerpRowSchema().parse(r));
  expect(serpComparison(rows)).toEqual([
    { position: 1, '2026-11-01': { domain: 'a.pl' }, '2026-11-15': { domain: 'b.pl', position_change: 1 } },
    // c.pl was not in the compared slots on the first day: only then the service's diff stands.
    { position: 2, '2026-11-01': { domain: 'b.pl' }, '2026-11-15': { domain: 'c.pl', position_change: 4 } },
  ]);
});

test('compare_days: {pos, url} per day, the change from the first day to the last', () => {
  const row = compareDaysRowSchema().parse({
    keyword: 'kask',
    searches: '1900',
    '2026-11-15': { pos: 4, url: 'x', is_grown: true },
    '2026-11-01': { pos: '9', url: 'x' },
  });
  expect(row).toEqual({
    keyword: 'kask',
    searches: 1900,
    '2026-11-01': { position: 9, url: 'x' },
    '2026-11-15': { position: 4, url: 'x' },
    position_change: 5,
  });
});

test('snippet statistics: a map keyed by type; siblings that are not snippet entries are left out', () => {
  const rows = snippetStatisticsSchema().parse({
    news: { serp_coverage: '15.00', all_keywords: { recent: 9, previous: 7 } },
    generated_at: '2026-11-25',
    extra: { drift: true },
  });
  expect(rows).toEqual([
    {
      snippet: 'news',
      serp_coverage: 15,
      keywords: 9,
      previous_keywords: 7,
      keywords_change: 2,
      visible_keywords: undefined,
      previous_visible_keywords: undefined,
      visible_keywords_change: undefined,
    },
  ]);
});

test('the SERP URLs report reads its rows from data.rows', () => {
  const pagination = { page_count: 1, current_page: 1, has_next_page: false, count: 1, limit: 100 };
  const client = answering(
    ok(
      {
        rows: [{ position: '1', url: 'https://a.pl/', content: { headers: { h2: { value: ['x', 'y'] } } } }],
        extra: [],
      },
      pagination,
    ),
  );
  const page = (serp.serpReportList('urls') as NonNullable<ReturnType<typeof serp.serpReportList>>)(client, {
    task_id: 5,
  });
  expect(page.rows).toEqual([expect.objectContaining({ position: 1, url: 'https://a.pl/', h2_count: 2 })]);
});

test('rank-tracker pagination reads tolerantly: count as text, limit null, a field missing', () => {
  const read = (pagination: object) =>
    monitoring.getGroups(answering(ok([{ id: 1 }], pagination)), { project_id: 1 }).pagination;
  const documented = { page_count: 1, current_page: 1, has_next_page: false, count: '26', limit: null };
  expect(read(documented)).toMatchObject({ count: 26, limit: null });
  const { count: _dropped, ...partial } = documented;
  expect(read(partial)?.count).toBeUndefined();
});
