/**
 * The sidebar in its users' languages, in the playground: English for an English account, Polish for an
 * account whose `lang` is pl-PL, Czech for a Google account in Czech while signed out; a Polish-locale
 * document shows its formula examples with `;`, and its formulas' headers in Polish to an English user; Help describes the formulas in Polish for a Polish
 * user, and in Czech once Czech is chosen in Settings.
 * Its screenshots are the README's (`UPDATE_SCREENSHOTS=1`, test/sidebar/harness.ts).
 */
import type { FrameLocator, Page } from 'playwright-core';
import type { Language } from '../../src/shared/i18n/languages';
import { serverCatalogues } from '../../src/shared/i18n/areas';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { screenshot } from '../sidebar/harness';
import {
  openSidebarFromMenu,
  playgroundPerFile,
  postTo,
  signedInSidebar,
  type TestPlayground,
  typeInto,
} from './browser';

let playground: TestPlayground;
let page: Page;
const sidebar = (): FrameLocator => page.frameLocator('aside.sidebar iframe');

const post = (path: string, body: unknown): Promise<void> => postTo(playground, path, body);

const openSidebar = (caption: string): Promise<void> => openSidebarFromMenu(page, caption);

async function signIn(email: string, submit: string): Promise<void> {
  const frame = sidebar();
  await frame.locator('input[type=email]').fill(email);
  await frame.locator('input[autocomplete=current-password]').fill('demo');
  await frame.getByRole('button', { name: submit, exact: true }).click();
}

const shoot = (name: string): Promise<void> => screenshot(page.locator('aside.sidebar'), name);

playgroundPerFile((opened) => {
  ({ playground, page } = opened);
});

describe('the sidebar in its users’ languages', () => {
  test('English for an English account', async () => {
    await openSidebar('Open sidebar');
    await sidebar().getByRole('heading', { name: 'Sign in' }).waitFor();
    await signIn('demo@example.com', 'Sign in');
    await sidebar().getByRole('heading', { name: 'Quota' }).waitFor();
    expect(await sidebar().getByRole('tab').allTextContents()).toEqual(
      expect.arrayContaining(['Account', 'Tasks', 'Reports', 'Schedules', 'Settings', 'Help']),
    );
    await shoot('sidebar-en.png');
    await sidebar().getByRole('button', { name: 'Sign out' }).click();
    await sidebar().getByRole('heading', { name: 'Sign in' }).waitFor();
  });

  test('Polish once an account whose lang is pl-PL signs in', async () => {
    await signIn('demo-pl@example.com', 'Sign in');
    await sidebar().getByRole('heading', { name: 'Limity', exact: true }).waitFor();
    expect(await sidebar().getByRole('tab', { name: 'Konto' }).getAttribute('aria-selected')).toBe('true');
    await sidebar().getByText('Zalogowano jako demo-pl@example.com').first().waitFor();
    expect(await sidebar().locator('html').getAttribute('lang')).toBe('pl');
    // Quota bars in Polish, their reset with the Polish plural ("za 1 dzień", "za 3 dni", "za 5 godzin").
    await sidebar()
      .getByText(/^Odnowienie za (mniej niż godzinę|\d+ (dzień|dni|godzinę|godziny|godzin))$/)
      .first()
      .waitFor();
    await sidebar()
      .getByText(/^Wykorzystano \d[\d\s]* z \d[\d\s]*$/)
      .first()
      .waitFor();
    await shoot('sidebar-pl.png');
    await sidebar().getByRole('button', { name: 'Wyloguj się' }).click();
    await sidebar().getByRole('heading', { name: 'Zaloguj się' }).waitFor();
  });

  test('Czech, menu included, for a Google account in Czech while signed out', async () => {
    await post('/api/locale', { of: 'user', locale: 'cs' });
    await page.reload();
    await openSidebar('Otevřít postranní panel');
    await sidebar().getByRole('heading', { name: 'Přihlášení' }).waitFor();
    await sidebar().getByRole('button', { name: 'Přihlásit se', exact: true }).waitFor();
    await shoot('sidebar-cs.png');
  });

  test('a Polish-locale document shows its formula examples with ;', async () => {
    await post('/api/locale', { of: 'spreadsheet', locale: 'pl_PL' });
    await openSidebar('Otevřít postranní panel');
    await sidebar().getByRole('tab', { name: 'Nápověda' }).click();
    await sidebar().getByText('SEO_POSITIONS', { exact: true }).click();
    await sidebar().getByText('=SEO_POSITIONS("example.pl"; 500)', { exact: true }).waitFor();
    await post('/api/locale', { of: 'spreadsheet', locale: 'en_US' });
    await openSidebar('Otevřít postranní panel');
    await sidebar().getByRole('tab', { name: 'Nápověda' }).click();
    await sidebar().getByText('SEO_POSITIONS', { exact: true }).click();
    await sidebar().getByText('=SEO_POSITIONS("example.pl", 500)', { exact: true }).waitFor();
  });

  test('Help describes the formulas in the user’s language, and in another once chosen in Settings', async () => {
    await post('/api/locale', { of: 'user', locale: 'pl' });
    await page.reload();
    await openSidebar(serverCatalogues.pl['menu.open']);
    // The page came with the Polish catalogue only; another is fetched when chosen.
    expect(await sidebar().locator('#ui-catalogue').getAttribute('data-language')).toBe('pl');
    const positions = async (language: Language): Promise<void> => {
      await sidebar().getByRole('tab', { name: uiCatalogues[language]['tab.help'] }).click();
      await sidebar().getByRole('heading', { name: uiCatalogues[language]['group.Visibility'] }).waitFor();
      const entry = sidebar().locator('details:has(> summary:text-is("SEO_POSITIONS"))');
      await entry.locator('summary').click();
      for (const key of ['SEO_POSITIONS.summary', 'param.country_id', 'SEO_POSITIONS.returns'] as const)
        await entry.getByText(uiCatalogues[language][key]).waitFor();
    };
    await positions('pl');
    await shoot('sidebar-help-pl.png');
    await sidebar().getByRole('tab', { name: uiCatalogues.pl['tab.settings'] }).click();
    await sidebar().getByLabel(uiCatalogues.pl['settings.language'], { exact: true }).selectOption('cs');
    await positions('cs');
    await sidebar().getByRole('tab', { name: uiCatalogues.cs['tab.settings'] }).click();
    await sidebar().getByLabel(uiCatalogues.cs['settings.language'], { exact: true }).selectOption('');
    await sidebar().getByRole('tab', { name: uiCatalogues.pl['tab.settings'] }).waitFor();
  });

  test('a Polish-locale document shows Polish formula headers and ; in Help, to an English user', async () => {
    await post('/api/locale', { of: 'user', locale: 'en' });
    await page.goto(`${playground.url}?locale=pl_PL`);
    const frame = await signedInSidebar(page);
    await typeInto(page, 'A40', '=SEO_KEYWORD_STATS(A2:A11)');
    const cell = (address: string) => page.locator(`td[data-cell="${address}"]`);
    expect(await cell('A40').getAttribute('title')).toBeNull();
    expect([await cell('A40').textContent(), await cell('B40').textContent()]).toEqual([
      'Fraza',
      'Wyszukiwania',
    ]);
    expect(await cell('A41').textContent()).toBe('buty do biegania');
    await frame.getByRole('tab', { name: 'Help' }).click();
    await frame.getByText('SEO_POSITIONS', { exact: true }).click();
    await frame.getByText('=SEO_POSITIONS("example.pl"; 500)', { exact: true }).waitFor();
    await cell('A38').scrollIntoViewIfNeeded();
    await screenshot(page, 'document-pl.png');
    await post('/api/locale', { of: 'spreadsheet', locale: 'en_US' });
  });
});
