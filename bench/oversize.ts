/**
 * A page far larger than asked: `SEO_POSITIONS("example.pl", 100)` meets 1,300,000 rows (47 MB) at either
 * door, scripted by the simulator (`/__sim/oversize`). The add-on cuts a page to the rows asked before
 * reading it and refuses one of more than ten times as many unread; the baseline is what it did before,
 * reading every row of the page through the endpoint's schema. Timed in CPU as well as wall time: the
 * machine the bench runs on is shared. `npm run bench -- --only oversize` runs this case alone.
 */
import { getPositions } from '../src/families/visibility/endpoints';
import { connectThroughPopup } from '../test/support/tool-server';
import { startWorld, type World } from '../test/support/world';

const ROWS = 1_300_000;
const USER = 'owner@example.com';

export interface OversizeRun {
  readonly door: 'api' | 'tools' | 'baseline (every row read)';
  readonly megabytes: number;
  /** The formula's execution, emulated wall time (the platform's 30 s is counted on it). */
  readonly wall_ms: number;
  /** CPU of this process meanwhile: the emulator, its UrlFetch worker, the bundle. */
  readonly cpu_ms: number;
  readonly refused: boolean;
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const { user, system } = process.cpuUsage(since);
  return Math.round((user + system) / 1000);
};

function timed(world: World, sheet: string): { wall_ms: number; cpu_ms: number; refused: boolean } {
  world.emu.spreadsheet.addSheet(sheet);
  const started = world.emu.clock.now();
  const cpu = process.cpuUsage();
  const cell = world.emu.evaluate(sheet, 'A1', '=SEO_POSITIONS("example.pl", 100)');
  return {
    wall_ms: world.emu.clock.now() - started,
    cpu_ms: cpuMs(cpu),
    refused: /too many rows/.test(cell.error ?? ''),
  };
}

/** The page's bytes as the simulator sends it over REST. */
async function restPage(world: World): Promise<string> {
  const token = await fetch(`${world.sim.url}/api/users/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'demo@example.com', password: 'demo' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  await world.sim.control('/__sim/oversize', { rows: ROWS });
  const answer = await fetch(`${world.sim.url}${getPositions.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token.data.token}` },
    body: JSON.stringify({ domain: 'example.pl', fetch_mode: 'topLevelDomain', page: 1, limit: 100 }),
  });
  return answer.text();
}

export async function measureOversize(): Promise<OversizeRun[]> {
  const world = await startWorld({ emulator: { owner: USER, user: USER } });
  try {
    const text = await restPage(world);
    const megabytes = Math.round((text.length / 1_000_000) * 10) / 10;
    // Before: the whole page read through the schema, then cut (no `limit` given: nothing is cut first).
    const cpu = process.cpuUsage();
    const wall = Date.now();
    getPositions.call({ domain: 'example.pl', fetch_mode: 'topLevelDomain' }).decode(JSON.parse(text));
    const runs: OversizeRun[] = [
      {
        door: 'baseline (every row read)',
        megabytes,
        wall_ms: Date.now() - wall,
        cpu_ms: cpuMs(cpu),
        refused: false,
      },
    ];
    world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    await world.sim.control('/__sim/oversize', { rows: ROWS });
    runs.push({ door: 'api', megabytes, ...timed(world, 'Over the API') });
    world.emu.callServer('signOut', []);
    await connectThroughPopup(world, 'tools@example.com', 'tools');
    await world.sim.control('/__sim/oversize', { rows: ROWS });
    runs.push({ door: 'tools', megabytes, ...timed(world, 'Over the tool server') });
    return runs;
  } finally {
    await world.stop();
  }
}

export function reportOversize(runs: readonly OversizeRun[]): void {
  console.log(`\nA page of ${ROWS.toLocaleString('en')} rows where 100 were asked`);
  for (const run of runs)
    console.log(
      `  ${run.door.padEnd(26)} ${run.megabytes} MB  wall ${run.wall_ms} ms  cpu ${run.cpu_ms} ms` +
        `  (${Math.round(run.cpu_ms / run.megabytes)} ms CPU a MB)${run.refused ? '  refused' : ''}`,
    );
}
