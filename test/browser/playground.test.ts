/**
 * The playground in Debian's Chromium: the sample workbook, typing values and formulas, spills,
 * errors on hover, the add-on's menu and sidebar with google.script.run, charts, the simulator
 * controls, and state surviving a restart. The tests run in order on one page, as a user would.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { WorkbookView } from '../../local/playground/protocol';
import {
  holdEdits,
  launchBrowser,
  openSidebarFromMenu,
  sidebarRefresh,
  startPlayground,
  type TestPlayground,
  typeInto as typeIntoCell,
} from './browser';
import { screenshot } from '../sidebar/harness';

let browser: Browser;
let playground: TestPlayground | undefined;
let page: Page;
/** Kept by the test, not the playground, so a restart finds it. */
let dataDir: string;

const cell = (address: string) => page.locator(`td[data-cell="${address}"]`);

const typeInto = (address: string, input: string) => typeIntoCell(page, address, input);

type ScriptRun = Record<string, Function>;

/** A server call through the sidebar's own `google.script.run`, as the sidebar's code makes it. */
function runInSidebar<T>(functionName: string, ...args: unknown[]): Promise<T> {
  const frame = page.frames().find((f) => f.url().includes('/sidebar'));
  if (!frame) throw new Error('no sidebar is open');
  return frame.evaluate(
    ([name, callArgs]) =>
      new Promise<T>((resolve, reject) => {
        const run = (window as unknown as { google: { script: { run: ScriptRun } } }).google.script.run;
        run
          .withSuccessHandler(resolve)
          .withFailureHandler((error: Error) => reject(new Error(error.message)))
          [name](...callArgs);
      }),
    [functionName, args] as const,
  );
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seo-sheets-playground-'));
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground({ dataDir })]);
  page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  await page.goto(playground!.url);
  await cell('A1').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('opens on the sample workbook: phrases and domains as tabs, formulas to try as text', async () => {
  expect(await page.getByRole('tab').allTextContents()).toEqual(['Phrases', 'Domains']);
  expect(await cell('A2').textContent()).toBe('buty do biegania');
  await cell('C2').click();
  expect(await page.getByLabel('Formula bar').inputValue()).toBe("'=SEO_KEYWORD_STATS(A2:A11)");
  expect(await cell('C2').textContent()).toBe('=SEO_KEYWORD_STATS(A2:A11)');

  await page.getByRole('tab', { name: 'Domains' }).click();
  await page.locator('td[data-cell="A2"]', { hasText: 'example.pl' }).waitFor();
  await page.getByRole('tab', { name: 'Phrases' }).click();
  await page.locator('td[data-cell="A2"]', { hasText: 'buty do biegania' }).waitFor();
});

test('a typed number is stored as a number and the selection moves down, as in Sheets', async () => {
  await typeInto('E1', '42');
  expect(await cell('E1').textContent()).toBe('42');
  expect(await cell('E1').getAttribute('class')).toMatch(/number/);
  expect(await page.locator('.name-box').textContent()).toBe('E2');
});

test('a half-typed entry survives the grid refreshing under it (the sidebar polls)', async () => {
  await cell('E7').click();
  await page.keyboard.type('half');
  await sidebarRefresh(page);
  await page.keyboard.type('-typed');
  await page.keyboard.press('Enter');
  await page.locator('body[aria-busy="false"]').waitFor();
  expect(await cell('E7').textContent()).toBe('half-typed');
});

test('clicking another cell keeps what was being typed', async () => {
  await cell('E9').click();
  await page.keyboard.type('kept');
  await cell('E11').click();
  await page.locator('body[aria-busy="false"]').waitFor();
  expect(await cell('E9').textContent()).toBe('kept');
  expect(await page.locator('.name-box').textContent()).toBe('E11');
});

test('a formula naming no function shows #NAME? with the message on hover', async () => {
  await typeInto('E3', '=SEO_NO_SUCH_FUNCTION()');
  expect(await cell('E3').textContent()).toBe('#NAME?');
  expect(await cell('E3').getAttribute('title')).toBe("Unknown function: 'SEO_NO_SUCH_FUNCTION'.");
});

test('a custom function that throws shows #ERROR! with its message on hover', async () => {
  await typeInto('E5', '=SEO_LIMITS()');
  expect(await cell('E5').textContent()).toBe('#ERROR!');
  expect(await cell('E5').getAttribute('title')).toMatch(/sign in/i);
});

test('the Extensions menu comes from onOpen and opens the add-on sidebar in a 300 px panel', async () => {
  await page.getByRole('button', { name: 'Extensions' }).click();
  await page.getByRole('menuitem', { name: /sidebar/i }).click();
  const frame = page.frameLocator('aside.sidebar iframe');
  await frame.locator('body *').first().waitFor();
  const box = await page.locator('aside.sidebar').boundingBox();
  expect(box?.width).toBe(300);
});

test('an open menu stays open while the sidebar makes the grid refresh', async () => {
  await page.getByRole('button', { name: 'Extensions' }).click();
  await sidebarRefresh(page);
  expect(await page.getByRole('menuitem', { name: /sidebar/i }).isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  expect(await page.getByRole('menuitem', { name: /sidebar/i }).isVisible()).toBe(false);
});

test('the sidebar reaches the server through google.script.run: handlers, user object, failures', async () => {
  const frame = page.frames().find((f) => f.url().includes('/sidebar'))!;
  const failure = await frame.evaluate(
    () =>
      new Promise((resolve) => {
        const run = (window as unknown as { google: { script: { run: ScriptRun } } }).google.script.run;
        run
          .withSuccessHandler(() => resolve('unexpected success'))
          .withFailureHandler((error: Error, context: unknown) =>
            resolve({ message: error.message, context }),
          )
          .withUserObject('ctx')
          .noSuchServerFunction(1, 'two');
      }),
  );
  expect(failure).toEqual({ message: 'Script function not found: noSuchServerFunction', context: 'ctx' });

  const signedIn = await runInSidebar('signIn', 'demo@example.com', 'demo');
  expect(JSON.stringify(signedIn)).toContain('demo@example.com');
  expect(JSON.stringify(signedIn)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
});

test('a custom function shows Loading... while it runs, then its table spills right and down', async () => {
  const release = await holdEdits(page);
  await cell('G1').click();
  await page.keyboard.type('=SEO_COUNTRIES()');
  await page.keyboard.press('Enter');
  expect(await cell('G1').textContent()).toBe('Loading...');
  await release();

  expect(await cell('G1').getAttribute('title')).toBeNull();
  expect((await cell('G2').textContent())?.length).toBeGreaterThan(0);
  expect((await cell('H1').textContent())?.length).toBeGreaterThan(0);
  await cell('G2').click();
  expect(await page.getByLabel('Formula bar').inputValue()).not.toMatch(/^=/);
  await cell('G1').click();
  expect(await page.getByLabel('Formula bar').inputValue()).toBe('=SEO_COUNTRIES()');
});

test('showing the sidebar again loads a fresh one, now signed in', async () => {
  await openSidebarFromMenu(page, 'Open sidebar');
  await page.frameLocator('aside.sidebar iframe').getByText('demo@example.com').first().waitFor();
});

test('the sample keyword formula, typed as a user would, spills one row per phrase in input order', async () => {
  // SEO_KEYWORD_STATS polls a statistics task with Utilities.sleep: this only finishes when the
  // emulator's clock carries the simulator's along.
  await typeInto('A40', '=SEO_KEYWORD_STATS(A2:A11)');
  expect(await cell('A40').getAttribute('title')).toBeNull();
  expect(await cell('A40').textContent()).toBe('Keyword');
  expect(await cell('B40').textContent()).toBe('Searches');
  expect(await cell('A41').textContent()).toBe('buty do biegania');
  expect(await cell('A50').textContent()).toBe('namiot 4 osobowy');
  expect(await cell('B41').textContent()).toMatch(/^\d[\d,.]*$/);
  await cell('A38').scrollIntoViewIfNeeded();
  await cell('A40').click();
  await screenshot(page, 'playground.png');
});

test('a report run from the sidebar adds a sheet with its chart drawn at the anchor cell', async () => {
  let job = await runInSidebar<{ id: string; state: string }>('reportsStart', {
    reportId: 'position_distribution',
    params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 100 },
    sheetName: 'Distribution',
    mode: 'replace',
  });
  while (job.state === 'running') job = await runInSidebar('reportsStep', job.id);
  expect(job.state).toBe('done');
  await page.getByRole('tab', { name: 'Distribution' }).click();
  const chart = page.getByRole('img', { name: 'Phrases by position' });
  await chart.waitFor();
  expect(await chart.locator('rect').count()).toBeGreaterThan(0);
  // The add-on anchors it on row 2, one empty column right of the table's header.
  const headerWidth = await page.locator('tbody tr[data-row="1"] td:not(:empty)').count();
  const anchor = `${String.fromCharCode(65 + headerWidth + 1)}2`;
  const [chartBox, anchorBox] = await Promise.all([chart.boundingBox(), cell(anchor).boundingBox()]);
  expect(chartBox?.x).toBe(anchorBox?.x);
  expect(chartBox?.y).toBe(anchorBox?.y);
  await screenshot(page, 'playground-chart.png');
  await page.getByRole('tab', { name: 'Phrases' }).click();
});

test("the Simulator menu moves both clocks by the same day and arms the simulator's faults", async () => {
  const clockText = () => page.locator('.clock').textContent();
  const clock = async () => Date.parse(`${(await clockText())!.slice(7, 23)}Z`);
  const [beforeText, before] = [await clockText(), await clock()];
  // The spreadsheet's time, labelled as the add-on labels its times, not UTC passed off as local.
  expect(beforeText).toMatch(/^Clock: \d{4}-\d\d-\d\d \d\d:\d\d UTC\+[12] \(Europe\/Warsaw\)$/);
  const simulatorBefore = (await simulatorState()).offset_seconds;
  await page.getByRole('button', { name: 'Simulator' }).click();
  await page.getByRole('menuitem', { name: 'Advance clock +1 day' }).click();
  await page.waitForFunction((was) => document.querySelector('.clock')?.textContent !== was, beforeText);
  const minutes = ((await clock()) - before) / 60_000;
  expect(minutes).toBeGreaterThanOrEqual(1440);
  expect(minutes).toBeLessThanOrEqual(1441);

  await page.getByRole('button', { name: 'Simulator' }).click();
  await Promise.all([
    page.waitForResponse('**/api/sim/faults'),
    page.getByRole('menuitem', { name: 'Next request: 503' }).click(),
  ]);
  const simulatorAfter = await simulatorState();
  // Earlier formulas' Utilities.sleep moved both clocks too; the menu adds exactly one day to each.
  expect(simulatorAfter.offset_seconds - simulatorBefore).toBe(86400);
  expect(simulatorAfter.fault).toEqual({ mode: 'http503', remaining: 1 });
});

interface SimulatorState {
  offset_seconds: number;
  fault: { mode: string; remaining: number };
}

async function simulatorState(): Promise<SimulatorState> {
  const response = await fetch(`${playground!.serviceUrl}/__sim/state`);
  return ((await response.json()) as { data: SimulatorState }).data;
}

test('the workbook survives a restart of the playground', async () => {
  // Stopping writes the snapshot it was holding back until the edits paused.
  await playground!.close();
  playground = undefined;
  const second = await startPlayground({ dataDir });
  try {
    const view = (await (await fetch(`${second.url}api/workbook`)).json()) as WorkbookView;
    const phrases = view.sheets.find((s) => s.name === 'Phrases');
    expect(phrases?.cells.E1?.display).toBe('42');
    expect(phrases?.cells.G1?.input).toBe('=SEO_COUNTRIES()');
    // The clock advanced by a day, and the new run's simulator is moved to match it.
    expect(Date.parse(view.now) - Date.now()).toBeGreaterThan(86_000_000);
    // The sign-in lives in user properties, which the snapshot keeps: formulas still work.
    const edited = await fetch(`${second.url}api/cell`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sheet: 'Domains', a1: 'E1', input: '=SEO_LIMITS()' }),
    });
    const after = (await edited.json()) as WorkbookView;
    expect(after.sheets.find((s) => s.name === 'Domains')?.cells.E1?.error).toBeUndefined();
    const state = await fetch(`${second.serviceUrl}/__sim/state`);
    expect(((await state.json()) as { data: SimulatorState }).data.offset_seconds).toBeGreaterThanOrEqual(
      86_399,
    );
  } finally {
    await second.close();
  }
});
