/**
 * Reading what the service sends: the one field a row is named by is required and named when missing;
 * everything else is read tolerantly (nested or flat, numbers as strings, null or missing), and derived
 * figures are recomputed from the primary ones.
 */
import { getStatistics } from '../../src/families/keywords/endpoints';
import { getLimits, requestToken } from '../../src/api/users';
import {
  getCharacteristics,
  getCompetitorsAnalysis,
  getDomainStatistics,
  getKeywordHistory,
  getPositions,
  getPositionsHistoryChart,
} from '../../src/families/visibility/endpoints';
import { historyRows, historySpacing } from '../../src/families/visibility/rows';
import { ResponseValidationError } from '../../src/api/errors';
import type { HttpOutcome } from '../../src/api/transport';
import { fakeClient, json, ok } from './fakes';
import { wireFiltering } from '../../src/api/wire';

function clientAnswering(answer: HttpOutcome) {
  return fakeClient(() => answer).client;
}

const pagination = { page_count: 1, current_page: 1, has_next_page: false, count: 1, limit: 10 };
const domain = { domain: 'example.pl', fetch_mode: 'topLevelDomain' as const };

test('a position row reads the nested figures, numbers sent as text, and recomputes the change', () => {
  const row = {
    keyword_id: '7',
    keyword: 'buty',
    statistics: {
      position: { current: '3', previous: 5, diff: -2 },
      url: { current: 'example.pl/buty' },
      searches: { current: '1900' },
      brand_new: { current: 'x' },
    },
  };
  const [read] = getPositions(clientAnswering(ok([row], pagination)), domain).rows;
  expect(read).toMatchObject({
    keyword_id: 7,
    keyword: 'buty',
    position: 3,
    previous_position: 5,
    position_change: 2,
    url: 'example.pl/buty',
    searches: 1900,
  });
});

test('the seed spec flat row reads too; a position 0 or missing is not a position', () => {
  const flat = { keyword_id: 1, keyword: 'a', url: 'example.pl/', searches: 10, position: 4 };
  const absent = { keyword_id: 2, keyword: 'b', statistics: { position: { current: 0, previous: 3 } } };
  const { rows } = getPositions(clientAnswering(ok([flat, absent], pagination)), domain);
  expect(rows[0]).toMatchObject({ position: 4, url: 'example.pl/', searches: 10, position_change: null });
  expect(rows[1]).toMatchObject({ position: null, previous_position: 3, position_change: null });
});

test('a row without the field it is named by fails in plain words, naming the field and where', () => {
  const client = clientAnswering(ok([{ keyword_id: 1, statistics: {} }], pagination));
  const error = (() => {
    try {
      getPositions(client, domain);
    } catch (e) {
      return e as ResponseValidationError;
    }
  })();
  expect(error).toBeInstanceOf(ResponseValidationError);
  expect(error?.code).toBe('RESPONSE_INVALID');
  expect(error?.message).toContain('"keyword" is missing (at data.0.keyword)');
});

test('a list sent as a map keyed by id reads as the list; pagination may drift or be absent', () => {
  const rows = { 11: { keyword: 'a' }, 12: { keyword: 'b' } };
  const page = getPositions(
    clientAnswering(ok(rows, { count: '2', limit: null, current_page: 1, page_count: 2 })),
    domain,
  );
  expect(page.rows.map((r) => r.keyword)).toEqual(['a', 'b']);
  expect(page.pagination).toMatchObject({ count: 2, limit: null, has_next_page: true });
  expect(getPositions(clientAnswering(ok([], 'odd')), domain).pagination).toBeUndefined();
});

test('dashboard statistics keep every metric, recent_value or current, and skip what is not one', () => {
  const data = {
    statistics: {
      visibility: { recent_value: '12.5', older_value: 10, diff: 2.5 },
      domain_rank: { current: 300 },
      brand_new_metric: { recent_value: 1 },
      category: { name: 'Sport', statistics: { recent_value: 4 } },
      note: 'added later',
    },
  };
  expect(getDomainStatistics(clientAnswering(ok(data)), domain)).toEqual({
    metrics: { visibility: 12.5, domain_rank: 300, brand_new_metric: 1 },
    category: { name: 'Sport', rank: 4 },
  });
  expect(() => getDomainStatistics(clientAnswering(ok({ figures: {} })), domain)).toThrow(
    /"statistics" is missing/,
  );
});

test('the live dashboard: AI Overview figures under aio_* read as the columns name them', () => {
  const data = {
    statistics: {
      aio_keywords: { recent_value: '14', older_value: 12 },
      aio_visible_keywords: { recent_value: 3 },
      category: { name: 'Sports', statistics: null },
    },
  };
  expect(getDomainStatistics(clientAnswering(ok(data)), domain)).toEqual({
    metrics: { ai_overview_keywords: 14, ai_overview_citations: 3 },
    category: { name: 'Sports', rank: undefined },
  });
});

test('live position rows: intent, SERP features as one text, the previous URL or is_change', () => {
  const row = (url: object, extra: object = {}) => ({
    keyword: 'rower',
    statistics: { url, ...extra },
  });
  const rows = getPositions(
    clientAnswering(
      ok(
        [
          row(
            { current: 'a.pl/x', previous: 'a.pl/', is_change: 1 },
            {
              intentions: { primary_intent: 'commercial', main_intent: 'do' },
              snippets: { current: ['map', 'adwords'] },
              position: { current: 3, history: { '2026-11-24': { position: 3, has_serp: true } } },
            },
          ),
          row(
            { current: 'a.pl/y', is_change: '0' },
            { intentions: { main_intent: 'know' }, snippets: { current: [] } },
          ),
          row({ current: 'a.pl/z', previous: '' }),
        ],
        pagination,
      ),
    ),
    domain,
  ).rows;
  expect(
    rows.map(({ previous_url, intent, serp_features }) => ({ previous_url, intent, serp_features })),
  ).toEqual([
    { previous_url: 'a.pl/', intent: 'commercial', serp_features: 'map, adwords' },
    { previous_url: 'a.pl/y', intent: 'know', serp_features: undefined },
    { previous_url: undefined, intent: undefined, serp_features: undefined },
  ]);
  expect(rows[0].position).toBe(3);
});

test('characteristics: a list or an object keyed by range, whose entries naming no bucket are left out', () => {
  const bucket = (key: string, count: unknown) => ({
    key,
    count,
    visibility_sum: 25,
    visibility_domain: 200,
    visibility_percent: '99',
  });
  const params = { ...domain, characteristics: 'difficulty' as const };
  const keyed = { '1-10': bucket('1-10', '7'), '11-20': bucket('11-20', 3), note: { added: true } };
  const { rows } = getCharacteristics(clientAnswering(ok(keyed, pagination)), params);
  // The share is recomputed from the two visibilities, not taken from visibility_percent.
  expect(rows.map((r) => [r.value, r.keywords, r.visibility_percent])).toEqual([
    ['1-10', 7, 12.5],
    ['11-20', 3, 12.5],
  ]);
  expect(() => getCharacteristics(clientAnswering(ok([{ count: 3 }], pagination)), params)).toThrow(
    '"key" is missing (at data.0.key)',
  );
});

test('visibility history: per segment (live), flat as the segment all (reference), an empty segment as lists', () => {
  const points = { '2026-11-01': 10, '2026-11-08': '12.5' };
  const live = [
    {
      main_domain: true,
      data: { all: { visibility: points }, my_brand: { visibility: [], keywords_top3: [] }, brand: [] },
    },
  ];
  const series = getPositionsHistoryChart(clientAnswering(ok(live)), domain);
  expect(historyRows(series, 'all')).toEqual([
    { date: '2026-11-01', visibility: 10 },
    { date: '2026-11-08', visibility: 12.5 },
  ]);
  expect(historyRows(series, 'my_brand')).toEqual([]);
  expect(historyRows(series, 'brand')).toEqual([]);
  expect(historyRows(series, 'long_tail')).toEqual([]);
  const flat = [{ main_domain: true, data: { keywords_top10: points } }];
  expect(historyRows(getPositionsHistoryChart(clientAnswering(ok(flat)), domain), 'all')).toEqual([
    { date: '2026-11-01', top10: 10 },
    { date: '2026-11-08', top10: 12.5 },
  ]);
  expect(historySpacing(historyRows(series, 'all'))).toBe('weekly');
  expect(historySpacing([{ date: '2026-11-01' }, { date: '2026-11-02' }, { date: '2026-11-09' }])).toBe(
    'daily',
  );
  expect(historySpacing([{ date: '2026-10-01' }, { date: '2026-11-01' }])).toBe('monthly');
  expect(historySpacing([{ date: '2026-10-01' }])).toBeUndefined();
});

test('a history answered flat is read as the segment all; a day a metric lacks stays blank, never filled in', () => {
  const flat = [
    {
      main_domain: true,
      domain: 'example.pl',
      data: {
        visibility: { '2026-11-22': 10, '2026-11-24': 12 },
        keywords_top10: { '2026-11-22': 4, '2026-11-23': 5, '2026-11-24': '6' },
        domain_rank: { '2026-11-23': null },
      },
    },
  ];
  const series = getPositionsHistoryChart(clientAnswering(ok(flat)), domain);
  expect(historyRows(series, 'all')).toEqual([
    { date: '2026-11-22', visibility: 10, top10: 4 },
    { date: '2026-11-23', top10: 5 },
    { date: '2026-11-24', visibility: 12, top10: 6 },
  ]);
});

test('competitors analysis: each domain nested or flat, whichever came, positions outside the TOP100 blank', () => {
  const params = {
    main_domain: { domain: 'a.pl' },
    competitors_domains: [{ domain: 'b.pl' }],
    mode: 'missing_keywords' as const,
  };
  const row = {
    keyword: 'rower',
    searches: '880',
    params: ['city', 7],
    'a.pl': { pos: null, url: null },
    'b.pl_pos': '4',
    'b.pl_url': 'b.pl/rower',
    'c.pl': { pos: 0 },
  };
  const [read] = getCompetitorsAnalysis(clientAnswering(ok([row], pagination)), params).rows;
  expect(read).toMatchObject({
    keyword: 'rower',
    searches: 880,
    params: 'city',
    domains: {
      'a.pl': { position: null },
      'b.pl': { position: 4, url: 'b.pl/rower' },
      'c.pl': { position: null },
    },
  });
});

test('a filter goes as the live web client writes it: the record path, the value as text, its type', () => {
  expect(
    wireFiltering([
      {
        filters: [
          { key: 'position', match: 'lte', value: 10 },
          { key: 'keyword', match: 'contains', value: 'buty' },
          { key: 'position_change', match: 'gt', value: 0 },
        ],
      },
    ]),
  ).toEqual([
    {
      filters: [
        { key: 'statistics.position.current', match: 'lte', value: '10', type: 'number' },
        { key: 'keyword', match: 'contains', value: 'buty', type: 'string' },
        { key: 'position_change', match: 'gt', value: '0', type: 'number' },
      ],
    },
  ]);
  expect(wireFiltering(undefined)).toBeUndefined();
});

test('keyword history: dates in order, position 0 a blank', () => {
  const data = {
    history_positions: {
      '2026-01-02': { position: 0, has_serp: false },
      '2026-01-01': { position: '4', has_serp: true },
      odd: { position: 1 },
    },
  };
  expect(getKeywordHistory(clientAnswering(ok(data)), { ...domain, keyword_id: 1 })).toEqual([
    { date: '2026-01-01', position: 4, has_serp: true },
    { date: '2026-01-02', position: null, has_serp: false },
  ]);
});

test('limits accept -1, dates, null usage and null reset; an entry that is no counter is left out', () => {
  const data = {
    keywords_analysis_queries_per_day: { limit: -1, usage: 3, extra_limit: 0, hours_to_reset: 100 },
    visibility_analysis_data_valid_from: {
      limit: '2015-01-01',
      usage: null,
      extra_limit: 0,
      hours_to_reset: null,
    },
  };
  expect(getLimits(clientAnswering(ok({ ...data, note: 'x' })), {})).toEqual(data);
});

test('statistics rows read trend_1..trend_12 when no trends list came', () => {
  const trend = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`trend_${i + 1}`, i]));
  const row = { keyword: 'a', searches: '10', cpc: 0.5, ...trend };
  const [read] = getStatistics(clientAnswering(ok([row], pagination)), { public_id: 'x', id: 'x' }).rows;
  expect(read).toMatchObject({
    keyword: 'a',
    searches: 10,
    cpc: 0.5,
    trend: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  });
});

test('a token response without a token is not a sign-in', () => {
  const client = clientAnswering(json(200, { success: true, data: { id: 1, email: 'a@b.c' } }));
  expect(() => requestToken(client, { email: 'a@b.c', password: 'x' })).toThrow(/data\.token/);
});

test('an endpoint builds its schema on its first answer, once: the next answer builds none', () => {
  const define = Object.defineProperty;
  let built = 0;
  const counting = jest.spyOn(Object, 'defineProperty').mockImplementation((target, key, descriptor) => {
    if (key === '_zod') built++;
    return define(target, key, descriptor);
  });
  try {
    const answer = ok([{ keyword: 'a', statistics: { position: { current: 3 } } }], pagination);
    const read = () => getPositions(clientAnswering(answer), domain).rows;
    expect(read()[0].position).toBe(3);
    const first = built;
    expect(read()[0].position).toBe(3);
    expect(built - first).toBe(0);
  } finally {
    counting.mockRestore();
  }
});
