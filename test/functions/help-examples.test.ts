/**
 * Every example Help shows evaluates on the demo account (demo@example.com in the simulator), through the
 * built bundle in the emulator: in an English document put in by Help's Insert (`helpInsert`, which writes
 * the example into the selected cell), and in a Polish one typed exactly as Help shows it there (`;`
 * between arguments). Any error cell fails the test, naming the example and what the cell said. Insert
 * writes only into an empty cell, and only an example of the registry.
 */
import { inLocaleSyntax } from '../../src/shared/i18n/formula-syntax';
import { englishWords } from '../support/untranslated';
import { startWorld, type World } from '../support/world';
import { catalog } from '../../src/registry/catalog';

let world: World;
let sheets = 0;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
}, 60_000);
afterAll(() => world?.stop());

/** A fresh sheet with B2 selected, so no example reads or spills over another's cells. */
function freshSheet(): string {
  const name = `Examples${++sheets}`;
  world.emu.spreadsheet.addSheet(name);
  world.emu.spreadsheet.activeSheet = name;
  world.emu.spreadsheet.activeRange = 'B2';
  return name;
}

/** Domains the examples name, which head their columns (SEO_CONTENT_GAP's "example.pl Pozycja"). */
const DOMAINS = ['example.pl', 'sklep-rowerowy.pl', 'rowery24.pl'];

/** Sheets' error values, as a cell or a spilled table shows them. */
const ERROR_VALUE = /^#(ERROR!|N\/A|REF!|VALUE!|NAME\?|DIV\/0!|NUM!|NULL!)/;

/** What went wrong in an example's cells: empty when it evaluated. */
function problems(example: string, result: { error?: string; values: unknown[][] }): string[] {
  const errors = result.values.flat().filter((value) => ERROR_VALUE.test(String(value)));
  return result.error || errors.length ? [`${example}: ${result.error ?? errors.join(', ')}`] : [];
}

it('every Help example evaluates in an English document, put in by Insert', () => {
  world.emu.spreadsheet.locale = 'en_US';
  const failed = catalog.flatMap((spec) => {
    const sheet = freshSheet();
    expect(world.emu.callServer('helpInsert', [spec.name])).toEqual({ cell: `${sheet}!B2` });
    const result = world.emu.recalculate().find((cell) => cell.sheet === sheet && cell.a1 === 'B2');
    if (!result) return [`${spec.example}: not evaluated`];
    expect(world.emu.spreadsheet.getCell(sheet, 'B2').formula ?? '').toBe(spec.example);
    return problems(spec.example, result);
  });
  expect(failed).toEqual([]);
}, 120_000);

it('every Help example evaluates in a Polish document, typed as Help shows it there, its header in Polish', () => {
  world.emu.spreadsheet.locale = 'pl_PL';
  const english: string[] = [];
  const failed = catalog.flatMap((spec) => {
    const shown = inLocaleSyntax(spec.example, ';');
    const result = world.emu.enter(freshSheet(), 'B2', shown);
    // The header row is the add-on's words; the rows under it are the service's data.
    english.push(...englishWords('pl', (result.values[0] ?? []).join(' · '), DOMAINS));
    return problems(shown, result);
  });
  world.emu.spreadsheet.locale = 'en_US';
  expect(failed).toEqual([]);
  expect(english).toEqual([]);
}, 120_000);

it('Insert in a Polish document writes the example Sheets shows with ;', () => {
  world.emu.spreadsheet.locale = 'pl_PL';
  const sheet = freshSheet();
  world.emu.callServer('helpInsert', ['SEO_POSITIONS']);
  world.emu.recalculate();
  world.emu.spreadsheet.locale = 'en_US';
  // setFormula takes English syntax whatever the locale; the grid shows the table's Polish header.
  expect(world.emu.spreadsheet.getCell(sheet, 'B2').formula ?? '').toBe('=SEO_POSITIONS("example.pl", 500)');
  expect(world.emu.spreadsheet.getValue(sheet, 'C2')).toBe('Fraza');
});

it('Insert writes over nothing of the user’s, and only an example Help has', () => {
  const sheet = freshSheet();
  world.emu.spreadsheet.setValue(sheet, 'B2', 'my note');
  expect(() => world.emu.callServer('helpInsert', ['SEO_LIMITS'])).toThrow(
    `${sheet}!B2 is not empty: select an empty cell for the example, so nothing of yours is written over.`,
  );
  expect(world.emu.spreadsheet.getValue(sheet, 'B2')).toBe('my note');
  world.emu.spreadsheet.activeRange = 'C3';
  expect(() => world.emu.callServer('helpInsert', ['=IMPORTXML("https://x.example")'])).toThrow(
    /SEO Sheets has no formula “=IMPORTXML\(/,
  );
  expect(world.emu.spreadsheet.getCell(sheet, 'C3').formula ?? '').toBe('');
});
