/**
 * Every one of the 26 tools through the SDK's client, each with its rules from the seed spec: limits per
 * call and per page, detail levels, countries, charges from the account's single pool, and figures that
 * agree with REST for the same account and day.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { rowsFor } from '../../local/service/domains';
import { keywordMetrics, normalizePhrase, variantsOf } from '../../local/service/keywords-data';
import { useSim } from '../service/support';
import { call as callTool, type Connection, connect, refusal as refuseTool } from './support';

const sim = useSim();
let demo: Connection;
let lite: Connection;
let mcp: Connection;
let client: Client;
let offered: string[];

beforeAll(async () => {
  demo = await connect(sim.url, 'demo@example.com');
  lite = await connect(sim.url, 'lite@example.com');
  mcp = await connect(sim.url, 'mcp@example.com');
  client = demo.client;
  offered = (await client.listTools()).tools.map((t) => t.name);
});

/** Every tool this file called, to prove each of the 26 was exercised. */
const exercised = new Set<string>();
const call: typeof callTool = (c, name, args) => {
  exercised.add(name);
  return callTool(c, name, args);
};
const refusal: typeof refuseTool = (c, name, args) => {
  exercised.add(name);
  return refuseTool(c, name, args);
};

afterAll(async () => {
  for (const c of [demo, lite, mcp]) await c.close();
  expect([...exercised].sort()).toEqual([...offered].sort());
});

const usage = (key: string, email = 'demo@example.com') => sim.usage(email, key);
const TOOLS_UNIT = 'tools_daily_limit';
const K = 'keywords_analysis_queries_per_day';
const V = 'visibility_analysis_queries_per_day';
const S = 'serp_analysis_daily_limit';

/** Phrases of the generated database by kind, found through the generator the tools read. */
function phrasesWhere(test: (m: ReturnType<typeof keywordMetrics>) => boolean, count: number): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < count; i++) {
    const phrase = `fraza testowa ${i}`;
    if (test(keywordMetrics('default', phrase, 1))) out.push(phrase);
  }
  return out;
}

describe('the tool list', () => {
  const SPEC = [
    'get_domain_statistics',
    'get_positions_data',
    'get_competitors',
    'get_cannibalization_keywords',
    'get_characteristics_table',
    'get_keyword_history',
    'get_positions_history_chart',
    'get_subdomains',
    'get_urls',
    'suggest_domains',
    'get_countries_list',
    'get_keyword_statistics',
    'get_keywords',
    'get_groups',
    'get_questions',
    'rt_get_active_projects',
    'rt_get_projects_list',
    'rt_list_groups',
    'rt_get_project_keywords',
    'rt_get_position_data',
    'rt_get_snippets_statistics',
    'serp_create',
    'serp_check',
    'serp_list',
    'serp_get_report',
    'get_limits',
  ];

  test('holds the 26 tools of the spec, each with an input schema and a description', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(SPEC);
    for (const t of tools) {
      expect(t.inputSchema.type).toBe('object');
      expect(t.description?.length).toBeGreaterThan(40);
    }
  });

  test('only serp_create writes; every other tool is read-only', async () => {
    const { tools } = await client.listTools();
    const writers = tools.filter((t) => t.annotations?.readOnlyHint !== true).map((t) => t.name);
    expect(writers).toEqual(['serp_create']);
    expect(tools.find((t) => t.name === 'serp_create')?.annotations).toMatchObject({
      readOnlyHint: false,
      destructiveHint: false,
    });
  });

  test('list tools take detail_level, page and limit in their schemas', async () => {
    const { tools } = await client.listTools();
    const positions = tools.find((t) => t.name === 'get_positions_data')?.inputSchema.properties as Record<
      string,
      { enum?: unknown[]; maximum?: number }
    >;
    expect(positions.detail_level.enum).toEqual(['summary', 'standard', 'extended']);
    expect(positions.limit.maximum).toBe(100);
    expect(positions.country_id.enum).toEqual([1, 50, 164, 200]);
    const rt = tools.find((t) => t.name === 'rt_get_position_data')?.inputSchema.properties as Record<
      string,
      { maximum?: number }
    >;
    expect(rt.limit.maximum).toBe(50);
  });
});

describe('keyword database', () => {
  test('get_keyword_statistics: 500 phrases in one call, one record per phrase in order, one tools unit', async () => {
    const phrases = Array.from({ length: 500 }, (_, i) => `Fraza Testowa ${i}`);
    const answer = await call(client, 'get_keyword_statistics', { keywords: phrases });
    expect(answer.records.map((r: { keyword: string }) => r.keyword)).toEqual(phrases);
    expect(answer.records[0]).toEqual({
      keyword: 'Fraza Testowa 0',
      ...(({ found, searches, cpc, trend }) => ({ found, searches, cpc, trend }))(
        keywordMetrics('default', 'fraza testowa 0', 1),
      ),
    });
    expect(answer.records[0].trend).toHaveLength(12);
    expect(await usage(TOOLS_UNIT)).toBe(1);
    await call(client, 'get_keyword_statistics', { keywords: phrases });
    expect(await usage(TOOLS_UNIT)).toBe(1);
    await call(client, 'get_keyword_statistics', { keywords: [...phrases].reverse() });
    expect(await usage(TOOLS_UNIT)).toBe(2);
  });

  test('get_keyword_statistics: found false for unknown phrases, searches 0 for known ones without volume', async () => {
    const [unknown] = phrasesWhere((m) => !m.found, 1);
    const [silent] = phrasesWhere((m) => m.found && m.searches === 0, 1);
    const answer = await call(client, 'get_keyword_statistics', { keywords: [unknown, silent, '12345'] });
    expect(answer.records[0]).toMatchObject({ keyword: unknown, found: false, searches: 0, cpc: 0 });
    expect(answer.records[1]).toMatchObject({ keyword: silent, found: true, searches: 0 });
    expect(answer.records[2]).toMatchObject({ found: false });
  });

  test('get_keyword_statistics: 501 phrases, a blank phrase or country 200 are refused before any charge', async () => {
    const many = Array.from({ length: 501 }, (_, i) => `p${i}`);
    expect(await refusal(client, 'get_keyword_statistics', { keywords: many })).toContain('at most 500');
    expect(await refusal(client, 'get_keyword_statistics', { keywords: ['a', ' '] })).toContain(
      'a phrase is empty',
    );
    const country = await refusal(client, 'get_keyword_statistics', { keywords: ['rower'], country_id: 200 });
    expect(country).toContain('take 1 for Poland');
    expect(await usage(TOOLS_UNIT)).toBe(0);
  });

  test('get_keyword_statistics: every figure is the keyword database generator’s, as REST’s are', async () => {
    const phrases = ['rower', 'Kask  Rowerowy', 'buty do biegania'];
    const answer = await call(client, 'get_keyword_statistics', {
      keywords: phrases,
      detail_level: 'extended',
    });
    phrases.forEach((phrase, i) => {
      const { found, searches, cpc, trend, competition } = keywordMetrics('default', phrase, 1);
      expect(answer.records[i]).toEqual({ keyword: phrase, found, searches, cpc, trend, competition });
    });
  });

  test('detail_level trims or widens each record', async () => {
    const keys = async (level: string) =>
      Object.keys(
        (await call(client, 'get_keyword_statistics', { keywords: ['rower'], detail_level: level }))
          .records[0],
      );
    expect(await keys('summary')).toEqual(['keyword', 'found', 'searches']);
    expect(await keys('standard')).toEqual(['keyword', 'found', 'searches', 'cpc', 'trend']);
    expect(await keys('extended')).toEqual(['keyword', 'found', 'searches', 'cpc', 'trend', 'competition']);
  });

  test('get_keywords: one keyword-database unit per seed; a seed may be absent from its own results', async () => {
    const absent = ['kawa', 'sofa', 'rower', 'laptop'].find(
      (s) => !variantsOf('default', s, 1, 'broad', 1).includes(normalizePhrase(s)),
    ) as string;
    const answer = await call(client, 'get_keywords', { seeds: [absent, 'rower'], limit: 100 });
    expect(answer.total).toBeGreaterThan(100);
    expect(answer.records).toHaveLength(100);
    expect(answer.has_more).toBe(true);
    const searches = answer.records.map((r: { searches: number }) => r.searches);
    expect(searches).toEqual([...searches].sort((a, b) => b - a));
    expect(await usage(K)).toBe(2);
    const all: string[] = [];
    for (let page = 1; page <= Math.ceil(answer.total / 100); page++)
      all.push(
        ...(await call(client, 'get_keywords', { seeds: [absent], page })).records.map(
          (r: { keyword: string }) => r.keyword,
        ),
      );
    expect(all).not.toContain(absent);
    expect(await usage(K)).toBe(2);
  });

  test('get_keywords: a domain seed gives the phrases it ranks for; a market other than 1 is refused', async () => {
    const answer = await call(client, 'get_keywords', { seeds: ['sklep-rowerowy.pl'], seed_type: 'domain' });
    expect(answer.total).toBeGreaterThan(1000);
    // The seed tools take Poland's market only (#43 fact 8).
    for (const country_id of [200, 50])
      expect(await refusal(client, 'get_keywords', { seeds: ['rower'], country_id })).toContain(
        'this tool takes only 1 (Poland)',
      );
  });

  test('get_groups: groups of a seed, free; get_questions: question phrases, one unit', async () => {
    const groups = await call(client, 'get_groups', { keyword: 'rower' });
    expect(groups.records[0]).toEqual({
      group: expect.any(String),
      keywords_count: expect.any(Number),
      searches: expect.any(Number),
    });
    expect(await usage(K)).toBe(0);
    const questions = await call(client, 'get_questions', { keyword: 'rower', detail_level: 'summary' });
    expect(questions.total).toBeGreaterThan(0);
    expect(Object.keys(questions.records[0])).toEqual(['keyword', 'searches']);
    expect(await usage(K)).toBe(1);
    expect(await refusal(client, 'get_questions', { keyword: 'rower', country_id: 50 })).toContain(
      'this tool takes only 1 (Poland)',
    );
  });
});

describe('visibility analysis', () => {
  test('get_domain_statistics agrees with the REST dashboard and draws the same visibility unit', async () => {
    const stats = await call(client, 'get_domain_statistics', { domain: 'example.pl' });
    expect(stats).toMatchObject({ domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1 });
    expect(await usage(V)).toBe(1);
    const token = await sim.login('demo@example.com');
    const rest = await sim.call('/api/visibility_analysis/reports/dashboard/getDomainStatistics', {
      token,
      query: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1 },
    });
    const dashboard = rest.json.data.statistics;
    expect(stats.summary.overview.visibility).toBe(dashboard.visibility.recent_value);
    expect(stats.summary.overview.top10).toBe(dashboard.top10.recent_value);
    expect(stats.full_statistics.domain_rank.current).toBe(dashboard.domain_rank.recent_value);
    expect(stats.full_statistics.aio_keywords.current).toBe(dashboard.aio_keywords.recent_value);
    expect(await usage(V)).toBe(1);
  });

  test('get_domain_statistics: the overview with its changes, full statistics from standard on; database 2.0 diffs 0', async () => {
    const summary = await call(client, 'get_domain_statistics', {
      domain: 'example.pl',
      detail_level: 'summary',
    });
    expect(Object.keys(summary.summary.overview)).toEqual(['visibility', 'top3', 'top10', 'top50']);
    expect(summary).not.toHaveProperty('full_statistics');
    const standard = await call(client, 'get_domain_statistics', { domain: 'example.pl' });
    const { visibility } = standard.full_statistics;
    expect(visibility.diff).toBeCloseTo(visibility.current - visibility.previous, 2);
    expect(standard.summary.changes.visibility).toBe(visibility.diff);
    for (const days_compare_mode of [undefined, 30]) {
      const v2 = await call(client, 'get_domain_statistics', {
        domain: 'example.pl',
        country_id: 200,
        ...(days_compare_mode && { days_compare_mode }),
      });
      const figures = Object.values(v2.full_statistics) as {
        current: number;
        previous: number;
        diff: number;
      }[];
      expect(figures.every((f) => f.diff === 0)).toBe(true);
      expect(figures.some((f) => f.current !== f.previous)).toBe(true);
      expect(v2.full_statistics.aio_visible_keywords.current).toBeGreaterThan(0);
    }
  });

  test('visibility tools take 1, 50, 164 and 200, and refuse other markets', async () => {
    const overview = async (domain: string, country_id: number) =>
      (await call(client, 'get_domain_statistics', { domain, country_id })).summary.overview;
    for (const country_id of [1, 200])
      expect((await overview('example.pl', country_id)).visibility).toBeGreaterThan(0);
    expect((await overview('example.cz', 50)).top50).toBeGreaterThan(0);
    expect((await overview('example.sk', 164)).top50).toBeGreaterThan(0);
    expect(
      await refusal(client, 'get_domain_statistics', { domain: 'example.pl', country_id: 53 }),
    ).toContain('visibility tools take 1');
    expect(await refusal(client, 'get_domain_statistics', { domain: 'not a domain' })).toContain(
      'is not a domain',
    );
  });

  test('get_positions_data: flat records at standard, the reference’s statistics at extended, TOP50 as 51 and ""', async () => {
    const first = await call(client, 'get_positions_data', { domain: 'sklep-rowerowy.pl' });
    expect(first.summary).toEqual({ total_keywords: 4000 });
    expect(first.keywords).toHaveLength(100);
    expect(Object.keys(first.keywords[0])).toEqual([
      'keyword',
      'position',
      'position_diff',
      'visibility',
      'searches',
      'cpc',
      'difficulty',
      'url',
    ]);
    const positions = first.keywords.map((r: { position: number }) => r.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const last = await call(client, 'get_positions_data', { domain: 'sklep-rowerowy.pl', page: 40 });
    expect(last.keywords.at(-1)).toMatchObject({ position: 51, url: '' });
    const extended = await call(client, 'get_positions_data', {
      domain: 'sklep-rowerowy.pl',
      limit: 5,
      detail_level: 'extended',
    });
    const [phrase] = extended.keywords;
    expect(Object.keys(phrase.statistics)).toEqual([
      'position',
      'searches',
      'cpc',
      'difficulty',
      'visibility',
      'url',
      'intentions',
      'snippets',
      'trends',
    ]);
    const { position } = phrase.statistics;
    expect(position.diff).toBe(position.current - position.previous);
    expect(Object.keys(position.changes)).toEqual(['wins', 'losses']);
    const dates = Object.keys(position.history);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect(dates.length).toBeLessThanOrEqual(12);
    expect(phrase.statistics.trends.history).toHaveLength(12);
    expect(phrase.statistics.intentions).toHaveProperty('main_intent');
    const bySearches = await call(client, 'get_positions_data', {
      domain: 'sklep-rowerowy.pl',
      limit: 10,
      order: { prop: 'statistics.searches.current', dir: 'desc' },
    });
    const searches = bySearches.keywords.map((r: { searches: number }) => r.searches);
    expect(searches).toEqual([...searches].sort((a, b) => b - a));
    expect(
      await refusal(client, 'get_positions_data', { domain: 'sklep-rowerowy.pl', limit: 101 }),
    ).toContain('at most 100');
    const capped = await call(lite.client, 'get_positions_data', { domain: 'sklep-rowerowy.pl', page: 6 });
    expect(capped.summary).toEqual({ total_keywords: 500 });
    expect(capped.keywords).toEqual([]);
    expect(await usage(V)).toBe(1);
  });

  /** A REST report's rows for the demo account, to compare a tool's records with. */
  async function restRows(path: string, body: Record<string, unknown>) {
    const token = await sim.login('demo@example.com');
    const answer = await sim.call(`/api/visibility_analysis/${path}`, { token, body });
    expect(answer.status).toBe(200);
    return answer.json.data;
  }

  test('get_competitors: the domain itself first, then REST’s competitors, most shared phrases first', async () => {
    const answer = await call(client, 'get_competitors', { domain: 'sklep-rowerowy.pl', limit: 15 });
    expect(answer.competitors).toHaveLength(15);
    expect(answer.competitors[0]).toMatchObject({ domain: 'sklep-rowerowy.pl', is_main_domain: true });
    const others = answer.competitors.slice(1);
    expect(others.every((r: { is_main_domain: boolean }) => r.is_main_domain === false)).toBe(true);
    expect(Object.keys(others[0])).toEqual([
      'domain',
      'common_keywords',
      'is_main_domain',
      'top3',
      'top10',
      'top50',
      'visibility',
    ]);
    const common = others.map((r: { common_keywords: number }) => r.common_keywords);
    expect(common).toEqual([...common].sort((a, b) => b - a));
    const rest = (await restRows('reports/competitors/getData', {
      domain: 'sklep-rowerowy.pl',
      fetch_mode: 'topLevelDomain',
      limit: 15,
    })) as { domain: string; statistics: Record<string, { current: unknown }> }[];
    expect(answer.competitors.map((r: { domain: string }) => r.domain)).toEqual(rest.map((r) => r.domain));
    expect(others[0].visibility).toBe(rest[1].statistics.visibility.current);
    // A domain without phrases in the index has no competitors: no rows, not an error.
    expect((await call(client, 'get_competitors', { domain: 'niszowa.invalid' })).competitors).toEqual([]);
    expect(await usage(V)).toBe(2);
  });

  test('get_cannibalization_keywords: REST’s rows flat, current and previous URL, and the severity', async () => {
    const answer = await call(client, 'get_cannibalization_keywords', { domain: 'example.pl' });
    expect(['LOW', 'MEDIUM', 'HIGH']).toContain(answer.summary.severity);
    const rest = (await restRows('reports/cannibalization/getKeywords', {
      domain: 'example.pl',
      fetch_mode: 'topLevelDomain',
      limit: 100,
    })) as {
      keyword: string;
      statistics: {
        position: { current: number; previous: number };
        url: { current: string; previous: string };
      };
    }[];
    expect(answer.keywords.map((r: { keyword: string }) => r.keyword)).toEqual(rest.map((r) => r.keyword));
    answer.keywords.forEach(
      (
        r: { position: number; position_diff: number | null; current_url: string; previous_url: string },
        i: number,
      ) => {
        const { position, url } = rest[i].statistics;
        expect(r.position).toBe(position.current);
        expect(r.position_diff).toBe(position.previous ? position.current - position.previous : null);
        expect(r.current_url.replace('https://', '')).toBe(url.current);
        expect(r.previous_url).toBe(url.previous);
      },
    );
  });

  test('get_characteristics_table: word counts (the default) and difficulty count every phrase once', async () => {
    const phrases = (await call(client, 'get_positions_data', { domain: 'kuchnia-domowa.pl' })).summary
      .total_keywords;
    const sum = (records: { count: number | string }[]) => records.reduce((s, r) => s + Number(r.count), 0);
    const words = await call(client, 'get_characteristics_table', { domain: 'kuchnia-domowa.pl' });
    expect(words.records.map((r: { key: string }) => r.key)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(sum(words.records)).toBe(phrases);
    const difficulty = await call(client, 'get_characteristics_table', {
      domain: 'kuchnia-domowa.pl',
      characteristics: 'difficulty',
    });
    expect(difficulty.records[0]).toMatchObject({ key: '1-10' });
    expect(sum(difficulty.records)).toBe(phrases);
    const features = await call(client, 'get_characteristics_table', {
      domain: 'kuchnia-domowa.pl',
      characteristics: 'serp_params',
    });
    expect(features.records.find((r: { key: string }) => r.key === 'map')).toMatchObject({
      param: 'Local pack (map)',
      visibility: expect.any(Number),
    });
  });

  test('get_keyword_history: daily positions of a ranking phrase, by id or by phrase', async () => {
    const [row] = rowsFor('default', 'kuchnia-domowa.pl', 'topLevelDomain', 1);
    const byId = await call(client, 'get_keyword_history', {
      domain: 'kuchnia-domowa.pl',
      keyword_id: row.keyword_id,
    });
    expect(byId.total).toBe(90);
    expect(byId.records[89]).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const byPhrase = await call(client, 'get_keyword_history', {
      domain: 'kuchnia-domowa.pl',
      keyword: row.keyword,
    });
    expect(byPhrase.records).toEqual(byId.records);
    const rest = await restRows('reports/positions/getKeywordHistory', {
      domain: 'kuchnia-domowa.pl',
      fetch_mode: 'topLevelDomain',
      keyword_id: row.keyword_id,
    });
    // REST answers the reference's `history_positions` keyed by date, 0 for a day outside the TOP100.
    const positions = Object.entries(
      (rest as { history_positions: Record<string, { position: number }> }).history_positions,
    )
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([date, p]) => ({ date, position: p.position || null }));
    expect(
      byId.records.map((r: { date: string; position: number | null }) => ({
        date: r.date,
        position: r.position,
      })),
    ).toEqual(positions);
    // A phrase the domain does not rank for has no history: data, not an error.
    expect(
      await call(client, 'get_keyword_history', {
        domain: 'kuchnia-domowa.pl',
        keyword: 'Nie ma  takiej frazy',
      }),
    ).toMatchObject({ keyword_id: null, keyword: 'nie ma takiej frazy', total: 0, records: [] });
    expect(
      await refusal(client, 'get_keyword_history', {
        domain: 'kuchnia-domowa.pl',
        keyword_id: 1,
        date_min: '2020-01-01',
      }),
    ).toContain('narrow it');
  });

  test('get_positions_history_chart: a weekly year by default, other intervals on request', async () => {
    const weekly = await call(client, 'get_positions_history_chart', { domain: 'example.pl' });
    expect(weekly).toMatchObject({ interval: 'weekly', total: 53 });
    const dates = weekly.records.map((r: { date: string }) => Date.parse(r.date));
    expect(dates.slice(1).every((d: number, i: number) => d - dates[i] === 7 * 86_400_000)).toBe(true);
    expect(weekly.records.every((r: { visibility: number }) => r.visibility > 0)).toBe(true);
    const daily = await call(client, 'get_positions_history_chart', {
      domain: 'example.pl',
      interval: 'daily',
      date_min: '2026-01-01',
      date_max: '2026-01-31',
    });
    expect(daily.total).toBe(31);
    expect(await usage(V)).toBe(1);
    // Observed: no history of database 2.0, said in a word rather than as an error.
    expect(await call(client, 'get_positions_history_chart', { domain: 'example.pl', country_id: 200 })).toBe(
      'no_data',
    );
  });

  test('get_subdomains and get_urls split the same phrases', async () => {
    const hosts = await call(client, 'get_subdomains', { domain: 'example.pl' });
    expect(hosts.records.map((r: { subdomain: string }) => r.subdomain).sort()).toEqual([
      'blog.example.pl',
      'example.pl',
      'sklep.example.pl',
    ]);
    const phrases = hosts.records.reduce((sum: number, r: { keywords: number }) => sum + r.keywords, 0);
    expect(phrases).toBe(25000);
  });

  test('get_urls: a fifth more rows than the limit; standard counts the TOP10 and gives no share, extended has the statistics', async () => {
    const standard = await call(client, 'get_urls', { domain: 'blog.example.pl', limit: 20 });
    expect(standard.urls).toHaveLength(24);
    expect(Object.keys(standard.urls[0])).toEqual(['url', 'keywords_count', 'visibility_percent']);
    expect(standard.urls.every((r: { visibility_percent: number }) => r.visibility_percent === 0)).toBe(true);
    const extended = await call(client, 'get_urls', {
      domain: 'blog.example.pl',
      limit: 20,
      detail_level: 'extended',
    });
    expect(extended.all_urls).toHaveLength(24);
    const [top] = extended.all_urls;
    expect(top.url).toMatch(/^https:\/\/blog\.example\.pl\//);
    expect(top.keywords_count).toBe(top.statistics.top10.current);
    expect(Object.keys(top.statistics)).toEqual(['visibility', 'top3', 'top10', 'top50']);
    const second = await call(client, 'get_urls', {
      domain: 'blog.example.pl',
      limit: 20,
      page: 2,
      detail_level: 'extended',
    });
    const urls = (page: { url: string }[]) => page.map((r) => r.url);
    expect(urls(second.all_urls).some((url) => urls(extended.all_urls).includes(url))).toBe(false);
    expect(extended.summary.total_urls).toBeGreaterThan(48);
  });

  test('suggest_domains and get_countries_list: REST’s records, charging nothing', async () => {
    const answer = await call(client, 'suggest_domains', { text: 'example', country_id: 50 });
    expect(answer.records.map((r: { domain: string }) => r.domain)).toContain('example.pl');
    expect(answer.records).toEqual(await restRows('app/suggestDomains', { text: 'example', country_id: 50 }));
    const countries = await call(client, 'get_countries_list', { detail_level: 'extended' });
    const token = await sim.login('demo@example.com');
    const all = (await sim.call('/api/countries/getList', { token })).json.data;
    const flags = { visibility_tools: expect.any(Boolean), keyword_tools: expect.any(Boolean) };
    expect(countries.records).toEqual(all.map((c: object) => ({ ...c, ...flags })));
    const databases = await call(client, 'get_countries_list', { scope: 'visibility' });
    expect(databases.records.find((c: { id: number }) => c.id === 200)).toMatchObject({
      visibility_tools: true,
      keyword_tools: false,
    });
    expect(databases.records.find((c: { id: number }) => c.id === 53)).toMatchObject({
      visibility_tools: false,
      keyword_tools: true,
    });
    expect(await usage(V)).toBe(0);
  });
});

describe('monitoring', () => {
  test('rt_get_active_projects and rt_get_projects_list: the account’s projects only', async () => {
    const active = await call(client, 'rt_get_active_projects');
    expect(active.records.map((p: { id: number }) => p.id)).toEqual([101, 102, 103]);
    const list = await call(client, 'rt_get_projects_list', { detail_level: 'extended' });
    expect(list.records[0]).toMatchObject({ id: 101, keywords_count: 60, last_update: expect.any(String) });
    expect((await call(mcp.client, 'rt_get_active_projects')).records).toEqual([]);
  });

  test('rt_list_groups and rt_get_project_keywords; a foreign project is refused', async () => {
    const groups = await call(client, 'rt_list_groups', { project_id: 101 });
    expect(groups.records.map((g: { id: number }) => g.id)).toEqual([1011, 1012, 1013]);
    const keywords = await call(client, 'rt_get_project_keywords', { project_id: 101, group_id: 1012 });
    expect(keywords.total).toBe(20);
    expect(await refusal(client, 'rt_list_groups', { project_id: 201 })).toContain(
      'not a project of this account',
    );
    expect(await refusal(client, 'rt_get_project_keywords', { project_id: 101, group_id: 2011 })).toContain(
      'not a group of project 101',
    );
  });

  test('rt_get_position_data: pages of at most 50 keywords, the last 7 days by default', async () => {
    const answer = await call(client, 'rt_get_position_data', { project_id: 101 });
    expect(answer).toMatchObject({ total: 60, limit: 50, has_more: true });
    expect(Object.keys(answer.records[0].positions)).toHaveLength(7);
    expect(answer.records[0].positions[answer.date_max]).toBe(answer.records[0].position);
    expect(await refusal(client, 'rt_get_position_data', { project_id: 101, limit: 51 })).toContain(
      'at most 50',
    );
  });

  test('rt_get_snippets_statistics: per SERP feature, keywords showing it and owned by the project', async () => {
    const answer = await call(client, 'rt_get_snippets_statistics', {
      project_id: 103,
      detail_level: 'extended',
    });
    expect(answer.records.length).toBeGreaterThan(3);
    for (const r of answer.records) {
      expect(r.keywords_with_snippet).toBeLessThanOrEqual(30);
      expect(r.keywords_owned).toBeLessThanOrEqual(r.keywords_with_snippet);
      expect(r.share).toBeCloseTo(r.keywords_with_snippet / 30, 2);
    }
  });
});

describe('SERP analysis', () => {
  test('serp_create charges one SERP unit, once per phrase and market; serp_check and serp_list follow it', async () => {
    const created = await call(client, 'serp_create', { keyword: 'rower górski' });
    expect(created).toMatchObject({ created: true, keyword: 'rower górski', ready: false });
    const again = await call(client, 'serp_create', { keyword: 'Rower  Górski' });
    expect(again).toMatchObject({ created: false, id: created.id });
    expect(await usage(S)).toBe(1);
    expect((await call(client, 'serp_list')).records.map((t: { id: number }) => t.id)).toEqual([created.id]);
    await sim.control('advance', { seconds: 180 });
    expect(await call(client, 'serp_check', { task_id: created.id })).toMatchObject({ ready: true });
  });

  test('serp_get_report: Unfinished task before the data is in, then all nine reports; titles always empty', async () => {
    const { id } = await call(client, 'serp_create', { keyword: 'kask rowerowy' });
    expect(await refusal(client, 'serp_get_report', { task_id: id, report: 'urls' })).toMatch(
      /^Unfinished task/,
    );
    await sim.control('advance', { seconds: 180 });
    const urls = await call(client, 'serp_get_report', { task_id: id, report: 'urls' });
    expect(urls.records).toHaveLength(10);
    expect(urls.records[0]).toMatchObject({ position: 1, url: expect.stringMatching(/^https:\/\//) });
    expect((await call(client, 'serp_get_report', { task_id: id, report: 'titles' })).records).toEqual([]);
    const stats = await call(client, 'serp_get_report', { task_id: id, report: 'keyword_stats' });
    expect(stats.record.searches).toBe(keywordMetrics('default', 'kask rowerowy', 1).searches);
    const number = await call(client, 'serp_get_report', { task_id: id, report: 'competitors_number' });
    expect(number.record.competitors_number).toBeGreaterThanOrEqual(5);
    for (const report of [
      'content_statistics',
      'topic_leaders',
      'groups',
      'questions',
      'related_keywords',
      'keywords_propositions',
    ]) {
      const answer = await call(client, 'serp_get_report', { task_id: id, report, detail_level: 'summary' });
      expect(answer.total).toBeGreaterThan(0);
      expect(Object.keys(answer.records[0]).length).toBeLessThanOrEqual(3);
    }
    expect(await refusal(client, 'serp_get_report', { task_id: id, report: 'nope' })).toContain('report');
    expect(await usage(S)).toBe(1);
  });

  test('without the SERP add-on serp_create answers HTTP 402 and the other SERP tools say why; a foreign task is unknown', async () => {
    exercised.add('serp_create');
    await expect(
      lite.client.callTool({ name: 'serp_create', arguments: { keyword: 'rower' } }),
    ).rejects.toMatchObject({ code: 402 });
    expect(await usage(S, 'lite@example.com')).toBe(0);
    expect(await refusal(mcp.client, 'serp_list')).toContain('SERP add-on');
    const { id } = await call(client, 'serp_create', { keyword: 'rower' });
    const admin = await connect(sim.url, 'admin@example.com');
    expect(await refusal(admin.client, 'serp_check', { task_id: id })).toContain(
      'not a SERP task of this account',
    );
    await admin.close();
  });
});

describe('account and quotas', () => {
  test('get_limits is free, names the account and shows the pool REST draws from, each counter with its own reset', async () => {
    await call(mcp.client, 'get_keyword_statistics', { keywords: ['rower'] });
    const answer = await call(mcp.client, 'get_limits');
    expect(answer.user).toEqual({ email: 'mcp@example.com' });
    expect(answer.limits[TOOLS_UNIT]).toEqual({
      limit: 10,
      usage: 1,
      remaining: 9,
      hours_to_reset: expect.any(Number),
    });
    // Monthly from the package start whatever the name says: weeks away, not today.
    expect(answer.limits[V].hours_to_reset).toBeGreaterThan(24);
    expect(await usage(TOOLS_UNIT, 'mcp@example.com')).toBe(1);
  });

  test('a spent counter refuses the call with the quota named, and charges nothing', async () => {
    await sim.control('usage', { email: 'mcp@example.com', key: TOOLS_UNIT, used: 10 });
    const message = await refusal(mcp.client, 'get_keyword_statistics', { keywords: ['rower'] });
    expect(message).toMatch(/tools quota is used up \(10 units this month\)\. It renews in \d+ h\./);
    await sim.control('usage', { email: 'mcp@example.com', key: K, used: 49 });
    const seeds = await refusal(mcp.client, 'get_keywords', { seeds: ['rower', 'kawa'] });
    expect(seeds).toContain('1 units left this month; this call needs 2');
    expect(await usage(K, 'mcp@example.com')).toBe(49);
  });
});
