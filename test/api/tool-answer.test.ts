/** What a tool's answer holds, wherever it holds it (`api/mcp/answer.ts`): the live tool server's shapes (#30). */
import { figuresOfAnswer, hasMoreOf, isNoData, rowsOfAnswer, totalOf } from '../../src/api/mcp/answer';

describe('the rows of an answer', () => {
  const row = { keyword: 'a' };
  test.each([
    ['the old page', { total: 1, records: [row] }],
    ['a key of the tool’s own', { domain: 'x.pl', summary: { total_keywords: 1 }, keywords: [row] }],
    ['URLs under all_urls', { summary: {}, all_urls: [row] }],
    ['a list as a map keyed by id', { keywords: { 101: row } }],
    ['the answer itself a list', [row, 'stray']],
    ['one wrapper deep', { data: { items: [row] } }],
  ])('%s', (_shape, answer) => {
    expect(rowsOfAnswer(answer)).toEqual([row]);
  });

  test('the keys a tool is known to use come first; an empty list is rows, no list at all is none', () => {
    expect(rowsOfAnswer({ history: [{ date: 'x' }], keywords: [row] }, ['keywords'])).toEqual([row]);
    expect(rowsOfAnswer({ summary: { total: 0 }, competitors: [] })).toEqual([]);
    expect(rowsOfAnswer({ summary: { severity: 'LOW' } })).toBeUndefined();
  });
});

test('totals and more pages, wherever the answer says them', () => {
  expect(totalOf({ total: '230' })).toBe(230);
  expect(totalOf({ summary: { total_keywords: 40 } })).toBe(40);
  expect(totalOf({ summary: { total_urls: 12 } })).toBe(12);
  expect(totalOf({ keywords: [] })).toBeUndefined();
  expect(hasMoreOf({ has_more: false })).toBe(false);
  expect(hasMoreOf({ pagination: { has_next_page: 1 } })).toBe(true);
  expect(hasMoreOf({})).toBeUndefined();
});

test('no data for this market: the word, or an answer saying it', () => {
  for (const answer of ['no_data', 'No data for this domain', { no_data: true }, { status: 'no_data' }])
    expect(isNoData(answer)).toBe(true);
  for (const answer of ['nothing', { status: 'ok' }, { no_data: false }, [], null])
    expect(isNoData(answer)).toBe(false);
});

describe('the figures of an answer', () => {
  test('full_statistics first (the current value), then summary.overview; nested answers keep other top-level numbers out', () => {
    expect(
      figuresOfAnswer({
        country_id: 200,
        days_compare_mode: 30,
        summary: { overview: { visibility: 10, top3: 2 }, changes: { visibility: 1 } },
        full_statistics: {
          visibility: { current: 12.5, previous: 11, diff: 0 },
          aio_keywords: { value: '4' },
        },
      }),
    ).toEqual({ visibility: 12.5, aio_keywords: 4, top3: 2 });
  });

  test('an older, flat answer: its top-level numbers, a null kept, the question’s own fields left out', () => {
    expect(
      figuresOfAnswer({
        domain: 'a.pl',
        country_id: 1,
        date: '2026-11-20',
        visibility: '12.5',
        ranking: null,
      }),
    ).toEqual({ visibility: 12.5, ranking: null });
  });
});
