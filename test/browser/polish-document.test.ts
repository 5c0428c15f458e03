/**
 * A Polish-locale document in the playground, as Sheets has it: formulas take `;` between arguments and a
 * decimal comma, so every example Help shows (`=SEO_POSITIONS("example.pl"; 500)`) evaluates typed
 * exactly as shown; `1,5` typed in a cell is a number; TRUE/FALSE and dates show the Polish way; the
 * formula bar writes formulas back in the document's syntax. The tests run in order on one page.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { playgroundPerFile, signedInSidebar, typeInto } from './browser';
import { catalog } from '../../src/registry/catalog';

let page: Page;
let sidebar: FrameLocator;
/** Every example Help shows, as shown, read from the Help view once. */
let examples: string[];

const cell = (address: string) => page.locator(`td[data-cell="${address}"]`);

playgroundPerFile((opened) => {
  page = opened.page;
}, '?locale=pl_PL');

beforeAll(async () => {
  sidebar = await signedInSidebar(page);
  // An empty sheet, so no example reads or spills over the sample's cells.
  await page.locator('.add-sheet').click();
  await page.getByRole('tab', { name: 'Sheet3' }).waitFor();
  examples = await helpExamples();
});

async function helpExamples(): Promise<string[]> {
  await sidebar.getByRole('tab', { name: uiCatalogues.en['tab.help'] }).click();
  const shown = sidebar
    .locator('details p')
    .filter({ hasText: uiCatalogues.en['help.example'].trim() })
    .locator('code');
  await shown.first().waitFor({ state: 'attached' });
  return shown.allTextContents();
}

async function clear(address: string): Promise<void> {
  await cell(address).click();
  await page.keyboard.press('Delete');
  await page.locator('body[aria-busy="false"]').waitFor();
}

test('Help shows an example of every formula, in the document’s syntax', () => {
  expect(examples).toHaveLength(catalog.length);
  expect(examples).toContain('=SEO_POSITIONS("example.pl"; 500)');
});

// One test per formula: each is a second of work, where the whole list is twenty-five of them.
test.each(catalog.map((spec) => spec.name))(
  'the %s example evaluates typed exactly as Help shows it',
  async (name) => {
    // Its own call, maybe inside another function's (=SPARKLINE(INDEX(SEO_VISIBILITY_HISTORY(…)…))).
    const example = examples.find((shown) => new RegExp(`\\b${name}\\(`).test(shown));
    if (!example) throw new Error(`Help shows no example of ${name}`);
    await typeInto(page, 'A1', example);
    const [shown, message] = [await cell('A1').textContent(), await cell('A1').getAttribute('title')];
    expect(message).not.toBe('Formula parse error.');
    expect(shown).not.toBe('#NAME?');
    if (name === 'SEO_POSITIONS') expect(shown).not.toMatch(/^#/);
    await clear('A1');
  },
);

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
