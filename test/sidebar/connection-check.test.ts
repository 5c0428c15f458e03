/**
 * Settings › Check connection through the built bundle in the emulator, against the simulator: what it
 * reports for a full plan, a plan without SERP analysis and a call that fails, and that no quota counter moves.
 */
import { startWorld, type World } from '../support/world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.stop());

interface Report {
  address: string;
  addressSource: string;
  account: string | null;
  steps: { label: string; ok: boolean; ms: number; detail: string }[];
  modules: { label: string; allowed: boolean; detail: string }[] | null;
}

async function usage(): Promise<unknown> {
  return (await world.sim.state()).usage;
}

test('a Prime account: the address, the e-mail, three free calls with their latency, the modules', async () => {
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  const before = await usage();
  world.emu.requests.length = 0;
  const report = world.emu.callServer('sidebarCheckConnection') as Report;
  expect(await usage()).toEqual(before);
  expect(world.emu.requests.map((r) => new URL(r.url).pathname)).toEqual([
    '/api/users/whoami',
    '/api/users/getLimits',
    '/api/countries/getList',
  ]);
  expect(report.address).toBe(world.sim.url);
  expect(report.addressSource).toBe('script');
  expect(report.account).toBe('demo@example.com');
  expect(report.steps.every((s) => s.ok && s.ms >= 0)).toBe(true);
  expect(report.modules?.map((m) => [m.label, m.allowed])).toEqual([
    ['Visibility analysis', true],
    ['Keyword database', true],
    ['SERP analysis', true],
    ['Monitoring', true],
    ['Backlinks', true],
    ['Tools (shared)', true],
  ]);
  expect(JSON.stringify(report)).not.toMatch(/eyJ[\w-]+\.[\w-]+\.[\w-]+/);
});

test('a Lite account without the SERP add-on: SERP analysis is not in the plan', () => {
  world.emu.callServer('signIn', ['lite@example.com', 'lite']);
  const report = world.emu.callServer('sidebarCheckConnection') as Report;
  expect(report.modules?.find((m) => m.label === 'SERP analysis')).toEqual({
    label: 'SERP analysis',
    allowed: false,
    detail: 'Not in your plan',
  });
});

test('a call the edge keeps rejecting is reported in plain words; the others still run', async () => {
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  await world.sim.control('/__sim/faults', { mode: 'edge_reject', count: 4 });
  const report = world.emu.callServer('sidebarCheckConnection') as Report;
  expect(report.steps.map((s) => s.ok)).toEqual([false, true, true]);
  expect(report.steps[0].detail).toMatch(/refused the connection/);
  expect(report.account).toBeNull();
  expect(report.modules).not.toBeNull();
});

test('signed out: the check fails with the sign-in prompt, sending nothing', () => {
  world.emu.callServer('signOut');
  world.emu.requests.length = 0;
  expect(() => world.emu.callServer('sidebarCheckConnection')).toThrow(/sign in/i);
  expect(world.emu.requests).toHaveLength(0);
});
