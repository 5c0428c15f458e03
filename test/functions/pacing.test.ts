/**
 * Pacing for the real edge, end to end: the built bundle in the emulator against a simulator whose edge
 * rejects a client's requests beyond a width, and a formula that runs out of its 30 s.
 */
import { startWorld, type World } from '../support/world';

const NOTE = /ran out of time \(30 s\)\. Enter it again to fetch the rest/;
const domains = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => [`${prefix}-${i}.pl`]);
/** What is paced is the dashboard request per domain; automatically, this many would go in one run instead. */
const perDomain = (world: World) =>
  world.emu.callServer('sidebarSaveSettings', [
    { defaultCountryId: 200, freshnessHours: {}, visibilityWay: 'perDomain' },
  ]);

describe('an edge that rejects more than four requests in flight', () => {
  let world: World;
  beforeAll(async () => {
    // Latency keeps a wave's requests in flight together, as the real edge sees them.
    world = await startWorld({ latencyMs: 150 });
    world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    perDomain(world);
    world.emu.spreadsheet.setValues('Sheet1', 'A1:A40', domains('edge', 40));
  });
  afterAll(() => world?.stop());

  test('SEO_VISIBILITY over 40 domains still fills every row', async () => {
    await world.sim.control('/__sim/edge', { width: 4 });
    const cell = world.emu.evaluate('Sheet1', 'B1', '=SEO_VISIBILITY(A1:A40)');
    expect(cell.error).toBeUndefined();
    const [header, ...rows] = cell.values;
    expect(rows).toHaveLength(40);
    const visibility = header.indexOf('Visibility');
    expect(rows.every((r, i) => r[0] === `edge-${i}.pl` && typeof r[visibility] === 'number')).toBe(true);
    const { edge } = (await world.sim.state()) as { edge: { rejected: number } };
    // The edge did reject (the width grew past 4), and the client narrowed instead of giving up.
    expect(edge.rejected).toBeGreaterThan(0);
    expect(world.emu.requests.length).toBeLessThan(40 + 20);
  });
});

describe('a formula that runs out of time', () => {
  let world: World;
  beforeAll(async () => {
    // Each wave of four costs 0.6 s of the formula's 30 s on the emulated clock (a round trip it adds
    // without waiting), so 200 domains need more than one run whatever the machine's speed; real time
    // counts once, not five times as on a faster clock, so a busy machine's stall must outlast the 3 s
    // the budget keeps back before it ends the execution.
    world = await startWorld({
      emulator: { networkLatencyMs: 600, scriptProperties: { FETCH_WIDTH: '4' } },
    });
    world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    perDomain(world);
    world.emu.spreadsheet.setValues('Sheet1', 'A1:A200', domains('late', 200));
  });
  afterAll(() => world?.stop());

  test('the cell has the rows that arrived and a note on the rest; entering it again continues', () => {
    world.emu.requests.length = 0;
    const first = world.emu.evaluate('Sheet1', 'B1', '=SEO_VISIBILITY(A1:A200)');
    expect(first.error).toBeUndefined();
    const rows = first.values.slice(1);
    expect(rows).toHaveLength(200);
    // A row not fetched keeps its domain; its hint says why.
    expect(rows.every((r) => /^late-\d+\.pl$/.test(String(r[0])))).toBe(true);
    const noted = rows.filter((r) => NOTE.test(String(r.at(-1))));
    const arrived = rows.filter((r) => typeof r[1] === 'number');
    expect(arrived.length).toBeGreaterThan(0);
    expect(noted.length).toBeGreaterThan(0);
    expect(arrived.length + noted.length).toBe(200);
    // A request per domain that arrived, after the counters read for the spend guard.
    expect(world.emu.requests.filter((r) => !r.url.includes('/getLimits')).length).toBe(arrived.length);

    world.emu.requests.length = 0;
    const again = world.emu.evaluate('Sheet1', 'B1', '=SEO_VISIBILITY(A1:A200)');
    const stillNoted = again.values.slice(1).filter((r) => NOTE.test(String(r.at(-1)))).length;
    // Only the rows that had notes were asked for; the cached ones cost nothing.
    expect(world.emu.requests.filter((r) => !r.url.includes('/getLimits')).length).toBeLessThanOrEqual(
      noted.length,
    );
    expect(stillNoted).toBeLessThan(noted.length);
  });
});
