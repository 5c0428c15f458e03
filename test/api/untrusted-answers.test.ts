/**
 * Answers no honest service sends, through the built bundle in the emulator, over both doors: a page of far
 * more rows than asked is refused unread, in words; a web page instead of data, status 200 included, says
 * so. How long refusing a 47 MB page takes against the platform's 30 s is the bench's (bench/oversize.ts).
 */
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';

const USER = 'owner@example.com';
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

/** A formula on a sheet of its own: what its cell shows. */
function evaluate(formula: string) {
  const sheet = `S${++sheets}`;
  world.emu.spreadsheet.addSheet(sheet);
  return { ...world.emu.evaluate(sheet, 'A1', formula), sheet };
}

const signIn = () => world.emu.callServer('signIn', ['demo@example.com', 'demo'], { user: USER });
const connect = () => connectThroughPopup(world, 'tools@example.com', 'tools', { user: USER });

describe('a page far larger than asked', () => {
  test.each([
    { door: 'the API', signInBy: signIn },
    { door: 'the tool server', signInBy: connect },
  ])('over $door: a page of 13,000 rows where 100 were asked is refused unread', async ({ signInBy }) => {
    await signInBy();
    await world.sim.control('/__sim/oversize', { rows: 13_000 });
    const cell = evaluate('=SEO_POSITIONS("example.pl", 100)');
    expect(cell.error).toBe(
      'The service sent too many rows: 13,000 for a page of 100, far more than a page it sends, so the answer was refused unread. Try again later.',
    );
    // The next page is an honest one again, and the formula fills.
    expect(evaluate('=SEO_POSITIONS("example.pl", 100)').error).toBeUndefined();
  });
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
