/** The built bundle in the emulator against the simulator: the path every integration test takes. */
import { startWorld, type World } from '../support/world';

let world: World;

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world?.stop());

describe('build/Code.js in the emulator', () => {
  it('builds its menu in AuthMode.NONE without touching a service', () => {
    world.emu.open({ authMode: 'NONE' });
    expect(world.emu.ui.menus).toHaveLength(1);
    expect(world.emu.ui.menus[0].items.length).toBeGreaterThan(0);
    expect(world.emu.requests).toHaveLength(0);
  });

  it('evaluates a custom function against the simulator, and recalculation sends nothing', () => {
    const { emu } = world;
    emu.callServer('signIn', ['demo@example.com', 'demo']);
    emu.spreadsheet.setValues('Sheet1', 'A1', [['buty'], ['rower'], ['buty']]);
    const result = emu.evaluate('Sheet1', 'B1', '=SEO_KEYWORD_STATS(A1:A3)');
    expect(result.error).toBeUndefined();
    expect(result.values.map((row) => row[0])).toEqual(['Keyword', 'buty', 'rower', 'buty']);
    emu.requests.length = 0;
    expect(emu.recalculate()).toEqual([]);
    expect(emu.requests).toHaveLength(0);
  });
});
