/**
 * The server's dialogs and the tool-server sign-in's last page in the user's language, through the built
 * bundle: Refresh all's answer, Check connection's counters and the popup's page after `usercallback`.
 */
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';

let world: World;
const OWNER = 'owner@example.com';

beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.stop());
beforeEach(() => {
  world.emu.userLocales.clear();
  world.emu.properties.user(OWNER).clear();
});

describe('dialogs in the user’s language', () => {
  it('says in Polish that there is nothing to refresh', () => {
    world.emu.userLocales.set(OWNER, 'pl');
    world.emu.runMenu('menuRefreshAll');
    expect(world.emu.ui.toasts.at(-1)?.message).toBe('Ten dokument nie zawiera formuł SEO_* do odświeżenia.');
  });

  it('names the plan’s counters in the account’s language in Check connection', () => {
    world.emu.callServer('signIn', ['demo-pl@example.com', 'demo']);
    const report = world.emu.callServer('sidebarCheckConnection') as {
      modules: { label: string; detail: string }[];
    };
    expect(report.modules.map((m) => m.label)).toContain('Analiza widoczności');
    expect(report.modules.find((m) => m.label === 'Analiza widoczności')?.detail).toMatch(
      /^Wykorzystano \d[\d\s]* z \d[\d\s]*$/,
    );
  });

  it('shows the tool server’s sign-in outcome in Czech, its page marked as Czech', async () => {
    world.emu.userLocales.set(OWNER, 'cs');
    const { page } = await connectThroughPopup(world, 'mcp@example.com', 'demo', { action: 'cancel' });
    expect(page.html).toContain('<html lang="cs">');
    expect(page.html).toContain('<h1 style="font-size:18px">Nepřipojeno</h1>');
    expect(page.html).toContain('Přihlášení bylo zrušeno.');
    expect(page.html).toContain('Toto okno můžete zavřít.');
  });
});
