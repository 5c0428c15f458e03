import { errorOf, useSim } from './support';

const sim = useSim();
const M = '/api/tasks/management/serp_analysis';
const S = '/api/serp_analysis/reports';
let token: string;
beforeEach(async () => {
  token = await sim.login('demo@example.com');
});
const SERP = 'serp_analysis_daily_limit';
const create = (body: Record<string, unknown>) => sim.call(`${M}/create`, { token, body });

describe('SERP analysis tasks', () => {
  test('create returns the task with both progress flags false; check reads them', async () => {
    const res = await create({ keyword: 'rower górski', country_id: 1 });
    expect(res.status).toBe(200);
    const task = res.json.data;
    expect(task).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        status: 'crawling',
        type: 'serp_analysis',
        data: { keyword: 'rower górski' },
        raw_request: { keyword: 'rower górski', country_id: '1' },
        country_id: 1,
        created: expect.any(Number),
        completed: null,
      }),
    );
    expect(task.progress).toEqual({ has_serp_data: false, has_keywords_analysis_data: false });
    await sim.control('advance', { seconds: 61 });
    const check = await sim.call(`${M}/check`, { token, query: { task_id: task.id } });
    expect(check.json.data.progress).toEqual({ has_serp_data: true, has_keywords_analysis_data: false });
    await sim.control('advance', { seconds: 120 });
    const done = await sim.call(`${M}/check`, { token, query: { task_id: task.id } });
    expect(done.json.data.progress).toEqual({ has_serp_data: true, has_keywords_analysis_data: true });
    expect(done.json.data).toMatchObject({ status: 'completed', completed: expect.any(Number) });
  });

  test('form data is accepted for create', async () => {
    const res = await sim.call(`${M}/create`, { token, form: 'keyword=sernik&country_id=1' });
    expect(res.json.data.data.keyword).toBe('sernik');
  });

  test('an existing phrase and country returns the existing task and charges nothing', async () => {
    const first = (await create({ keyword: 'sernik', country_id: 1 })).json.data;
    const again = (await create({ keyword: ' Sernik ', country_id: 1 })).json.data;
    expect(again.id).toBe(first.id);
    expect(await sim.usage('demo@example.com', SERP)).toBe(1);
    await create({ keyword: 'sernik', country_id: 50 });
    expect(await sim.usage('demo@example.com', SERP)).toBe(2);
  });

  test('check is a GET: the id in a POST body is the wrong place', async () => {
    const id = (await create({ keyword: 'sernik' })).json.data.id;
    expect((await sim.call(`${M}/check`, { token, body: { task_id: id } })).status).toBe(405);
    const noQuery = await sim.call(`${M}/check`, { token });
    expect(noQuery.status).toBe(404);
    expect(noQuery.headers.get('content-type')).toContain('text/html');
  });

  test('list shows the account tasks newest first, charging nothing', async () => {
    await create({ keyword: 'a' });
    await create({ keyword: 'b' });
    const res = await sim.call(`${M}/list`, { token, body: {} });
    const phrases = (r: typeof res) => r.json.data.map((t: { data: { keyword: string } }) => t.data.keyword);
    expect(phrases(res)).toEqual(['b', 'a']);
    const asGet = await sim.call(`${M}/list`, { token, query: { page: 1, limit: 10 } });
    expect(phrases(asGet)).toEqual(['b', 'a']);
    expect(asGet.json.pagination.limit).toBeNull();
    expect(await sim.usage('demo@example.com', SERP)).toBe(2);
  });

  test('refresh charges one unit each time and restarts progress', async () => {
    const id = (await create({ keyword: 'sernik' })).json.data.id;
    await sim.control('advance', { seconds: 200 });
    const refreshed = await sim.call(`${M}/refresh`, { token, body: { task_id: id } });
    expect(refreshed.json.data.progress.has_serp_data).toBe(false);
    await sim.call(`${M}/refresh`, { token, body: { task_id: id } });
    expect(await sim.usage('demo@example.com', SERP)).toBe(3);
  });

  test('the SERP module needs its add-on: 403 for lite', async () => {
    const lite = await sim.login('lite@example.com');
    expect((await sim.call(`${M}/create`, { token: lite, body: { keyword: 'x' } })).status).toBe(403);
    expect((await sim.call(`${S}/urls/getList`, { token: lite, body: { task_id: 1 } })).status).toBe(403);
  });
});

describe('SERP reports', () => {
  const LISTS = [
    'urls/getList',
    'content/getStatistics',
    'keyword/getTopicLeaders',
    'keyword/getGroups',
    'keyword/getQuestions',
    'keyword/getRelatedKeywords',
    'keyword/getKeywordsPropositions',
  ];

  test('every report answers Unfinished task until both flags are true', async () => {
    const id = (await create({ keyword: 'ekspres do kawy' })).json.data.id;
    await sim.control('advance', { seconds: 90 });
    for (const path of [...LISTS, 'keyword/getStatistics', 'keyword/getCompetitorsNumber']) {
      const res = await sim.call(`${S}/${path}`, { token, body: { task_id: id } });
      expect(errorOf(res, 'invalid_data').message).toBe('Unfinished task');
    }
  });

  test('a finished task can be read on later days without quota', async () => {
    const id = (await create({ keyword: 'ekspres do kawy' })).json.data.id;
    await sim.control('advance', { seconds: 5 * 86400 });
    for (const path of LISTS.filter((p) => p !== 'content/getStatistics')) {
      const res = await sim.call(`${S}/${path}`, { token, body: { task_id: id, limit: 100 } });
      expect(res.status).toBe(200);
      const rows = path === 'urls/getList' ? res.json.data.rows : res.json.data;
      expect(rows.length).toBeGreaterThan(0);
      expect(res.json.pagination).toBeDefined();
    }
    const content = await sim.call(`${S}/content/getStatistics`, { token, body: { task_id: id } });
    expect(content.json.data.statistics.title).toEqual({
      avg: expect.any(Number),
      min: expect.any(Number),
      domain_min: expect.any(String),
      max: expect.any(Number),
      domain_max: expect.any(String),
    });
    const stats = await sim.call(`${S}/keyword/getStatistics`, { token, body: { task_id: id } });
    expect(stats.json.data).toEqual({
      searches: expect.any(Number),
      cpc: expect.any(Number),
      rank_value: expect.any(Number),
      trends: expect.any(Array),
      params: null,
    });
    const competitors = await sim.call(`${S}/keyword/getCompetitorsNumber`, { token, body: { task_id: id } });
    expect(competitors.json.data.competitors_number).toBeGreaterThan(0);
    const urls = (await sim.call(`${S}/urls/getList`, { token, body: { task_id: id } })).json.data;
    expect(urls.extra).toEqual([]);
    expect(urls.rows.map((u: { position: number }) => u.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(urls.rows[0].content.headers.h2).toEqual({ value: expect.any(Array), count: expect.any(Number) });
    expect(await sim.usage('demo@example.com', SERP)).toBe(1);
    expect(await sim.usage('demo@example.com', 'keywords_analysis_queries_per_day')).toBe(0);
  });

  test('a task of another account is a missing resource', async () => {
    const id = (await create({ keyword: 'sernik' })).json.data.id;
    await sim.control('reset');
    const fresh = await sim.login('demo@example.com');
    expect((await sim.call(`${S}/urls/getList`, { token: fresh, body: { task_id: id } })).status).toBe(404);
  });
});
