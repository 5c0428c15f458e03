/**
 * Input that loses meaning says so, through the built bundle in the emulator against the simulator: a URL
 * given where a whole domain is read notes the path it dropped and the mode that keeps it; an empty range
 * answers with a note; a market the service has no data for is refused before anything is sent; a
 * formula written before an argument was added keeps its meaning.
 */
import { startWorld, type World } from '../support/world';

let world: World;
let row = 1;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
});
afterAll(() => world?.stop());

const usage = async () => JSON.stringify((await world.sim.state()).usage);

/** The formula's result and the paths it sent (sign-in and getLimits aside). */
function evaluate(formula: string, cells?: string[][]) {
  row += 100;
  if (cells) world.emu.spreadsheet.setValues('Sheet1', `A${row}:A${row + cells.length - 1}`, cells);
  world.emu.requests.length = 0;
  const result = world.emu.evaluate('Sheet1', `C${row}`, formula.replace('{range}', `A${row}:A${row + 2}`));
  const sent = world.emu.requests
    .map((r) => new URL(r.url).pathname)
    .filter((path) => !/getLimits|users\/token/.test(path));
  return { ...result, sent };
}

describe('a URL where a whole domain is read', () => {
  it('notes the path it dropped and the mode that keeps it, in the row of SEO_VISIBILITY', () => {
    const { values } = evaluate('=SEO_VISIBILITY("https://www.example.pl/blog/")');
    const hint = values[0].indexOf('Hint');
    expect(values[1][0]).toBe('example.pl');
    expect(typeof values[1][1]).toBe('number');
    expect(values[1][hint]).toBe(
      'Path "/blog" left out: fetch_mode "topLevelDomain" reads example.pl as a whole; fetch_mode "url" reads this URL.',
    );
  });

  it('closes a report’s table with the same note; in the url mode nothing is dropped', () => {
    const report = evaluate('=SEO_POSITIONS("example.pl/kategoria/buty", 3)').values;
    expect(report).toHaveLength(5);
    expect(report[4][0]).toBe(
      'Path "/kategoria/buty" left out: fetch_mode "topLevelDomain" reads example.pl as a whole; fetch_mode "url" reads this URL.',
    );
    const url = evaluate('=SEO_POSITIONS("example.pl/kategoria/buty", 3, , "url")').values;
    expect(url.flat().join(' ')).not.toContain('left out');
    const seed = evaluate('=SEO_KEYWORDS("example.pl/blog", 3, , "domain")').values;
    expect(seed[seed.length - 1][0]).toBe(
      'Path "/blog" left out: mode "domain" reads example.pl as a whole; mode "url" reads this URL.',
    );
  });
});

describe('an empty range', () => {
  it('answers with a note under the header, sending nothing', () => {
    const domains = evaluate('=SEO_VISIBILITY({range})', [[''], [''], ['']]);
    expect(domains.values[1][0]).toBe(
      'No domains in the range yet: enter one in a cell and the table fills in.',
    );
    expect(domains.values).toHaveLength(4);
    const phrases = evaluate('=SEO_KEYWORD_STATS({range})', [[''], [''], ['']]);
    expect(phrases.values[1][0]).toBe(
      'No phrases in the range yet: enter one in a cell and the table fills in.',
    );
    expect([...domains.sent, ...phrases.sent]).toEqual([]);
  });
});

describe('a market the service has no data for', () => {
  const VISIBILITY_MARKETS =
    '1 Poland (database 1.0), 200 Poland (database 2.0), 50 Czechia, 53 Denmark, 82 Hungary, 134 Netherlands, 153 Romania, 160 Sweden, 164 Slovakia';

  it('is refused before anything is charged, naming the markets there are; the list is read once, free', async () => {
    const before = await usage();
    const first = evaluate('=SEO_VISIBILITY("example.pl", 999)');
    expect(first.error).toBe(
      `country_id 999 is not a market the service has data for; it has ${VISIBILITY_MARKETS}.`,
    );
    expect(first.sent).toEqual(['/api/visibility_analysis/app/getCountriesList']);
    // Germany is in the service's country list, but not one of its visibility databases.
    const second = evaluate('=SEO_POSITIONS("example.pl", 3, 2)');
    expect(second.error).toMatch(/^country_id 2 is not a market the service has data for; it has 1 Poland/);
    expect(second.sent).toEqual([]);
    expect(await usage()).toBe(before);
  });

  it('is refused for the keyword database without a request: it has no database 2.0', () => {
    const stats = evaluate('=SEO_KEYWORD_STATS("kawa", 200)');
    expect(stats.error).toBe(
      'country_id 200 is not a market of the keyword database; it has 1 Poland (database 1.0), 50 Czechia, 53 Denmark, 82 Hungary, 134 Netherlands, 153 Romania, 160 Sweden, 164 Slovakia.',
    );
    expect(stats.sent).toEqual([]);
    expect(evaluate('=SEO_KEYWORD_STATS("kawa", 50)').error).toBeUndefined();
  });

  it('a document defaulting to database 2.0 reads Poland’s keyword database when country_id is blank', () => {
    world.emu.callServer('sidebarSaveSettings', [{ defaultCountryId: 200, freshnessHours: {} }]);
    try {
      const stats = evaluate('=SEO_KEYWORD_STATS("kawa")');
      expect(stats.error).toBeUndefined();
      expect(stats.values[1][0]).toBe('kawa');
    } finally {
      world.emu.callServer('sidebarSaveSettings', [{ defaultCountryId: 1, freshnessHours: {} }]);
    }
  });
});

describe('a formula written before an argument was added', () => {
  it('keeps its meaning: SEO_CHARACTERISTICS’ 2nd and SEO_VISIBILITY_HISTORY’s 5th argument are country_id', () => {
    const characteristics = evaluate('=SEO_CHARACTERISTICS("example.pl", 200)');
    expect(characteristics.error).toBeUndefined();
    expect(characteristics.values[0][0]).toBe('Words');
    const history = evaluate('=SEO_VISIBILITY_HISTORY("example.pl", , , "monthly", 200)');
    expect(history.error).toBeUndefined();
    expect(world.emu.requests.map((r) => r.url).join(' ')).toContain('country_id=200');
  });

  it('a value of the moved argument in its old place says where it goes now, sending nothing', () => {
    const moved = evaluate('=SEO_CHARACTERISTICS("example.pl", "difficulty")');
    expect(moved.error).toBe(
      'SEO_CHARACTERISTICS: "difficulty" is a value of characteristics, which comes last: =SEO_CHARACTERISTICS(domain, [country_id], [fetch_mode], [header], [refresh], [characteristics]).',
    );
    const segment = evaluate('=SEO_VISIBILITY_HISTORY("example.pl", , , "monthly", "non_brand")');
    expect(segment.error).toMatch(
      /^SEO_VISIBILITY_HISTORY: "non_brand" is a value of segment, which comes last: /,
    );
    expect([...moved.sent, ...segment.sent]).toEqual([]);
    expect(evaluate('=SEO_CHARACTERISTICS("example.pl", , , , , "difficulty")').error).toBeUndefined();
  });
});
