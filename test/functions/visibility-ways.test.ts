/**
 * SEO_VISIBILITY over 200 domains on the Lite demo account (100 visibility units, 10 tools units), through
 * the built bundle in the emulator against the simulator: one run of the URLs tool fills the range; forced
 * to a request per domain and asked on purpose past the spend guard, it fills 100 rows, and a spent counter
 * is then not asked again before it resets.
 * A single URL goes to the URLs tool and a directory is refused, as the dashboard takes neither.
 */
import { startWorld, type World } from '../support/world';

let world: World;
const V = 'visibility_analysis_queries_per_day';
const T = 'tools_daily_limit';

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['lite@example.com', 'lite']);
  world.emu.spreadsheet.addSheet('Agency');
});
afterAll(() => world?.stop());

const usage = async (): Promise<Record<string, number>> =>
  ((await world.sim.state()).usage as Record<string, Record<string, number>>)['lite@example.com'];

/** 200 domains in a column of their own, and the formula over them beside it. */
function range(column: string, prefix: string): string {
  const domains = Array.from({ length: 200 }, (_, i) => [`${prefix}-${i}.pl`]);
  world.emu.spreadsheet.setValues('Agency', `${column}1:${column}200`, domains);
  return `=SEO_VISIBILITY(${column}1:${column}200)`;
}

function evaluate(a1: string, formula: string) {
  world.emu.requests.length = 0;
  const result = world.emu.evaluate('Agency', a1, formula);
  return { ...result, paths: world.emu.requests.map((r) => new URL(r.url).pathname) };
}

const setWay = (visibilityWay: string) =>
  world.emu.callServer('sidebarSaveSettings', [{ defaultCountryId: 1, freshnessHours: {}, visibilityWay }]);

describe('fetch modes the dashboard refuses (issue #33)', () => {
  it('a URL goes to the URLs tool, even one; a directory is refused, formula and report, before anything is sent', async () => {
    const before = await usage();
    const url = evaluate('BZ1', '=SEO_VISIBILITY("https://example.pl/produkt/buty-trekkingowe", 1, "url")');
    expect(url.error).toBeUndefined();
    expect(url.paths).toEqual([
      '/api/visibility_analysis/tools/urls/create',
      '/api/visibility_analysis/tools/urls/getStatistics',
    ]);
    expect(url.values[1][0]).toBe('example.pl/produkt/buty-trekkingowe');
    expect(typeof url.values[1][1]).toBe('number');
    const after = await usage();
    expect([after[T] - before[T], after[V] - before[V]]).toEqual([1, 0]);

    const directory = evaluate('BZ10', '=SEO_VISIBILITY("example.pl/blog/", 1, "catalog")');
    expect(directory.error).toMatch(/^fetch_mode "catalog" \(a directory\) has no domain statistics/);
    expect(directory.paths).toEqual([]);
    world.emu.requests.length = 0;
    const params = { domain: 'example.pl/blog/', fetch_mode: 'catalog', country_id: 1 };
    expect(() => world.emu.callServer('reportsEstimate', ['domain_statistics', params])).toThrow(
      /fetch_mode "catalog" \(a directory\) has no domain statistics/,
    );
    expect(world.emu.requests.filter((r) => !r.url.includes('/getLimits'))).toEqual([]);
  });
});

describe('SEO_VISIBILITY on Lite', () => {
  it('200 new domains: one run of the URLs tool, one tools unit, every row filled; recalculation is free', async () => {
    const formula = range('A', 'lite-bulk');
    const before = await usage();
    const first = evaluate('B1', formula);
    expect(first.error).toBeUndefined();
    expect(first.paths).toEqual([
      '/api/users/getLimits',
      '/api/visibility_analysis/tools/urls/create',
      '/api/visibility_analysis/tools/urls/getDomains',
      '/api/visibility_analysis/tools/urls/getDomains',
    ]);
    const after = await usage();
    expect([after[T] - before[T], after[V] - before[V]]).toEqual([1, 0]);
    expect(first.values).toHaveLength(202); // header, 200 domains, the closing note
    expect(first.values.slice(1, 201).every((row) => typeof row[1] === 'number')).toBe(true);
    expect(String(first.values[201][0])).toMatch(
      /^Domain rank, category and AI Overview figures are blank for 200 domains/,
    );
    const again = evaluate('B1', formula);
    expect(again.paths).toEqual([]);
    expect(again.values).toEqual(first.values);
  });

  it('a request per domain, asked on purpose, fills 100 rows; recalculating after the counter is spent sends nothing', async () => {
    setWay('perDomain');
    // 200 units of the 100 left: the spend guard holds it back unless it is asked for with a refresh value.
    const formula = range('P', 'lite-each').replace(')', ',,,,"each")');
    const first = evaluate('Q1', formula);
    const filled = first.values.slice(1).filter((row) => typeof row[1] === 'number');
    expect(filled).toHaveLength(100);
    expect(first.values[200][0]).toBe('lite-each-199.pl');
    const refused = first.values[200].at(-1);
    expect(String(refused)).toMatch(
      /^The account’s Visibility analysis quota is used up \(limit 100\)\. It resets in \d+ days\.$/,
    );
    // It stopped at the first round the service refused: far fewer than the 100 refusals a naive run collects.
    expect(first.paths.filter((p) => p.endsWith('/getDomainStatistics')).length).toBeLessThanOrEqual(144);
    const spentAt = await usage();

    const again = evaluate('Q1', formula);
    expect(again.paths.length).toBeLessThanOrEqual(1);
    expect(again.values).toEqual(first.values);
    expect(await usage()).toEqual(spentAt);
  });

  it('automatic again, and refreshed: the rows go to one run of the URLs tool while the tools counter has room', async () => {
    setWay('auto');
    // The same question is held as it was answered, refused rows and all (functions/held.ts): the user's
    // refresh asks it again.
    expect(evaluate('Q1', '=SEO_VISIBILITY(P1:P200,,,,"each")').paths).toEqual([]);
    const before = await usage();
    const filled = evaluate('Q1', '=SEO_VISIBILITY(P1:P200,,,,"again")');
    expect(filled.paths).not.toContain('/api/visibility_analysis/reports/dashboard/getDomainStatistics');
    expect(filled.values.slice(1, 201).every((row) => typeof row[1] === 'number')).toBe(true);
    const after = await usage();
    expect([after[T] - before[T], after[V] - before[V]]).toEqual([1, 0]);
  });

  it('the tools counter spent too: one refused run, then nothing is sent until a reset', async () => {
    await world.sim.control('/__sim/usage', { email: 'lite@example.com', key: T, used: 10 });
    const formula = range('AA', 'lite-none');
    const first = evaluate('AB1', formula);
    expect(first.paths.filter((p) => !p.endsWith('/getLimits'))).toEqual([
      '/api/visibility_analysis/tools/urls/create',
    ]);
    // With both spent, the cell names the domain statistics' own counter and when it resets.
    expect(first.error).toMatch(
      /^The account’s Visibility analysis quota is used up \(limit 100\)\. It resets in/,
    );
    expect(evaluate('AB1', formula).paths).toEqual([]);
  });
});
