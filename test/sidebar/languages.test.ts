/**
 * The built bundle speaks the user's language: the Google locale, the signed-in account's `lang` over
 * it, and a choice in Settings over both; menu captions and toasts follow the same.
 */
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

const captions = () =>
  world.emu.ui.menus.at(-1)?.items.map((item) => ('caption' in item ? item.caption : '---')) ?? [];
const start = () => world.emu.callServer('sidebarStart') as { language: string; documentLanguage: string };

describe('the add-on in the user’s language', () => {
  it('follows the Google account’s locale when signed out, menu and toasts included', () => {
    world.emu.userLocales.set(OWNER, 'cs');
    expect(start().language).toBe('cs');
    world.emu.open();
    expect(captions()[0]).toBe('Otevřít postranní panel');
    world.emu.runMenu('menuClearCache');
    expect(world.emu.ui.toasts.at(-1)?.message).toBe(
      'Mezipaměť vymazána: vzorce při dalším přepočtu načtou čerstvá data.',
    );
  });

  it('tells the sidebar the document’s language: the spreadsheet’s locale, unless the document chose one', () => {
    world.emu.spreadsheet.locale = 'pl_PL';
    world.emu.userLocales.set(OWNER, 'en');
    expect(start()).toMatchObject({ language: 'en', documentLanguage: 'pl' });
    world.emu.callServer('sidebarSaveSettings', [
      { defaultCountryId: 1, freshnessHours: {}, language: 'cs' },
    ]);
    expect(start().documentLanguage).toBe('cs');
    world.emu.callServer('sidebarSaveSettings', [
      { defaultCountryId: 1, freshnessHours: {}, language: null },
    ]);
    expect(start().documentLanguage).toBe('pl');
    world.emu.spreadsheet.locale = 'en_US';
  });

  it('speaks English for a locale it has no catalogue for', () => {
    world.emu.userLocales.set(OWNER, 'de');
    expect(start().language).toBe('en');
  });

  it('follows the account’s lang once signed in, over the Google locale', () => {
    world.emu.userLocales.set(OWNER, 'cs');
    world.emu.callServer('signIn', ['demo-pl@example.com', 'demo']);
    expect(start().language).toBe('pl');
    world.emu.open();
    expect(captions()).toContain('Odśwież wszystko teraz');
  });

  it('lets a choice in Settings override both, refuses an unknown one, and goes back to automatic', () => {
    world.emu.callServer('signIn', ['demo-pl@example.com', 'demo']);
    world.emu.callServer('sidebarSetLanguage', ['sv']);
    expect(start().language).toBe('sv');
    expect(world.emu.callServer('sidebarLanguage')).toEqual({ choice: 'sv', automatic: 'pl' });
    // Refused in the language the user speaks now.
    expect(() => world.emu.callServer('sidebarSetLanguage', ['klingon'])).toThrow(
      /Okänt språk ”klingon”: välj ett av en, pl, cs, sk, hu, ro, nl, da, sv, eller automatiskt\./,
    );
    world.emu.callServer('sidebarSetLanguage', [null]);
    expect(start().language).toBe('pl');
  });
});
