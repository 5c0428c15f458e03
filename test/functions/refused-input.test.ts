/**
 * Bad input through the built bundle in the emulator, against the simulator: refused with a message that
 * names the problem, before any request is sent or any unit charged; and what a time-out leaves behind.
 */
import { startWorld, type World } from '../support/world';
import { FILTER_KEYS } from '../../src/families/visibility/spec';

let world: World;
let row = 1;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  world.emu.spreadsheet.addSheet('Sheet2');
  world.emu.spreadsheet.addSheet('Sheet3');
});
afterAll(() => world?.stop());

function evaluate(formula: string) {
  row += 100;
  return world.emu.evaluate('Sheet1', `Z${row}`, formula);
}

// Through the world's control client: a pooled global fetch meets the simulator's closed idle socket
// ("other side closed") when a slow test sits between two readings.
async function usage(): Promise<Record<string, number>> {
  const { usage } = (await world.sim.state()) as { usage: Record<string, Record<string, number>> };
  return usage['demo@example.com'] ?? {};
}

/** What `fn` sent to the service's data paths (sign-in and getLimits aside) and charged. */
async function sentDuring<T>(fn: () => T): Promise<{ result: T; sent: string[]; charged: boolean }> {
  const before = await usage();
  world.emu.requests.length = 0;
  const result = fn();
  const sent = world.emu.requests
    .map((r) => new URL(r.url).pathname)
    .filter((path) => !/getLimits|users\/token/.test(path));
  return { result, sent, charged: JSON.stringify(await usage()) !== JSON.stringify(before) };
}

describe('filters', () => {
  it.each([
    ['position >> 3', 'after ">" a number is needed, not "> 3"'],
    ['searches>abc', 'after ">" a number is needed, not "abc"'],
    ['position<=3 or searches>100', '"or" is not supported'],
  ])('%p is refused with the bad part and the syntax, sent nowhere, charged nothing', async (filter, why) => {
    const { result, sent, charged } = await sentDuring(() =>
      evaluate(`=SEO_POSITIONS("example.pl",3,,,"${filter}")`),
    );
    expect(result.value).toBe('#ERROR!');
    expect(result.error).toContain(`filter: cannot read "`);
    expect(result.error).toContain(why);
    expect(result.error).toContain('join conditions with "and"');
    expect(sent).toEqual([]);
    expect(charged).toBe(false);
  });

  it('a misspelled key is refused before anything is sent, naming it and the keys the report takes', async () => {
    const { result, sent, charged } = await sentDuring(() =>
      evaluate('=SEO_POSITIONS("example.pl",3,,,"postion<=10")'),
    );
    expect(result.error).toContain(
      '"postion" is not a key this report filters on (did you mean "position"?); it takes keyword, url, position, searches, cpc',
    );
    expect(sent).toEqual([]);
    expect(charged).toBe(false);
  });

  it('a dangling "and" is blamed, not the number before it', () => {
    expect(evaluate('=SEO_POSITIONS("example.pl",3,,,"searches>1000 and")').error).toContain(
      'cannot read "searches>1000 and": a joiner with no condition after it',
    );
  });

  it('every key the positions report declares is one the service filters on', () => {
    for (const key of FILTER_KEYS.positions) {
      const condition = ['keyword', 'url'].includes(key) ? `${key} contains e` : `${key}>=0`;
      const result = evaluate(`=SEO_POSITIONS("example.pl",3,,,"${condition}")`);
      expect([key, result.error]).toEqual([key, undefined]);
    }
  });

  it('in a Polish document "cpc > 1,5" is 1.5, as the document writes it', () => {
    world.emu.spreadsheet.locale = 'pl_PL';
    try {
      const [header, ...rows] = evaluate('=SEO_POSITIONS("example.pl",50,,,"cpc > 1,5")').values;
      const cpc = header.indexOf('CPC');
      expect(rows.length).toBeGreaterThan(0);
      for (const cells of rows) expect(cells[cpc]).toBeGreaterThan(1.5);
    } finally {
      world.emu.spreadsheet.locale = 'en_US';
    }
    expect(evaluate('=SEO_POSITIONS("example.pl",50,,,"cpc > 1,5")').error).toContain(
      'write 1.5 for a decimal or 15 for a whole number',
    );
  });

  it('a filter that excludes every row says so, rather than a bare "No data."', () => {
    expect(evaluate('=SEO_POSITIONS("example.pl",10,,,"position<0")').values[1][0]).toBe(
      'No data: no row matches the filter.',
    );
  });

  it('conditions joined with "and" all hold', () => {
    const table = evaluate('=SEO_POSITIONS("example.pl",50,,,"position<=3 and searches>100")').values;
    const [header, ...rows] = table;
    expect(rows.length).toBeGreaterThan(0);
    for (const cells of rows) {
      expect(cells[header.indexOf('Position')]).toBeLessThanOrEqual(3);
      expect(cells[header.indexOf('Searches')]).toBeGreaterThan(100);
    }
  });
});

describe('domains', () => {
  it('text that cannot be a domain is never sent: its row says why, the other rows fill', async () => {
    const cells = [
      ['zzz not a domain!!'],
      ['exmaple,pl'],
      ['..pl'],
      ['buty do biegania'],
      ['sklep-rowerowy.pl'],
    ];
    world.emu.spreadsheet.setValues('Sheet2', 'A1:A5', cells);
    const { result, sent } = await sentDuring(() =>
      world.emu.evaluate('Sheet2', 'C1', '=SEO_VISIBILITY(A1:A5)'),
    );
    const hint = result.values[0].indexOf('Hint');
    const refused = result.values.slice(1, 5).map((r) => [r[0], r[hint]]);
    expect(refused).toEqual([
      [
        'zzz not a domain!!',
        '"zzz not a domain!!" is not a domain: it has spaces (a phrase?): not looked up.',
      ],
      [
        'exmaple,pl',
        '"exmaple,pl" is not a domain: a comma where a dot belongs? (exmaple.pl): not looked up.',
      ],
      ['..pl', '"..pl" is not a domain: an empty part between dots: not looked up.'],
      ['buty do biegania', '"buty do biegania" is not a domain: it has spaces (a phrase?): not looked up.'],
    ]);
    expect(result.values[5][0]).toBe('sklep-rowerowy.pl');
    expect(result.values[5][2]).toBeGreaterThan(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('getDomainStatistics');
  });

  it('a single domain that cannot be one is refused before anything is sent', async () => {
    const { result, sent, charged } = await sentDuring(() =>
      evaluate('=SEO_VISIBILITY("zzz not a domain!!")'),
    );
    expect(result.values[1][0]).toBe('zzz not a domain!!');
    expect(result.values[1][result.values[0].indexOf('Hint')]).toMatch(
      /^"zzz not a domain!!" is not a domain/,
    );
    const positions = await sentDuring(() => evaluate('=SEO_POSITIONS("exmaple,pl")'));
    expect(positions.result.error).toBe(
      'domain: "exmaple,pl" is not a domain: a comma where a dot belongs? (exmaple.pl).',
    );
    expect(evaluate('=SEO_KEYWORDS("..pl",10,,"domain")').error).toMatch(/^seed: "\.\.pl" is not a domain/);
    expect(evaluate('=SEO_URLS("example.pl/a b",10,,"url")').error).toMatch(
      /not a domain or URL: it has spaces/,
    );
    expect([...sent, ...positions.sent]).toEqual([]);
    expect(charged || positions.charged).toBe(false);
  });

  it('"http://" gets its note like every other bad entry, not a blank row', async () => {
    const { result, sent } = await sentDuring(() => evaluate('=SEO_VISIBILITY("http://")'));
    expect(result.values[1][0]).toBe('http://');
    expect(result.values[1][result.values[0].indexOf('Hint')]).toBe(
      '"http://" is not a domain: nothing of a domain is left once "http://" and "www." are taken off: not looked up.',
    );
    expect(evaluate('=SEO_POSITIONS("https://www.")').error).toMatch(
      /^domain: "https:\/\/www\." is not a domain: nothing/,
    );
    expect(sent).toEqual([]);
  });

  it('a 2,000-character argument is quoted as a short excerpt, never whole', () => {
    const error = evaluate('=SEO_POSITIONS(REPT("x y", 700))').error ?? '';
    expect(error).toMatch(/^domain: "(x ?y?)+…" is not a domain: it has spaces/);
    expect(error.length).toBeLessThan(120);
    const choice = evaluate('=SEO_SERP("buty", REPT("z", 2000))').error ?? '';
    expect(choice).toContain(`(got "${'z'.repeat(40)}…")`);
    expect(choice.length).toBeLessThan(300);
  });

  it('zeros for a real domain carry the cause the spec names', () => {
    const market = evaluate('=SEO_VISIBILITY("example.cz", 1)').values;
    expect(market[0]).toContain('Hint');
    expect(market[1][market[0].indexOf('Hint')]).toBe(
      'No data for this domain in this market: example.cz is a .cz domain and country_id 1 is another market; try country_id 50.',
    );
    const host = evaluate('=SEO_VISIBILITY("blog.example.pl")').values;
    expect(host[1][host[0].indexOf('Hint')]).toMatch(
      /use fetch_mode "subdomain" for a host, or ask for example\.pl/,
    );
    // The hint column is always there, empty where there is nothing to say.
    const real = evaluate('=SEO_VISIBILITY("example.pl")').values;
    expect(real[1][real[0].indexOf('Hint')]).toBe('');
    expect(evaluate('=SEO_POSITIONS("example.cz",10,1)').values[1][0]).toMatch(
      /^No data\. example\.cz is a \.cz/,
    );
  });
});

describe('arguments', () => {
  it('a missing required argument and too many arguments get one message each, sending nothing', async () => {
    const { result, sent } = await sentDuring(() => evaluate('=SEO_VISIBILITY()'));
    expect(result.error).toBe(
      'SEO_VISIBILITY needs domains: =SEO_VISIBILITY(domains, [country_id], [fetch_mode], [header], [refresh], [columns]).',
    );
    expect(evaluate('=SEO_COUNTRIES("all",TRUE,"x",42)').error).toBe(
      'SEO_COUNTRIES takes at most 2 arguments, got 4: =SEO_COUNTRIES([scope], [header]).',
    );
    expect(evaluate('=SEO_RT_PROJECTS(TRUE,1,2)').error).toMatch(
      /^SEO_RT_PROJECTS takes at most 2 arguments, got 3/,
    );
    expect(evaluate('=SEO_RT_COMPARE_SERP(12,"buty")').error).toMatch(/^SEO_RT_COMPARE_SERP needs dates: /);
    expect(sent).toEqual([]);
  });

  it('an empty first argument keeps its place (=F(,x)), as in Sheets', () => {
    expect(evaluate('=SEO_POSITIONS(,3)').error).toMatch(/^SEO_POSITIONS needs domain: /);
    expect(evaluate('=SEO_LIMITS(,FALSE)').error).toBeUndefined();
  });
});

describe('quota wording', () => {
  it('SEO_LIMITS names counters as the sidebar does, says when they reset in days, and what tools cover', () => {
    const [header, ...rows] = evaluate('=SEO_LIMITS()').values;
    expect(header).toEqual(['Counter', 'Limit', 'Used', 'Left', 'Resets', 'Note', 'Key']);
    const byKey = (key: string) => rows.find((r) => r[6] === key)!;
    expect(byKey('visibility_analysis_queries_per_day')[0]).toBe('Visibility analysis');
    expect(byKey('visibility_analysis_queries_per_day')[4]).toMatch(/^in \d+ days$/);
    expect(byKey('tools_daily_limit')[0]).toBe('Tools (shared)');
    expect(byKey('tools_daily_limit')[5]).toMatch(
      /^Keyword statistics \(SEO_KEYWORD_STATS\).*shared counter\.$/,
    );
  });
});

describe('time-outs', () => {
  it('a 504 is not retried into the platform’s time limit: the rows fetched show, the others say why', async () => {
    evaluate('=SEO_VISIBILITY("moda-damska.pl")');
    // The gateway gives up after 16 s: a second try could not finish in the 30 s a formula has. The 16 s
    // pass on the script's clock, which is what the add-on reads, not in real time.
    await world.sim.control('/__sim/faults', { mode: 'timeout', count: 5, hold_ms: 0 });
    world.emu.setNetworkLatency(16_000);
    world.emu.spreadsheet.setValues('Sheet3', 'A1:A2', [['moda-damska.pl'], ['zdrowie-i-uroda.pl']]);
    const result = world.emu.evaluate('Sheet3', 'C1', '=SEO_VISIBILITY(A1:A2)');
    world.emu.setNetworkLatency(0);
    await world.sim.control('/__sim/faults', { mode: 'none' });
    expect(result.error).toBeUndefined();
    expect(result.values[1][0]).toBe('moda-damska.pl');
    expect(result.values[2][0]).toBe('zdrowie-i-uroda.pl');
    expect(result.values[2][result.values[0].indexOf('Hint')]).toBe(
      'Not fetched: The service did not answer in time (HTTP 504), so nothing came back for this; try again in a few minutes. ' +
        'For large requests use Extensions › SEO Sheets › Run a report. ' +
        'Enter the formula again later to fetch the rest; the rows already here are cached and cost nothing.',
    );
  });
});

describe('the content gap', () => {
  it.each([
    ['"example.pl", ""', 'competitors: give at least one domain.'],
    ['"example.pl", "a.pl b.pl c.pl d.pl e.pl"', 'competitors: at most 4 domains (got 5).'],
    [
      '"example.pl", "sklep-rowerowy.pl, www.example.pl"',
      'competitors: example.pl is the domain they are compared with; leave it out.',
    ],
    ['"example.pl", "sklep-rowerowy.pl", "gap"', 'mode must be one of "missing", "common" (got "gap").'],
  ])('(%s) is refused, sent nowhere, charged nothing', async (args, message) => {
    const { result, sent, charged } = await sentDuring(() => evaluate(`=SEO_CONTENT_GAP(${args})`));
    expect(result.error).toBe(message);
    expect(sent).toEqual([]);
    expect(charged).toBe(false);
  });

  it('fills the gap for a range of competitors: one tools unit, then free from the cache', async () => {
    world.emu.spreadsheet.setValues('Sheet3', 'A1:A2', [['sklep-rowerowy.pl'], ['moda-damska.pl']]);
    const first = await sentDuring(() => evaluate('=SEO_CONTENT_GAP("example.pl", Sheet3!A1:A2, , 20)'));
    expect(first.result.error).toBeUndefined();
    expect(first.result.values[0].slice(5)).toEqual([
      'example.pl Position',
      'example.pl URL',
      'sklep-rowerowy.pl Position',
      'sklep-rowerowy.pl URL',
      'moda-damska.pl Position',
      'moda-damska.pl URL',
    ]);
    expect(first.result.values).toHaveLength(21);
    // "missing": the domain itself ranks for none of them.
    expect(first.result.values.slice(1).every((r) => r[5] === '' && r[6] === '')).toBe(true);
    expect(first.sent).toEqual(['/api/visibility_analysis/tools/competitors_analysis/getData']);
    expect(first.charged).toBe(true);
    const again = await sentDuring(() => evaluate('=SEO_CONTENT_GAP("example.pl", Sheet3!A1:A2, , 20)'));
    expect([again.sent, again.charged]).toEqual([[], false]);
  });
});
