/**
 * The report launcher in the playground: choose a report, run it from the sidebar, and see the
 * sheet and its chart in the grid; schedule it and see it listed. Screenshots of both views
 * are the README's (`UPDATE_SCREENSHOTS=1`, test/sidebar/harness.ts).
 */
import type { Browser, FrameLocator, Page } from 'playwright-core';
import type { WorkbookView } from '../../local/playground/protocol';
import { screenshot } from '../sidebar/harness';
import {
  launchBrowser,
  postTo,
  signedInSidebar,
  startPlayground,
  type TestPlayground,
  typeInto,
} from './browser';

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

/** A column's cells from the top as the sheet shows them, from the page's own workbook route. */
async function columnDisplay(sheetName: string, column: string): Promise<string[]> {
  const view = (await (await fetch(new URL('api/workbook', playground.url))).json()) as WorkbookView;
  const sheet = view.sheets.find((s) => s.name === sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName}`);
  return Array.from({ length: sheet.rows }, (_, i) => sheet.cells[`${column}${i + 1}`]?.display ?? '');
}

/**
 * Shows a sheet by its tab once the page holds its table: a report's sheet can reach the page a poll before
 * the cells its run wrote.
 */
async function showSheet(name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
  await page.locator('td[data-cell="A1"]').filter({ hasText: /\S/ }).waitFor();
}

/** The labels under a chart's horizontal axis, and whether each lies within the chart. */
function axisLabels(chartName: string): Promise<{ text: string | null; inside: boolean }[]> {
  return page.getByRole('img', { name: chartName }).evaluate((svg) => {
    const { width, height } = (svg as SVGSVGElement).viewBox.baseVal;
    return Array.from(svg.querySelectorAll<SVGTextElement>('text.tick'))
      .filter((text) => Number(text.getAttribute('y')) > height - 20)
      .map((text) => {
        const box = text.getBBox();
        return { text: text.textContent, inside: box.x >= 0 && box.x + box.width <= width };
      });
  });
}

test('runs a visibility history from the launcher and shows the sheet with its line chart', async () => {
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: 'Visibility history' });
  await sidebar.getByLabel('Domain', { exact: true }).fill('kuchnia-domowa.pl');
  // The market is picked by name; both Polish databases are told apart.
  const market = sidebar.getByLabel('Market', { exact: true });
  expect(await market.evaluate((el) => el.tagName)).toBe('SELECT');
  expect(await market.locator('option').allTextContents()).toEqual(
    expect.arrayContaining(['Poland (database 1.0)', 'Poland (database 2.0)']),
  );
  expect(await market.locator('option:checked').textContent()).toBe('Poland (database 1.0)');
  await sidebar.getByLabel('Sheet', { exact: true }).fill('Kuchnia history');
  await sidebar.getByRole('button', { name: 'Check cost' }).click();
  await sidebar
    .getByText(
      /^Up to 1 unit of Visibility analysis \([\d,]+ left, resets in \d+ days\)\. Estimated one unit, unless the same domain, mode and market were charged in the last 24 h \(by any report or formula: a repeat is free\)\. At most [\d,]+ rows\.$/,
    )
    .waitFor();
  await sidebar.getByRole('button', { name: 'Run report' }).click();
  await sidebar
    .locator('#status', { hasText: /“Visibility history” is in sheet “Kuchnia history”/ })
    .waitFor();
  await showSheet('Kuchnia history');
  expect(await page.locator('td[data-cell="A1"]').textContent()).toBe('Date');
  await page.getByRole('img', { name: 'Visibility' }).waitFor();
  // The date axis names the first and last dates as the sheet shows them, within the chart's edges.
  const dates = await columnDisplay('Kuchnia history', 'A');
  expect(await axisLabels('Visibility')).toEqual([
    { text: dates[1], inside: true },
    { text: dates.at(-1), inside: true },
  ]);
  await sidebar.getByRole('tab', { name: 'Schedules' }).click();
  await sidebar.getByText('No schedules. Add one from the Reports tab.').waitFor();
});

test('a repeat run is estimated free; a schedule saved from the launcher is listed with its next run', async () => {
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByRole('button', { name: 'Check cost' }).click();
  await sidebar
    .getByText(
      /^Charges no quota\. Estimated: the same domain, mode and market were charged \d+ (min|h) ago, and the service charges them once in 24 h, whichever report or formula asks\. At most [\d,]+ rows\.$/,
    )
    .waitFor();
  await screenshot(page, 'reports.png');

  // The schedules view has the same cadence fields.
  const launcher = sidebar.getByRole('tabpanel', { name: 'Reports' });
  await launcher.getByText('Refresh on a schedule').click();
  await launcher.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Weekly' });
  const days = launcher.getByRole('group', { name: 'On' });
  expect(await days.getByRole('checkbox', { checked: true }).count()).toBe(1);
  await days.getByRole('checkbox', { name: 'Mon' }).check();
  await launcher.getByLabel('At', { exact: true }).selectOption({ label: '07:00' });
  await launcher.getByRole('button', { name: 'Save schedule' }).click();
  await sidebar.locator('#status', { hasText: /^Scheduled: / }).waitFor();

  await sidebar.getByRole('tab', { name: 'Schedules' }).click();
  const card = sidebar.locator('li.card', {
    hasText: 'Visibility history of kuchnia-domowa.pl → Kuchnia history',
  });
  await card
    .getByText(/^Weekly on Monday at 07:00 · next: [A-Z][a-z]{2} \d{1,2}, \d{4}, 7:00\sAM UTC\+[12]$/)
    .waitFor();
  await card.getByText('Last run: Not run yet').waitFor();
  await screenshot(page, 'schedules.png');
});

test('readable reports: human column names with the API path as note, ids plain, CPC with two decimals, months for trends', async () => {
  const run = async (report: string, fill: Record<string, string>, sheet: string) => {
    await sidebar.getByRole('tab', { name: 'Reports' }).click();
    await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: report });
    for (const [label, value] of Object.entries(fill))
      await sidebar.getByLabel(label, { exact: true }).fill(value);
    await sidebar.getByLabel('Sheet', { exact: true }).fill(sheet);
    await sidebar.getByRole('button', { name: 'Run report' }).click();
    await sidebar.locator('#status', { hasText: `is in sheet “${sheet}”` }).waitFor();
    await showSheet(sheet);
  };
  const text = (a1: string) => page.locator(`td[data-cell="${a1}"]`).textContent();
  await run('Keyword suggestions', { Seed: 'buty do biegania', 'Rows at most': '25' }, 'Suggestions');
  expect([await text('A1'), await text('B1'), await text('C1')]).toEqual(['Keyword', 'Searches', 'CPC']);
  expect(await text('E1')).toBe('CPC (highest)');
  expect(await text('G1')).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
  expect(await text('C2')).toMatch(/^\d+\.\d{2}$/);
  await screenshot(page, 'report-keywords.png');

  await run('Positions', { Domain: 'example.pl', 'Rows at most': '25' }, 'Positions example.pl');
  expect([await text('A1'), await text('C1'), await text('D1'), await text('E1')]).toEqual([
    'Keyword ID',
    'Position',
    'Position (previous)',
    'Position change',
  ]);
  // The API path stays at hand: the header cell's note.
  expect(await page.locator('td[data-cell="C1"]').getAttribute('title')).toBe(
    'Column: statistics.position.current',
  );
  // Ids without thousands separators.
  expect(await text('A2')).toMatch(/^\d{4,}$/);
  await page.locator('td[data-cell="C1"]').click();
  await screenshot(page, 'report-positions.png');
});

test('a waiting SEO_SERP cell fills in once its analysis is done, and Refresh all asks before it re-enters the formulas', async () => {
  const cell = (a1: string) => page.locator(`td[data-cell="${a1}"]`);
  await page.getByRole('tab', { name: 'Phrases' }).click();
  await cell('K2').click();
  await page.keyboard.type('=SEO_SERP("kurtka zimowa")');
  await page.keyboard.press('Enter');
  await page.locator('body[aria-busy="false"]').waitFor();
  expect(await cell('K3').textContent()).toMatch(
    /^Analysis running, ready in about \d min \(checked .+ UTC(\+\d+)?\)\. This cell updates and fills in by itself/,
  );
  await postTo(playground, 'api/sim/advance', { seconds: 300 });
  // The task list's check finds the finished analysis and re-enters the cell.
  await sidebar.getByRole('tab', { name: 'Tasks' }).click();
  await page.waitForFunction(() => document.querySelector('td[data-cell="K2"]')?.textContent === 'Position');
  expect(await cell('L2').textContent()).toBe('URL');

  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Extensions' }).click();
  await page.getByRole('menuitem', { name: 'Refresh all now' }).click();
  await page
    .getByText(/Refreshing \d+ formulas?: each reads fresh data where its cached answer is old\./)
    .waitFor();
  expect(asked).toMatch(
    /^Refresh \d+ SEO_\* formulas? on \d+ sheets?\? Answers still fresh come from the cache at no cost\./,
  );
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
    .getByText(/^Filter \(optional\): cannot read "position >> 3": after ">" a number is needed/)
    .waitFor();
  await sidebar.getByRole('button', { name: 'Check cost' }).click();
  await sidebar.getByText(/^Filter \(optional\): cannot read .*join conditions with "and"/).waitFor();
  expect(await sidebar.getByText('Positions → Bad filter').count()).toBe(0);
  expect(await usage()).toBe(before);
});

test('a report’s sheet is named for the domain typed, not the cell selected; a report chosen anew starts as its form does; projects by name', async () => {
  await page.getByRole('tab', { name: 'Domains' }).click();
  await typeInto(page, 'A30', 'allegro.pl');
  await page.locator('td[data-cell="A30"]').click();
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  const report = sidebar.getByLabel('Report', { exact: true });
  const domain = sidebar.getByLabel('Domain', { exact: true });
  const sheet = sidebar.getByLabel('Sheet', { exact: true });
  const mode = sidebar.getByLabel('When re-run', { exact: true });
  await report.selectOption({ label: 'Positions' });
  await mode.selectOption({ label: 'Add a dated snapshot (history)' });
  await report.selectOption({ label: 'Domain statistics' });
  await sidebar.locator('input[value="allegro.pl"]').waitFor();
  expect(await sheet.inputValue()).toBe('Domain statistics – allegro.pl');
  // The snapshot mode chosen for the report before is not carried over to this one.
  expect(await mode.locator('option:checked').textContent()).toBe('Replace the table');
  await domain.fill('nowa-domena-testowa.pl');
  expect(await sheet.inputValue()).toBe('Domain statistics – nowa-domena-testowa.pl');
  await sidebar.getByRole('button', { name: 'Run report' }).click();
  await sidebar
    .locator('#status', {
      hasText: '“Domain statistics” is in sheet “Domain statistics – nowa-domena-testowa.pl”',
    })
    .waitFor();
  expect(await page.getByRole('tab', { name: 'Domain statistics – allegro.pl' }).count()).toBe(0);
  // A name the user typed is kept whatever the domain becomes.
  await sheet.fill('Client review');
  await domain.fill('sklep-rowerowy.pl');
  expect(await sheet.inputValue()).toBe('Client review');

  await report.selectOption({ label: 'Monitoring positions' });
  const project = sidebar.getByLabel('Project', { exact: true });
  await project
    .locator('option', { hasText: 'Example.pl – sklep (example.pl)' })
    .waitFor({ state: 'attached' });
  expect(await sheet.inputValue()).toBe('Monitoring positions');
  await project.selectOption({ label: 'Blog (blog.example.pl)' });
  expect(await sheet.inputValue()).toBe('Monitoring positions – Blog');
});
