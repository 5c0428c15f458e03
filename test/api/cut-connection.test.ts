/**
 * A connection dropped mid-answer, through the built bundle in the emulator against the simulator's `cut`
 * fault (the real answer's status and headers, half its body, then the socket closed): a formula, the
 * sign-in and the tool server name it as a cut connection, never as an answer to update the add-on for.
 */
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';

const USER = 'owner@example.com';
const DASHBOARD = '/api/visibility_analysis/reports/dashboard/getDomainStatistics';
const CUT = 'The connection to the service was cut before its answer arrived; try again shortly.';

let world: World;
let sheets = 0;

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: USER, user: USER } });
});
afterAll(() => world?.stop());
beforeEach(async () => {
  await world.sim.control('/__sim/reset');
  world.emu.properties.user(USER).clear();
  world.emu.cache.clear();
});

const call = (name: string, ...args: unknown[]): unknown => world.emu.callServer(name, args, { user: USER });

function sheet(): string {
  const name = `Cut ${++sheets}`;
  world.emu.spreadsheet.addSheet(name);
  return name;
}

test('a formula whose answer is cut off says the connection was cut, and the next try fills it', async () => {
  call('signIn', 'demo@example.com', 'demo');
  // Every attempt the client makes within the formula is cut: its retries included.
  await world.sim.control('/__sim/faults', { mode: 'cut', count: 10, path: DASHBOARD });
  const name = sheet();
  const cut = world.emu.evaluate(name, 'A1', '=SEO_VISIBILITY("ogrody-zimowe.pl")');
  expect(String(cut.error ?? cut.values.flat().join(' '))).toContain(CUT);
  expect(String(cut.error ?? cut.values.flat().join(' '))).not.toMatch(/Update SEO Sheets|cannot be used/);
  await world.sim.control('/__sim/faults', { mode: 'none', path: DASHBOARD });
  const filled = world.emu.evaluate(name, 'A1', '=SEO_VISIBILITY("ogrody-zimowe.pl")');
  expect(filled.error).toBeUndefined();
  expect(filled.values[0][0]).toBe('Domain');
});

test('a sign-in whose token answer is cut off says so, not that "token" is missing', async () => {
  await world.sim.control('/__sim/faults', { mode: 'cut', count: 10, path: '/api/users/token' });
  expect(() => call('signIn', 'demo@example.com', 'demo')).toThrow(CUT);
  await world.sim.control('/__sim/faults', { mode: 'none', path: '/api/users/token' });
  expect(call('signIn', 'demo@example.com', 'demo')).toMatchObject({ email: 'demo@example.com' });
});

test('over the tool server, an answer cut off mid-stream is a cut connection too', async () => {
  await connectThroughPopup(world, 'demo@example.com', 'demo', { user: USER });
  await world.sim.control('/__sim/faults', { mode: 'cut', count: 10, path: '/mcp' });
  const cut = world.emu.evaluate(sheet(), 'A1', '=SEO_VISIBILITY("sklep-rowerowy.pl")');
  expect(String(cut.error ?? cut.values.flat().join(' '))).toContain(CUT);
});
