/**
 * The custom functions of the built bundle, through the emulator, against the simulator:
 * shapes, batching, a cache that makes recalculation free, eviction, damage, and readable errors.
 */
import { columnLabels, isVocabularyLabel } from '../../src/shared/columns';
import { callsByService, callsOf } from '../support/service-calls';
import { startWorld, type World } from '../support/world';
import { catalog } from '../../src/registry/catalog';

let world: World;
let row = 1;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
});
afterAll(() => world?.stop());

/** Evaluates in a fresh place of the sheet, so results never spill into each other. */
function evaluate(formula: string, sheet = 'Sheet1') {
  row += 1_000;
  return world.emu.evaluate(sheet, `Z${row}`, formula);
}

function requestsDuring<T>(fn: () => T): { result: T; paths: string[] } {
  world.emu.requests.length = 0;
  const result = fn();
  return { result, paths: world.emu.requests.map((r) => new URL(r.url).pathname) };
}

function toolsUsed(): number {
  const table = evaluate('=SEO_LIMITS()').values;
  return table.find((r) => r[6] === 'tools_daily_limit')![2] as number;
}

/** 2,000 cells: 1,400 phrases, 600 repeats with other case and spacing. */
const PHRASES: string[] = [
  ...Array.from({ length: 1400 }, (_, i) => `buty model ${i}`),
  ...Array.from({ length: 600 }, (_, i) => ` BUTY  Model ${(i * 7) % 1400}`),
];

describe('each function', () => {
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, string[]][] = [
    ['=SEO_VISIBILITY("example.pl")', ['domain', 'visibility', 'top3', 'top10', 'top50', 'domain_rank']],
    [
      '=SEO_POSITIONS("example.pl", 5, , , "position<=10")',
      ['keyword_id', 'keyword', 'position', 'previous_position', 'position_change', 'url'],
    ],
    [
      '=SEO_AI_OVERVIEWS("example.pl", 5, 200)',
      ['keyword', 'searches', 'intent', 'cited', 'url', 'position', 'ai_overview_position', 'journey_stage'],
    ],
    [
      '=SEO_AI_OVERVIEWS_STATS("example.pl", 200)',
      ['domain', 'ai_overview_keywords', 'ai_overview_citations', 'ai_overview_avg_position'],
    ],
    [
      '=SEO_AI_OVERVIEWS_COMPETITORS("example.pl", 5, 200)',
      ['domain', 'ai_overview_avg_position', 'ai_overview_avg_position_all', 'common_keywords'],
    ],
    ['=SEO_COMPETITORS("example.pl", 3)', ['domain', 'common_keywords', 'visibility']],
    [
      '=SEO_CANNIBALIZATION("example.pl", 3)',
      ['keyword_id', 'keyword', 'position', 'previous_position', 'position_change', 'url', 'previous_url'],
    ],
    ['=SEO_CHARACTERISTICS("example.pl")', ['words_count', 'keywords', 'visibility_sum']],
    [
      '=SEO_CHARACTERISTICS("example.pl", , , , , "serp_params")',
      ['serp_feature', 'keywords', 'visibility_sum', 'visibility_percent', 'top3', 'top10', 'top50', 'param'],
    ],
    ['=SEO_SUBDOMAINS("example.pl")', ['subdomain', 'keywords_count', 'visibility']],
    ['=SEO_URLS("example.pl", 3)', ['url', 'keywords_count', 'visibility']],
    ['=SEO_VISIBILITY_HISTORY("example.pl", , , "monthly")', ['date', 'visibility', 'top3']],
    [
      '=SEO_VISIBILITY_HISTORY("example.pl", , , "monthly", , , , , "non_brand")',
      ['date', 'visibility', 'top3', 'top10', 'top50', 'efficiency_top10', 'efficiency_top50'],
    ],
    ['=SEO_SUGGEST_DOMAINS("exam")', ['domain', 'favourite']],
    ['=SEO_COUNTRIES("visibility")', ['id', 'market', 'name']],
    ['=SEO_KEYWORD_STATS("kawa")', ['keyword', 'searches', 'cpc', 'found', 'trend.1']],
    ['=SEO_KEYWORDS("buty", 5)', ['keyword', 'searches', 'cpc']],
    ['=SEO_KEYWORD_GROUPS("buty", 5)', []],
    ['=SEO_QUESTIONS("buty", 5)', ['keyword']],
    ['=SEO_RELATED("buty", 5)', ['keyword', 'searches']],
    ['=SEO_RT_PROJECTS()', ['id', 'name', 'domain']],
    ['=SEO_RT_GROUPS(101)', ['id']],
    ['=SEO_RT_KEYWORDS(101)', ['id', 'keyword', 'group_id']],
    [
      `=SEO_RT_POSITIONS(101, "${weekAgo}", "${today}")`,
      ['keyword', 'position', 'previous_position', 'position_change'],
    ],
    ['=SEO_RT_SNIPPETS(101)', ['snippet']],
    ['=SEO_LIMITS()', ['counter', 'limit', 'used', 'left', 'resets', 'note', 'key']],
  ];

  it.each(cases)('%s returns a table under its header, and can leave the header out', (formula, header) => {
    const result = evaluate(formula);
    expect(result.error).toBeUndefined();
    expect(result.values[0].slice(0, header.length)).toEqual(columnLabels(header, 'en'));
    // Every header cell is a name from the column vocabulary, never a raw key or path.
    expect(result.values[0].filter((cell) => !isVocabularyLabel(String(cell)))).toEqual([]);
    expect(result.values.length).toBeGreaterThan(1);
    const widths = new Set(result.values.map((r) => r.length));
    expect(widths.size).toBe(1);
    expect(evaluate(withoutHeader(formula)).values).toEqual(result.values.slice(1));
  });

  it('SEO_RT_COMPARE_SERP puts the dates side by side, one row per position', () => {
    const keyword = evaluate('=SEO_RT_KEYWORDS(101)').values[1][1] as string;
    const result = evaluate(`=SEO_RT_COMPARE_SERP(101, "${keyword}", "${weekAgo}, ${today}", 5)`);
    expect(result.error).toBeUndefined();
    expect(result.values[0][0]).toBe('Position');
    expect(result.values[0]).toEqual(
      expect.arrayContaining([`${weekAgo} Domain`, `${today} URL`, `${today} Position change`]),
    );
    expect(result.values[0]).not.toContain(`${weekAgo} Position change`);
    expect(result.values).toHaveLength(6);
  });

  it('SEO_KEYWORD_HISTORY finds the phrase among the ranking keywords and lists its dates', () => {
    const keyword = evaluate('=SEO_POSITIONS("example.pl", 1)').values[1][1] as string;
    const result = evaluate(`=SEO_KEYWORD_HISTORY("example.pl", "${keyword}", "${weekAgo}", "${today}")`);
    expect(result.values[0]).toEqual(['Date', 'Position']);
    expect(result.values[1][0]).toBeInstanceOf(Date);
    expect(evaluate('=SEO_KEYWORD_HISTORY("example.pl", "no such phrase at all")').values[1][0]).toBe(
      'example.pl does not rank for "no such phrase at all".',
    );
  });

  it('AI Overviews say where their data exists when the market has none, and mark citations', () => {
    const cited = evaluate('=SEO_AI_OVERVIEWS("example.pl", 20, 200, , FALSE)').values;
    expect(cited).toHaveLength(20);
    for (const r of cited) expect(typeof r[3]).toBe('boolean');
    // Cited where the domain has a place among the overview's sources, and only there.
    for (const r of cited) expect(r[3]).toBe(typeof r[6] === 'number');
    const note =
      'AI Overviews data exists for country_id 200 (Poland, database 2.0) only: set country_id to 200.';
    // Country 1 is documented as always empty: the note costs no request and no unit, in every table.
    const blank = (width: number) => Array(width - 1).fill('');
    const { result, paths } = requestsDuring(() => [
      evaluate('=SEO_AI_OVERVIEWS("example.pl", 5, 1, , FALSE)').values,
      evaluate('=SEO_AI_OVERVIEWS_COMPETITORS("example.pl", 5, 1, , FALSE)').values,
      evaluate('=SEO_AI_OVERVIEWS_STATS("example.pl", 1, , FALSE)').values,
    ]);
    expect(paths).toEqual([]);
    expect(result).toEqual([
      [[note, ...blank(10)]],
      [[note, ...blank(6)]],
      [
        ['example.pl', ...blank(8)],
        [note, ...blank(8)],
      ],
    ]);
    expect(evaluate('=SEO_AI_OVERVIEWS("unknown-shop.invalid", 5, 200, , FALSE)').values).toEqual([
      ['No data.', ...blank(10)],
    ]);
  });

  it('SEO_KEYWORDS sends a range of URLs in one request, each row under the seed it came from, with its snippets', async () => {
    const urls = [
      'https://www.example.pl/kategoria/spiwor/',
      'example.pl/produkt/spiwor',
      'example.pl/produkt/rower-gorski',
      'sklep-rowerowy.pl/kategoria/rower-gorski',
      'sklep-rowerowy.pl/oferta/rower-gorski',
      'not a url',
    ];
    world.emu.spreadsheet.setValues(
      'Sheet1',
      'Y1:Y6',
      urls.map((url) => [url]),
    );
    const spent = async () =>
      ((await world.sim.state()).usage as Record<string, Record<string, number>>)['demo@example.com']
        .keywords_analysis_queries_per_day ?? 0;
    const before = await spent();
    const { result, paths } = requestsDuring(() => evaluate('=SEO_KEYWORDS(Y1:Y6, 50, 1, "url")'));
    // The counters read for the spend guard (5 units), then one request: a new analysis (a unit) for each
    // of the five URLs.
    expect(paths).toEqual(['/api/users/getLimits', '/api/keywords_analysis/reports/keywords/getKeywords']);
    expect((await spent()) - before).toBe(5);
    const sent = urls.slice(0, 5).map((url) => url.replace(/^https:\/\/www\.|\/$/g, ''));
    const [header, ...rows] = result.values;
    expect(header[0]).toBe('Seed');
    expect(header.at(-1)).toBe('SERP features');
    const phrases = rows.filter((r) => typeof r[2] === 'number');
    expect(phrases.length).toBeGreaterThan(5);
    // The seed as sent, where the answer names it; the columns are the same whatever it says.
    for (const r of phrases) expect(['', ...sent]).toContain(r[0]);
    expect(phrases.some((r) => r.at(-1) !== '')).toBe(true);
    // The text that is no URL was left out and said so, the other five sent.
    expect(String(rows.at(-1)?.[0])).toMatch(/^"not a url" is not a domain or URL/);
    // A single seed keeps the table it had: no seed column.
    expect(evaluate('=SEO_KEYWORDS("example.pl/produkt/spiwor", 5, 1, "url")').values[0][0]).toBe('Keyword');
    // URL seeds are answered in Poland only: another market is refused before anything is sent.
    const refused = requestsDuring(() => evaluate('=SEO_KEYWORDS(Y1:Y5, 50, 50, "url")'));
    expect(refused.result.error).toMatch(/country_id 1 \(Poland\) only, not 50/);
    expect(refused.paths).toEqual([]);
  });

  it('SEO_RT_POSITIONS: position, previous and the change computed from them, then a column per day', () => {
    const [header, ...rows] = evaluate(`=SEO_RT_POSITIONS(101, "${weekAgo}", "${today}")`).values;
    expect(header.slice(0, 8)).toEqual([
      'Keyword',
      'Position',
      'Position (previous)',
      'Position change',
      'URL',
      'Searches',
      'CPC',
      'Visibility',
    ]);
    expect(header).toContain(today);
    expect(header.filter((h) => String(h).startsWith('positions'))).toEqual([]);
    const ranked = rows.filter((r) => typeof r[1] === 'number' && typeof r[2] === 'number');
    expect(ranked.length).toBeGreaterThan(0);
    // Positive: moved up. The simulator sends `diff` with the opposite sign, as a position delta.
    for (const r of ranked) expect(r[3]).toBe((r[2] as number) - (r[1] as number));
    expect(rows.every((r) => r[1] === r[header.indexOf(today)])).toBe(true);
  });

  it('SEO_VISIBILITY asks about the URL itself, not its domain, in fetch mode "url"', () => {
    const url = evaluate('=SEO_VISIBILITY("https://example.pl/oferta/karimata/", , "url", FALSE)').values[0];
    const domain = evaluate('=SEO_VISIBILITY("example.pl", , "url", FALSE)').values[0];
    expect(url[0]).toBe('example.pl/oferta/karimata');
    expect(url[2]).not.toBe(domain[2]);
  });

  it('SEO_KEYWORD_HISTORY finds the phrase whatever its case and spacing', () => {
    const keyword = evaluate('=SEO_POSITIONS("example.pl", 1)').values[1][1] as string;
    const shouted = ` ${keyword.toUpperCase().replace(/ /g, '  ')}`;
    expect(
      evaluate(`=SEO_KEYWORD_HISTORY("example.pl", "${shouted}", , , , , FALSE)`).values[0][0],
    ).toBeInstanceOf(Date);
  });

  it('SEO_COUNTRIES tells the two Polish databases apart by name', () => {
    const markets = evaluate('=SEO_COUNTRIES("visibility", FALSE)').values.map((r) => r[1]);
    expect(markets).toEqual(expect.arrayContaining(['Poland (database 1.0)', 'Poland (database 2.0)']));
    expect(new Set(markets).size).toBe(markets.length);
  });

  it('SEO_VISIBILITY keeps its header when no domain could be shown', () => {
    expect(evaluate('=SEO_VISIBILITY("")').values[0].slice(0, 3)).toEqual(['Domain', 'Visibility', 'TOP3']);
  });

  it('SEO_SERP shows a status while the analysis runs, charging once, then the report', async () => {
    const first = requestsDuring(() => evaluate('=SEO_SERP("rower miejski", "urls")'));
    expect(first.result.values[0]).toEqual(['Status', 'Task ID']);
    expect(first.result.values[1][0]).toMatch(
      /^Analysis running, ready in about [1-3] min \(checked \d{1,2}:\d\d\s[AP]M UTC\+[12]\)\. This cell updates and fills in by itself: every minute while the SEO Sheets sidebar is open, and hourly\.$/,
    );
    const serpUsed = () =>
      evaluate('=SEO_LIMITS()').values.find((r) => r[6] === 'serp_analysis_daily_limit')![2];
    const used = serpUsed();
    evaluate('=SEO_SERP("rower miejski", "urls")');
    expect(serpUsed()).toBe(used);
    await world.sim.control('/__sim/advance', { seconds: 200 });
    const ready = evaluate('=SEO_SERP("rower miejski", "urls", , , 1)');
    expect(ready.values[0]).toEqual(expect.arrayContaining(['Position', 'URL', 'Domain']));
    expect(ready.values.length).toBeGreaterThan(5);
    expect(evaluate('=SEO_SERP("rower miejski", "keyword_stats", , , 1)').values[0]).toContain('Searches');
  });
});

/** The same formula with FALSE in its `header` parameter (commas inside quotes are not used here). */
function withoutHeader(formula: string): string {
  const name = formula.slice(1, formula.indexOf('('));
  const args = formula.slice(formula.indexOf('(') + 1, -1).split(',');
  const at = catalog.find((spec) => spec.name === name)!.params.findIndex((p) => p.name === 'header');
  const padded = Array.from({ length: Math.max(args.length, at + 1) }, (_, i) => args[i] ?? '');
  padded[at] = 'FALSE';
  return `=${name}(${padded.join(',')})`;
}

describe('SEO_KEYWORD_STATS over 2,000 cells', () => {
  let first: ReturnType<typeof evaluate>;
  let requests: string[];
  let charged: number;

  beforeAll(() => {
    world.emu.spreadsheet.setValues(
      'Sheet1',
      'A1:A2000',
      PHRASES.map((p) => [p]),
    );
    // The Account view a sign-in opens reads the counters: the spend guard's reading for ten minutes.
    world.emu.callServer('getAccount');
    const before = toolsUsed();
    const run = requestsDuring(() => world.emu.evaluate('Sheet1', 'B1', '=SEO_KEYWORD_STATS(A1:A2000)'));
    first = run.result;
    requests = run.paths;
    charged = toolsUsed() - before;
  });

  it('takes 6 requests: the 3 runs created, then each read once, ready (no checkData, no getLimits)', () => {
    expect(requests).toHaveLength(6);
    expect(requests.slice(0, 3).every((p) => p.endsWith('/statistics/create'))).toBe(true);
    expect(requests.filter((p) => /checkData|getLimits/i.test(p))).toEqual([]);
  });

  it('sends ⌈1,400 / 500⌉ statistics runs, charged once each', () => {
    expect(first.error).toBeUndefined();
    expect(requests.filter((p) => p.endsWith('/statistics/create'))).toHaveLength(3);
    expect(charged).toBe(3);
  });

  it('maps every input row back in order, duplicates included', () => {
    expect(first.values).toHaveLength(2001);
    const byPhrase = new Map(
      PHRASES.slice(0, 1400).map((phrase, i) => [phrase, first.values[i + 1].slice(1)]),
    );
    PHRASES.forEach((phrase, i) => {
      expect(first.values[i + 1][0]).toBe(phrase.trim());
      const base = phrase.trim().toLowerCase().replace(/\s+/g, ' ');
      expect(first.values[i + 1].slice(1)).toEqual(byPhrase.get(base));
    });
  });

  it('recalculates, in a fresh execution and with the document cache empty, without a request or a unit', () => {
    const before = toolsUsed();
    const again = requestsDuring(() => world.emu.evaluate('Sheet1', 'B1', '=SEO_KEYWORD_STATS(A1:A2000)'));
    expect(again.paths).toEqual([]);
    expect(again.result.values).toEqual(first.values);
    world.emu.cache.missAll = true;
    try {
      const cold = requestsDuring(() => evaluate('=SEO_KEYWORD_STATS(Sheet1!A101:A300)'));
      expect(cold.paths).toEqual([]);
      expect(cold.result.values.slice(1)).toEqual(first.values.slice(101, 301));
    } finally {
      world.emu.cache.missAll = false;
    }
    expect(toolsUsed()).toBe(before);
  });

  it('discards damaged entries and fetches their phrases again', () => {
    const props = world.emu.properties.document;
    const damaged = Object.keys(props.entries())
      .filter((k) => /^cache:ks\.\d+:0$/.test(k))
      .slice(0, 5);
    for (const key of damaged)
      props.set(key, `${props.get(key)!.slice(0, 30)}#broken#${props.get(key)!.slice(40)}`);
    world.emu.cache.missAll = true;
    try {
      const run = requestsDuring(() => world.emu.evaluate('Sheet1', 'B1', '=SEO_KEYWORD_STATS(A1:A2000)'));
      expect(run.paths.filter((p) => p.endsWith('/statistics/create')).length).toBeGreaterThan(0);
      expect(run.result.values).toEqual(first.values);
    } finally {
      world.emu.cache.missAll = false;
    }
  });
});

describe('sharing between formulas', () => {
  it('fetches only the domains no other formula of the document has fetched', () => {
    evaluate('=SEO_VISIBILITY("shared-one.pl")');
    world.emu.spreadsheet.setValues('Sheet1', 'X1:X4', [
      ['shared-one.pl'],
      [''],
      ['WWW.Shared-One.pl'],
      ['shared-two.pl'],
    ]);
    const run = requestsDuring(() => evaluate('=SEO_VISIBILITY(Sheet1!X1:X4, , , FALSE)'));
    expect(run.paths).toEqual(['/api/visibility_analysis/reports/dashboard/getDomainStatistics']);
    expect(run.result.values.map((r) => r[0])).toEqual([
      'shared-one.pl',
      '',
      'shared-one.pl',
      'shared-two.pl',
      expect.stringMatching(/^AI Overview figures are blank: this market has no AI Overview data/),
    ]);
  });
});

describe('a full document store', () => {
  it('evicts the least recently used entries and never overflows or touches other properties', () => {
    const props = world.emu.properties.document;
    for (let i = 0; i < 44; i++) props.set(`other:${i}`, 'x'.repeat(8_000));
    // What is not the cache's: the cache from earlier tests may be over the room now left, and shrinks.
    const cacheBytes = () =>
      Object.entries(props.entries())
        .filter(([key]) => key.startsWith('cache:'))
        .reduce((sum, [key, value]) => sum + Buffer.byteLength(key + value), 0);
    const others = props.bytes() - cacheBytes();
    for (const domain of ['example.pl', 'blog.example.pl', 'sklep-rowerowy.pl', 'portal-finansowy.pl']) {
      const result = evaluate(`=SEO_POSITIONS("${domain}", 600)`);
      expect(result.error).toBeUndefined();
      expect(props.bytes()).toBeLessThanOrEqual(500 * 1024);
    }
    expect(props.bytes() - cacheBytes()).toBe(others);
    expect(cacheBytes()).toBeGreaterThan(0);
    for (let i = 0; i < 44; i++) expect(props.get(`other:${i}`)).toHaveLength(8_000);
    world.emu.cache.missAll = true;
    try {
      expect(requestsDuring(() => evaluate('=SEO_POSITIONS("portal-finansowy.pl", 600)')).paths).toEqual([]);
      expect(requestsDuring(() => evaluate('=SEO_KEYWORD_STATS(Sheet1!A1:A10)')).paths).not.toEqual([]);
    } finally {
      world.emu.cache.missAll = false;
      for (let i = 0; i < 44; i++) props.delete(`other:${i}`);
    }
  });
});

describe('errors', () => {
  function expectReadable(message: string | undefined, pattern: RegExp) {
    expect(message).toMatch(pattern);
    expect(message).not.toMatch(/\n\s+at |Bearer|eyJ/);
  }

  it('shows invalid arguments with the parameter name', () => {
    const result = evaluate('=SEO_POSITIONS("example.pl", "many")');
    expect(result.value).toBe('#ERROR!');
    expect(result.error).toBe('limit must be a whole number from 1 to 5000 (got "many").');
    expect(evaluate('=SEO_RT_GROUPS("abc")').error).toBe(
      'project_id must be a whole number from 1 to 999999999 (got "abc").',
    );
    expect(evaluate('=SEO_SERP("buty", "url")').error).toMatch(
      /^report must be one of "urls", .* \(got "url"\)\.$/,
    );
  });

  it('refuses a characteristic or a segment the service does not have, naming the choices, before any request', () => {
    const characteristic = requestsDuring(() =>
      evaluate('=SEO_CHARACTERISTICS("example.pl", , , , , "position")'),
    );
    expect(characteristic.result.error).toBe(
      'characteristics must be one of "words_count", "trends", "searches", "difficulty", "keyword_params", "serp_params" (got "position").',
    );
    expect(characteristic.paths).toEqual([]);
    const segment = requestsDuring(() =>
      evaluate('=SEO_VISIBILITY_HISTORY("example.pl", , , , , , , , "brands")'),
    );
    expect(segment.result.error).toBe(
      'segment must be one of "all", "brand", "my_brand", "non_brand", "non_own_brand", "short_tail", "long_tail" (got "brands").',
    );
    expect(segment.paths).toEqual([]);
  });

  it('refuses a reversed date range and too many dates by name, before any request', () => {
    const reversed = 'date_min (2026-11-10) is after date_max (2026-11-01): swap them.';
    for (const formula of [
      '=SEO_VISIBILITY_HISTORY("example.pl", "2026-11-10", "2026-11-01")',
      '=SEO_KEYWORD_HISTORY("example.pl", "no such phrase", "2026-11-10", "2026-11-01")',
      '=SEO_RT_POSITIONS(101, "2026-11-10", "2026-11-01")',
    ]) {
      const run = requestsDuring(() => evaluate(formula));
      expect(run.result.error).toBe(reversed);
      expect(run.paths).toEqual([]);
    }
    expect(
      evaluate(
        '=SEO_RT_COMPARE_SERP(101, "buty", "2026-11-01 2026-11-02 2026-11-03 2026-11-04 2026-11-05 2026-11-06")',
      ).error,
    ).toBe('dates: at most 5 dates (got 6).');
    world.emu.spreadsheet.setValues('Sheet1', 'Y1', [['k'.repeat(201)]]);
    expect(evaluate('=SEO_KEYWORD_HISTORY("example.pl", Sheet1!Y1)').error).toBe(
      'keyword must be at most 200 characters (got 201).',
    );
  });

  it('shows service failures as readable cell errors', async () => {
    await world.sim.control('/__sim/faults', { mode: 'http500_html', count: 50 });
    expectReadable(evaluate('=SEO_COMPETITORS("fault-one.pl")').error, /server|service/i);
    await world.sim.control('/__sim/faults', { mode: 'none' });
    await world.sim.control('/__sim/usage', {
      email: 'demo@example.com',
      key: 'keywords_analysis_queries_per_day',
      used: 30_000,
    });
    expectReadable(evaluate('=SEO_QUESTIONS("zupełnie nowa fraza")').error, /limit|quota/i);
    await world.sim.control('/__sim/usage', {
      email: 'demo@example.com',
      key: 'keywords_analysis_queries_per_day',
      used: 0,
    });
    expectReadable(evaluate('=SEO_RT_GROUPS(999999)').error, /access/i);
  });

  it("never shows one account's rank-tracker data to another account, even from the document cache", () => {
    expect(evaluate('=SEO_RT_PROJECTS(FALSE)').values.map((r) => r[0])).toEqual([101, 102, 103]);
    evaluate('=SEO_RT_SNIPPETS(101)');
    world.emu.callServer('signIn', ['lite@example.com', 'lite']);
    try {
      expect(evaluate('=SEO_RT_PROJECTS(FALSE)').values.map((r) => r[0])).toEqual([201]);
      expect(evaluate('=SEO_RT_SNIPPETS(101)').error).toMatch(/No access/);
      world.emu.callServer('signOut');
      expect(evaluate('=SEO_RT_PROJECTS()').error).toMatch(/sign in/i);
    } finally {
      world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    }
  });

  it('asks to sign in when nobody is, and answers cached formulas without a sign-in', () => {
    world.emu.callServer('signOut');
    try {
      expectReadable(evaluate('=SEO_VISIBILITY("never-fetched.pl")').error, /sign in/i);
      expect(evaluate('=SEO_KEYWORD_STATS(Sheet1!A1:A10)').error).toBeUndefined();
    } finally {
      world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    }
  });
});

/**
 * What a formula whose answer the document holds pays in calls to Google's services, run by every
 * recalculation and reopening, up to 30 at once: the document's properties opened once, the settings and
 * the cache's index read, the held answer and its data read from the document cache in one call and each
 * unpacked, and the document's locale for the headers' language. No write, no lock.
 */
describe("a held answer's calls to Google's services", () => {
  const HELD = {
    PropertiesService: { 'PropertiesService.getDocumentProperties': 1, 'Properties.getProperty': 2 },
    CacheService: { 'CacheService.getDocumentCache': 1, 'Cache.getAll': 1 },
    Utilities: {
      'Utilities.base64Decode': 2,
      'Utilities.newBlob': 2,
      'Utilities.ungzip': 2,
      'Blob.getDataAsString': 2,
    },
    SpreadsheetApp: { 'SpreadsheetApp.getActiveSpreadsheet': 1, 'Spreadsheet.getSpreadsheetLocale': 1 },
  };

  it.each(['=SEO_VISIBILITY("example.pl")', '=SEO_KEYWORD_STATS("buty do biegania")'])(
    '%s: 15 calls, none of them a write',
    (formula) => {
      row += 1_000;
      const place = `Z${row}`;
      expect(world.emu.evaluate('Sheet1', place, formula).error).toBeUndefined();
      const calls = callsOf(world.emu, () => world.emu.evaluate('Sheet1', place, formula));
      expect(calls).toEqual(HELD);
      expect(callsByService(calls).total).toBe(15);
    },
  );

  it('in a Polish document, and the words of its language read from their file', () => {
    row += 1_000;
    const place = `Z${row}`;
    world.emu.evaluate('Sheet1', place, '=SEO_VISIBILITY("example.pl")');
    const locale = world.emu.spreadsheet.locale;
    world.emu.spreadsheet.locale = 'pl_PL';
    try {
      const calls = callsOf(world.emu, () =>
        world.emu.evaluate('Sheet1', place, '=SEO_VISIBILITY("example.pl")'),
      );
      expect(calls).toEqual({
        ...HELD,
        HtmlService: { 'HtmlService.createHtmlOutputFromFile': 1, 'HtmlOutput.getContent': 1 },
      });
    } finally {
      world.emu.spreadsheet.locale = locale;
    }
  });
});
