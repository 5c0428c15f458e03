/**
 * The quota bars follow formulas, through the built bundle in the emulator against the simulator: what a
 * 3,000-row SEO_KEYWORD_STATS fill charged is in the document cache as the formula finishes, and the
 * sidebar reads it there, sending nothing to the service, so its bars match the service's counters within
 * seconds instead of at the next minute's reading.
 */
import type { QuotaCounter } from '../../src/api/quota';
import type { SidebarSession } from '../../src/sidebar/session-view';
import { withSpent } from '../../src/shared/with-spent';
import { startWorld, type World } from '../support/world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
});
afterAll(() => world?.stop());

async function serviceUsed(counter: string): Promise<number> {
  const state = (await world.sim.state()) as { usage: Record<string, Record<string, number>> };
  return state.usage['demo@example.com']?.[counter] ?? 0;
}

const reading = () => world.emu.callServer('sidebarAccount') as Extract<SidebarSession, { signedIn: true }>;
const used = (counters: readonly QuotaCounter[], key: string) => counters.find((c) => c.key === key)?.used;

describe('the sidebar’s quota bars follow formulas', () => {
  it('a 3,000-row SEO_KEYWORD_STATS fill shows on the bars from what the formula noted, with no request', async () => {
    const before = reading();
    expect(used(before.counters, 'tools_daily_limit')).toBe(await serviceUsed('tools_daily_limit'));
    world.emu.spreadsheet.addSheet('Fill', 3_000);
    world.emu.spreadsheet.setValues(
      'Fill',
      'A1:A3000',
      Array.from({ length: 3_000 }, (_, i) => [`fraza testowa ${i}`]),
    );
    const fill = world.emu.evaluate('Fill', 'C1', '=SEO_KEYWORD_STATS(A1:A3000)');
    expect(fill.error).toBeUndefined();
    const spentByService =
      (await serviceUsed('tools_daily_limit')) - (used(before.counters, 'tools_daily_limit') ?? 0);
    expect(spentByService).toBe(6);

    world.emu.requests.length = 0;
    const spent = world.emu.callServer('sidebarSpent', [before.readAt]) as Record<string, number>;
    expect(world.emu.requests).toEqual([]);
    expect(spent).toEqual({ tools_daily_limit: 6 });
    const shown = withSpent(before.counters, spent);
    expect(used(shown, 'tools_daily_limit')).toBe(await serviceUsed('tools_daily_limit'));

    // The same fill again is answered by the cache: nothing new is noted, nothing is added twice.
    world.emu.evaluate('Fill', 'C1', '=SEO_KEYWORD_STATS(A1:A3000, 1)');
    expect(world.emu.callServer('sidebarSpent', [before.readAt])).toEqual({ tools_daily_limit: 6 });
  });

  it('counts a visibility combination once, and not one charged before the reading', async () => {
    world.emu.evaluate('Fill', 'Z1', '=SEO_VISIBILITY("kuchnia-domowa.pl")');
    const before = reading();
    const service = await serviceUsed('visibility_analysis_queries_per_day');
    expect(used(before.counters, 'visibility_analysis_queries_per_day')).toBe(service);
    world.emu.spreadsheet.setValues('Fill', 'X1:X3', [
      ['sklep-rowerowy.pl'],
      ['moda-damska.pl'],
      ['kuchnia-domowa.pl'],
    ]);
    world.emu.evaluate('Fill', 'Y1', '=SEO_VISIBILITY(X1:X3, , , , 2)');
    // A positions report of a domain charged a minute ago is free; its note adds nothing either.
    world.emu.evaluate('Fill', 'Y10', '=SEO_POSITIONS("moda-damska.pl", 3)');
    const spent = world.emu.callServer('sidebarSpent', [before.readAt]) as Record<string, number>;
    const charged = (await serviceUsed('visibility_analysis_queries_per_day')) - service;
    expect(spent.visibility_analysis_queries_per_day ?? 0).toBe(charged);
    expect(charged).toBe(2);
  });
});
