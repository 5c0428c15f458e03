/**
 * The playground as a spreadsheet: paste of lines and TSV, range selection with Shift and the mouse,
 * copy, clearing a range, renaming and deleting sheets, the formula bar surviving refreshes, edits landing
 * on the sheet on screen while the server is busy, Sheets' functions around SEO_* formulas with SPARKLINE,
 * and cells painted under the headers. The tests run in order on one page, as a user would.
 */
import type { Browser, Page } from 'playwright-core';
import {
  holdEdits,
  launchBrowser,
  sidebarRefresh,
  startPlayground,
  type TestPlayground,
  typeInto as typeIntoCell,
  typeKeys,
} from './browser';

let browser: Browser;
let playground: TestPlayground;
let page: Page;

const cell = (address: string) => page.locator(`td[data-cell="${address}"]`);
const formulaBar = () => page.getByLabel('Formula bar');
const idle = () => page.locator('body[aria-busy="false"]').waitFor();

const typeInto = (address: string, input: string) => typeIntoCell(page, address, input);

/** A paste as the browser delivers one: a clipboard event carrying text/plain, on the focused grid. */
async function paste(text: string): Promise<void> {
  await page.evaluate((clip) => {
    const data = new DataTransfer();
    data.setData('text/plain', clip);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
  await idle();
}

/** What a copy puts on the clipboard, read from the event's own DataTransfer. */
function copy(): Promise<string> {
  return page.evaluate(() => {
    const data = new DataTransfer();
    document.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true }));
    return data.getData('text/plain');
  });
}

beforeAll(async () => {
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  await page.goto(playground.url);
  await cell('A1').waitFor();
  await page.getByRole('button', { name: 'Add sheet' }).click();
  await page.getByRole('tab', { name: 'Sheet3', selected: true }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
});

test('a pasted keyword list fills one cell per line, down from the selected cell', async () => {
  await cell('A2').click();
  await paste('buty do biegania\nrower elektryczny\nkawa ziarnista\n');
  expect(await cell('A2').textContent()).toBe('buty do biegania');
  expect(await cell('A3').textContent()).toBe('rower elektryczny');
  expect(await cell('A4').textContent()).toBe('kawa ziarnista');
  expect(await cell('A5').textContent()).toBe('');
});

test('a 3,000-line paste fills 3,000 rows; scrolling draws the rows in view, and only those', async () => {
  await page.getByRole('button', { name: 'Add sheet' }).click();
  await page.getByRole('tab', { name: 'Sheet4', selected: true }).waitFor();
  await cell('A1').click();
  await paste(Array.from({ length: 3000 }, (_, i) => `fraza ${i + 1}`).join('\n'));
  expect(await cell('A1').textContent()).toBe('fraza 1');
  expect(await page.locator('tbody tr[data-row]').count()).toBeLessThan(100);
  await page.locator('.grid-scroll').evaluate((el) => {
    el.scrollTop = el.scrollHeight;
  });
  await page.locator('td[data-cell="A3000"]', { hasText: 'fraza 3000' }).waitFor();
  expect(await page.locator('tbody tr[data-row]').count()).toBeLessThan(100);
  // Back to the sheet the next tests use.
  await page.getByRole('tab', { name: 'Sheet3' }).click();
  await post('api/sheet/delete', { sheet: 'Sheet4' });
  await sidebarRefresh(page);
  await page.getByRole('tab', { name: 'Sheet4' }).waitFor({ state: 'detached' });
});

test('TSV copied from a spreadsheet fills rows and columns, reading numbers and quoted line breaks as Sheets does', async () => {
  await cell('C1').click();
  await paste('phrase\tsearches\r\nbuty\t1200\r\n"two\nlines"\t30\r\n');
  expect(await cell('C2').textContent()).toBe('buty');
  expect(await cell('D2').textContent()).toBe('1200');
  expect(await cell('D2').getAttribute('class')).toMatch(/number/);
  expect(await cell('C3').textContent()).toBe('two\nlines');
  expect(await cell('D3').textContent()).toBe('30');
});

test('Shift+arrows and Shift+click select a range, and copy puts it on the clipboard as TSV', async () => {
  await cell('C1').click();
  await page.keyboard.press('Shift+ArrowDown');
  await page.keyboard.press('Shift+ArrowRight');
  expect(await page.locator('td.in-range').count()).toBe(4);
  expect(await copy()).toBe('phrase\tsearches\nbuty\t1200');

  await cell('A2').click();
  await cell('A4').click({ modifiers: ['Shift'] });
  expect(await copy()).toBe('buty do biegania\nrower elektryczny\nkawa ziarnista');
  // The active cell stays where the selection started, as in Sheets.
  expect(await page.locator('.name-box').textContent()).toBe('A2');
});

test('dragging selects a range, and Delete clears every cell in it', async () => {
  await cell('C2').hover();
  await page.mouse.down();
  await cell('D3').hover();
  await page.mouse.up();
  expect(await page.locator('td.in-range').count()).toBe(4);
  await page.keyboard.press('Delete');
  await idle();
  for (const address of ['C2', 'D2', 'C3', 'D3']) expect(await cell(address).textContent()).toBe('');
  expect(await cell('C1').textContent()).toBe('phrase');
});

test("Sheets' functions and operators evaluate, also around the sheet's own cells", async () => {
  await typeInto('F1', '10');
  await typeInto('F2', '32');
  await typeInto('F3', '=SUM(F1:F2)*2&" clicks"');
  expect(await cell('F3').textContent()).toBe('84 clicks');
  await typeInto('F4', '=COUNTA(A2:A4)');
  expect(await cell('F4').textContent()).toBe('3');
  await typeInto('F5', '=IFERROR(1/0,"none")');
  expect(await cell('F5').textContent()).toBe('none');
});

test('the README sparkline: SPARKLINE(INDEX(SEO_VISIBILITY_HISTORY(...),,2)) is drawn in its cell', async () => {
  await runServer('signIn', 'demo@example.com', 'demo');
  await typeInto('H2', '=SPARKLINE(INDEX(SEO_VISIBILITY_HISTORY("example.pl",,,,,,FALSE),,2))');
  expect(await cell('H2').getAttribute('title')).toBeNull();
  const line = cell('H2').locator('svg.sparkline polyline');
  await line.waitFor();
  expect((await line.getAttribute('points'))?.split(' ').length).toBeGreaterThan(2);
  await cell('H2').click();
  expect(await formulaBar().inputValue()).toMatch(/^=SPARKLINE\(INDEX\(SEO_VISIBILITY_HISTORY/);
  // The custom function's table, its second column summed by Sheets' SUM.
  await typeInto('H4', '=SUM(INDEX(SEO_VISIBILITY_HISTORY("example.pl",,,,,,FALSE),,2))>0');
  expect(await cell('H4').textContent()).toBe('TRUE');
});

/** A POST to the playground's API, as the page makes it. */
const post = (path: string, body: object) =>
  fetch(`${playground.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A server function called as the sidebar's google.script.run would, through the playground's bridge endpoint. */
async function runServer<T>(functionName: string, ...args: unknown[]): Promise<T> {
  const response = await post('api/run', { functionName, args });
  const body = (await response.json()) as { ok: boolean; value: T; error?: { message: string } };
  if (!body.ok) throw new Error(body.error?.message);
  return body.value;
}

test("a report's numbers show Sheets' formats (#,##0.00: every visibility with two decimals) and the formula bar shows the value", async () => {
  let job = await runServer<{ id: string; state: string }>('reportsStart', {
    reportId: 'visibility_history',
    params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, date_interval: 'weekly' },
    sheetName: 'History',
    mode: 'replace',
  });
  while (job.state === 'running') job = await runServer('reportsStep', job.id);
  expect(job.state).toBe('done');
  await sidebarRefresh(page);
  await page.getByRole('tab', { name: 'History' }).click();
  const header = await page.locator('tbody tr[data-row="1"] td').allTextContents();
  const column = header.indexOf('Visibility');
  expect(column).toBeGreaterThanOrEqual(0);
  const address = `${String.fromCharCode(65 + column)}2`;
  await cell(address).click();
  const value = Number(await formulaBar().inputValue());
  expect(Number.isInteger(value)).toBe(false);
  expect(await cell(address).textContent()).toBe(
    value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  await page.getByRole('tab', { name: 'Sheet3' }).click();
  await post('api/sheet/delete', { sheet: 'History' });
  await sidebarRefresh(page);
  await page.getByRole('tab', { name: 'History' }).waitFor({ state: 'detached' });
});

test('text typed in the formula bar survives a pending reply and the sidebar poll', async () => {
  const release = await holdEdits(page);
  await typeIntoWithoutWaiting('J1', 'first');
  await cell('J5').click();
  await formulaBar().click();
  await formulaBar().pressSequentially('=UPPER(');
  await sidebarRefresh(page);
  // The pending reply arrives while the formula bar holds half a formula.
  await release();
  await formulaBar().pressSequentially('"kept")');
  expect(await formulaBar().inputValue()).toBe('=UPPER("kept")');
  await page.keyboard.press('Enter');
  await idle();
  expect(await cell('J5').textContent()).toBe('KEPT');
  expect(await cell('J1').textContent()).toBe('first');
});

const typeIntoWithoutWaiting = (address: string, input: string) => typeKeys(page, address, input);

test('cells typed while the server is busy land on the sheet on screen, not the one before', async () => {
  const release = await holdEdits(page);
  await typeIntoWithoutWaiting('K1', 'on Sheet3');
  await page.getByRole('tab', { name: 'Phrases' }).click();
  await page.locator('td[data-cell="A2"]', { hasText: 'buty do biegania' }).waitFor();
  await typeIntoWithoutWaiting('K1', 'on Phrases');
  await release();
  expect(await page.getByRole('tab', { name: 'Phrases' }).getAttribute('aria-selected')).toBe('true');
  expect(await cell('K1').textContent()).toBe('on Phrases');
  await page.getByRole('tab', { name: 'Sheet3' }).click();
  await page.locator('td[data-cell="K1"]', { hasText: 'on Sheet3' }).waitFor();
});

test('a sheet is renamed from its tab, and edits go to it under the new name; a taken name is refused', async () => {
  await page.getByRole('button', { name: 'Sheet actions' }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByLabel('Sheet name').fill('Keywords');
  await page.getByLabel('Sheet name').press('Enter');
  await page.getByRole('tab', { name: 'Keywords', selected: true }).waitFor();
  await typeInto('L1', 'after rename');
  expect(await cell('L1').textContent()).toBe('after rename');

  await page.getByRole('tab', { name: 'Keywords' }).dblclick();
  await page.getByLabel('Sheet name').fill('Phrases');
  await page.getByLabel('Sheet name').press('Enter');
  await page.locator('.toast', { hasText: 'A sheet with the name "Phrases" already exists' }).waitFor();
  expect(await page.getByRole('tab').allTextContents()).toEqual(['Phrases', 'Domains', 'Keywords']);
});

test('a sheet is deleted after confirming', async () => {
  await page.getByRole('tab', { name: 'Domains' }).click();
  page.once('dialog', (dialog) => dialog.dismiss());
  await page.getByRole('button', { name: 'Sheet actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  expect(await page.getByRole('tab').count()).toBe(3);

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Sheet actions' }).click();
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/sheet/delete')),
    page.getByRole('menuitem', { name: 'Delete' }).click(),
  ]);
  await page.waitForFunction(() => document.querySelectorAll('[role="tab"]').length === 2);
  expect(await page.getByRole('tab').allTextContents()).toEqual(['Phrases', 'Keywords']);
});

test('text overflowing its cell passes under the column and row headers when scrolled', async () => {
  await page.getByRole('tab', { name: 'Keywords' }).click();
  await typeInto('B30', 'a long text that runs over several empty neighbour cells to the right');
  const grid = page.locator('.grid-scroll');
  const header = page.locator('thead th', { hasText: /^C$/ });
  const box = (await header.boundingBox())!;
  // Scroll so that row 30 sits right under the column headers.
  await grid.evaluate((el) => {
    el.scrollTop = 28 * (el.querySelector('tbody tr[data-row]') as HTMLElement).offsetHeight + 8;
  });
  // The scroll's handlers run before the next frame's animation callbacks: two frames and it is drawn.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(topmost).toBe('TH');
});

test('the last sheet cannot be deleted, with the message Sheets gives', async () => {
  const remove = (sheet: string) => post('api/sheet/delete', { sheet });
  expect((await remove('Phrases')).status).toBe(200);
  const last = await remove('Keywords');
  expect(last.status).toBe(400);
  expect(await last.json()).toEqual({ error: 'A document must have at least one visible sheet.' });
});
