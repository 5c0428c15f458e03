/**
 * The same table over either connection (#21): every formula the tool server serves is computed side by
 * side, by the built bundle in two emulators against one simulator, one signed in to the API and one
 * connected through the tool server, as the same account (demo@example.com: its monitoring projects and
 * SERP tasks are the same data at both doors). The tables must be equal; the only difference allowed is a
 * column the tool server does not give, which must be blank over it in every row and named, with the
 * reason, in the note under the table. Anything else (a figure that differs, a URL in another form, a blank
 * nobody explains, a column or row more or less) fails.
 */
import { createEmulator, type Emulator } from '../../local/gas';
import { clockLinkUrl } from '../../local/service/control-client';
import { rowsFor } from '../../local/service/domains';
import { catalog } from '../../src/shared/catalog';
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';

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

  test.each(Object.values(NOT_SERVED))('%s says over the tool server that it needs the API', (formula) => {
    expect(tools.evaluate('Sheet1', 'ZZ1', formula).error).toBe(
      'demo@example.com is connected through the tool server, whose tools do not cover this; it needs a sign-in to the API.',
    );
  });
});
