import { errorOf, useSim } from './support';

const sim = useSim();
const T = '/api/visibility_analysis/tools';
let token: string;
beforeEach(async () => {
  token = await sim.login('demo@example.com');
});
const call = (path: string, body: Record<string, unknown>, t = token) =>
  sim.call(`${T}/${path}`, { token: t, body });
const tools = (email = 'demo@example.com') => sim.usage(email, 'tools_daily_limit');

const analysis = (body: Record<string, unknown> = {}, t = token) =>
  call(
    'competitors_analysis/getData',
    {
      main_domain: { domain: 'example.pl' },
      competitors_domains: [{ domain: 'sklep-rowerowy.pl' }],
      mode: 'common_keywords',
      limit: 100,
      ...body,
    },
    t,
  );

// biome-ignore lint/suspicious/noExplicitAny: rows keyed by domain
type Row = Record<string, any>;

describe('tools/competitors_analysis/getData', () => {
  test('common_keywords: phrases every domain ranks for, each domain both nested and flat, by searches', async () => {
    const res = await analysis();
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const row of res.json.data as Row[]) {
      expect(row).toEqual({
        keyword: expect.any(String),
        searches: expect.any(Number),
        cpc: expect.any(Number),
        trends: expect.any(Array),
        difficulty: expect.any(Number),
        params: expect.any(Array),
        'example.pl': { pos: expect.any(Number), url: expect.stringMatching(/^([a-z]+\.)?example\.pl\//) },
        'example.pl_pos': expect.any(Number),
        'example.pl_url': expect.stringMatching(/^([a-z]+\.)?example\.pl\//),
        'sklep-rowerowy.pl': { pos: expect.any(Number), url: expect.any(String) },
        'sklep-rowerowy.pl_pos': expect.any(Number),
        'sklep-rowerowy.pl_url': expect.any(String),
      });
      expect(row['example.pl']).toEqual({ pos: row['example.pl_pos'], url: row['example.pl_url'] });
      expect(row.trends).toHaveLength(12);
    }
    const searches = res.json.data.map((r: Row) => r.searches);
    expect(searches).toEqual([...searches].sort((a, b) => b - a));
    expect(res.json.pagination).toMatchObject({ current_page: 1, limit: 100 });
  });

  test('missing_keywords: phrases a competitor ranks for in its range and the main domain does not', async () => {
    const res = await analysis({
      mode: 'missing_keywords',
      main_domain: { domain: 'example.pl', gte: 1, lte: 10 },
      competitors_domains: [{ domain: 'sklep-rowerowy.pl', gte: 1, lte: 10 }],
    });
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const row of res.json.data as Row[]) {
      expect(row['example.pl_pos']).toBeNull();
      expect(row['example.pl']).toEqual({ pos: null, url: null });
      expect(row['sklep-rowerowy.pl_pos']).toBeGreaterThanOrEqual(1);
      expect(row['sklep-rowerowy.pl_pos']).toBeLessThanOrEqual(10);
    }
  });

  test('validation: main_domain and mode required, at most 4 competitors, gte not above lte', async () => {
    const none = await call('competitors_analysis/getData', { competitors_domains: [{ domain: 'a.pl' }] });
    expect(errorOf(none, 'invalid_data').params).toHaveProperty('mode');
    const noMain = await analysis({ main_domain: undefined });
    expect(errorOf(noMain, 'invalid_data').params).toEqual({
      main_domain: { _required: 'This field is required' },
    });
    const five = Array.from({ length: 5 }, (_, i) => ({ domain: `d${i}.pl` }));
    expect(errorOf(await analysis({ competitors_domains: five }), 'invalid_data').params).toHaveProperty([
      'competitors_domains',
      'max',
    ]);
    const range = await analysis({ main_domain: { domain: 'example.pl', gte: 20, lte: 10 } });
    expect(errorOf(range, 'invalid_data').params).toHaveProperty(['main_domain.gte', 'max']);
    expect(await tools()).toBe(0);
  });
});

describe('tools/direct_answers/getData, which the live service no longer has', () => {
  test('answers 400 Not Found with the path asked, no envelope, and charges nothing', async () => {
    const res = await call('direct_answers/getData', { domain: 'example.pl', limit: 50 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Not Found', url: `${T}/direct_answers/getData`, code: 400 });
    expect(await tools()).toBe(0);
  });
});

describe('tools charge tools_daily_limit', () => {
  test('one unit per full serialized parameter set on page 1; later pages free; visibility untouched', async () => {
    await analysis();
    await analysis();
    await analysis({ page: 2 });
    expect(await tools()).toBe(1);
    await analysis({ competitors_domains: [{ domain: 'sklep-rowerowy.pl' }, { domain: 'moda-damska.pl' }] });
    await analysis({ competitors_domains: [{ domain: 'moda-damska.pl' }, { domain: 'sklep-rowerowy.pl' }] });
    await analysis({ country_id: 1 });
    expect(await tools()).toBe(4);
    await call('domains_ranking/getRankingData', { country_id: 50 });
    expect(await tools()).toBe(5);
    expect(await sim.usage('demo@example.com', 'visibility_analysis_queries_per_day')).toBe(0);
  });

  test('a spent tools counter: 418 limit_exceeded for a new parameter set', async () => {
    const lite = await sim.login('lite@example.com');
    await sim.control('usage', { email: 'lite@example.com', key: 'tools_daily_limit', used: 10 });
    const res = await analysis({}, lite);
    expect(errorOf(res, 'limit_exceeded').message).toBe('Query limit exceeded');
  });
});

describe('tools/domains_ranking/getRankingData', () => {
  const ranking = (body: Record<string, unknown>, t = token) =>
    call('domains_ranking/getRankingData', body, t);
  const stats = (query: Record<string, string | number>) =>
    sim.call('/api/visibility_analysis/reports/dashboard/getDomainStatistics', { token, query });

  test('domains of a database by visibility: places from 1, visibility descending, TLD of the market', async () => {
    const res = await ranking({ country_id: 50, limit: 100 });
    expect(res.status).toBe(200);
    const rows = res.json.data;
    expect(
      rows.map((r: { statistics: { rank: { recent_value: number } } }) => r.statistics.rank.recent_value),
    ).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const vis = rows.map(
      (r: { statistics: { visibility: { recent_value: number } } }) => r.statistics.visibility.recent_value,
    );
    expect(vis).toEqual([...vis].sort((a, b) => b - a));
    for (const row of rows) {
      expect(row.domain).toMatch(/\.cz$/);
      const both = {
        recent_value: expect.any(Number),
        older_value: expect.any(Number),
        diff: expect.any(Number),
        percent: expect.any(Number),
        current: row.statistics.visibility.recent_value,
        previous: row.statistics.visibility.older_value,
      };
      expect(row.statistics.visibility).toEqual(both);
      expect(row.statistics.top10.current).toBe(row.statistics.top10.recent_value);
      expect(row.statistics.domain_rank.current).toBe(row.statistics.rank.recent_value);
      expect(row).toMatchObject({
        category: expect.any(String),
        share: expect.any(Number),
        technologies: expect.arrayContaining([expect.any(String)]),
        technologies_new: expect.any(Array),
        technologies_groups: expect.arrayContaining([expect.any(String)]),
      });
    }
    expect(res.json.pagination).toMatchObject({ count: 5000, page_count: 50 });
  });

  test('a sample domain sits at the dashboard ranking with the dashboard visibility', async () => {
    const filtering = [{ filters: [{ key: 'domain', match: 'eq', value: 'example.pl' }] }];
    const row = (await ranking({ country_id: 1, filtering })).json.data[0];
    const dash = (await stats({ domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1 })).json
      .data.statistics;
    expect(row.statistics.rank).toEqual(dash.domain_rank);
    expect(row.statistics.visibility).toMatchObject(dash.visibility);
    expect(row.category).toBe(dash.category.name);
    const place = row.statistics.rank.recent_value;
    const page = await ranking({ country_id: 1, limit: 1, page: place });
    expect(page.json.data[0].domain).toBe('example.pl');
  });

  test('match_mode domain ranks hosts, like the dashboard in subdomain mode', async () => {
    const filtering = [{ filters: [{ key: 'domain', match: 'eq', value: 'blog.example.pl' }] }];
    const row = (await ranking({ match_mode: 'domain', filtering })).json.data[0];
    const dash = (await stats({ domain: 'blog.example.pl', fetch_mode: 'subdomain' })).json.data.statistics;
    expect(row.statistics.rank).toEqual(dash.domain_rank);
    const main = await ranking({ filtering });
    expect(main.json.data).toEqual([]);
  });

  test('rows capped at the plan; bad country or match_mode is invalid_data', async () => {
    const lite = await sim.login('lite@example.com');
    expect((await ranking({ limit: 100 }, lite)).json.pagination.count).toBe(500);
    expect(errorOf(await ranking({ country_id: 2 }), 'invalid_data').params).toHaveProperty('country_id');
    expect(errorOf(await ranking({ match_mode: 'host' }), 'invalid_data').params).toHaveProperty(
      'match_mode',
    );
  });
});
