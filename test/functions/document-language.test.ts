/**
 * Formula headers in the document's language, through the built bundle in the emulator against the
 * simulator: the cache keeps data, not labels, so a spreadsheet locale changed to Polish, or a document
 * setting of Czech, relabels every header with no request sent and no unit charged.
 */
import { startWorld, type World } from '../support/world';

let world: World;
let row = 1;

beforeAll(async () => {
  world = await startWorld({ latencyMs: 100 });
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
}, 60_000);
afterAll(() => world?.stop());

const FORMULAS = [
  '=SEO_KEYWORD_STATS("kawa")',
  '=SEO_VISIBILITY("example.pl")',
  '=SEO_POSITIONS("example.pl", 5)',
  '=SEO_VISIBILITY_HISTORY("example.pl", , , "monthly")',
] as const;

/** The header row of each formula, evaluated in a fresh place so results never spill into each other. */
function headers(): string[][] {
  return FORMULAS.map((formula) => {
    row += 100;
    const result = world.emu.evaluate('Sheet1', `Z${row}`, formula);
    expect(result.error).toBeUndefined();
    return result.values[0].map(String);
  });
}

async function usage(): Promise<Record<string, number>> {
  const state = (await world.sim.state()) as { usage: Record<string, Record<string, number>> };
  return state.usage['demo@example.com'] ?? {};
}

/** Headers, with every request the emulator sent and the units the simulator charged meanwhile. */
async function measured(): Promise<{ headers: string[][]; requests: number; units: Record<string, number> }> {
  const before = await usage();
  world.emu.requests.length = 0;
  const result = headers();
  const after = await usage();
  const units = Object.fromEntries(
    Object.entries(after)
      .map(([counter, used]) => [counter, used - (before[counter] ?? 0)] as const)
      .filter(([, spent]) => spent !== 0),
  );
  return { headers: result, requests: world.emu.requests.length, units };
}

/** Last month's name as Intl gives it in `language` (Node has every locale). */
function lastMonth(language: string): string {
  const now = new Date(world.emu.clock.now());
  const month = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' }).format(month);
}

describe('formula headers follow the document’s language', () => {
  it('in English first, paying for the data once', async () => {
    const first = await measured();
    expect(first.requests).toBeGreaterThan(0);
    expect(Object.keys(first.units).length).toBeGreaterThan(0);
    expect(first.headers[0].slice(0, 4)).toEqual(['Keyword', 'Searches', 'CPC', 'Found']);
    expect(first.headers[0]).toContain(lastMonth('en'));
    expect(first.headers[1].slice(0, 2)).toEqual(['Domain', 'Visibility']);
    expect(first.headers[2]).toEqual(expect.arrayContaining(['Keyword', 'Position', 'Position (previous)']));
  });

  it('a Polish spreadsheet locale relabels every header with 0 requests and 0 units', async () => {
    world.emu.spreadsheet.locale = 'pl_PL';
    const polish = await measured();
    expect(polish.requests).toBe(0);
    expect(polish.units).toEqual({});
    expect(polish.headers[0].slice(0, 4)).toEqual(['Fraza', 'Wyszukiwania', 'CPC', 'Znaleziono']);
    expect(polish.headers[0]).toContain(lastMonth('pl'));
    expect(polish.headers[1].slice(0, 3)).toEqual(['Domena', 'Widoczność', 'TOP3']);
    expect(polish.headers[2]).toEqual(expect.arrayContaining(['Fraza', 'Pozycja', 'Pozycja (poprzednio)']));
    expect(polish.headers[3].slice(0, 2)).toEqual(['Data', 'Widoczność']);
  });

  it('the document setting wins over the locale, again with 0 requests and 0 units', async () => {
    world.emu.callServer('sidebarSaveSettings', [{ language: 'cs' }]);
    const czech = await measured();
    expect(czech.requests).toBe(0);
    expect(czech.units).toEqual({});
    expect(czech.headers[0].slice(0, 2)).toEqual(['Fráze', 'Hledanost']);
    expect(czech.headers[0]).toContain(lastMonth('cs'));
    world.emu.callServer('sidebarSaveSettings', [{ language: null }]);
    world.emu.spreadsheet.locale = 'en_US';
    expect((await measured()).headers[0][0]).toBe('Keyword');
  });
});
