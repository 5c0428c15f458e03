/**
 * The warehouse from the sidebar, in the playground over the run's shared BigQuery simulator: Settings ›
 * Warehouse turns it on and says what Check found, a positions report ticked "Also into the warehouse" goes
 * there, and a report "From the warehouse" reads it back into a sheet with a chart.
 */
import type { Browser, FrameLocator, Page } from 'playwright-core';
import type { WorkbookView } from '../../local/playground/protocol';
import { uniqueProject } from '../support/bigquery';
import { launchBrowser, signedInSidebar, startPlayground, type TestPlayground } from './browser';

const project = uniqueProject('sidebar-warehouse');
let browser: Browser;
let playground: TestPlayground;
let page: Page;
let sidebar: FrameLocator;

beforeAll(async () => {
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(playground.url);
  sidebar = await signedInSidebar(page);
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
});

async function sheet(name: string) {
  const view = (await (await fetch(new URL('api/workbook', playground.url))).json()) as WorkbookView;
  const found = view.sheets.find((s) => s.name === name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

test('turns the warehouse on, runs a report into it, and reads it back From the warehouse', async () => {
  await sidebar.getByRole('tab', { name: 'Settings' }).click();
  const warehouse = sidebar.getByRole('form', { name: 'Warehouse (BigQuery)' });
  await warehouse.getByLabel('Google Cloud project id').fill(project);
  await warehouse.getByRole('button', { name: 'Turn on and check' }).click();
  await sidebar.getByText(`On: report history goes to ${project}.seo_sheets (EU).`).waitFor();
  await sidebar
    .getByRole('list', { name: 'What Check found' })
    .getByText('Dataset seo_sheets made in EU.')
    .waitFor();

  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: 'Positions' });
  await sidebar.getByLabel('Domain', { exact: true }).fill('example.pl');
  await sidebar.getByLabel('Rows at most', { exact: true }).fill('200');
  await sidebar.getByLabel('Also into the warehouse').check();
  await sidebar.getByLabel('Sheet', { exact: true }).fill('Positions kept');
  await sidebar.getByRole('button', { name: 'Run report' }).click();
  await sidebar
    .getByText(
      new RegExp(
        `^In the warehouse: ${project}\\.seo_sheets\\.positions, \\d{4}-\\d{2}-\\d{2}, rows: 200\\.$`,
      ),
    )
    .first()
    .waitFor();
  expect((await sheet('Positions kept')).rows).toBe(201);

  await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: 'Positions trend' });
  await sidebar.getByLabel('Domains', { exact: true }).fill('example.pl');
  await sidebar.getByLabel('Sheet', { exact: true }).fill('TOP10 over time');
  await sidebar.getByRole('button', { name: 'Run report' }).click();
  await sidebar.locator('#status', { hasText: /“Positions trend” is in sheet “TOP10 over time”/ }).waitFor();
  const trend = await sheet('TOP10 over time');
  expect([trend.cells.A1?.display, trend.cells.B1?.display]).toEqual(['Date', 'example.pl TOP10']);
  expect(Number(trend.cells.B2?.display.replace(/,/g, ''))).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'TOP10 over time' }).click();
  await page.getByRole('img', { name: 'Trend' }).waitFor();

  // Help says how to read it elsewhere: Connected Sheets, and Looker Studio over the report's dates.
  await sidebar.getByRole('tab', { name: 'Help' }).click();
  const help = sidebar.getByRole('region', { name: 'Report history in BigQuery' });
  await help.getByText(/Connected Sheets/).waitFor();
  expect(await help.locator('pre').textContent()).toContain("PARSE_DATE('%Y%m%d', @DS_START_DATE)");
});
