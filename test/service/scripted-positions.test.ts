/**
 * Positions scripted day by day (`POST /__sim/script`), as an alert test scripts them: from the scripted day
 * on, every answer that carries the phrase's position for the domain says so, over REST and the tool server
 * (one data layer), and the domain's visibility follows, recomputed from its positions.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ctr, rowsFor } from '../../local/service/domains';
import { aiOverview } from '../../local/service/visibility-stats';
import { trackedKeywords } from '../../local/service/monitoring-data';
import { PROJECTS } from '../../local/service/projects';
import { call as tool, type Connection, connect } from '../mcp/support';
import { errorOf, useSim } from './support';

const sim = useSim();
const R = '/api/visibility_analysis/reports';
const DOMAIN = 'kuchnia-domowa.pl';
const DAY_S = 86_400;
let token: string;
let demo: Connection;
let client: Client;

beforeAll(async () => {
  demo = await connect(sim.url, 'demo@example.com');
  client = demo.client;
});
afterAll(() => demo.close());

beforeEach(async () => {
  token = await sim.login('demo@example.com');
});

/** Moves the simulator to the next noon (UTC), so no test meets a day's end; answers that day. */
async function noon(): Promise<string> {
  const now = Date.parse((await sim.call('/__sim/state')).json.data.now);
  const seconds = Math.ceil(((12 * 3600 * 1000 - (now % 86_400_000) + 86_400_000) % 86_400_000) / 1000);
  const answer = await sim.control('advance', { seconds });
  return answer.json.data.now.slice(0, 10);
}

const plusDays = (date: string, days: number): string =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);

async function script(body: Record<string, unknown>): Promise<void> {
  const res = await sim.control('script', body);
  expect(res.status).toBe(200);
}

const dashboard = async (domain = DOMAIN, countryId = 1) =>
  (
    await sim.call(`${R}/dashboard/getDomainStatistics`, {
      token,
      query: { domain, fetch_mode: 'topLevelDomain', country_id: countryId },
    })
  ).json.data.statistics;

/** The positions report's record of one phrase, or undefined when the domain does not rank for it. */
async function positionOf(keyword: string, domain = DOMAIN) {
  const res = await sim.call(`${R}/positions/getData`, {
    token,
    body: {
      domain,
      fetch_mode: 'topLevelDomain',
      limit: 10,
      filtering: [{ filters: [{ key: 'keyword', match: 'eq', value: keyword }] }],
    },
  });
  return res.json.data[0]?.statistics;
}

async function historyOf(keywordId: number, min: string, max: string) {
  const res = await sim.call(`${R}/positions/getKeywordHistory`, {
    token,
    body: {
      domain: DOMAIN,
      fetch_mode: 'topLevelDomain',
      keyword_id: keywordId,
      date_min: min,
      date_max: max,
    },
  });
  return res.json.data.history_positions as Record<string, { position: number }>;
}

/** A generated phrase of the domain at `position` (or below, `orBelow`), with searches, so its visibility counts. */
const phraseAt = (position: number, domain = DOMAIN, orBelow = false) => {
  const rows = rowsFor('default', domain, 'topLevelDomain', 1);
  // A phrase the domain ranks for once: the generator may give two rows one text.
  const once = (keyword: string) => rows.filter((r) => r.keyword === keyword).length === 1;
  const row = rows.find(
    (r) =>
      (orBelow ? r.position >= position : r.position === position) &&
      !r.brand &&
      r.metrics.searches > 0 &&
      once(r.keyword),
  );
  if (!row) throw new Error(`no phrase of ${domain} at ${position}`);
  return row;
};

const traffic = (searches: number, position: number) => Math.round(searches * ctr(position) * 100) / 100;

test('from the scripted day on, the positions report, the histories, the tool server and the visibility say so', async () => {
  const today = await noon();
  const row = phraseAt(20);
  const before = await dashboard();
  await script({ domain: DOMAIN, keyword: row.keyword, from: today, position: 2 });

  const record = await positionOf(row.keyword);
  expect(record.position).toMatchObject({ current: 2, previous: row.previous ?? 0 });
  expect(record.position.history[today]).toEqual({ position: 2, has_serp: expect.any(Boolean) });
  expect((await historyOf(row.keyword_id, plusDays(today, -1), today))[today].position).toBe(2);
  const changes = await sim.call(`${R}/history/keywords/getData`, {
    token,
    body: {
      domain: DOMAIN,
      fetch_mode: 'topLevelDomain',
      country_id: 1,
      date_min: plusDays(today, -10),
      date_max: today,
      filtering: [{ filters: [{ key: 'keyword', match: 'eq', value: row.keyword }] }],
    },
  });
  expect(changes.json.data[0].statistics.position.current).toBe(2);

  // The visibility is recomputed from the positions: the phrase's traffic at 2 instead of 20, TOP3 one more.
  const after = await dashboard();
  const moved = traffic(row.metrics.searches, 2) - traffic(row.metrics.searches, 20);
  expect(after.visibility.recent_value).toBeCloseTo(before.visibility.recent_value + moved, 1);
  expect(after.top3.recent_value).toBe(before.top3.recent_value + 1);
  // The compared date (a week ago) is before the script: the change shows.
  expect(after.visibility.older_value).toBe(before.visibility.older_value);

  // The tool server reads the same data layer.
  const positions = await tool(client, 'get_positions_data', { domain: DOMAIN, limit: 100 });
  expect(positions.keywords.find((k: { keyword: string }) => k.keyword === row.keyword)).toMatchObject({
    position: 2,
  });
  const history = await tool(client, 'get_keyword_history', {
    domain: DOMAIN,
    keyword: row.keyword,
    date_min: today,
    date_max: today,
  });
  expect(history.records).toEqual([{ date: today, position: 2, url: row.url }]);
  const statistics = await tool(client, 'get_domain_statistics', { domain: DOMAIN });
  expect(statistics.summary.overview.visibility).toBe(after.visibility.recent_value);
});

test('scripts stack phrase by phrase in date order; a day before the first, nothing moved', async () => {
  const today = await noon();
  const row = phraseAt(12);
  await script({ domain: DOMAIN, keyword: row.keyword, from: plusDays(today, 2), position: 3 });
  await script({ domain: DOMAIN, keyword: row.keyword, from: plusDays(today, 1), position: 30 });
  expect((await positionOf(row.keyword)).position.current).toBe(12);
  await sim.control('advance', { seconds: DAY_S });
  expect((await positionOf(row.keyword)).position.current).toBe(30);
  await sim.control('advance', { seconds: DAY_S });
  const history = await historyOf(row.keyword_id, plusDays(today, 1), plusDays(today, 2));
  expect([history[plusDays(today, 1)].position, history[plusDays(today, 2)].position]).toEqual([30, 3]);
  expect((await positionOf(row.keyword)).position.current).toBe(3);
  const state = (await sim.call('/__sim/state')).json.data;
  expect(state.position_scripts.map((s: { from: string }) => s.from)).toEqual([
    plusDays(today, 1),
    plusDays(today, 2),
  ]);
  await sim.control('reset');
  expect((await positionOf(row.keyword)).position.current).toBe(12);
});

test('position 0 takes a phrase out (it is lost, its history keeps the days it ranked); a phrase new to the domain enters', async () => {
  const today = await noon();
  const row = phraseAt(7);
  const before = await dashboard();
  await script({ domain: DOMAIN, keyword: row.keyword, from: today, position: 0 });
  await script({ domain: DOMAIN, keyword: 'nowa fraza kuchenna', from: today, position: 9 });
  expect(await positionOf(row.keyword)).toBeUndefined();
  expect((await positionOf('nowa fraza kuchenna')).position).toMatchObject({ current: 9, previous: 0 });
  const after = await dashboard();
  expect(after.top10.recent_value).toBe(before.top10.recent_value);
  const history = await historyOf(row.keyword_id, plusDays(today, -1), today);
  expect(history[today].position).toBe(0);
  const lost = await sim.call(`${R}/history/keywords/getLost`, {
    token,
    body: {
      domain: DOMAIN,
      fetch_mode: 'topLevelDomain',
      country_id: 1,
      date_min: plusDays(today, -20),
      date_max: today,
      filtering: [{ filters: [{ key: 'keyword', match: 'eq', value: row.keyword }] }],
    },
  });
  expect(lost.json.data.map((r: { keyword: string }) => r.keyword)).toContain(row.keyword);
});

test('the rank tracker, its compare_days and the tool server read the scripted position of a tracked phrase', async () => {
  const today = await noon();
  const project = PROJECTS.find((p) => p.id === 103);
  const [tracked] = trackedKeywords('default', project!);
  await script({ domain: DOMAIN, keyword: tracked.keyword, from: today, position: 4 });
  const rows = await sim.call('/api/rank_tracker/reports/positions/getData', {
    token,
    body: { project_id: 103, limit: 50 },
  });
  const record = rows.json.data.find((r: { keyword: string }) => r.keyword === tracked.keyword);
  expect(record.statistics.position.current).toBe(4);
  expect(record.positions[today]).toBe(4);
  const days = await sim.call('/api/rank_tracker/tools/compare_days/getData', {
    token,
    body: { project_id: 103, date_from: plusDays(today, -1), date_to: today, limit: 100 },
  });
  expect(days.json.data.find((r: { keyword: string }) => r.keyword === tracked.keyword)[today].pos).toBe(4);
  const answer = await tool(client, 'rt_get_position_data', { project_id: 103, limit: 50 });
  expect(answer.records.find((r: { keyword: string }) => r.keyword === tracked.keyword).position).toBe(4);
  // The result page of the phrase has the domain where its position says.
  const serp = await sim.call('/api/keywords_analysis/reports/keyword_details/getSERPAnalysis', {
    token,
    body: { keyword: tracked.keyword, limit: 10 },
  });
  const mine = serp.json.data.filter((r: { domain: string }) => r.domain.endsWith(DOMAIN));
  expect(mine).toEqual([expect.objectContaining({ position: 4 })]);
});

test('a second page of the domain ranks for a phrase: cannibalization over REST and the tool server', async () => {
  const today = await noon();
  const row = phraseAt(5);
  const second = `https://${DOMAIN}/poradnik/druga-strona`;
  await script({ domain: DOMAIN, keyword: row.keyword, from: today, second: { url: second, position: 9 } });
  const rest = await sim.call(`${R}/cannibalization/getKeywords`, {
    token,
    body: {
      domain: DOMAIN,
      fetch_mode: 'topLevelDomain',
      filtering: [{ filters: [{ key: 'keyword', match: 'eq', value: row.keyword }] }],
    },
  });
  expect(
    rest.json.data.map((r: { statistics: { url: { current: string } } }) => r.statistics.url.current),
  ).toEqual([row.url.replace('https://', ''), second.replace('https://', '')]);
  const answer = await tool(client, 'get_cannibalization_keywords', { domain: DOMAIN, limit: 100 });
  const pages = answer.keywords.filter((k: { keyword: string }) => k.keyword === row.keyword);
  expect(pages.map((p: { position: number }) => p.position)).toEqual([5, 9]);
});

test('an AI Overview citation gained shows in the AI Overview report and the dashboard (database 200)', async () => {
  const today = await noon();
  const row = rowsFor('default', DOMAIN, 'topLevelDomain', 200).find(
    (r) => r.position <= 10 && !r.brand && !aiOverview('default', r, 200).cited,
  )!;
  const citation = async () =>
    (
      await sim.call(`${R}/ai_overviews/getKeywords`, {
        token,
        body: {
          domain: DOMAIN,
          fetch_mode: 'topLevelDomain',
          country_id: 200,
          filtering: [{ filters: [{ key: 'keyword', match: 'eq', value: row.keyword }] }],
        },
      })
    ).json.data[0]?.best_aio_pos ?? null;
  expect(await citation()).toBeNull();
  const before = await dashboard(DOMAIN, 200);
  await script({ domain: DOMAIN, keyword: row.keyword, from: today, aio: true, country_id: 200 });
  expect(await citation()).toEqual(expect.any(Number));
  expect((await dashboard(DOMAIN, 200)).aio_visible_keywords.recent_value).toBe(
    before.aio_visible_keywords.recent_value + 1,
  );
  await script({
    domain: DOMAIN,
    keyword: row.keyword,
    from: plusDays(today, 1),
    aio: false,
    country_id: 200,
  });
  await sim.control('advance', { seconds: DAY_S });
  expect(await citation()).toBeNull();
  // Database 1 has no AI Overviews: a script for 200 leaves it alone.
  expect((await dashboard(DOMAIN, 1)).aio_visible_keywords.recent_value).toBe(0);
});

test("a competitor's visibility in the competitors report moves as much as its own dashboard's", async () => {
  const today = await noon();
  const list = await sim.call(`${R}/competitors/getData`, {
    token,
    body: { domain: DOMAIN, fetch_mode: 'topLevelDomain', limit: 5 },
  });
  const rival = list.json.data[1] as { domain: string; statistics: { visibility: { current: number } } };
  const row = phraseAt(30, rival.domain, true);
  const before = (await dashboard(rival.domain)).visibility.recent_value;
  await script({ domain: rival.domain, keyword: row.keyword, from: today, position: 1 });
  const after = (await dashboard(rival.domain)).visibility.recent_value;
  const again = await sim.call(`${R}/competitors/getData`, {
    token,
    body: { domain: DOMAIN, fetch_mode: 'topLevelDomain', limit: 5 },
  });
  const moved = again.json.data.find((c: { domain: string }) => c.domain === rival.domain);
  expect(moved.statistics.visibility.current).toBeCloseTo(
    rival.statistics.visibility.current + after - before,
    1,
  );
});

test('a script is checked before it is kept', async () => {
  const bad = await sim.control('script', {
    domain: DOMAIN,
    keyword: 'x',
    from: '2026-01-01',
    url: 'https://evil.example/page',
  });
  expect(errorOf(bad, 'invalid_data').params).toEqual({
    url: { url: `This value should be a URL of ${DOMAIN}` },
  });
  const nothing = await sim.control('script', { domain: DOMAIN, keyword: 'x', from: '2026-01-01' });
  expect(errorOf(nothing, 'invalid_data').params?.position).toBeDefined();
  expect((await sim.call('/__sim/state')).json.data.position_scripts).toEqual([]);
});
