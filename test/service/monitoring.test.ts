import { errorOf, useSim } from './support';

const sim = useSim();
const M = '/api/rank_tracker/management';
let token: string;
beforeEach(async () => {
  token = await sim.login('demo@example.com');
});
const call = (path: string, body: Record<string, unknown> = {}, t = token) =>
  sim.call(path, { token: t, body });

describe('projects and groups', () => {
  test('active projects carry id, name, domain', async () => {
    const res = await call(`${M}/projects/getMyActiveProjects`);
    expect(res.json.data.map((p: { id: number }) => p.id)).toEqual([101, 102, 103]);
    expect(res.json.data[0]).toEqual(
      expect.objectContaining({ id: 101, name: expect.any(String), domain: 'example.pl' }),
    );
  });

  test('each account sees only its own projects', async () => {
    const lite = await sim.login('lite@example.com');
    const res = await call(`${M}/projects/getMyActiveProjects`, {}, lite);
    expect(res.json.data.map((p: { id: number }) => p.id)).toEqual([201]);
  });

  test('projects list with extended data is paginated, a GET as the reference shows (POST too)', async () => {
    const res = await sim.call(`${M}/projects/getListWithExtendedData`, { token, query: { limit: 2 } });
    expect(res.json.data).toHaveLength(2);
    expect(res.json.pagination).toMatchObject({ count: '3', page_count: 2 });
    expect(res.json.data[0].project).toMatchObject({ id: '101', domain: 'example.pl' });
    expect(res.json.data[0].statistics.organic_visibility).toEqual({
      older_value: expect.any(Number),
      recent_value: expect.any(Number),
      diff: expect.any(Number),
      percent: expect.any(Number),
    });
    const post = await call(`${M}/projects/getListWithExtendedData`, { limit: 2 });
    expect(post.json.data).toEqual(res.json.data);
  });

  test('groups of a project, GET with a null page limit', async () => {
    const res = await sim.call(`${M}/groups/list`, { token, query: { project_id: 101 } });
    expect(res.json.data.map((g: { id: number }) => g.id)).toEqual([1011, 1012, 1013]);
    expect(res.json.data[0]).toEqual({
      id: 1011,
      name: expect.any(String),
      is_dynamic: 0,
      keywords_number: expect.any(Number),
    });
    expect(res.json.pagination.limit).toBeNull();
  });

  test.each([
    ['a foreign project', { project_id: 201 }],
    ['an unknown project', { project_id: 999 }],
  ])('%s: 418 unauthorized, Unauthorized access', async (_, body) => {
    const res = await call(`${M}/groups/list`, body);
    expect(errorOf(res, 'unauthorized').message).toBe('Unauthorized access');
  });

  test('a group of another project is unauthorized', async () => {
    const res = await call(`${M}/keywords/getProjectKeywords`, { project_id: 101, group_id: 2011 });
    errorOf(res, 'unauthorized');
  });
});

describe('keywords and positions', () => {
  test('project keywords, filtered by group', async () => {
    const all = await call(`${M}/keywords/getProjectKeywords`, { project_id: 101, limit: 100 });
    expect(all.json.pagination.count).toBe(60);
    const group = await call(`${M}/keywords/getProjectKeywords`, {
      project_id: 101,
      group_id: 1012,
      limit: 100,
    });
    expect(group.json.data).toHaveLength(20);
    for (const k of group.json.data) expect(k.group_id).toBe(1012);
  });

  test('positions: one row per keyword with a position per day; at most 50 a page', async () => {
    const res = await call('/api/rank_tracker/reports/positions/getData', {
      project_id: 101,
      date_min: isoDaysAgo(9),
      date_max: isoDaysAgo(0),
      limit: 50,
    });
    expect(res.json.data).toHaveLength(50);
    const days = Object.keys(res.json.data[0].positions);
    expect(days).toHaveLength(10);
    const values = res.json.data.flatMap((r: { positions: Record<string, number | null> }) =>
      Object.values(r.positions),
    );
    expect(values.some((v: number | null) => typeof v === 'number')).toBe(true);
    const tooMany = await call('/api/rank_tracker/reports/positions/getData', { project_id: 101, limit: 51 });
    errorOf(tooMany, 'invalid_data');
  });

  test('positions in the reference record: current is the last day, previous the first; wins and losses', async () => {
    const body = { project_id: 101, date_min: isoDaysAgo(9), date_max: isoDaysAgo(0), limit: 50 };
    const res = await call('/api/rank_tracker/reports/positions/getData', body);
    const row = res.json.data.find((r: { current_position: string | null }) => r.current_position !== null);
    expect(row.statistics.position.current).toBe(row.positions[isoDaysAgo(0)]);
    expect(row.statistics.position.previous).toBe(row.positions[isoDaysAgo(9)]);
    expect(row.current_position).toBe(String(row.statistics.position.current));
    expect(row).toEqual(expect.objectContaining({ id: expect.any(String), searches: expect.any(String) }));
    const moved = (r: { statistics: { position: { current: number | null; previous: number | null } } }) =>
      (r.statistics.position.previous ?? 0) - (r.statistics.position.current ?? 0);
    const wins = await call('/api/rank_tracker/reports/positions/getData/wins', body);
    expect(wins.json.data.length).toBeGreaterThan(0);
    for (const r of wins.json.data) expect(r.statistics.position.current !== null && moved(r) > 0).toBe(true);
    const losses = await call('/api/rank_tracker/reports/positions/getData/losses', body);
    for (const r of losses.json.data)
      expect(r.statistics.position.previous !== null && moved(r) < 0).toBe(true);
  });

  test("neighbours real clients call: one keyword's positions with Search Console figures, groups in a project", async () => {
    const one = await call('/api/rank_tracker/reports/positions/getKeywordPositions', {
      project_id: 101,
      keyword_id: 101002,
    });
    expect(one.json.data).toHaveLength(1);
    expect(one.json.data[0]).toMatchObject({ id: '101002', gsc: { gsc_views_sum: expect.any(Number) } });
    const foreign = await call('/api/rank_tracker/reports/positions/getKeywordPositions', {
      project_id: 101,
      keyword_id: 201001,
    });
    errorOf(foreign, 'unauthorized');
    const groups = await sim.call(`${M}/projects/getMyGroupsInProject`, {
      token,
      query: { project_id: 101 },
    });
    expect(groups.json.data[0]).toEqual({ id: 0, name: 'Project keywords', count: 60 });
    expect(groups.json.data.map((g: { id: number }) => g.id)).toEqual([0, 1011, 1012, 1013]);
  });

  test('90 days of history: older days have no position', async () => {
    const res = await call('/api/rank_tracker/reports/positions/getData', {
      project_id: 101,
      date_min: isoDaysAgo(120),
      date_max: isoDaysAgo(100),
    });
    for (const row of res.json.data) expect(Object.values(row.positions).every((v) => v === null)).toBe(true);
  });

  test('reversed dates: the message names date_max', async () => {
    const res = await call('/api/rank_tracker/reports/positions/getData', {
      project_id: 101,
      date_min: isoDaysAgo(1),
      date_max: isoDaysAgo(5),
    });
    expect(Object.keys(errorOf(res, 'invalid_data').params ?? {})).toEqual(['date_max']);
  });

  test('snippets and localizations', async () => {
    const snippets = await call('/api/rank_tracker/reports/snippets/getStatistics', { project_id: 102 });
    const counts = {
      recent: expect.any(Number),
      previous: expect.any(Number),
      diff: expect.any(Number),
      diff_percent: expect.any(Number),
    };
    expect(Object.values(snippets.json.data)[0]).toEqual({
      snippet: expect.any(String),
      serp_coverage: expect.stringMatching(/^\d+\.\d\d$/),
      all_keywords: counts,
      visible_keywords: counts,
    });
    const locs = await sim.call('/api/rank_tracker/dictionary/project/getLocalizations', {
      token,
      query: { country_id: 1, query: 'kra' },
    });
    expect(locs.json.data).toEqual([
      expect.objectContaining({
        id: 1002,
        name: 'Kraków',
        country_id: 1,
        type: 'City',
        canonical: expect.any(String),
      }),
    ]);
  });
});

describe('manual refresh', () => {
  test('each refresh charges the daily refresh counter; it resets daily', async () => {
    const lite = await sim.login('lite@example.com');
    const refresh = () => call(`${M}/projects/refreshPositions`, { project_id: 201 }, lite);
    expect((await refresh()).json.data).toEqual(
      expect.objectContaining({ project_id: 201, keywords_count: 20 }),
    );
    await refresh();
    const key = 'monitoring_daily_keywords_refreshes';
    expect(await sim.usage('lite@example.com', key)).toBe(2);
    await sim.control('usage', { email: 'lite@example.com', key, used: 50 });
    errorOf(await refresh(), 'limit_exceeded');
    await sim.control('advance', { seconds: 86400 });
    expect((await refresh()).status).toBe(200);
  });

  test('unlimited (-1) on Prime', async () => {
    await sim.control('usage', {
      email: 'demo@example.com',
      key: 'monitoring_daily_keywords_refreshes',
      used: 100000,
    });
    expect((await call(`${M}/projects/refreshPositions`, { project_id: 101 })).status).toBe(200);
  });
});

describe('tools', () => {
  async function firstKeyword(): Promise<string> {
    return (await call(`${M}/keywords/getProjectKeywords`, { project_id: 101, limit: 1 })).json.data[0]
      .keyword;
  }

  test('compare SERP: one row per slot, an object per compared date, one tools unit', async () => {
    const keyword = await firstKeyword();
    const dates = [isoDaysAgo(7), isoDaysAgo(0)];
    const res = await call('/api/rank_tracker/tools/compare_serp/getData', {
      project_id: 101,
      keyword,
      compareDates: dates.map((date) => ({ date })),
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toHaveLength(10);
    const row = res.json.data[0];
    expect(row.position).toBe(1);
    for (const date of dates)
      expect(row[date]).toEqual(
        expect.objectContaining({ position: 1, domain: expect.any(String), url: expect.any(String) }),
      );
    expect(res.json.pagination).toHaveProperty('has_prev_page', false);
    expect(await sim.usage('demo@example.com', 'tools_daily_limit')).toBe(1);
  });

  test('compare SERP: position sets the depth; a keyword not in the project is invalid_data', async () => {
    const keyword = await firstKeyword();
    const res = await call('/api/rank_tracker/tools/compare_serp/getData', {
      project_id: 101,
      keyword,
      position: 30,
      limit: 100,
      compareDates: [{ date: isoDaysAgo(1) }],
    });
    expect(res.json.data).toHaveLength(30);
    const unknown = await call('/api/rank_tracker/tools/compare_serp/getData', {
      project_id: 101,
      keyword: 'nie ma takiej frazy',
      compareDates: [{ date: isoDaysAgo(1) }],
    });
    expect(errorOf(unknown, 'invalid_data').params).toHaveProperty('keyword');
    const badDate = await call('/api/rank_tracker/tools/compare_serp/getData', {
      project_id: 101,
      keyword,
      compareDates: [{ date: isoDaysAgo(1) }, { date: 'yesterday' }],
    });
    expect(errorOf(badDate, 'invalid_data').params).toHaveProperty(['compareDates.1.date']);
  });

  test('compare days: {pos, url} per compared day, a tools unit', async () => {
    const [from, to] = [isoDaysAgo(30), isoDaysAgo(0)];
    const res = await call('/api/rank_tracker/tools/compare_days/getData', {
      project_id: 103,
      compareDates: [{ date: from }, { date: to }],
    });
    const row = res.json.data[0];
    expect(row).toEqual(
      expect.objectContaining({ keyword: expect.any(String), searches: expect.any(String) }),
    );
    expect(Object.keys(row[from])).toEqual(['pos', 'url']);
    expect(Object.keys(row[to])).toEqual(['pos', 'url', 'is_grown']);
    const seedForm = await call('/api/rank_tracker/tools/compare_days/getData', {
      project_id: 103,
      date_from: from,
      date_to: to,
    });
    expect(seedForm.json.data).toEqual(res.json.data);
    // The tools counter keys on the serialized parameters: the two forms are two runs.
    expect(await sim.usage('demo@example.com', 'tools_daily_limit')).toBe(2);
  });
});

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86400000).toISOString().slice(0, 10);
}

describe('administrator accounts (role_id 1)', () => {
  let admin: string;
  beforeEach(async () => {
    admin = await sim.login('admin@example.com');
  });

  test("reads of another account's existing project and groups succeed", async () => {
    const groups = await call(`${M}/groups/list`, { project_id: 201 }, admin);
    expect(groups.status).toBe(200);
    expect(groups.json.data.map((g: { id: number }) => g.id)).toEqual([2011]);
    const keywords = await call(
      `${M}/keywords/getProjectKeywords`,
      { project_id: 101, group_id: 1012 },
      admin,
    );
    expect(keywords.json.pagination.count).toBe(20);
    const owner = await call(`${M}/keywords/getProjectKeywords`, { project_id: 101, group_id: 1012 });
    expect(keywords.json.data).toEqual(owner.json.data);
    const positions = await call('/api/rank_tracker/reports/positions/getData', { project_id: 102 }, admin);
    expect(positions.status).toBe(200);
  });

  test('the skipped part is ownership only: unknown ids and a group of another project stay unauthorized', async () => {
    errorOf(await call(`${M}/groups/list`, { project_id: 999 }, admin), 'unauthorized');
    const mixed = await call(`${M}/keywords/getProjectKeywords`, { project_id: 101, group_id: 2011 }, admin);
    expect(errorOf(mixed, 'unauthorized').message).toBe('Unauthorized access');
  });

  test("writes stay owner-only: refreshing another account's project is unauthorized", async () => {
    const res = await call(`${M}/projects/refreshPositions`, { project_id: 201 }, admin);
    errorOf(res, 'unauthorized');
    expect(await sim.usage('admin@example.com', 'monitoring_daily_keywords_refreshes')).toBe(0);
  });

  test('the administrator has no projects of its own; tools on a foreign project charge its own counter', async () => {
    expect((await call(`${M}/projects/getMyActiveProjects`, {}, admin)).json.data).toEqual([]);
    const res = await call(
      '/api/rank_tracker/tools/compare_days/getData',
      { project_id: 201, date_from: isoDaysAgo(7), date_to: isoDaysAgo(0) },
      admin,
    );
    expect(res.status).toBe(200);
    expect(await sim.usage('admin@example.com', 'tools_daily_limit')).toBe(1);
    expect(await sim.usage('lite@example.com', 'tools_daily_limit')).toBe(0);
  });

  test('an ordinary account still gets 418 for the same foreign project', async () => {
    errorOf(await call(`${M}/groups/list`, { project_id: 201 }), 'unauthorized');
  });
});
