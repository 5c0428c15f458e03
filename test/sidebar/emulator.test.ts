/** The built bundle in the Apps Script emulator: the menu in AuthMode.NONE and the menu's actions. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createEmulator, type Emulator } from '../../local/gas';
import { SETTINGS_KEY } from '../../src/document-settings';

const BUILD = join(__dirname, '../../build');
let emu: Emulator;

beforeEach(() => {
  emu = createEmulator({ now: Date.UTC(2026, 10, 21, 9) });
});
afterEach(() => emu.close());

describe('menu and sidebar in the emulator', () => {
  it.each([true, false])(
    'builds the menu in AuthMode.NONE (install: %s), touching no other service',
    (install) => {
      emu.open({ authMode: 'NONE', install });
      const [menu] = emu.ui.menus;
      expect(menu.addon).toBe(true);
      expect(menu.items.map((item) => ('caption' in item ? item.caption : '---'))).toEqual([
        'Open sidebar',
        'Sign in / Sign out',
        '---',
        'Run a report…',
        'Refresh all now',
        'Clear cache',
        '---',
        'Help',
      ]);
    },
  );

  it('opens the built sidebar on the view the menu asked for, once', () => {
    emu.runMenu('menuHelp');
    expect(emu.ui.sidebar).toEqual({
      title: 'SEO Sheets',
      // The built template, with the user's language's catalogue printed in (served-catalogue.test.ts).
      html: expect.stringContaining(
        readFileSync(join(BUILD, 'Sidebar.html'), 'utf8').split('<script type="application/json"')[0],
      ),
      width: 300,
    });
    expect(emu.callServer('sidebarStart')).toEqual({
      session: { signedIn: false, notice: null },
      view: 'help',
      language: 'en',
      documentLanguage: 'en',
    });
    expect(emu.callServer('sidebarStart')).toMatchObject({ view: null });
  });

  it('Refresh all now leaves the freshness rules alone: no stamp that would make every answer stale', () => {
    emu.spreadsheet.setFormula('Sheet1', 'A1', '=SEO_LIMITS()');
    emu.ui.replies.push({ button: 'YES' });
    const before = emu.clock.now();
    emu.runMenu('menuRefreshAll');
    // Held answers end (functions/held.ts), and each is asked again under its freshness: no stamp.
    const settings = JSON.parse(emu.properties.document.get(SETTINGS_KEY) ?? '{}');
    expect(settings.refreshStamp).toBe(0);
    expect(settings.refreshedAt).toBeGreaterThanOrEqual(before);
    expect(emu.spreadsheet.namedRanges.get('SEO_REFRESH')).toBeUndefined();
    expect(emu.ui.toasts.map((t) => t.message)).toEqual([
      'Refreshing 1 formula: each reads fresh data where its cached answer is old.',
    ]);
  });

  it('Clear cache says so in a toast and leaves no entries', () => {
    emu.runMenu('menuClearCache');
    expect(emu.ui.toasts.map((t) => [t.title, t.message])).toEqual([
      ['SEO Sheets', 'Cache cleared: formulas will fetch fresh data when they next recalculate.'],
    ]);
    expect(emu.callServer('sidebarClearCache')).toMatchObject({ entries: 0 });
  });

  it('a task-centre call while signed out carries the signed-out marker', () => {
    expect(() => emu.callServer('taskList')).toThrow(/\[seo-sheets:signed-out\] /);
  });
});
