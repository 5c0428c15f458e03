/**
 * The same table over either connection (#21): every formula the tool server serves is computed side by
 * side, by the built bundle in two emulators against one simulator, one signed in to the API and one
 * connected through the tool server, as the same account (demo@example.com: its monitoring projects and
 * SERP tasks are the same data at both doors). The tables must be equal; the only difference allowed is a
 * column the tool server does not give, which must be blank over it in every row and named, with the
 * reason, in the note under the table. Anything else (a figure that differs, a URL in another form, a blank
 * nobody explains, a column or row more or less) fails.
 *
 * One layout per formula (#31): every table here, at either door, has the header the registry declares for
 * its arguments (the columns Help lists), for several rows, for one, and when every item is refused.
 */
import { createEmulator, type Emulator } from '../../local/gas';
import { clockLinkUrl } from '../../local/service/control-client';
import { rowsFor } from '../../local/service/domains';
import { columnLabels } from '../../src/shared/columns';
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';
import { catalog } from '../../src/registry/catalog';

const OWNER = 'owner@example.com';

let world: World;
/** The second emulator: the same simulator, connected through the tool server. */
let tools: Emulator;

/** A phrase kuchnia-domowa.pl ranks for, from the generator both doors read (the world's seed is "default"). */
const RANKING_PHRASE = rowsFor('default', 'kuchnia-domowa.pl', 'topLevelDomain', 1)[3].keyword;

/** Every formula the tool server serves, with inputs whose data is the same account's at both doors. */
const SERVED: Readonly<Record<string, readonly string[]>> = {
  // Database 2.0 too: the tool's full_statistics diffs are all 0 there, its figures are not.
  SEO_VISIBILITY: [
    '=SEO_VISIBILITY({"example.pl";"blog.example.pl";"kuchnia-domowa.pl"})',
    '=SEO_VISIBILITY({"example.pl";"kuchnia-domowa.pl"}, 200)',
  ],
  // Extended records over several pages, the previous position from the tool's own sign of change.
  SEO_POSITIONS: ['=SEO_POSITIONS("kuchnia-domowa.pl", 3)', '=SEO_POSITIONS("example.pl", 250)'],
  // The tool lists the domain itself first: a limit of 15 is 15 competitors over either door.
  SEO_COMPETITORS: ['=SEO_COMPETITORS("example.pl")', '=SEO_COMPETITORS("kuchnia-domowa.pl", 15)'],
  SEO_CANNIBALIZATION: ['=SEO_CANNIBALIZATION("example.pl", 150)'],
  SEO_CHARACTERISTICS: ['=SEO_CHARACTERISTICS("example.pl")'],
  SEO_SUBDOMAINS: ['=SEO_SUBDOMAINS("example.pl")'],
  // The tool answers a fifth more rows than the limit asks (20 → 24), on every page.
  SEO_URLS: ['=SEO_URLS("example.pl", 150)', '=SEO_URLS("kuchnia-domowa.pl", 20)'],
  SEO_KEYWORD_HISTORY: [
    `=SEO_KEYWORD_HISTORY("kuchnia-domowa.pl", "${RANKING_PHRASE}", "2026-06-01", "2026-11-20")`,
    '=SEO_KEYWORD_HISTORY("example.pl", "Nie ma  takiej frazy")',
  ],
  SEO_VISIBILITY_HISTORY: ['=SEO_VISIBILITY_HISTORY("example.pl", "2026-01-01", "2026-11-20", "daily")'],
  SEO_SUGGEST_DOMAINS: ['=SEO_SUGGEST_DOMAINS("exam", 15)'],
  SEO_KEYWORD_STATS: ['=SEO_KEYWORD_STATS({"buty do biegania";"rower";"nieznana fraza xyz"})'],
  SEO_KEYWORDS: ['=SEO_KEYWORDS("buty do biegania", 250)', '=SEO_KEYWORDS("example.pl", 30, , "domain")'],
  SEO_KEYWORD_GROUPS: ['=SEO_KEYWORD_GROUPS("buty do biegania")'],
  SEO_QUESTIONS: ['=SEO_QUESTIONS("buty do biegania")'],
  SEO_RT_PROJECTS: ['=SEO_RT_PROJECTS()'],
  SEO_RT_GROUPS: ['=SEO_RT_GROUPS(101)'],
  SEO_RT_KEYWORDS: ['=SEO_RT_KEYWORDS(101)'],
  SEO_RT_POSITIONS: [
    '=SEO_RT_POSITIONS(101, "2026-11-01", "2026-11-20")',
    '=SEO_RT_POSITIONS(101, , , 1011)',
  ],
  SEO_RT_SNIPPETS: ['=SEO_RT_SNIPPETS(101)'],
  SEO_SERP: [
    '=SEO_SERP("buty zimowe")',
    '=SEO_SERP("buty zimowe", "keyword_stats")',
    '=SEO_SERP("buty zimowe", "competitors_number")',
    '=SEO_SERP("buty zimowe", "groups")',
    '=SEO_SERP("buty zimowe", "questions")',
    '=SEO_SERP("buty zimowe", "related_keywords")',
    '=SEO_SERP("buty zimowe", "keywords_propositions")',
  ],
  SEO_LIMITS: ['=SEO_LIMITS()'],
  SEO_COUNTRIES: ['=SEO_COUNTRIES()', '=SEO_COUNTRIES("visibility")'],
};

/** Formulas whose data the tool server has no tool for: over it, the cell says so. */
const NOT_SERVED: Readonly<Record<string, string>> = {
  SEO_RELATED: '=SEO_RELATED("rower")',
  SEO_CONTENT_GAP: '=SEO_CONTENT_GAP("example.pl", "kuchnia-domowa.pl")',
  SEO_AI_OVERVIEWS: '=SEO_AI_OVERVIEWS("example.pl", , 200)',
  SEO_AI_OVERVIEWS_STATS: '=SEO_AI_OVERVIEWS_STATS("example.pl", 200)',
  SEO_AI_OVERVIEWS_COMPETITORS: '=SEO_AI_OVERVIEWS_COMPETITORS("example.pl", , 200)',
  SEO_RT_COMPARE_SERP: '=SEO_RT_COMPARE_SERP(101, "rower", "2026-11-20")',
};

/** A monitored keyword of project 101. */
const MONITORED = 'buty trekkingowe';

/** The columns the registry declares for a formula's default arguments: what Help lists. */
function declared(name: string): readonly string[] {
  const spec = catalog.find((entry) => entry.name === name);
  if (!spec) throw new Error(`${name} is not in the catalog`);
  return spec.columns;
}

/** The day `count` days after `day`, both `YYYY-MM-DD`. */
const shifted = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** Each day from `first` to `last`. */
function daysOf(first: string, last: string): string[] {
  const days = [first];
  while (days[days.length - 1] < last) days.push(shifted(first, days.length));
  return days;
}

/** The day `at` falls on in the emulated document's zone (Europe/Warsaw). */
const dayOf = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(at);

/**
 * Where a case's arguments choose other columns than the default ones, as Help says they do: another
 * report, the days asked (the week up to `today`, the emulated one, when none are), the compared domains, a
 * range of seeds. Written out here from the arguments, not computed by the add-on's layout functions.
 */
function chosen(formula: string, today: string): readonly string[] | undefined {
  const serp = /^=SEO_SERP\("[^"]*", "(\w+)"/.exec(formula)?.[1];
  if (serp) return catalog.find((entry) => entry.name === 'SEO_SERP')?.columnsBy?.layouts[serp];
  if (formula.startsWith('=SEO_RT_POSITIONS(')) {
    const [first, last] = formula.match(/\d{4}-\d\d-\d\d/g) ?? [];
    return [...declared('SEO_RT_POSITIONS'), ...daysOf(first ?? shifted(today, -6), last ?? today)];
  }
  const gap = /^=SEO_CONTENT_GAP\("([^"]+)", "([^"]+)"/.exec(formula);
  if (gap)
    return [
      ...declared('SEO_CONTENT_GAP'),
      ...gap.slice(1).flatMap((host) => [`${host}.position`, `${host}.url`]),
    ];
  if (formula.startsWith('=SEO_RT_COMPARE_SERP(')) {
    const dates = (formula.match(/\d{4}-\d\d-\d\d/g) ?? []).sort();
    return [
      ...declared('SEO_RT_COMPARE_SERP'),
      ...dates.flatMap((day, i) => [`${day}.domain`, `${day}.url`, ...(i ? [`${day}.position_change`] : [])]),
    ];
  }
  if (formula.startsWith('=SEO_KEYWORDS({')) return ['seed', ...declared('SEO_KEYWORDS')];
  return undefined;
}

/** The header `formula`'s table must have at the door whose emulated clock is `emulator`'s. */
function headerOf(formula: string, emulator: Emulator): string[] {
  const name = /(SEO_[A-Z_]+)\(/.exec(formula)?.[1] ?? '';
  const at = emulator.clock.now();
  return columnLabels(chosen(formula, dayOf(at)) ?? declared(name), 'en', new Date(at));
}

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: OWNER, user: OWNER } });
  tools = createEmulator({
    owner: OWNER,
    user: OWNER,
    scriptProperties: { API_BASE_URL: world.sim.url },
    clockLink: clockLinkUrl(world.sim.url),
  });
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  await connectThroughPopup({ ...world, emu: tools }, 'demo@example.com', 'demo');
  // A SERP analysis both doors read: started once (it is the account's), finished after a few minutes.
  world.emu.evaluate('Sheet1', 'A1', '=SEO_SERP("buty zimowe")');
  await world.sim.control('/__sim/advance', { seconds: 300 });
});

afterAll(async () => {
  tools?.close();
  await world?.stop();
});

/** The column labels a blank-columns note names, or null when the row is no such note. */
function namedBlanks(row: readonly unknown[]): string[] | null {
  const note = /^Blank here: (.*)\. The tool server does not give these figures/.exec(String(row[0]));
  return note && row.slice(1).every((cell) => cell === '') ? note[1].split(', ') : null;
}

/**
 * What a tool-server table leaves unexplained against the API's: a difference is explained only by a
 * column it leaves blank in every row and names in its closing note.
 */
function unexplained(api: unknown[][], tool: unknown[][]): string[] {
  const [header] = api;
  const named = namedBlanks(tool[tool.length - 1] ?? []);
  const body = named ? tool.slice(0, -1) : tool;
  const problems: string[] = [];
  if (JSON.stringify(tool[0]) !== JSON.stringify(header)) problems.push(`header ${JSON.stringify(tool[0])}`);
  if (body.length !== api.length) problems.push(`${body.length - 1} rows, the API's ${api.length - 1}`);
  const blank = new Set<number>();
  for (const label of named ?? []) {
    const column = header.indexOf(label);
    if (column < 0) problems.push(`the note names "${label}", which is no column`);
    else if (body.slice(1).some((row) => row[column] !== ''))
      problems.push(`"${label}" is named blank, yet filled`);
    else blank.add(column);
  }
  body.forEach((row, r) => {
    row.forEach((value, c) => {
      const same = JSON.stringify(value) === JSON.stringify(api[r]?.[c]);
      if (!same && !blank.has(c))
        problems.push(
          `row ${r} "${header[c]}": ${JSON.stringify(value)}, the API's ${JSON.stringify(api[r]?.[c])}`,
        );
    });
  });
  return problems;
}

describe('the same table over either connection', () => {
  test('every formula is either served by the tool server (and compared here) or refused over it', () => {
    expect([...Object.keys(SERVED), ...Object.keys(NOT_SERVED)].sort()).toEqual(
      catalog.map((f) => f.name).sort(),
    );
  });

  test.each(Object.entries(SERVED).flatMap(([, formulas]) => formulas))('%s', (formula) => {
    const cell = `A${1 + Object.values(SERVED).flat().indexOf(formula) * 400}`;
    const api = world.emu.evaluate('Sheet1', cell, formula);
    const tool = tools.evaluate('Sheet1', cell, formula);
    expect([api.error, tool.error]).toEqual([undefined, undefined]);
    expect(api.values.length).toBeGreaterThan(1);
    expect({ formula, problems: unexplained(api.values, tool.values) }).toEqual({ formula, problems: [] });
    expect(api.values[0]).toEqual(headerOf(formula, world.emu));
  });

  test('database 2.0’s history: over the tool server, no data for this market under the header, not an error', () => {
    const formula = '=SEO_VISIBILITY_HISTORY("example.pl", "2026-01-01", "2026-11-20", "weekly", 200)';
    const api = world.emu.evaluate('Sheet1', 'ZY1', formula);
    const tool = tools.evaluate('Sheet1', 'ZY1', formula);
    expect([api.error, tool.error]).toEqual([undefined, undefined]);
    expect(tool.values[0]).toEqual(api.values[0]);
    expect(tool.values.slice(1).map((row) => row[0])).toEqual([
      'No data for this market: the service has none for example.pl with country_id 200.',
    ]);
  });

  test('Category over the tool server (#42): a domain the API filled keeps it; the others are blank, said why and how to fill them', () => {
    tools.spreadsheet.addSheet('Category');
    // Signed in to the API in the same document (a live sign-in wins), one domain is fetched with its
    // category; signed out again, the document is back on the tool server, whose tool gives no category.
    tools.callServer('signIn', ['demo@example.com', 'demo']);
    expect(tools.evaluate('Category', 'A1', '=SEO_VISIBILITY("sklep-rowerowy.pl")').error).toBeUndefined();
    tools.callServer('signOut');
    const six = [
      'sklep-rowerowy.pl',
      'moda-damska.pl',
      'zdrowie-i-uroda.pl',
      'portal-finansowy.pl',
      'przepisy-babci.pl',
      'kuchnia-domowa.pl',
    ];
    tools.spreadsheet.setValues(
      'Category',
      'A11:A16',
      six.map((domain) => [domain]),
    );
    const { error, values } = tools.evaluate('Category', 'C11', '=SEO_VISIBILITY(A11:A16)');
    expect(error).toBeUndefined();
    const [header, ...rows] = values;
    expect(header).toEqual(headerOf('=SEO_VISIBILITY(A11:A16)', tools));
    const category = header.indexOf('Category');
    const rank = header.indexOf('Rank in category');
    expect(typeof rows[0][category]).toBe('string');
    expect(rows[0][category]).not.toBe('');
    for (const row of rows.slice(1, 6)) expect([row[category], row[rank]]).toEqual(['', '']);
    expect(rows[6][0]).toMatch(
      /^Blank for 5 rows: Category, Rank in category\. The tool server does not give these figures; a sign-in to the API fills them\. AI Overview figures are blank: this market has no AI Overview data/,
    );
  });

  // The keyword-database tools answer for country_id 1 only (#43 fact 8): another market is refused before
  // anything is sent, naming the market that serves; the API serves it.
  test.each([
    ['get_keywords', '=SEO_KEYWORDS("rower", 5, 50)'],
    ['get_questions', '=SEO_QUESTIONS("rower", 5, 50)'],
    ['get_groups', '=SEO_KEYWORD_GROUPS("rower", 5, 50)'],
  ])('%s in another market than 1 is refused over the tool server before it is sent', (tool, formula) => {
    const sent = tools.requests.length;
    expect(tools.evaluate('Sheet1', 'ZY1', formula).error).toBe(
      `demo@example.com is connected through the tool server, whose ${tool} answers for country_id 1 only, not 50: set country_id to 1, or sign in to the API, which serves 50. Nothing was sent or charged.`,
    );
    expect(tools.requests.length).toBe(sent);
    expect(world.emu.evaluate('Sheet1', 'ZY1', formula).error).toBeUndefined();
  });

  test.each(Object.values(NOT_SERVED))('%s says over the tool server that it needs the API', (formula) => {
    expect(tools.evaluate('Sheet1', 'ZZ1', formula).error).toBe(
      'demo@example.com is connected through the tool server, whose tools do not cover this; it needs a sign-in to the API.',
    );
  });
});

/**
 * One layout whatever the data (#31): one row, and every item refused, at both doors where the tool server
 * serves the formula (the API's alone where it does not: over the tool server that cell says it needs the
 * API, above). Several rows are the cases above. A formula whose every item fails may show one error cell
 * instead of a table, the same at every door (a refusal has no rows to lay out); a table is the layout.
 */
describe('one layout per formula, whatever the data', () => {
  let place = 0;
  /** The formula at each door, in a place of the Layout sheet no other case's table reaches. */
  const evaluated = (formula: string, doors: readonly Emulator[]) => {
    const cell = `A${1 + place++ * 100}`;
    return doors.map((door) => ({ door, ...door.evaluate('Layout', cell, formula) }));
  };

  /** Either every door shows one error (a refusal has no rows to lay out) or every one the declared header. */
  const expectOneLayout = (formula: string, answers: ReturnType<typeof evaluated>) => {
    const errors = answers.map(({ error }) => error !== undefined);
    expect({ formula, errors }).toEqual({ formula, errors: errors.map(() => errors[0]) });
    if (!errors[0])
      for (const { door, values } of answers) expect(values[0]).toEqual(headerOf(formula, door));
  };

  beforeAll(() => {
    world.emu.spreadsheet.addSheet('Layout');
    tools.spreadsheet.addSheet('Layout');
  });

  /**
   * One row. Left out, as no argument cuts their rows to one: the account's projects and their keywords,
   * positions and snippet types (SEO_RT_PROJECTS, SEO_RT_KEYWORDS, SEO_RT_POSITIONS, SEO_RT_SNIPPETS), a
   * domain's characteristic buckets, the quota counters and the markets (SEO_LIMITS, SEO_COUNTRIES).
   */
  const ONE_ROW = [
    // In the market with AI Overview data: elsewhere a closing note says why those figures are blank.
    '=SEO_VISIBILITY("kuchnia-domowa.pl", 200)',
    '=SEO_POSITIONS("kuchnia-domowa.pl", 1)',
    '=SEO_COMPETITORS("kuchnia-domowa.pl", 1, 200)',
    '=SEO_CANNIBALIZATION("kuchnia-domowa.pl", 1)',
    '=SEO_SUBDOMAINS("kuchnia-domowa.pl", 1)',
    '=SEO_URLS("kuchnia-domowa.pl", 1)',
    `=SEO_KEYWORD_HISTORY("kuchnia-domowa.pl", "${RANKING_PHRASE}", "2026-11-20", "2026-11-20")`,
    '=SEO_VISIBILITY_HISTORY("kuchnia-domowa.pl", "2026-11-20", "2026-11-20", "daily")',
    '=SEO_SUGGEST_DOMAINS("kuchnia", 1)',
    '=SEO_KEYWORD_STATS("rower")',
    '=SEO_KEYWORDS("rower", 1)',
    '=SEO_KEYWORD_GROUPS("rower", 1)',
    '=SEO_QUESTIONS("rower", 1)',
    '=SEO_RT_GROUPS(103)',
  ];
  const ONE_ROW_API = [
    '=SEO_RELATED("rower", 1)',
    '=SEO_CONTENT_GAP("example.pl", "kuchnia-domowa.pl", , 1)',
    '=SEO_AI_OVERVIEWS("example.pl", 1, 200)',
    '=SEO_AI_OVERVIEWS_STATS("example.pl", 200)',
    '=SEO_AI_OVERVIEWS_COMPETITORS("example.pl", 1, 200)',
    `=SEO_RT_COMPARE_SERP(101, "${MONITORED}", "2026-11-20", 1)`,
    '=SEO_KEYWORDS({"rower";"buty"}, 1)',
  ];

  test.each(ONE_ROW)('%s: one row, the declared header at both doors', (formula) => {
    const [api, tool] = evaluated(formula, [world.emu, tools]);
    expect([api.error, tool.error]).toEqual([undefined, undefined]);
    expect(api.values.length).toBe(2);
    expect({ formula, problems: unexplained(api.values, tool.values) }).toEqual({ formula, problems: [] });
    expect(api.values[0]).toEqual(headerOf(formula, world.emu));
  });

  /** Several rows of the formulas only the API serves (those the tool server serves are the cases above). */
  const SEVERAL_API = [
    '=SEO_RELATED("rower", 5)',
    '=SEO_CONTENT_GAP("example.pl", "kuchnia-domowa.pl", , 5)',
    '=SEO_AI_OVERVIEWS("example.pl", 5, 200)',
    '=SEO_AI_OVERVIEWS_STATS({"example.pl";"kuchnia-domowa.pl"}, 200)',
    '=SEO_AI_OVERVIEWS_COMPETITORS("example.pl", 5, 200)',
    `=SEO_RT_COMPARE_SERP(101, "${MONITORED}", "2026-11-20, 2026-11-19", 5)`,
    '=SEO_KEYWORDS({"rower";"buty"}, 5)',
  ];

  test.each(SEVERAL_API)('%s: several rows, the declared header', (formula) => {
    const [api] = evaluated(formula, [world.emu]);
    expect(api.error).toBeUndefined();
    expect(api.values.length).toBeGreaterThan(2);
    expect(api.values[0]).toEqual(headerOf(formula, world.emu));
  });

  test.each(ONE_ROW_API)('%s: one row, the declared header', (formula) => {
    const [api] = evaluated(formula, [world.emu]);
    expect(api.error).toBeUndefined();
    expect(api.values[0]).toEqual(headerOf(formula, world.emu));
    expect(api.values.slice(1).filter((row) => !/^No data/.test(String(row[0])))).toHaveLength(1);
  });

  /**
   * An answer that holds less than the reference shows (the simulator's `oversize` page: one compact row,
   * a keyword and a position, where a full record was due): the columns stay, blank where it said nothing.
   * Each asks what neither door holds yet (another group, a `refresh`), so the page is the one sent.
   */
  const COMPACT = [
    '=SEO_POSITIONS("kuchnia-domowa.pl", 5, , , , , 2)',
    '=SEO_KEYWORDS("rower", 5, , , , 2)',
    '=SEO_QUESTIONS("rower", 5, , , 2)',
    '=SEO_RT_KEYWORDS(101, 1012)',
    '=SEO_RT_POSITIONS(101, "2026-11-19", "2026-11-20", 1012)',
    '=SEO_SERP("buty zimowe", "questions", , , 2)',
    '=SEO_SERP("buty zimowe", "related_keywords", , , 2)',
  ];

  test.each(COMPACT)(
    '%s: one compact row, one error at both doors or the declared header at both',
    async (formula) => {
      const answers = [];
      for (const door of [world.emu, tools]) {
        await world.sim.control('/__sim/oversize', { rows: 1 });
        answers.push(...evaluated(formula, [door]));
        await world.sim.control('/__sim/oversize', { rows: 0 });
      }
      expectOneLayout(formula, answers);
    },
  );

  describe('every item refused: the account’s quotas spent, input no service takes', () => {
    const SPENT = {
      visibility_analysis_queries_per_day: 30_000,
      keywords_analysis_queries_per_day: 30_000,
      tools_daily_limit: 3_000,
      serp_analysis_daily_limit: 6_000,
    };
    const spend = (share: 0 | 1) =>
      Promise.all(
        Object.entries(SPENT).map(([key, limit]) =>
          world.sim.control('/__sim/usage', { email: 'demo@example.com', key, used: share * limit }),
        ),
      );
    beforeAll(() => spend(1));
    afterAll(() => spend(0));

    /** Nothing asked before, so neither door answers them from what it holds. */
    const SERVED_REFUSED = [
      '=SEO_VISIBILITY({"spent-quota.pl";"spent-quota-2.pl"})',
      '=SEO_POSITIONS("spent-quota.pl")',
      '=SEO_COMPETITORS("spent-quota.pl")',
      '=SEO_CANNIBALIZATION("spent-quota.pl")',
      '=SEO_CHARACTERISTICS("spent-quota.pl")',
      '=SEO_SUBDOMAINS("spent-quota.pl")',
      '=SEO_URLS("spent-quota.pl")',
      '=SEO_KEYWORD_HISTORY("spent-quota.pl", "rower")',
      '=SEO_VISIBILITY_HISTORY("spent-quota.pl")',
      '=SEO_SUGGEST_DOMAINS("spent-quota")',
      '=SEO_KEYWORD_STATS({"spent quota";"spent quota 2"})',
      '=SEO_KEYWORDS("spent quota")',
      '=SEO_KEYWORD_GROUPS("spent quota")',
      '=SEO_QUESTIONS("spent quota")',
      '=SEO_SERP("spent quota")',
      // Rank tracking is free: its refusal is a project that is not the account's (lite's).
      '=SEO_RT_GROUPS(201)',
      '=SEO_RT_KEYWORDS(201)',
      '=SEO_RT_POSITIONS(201, "2026-11-18", "2026-11-20")',
      '=SEO_RT_SNIPPETS(201)',
      // Each row refused before anything is sent: a table of notes under the header.
      '=SEO_VISIBILITY({"..pl";"no domain here"})',
      '=SEO_KEYWORDS({"..pl";"a b"}, , , "domain")',
    ];
    const API_REFUSED = [
      '=SEO_RELATED("spent quota")',
      '=SEO_CONTENT_GAP("spent-quota.pl", "kuchnia-domowa.pl")',
      '=SEO_AI_OVERVIEWS("spent-quota.pl", , 200)',
      '=SEO_AI_OVERVIEWS_STATS({"spent-quota.pl";"spent-quota-2.pl"}, 200)',
      '=SEO_AI_OVERVIEWS_COMPETITORS("spent-quota.pl", , 200)',
      `=SEO_RT_COMPARE_SERP(201, "${MONITORED}", "2026-11-20")`,
      '=SEO_AI_OVERVIEWS_STATS({"..pl";"no domain here"}, 200)',
    ];

    test.each(SERVED_REFUSED)('%s: one error at both doors, or the declared header at both', (formula) => {
      expectOneLayout(formula, evaluated(formula, [world.emu, tools]));
    });

    test.each(API_REFUSED)('%s: one error, or the declared header', (formula) => {
      expectOneLayout(formula, evaluated(formula, [world.emu]));
    });
  });
});
