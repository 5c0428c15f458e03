/**
 * Inserting a finished task's results must let SEO_SERP cells pick them up (the SEO_REFRESH cell moves)
 * without marking every other cached answer stale, which would make the whole document pay again.
 */
import { SETTINGS_KEY } from '../../src/document-settings';
import { startWorld, type World } from '../support/world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
});
afterAll(() => world?.stop());

it('Insert results moves the SEO_REFRESH cell but not the document-wide refresh stamp', () => {
  const { emu } = world;
  const task = emu.callServer('taskCreate', [
    { kind: 'serp', phrase: 'rower trekkingowy', countryId: 1 },
  ]) as {
    id: number;
  };
  emu.clock.advance(10 * 60_000);
  const before = emu.clock.now();

  const inserted = emu.callServer('taskInsert', ['serp', task.id]) as { sheet: string; rows: number };
  expect(inserted.rows).toBeGreaterThan(0);
  // The sheet says what it holds: the analysis, its phrase and market, when it ran and was inserted.
  expect(emu.spreadsheet.getCell(inserted.sheet, 'A1').note).toMatch(
    new RegExp(
      `^SEO Sheets report: SERP analysis: rower trekkingowy · Poland \\(database 1\\.0\\)\nTask ${task.id}, started [A-Z][a-z]{2} \\d{1,2}, \\d{4}, .+ UTC\\+1\nInserted [A-Z][a-z]{2} \\d{1,2}, \\d{4}, .+ UTC\\+1$`,
    ),
  );

  const named = emu.spreadsheet.namedRanges.get('SEO_REFRESH');
  expect(named).toBeDefined();
  const stamp = emu.spreadsheet.getValue(named!.sheet, 'B1') as Date;
  expect(stamp.getTime()).toBeGreaterThanOrEqual(before);
  const settings = JSON.parse(emu.properties.document.get(SETTINGS_KEY) ?? '{}');
  expect(settings.refreshStamp ?? 0).toBe(0);
});

it('in a Polish document names the new sheet and the refresh stamp’s label in Polish', () => {
  const { emu } = world;
  emu.spreadsheet.locale = 'pl_PL';
  const task = emu.callServer('taskCreate', [{ kind: 'serp', phrase: 'rower gravel', countryId: 1 }]) as {
    id: number;
  };
  emu.clock.advance(10 * 60_000);
  const named = emu.spreadsheet.namedRanges.get('SEO_REFRESH');
  // The stamp cell made by the first test is English's: it is the add-on's, so a new one is not made.
  if (named) emu.spreadsheet.removeSheet(named.sheet);
  emu.spreadsheet.namedRanges.delete('SEO_REFRESH');
  const inserted = emu.callServer('taskInsert', ['serp', task.id]) as { sheet: string };
  emu.spreadsheet.locale = 'en_US';
  expect(inserted.sheet).toMatch(/^Analiza SERP rower gravel/);
  expect(emu.spreadsheet.getValue('SEO Sheets', 'A1')).toBe(
    'Znacznik odświeżania: podaj SEO_REFRESH jako argument „refresh” formuły',
  );
});
