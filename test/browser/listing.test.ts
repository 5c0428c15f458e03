/**
 * The Marketplace listing's screenshots, 1280×800 as the listing asks, taken from the playground: the real
 * sidebar over build/Code.js in the emulator and the service simulator, doing what the listing says the
 * add-on does. `UPDATE_SCREENSHOTS=1` writes them to docs/publishing/screenshots; otherwise to test-results/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import {
  launchBrowser,
  signedInSidebar,
  startPlayground,
  type TestPlayground,
  typeInto as typeIntoCell,
} from './browser';

const ROOT = join(__dirname, '..', '..');
const DIR = process.env.UPDATE_SCREENSHOTS
  ? join(ROOT, 'docs', 'publishing', 'screenshots')
  : join(ROOT, 'test-results', 'listing');
const SIZE = { width: 1280, height: 800 };

let browser: Browser;
let playground: TestPlayground;
let page: Page;
let sidebar: FrameLocator;

const cell = (address: string) => page.locator(`td[data-cell="${address}"]`);

const typeInto = (address: string, input: string) => typeIntoCell(page, address, input);

async function shoot(name: string): Promise<void> {
  const shot = await page.screenshot({ path: join(DIR, name) });
  // PNG IHDR: width and height are the first two big-endian words after the signature and chunk header.
  expect({ width: shot.readUInt32BE(16), height: shot.readUInt32BE(20) }).toEqual(SIZE);
}

beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground()]);
  page = await browser.newPage({ viewport: SIZE });
  await page.goto(playground.url);
  sidebar = await signedInSidebar(page);
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
});

test('1: keyword statistics for a range of phrases, next to the account and its quota', async () => {
  await typeInto('E1', '=SEO_KEYWORD_STATS(A2:A11)');
  expect(await cell('E1').textContent()).toBe('Keyword');
  expect(await cell('E11').textContent()).toBe('namiot 4 osobowy');
  await cell('E1').click();
  await shoot('1-keyword-statistics.png');
});

test('2: visibility of several domains, with the formula help in the sidebar', async () => {
  await page.getByRole('tab', { name: 'Domains' }).click();
  await typeInto('E1', '=SEO_VISIBILITY(A2:A4)');
  expect(await cell('E2').textContent()).toBe('example.pl');
  await sidebar.getByRole('tab', { name: 'Help' }).click();
  await sidebar.getByLabel('Find a formula').fill('visibility');
  await sidebar.getByText('SEO_VISIBILITY', { exact: true }).click();
  await sidebar.getByText(/^Domain statistics, one row per domain/).waitFor();
  await cell('E1').click();
  await shoot('2-domain-visibility.png');
});

test('3: a visibility-history report run from the launcher, written to a sheet with its chart', async () => {
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: 'Visibility history' });
  await sidebar.getByLabel('Domain', { exact: true }).fill('example.pl');
  await sidebar.getByLabel('Sheet', { exact: true }).fill('Visibility history');
  await sidebar.getByRole('button', { name: 'Check cost' }).click();
  await sidebar.getByText(/^Up to 1 unit of Visibility analysis/).waitFor();
  await sidebar.getByRole('button', { name: 'Run report' }).click();
  await sidebar.locator('#status', { hasText: /is in sheet “Visibility history”/ }).waitFor();
  await page.getByRole('tab', { name: 'Visibility history' }).click();
  const chart = page.getByRole('img', { name: 'Visibility' });
  await chart.waitFor();
  // The chart sits right of the table; scroll the grid so the sidebar does not cover it. At once, not
  // after Playwright's wait for a stable element: a workbook refresh may draw the chart anew meanwhile.
  await chart.evaluate((element) => element.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  await sidebar.getByText('Up to 1 unit', { exact: false }).scrollIntoViewIfNeeded();
  await shoot('3-report-with-chart.png');
});
