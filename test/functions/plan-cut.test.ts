/**
 * A list's cache key holds everything that changes the answer, the plan's row cut included: the service cuts
 * every list at the plan's rows per report (Lite 500) without saying so, so a Lite account's 500 rows must
 * not answer a Prime account asking for 1,000, while asking for no more than the cut shares the entry.
 * Through the built bundle in the emulator, one document, two sign-ins in turn.
 */
import { startWorld, type World } from '../support/world';

let world: World;
let sheets = 0;

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.stop());

const signInAs = (email: string) => {
  world.emu.callServer('signOut', []);
  world.emu.callServer('signIn', [email, email.split('@')[0]]);
};

/** The formula on a sheet of its own: its rows under the header, and the positions requests it sent. */
function positions(limit: number): { rows: number; sent: number } {
  const sheet = `P${++sheets}`;
  world.emu.spreadsheet.addSheet(sheet);
  const before = world.emu.requests.length;
  const cell = world.emu.evaluate(sheet, 'A1', `=SEO_POSITIONS("example.pl", ${limit})`);
  expect(cell.error).toBeUndefined();
  const sent = world.emu.requests.slice(before).filter((r) => r.url.includes('/positions/getData')).length;
  return { rows: world.emu.spreadsheet.sheet(sheet).extent().rows - 1, sent };
}

test('a Lite plan’s 500-row cut is not served to a Prime account asking for 1,000', () => {
  signInAs('lite@example.com');
  expect(positions(1000)).toEqual({ rows: 500, sent: 5 });
  // The same account again: the cached cut, nothing sent.
  expect(positions(1000)).toEqual({ rows: 500, sent: 0 });
  signInAs('demo@example.com');
  expect(positions(1000)).toEqual({ rows: 1000, sent: 10 });
  // No plan cuts below 500: asking for 500 is the same answer for either, and shares the entry.
  expect(positions(500).sent).toBe(0);
});
