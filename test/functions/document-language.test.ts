/**
 * Formula headers in the document's language, through the built bundle in the emulator against the
 * simulator: the cache keeps data, not labels, so a spreadsheet locale changed to Polish, or a document
 * setting of Czech, relabels every header with no request sent and no unit charged.
 */
import { startWorld, type World } from '../support/world';

let world: World;
let row = 1;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
});
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

describe('tables already in the document are relabelled when its language changes', () => {
  const SHEET = 'Tables';
  const TABLES = { A1: FORMULAS[0], A10: FORMULAS[1], A20: FORMULAS[2], A30: FORMULAS[3] } as const;
  const cellsHeader = () =>
    Object.keys(TABLES).map((a1) => String(world.emu.spreadsheet.getValue(SHEET, a1)));

  /** What the re-entered formulas did when Sheets recalculated them: which ran, requests and units. */
  async function recalculated(): Promise<{ ran: string[]; requests: number; units: Record<string, number> }> {
    const before = await usage();
    world.emu.requests.length = 0;
    const ran = world.emu.recalculate().map((r) => `${r.sheet}!${r.a1}`);
    const after = await usage();
    const units = Object.fromEntries(
      Object.entries(after)
        .map(([counter, used]) => [counter, used - (before[counter] ?? 0)] as const)
        .filter(([, spent]) => spent !== 0),
    );
    return { ran, requests: world.emu.requests.length, units };
  }

  // With the tables the tests above left on Sheet1, relabelled too.
  const everyTable = Object.keys(TABLES).map((a1) => `${SHEET}!${a1}`);

  beforeAll(() => {
    world.emu.spreadsheet.locale = 'en_US';
    world.emu.spreadsheet.addSheet(SHEET);
    for (const [a1, formula] of Object.entries(TABLES)) world.emu.evaluate(SHEET, a1, formula);
    // The sidebar's opening finds the tables in the language it has on record (or records it), and
    // relabels those the tests above left in another.
    world.emu.callServer('sidebarStart');
    world.emu.recalculate();
    expect(cellsHeader()).toEqual(['Keyword', 'Domain', 'Keyword ID', 'Date']);
    // Two days on, every answer is older than its freshness: relabelling must still not fetch it again.
    world.emu.clock.advance(2 * 24 * 3_600_000);
  });

  it('Settings › Language of this document › Save relabels every table: 0 requests, 0 units', async () => {
    world.emu.callServer('sidebarSaveSettings', [{ language: 'pl' }]);
    const pass = await recalculated();
    expect(pass.ran).toEqual(expect.arrayContaining(everyTable));
    expect(cellsHeader()).toEqual(['Fraza', 'Domena', 'ID frazy', 'Data']);
    expect(pass.requests).toBe(0);
    expect(pass.units).toEqual({});
    // Back to the locale's language (English), again at no cost.
    world.emu.callServer('sidebarSaveSettings', [{ language: null }]);
    const back = await recalculated();
    expect(cellsHeader()).toEqual(['Keyword', 'Domain', 'Keyword ID', 'Date']);
    expect([back.requests, back.units]).toEqual([0, {}]);
  });

  it('reopening after the spreadsheet’s locale changed relabels them in onOpen: 0 requests, 0 units', async () => {
    world.emu.spreadsheet.locale = 'cs_CZ';
    world.emu.open();
    const pass = await recalculated();
    expect(pass.ran).toEqual(expect.arrayContaining(everyTable));
    expect(cellsHeader()).toEqual(['Fráze', 'Doména', 'ID fráze', 'Datum']);
    expect([pass.requests, pass.units]).toEqual([0, {}]);
    // Opened again in the same locale: nothing to relabel, nothing re-entered.
    world.emu.open();
    expect((await recalculated()).ran).toEqual([]);
  });

  it('where onOpen may not (AuthMode.NONE), the first sidebar opening relabels them', async () => {
    world.emu.spreadsheet.locale = 'sk_SK';
    world.emu.open({ authMode: 'NONE' });
    expect((await recalculated()).ran).toEqual([]);
    world.emu.callServer('sidebarStart');
    const pass = await recalculated();
    expect(pass.ran).toEqual(expect.arrayContaining(everyTable));
    expect(cellsHeader()[0]).toBe('Fráza');
    expect([pass.requests, pass.units]).toEqual([0, {}]);
    world.emu.spreadsheet.locale = 'en_US';
  });
});

describe('SEO_LIMITS in the document’s language', () => {
  it('names every row in Polish in a Polish document, and gives the data-validity limit as a date value', () => {
    const rows = (locale: string) => {
      world.emu.spreadsheet.locale = locale;
      row += 100;
      return world.emu.evaluate('Sheet1', `Z${row}`, '=SEO_LIMITS()').values.slice(1);
    };
    const english = rows('en_US');
    const polish = rows('pl_PL');
    world.emu.spreadsheet.locale = 'en_US';
    const label = (table: unknown[][], key: string) => table.find((r) => r[6] === key)?.[0];
    expect(label(polish, 'visibility_analysis_data_valid_from')).toBe(
      'Analiza widoczności: dane dostępne od',
    );
    expect(label(english, 'visibility_analysis_data_valid_from')).toBe(
      'Visibility analysis: data available from',
    );
    // No row left in English: each Polish label differs from the English one of its counter.
    for (const [name, , , , , , key] of polish)
      expect([key, name]).not.toEqual([key, label(english, String(key))]);
    // A date the cell holds as a date, which Sheets writes as the document's locale does (1.01.2015).
    const valid = polish.find((r) => r[6] === 'visibility_analysis_data_valid_from')?.[1];
    expect(valid).toBeInstanceOf(Date);
  });
});
