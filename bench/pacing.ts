/**
 * Pacing for the real edge: `SEO_VISIBILITY` over 200 domains, a request per domain (Settings), against a
 * simulator whose edge rejects a client's requests beyond EDGE_WIDTH in flight (the seed spec's edge
 * protection), at fixed widths (the Script Property FETCH_WIDTH) and with the adaptive width. Each run starts from an empty document cache and
 * asks for domains no run asked before, so none is answered from the cache and none pays for another's
 * entries. `npm run bench -- --only pacing` runs this case alone.
 */
import type { World } from '../test/support/world';

export const EDGE_WIDTH = 8;
const DOMAINS = 200;
const WIDTHS: ReadonlyArray<number | 'adaptive'> = [1, 4, 16, 'adaptive'];

export interface PacingRun {
  readonly width: number | 'adaptive';
  readonly wall_ms: number;
  readonly requests: number;
  readonly rejections: number;
  /** Rows with figures; the rest carry a note (retries used up, or out of time). */
  readonly rows_filled: number;
}

async function rejections(world: World): Promise<number> {
  const { edge } = (await world.sim.state()) as { edge: { rejected: number } };
  return edge.rejected;
}

export async function measurePacing(world: World): Promise<PacingRun[]> {
  const runs: PacingRun[] = [];
  for (const [n, width] of WIDTHS.entries()) {
    const sheet = `Pacing ${n + 1}`;
    world.emu.spreadsheet.addSheet(sheet);
    world.emu.spreadsheet.setValues(
      sheet,
      `A1:A${DOMAINS}`,
      Array.from({ length: DOMAINS }, (_, i) => [`tempo-${n}-${i}.pl`]),
    );
    if (width === 'adaptive') world.emu.properties.script.delete('FETCH_WIDTH');
    else world.emu.properties.script.set('FETCH_WIDTH', String(width));
    await world.sim.control('/__sim/edge', { width: EDGE_WIDTH });
    world.emu.properties.document.clear();
    world.emu.cache.clear();
    // What is paced is the dashboard request per domain; automatically, the 200 would go in one run instead.
    world.emu.callServer('sidebarSaveSettings', [
      { defaultCountryId: 1, freshnessHours: {}, visibilityWay: 'perDomain' },
    ]);
    world.emu.requests.length = 0;
    const started = performance.now();
    const cell = world.emu.evaluate(sheet, 'B1', `=SEO_VISIBILITY(A1:A${DOMAINS})`);
    const wallMs = Math.round(performance.now() - started);
    if (cell.error) throw new Error(`pacing at width ${width}: ${cell.error}`);
    runs.push({
      width,
      wall_ms: wallMs,
      requests: world.emu.requests.length,
      rejections: await rejections(world),
      rows_filled: cell.values.slice(1).filter((r) => /^tempo-/.test(String(r[0]))).length,
    });
  }
  world.emu.properties.script.delete('FETCH_WIDTH');
  await world.sim.control('/__sim/edge', { width: 0 });
  return runs;
}

export function reportPacing(runs: readonly PacingRun[]): void {
  console.log(`SEO_VISIBILITY over ${DOMAINS} domains, the edge rejecting beyond ${EDGE_WIDTH} in flight:`);
  const head = ['width', 'wall ms', 'requests', 'rejections', 'rows filled'];
  const table = [
    head,
    ...runs.map((r) => [r.width, r.wall_ms, r.requests, r.rejections, `${r.rows_filled}/${DOMAINS}`]),
  ].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  for (const r of table) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}
