/**
 * One bad row never fails the others, through the built bundle in the emulator against the simulator:
 * internationalized domains go as the service takes them (punycode) and show as typed; an item a run or a
 * batch is refused for is taken out, the rest sent again, and its own row says why; a domain the index
 * has nothing for says so instead of showing zeros.
 */
import { domainToASCII } from 'node:url';
import { startWorld, type World } from '../support/world';

let world: World;
let row = 1;
const T = 'tools_daily_limit';
const V = 'visibility_analysis_queries_per_day';

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  world.emu.spreadsheet.addSheet('Lists');
});
afterAll(() => world?.stop());
afterEach(async () => {
  await world.sim.control('/__sim/refuse', { items: [] });
  setWay('auto');
});

const setWay = (visibilityWay: string) =>
  world.emu.callServer('sidebarSaveSettings', [{ defaultCountryId: 1, freshnessHours: {}, visibilityWay }]);

const usage = async (): Promise<Record<string, number>> =>
  ((await world.sim.state()).usage as Record<string, Record<string, number>>)['demo@example.com'] ?? {};

/** `cells` in a column of their own, and `formula` (over `{range}`) evaluated beside it; the paths it sent. */
function over(cells: string[], formula: string) {
  row += 100;
  const range = `A${row}:A${row + cells.length - 1}`;
  world.emu.spreadsheet.setValues(
    'Lists',
    range,
    cells.map((cell) => [cell]),
  );
  world.emu.requests.length = 0;
  const result = world.emu.evaluate('Lists', `C${row}`, formula.replace('{range}', range));
  return { ...result, sent: world.emu.requests.map((r) => new URL(r.url)) };
}

const IDN = ['książki-online.net', 'zażółć-gęślą.pl', 'bücher-shop.pl'];

describe('internationalized domain names', () => {
  it('go through the URLs tool in punycode, in one run, and show as typed', async () => {
    setWay('bulk');
    const domains = [
      'sklep-rowerowy.pl',
      ...IDN.map((d, i) => (i === 0 ? 'Książki-Online.NET' : d)),
      'example.pl',
    ];
    const before = await usage();
    const result = over(domains, '=SEO_VISIBILITY({range})');
    expect(result.error).toBeUndefined();
    expect(result.sent.filter((u) => u.pathname.endsWith('/urls/create'))).toHaveLength(1);
    expect((await usage())[T] - (before[T] ?? 0)).toBe(1);
    expect(result.values.slice(1, 6).map((r) => r[0])).toEqual([
      'sklep-rowerowy.pl',
      'książki-online.net',
      'zażółć-gęślą.pl',
      'bücher-shop.pl',
      'example.pl',
    ]);
    for (const cells of result.values.slice(1, 6)) expect(typeof cells[1]).toBe('number');
  });

  it('go to the dashboard and the reports in punycode: figures, not a row of zeros', () => {
    const single = over(['świat-łodzi.pl'], '=SEO_VISIBILITY({range})');
    const asked = single.sent.find((u) => u.pathname.endsWith('/getDomainStatistics'));
    expect(asked?.searchParams.get('domain')).toBe(domainToASCII('świat-łodzi.pl'));
    expect(single.values[1][0]).toBe('świat-łodzi.pl');
    expect(single.values[1][1]).toBeGreaterThan(0);
    const positions = world.emu.evaluate('Lists', 'Z1', '=SEO_POSITIONS("https://www.zażółć-gęślą.pl/", 5)');
    expect(positions.error).toBeUndefined();
    expect(positions.values).toHaveLength(6);
  });
});

describe('an item the service refuses', () => {
  it('is taken out of the URLs tool run and the rest sent again; its own row says why', async () => {
    setWay('bulk');
    await world.sim.control('/__sim/refuse', { items: ['moda-damska.pl'] });
    const domains = ['portal-finansowy.pl', 'zdrowie-i-uroda.pl', 'moda-damska.pl', 'kuchnia-domowa.pl'];
    const before = await usage();
    const result = over(domains, '=SEO_VISIBILITY({range})');
    expect(result.error).toBeUndefined();
    // Refused for urls.2 (its index in the list sent), then created without it: one tools unit.
    expect(result.sent.filter((u) => u.pathname.endsWith('/urls/create'))).toHaveLength(2);
    expect((await usage())[T] - (before[T] ?? 0)).toBe(1);
    expect(result.values[3][0]).toBe('moda-damska.pl');
    expect(result.values[3][result.values[0].indexOf('Hint')]).toBe(
      'The service refused "moda-damska.pl" (This value is not a valid URL); the other rows were fetched without it.',
    );
    for (const i of [1, 2, 4]) expect(typeof result.values[i][1]).toBe('number');
  });

  it('alone is that row’s hint, not the cell’s error', async () => {
    setWay('bulk');
    await world.sim.control('/__sim/refuse', { items: ['przepisy-babci.pl'] });
    const result = over(['przepisy-babci.pl'], '=SEO_VISIBILITY({range})');
    expect(result.error).toBeUndefined();
    const hint = result.values[0].indexOf('Hint');
    expect(result.values[1][0]).toBe('przepisy-babci.pl');
    expect(result.values[1][hint]).toMatch(/^The service refused "przepisy-babci\.pl"/);
  });

  it('is taken out of a keyword-statistics run and the rest sent again; its own row says why', async () => {
    await world.sim.control('/__sim/refuse', { items: ['rower górski'] });
    const result = over(
      ['buty do biegania', 'rower górski', 'kawa ziarnista'],
      '=SEO_KEYWORD_STATS({range})',
    );
    expect(result.error).toBeUndefined();
    expect(result.sent.filter((u) => u.pathname.endsWith('/statistics/create'))).toHaveLength(2);
    expect(result.values[2][0]).toBe('rower górski');
    expect(result.values[2][result.values[0].indexOf('Hint')]).toBe(
      'The service refused "rower górski" (This value is not valid.); the other rows were fetched without it.',
    );
    expect(result.values[1][0]).toBe('buty do biegania');
    expect(result.values[3][0]).toBe('kawa ziarnista');
  });
});

describe('a domain the index has nothing for', () => {
  it('says so, with blank figures, instead of a row of zeros', () => {
    const result = over(['nic-tu-nie-ma.invalid', 'example.pl'], '=SEO_VISIBILITY({range})');
    const [header, none, found] = result.values;
    const hint = header.indexOf('Hint');
    expect(none[0]).toBe('nic-tu-nie-ma.invalid');
    expect(none[hint]).toBe('No data for this domain in this market.');
    expect(none.slice(1, hint).every((cell) => cell === '')).toBe(true);
    expect(found[1]).toBeGreaterThan(0);
  });
});

/**
 * #42: where a row's reason went depended on the reason (quota, not-a-domain and too-long messages took the
 * domain's or phrase's place). Now the first column always shows what was typed, the reason the Hint column,
 * the same with or without a header row.
 */
describe('a refused row keeps its input', () => {
  const LONG = `${'x'.repeat(260)}.pl`;

  const spend = (used: number) =>
    Promise.all(
      [V, T].map((key) => world.sim.control('/__sim/usage', { email: 'demo@example.com', key, used })),
    );
  afterAll(() => spend(0));

  it('SEO_VISIBILITY: not a domain, too long, the quota spent: the domain as typed, the reason in Hint', async () => {
    setWay('perDomain');
    over(['kuchnia-domowa.pl'], '=SEO_VISIBILITY({range})');
    setWay('auto');
    await spend(30_000);
    const typed = ['kuchnia-domowa.pl', 'no domain here', LONG, 'Nowa-Domena-Testowa.PL'];
    const result = over(typed, '=SEO_VISIBILITY({range})');
    expect(result.error).toBeUndefined();
    const [header, ...rest] = result.values;
    const rows = rest.slice(0, typed.length);
    const hint = header.indexOf('Hint');
    expect(rows.map((row) => row[0])).toEqual(typed);
    // Database 1.0 has no AI Overview data: the table's closing note says so.
    expect(rest.slice(typed.length).map((row) => row[0])).toEqual([
      expect.stringMatching(/^AI Overview figures are blank: this market has no AI Overview data/),
    ]);
    expect(rows[0][hint]).toBe('');
    expect(rows[1][hint]).toBe('"no domain here" is not a domain: it has spaces (a phrase?): not looked up.');
    expect(rows[2][hint]).toBe('Longer than 253 characters: not looked up.');
    expect(rows[3][hint]).toMatch(/^The account’s Visibility analysis quota is used up/);

    // Without a header row, the same columns in the same order.
    const bare = over(typed, '=SEO_VISIBILITY({range}, , , FALSE)');
    expect(bare.values).toEqual(rest);
    await spend(0);
  });

  it('SEO_KEYWORD_STATS: the phrase as typed, the reason in Hint', () => {
    const typed = ['buty do biegania', 'y'.repeat(201), 'rower'];
    const [header, ...rows] = over(typed, '=SEO_KEYWORD_STATS({range})').values;
    expect(header[header.length - 1]).toBe('Hint');
    expect(rows.map((row) => row[0])).toEqual(typed);
    expect(rows.map((row) => row[row.length - 1])).toEqual([
      '',
      'Longer than 200 characters: not looked up.',
      '',
    ]);
  });

  it('SEO_AI_OVERVIEWS_STATS: the domain as typed, a dropped path in Hint beside its figures', () => {
    const typed = ['..pl', 'https://example.pl/blog/'];
    const result = over(typed, '=SEO_AI_OVERVIEWS_STATS({range}, 200)');
    expect(result.error).toBeUndefined();
    const [header, ...rows] = result.values;
    expect(header[header.length - 1]).toBe('Hint');
    expect(rows.map((row) => row[0])).toEqual(['..pl', 'example.pl']);
    expect(rows[0][header.length - 1]).toBe(
      '"..pl" is not a domain: an empty part between dots: not looked up.',
    );
    expect(typeof rows[1][1]).toBe('number');
    expect(rows[1][header.length - 1]).toMatch(/^Path "\/blog" left out/);
  });
});
