/**
 * Answers no honest service sends, through the built bundle in the emulator, over both doors: a page of
 * 1,300,000 rows (47 MB) where 100 were asked is refused unread, in words, inside a custom function's 30 s
 * (reading it row by row took 35-40 s); a web page instead of data, status 200 included, says so.
 */
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';

const USER = 'owner@example.com';
const HUGE = 1_300_000;
let world: World;
let sheets = 0;

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: USER, user: USER } });
});
afterAll(() => world?.stop());
afterEach(async () => {
  await world.sim.control('/__sim/oversize', { rows: 0 });
  await world.sim.control('/__sim/faults', { mode: 'none' });
  world.emu.properties.user(USER).clear();
  world.emu.cache.clear();
  world.emu.properties.document.clear();
});

/** A formula on a sheet of its own: what its cell shows, and how long the emulated execution took. */
function evaluate(formula: string) {
  const sheet = `S${++sheets}`;
  world.emu.spreadsheet.addSheet(sheet);
  const started = world.emu.clock.now();
  const cell = world.emu.evaluate(sheet, 'A1', formula);
  return { ...cell, sheet, ms: world.emu.clock.now() - started };
}

const signIn = () => world.emu.callServer('signIn', ['demo@example.com', 'demo'], { user: USER });
const connect = () => connectThroughPopup(world, 'tools@example.com', 'tools', { user: USER });

describe('a page far larger than asked', () => {
  // The 47 MB answer once, over the API; the tool server's door meets a smaller one (its simulator would
  // spend seconds of the suite's CPU serializing a million records); bench/oversize.ts times both.
  test.each([
    ['the API', signIn, HUGE, '1,300,000'],
    ['the tool server', connect, 13_000, '13,000'],
  ])(
    'over %s: a page of %s rows where 100 were asked is refused unread',
    async (_, signInBy, rows, shown) => {
      await signInBy();
      await world.sim.control('/__sim/oversize', { rows });
      const cell = evaluate('=SEO_POSITIONS("example.pl", 100)');
      expect(cell.error).toBe(
        `The service sent too many rows: ${shown} for a page of 100, far more than a page it sends, so the answer was refused unread. Try again later.`,
      );
      // Inside the platform's 30 s: the cell would otherwise show "Exceeded maximum execution time".
      expect(cell.ms).toBeLessThan(30_000);
      // The next page is an honest one again, and the formula fills.
      expect(evaluate('=SEO_POSITIONS("example.pl", 100)').error).toBeUndefined();
    },
  );
});

describe('a web page instead of data', () => {
  const WORDS = 'The service answered with a web page, not data (HTTP 200).';
  test('over the API, status 200: said so, not taken for the edge refusing a burst', async () => {
    signIn();
    await world.sim.control('/__sim/faults', { mode: 'html200', count: 20 });
    expect(evaluate('=SEO_LIMITS()').error).toContain(WORDS);
  });

  test('over the tool server, status 200: the same words', async () => {
    await connect();
    await world.sim.control('/__sim/faults', { mode: 'html200', count: 20, path: '/mcp' });
    expect(evaluate('=SEO_KEYWORD_STATS("rower")').error).toContain(WORDS);
    await world.sim.control('/__sim/faults', { mode: 'none', path: '/mcp' });
  });
});
