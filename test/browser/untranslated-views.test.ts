/**
 * Every sidebar view in each of the eight languages besides English, in Chromium, its server the built
 * bundle in the emulator against the simulator (signed in as the demo account, with tasks, a report run and
 * schedules to show): the text of Account, Tasks, Reports, Schedules, Settings (with Check connection's
 * report), Help (every entry open) and, signed out, Sign in holds no English word the language does not write itself
 * (test/support/untranslated.ts, which lists any it finds with where it stands).
 */
import type { Locator, Page } from 'playwright-core';
import type { JobView } from '../../src/registry/launcher';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { translator } from '../../src/shared/i18n/translator';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { reportsIn } from '../reports/emulated';
import { openSidebar } from '../sidebar/harness';
import { englishWords } from '../support/untranslated';
import { startWorld, type World } from '../support/world';
import { pagePerFile } from './browser';
import { FILTER_KEYS } from '../../src/families/visibility/spec';

let world: World;
let page: Page;
pagePerFile((current) => {
  page = current;
});
const { call, drive } = reportsIn(() => world.emu);

/** What the demo account and these tests typed or own: the user's words, in any language. */
const DATA = [
  'demo@example.com',
  'kuchnia-domowa.pl',
  'rower gravel',
  'Tabela',
  ...Object.values(FILTER_KEYS).flat(),
];

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  call('taskCreate', { kind: 'serp', phrase: 'rower gravel', countryId: 1 });
  call('taskCreate', { kind: 'top100_crawl', phrases: ['rower gravel', 'kuchnia'], countryId: 1 });
  const request = {
    reportId: 'positions',
    params: { domain: 'kuchnia-domowa.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 5 },
    sheetName: 'Tabela',
    mode: 'replace',
  };
  expect(drive(call<JobView>('reportsStart', request)).state).toBe('done');
  call('reportsSaveSchedule', {
    target: { kind: 'report', request },
    cadence: { every: 'week', weekday: 3, hour: 7 },
  });
  call('reportsSaveSchedule', { target: { kind: 'stamp' }, cadence: { every: 'day', hour: 5 } });
}, 120_000);
afterAll(() => world?.stop());

/** A panel's text as the user reads it, formulas and parameter names (code) aside. */
function panelText(name: string): Promise<string> {
  return page.getByRole('tabpanel', { name }).evaluate((panel) => {
    const copy = panel.cloneNode(true) as HTMLElement;
    for (const code of Array.from(copy.querySelectorAll('code'))) code.remove();
    // Each piece of text apart, as the eye reads them: a button's word is not the start of the next line's.
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const pieces: string[] = [];
    while (walker.nextNode()) pieces.push(walker.currentNode.textContent ?? '');
    return pieces.join(' ');
  });
}

describe.each(LANGUAGES.filter((language) => language !== 'en'))(
  'the sidebar in %s',
  (language: Language) => {
    const say = translator(uiCatalogues, language);

    it('says nothing in English in any view', async () => {
      world.emu.callServer('sidebarSetLanguage', [language]);
      await openSidebar(page, {}, language, (name, args) => world.emu.callServer(name, args));
      const texts: string[] = [];
      const visit = async (tab: Parameters<typeof say>[0], ready: (panel: Locator) => Promise<unknown>) => {
        await page.getByRole('tab', { name: say(tab), exact: true }).click();
        await ready(page.getByRole('tabpanel', { name: say(tab) }));
        texts.push(await panelText(say(tab)));
      };
      await visit('tab.account', (panel) =>
        panel.getByRole('heading', { name: say('account.quota'), exact: true }).waitFor(),
      );
      await visit('tab.tasks', (panel) => panel.locator('li.card').nth(1).waitFor());
      await visit('tab.reports', (panel) => panel.getByText(say('reports.state.done')).first().waitFor());
      await visit('tab.schedules', (panel) =>
        panel.getByRole('heading', { name: say('schedules.stamp') }).waitFor(),
      );
      await visit('tab.settings', async (panel) => {
        await panel.getByRole('button', { name: say('settings.check'), exact: true }).click();
        await panel.getByRole('list', { name: say('settings.calls') }).waitFor();
      });
      await visit('tab.help', (panel) => panel.locator('details').first().waitFor());
      // Signed out, the sidebar opens on Sign in.
      world.emu.callServer('signOut');
      await openSidebar(page, {}, language, (name, args) => world.emu.callServer(name, args));
      await visit('tab.signin', (panel) =>
        panel.getByRole('heading', { name: say('signin.title') }).waitFor(),
      );
      world.emu.callServer('signIn', ['demo@example.com', 'demo']);
      expect(texts.flatMap((text) => englishWords(language, text, DATA))).toEqual([]);
    }, 60_000);
  },
);
