import { errorOf, useSim } from './support';

const sim = useSim();
const K = '/api/keywords_analysis/reports/keywords';
const T = '/api/keywords_analysis/tools/statistics';
let token: string;
beforeEach(async () => {
  token = await sim.login('demo@example.com');
});

const used = (key: string, email = 'demo@example.com') => sim.usage(email, key);
const KDB = 'keywords_analysis_queries_per_day';

describe('keywords/getKeywords', () => {
  const getKeywords = (body: Record<string, unknown>, t = token) =>
    sim.call(`${K}/getKeywords`, { token: t, body });

  test('phrases related to a keyword with searches, cpc and a 12-month trend', async () => {
    const res = await getKeywords({
      country_id: 1,
      parameters: [{ data_fetch_mode: 'keyword', value: ['rower górski'] }],
      limit: 50,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.length).toBe(50);
    for (const row of res.json.data) {
      expect(row.keyword).toContain('rower górski');
      expect(row.searches).toBeGreaterThan(0);
      expect(row.cpc).toBeGreaterThanOrEqual(0);
      // The reference's row: trend_1..trend_12 beside trends, figures again under statistics.
      expect(row.trends).toHaveLength(12);
      expect(row.trend_12).toBe(row.trends[11]);
      expect(row.statistics.searches.current).toBe(row.searches);
      expect(row.kid).toMatch(/^[0-9a-f]{32}$/);
    }
    const searches = res.json.data.map((r: { searches: number }) => r.searches);
    expect(searches).toEqual([...searches].sort((a, b) => b - a));
  });

  test('phrases of a domain and of a URL', async () => {
    const domain = await getKeywords({
      parameters: [{ data_fetch_mode: 'domain', value: ['sklep-rowerowy.pl'] }],
    });
    expect(domain.json.data.length).toBe(10);
    const url = await getKeywords({
      parameters: [{ data_fetch_mode: 'url', value: ['https://sklep-rowerowy.pl/'] }],
    });
    expect(url.status).toBe(200);
  });

  test('many URLs in one call, answered in Poland only: rows carry snippet names and the seed they came from', async () => {
    const urls = ['example.pl/kategoria/spiwor', 'sklep-rowerowy.pl/oferta/rower-gorski'];
    const body = { parameters: [{ data_fetch_mode: 'url', value: urls }], match_mode: 'narrow', limit: 100 };
    const before = await used(KDB);
    const { json } = await getKeywords({ ...body, country_id: 1 });
    expect(await used(KDB)).toBe(before + 2);
    expect(new Set(json.data.map((r: { seed: string }) => r.seed))).toEqual(new Set(urls));
    const named = json.data.flatMap((r: { snippets: string[] }) => r.snippets);
    expect(named.length).toBeGreaterThan(0);
    for (const name of named)
      expect([
        'direct_answer',
        'featured_answer',
        'is_question',
        'question',
        'video_thumbs',
        'wiki_right',
      ]).toContain(name);
    for (const row of json.data) expect(row.statistics.snippets.current).toEqual(row.snippets);
    expect((await getKeywords({ ...body, country_id: 50 })).json.data).toEqual([]);
  });

  test('match_mode narrow (the seed with a word added at most) and a row offset, as the live service takes them', async () => {
    const seed = { parameters: [{ data_fetch_mode: 'keyword', value: ['rower górski'] }], limit: 100 };
    const wide = (await getKeywords({ ...seed, match_mode: 'wide' })).json;
    const narrow = (await getKeywords({ ...seed, match_mode: 'narrow' })).json;
    expect(narrow.pagination.count).toBeGreaterThan(0);
    expect(narrow.pagination.count).toBeLessThan(wide.pagination.count);
    for (const row of narrow.data) expect(row.keyword.split(' ').length).toBeLessThanOrEqual(3);
    const offset = await getKeywords({ ...seed, match_mode: 'narrow', limit: 2, offset: 3 });
    expect(offset.json.data.map((r: { keyword: string }) => r.keyword)).toEqual(
      narrow.data.slice(3, 5).map((r: { keyword: string }) => r.keyword),
    );
  });

  test('form-encoded nested parameters are accepted', async () => {
    const form = 'country_id=1&parameters[0][data_fetch_mode]=keyword&parameters[0][value][]=sernik&limit=5';
    const res = await sim.call(`${K}/getKeywords`, { token, form });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(5);
  });

  test('one unit per seed keyed by normalized input, mode and country; paging is free', async () => {
    await getKeywords({ parameters: [{ data_fetch_mode: 'keyword', value: ['Rower  Górski', 'sernik'] }] });
    expect(await used(KDB)).toBe(2);
    await getKeywords({ parameters: [{ data_fetch_mode: 'keyword', value: [' rower górski '] }], page: 2 });
    await getKeywords({ parameters: [{ data_fetch_mode: 'keyword', value: ['rower górski'] }] });
    expect(await used(KDB)).toBe(2);
    await getKeywords({
      country_id: 50,
      parameters: [{ data_fetch_mode: 'keyword', value: ['rower górski'] }],
    });
    expect(await used(KDB)).toBe(3);
  });

  test('country 200 does not work in the keyword database', async () => {
    const res = await getKeywords({
      country_id: 200,
      parameters: [{ data_fetch_mode: 'keyword', value: ['sernik'] }],
    });
    expect(errorOf(res, 'invalid_data').params).toHaveProperty('country_id');
  });

  test('an empty value of the loop variable names the field', async () => {
    const res = await getKeywords({ parameters: [{ data_fetch_mode: 'keyword', value: ['sernik', ''] }] });
    expect(errorOf(res, 'invalid_data').params).toHaveProperty(['parameters.0.value.1']);
    const missing = await getKeywords({});
    expect(errorOf(missing, 'invalid_data').params).toEqual({
      parameters: { _required: 'This field is required' },
    });
  });

  test('quota exhaustion: 418 with the documented message', async () => {
    const lite = await sim.login('lite@example.com');
    await sim.control('usage', { email: 'lite@example.com', key: KDB, used: 50 });
    const res = await getKeywords({ parameters: [{ data_fetch_mode: 'keyword', value: ['sernik'] }] }, lite);
    expect(errorOf(res, 'limit_exceeded').message).toBe(
      'You have reached daily limit of queries. Daily limit value is 50',
    );
  });

  test('the Lite counter runs out after 50 new analyses', async () => {
    const lite = await sim.login('lite@example.com');
    for (let i = 0; i < 50; i++) {
      const res = await sim.call(`${K}/getQuestions`, { token: lite, body: { keyword: `fraza ${i}` } });
      expect(res.status).toBe(200);
    }
    const over = await sim.call(`${K}/getQuestions`, { token: lite, body: { keyword: 'fraza 50' } });
    expect(over.status).toBe(418);
  });
});

describe('questions, related, groups', () => {
  test('questions are question phrases and charge one unit', async () => {
    const res = await sim.call(`${K}/getQuestions`, {
      token,
      body: { keyword: 'ekspres do kawy', country_id: 1, limit: 20 },
    });
    expect(res.json.data.length).toBeGreaterThan(0);
    for (const row of res.json.data) expect(row.keyword).toMatch(/^(jak|co|ile|czy|gdzie|dlaczego|kiedy)\b/);
    expect(await used(KDB)).toBe(1);
  });

  test('the reference body (parameters) asks the same as the seed spec keyword', async () => {
    const seed = await sim.call(`${K}/getQuestions`, { token, body: { keyword: 'ekspres do kawy' } });
    const reference = await sim.call(`${K}/getQuestions`, {
      token,
      body: { parameters: [{ data_fetch_mode: 'keyword', value: ['ekspres do kawy'] }] },
    });
    expect(reference.json.data).toEqual(seed.json.data);
    expect(await used(KDB)).toBe(1);
  });

  test('related rows carry a numeric-string id, common_factor and parent_keyword and charge one unit', async () => {
    const res = await sim.call(`${K}/getRelated`, { token, body: { keyword: 'laptop' } });
    expect(res.json.data[0]).toEqual(
      expect.objectContaining({
        id: expect.stringMatching(/^\d+$/),
        keyword: expect.any(String),
        common_factor: expect.any(Number),
        parent_keyword: 'laptop',
      }),
    );
    expect(await used(KDB)).toBe(1);
  });

  test('groups summarise phrases and charge nothing', async () => {
    const res = await sim.call(`${K}/getGroups`, { token, body: { keyword: 'rower górski', limit: 100 } });
    expect(res.json.data.length).toBeGreaterThan(1);
    expect(res.json.data[0]).toEqual({
      group: expect.any(String),
      keywords_sum: expect.any(Number),
      searches_sum: expect.any(Number),
      searches_avg: expect.any(Number),
      cpc_sum: expect.any(Number),
      cpc_avg: expect.any(Number),
    });
    expect(await used(KDB)).toBe(0);
  });
});

describe('statistics tool chain', () => {
  const create = (body: Record<string, unknown>) => sim.call(`${T}/create`, { token, body });

  test('create → checkData → getKeywords: the known phrases in input order, the unknown absent', async () => {
    const keywords = [
      'rower górski',
      'Rower Górski',
      'zzzz qqqq wwww eeee rrrr tttt yyyy uuuu iiii',
      'sernik',
    ];
    const created = (await create({ keywords, country_id: 1 })).json.data;
    expect(created).toMatchObject({
      id: expect.any(Number),
      public_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      has_data: false,
      statistics: { all_keywords: 4, fetched_keywords: 0 },
    });
    const { id, public_id } = created;
    const waiting = await sim.call(`${T}/checkData`, { token, body: { public_id } });
    expect(waiting.json.data).toMatchObject({ exists: true, has_data: false, status: 'waiting' });
    const early = await sim.call(`${T}/getKeywords`, { token, body: { public_id, limit: 500 } });
    expect(errorOf(early, 'invalid_data').message).toBe('Unfinished task');
    // The run finishes a second after it was created, on the simulator's clock.
    await sim.control('advance', { seconds: 1 });
    // The seed spec's numeric id, and the public id sent as `id`, name the same run.
    for (const body of [{ id }, { id: public_id }, { public_id }])
      expect((await sim.call(`${T}/checkData`, { token, body })).json.data).toMatchObject({
        has_data: true,
        status: 'completed',
        statistics: { all_keywords: 4, fetched_keywords: 3 },
      });
    const rows = (await sim.call(`${T}/getKeywords`, { token, body: { public_id, limit: 500 } })).json.data;
    expect(rows.map((r: { keyword: string }) => r.keyword)).toEqual([keywords[0], keywords[1], keywords[3]]);
    expect(rows[0]).toEqual({ ...rows[1], keyword: 'rower górski' });
    expect(rows[0]).toMatchObject({
      trends: expect.any(Array),
      trend_1: expect.any(Number),
      serp_params: [],
    });
  });

  test('the same phrases asked again once their run finished answer that run, ready', async () => {
    const first = (await create({ keywords: ['sernik'] })).json.data;
    await sim.control('advance', { seconds: 2 });
    const again = (await create({ keywords: ['sernik'] })).json.data;
    expect(again).toMatchObject({ public_id: first.public_id, has_data: true });
  });

  test('ready by advancing the simulated clock too', async () => {
    const id = (await create({ keywords: ['sernik'] })).json.data.id;
    await sim.control('advance', { seconds: 2 });
    expect((await sim.call(`${T}/checkData`, { token, body: { id } })).json.data.status).toBe('completed');
  });

  test('some phrases are known without volume (searches 0), some not known at all (absent)', async () => {
    const keywords = Array.from({ length: 400 }, (_, i) => `rower ${i}`);
    const id = (await create({ keywords })).json.data.id;
    await sim.control('advance', { seconds: 2 });
    const rows = (await sim.call(`${T}/getKeywords`, { token, body: { id, limit: 500 } })).json.data;
    expect(rows.some((r: { searches: number }) => r.searches === 0)).toBe(true);
    expect(rows.length).toBeLessThan(keywords.length);
  });

  test('at most 500 phrases; 501 is invalid_data', async () => {
    const res = await create({ keywords: Array.from({ length: 501 }, (_, i) => `fraza ${i}`) });
    expect(errorOf(res, 'invalid_data').params).toHaveProperty('keywords');
  });

  test('tools counter keyed by the full parameter set', async () => {
    await create({ keywords: ['a', 'b'], country_id: 1 });
    await create({ keywords: ['a', 'b'], country_id: 1 });
    expect(await used('tools_daily_limit')).toBe(1);
    await create({ keywords: ['b', 'a'], country_id: 1 });
    await create({ keywords: ['a', 'b'] });
    expect(await used('tools_daily_limit')).toBe(3);
    expect(await used(KDB)).toBe(0);
  });

  test('a foreign or unknown id is the HTML 404 of a missing resource', async () => {
    const id = (await create({ keywords: ['sernik'] })).json.data.id;
    const lite = await sim.login('lite@example.com');
    const foreign = await sim.call(`${T}/checkData`, { token: lite, body: { id } });
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('content-type')).toContain('text/html');
    expect((await sim.call(`${T}/checkData`, { token, body: { id: 999999 } })).status).toBe(404);
  });
});

describe('keywords/getResults', () => {
  const analysis = { country_id: 1, parameters: [{ data_fetch_mode: 'keyword', value: ['rower górski'] }] };

  test('pages through an analysis the account ran, with its rows, charging nothing', async () => {
    const first = await sim.call(`${K}/getKeywords`, { token, body: { ...analysis, limit: 20 } });
    expect(await used(KDB)).toBe(1);
    const same = await sim.call(`${K}/getResults`, { token, body: { ...analysis, limit: 20 } });
    expect(same.status).toBe(200);
    expect(same.json.data).toEqual(first.json.data);
    expect(same.json.pagination).toEqual(first.json.pagination);
    const next = await sim.call(`${K}/getResults`, {
      token,
      body: { ...analysis, parameters: [{ data_fetch_mode: 'keyword', value: [' Rower  górski'] }], page: 2 },
    });
    expect(next.json.pagination.current_page).toBe(2);
    expect(next.json.data.length).toBeGreaterThan(0);
    expect(await used(KDB)).toBe(1);
  });

  test('an analysis not run, or older than the 24 h window, is the HTML 404 of a missing resource', async () => {
    const never = await sim.call(`${K}/getResults`, { token, body: analysis });
    expect(never.status).toBe(404);
    expect(never.headers.get('content-type')).toContain('text/html');
    await sim.call(`${K}/getKeywords`, { token, body: analysis });
    await sim.control('advance', { seconds: 25 * 3600 });
    expect((await sim.call(`${K}/getResults`, { token, body: analysis })).status).toBe(404);
    const lite = await sim.login('lite@example.com');
    expect((await sim.call(`${K}/getResults`, { token: lite, body: analysis })).status).toBe(404);
    expect(await used(KDB)).toBe(1);
  });

  test('validated like getKeywords', async () => {
    const res = await sim.call(`${K}/getResults`, { token, body: {} });
    expect(errorOf(res, 'invalid_data').params).toEqual({
      parameters: { _required: 'This field is required' },
    });
  });
});

describe('keyword_details and keywords_suggester', () => {
  const D = '/api/keywords_analysis/reports/keyword_details';

  test('getStatistics is a GET, one keyword-database unit; its figures agree with the statistics rows', async () => {
    const res = await sim.call(`${D}/getStatistics`, { token, query: { keyword: 'sernik', country_id: 1 } });
    expect(res.json.data).toEqual({
      trends: expect.any(Array),
      rank_value: expect.any(Number),
      cpc: expect.any(Number),
      params: null,
      searches: expect.any(Number),
    });
    expect(await used(KDB)).toBe(1);
    const questions = await sim.call(`${D}/getQuestions`, { token, body: { keyword: 'sernik' } });
    expect(questions.json.data.length).toBeGreaterThan(0);
  });

  test('the SERP of a phrase and its topic leaders, charging nothing', async () => {
    const serp = await sim.call(`${D}/getSERPAnalysis`, { token, body: { keyword: 'sernik', limit: 10 } });
    expect(serp.json.data.map((r: { position: number }) => r.position)).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    const leaders = await sim.call(`${D}/getTopicLeaders`, { token, body: { keyword: 'sernik' } });
    expect(leaders.json.data[0]).toEqual({ url: expect.any(String), occurrences: expect.any(Number) });
    expect(await used(KDB)).toBe(0);
  });

  test('suggester rows name their parent phrase', async () => {
    const res = await sim.call('/api/keywords_analysis/tools/keywords_suggester/suggest', {
      token,
      body: { keyword: 'sernik' },
    });
    expect(res.json.data[0]).toMatchObject({
      parent_keyword: 'sernik',
      suggested_keyword: expect.any(String),
    });
  });
});

describe('keywords/getGroupKeywords', () => {
  test('the keywords of one getGroups group, as many as its keywords_count, charging nothing', async () => {
    const groups = await sim.call(`${K}/getGroups`, { token, body: { keyword: 'rower górski', limit: 5 } });
    for (const g of groups.json.data as { group: string; keywords_sum: number; searches_sum: number }[]) {
      const res = await sim.call(`${K}/getGroupKeywords`, {
        token,
        body: { keyword: 'rower górski', group: g.group, limit: 100 },
      });
      expect(res.status).toBe(200);
      expect(res.json.pagination.count).toBe(g.keywords_sum);
      const rows = res.json.data as { keyword: string; searches: number; trends: number[] }[];
      expect(rows.reduce((s, r) => s + r.searches, 0)).toBe(g.searches_sum);
      for (const r of rows) expect(r.trends).toHaveLength(12);
    }
    expect(await used(KDB)).toBe(0);
    expect(await used('tools_daily_limit')).toBe(0);
  });

  test('an unknown group is 200 with []; keyword and group are required', async () => {
    const res = await sim.call(`${K}/getGroupKeywords`, {
      token,
      body: { keyword: 'rower górski', group: 'xyz' },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual([]);
    const missing = await sim.call(`${K}/getGroupKeywords`, { token, body: { keyword: 'rower górski' } });
    expect(errorOf(missing, 'invalid_data').params).toEqual({
      group: { _required: 'This field is required' },
    });
  });
});
