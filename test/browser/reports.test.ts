/**
 * The report launcher in the playground: choose a report, run it from the sidebar, and see the
 * sheet and its chart in the grid; schedule it and see it listed. Saves screenshots of both views
 * (`UPDATE_SCREENSHOTS=1` writes them to docs/screenshots for the README).
 */
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { screenshotPath } from '../sidebar/harness';
import { launchBrowser, signedInSidebar, startPlayground, type TestPlayground } from './browser';

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

test('runs a visibility history from the launcher and shows the sheet with its line chart', async () => {
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: 'Visibility history' });
  await sidebar.getByLabel('Domain', { exact: true }).fill('kuchnia-domowa.pl');
  await sidebar.getByLabel('Sheet', { exact: true }).fill('Kuchnia history');
  await sidebar.getByRole('button', { name: 'Check cost' }).click();
  await sidebar
    .getByText(/^Up to 1 unit of Visibility analysis \(\d+ left, resets in \d+ days\)\. At most \d+ rows\.$/)
    .waitFor();
  await sidebar.getByRole('button', { name: 'Run report' }).click();
  await page.waitForTimeout(3000);
  require('node:fs').writeFileSync(
    '/tmp/h13a-status.txt',
    JSON.stringify(await sidebar.locator('#status').allTextContents()) +
      (await sidebar.locator('body').innerText()),
  );
  await sidebar
    .locator('#status', { hasText: /“Visibility history” is in sheet “Kuchnia history”/ })
    .waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Kuchnia history' }).click();
  expect(await page.locator('td[data-cell="A1"]').textContent()).toBe('date');
  await page.getByRole('img', { name: 'Visibility' }).waitFor();
  await sidebar.getByRole('tab', { name: 'Schedules' }).click();
  await sidebar.getByText('No schedules. Add one from the Reports tab.').waitFor();
});

test('a repeat run is estimated free; a schedule saved from the launcher is listed with its next run', async () => {
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByRole('button', { name: 'Check cost' }).click();
  await sidebar
    .getByText(
      /^Charges no quota\. The same .+ ran .+ ago; the service does not charge repeats within 24 h\. At most \d+ rows\.$/,
    )
    .waitFor();
  await page.screenshot({ path: screenshotPath('reports.png') });

  // The schedules view has the same cadence fields.
  const launcher = sidebar.getByRole('tabpanel', { name: 'Reports' });
  await launcher.getByText('Refresh on a schedule').click();
  await launcher.getByLabel('Every', { exact: true }).selectOption({ label: 'Weekly' });
  await launcher.getByLabel('On', { exact: true }).selectOption({ label: 'Monday' });
  await launcher.getByLabel('At', { exact: true }).selectOption({ label: '07:00' });
  await launcher.getByRole('button', { name: 'Save schedule' }).click();
  await sidebar.locator('#status', { hasText: /^Scheduled: / }).waitFor();

  await sidebar.getByRole('tab', { name: 'Schedules' }).click();
  const card = sidebar.locator('li.card', { hasText: 'Visibility history → Kuchnia history' });
  await card.getByText(/^Weekly on Monday at 07:00 · next: \d{4}-\d{2}-\d{2} 07:00$/).waitFor();
  await card.getByText('Last run: Not run yet').waitFor();
  await page.screenshot({ path: screenshotPath('schedules.png') });
});

test('a filter the launcher cannot read is refused before the run: nothing sent, nothing charged', async () => {
  const usage = async () =>
    JSON.stringify(
      ((await (await fetch(`${playground.serviceUrl}/__sim/state`)).json()) as { data: { usage: unknown } })
        .data.usage,
    );
  const before = await usage();
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: 'Positions' });
  // The fields are redrawn once the report's defaults arrive: only Positions has a Filter field.
  const filter = sidebar.getByLabel('Filter (optional)');
  await filter.fill('position <= 3');
  expect(await filter.getAttribute('aria-invalid')).toBe('false');
  await filter.fill('position >> 3');
  // Said as it is typed, in the field's hint...
  await sidebar.getByText(/^cannot read "position >> 3": after ">" a number is needed/).waitFor();
  expect(await filter.getAttribute('aria-invalid')).toBe('true');
  await sidebar.getByLabel('Domain', { exact: true }).fill('portal-finansowy.pl');
  await sidebar.getByLabel('Sheet', { exact: true }).fill('Bad filter');
  // ...and refused by the server all the same.
  await sidebar.getByRole('button', { name: 'Run report' }).click();
  await sidebar
    .getByText(/^SEO Sheets: Filter \(optional\): cannot read "position >> 3": after ">" a number is needed/)
    .waitFor();
  await sidebar.getByRole('button', { name: 'Check cost' }).click();
  await sidebar
    .getByText(/^SEO Sheets: Filter \(optional\): cannot read .*join conditions with "and"/)
    .waitFor();
  expect(await sidebar.getByText('Positions → Bad filter').count()).toBe(0);
  expect(await usage()).toBe(before);
});
