/**
 * The playground's Extensions menu follows the user's language: a reload opens the document again, as in
 * Sheets, so onOpen builds the menu in the language the user has now, and a language chosen in the
 * add-on's Settings rebuilds it at once. The tests run in order on one page.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { serverCatalogues } from '../../src/shared/i18n/areas';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { playgroundPerFile } from './browser';

let page: Page;
playgroundPerFile((opened) => {
  page = opened.page;
});
const sidebar = (): FrameLocator => page.frameLocator('aside.sidebar iframe');

/** Waits until the Extensions menu lists these captions (the page redraws it when an answer brings a new one). */
async function menuLists(...captions: string[]): Promise<void> {
  for (const name of captions)
    await page
      .getByRole('menuitem', { name, exact: true, includeHidden: true })
      .waitFor({ state: 'attached' });
}

test('after a reload the menu is in the language of the account that signed in meanwhile', async () => {
  await menuLists(serverCatalogues.en['menu.open']);
  await page.getByRole('button', { name: 'Extensions' }).click();
  await page.getByRole('menuitem', { name: serverCatalogues.en['menu.open'] }).click();
  await sidebar().locator('input[type=email]').fill('demo-pl@example.com');
  await sidebar().locator('input[autocomplete=current-password]').fill('demo');
  await sidebar().getByRole('button', { name: 'Sign in', exact: true }).click();
  await sidebar().getByRole('heading', { name: uiCatalogues.pl['account.quota'], exact: true }).waitFor();

  await page.reload();
  await menuLists(serverCatalogues.pl['menu.open'], serverCatalogues.pl['menu.help']);
  // A reload closes the sidebar, as it does in Sheets.
  expect(await page.locator('aside.sidebar iframe').count()).toBe(0);
});

test('a language chosen in Settings rebuilds the menu at once', async () => {
  await page.getByRole('button', { name: 'Extensions' }).click();
  await page.getByRole('menuitem', { name: serverCatalogues.pl['menu.open'] }).click();
  await sidebar().getByRole('tab', { name: uiCatalogues.pl['tab.settings'] }).click();
  await sidebar().getByLabel(uiCatalogues.pl['settings.language'], { exact: true }).selectOption('cs');
  await menuLists(serverCatalogues.cs['menu.open'], serverCatalogues.cs['menu.help']);

  await sidebar().getByLabel(uiCatalogues.cs['settings.language'], { exact: true }).selectOption('');
  await menuLists(serverCatalogues.pl['menu.open']);
});
