/**
 * A Polish-locale document in the playground, as Sheets has it: formulas take `;` between arguments and a
 * decimal comma, so every example Help shows (`=SEO_POSITIONS("example.pl"; 500)`) evaluates typed
 * exactly as shown; `1,5` typed in a cell is a number; TRUE/FALSE and dates show the Polish way; the
 * formula bar writes formulas back in the document's syntax. The tests run in order on one page.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { playgroundPerFile, signedInSidebar, typeInto } from './browser';

let page: Page;
let sidebar: FrameLocator;

const cell = (address: string) => page.locator(`td[data-cell="${address}"]`);

playgroundPerFile((opened) => {
  page = opened.page;
}, '?locale=pl_PL');

beforeAll(async () => {
  sidebar = await signedInSidebar(page);
  // An empty sheet, so no example reads or spills over the sample's cells.
  await page.locator('.add-sheet').click();
  await page.getByRole('tab', { name: 'Sheet3' }).waitFor();
});

/** Every example Help shows, as shown. */
async function helpExamples(): Promise<string[]> {
  await sidebar.getByRole('tab', { name: uiCatalogues.en['tab.help'] }).click();
  const examples = sidebar
    .locator('details p')
    .filter({ hasText: uiCatalogues.en['help.example'].trim() })
    .locator('code');
  await examples.first().waitFor({ state: 'attached' });
  return examples.allTextContents();
}

async function clear(address: string): Promise<void> {
  await cell(address).click();
  await page.keyboard.press('Delete');
  await page.locator('body[aria-busy="false"]').waitFor();
}

test('every example Help shows evaluates typed exactly as shown', async () => {
  const examples = await helpExamples();
  expect(examples).toContain('=SEO_POSITIONS("example.pl"; 500)');
  expect(examples.length).toBeGreaterThan(20);
  const outcomes: string[] = [];
  for (const example of examples) {
    await typeInto(page, 'A1', example);
    const [shown, message] = [await cell('A1').textContent(), await cell('A1').getAttribute('title')];
    if (message === 'Formula parse error.' || shown === '#NAME?')
      outcomes.push(`${example}: ${shown} ${message}`);
    if (example.startsWith('=SEO_POSITIONS')) expect(shown).not.toMatch(/^#/);
    await clear('A1');
  }
  expect(outcomes).toEqual([]);
});

test('the comma form of a formula is a parse error in a Polish document, as in Sheets', async () => {
  await typeInto(page, 'A1', '=SEO_POSITIONS("example.pl", 500)');
  expect(await cell('A1').textContent()).toBe('#ERROR!');
  expect(await cell('A1').getAttribute('title')).toBe('Formula parse error.');
  await clear('A1');
});

test('1,5 is a number; TRUE, FALSE and dates show the Polish way; the formula bar writes Polish syntax', async () => {
  await typeInto(page, 'B1', '1,5');
  expect(await cell('B1').textContent()).toBe('1,5');
  expect(await cell('B1').getAttribute('class')).toContain('number');
  await typeInto(page, 'B2', '=SUM(B1; 2,5)');
  expect(await cell('B2').textContent()).toBe('4');
  await typeInto(page, 'B3', '=B1=1,5');
  expect(await cell('B3').textContent()).toBe('PRAWDA');
  await typeInto(page, 'B4', '=B1>2');
  expect(await cell('B4').textContent()).toBe('FAŁSZ');
  await typeInto(page, 'B5', '5.01.2026');
  expect(await cell('B5').textContent()).toBe('5.01.2026');
  expect(await cell('B5').getAttribute('class')).not.toContain('error');
  await cell('B2').click();
  expect(await page.locator('.formula-input').inputValue()).toBe('=SUM(B1; 2,5)');
  await cell('B1').click();
  expect(await page.locator('.formula-input').inputValue()).toBe('1,5');
});

test('Help’s Insert puts an example into the selected cell, which shows it with ; and evaluates it', async () => {
  await cell('C5').click();
  await sidebar.getByRole('tab', { name: uiCatalogues.en['tab.help'] }).click();
  const entry = sidebar.locator('details', {
    has: sidebar.locator('summary', { hasText: /^SEO_POSITIONS$/ }),
  });
  await entry.locator('summary').click();
  await entry
    .getByRole('button', { name: 'Insert the example of SEO_POSITIONS into the selected cell' })
    .click();
  await sidebar.getByText('=SEO_POSITIONS("example.pl"; 500) is in Sheet3!C5.').waitFor();
  await page.waitForFunction(() => document.querySelector('td[data-cell="C5"]')?.textContent === 'ID frazy');
  expect(await cell('D5').textContent()).toBe('Fraza');
  await cell('C5').click();
  expect(await page.locator('.formula-input').inputValue()).toBe('=SEO_POSITIONS("example.pl"; 500)');
  // The cell now holds the example: Insert again writes over nothing.
  await entry
    .getByRole('button', { name: 'Insert the example of SEO_POSITIONS into the selected cell' })
    .click();
  await sidebar.locator('#alert', { hasText: 'Sheet3!C5 is not empty' }).waitFor();
});
