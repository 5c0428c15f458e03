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

  const named = emu.spreadsheet.namedRanges.get('SEO_REFRESH');
  expect(named).toBeDefined();
  const stamp = emu.spreadsheet.getValue(named!.sheet, 'B1') as Date;
  expect(stamp.getTime()).toBeGreaterThanOrEqual(before);
  const settings = JSON.parse(emu.properties.document.get(SETTINGS_KEY) ?? '{}');
  expect(settings.refreshStamp ?? 0).toBe(0);
});
