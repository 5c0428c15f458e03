import { errorOf, useSim } from './support';
import { HISTORY_SEGMENTS } from '../../src/families/visibility/rows';

const sim = useSim();
const R = '/api/visibility_analysis/reports';
let token: string;
beforeEach(async () => {
  token = await sim.login('demo@example.com');
});

const positions = (body: Record<string, unknown>, t = token) =>
  sim.call(`${R}/positions/getData`, { token: t, body: { fetch_mode: 'topLevelDomain', ...body } });

describe('positions/getData', () => {
  test('rows in the reference shape: keyword_id, kid, statistics.*.current, paginated', async () => {
    const res = await positions({ domain: 'example.pl', limit: 5 });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(5);
    for (const row of res.json.data) {
      expect(typeof row.keyword_id).toBe('number');
      expect(typeof row.keyword).toBe('string');
      expect(row.kid).toMatch(/^[0-9a-f]{32}$/);
      const { position, url, searches } = row.statistics;
      expect(position.current).toBeGreaterThanOrEqual(1);
      expect(position.current).toBeLessThanOrEqual(100);
      // The reference's sign: previous minus current, positive when it moved up.
      if (position.previous > 0) expect(position.diff).toBe(position.previous - position.current);
      expect(Object.keys(position.history).every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
      expect(url.current).toMatch(/^([a-z]+\.)?example\.pl\//);
      expect(typeof searches.current).toBe('number');
    }
    expect(res.json.pagination).toMatchObject({
      current_page: 1,
      has_next_page: true,
      limit: 5,
      count: 25000,
    });
  });

  test('deterministic: the same request returns the same rows; other domains differ', async () => {
    const a = await positions({ domain: 'sklep-rowerowy.pl', limit: 20 });
    const b = await positions({ domain: 'sklep-rowerowy.pl', limit: 20 });
    const c = await positions({ domain: 'moda-damska.pl', limit: 20 });
    expect(a.json.data).toEqual(b.json.data);
    expect(c.json.data).not.toEqual(a.json.data);
  });

  test('default limit 10 and page 1; above the maximum 100 is 418', async () => {
    const res = await positions({ domain: 'example.pl' });
    expect(res.json.data).toHaveLength(10);
    const big = await positions({ domain: 'example.pl', limit: 101 });
    expect(errorOf(big, 'invalid_data').params).toHaveProperty('limit');
  });

  test('a domain outside the samples answers as the live service: filtering and order ignored, limit cut to 100', async () => {
    const filtering = [
      { filters: [{ key: 'statistics.position.current', match: 'lte', value: '3', type: 'number' }] },
    ];
    const asked = await positions({
      domain: 'nowy-sklep.pl',
      limit: 500,
      filtering,
      order: { dir: 'asc', prop: 'keyword' },
    });
    expect(asked.status).toBe(200);
    expect(asked.json.data).toHaveLength(100);
    expect(asked.json.pagination.limit).toBe(100);
    expect(
      asked.json.data.some(
        (row: { statistics: { position: { current: number } } }) => row.statistics.position.current > 3,
      ),
    ).toBe(true);
    const plain = await positions({ domain: 'nowy-sklep.pl', limit: 100 });
    expect(asked.json.data).toEqual(plain.json.data);
    // A sample domain answers as the reference documents: the filter applied.
    const sample = await positions({ domain: 'example.pl', limit: 100, filtering });
    expect(
      sample.json.data.every(
        (row: { statistics: { position: { current: number } } }) => row.statistics.position.current <= 3,
      ),
    ).toBe(true);
  });

  test('domain and fetch_mode are required; a bad fetch_mode or country_id is invalid_data', async () => {
    const missing = await sim.call(`${R}/positions/getData`, { token, body: {} });
    expect(errorOf(missing, 'invalid_data').params).toEqual({
      domain: { _required: 'This field is required' },
    });
    const mode = await positions({ domain: 'example.pl', fetch_mode: 'everything' });
    expect(errorOf(mode, 'invalid_data').params).toHaveProperty('fetch_mode');
    const country = await positions({ domain: 'example.pl', country_id: 999 });
    expect(errorOf(country, 'invalid_data').params).toHaveProperty('country_id');
  });

  test('a .invalid domain is outside the index: 200 with []', async () => {
    const res = await positions({ domain: 'nothing.invalid' });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });

  test('a valid country where the domain is not indexed: 200 with []', async () => {
    const res = await positions({ domain: 'example.pl', country_id: 164 });
    expect(res.json.data).toEqual([]);
  });

  test('a host with a subdomain in topLevelDomain mode yields nothing; subdomain mode its own phrases', async () => {
    const tld = await positions({ domain: 'blog.example.pl' });
    expect(tld.json.data).toEqual([]);
    const sub = await positions({ domain: 'blog.example.pl', fetch_mode: 'subdomain', limit: 50 });
    expect(sub.json.data.length).toBe(50);
    for (const row of sub.json.data)
      expect(row.statistics.url.current.startsWith('blog.example.pl/')).toBe(true);
  });

  test('catalog and url modes narrow to a section and one URL', async () => {
    const cat = await positions({ domain: 'example.pl/kategoria', fetch_mode: 'catalog', limit: 20 });
    expect(cat.json.data.length).toBeGreaterThan(0);
    for (const row of cat.json.data)
      expect(row.statistics.url.current.startsWith('example.pl/kategoria/')).toBe(true);
    const url = cat.json.data[0].statistics.url.current;
    const one = await positions({ domain: url, fetch_mode: 'url', limit: 100 });
    for (const row of one.json.data) expect(row.statistics.url.current).toBe(url);
  });

  test('filtering: groups of filters; unsupported key is invalid_filtering', async () => {
    const filtering = [
      {
        filters: [
          { key: 'position', match: 'lte', value: 3 },
          { key: 'keyword', match: 'contains', value: 'rower' },
        ],
      },
    ];
    const res = await positions({ domain: 'example.pl', limit: 100, filtering });
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const row of res.json.data) {
      expect(row.statistics.position.current).toBeLessThanOrEqual(3);
      expect(row.keyword).toContain('rower');
    }
    const bad = await positions({
      domain: 'example.pl',
      filtering: [{ filters: [{ key: 'color', match: 'eq', value: 1 }] }],
    });
    expect(errorOf(bad, 'invalid_filtering').message).toBeTruthy();
    const match = await positions({
      domain: 'example.pl',
      filtering: [{ filters: [{ key: 'keyword', match: 'like', value: 1 }] }],
    });
    errorOf(match, 'invalid_filtering');
  });

  test('a filter excluding everything is 200 with []', async () => {
    const filtering = [{ filters: [{ key: 'position', match: 'gt', value: 100 }] }];
    const res = await positions({ domain: 'example.pl', filtering });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
  });

  test('charges one unit per new fetch_mode, normalized domain and country; paging charges nothing', async () => {
    const used = () => sim.usage('demo@example.com', 'visibility_analysis_queries_per_day');
    await positions({ domain: 'example.pl' });
    await positions({ domain: 'https://www.Example.pl/' });
    await positions({ domain: 'example.pl', page: 2 });
    await positions({ domain: 'example.pl', limit: 50 });
    expect(await used()).toBe(1);
    await positions({ domain: 'example.pl', country_id: 200 });
    await positions({ domain: 'example.pl', fetch_mode: 'subdomain' });
    expect(await used()).toBe(3);
  });

  test('the repeat-free window is 24 h from the charge', async () => {
    const used = () => sim.usage('demo@example.com', 'visibility_analysis_queries_per_day');
    await positions({ domain: 'example.cz', country_id: 50 });
    await sim.control('advance', { seconds: 23 * 3600 });
    await positions({ domain: 'example.cz', country_id: 50 });
    expect(await used()).toBe(1);
    await sim.control('advance', { seconds: 2 * 3600 });
    await positions({ domain: 'example.cz', country_id: 50 });
    expect(await used()).toBe(2);
  });

  test('an exhausted counter gives 418; repeats inside the window stay free', async () => {
    await sim.control('usage', {
      email: 'demo@example.com',
      key: 'visibility_analysis_queries_per_day',
      used: 29999,
    });
    expect((await positions({ domain: 'example.cz', country_id: 50 })).status).toBe(200);
    const res = await positions({ domain: 'example.sk', country_id: 164 });
    errorOf(res, 'limit_exceeded');
    expect((await positions({ domain: 'example.cz', country_id: 50 })).status).toBe(200);
  });

  test('rows per report are capped at the plan value when paging', async () => {
    const lite = await sim.login('lite@example.com');
    const first = await positions({ domain: 'example.pl', limit: 100 }, lite);
    expect(first.json.pagination.count).toBe(500);
    expect(first.json.pagination.page_count).toBe(5);
    const past = await positions({ domain: 'example.pl', limit: 100, page: 6 }, lite);
    expect(past.json.data).toEqual([]);
  });
});

describe('dashboard/getDomainStatistics', () => {
  const stats = (query: Record<string, string | number>) =>
    sim.call(`${R}/dashboard/getDomainStatistics`, {
      token,
      query: { fetch_mode: 'topLevelDomain', ...query },
    });

  test('GET with query parameters; every metric as recent_value, older_value, diff, percent', async () => {
    const res = await stats({ domain: 'example.pl', country_id: 200 });
    expect(res.status).toBe(200);
    const s = res.json.data.statistics;
    for (const metric of [
      'visibility',
      'visibility_no_brand',
      'top3',
      'top10',
      'top50',
      'domain_rank',
      'ads_equivalent',
      'aio_keywords',
      'aio_visible_keywords',
    ]) {
      expect(s[metric]).toEqual({
        recent_value: expect.any(Number),
        older_value: expect.any(Number),
        diff: expect.any(Number),
        percent: expect.any(Number),
      });
      expect(s[metric].diff).toBeCloseTo(s[metric].recent_value - s[metric].older_value, 1);
    }
    // The reference's category block: a name and its own figure, not a metric of the domain.
    expect(s.category).toEqual({
      name: expect.any(String),
      statistics: expect.objectContaining({ recent_value: expect.any(Number) }),
    });
    expect(s.visibility.recent_value).toBeGreaterThan(0);
    expect(s.top3.recent_value).toBeLessThanOrEqual(s.top10.recent_value);
    expect(s.visibility_no_brand.recent_value).toBeLessThan(s.visibility.recent_value);
    expect(s.aio_keywords.recent_value).toBeGreaterThan(0);
    expect(s.aio_visible_keywords.recent_value).toBeLessThanOrEqual(s.aio_keywords.recent_value);
  });

  test('AI Overview figures exist only in database 200', async () => {
    const res = await stats({ domain: 'example.pl', country_id: 1 });
    expect(res.json.data.statistics.aio_keywords.recent_value).toBe(0);
  });

  test('an unknown domain is 200 with zeros', async () => {
    const res = await stats({ domain: 'nobody.invalid' });
    expect(res.status).toBe(200);
    const { category: _name, ...metrics } = res.json.data.statistics;
    for (const m of Object.values(metrics) as { recent_value: number }[]) expect(m.recent_value).toBe(0);
  });

  test('fetch_mode is a whole domain or a host: a directory or a URL is a 418 naming it, before the token', async () => {
    for (const fetch_mode of ['catalog', 'url', 'domain']) {
      const query = { domain: 'example.pl/rowery/', fetch_mode };
      for (const as of [token, 'not-a-token']) {
        const res = await sim.call(`${R}/dashboard/getDomainStatistics`, { token: as, query });
        expect(errorOf(res, 'invalid_data').params).toEqual({
          fetch_mode: { choice: 'The value you selected is not a valid choice' },
        });
      }
    }
    const signedOut = await sim.call(`${R}/dashboard/getDomainStatistics`, {
      token: 'not-a-token',
      query: { domain: 'example.pl', fetch_mode: 'subdomain' },
    });
    expect(signedOut.status).toBe(302);
  });

  test('as a POST with a JSON body: 405', async () => {
    const res = await sim.call(`${R}/dashboard/getDomainStatistics`, {
      token,
      body: { domain: 'example.pl', fetch_mode: 'topLevelDomain' },
    });
    expect(res.status).toBe(405);
  });
});

describe('other visibility reports', () => {
  const report = (path: string, body: Record<string, unknown> = {}) =>
    sim.call(`${R}/${path}`, {
      token,
      body: { domain: 'example.pl', fetch_mode: 'topLevelDomain', limit: 100, ...body },
    });

  test('competitors: the asked domain first, marked, then rows with nested figures', async () => {
    const res = await report('competitors/getData');
    expect(res.json.data.length).toBeGreaterThan(5);
    expect(res.json.data[0]).toMatchObject({ domain: 'example.pl', is_main_domain: true });
    for (const row of res.json.data.slice(1)) {
      expect(row).toMatchObject({ is_main_domain: false, common_keywords: expect.any(Number) });
      expect(row.statistics.visibility).toMatchObject({
        current: expect.any(Number),
        previous: expect.any(Number),
      });
    }
  });

  test('cannibalization: a row per phrase and URL, each phrase on at least two URLs', async () => {
    const res = await report('cannibalization/getKeywords');
    expect(res.json.data.length).toBeGreaterThan(0);
    const urls = new Map<string, Set<string>>();
    for (const row of res.json.data)
      urls.set(row.keyword, (urls.get(row.keyword) ?? new Set()).add(row.statistics.url.current));
    for (const set of urls.values()) expect(set.size).toBeGreaterThanOrEqual(2);
  });

  test('ranking rows carry the live service fields: intentions, SERP features, is_change', async () => {
    const rows = (await report('positions/getData')).json.data;
    for (const row of rows) {
      const { intentions, snippets, url } = row.statistics;
      expect(intentions).toEqual({
        primary_intent: expect.stringMatching(/^(informational|commercial|transactional|navigational)$/),
        main_intent: expect.any(String),
        action_type: expect.any(String),
        journey_stage: expect.any(String),
        content_timeliness: expect.any(String),
      });
      expect(Array.isArray(snippets.current)).toBe(true);
      expect(url.is_change).toBe(url.current === url.previous ? 0 : 1);
    }
    // The domain's own brand phrases: navigational, with sitelinks on most of their pages.
    const brand = rows.filter((r: { brand: string | null }) => r.brand);
    expect(
      brand.map(
        (r: { statistics: { intentions: { primary_intent: string } } }) =>
          r.statistics.intentions.primary_intent,
      ),
    ).toEqual(brand.map(() => 'navigational'));
  });

  test('cannibalization: the competing pages swap places in some phrases (url.previous is the other one)', async () => {
    const rows = (await report('cannibalization/getKeywords')).json.data;
    const swapped = rows.filter(
      (r: { statistics: { url: { is_change: number; previous: string } } }) =>
        r.statistics.url.is_change === 1 && r.statistics.url.previous !== '',
    );
    expect(swapped.length).toBeGreaterThan(0);
  });

  test('wins and losses: phrases that moved up or down', async () => {
    const wins = (await report('positions/getWins')).json.data;
    const losses = (await report('positions/getLosses')).json.data;
    expect(wins.length).toBeGreaterThan(0);
    for (const row of wins) expect(row.statistics.position.diff).toBeGreaterThan(0);
    for (const row of losses) expect(row.statistics.position.diff).toBeLessThan(0);
  });

  describe('characteristics table', () => {
    type Bucket = { key: string; count: number | string; visibility_percent: string; top10: number };
    const table = async (characteristics?: string) =>
      (await report('keywords/getCharacteristicsTable', characteristics ? { characteristics } : {})).json;
    const phrases = async () => (await report('positions/getData', { limit: 1 })).json.pagination.count;
    const sum = (rows: Bucket[]) => rows.reduce((s, r) => s + Number(r.count), 0);

    test('words_count by default: buckets 1…7 whose counts add up to the phrases, shares to 100', async () => {
      const { data } = await table();
      expect(data).toEqual((await table('words_count')).data);
      expect(data.map((r: Bucket) => r.key)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(sum(data)).toBe(await phrases());
      expect(typeof data[0].visibility_percent).toBe('string');
      expect(data.reduce((s: number, r: Bucket) => s + Number(r.visibility_percent), 0)).toBeCloseTo(100, 0);
    });

    test('trends, searches and difficulty split the phrases too; difficulty is an object keyed by range', async () => {
      const total = await phrases();
      const trends = (await table('trends')).data as Bucket[];
      expect(trends.map((r) => r.key)).toEqual(Array.from({ length: 12 }, (_, i) => `trend_${i + 1}`));
      expect(sum(trends)).toBe(total);
      const searches = (await table('searches')).data as Bucket[];
      expect(searches.slice(0, 2).map((r) => r.key)).toEqual(['10', '20']);
      expect(sum(searches)).toBe(total);
      const difficulty = (await table('difficulty')).data as Record<string, Bucket & { min: number }>;
      expect(Array.isArray(difficulty)).toBe(false);
      expect(difficulty['1-10']).toMatchObject({ key: '1-10', min: 1, max: 10, count: expect.any(String) });
      expect(sum(Object.values(difficulty))).toBe(total);
    });

    test('keyword and SERP parameters: a phrase may carry several; SERP rows add param and visibility', async () => {
      const params = (await table('keyword_params')).data as Bucket[];
      expect(params.map((r) => r.key)).toEqual(expect.arrayContaining(['brand', 'city', 'question']));
      expect(params.find((r) => r.key === 'brand')?.count).toBe(4);
      const features = (await table('serp_params')).data as (Bucket & {
        param: string;
        visibility: number;
      })[];
      const map = features.find((r) => r.key === 'map');
      expect(map).toMatchObject({ param: 'Local pack (map)', visibility: expect.any(Number) });
      for (const row of features) expect(row.top10).toBeLessThanOrEqual(Number(row.count));
    });

    test('another characteristic is invalid_data', async () => {
      const res = await report('keywords/getCharacteristicsTable', { characteristics: 'position' });
      expect(errorOf(res, 'invalid_data').params).toHaveProperty('characteristics');
    });
  });

  test('subdomains include blog.example.pl; URLs and sections are on the domain, with counts', async () => {
    const subs = (await report('sections/getSubdomains')).json.data;
    expect(subs.map((r: { domain: string }) => r.domain)).toEqual(
      expect.arrayContaining(['example.pl', 'blog.example.pl', 'sklep.example.pl']),
    );
    expect(subs[0]).toMatchObject({
      keywords_count: expect.any(Number),
      statistics: { visibility: { current: expect.any(Number) } },
    });
    for (const row of (await report('sections/getUrls')).json.data)
      expect(row.url).toMatch(/^([a-z]+\.)?example\.pl\//);
    for (const row of (await report('sections/getSections')).json.data)
      expect(row.url_section).toMatch(/^([a-z]+\.)?example\.pl\/([^/]+\/)?$/);
  });

  test('keyword history takes keyword_id or kid; reversed dates name date_max', async () => {
    const first = (await report('positions/getData', { limit: 1 })).json.data[0];
    const res = await report('positions/getKeywordHistory', {
      keyword_id: first.keyword_id,
      date_min: '2026-01-01',
      date_max: '2026-01-31',
    });
    const days = Object.keys(res.json.data.history_positions);
    expect(days).toHaveLength(31);
    expect(res.json.data.history_positions['2026-01-01']).toEqual({
      position: expect.any(Number),
      has_serp: expect.any(Boolean),
    });
    const byKid = await report('positions/getKeywordHistory', {
      kid: first.kid,
      date_min: '2026-01-01',
      date_max: '2026-01-31',
    });
    expect(byKid.json.data).toEqual(res.json.data);
    expect(errorOf(await report('positions/getKeywordHistory'), 'invalid_data').params).toHaveProperty(
      'keyword_id',
    );
    const reversed = await report('positions/getKeywordHistory', {
      keyword_id: first.keyword_id,
      date_min: '2026-02-01',
      date_max: '2026-01-01',
    });
    expect(errorOf(reversed, 'invalid_data').params).toHaveProperty('date_max');
  });

  const chart = (query: Record<string, string>, path = 'getPositionsHistoryChartDataForAllTypes') =>
    sim.call(`${R}/domain_positions/${path}`, {
      token,
      query: { domain: 'example.pl', fetch_mode: 'topLevelDomain', ...query },
    });

  test('the all-types history chart is a GET answering, per segment, per-metric maps keyed by date', async () => {
    const res = await chart({ date_min: '2025-01-01', date_max: '2025-12-31', date_interval: 'monthly' });
    expect(res.status).toBe(200);
    expect(res.json.data[0]).toMatchObject({ domain: 'example.pl', main_domain: true });
    const segments = res.json.data[0].data;
    // Every segment the add-on offers (the live service's seven), in its order.
    expect(Object.keys(segments)).toEqual(HISTORY_SEGMENTS);
    const { visibility, keywords_top10, unique_urls_top10, efficiency_top10, domain_rank } = segments.all;
    expect(Object.keys(visibility)).toHaveLength(12);
    expect(visibility['2025-01-01']).toEqual(expect.any(Number));
    expect(Object.keys(keywords_top10)).toEqual(Object.keys(visibility));
    // Efficiency: phrases per ranking URL.
    expect(efficiency_top10['2025-06-01']).toBeCloseTo(
      keywords_top10['2025-06-01'] / unique_urls_top10['2025-06-01'],
      1,
    );
    expect(domain_rank['2025-06-01']).toBeGreaterThan(0);
    // Segments split the phrases: own brand and the rest, short and long tail.
    const at = (segment: string) => segments[segment].keywords_top50['2025-12-01'];
    expect(at('my_brand') + at('non_own_brand')).toBeCloseTo(at('all'), -1);
    expect(at('short_tail') + at('long_tail')).toBeCloseTo(at('all'), -1);
  });

  test('the plain history chart is flat, metric then date, with holes left out; a POST is a 418', async () => {
    const query = { date_min: '2025-01-01', date_max: '2025-12-31', date_interval: 'daily' };
    const flat = (await chart(query, 'getPositionsHistoryChartData')).json.data[0];
    const all = (await chart(query)).json.data[0].data.all;
    expect(Object.keys(flat.data)).toEqual([
      'visibility',
      'keywords_top3',
      'keywords_top10',
      'keywords_top50',
      'domain_rank',
      'unique_urls_top10',
      'efficiency_top10',
    ]);
    // Every value is the all-types history's; some days have none (a hole), never a filled-in value.
    let holes = 0;
    for (const [metric, byDate] of Object.entries(flat.data as Record<string, Record<string, number>>)) {
      for (const [date, value] of Object.entries(byDate)) expect(value).toBe(all[metric][date]);
      holes += Object.keys(all[metric]).length - Object.keys(byDate).length;
    }
    expect(holes).toBeGreaterThan(0);
    const post = await sim.call(`${R}/domain_positions/getPositionsHistoryChartData`, {
      token,
      body: { domain: 'example.pl', fetch_mode: 'topLevelDomain' },
    });
    expect(errorOf(post, 'invalid_data').params).toHaveProperty('domain');
  });

  test('a segment without phrases comes as empty lists, as the live service sends it', async () => {
    const res = await chart({ domain: 'blog.example.pl', fetch_mode: 'subdomain', date_interval: 'monthly' });
    expect(res.json.data[0].data.my_brand.visibility).toEqual([]);
    expect(Object.keys(res.json.data[0].data.all.visibility).length).toBeGreaterThan(0);
  });

  test('a very wide daily range is the timeout error', async () => {
    const res = await sim.call(`${R}/domain_positions/getPositionsHistoryChartData`, {
      token,
      query: {
        domain: 'example.pl',
        fetch_mode: 'topLevelDomain',
        date_min: '2015-01-01',
        date_max: '2025-12-31',
        date_interval: 'daily',
      },
    });
    errorOf(res, 'timeout');
  });

  test('history before the domain existed is zeros', async () => {
    const res = await chart(
      { date_min: '2005-01-01', date_max: '2005-03-01', date_interval: 'monthly' },
      'getPositionsHistoryChartData',
    );
    for (const value of Object.values(res.json.data[0].data.visibility)) expect(value).toBe(0);
  });

  test('position distribution: phrases at each position 1…50, keyed by position', async () => {
    const res = await sim.call(`${R}/domain_positions/getPositionsSumsDistributionChartData`, {
      token,
      query: { domain: 'kuchnia-domowa.pl', fetch_mode: 'topLevelDomain' },
    });
    const [series] = res.json.data;
    expect(series).toMatchObject({
      domain: 'kuchnia-domowa.pl',
      main_domain: true,
      label_y: expect.any(String),
    });
    const counts = series.data.positions_distribution_top50;
    expect(Object.keys(counts)).toHaveLength(50);
    const top50 = (
      await sim.call(`${R}/dashboard/getDomainStatistics`, {
        token,
        query: { domain: 'kuchnia-domowa.pl', fetch_mode: 'topLevelDomain' },
      })
    ).json.data.statistics.top50.recent_value;
    expect(Object.values(counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(top50);
  });

  test('URLs carry their TOP3/10/50 phrase counts as figures', async () => {
    const [row] = (await report('sections/getUrls', { limit: 1 })).json.data;
    expect(row.statistics.top10).toMatchObject({ current: expect.any(Number), previous: expect.any(Number) });
    expect(row.statistics.top3.current).toBeLessThanOrEqual(row.statistics.top10.current);
    expect(row.statistics.top50.current).toBeLessThanOrEqual(row.keywords_count);
  });

  describe('history/keywords: phrases compared between two dates', () => {
    const body = {
      country_id: 1,
      date_min: '2026-10-01',
      date_max: '2026-10-20',
      days_compare_mode: 'custom',
      isDataReadyToLoad: true,
      order: { dir: 'desc', prop: 'statistics.visibility.diff' },
    };
    type Change = {
      statistics: {
        position: { current: number; previous: number; diff: number; history: Record<string, unknown> };
        visibility: { diff: number };
        url: { is_change: number };
      };
    };
    const changes = async (kind: string, extra: Record<string, unknown> = {}) =>
      (await report(`history/keywords/${kind}`, { domain: 'sklep-rowerowy.pl', ...body, ...extra })).json;

    test('getWins moved up, getLosses down, getAcquired entered, getLost left; ordered as asked', async () => {
      const wins = (await changes('getWins')).data as Change[];
      expect(wins.length).toBeGreaterThan(0);
      for (const { statistics: s } of wins) {
        expect(s.position.current).toBeLessThan(s.position.previous);
        expect(s.position.diff).toBe(s.position.current - s.position.previous);
        expect(Object.values(s.position.history)[0]).toEqual({
          position: expect.any(Number),
          has_serp: expect.any(Boolean),
        });
      }
      const diffs = wins.map((w) => w.statistics.visibility.diff);
      expect(diffs).toEqual([...diffs].sort((a, b) => b - a));
      for (const { statistics: s } of (await changes('getLosses')).data as Change[])
        expect(s.position.current).toBeGreaterThan(s.position.previous);
      for (const { statistics: s } of (await changes('getAcquired')).data as Change[]) {
        expect(s.position.previous).toBe(0);
        expect(s.url.is_change).toBe(1);
      }
      for (const { statistics: s } of (await changes('getLost')).data as Change[])
        expect(s.position.current).toBe(0);
      // Every phrase ranking on either date; the ones that did not move are in none of the four.
      const count = async (kind: string) => (await changes(kind)).pagination.count as number;
      const moved = ['getWins', 'getLosses', 'getAcquired', 'getLost'].map(count);
      const sum = (await Promise.all(moved)).reduce((a, b) => a + b, 0);
      expect(await count('getData')).toBeGreaterThan(sum);
    });

    test('the reference names country_id, date_min and date_max as required', async () => {
      const { country_id: _c, date_min: _d, ...rest } = body;
      const res = await report('history/keywords/getWins', rest);
      expect(errorOf(res, 'invalid_data').params).toHaveProperty('country_id');
      const noDate = await report('history/keywords/getWins', { ...rest, country_id: 1 });
      expect(errorOf(noDate, 'invalid_data').params).toHaveProperty('date_min');
    });
  });

  test('AI Overviews: statistics, phrases and competitors on database 200, empty lists on 1, no getData', async () => {
    // A domain small enough for two pages of phrases.
    const domain = 'kuchnia-domowa.pl';
    const ask = (action: string, country_id: number, method: 'GET' | 'POST', page = 1) =>
      sim.call(`${R}/ai_overviews/${action}`, {
        token,
        ...(method === 'GET'
          ? { query: { domain, fetch_mode: 'subdomain', country_id } }
          : { body: { domain, fetch_mode: 'subdomain', country_id, limit: 100, page } }),
      });
    for (const [action, method] of [
      ['getStatistics', 'GET'],
      ['getKeywords', 'POST'],
      ['getCompetitors', 'POST'],
    ] as const)
      expect((await ask(action, 1, method)).json.data).toEqual([]);
    const { statistics } = (await ask('getStatistics', 200, 'GET')).json.data;
    const phrases = (await ask('getKeywords', 200, 'POST')).json;
    const competitors = (await ask('getCompetitors', 200, 'POST')).json.data;
    // The same phrases the dashboard counts.
    const dashboard = (
      await sim.call(`${R}/dashboard/getDomainStatistics`, {
        token,
        query: { domain, fetch_mode: 'subdomain', country_id: 200 },
      })
    ).json.data.statistics;
    expect(statistics.aio_keywords_count).toBe(dashboard.aio_keywords.recent_value);
    expect(statistics.aio_keywords_with_domain_count).toBe(dashboard.aio_visible_keywords.recent_value);
    expect(phrases.pagination.count).toBe(statistics.aio_keywords_count);
    const second = (await ask('getKeywords', 200, 'POST', 2)).json;
    expect(second.pagination.has_next_page).toBe(false);
    type Phrase = { best_aio_pos: number | null; best_aio_url: string | null; intentions: object };
    const all = [...phrases.data, ...second.data] as Phrase[];
    expect(all).toHaveLength(statistics.aio_keywords_count);
    const cited = all.filter((row) => row.best_aio_pos !== null);
    expect(cited.length).toBe(statistics.aio_keywords_with_domain_count);
    expect(cited.length).toBeGreaterThan(0);
    for (const row of cited) expect(row.best_aio_url).toMatch(/^kuchnia-domowa\.pl/);
    expect(phrases.data[0].intentions).toEqual({
      main_intent: expect.any(String),
      journey_stage: expect.any(String),
    });
    expect(competitors.length).toBeGreaterThan(0);
    expect(competitors.map((c: { domain: string }) => c.domain)).not.toContain(domain);
    expect((await ask('getData', 200, 'POST')).status).toBe(404);
  });

  test('domain suggestions (the reference GET and our earlier POST) and the visibility countries list', async () => {
    const sugg = await sim.call('/api/visibility_analysis/domains_suggester/suggest', {
      token,
      query: { value: 'example' },
    });
    expect(sugg.json.data).toEqual({ favourite: [], suggested: expect.arrayContaining(['example.pl']) });
    const old = await sim.call('/api/visibility_analysis/app/suggestDomains', {
      token,
      body: { text: 'example' },
    });
    expect(old.json.data.map((d: { domain: string }) => d.domain)).toContain('example.pl');
    const countries = await sim.call('/api/visibility_analysis/app/getCountriesList', { token });
    expect(
      countries.json.data.map((c: { id: number }) => c.id).sort((a: number, b: number) => a - b),
    ).toEqual([1, 50, 53, 82, 134, 153, 160, 164, 200]);
  });
});

describe('app/checkQuery and app/consumeLimit', () => {
  const A = '/api/visibility_analysis/app';
  const V = 'visibility_analysis_queries_per_day';
  const used = () => sim.usage('demo@example.com', V);
  const query = (action: string, body: Record<string, unknown>, t = token) =>
    sim.call(`${A}/${action}`, { token: t, body: { fetch_mode: 'topLevelDomain', ...body } });

  test('checkQuery tells whether a query would be charged and charges nothing', async () => {
    const before = await query('checkQuery', { domain: 'example.cz', country_id: 50 });
    expect(before.status).toBe(200);
    expect(before.json.data).toEqual({
      domain: 'example.cz',
      fetch_mode: 'topLevelDomain',
      country_id: 50,
      charged: true,
      allowed: true,
      usage: 0,
      limit: 30000,
    });
    expect(await used()).toBe(0);
    await positions({ domain: 'example.cz', country_id: 50 });
    const after = await query('checkQuery', { domain: 'https://www.Example.cz/', country_id: 50 });
    expect(after.json.data).toMatchObject({ charged: false, allowed: true, usage: 1 });
    expect(await used()).toBe(1);
  });

  test('checkQuery on a spent counter: allowed false for a new query, still 200 and free', async () => {
    await sim.control('usage', { email: 'demo@example.com', key: V, used: 30000 });
    const res = await query('checkQuery', { domain: 'example.sk', country_id: 164 });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ charged: true, allowed: false, usage: 30000 });
  });

  test('consumeLimit charges the unit a report would; repeats and that report are then free', async () => {
    const first = await query('consumeLimit', { domain: 'example.cz', country_id: 50 });
    expect(first.json.data).toMatchObject({ charged: true, allowed: true, usage: 1 });
    const again = await query('consumeLimit', { domain: 'www.example.cz', country_id: 50 });
    expect(again.json.data).toMatchObject({ charged: false, usage: 1 });
    await positions({ domain: 'example.cz', country_id: 50 });
    expect(await used()).toBe(1);
    await sim.control('advance', { seconds: 25 * 3600 });
    expect((await query('consumeLimit', { domain: 'example.cz', country_id: 50 })).json.data.charged).toBe(
      true,
    );
    expect(await used()).toBe(2);
  });

  test('consumeLimit over the limit: 418 limit_exceeded', async () => {
    await sim.control('usage', { email: 'demo@example.com', key: V, used: 30000 });
    const res = await query('consumeLimit', { domain: 'example.sk', country_id: 164 });
    expect(errorOf(res, 'limit_exceeded').message).toBe('Query limit exceeded');
  });

  test('both validate like a report; GET is 405', async () => {
    const missing = await sim.call(`${A}/checkQuery`, { token, body: {} });
    expect(errorOf(missing, 'invalid_data').params).toEqual({
      domain: { _required: 'This field is required' },
    });
    const mode = await query('consumeLimit', { domain: 'example.pl', fetch_mode: 'all' });
    expect(errorOf(mode, 'invalid_data').params).toHaveProperty(['fetch_mode', 'choice']);
    expect((await sim.call(`${A}/checkQuery`, { token, query: { domain: 'example.pl' } })).status).toBe(405);
    expect(await used()).toBe(0);
  });
});
