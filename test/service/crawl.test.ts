import { errorOf, useSim } from './support';

const sim = useSim();
const M = '/api/tasks/management';
let token: string;
beforeEach(async () => {
  token = await sim.login('demo@example.com');
});
const TOOLS = 'tools_daily_limit';

describe('TOP100 crawl', () => {
  const create = (body: Record<string, unknown>) => sim.call(`${M}/top100_crawl/create`, { token, body });

  test('waiting on creation, completed when every phrase is processed', async () => {
    const id = (await create({ keywords: ['rower górski', 'sernik', 'laptop'], country_id: 1 })).json.data.id;
    const check = () => sim.call(`${M}/top100_crawl/check`, { token, query: { task_id: id } });
    const first = (await check()).json.data;
    expect(first.status).toBe('waiting');
    expect(first.progress).toEqual({ all: 3, finished: 0, unfinished: 3 });
    await sim.control('advance', { seconds: 2 });
    expect((await check()).json.data.progress.finished).toBeGreaterThanOrEqual(1);
    await sim.control('advance', { seconds: 10 });
    expect((await check()).json.data).toEqual(
      expect.objectContaining({ status: 'completed', progress: { all: 3, finished: 3, unfinished: 0 } }),
    );
  });

  test('results: 100 rows per phrase, paginated; unfinished before', async () => {
    const id = (await create({ keywords: ['rower górski', 'sernik'] })).json.data.id;
    const early = await sim.call('/api/serp_analysis/tools/top100_crawl/getData', {
      token,
      body: { task_id: id },
    });
    expect(errorOf(early, 'invalid_data').message).toBe('Unfinished task');
    await sim.control('advance', { seconds: 10 });
    const res = await sim.call('/api/serp_analysis/tools/top100_crawl/getData', {
      token,
      body: { task_id: id, limit: 100, page: 2 },
    });
    expect(res.json.pagination.count).toBe(200);
    expect(res.json.data[0]).toEqual(
      expect.objectContaining({ keyword: 'sernik', pos: 1, url: expect.not.stringMatching(/^https?:/) }),
    );
  });

  test('getDomains: the domain of each result, as the reference shows', async () => {
    const id = (await create({ keywords: ['sernik'] })).json.data.id;
    await sim.control('advance', { seconds: 10 });
    const res = await sim.call('/api/serp_analysis/tools/top100_crawl/getDomains', {
      token,
      body: { task_id: id, limit: 10 },
    });
    expect(res.json.data[0]).toEqual({
      pos: 1,
      domain: expect.any(String),
      main_domain: expect.any(String),
      url: expect.any(String),
    });
    expect(res.json.pagination.count).toBe(100);
  });

  test('CSV export', async () => {
    const id = (await create({ keywords: ['sernik, "domowy"'] })).json.data.id;
    await sim.control('advance', { seconds: 10 });
    const res = await sim.call('/api/serp_analysis/exports/top100_crawl/getCsv', {
      token,
      query: { task_id: id },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('keyword,pos,url,domain,main_domain,searches,cpc_min,cpc_max,cpc_avg');
    expect(lines).toHaveLength(101);
    expect(lines[1].startsWith('"sernik, ""domowy""",1,')).toBe(true);
  });

  test('one tools unit per create, keyed by the full parameter set', async () => {
    await create({ keywords: ['a', 'b'], country_id: 1 });
    await create({ keywords: ['a', 'b'], country_id: 1 });
    await create({ keywords: ['b', 'a'], country_id: 1 });
    expect(await sim.usage('demo@example.com', TOOLS)).toBe(2);
  });

  test('lite has no SERP add-on: crawl tasks answer 403', async () => {
    const lite = await sim.login('lite@example.com');
    expect(
      (await sim.call(`${M}/top100_crawl/create`, { token: lite, body: { keywords: ['a'] } })).status,
    ).toBe(403);
  });

  test('tools exhaustion gives 418', async () => {
    await sim.control('usage', { email: 'demo@example.com', key: TOOLS, used: 3000 });
    errorOf(await create({ keywords: ['a'] }), 'limit_exceeded');
  });

  test('list shows crawl tasks', async () => {
    await create({ keywords: ['a'] });
    const res = await sim.call(`${M}/top100_crawl/list`, { token, body: {} });
    expect(res.json.data).toHaveLength(1);
    expect(res.json.data[0].type).toBe('top100_crawl');
  });
});

describe('URL crawl', () => {
  test('create, check, results and CSV', async () => {
    const urls = ['https://example.pl/kategoria/rower-gorski', 'https://example.pl/'];
    const id = (await sim.call(`${M}/urls_crawl/create`, { token, body: { urls } })).json.data.id;
    await sim.control('advance', { seconds: 3 });
    const check = await sim.call(`${M}/urls_crawl/check`, { token, query: { task_id: id } });
    expect(check.json.data).toMatchObject({
      id,
      status: 'completed',
      data: { urls },
      progress: { all_urls: 2, completed: 2 },
      completed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const rows = (
      await sim.call('/api/serp_analysis/tools/urls_crawl/getList', { token, body: { task_id: id } })
    ).json.data;
    expect(rows.map((r: { url: string }) => r.url)).toEqual(urls);
    expect(rows[0]).toEqual(
      expect.objectContaining({
        h1: expect.any(Array),
        h1_count: expect.any(Number),
        internal_links: expect.any(Array),
      }),
    );
    const csv = await sim.call('/api/serp_analysis/exports/urls_crawl/getCsv', {
      token,
      query: { task_id: id },
    });
    expect(csv.text.split('\r\n')[0]).toBe(
      'url,title,title_length,description,description_length,h1_count,h2_count,content_length,internal_links_count,external_links_count',
    );
  });

  test('a URL that is not a URL names its index', async () => {
    const res = await sim.call(`${M}/urls_crawl/create`, {
      token,
      body: { urls: ['https://example.pl/', 'not a url'] },
    });
    expect(errorOf(res, 'invalid_data').params).toHaveProperty(['urls.1']);
  });

  test('a TOP100 task id is not a URL crawl', async () => {
    const id = (await sim.call(`${M}/top100_crawl/create`, { token, body: { keywords: ['a'] } })).json.data
      .id;
    expect((await sim.call(`${M}/urls_crawl/check`, { token, query: { task_id: id } })).status).toBe(404);
  });
});
