/** The quota model from getLimits and the charging rules of the spec as a pure estimator. */
import {
  type Charge,
  chargesOfRequest,
  chargesOfTool,
  counterForPath,
  estimateCost,
  findCounter,
  quotaModel,
  resetsAt,
  rowsPerReport,
} from '../../src/api/quota';
import { inEnglish } from '../support/in-english';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;

const model = quotaModel(
  {
    visibility_analysis_queries_per_day: { limit: 100, usage: 40, extra_limit: 10, hours_to_reset: 300 },
    monitoring_daily_keywords_refreshes: { limit: -1, usage: 5, extra_limit: 0, hours_to_reset: 7 },
    projects: { limit: 5, usage: 2, extra_limit: 0, hours_to_reset: null },
    visibility_analysis_rows_per_report: { limit: 500, usage: null, extra_limit: 0, hours_to_reset: null },
    keywords_analysis_rows_per_report: { limit: 5000, usage: null, extra_limit: 0, hours_to_reset: null },
    visibility_analysis_data_valid_from: {
      limit: '2015-01-01',
      usage: null,
      extra_limit: 0,
      hours_to_reset: null,
    },
    tools_daily_limit: { limit: 10, usage: 10, extra_limit: 0, hours_to_reset: 12 },
  },
  NOW,
);

describe('quota model', () => {
  test('a consumable counter: plan plus extra units, what is left, when it resets', () => {
    const counter = findCounter(model, 'visibility_analysis_queries_per_day');
    expect(counter).toMatchObject({
      kind: 'consumable',
      limit: 110,
      used: 40,
      left: 70,
      unlimited: false,
      hoursToReset: 300,
    });
    expect(resetsAt(model, counter!)).toBe(NOW + 300 * HOUR);
  });

  test('-1 is unlimited: no limit, nothing "left" to run out of', () => {
    expect(findCounter(model, 'monitoring_daily_keywords_refreshes')).toMatchObject({
      unlimited: true,
      limit: null,
      left: null,
    });
  });

  test('a date-valued limit is a validity limit, not a number', () => {
    expect(findCounter(model, 'visibility_analysis_data_valid_from')).toMatchObject({
      kind: 'validity',
      validUntil: '2015-01-01',
      limit: null,
    });
  });

  test('row limits are sizes, and a module gets its own', () => {
    expect(findCounter(model, 'visibility_analysis_rows_per_report')?.kind).toBe('size');
    expect(rowsPerReport(model, 'visibility_analysis')).toBe(500);
    expect(rowsPerReport(model, 'keywords_analysis')).toBe(5000);
    expect(rowsPerReport(model, 'rank_tracker')).toBe(500);
    expect(rowsPerReport(quotaModel({}, NOW), 'x')).toBeUndefined();
  });

  test('a non-resetting counter and an exhausted one', () => {
    expect(resetsAt(model, findCounter(model, 'projects')!)).toBeNull();
    expect(findCounter(model, 'tools_daily_limit')?.left).toBe(0);
    expect(findCounter(model, 'visibility_analysis_queries_per_day')?.left).toBe(70);
  });
});

describe('counterForPath', () => {
  test.each([
    ['/api/visibility_analysis/reports/positions/getData', 'visibility_analysis_queries_per_day'],
    ['/api/keywords_analysis/reports/keywords/getKeywords', 'keywords_analysis_queries_per_day'],
    ['/api/keywords_analysis/tools/statistics/create', 'tools_daily_limit'],
    ['/api/rank_tracker/tools/compare_serp/getData', 'tools_daily_limit'],
    ['/api/tasks/management/top100_crawl/create', 'tools_daily_limit'],
    ['/api/tasks/management/serp_analysis/create', 'serp_analysis_daily_limit'],
    ['/api/tasks/management/serp_analysis/refresh', 'serp_analysis_daily_limit'],
    ['/api/users/whoami', undefined],
  ])('%s → %s', (path, counter) => {
    expect(counterForPath(path)).toBe(counter);
  });
});

describe('estimateCost', () => {
  const visibility = {
    kind: 'visibility' as const,
    fetchMode: 'topLevelDomain',
    domain: 'https://www.Example.pl/',
    countryId: 1,
  };

  test('a new combination costs one unit and gives a short key to remember', () => {
    const estimate = estimateCost(visibility, [], NOW);
    expect(estimate).toMatchObject({ counter: 'visibility_analysis_queries_per_day', units: 1 });
    expect(estimate.key).toMatch(/^[0-9a-z]{1,11}$/);
  });

  test('the same normalized combination within 24 h is free, after 24 h it costs again', () => {
    const charged: Charge[] = [{ key: estimateCost(visibility, [], NOW).key!, at: NOW }];
    expect(
      inEnglish(estimateCost({ ...visibility, domain: 'EXAMPLE.pl' }, charged, NOW + 23 * HOUR)),
    ).toMatchObject({
      units: 0,
      reason:
        'Estimated: the same domain, mode and market were charged 23 h ago, and the service charges them once in 24 h, whichever report or formula asks.',
    });
    expect(estimateCost(visibility, charged, NOW + 24 * HOUR).units).toBe(1);
    expect(estimateCost({ ...visibility, countryId: 200 }, charged, NOW).units).toBe(1);
    expect(estimateCost({ ...visibility, fetchMode: 'subdomain' }, charged, NOW).units).toBe(1);
  });

  test('keyword analyses are keyed by normalized input, mode and country', () => {
    const planned = {
      kind: 'keywords' as const,
      analysis: 'getKeywords' as const,
      input: '  Buty   do biegania',
      countryId: 1,
    };
    const first = estimateCost(planned, [], NOW);
    const charged: Charge[] = [{ key: first.key!, at: NOW }];
    expect(estimateCost({ ...planned, input: 'buty do biegania' }, charged, NOW + HOUR).units).toBe(0);
    expect(estimateCost({ ...planned, analysis: 'getQuestions' }, charged, NOW + HOUR).units).toBe(1);
  });

  test('tools are keyed by the exact parameters: reordering keywords is a new unit', () => {
    const first = estimateCost({ kind: 'tool', params: { keywords: ['a', 'b'], country_id: 1 } }, [], NOW);
    const charged: Charge[] = [{ key: first.key!, at: NOW }];
    expect(
      estimateCost({ kind: 'tool', params: { keywords: ['a', 'b'], country_id: 1 } }, charged, NOW).units,
    ).toBe(0);
    expect(
      estimateCost({ kind: 'tool', params: { country_id: 1, keywords: ['a', 'b'] } }, charged, NOW).units,
    ).toBe(0);
    expect(
      estimateCost({ kind: 'tool', params: { keywords: ['b', 'a'], country_id: 1 } }, charged, NOW).units,
    ).toBe(1);
    expect(
      estimateCost({ kind: 'tool', params: { keywords: ['a', 'b'], country_id: 1, x: 1 } }, charged, NOW)
        .units,
    ).toBe(1);
  });

  test('a free repeat names what makes it free, whichever report or formula charged it, and how long ago', () => {
    const crawl = { kind: 'tool' as const, params: { urls: ['https://a.pl/'] }, what: 'crawl' as const };
    const charged: Charge[] = [{ key: estimateCost(crawl, [], NOW).key!, at: NOW }];
    expect(inEnglish(estimateCost(crawl, charged, NOW + 20_000)).reason).toBe(
      'Estimated: the same crawl parameters were charged 1 min ago, and the service charges them once in 24 h, whichever report or formula asks.',
    );
    expect(inEnglish(estimateCost({ ...crawl, what: undefined }, charged, NOW + 2.5 * HOUR)).reason).toMatch(
      /^Estimated: the same tool parameters were charged 2 h ago,/,
    );
  });

  test('SERP: an existing task costs nothing, a new one and every refresh cost one, with no free window', () => {
    expect(
      estimateCost({ kind: 'serpCreate', phrase: 'buty', countryId: 1, taskExists: true }, [], NOW),
    ).toMatchObject({
      units: 0,
      counter: null,
    });
    expect(
      estimateCost({ kind: 'serpCreate', phrase: 'buty', countryId: 1, taskExists: false }, [], NOW).units,
    ).toBe(1);
    expect(estimateCost({ kind: 'serpRefresh' }, [], NOW)).toMatchObject({ units: 1, key: null });
  });

  test('reads are free', () => {
    expect(estimateCost({ kind: 'free' }, [], NOW)).toMatchObject({ units: 0, counter: null, key: null });
  });
});

describe('chargesOfRequest: what a request that succeeded charged, for the sidebar between two readings', () => {
  const post = (path: string, params: Record<string, unknown>) => ({ method: 'POST' as const, path, params });
  const R = '/api/visibility_analysis/reports';

  it('a visibility report’s first page charges its combination, the same key whichever report asked', () => {
    const positions = chargesOfRequest(
      post(`${R}/positions/getData`, {
        domain: 'https://www.Example.pl/',
        fetch_mode: 'topLevelDomain',
        country_id: 1,
      }),
    );
    const dashboard = chargesOfRequest({
      method: 'GET',
      path: `${R}/dashboard/getDomainStatistics`,
      params: { domain: 'example.pl', fetch_mode: 'topLevelDomain' },
    });
    expect(positions).toHaveLength(1);
    expect(positions).toEqual(dashboard);
    expect(positions[0].counter).toBe('visibility_analysis_queries_per_day');
    expect(
      chargesOfRequest(
        post(`${R}/positions/getData`, { domain: 'example.pl', fetch_mode: 'topLevelDomain', page: 2 }),
      ),
    ).toEqual([]);
    expect(
      chargesOfRequest({ method: 'GET', path: '/api/visibility_analysis/app/getCountriesList' }),
    ).toEqual([]);
  });

  it('a keyword-database analysis charges one unit per seed; the statistics chain one per run created', () => {
    const seeds = {
      parameters: [{ data_fetch_mode: 'keyword', value: ['buty', 'Buty ', 'kurtka'] }],
      country_id: 1,
    };
    expect(chargesOfRequest(post('/api/keywords_analysis/reports/keywords/getKeywords', seeds))).toHaveLength(
      2,
    );
    const S = '/api/keywords_analysis/tools/statistics';
    expect(chargesOfRequest(post(`${S}/create`, { keywords: ['a', 'b'], country_id: 1 }))).toEqual([
      { counter: 'tools_daily_limit', key: expect.any(String) },
    ]);
    expect(chargesOfRequest(post(`${S}/checkData`, { id: 'x', public_id: 'x' }))).toEqual([]);
    expect(chargesOfRequest(post(`${S}/getKeywords`, { id: 'x', page: 1 }))).toEqual([]);
  });

  it('nothing for a SERP create, which is free for an analysis that exists, nor for reads and limits', () => {
    expect(chargesOfRequest(post('/api/tasks/management/serp_analysis/create', { keyword: 'buty' }))).toEqual(
      [],
    );
    expect(chargesOfRequest({ method: 'GET', path: '/api/users/getLimits' })).toEqual([]);
  });

  it('over the tool server: get_keyword_statistics one tools unit a call, get_keywords one unit a seed', () => {
    expect(chargesOfTool('get_keyword_statistics', { keywords: ['a'], country_id: 1 })).toHaveLength(1);
    expect(chargesOfTool('get_keywords', { keywords: ['a', 'b'] })).toHaveLength(2);
    expect(chargesOfTool('get_limits', {})).toEqual([]);
  });
});
