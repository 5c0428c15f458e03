/**
 * The whole add-on over either connection, in the playground as a user would use it. The tool-server-only
 * demo account (tools@example.com: the demo plan bought for the tool server only) connects through the
 * popup, runs a report from the launcher into a sheet, schedules it and sees it refreshed after the clock
 * moves a day, creates a SERP analysis in the task centre and inserts its result, and runs Check
 * connection. Then the API account (demo@example.com, the same plan) does the same in the same workbook,
 * and its sheets are the tool server's, but for the columns the tool server does not give, which it
 * leaves blank and says why.
 */
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { simulatorState } from '../../local/service/control-client';
import {
  connectInPopup,
  launchBrowser,
  signedOutSidebar,
  postTo,
  startPlayground,
  type TestPlayground,
} from './browser';

let browser: Browser;
let playground: TestPlayground;
let page: Page;
let sidebar: FrameLocator;

const DAY_SECONDS = 86_400;

/**
 * From the simulator's now to noon (UTC) at least a day on. Both connections' SERP analyses, minutes apart,
 * then read the same day's results wherever the run's real time stands: a day and an hour on, a run that
 * reached this test in the minutes before 23:00 UTC had them either side of the simulator's midnight.
 */
async function secondsToNoonADayOn(): Promise<number> {
  const now = new Date(String((await simulatorState(playground.serviceUrl)).now)).getTime();
  const noon = (days: number) => {
    const day = new Date(now);
    return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days, 12);
  };
  const seconds = (noon(1) - now) / 1000;
  return Math.ceil(seconds < DAY_SECONDS ? (noon(2) - now) / 1000 : seconds);
}

beforeAll(async () => {
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  await page.goto(playground.url);
  sidebar = await signedOutSidebar(page);
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
});

/** The cells of a sheet the grid shows, row by row (the tables here fit the viewport). */
async function sheetValues(sheet: string): Promise<string[][]> {
  await page.getByRole('tab', { name: sheet, exact: true }).click();
  await page.locator('td[data-cell="A1"]').waitFor();
  const cells = await page.$$eval('td[data-cell]', (tds) =>
    tds.map((td) => [td.getAttribute('data-cell') ?? '', td.textContent ?? ''] as const),
  );
  const grid: string[][] = [];
  for (const [address, text] of cells) {
    const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(address) ?? [];
    const column = [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
    const row = Number(digits) - 1;
    grid[row] ??= [];
    grid[row][column] = text;
  }
  const width = Math.max(...grid.map((row) => row.length));
  return grid
    .filter((row) => row.some((v) => v !== ''))
    .map((row) => Array.from({ length: width }, (_, c) => row[c] ?? ''));
}

/** Runs a launcher report into `sheet`, after its cost check. */
async function runPositions(sheet: string): Promise<void> {
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: 'Positions' });
  await sidebar.getByLabel('Domain', { exact: true }).fill('kuchnia-domowa.pl');
  await sidebar.getByLabel('Rows at most', { exact: true }).fill('10');
  await sidebar.getByLabel('Sheet', { exact: true }).fill(sheet);
  await sidebar.getByRole('button', { name: 'Check cost' }).click();
  await sidebar.getByText(/At most 10 rows\.$/).waitFor();
  await sidebar.getByRole('button', { name: 'Run report' }).click();
  await sidebar.locator('#status', { hasText: `is in sheet “${sheet}”` }).waitFor();
}

/** Creates a SERP analysis of `phrase` in the task centre, lets it finish and inserts it; the new sheet's name. */
async function serpTask(phrase: string): Promise<string> {
  await sidebar.getByRole('tab', { name: 'Tasks' }).click();
  await sidebar.getByLabel('Phrase', { exact: true }).fill(phrase);
  await sidebar.getByText(/^(Costs 1 unit of SERP analysis|Free\.)/).waitFor();
  await sidebar.getByRole('button', { name: 'Create task' }).click();
  await sidebar.locator('#status', { hasText: /Task #\d+ (created|already exists)/ }).waitFor();
  const card = sidebar.locator('li.card', { hasText: phrase });
  await card.waitFor();
  await postTo(playground, 'api/sim/advance', { seconds: 300 });
  await sidebar.getByRole('button', { name: 'Check now' }).click();
  await card.getByText('Keyword data: ready').waitFor();
  await card.getByRole('button', { name: 'Insert results' }).click();
  const status = sidebar.locator('#status', { hasText: /^Inserted \d+ rows into the new sheet “/ });
  await status.waitFor();
  return /“(.+)”/.exec((await status.textContent()) ?? '')?.[1] ?? '';
}

/** The labels a blank-columns note names, when the last row is one. */
const namedBlanks = (rows: string[][]): string[] =>
  /^Blank here: (.*)\. The tool server does not give these figures/
    .exec(rows[rows.length - 1]?.[0] ?? '')?.[1]
    .split(', ') ?? [];

/** A table without its blank-columns note and without the columns it names. */
function withoutBlanks(rows: string[][], named: readonly string[]): string[][] {
  const body = named.length ? rows.slice(0, -1) : rows;
  const blank = named.map((label) => rows[0].indexOf(label));
  expect(blank.every((c) => c >= 0 && body.slice(1).every((row) => row[c] === ''))).toBe(true);
  return body.map((row) => row.filter((_, c) => !blank.includes(c)));
}

const toolSheets: Record<string, string> = {};

describe('over the tool server, as a tool-server-only account', () => {
  test('connects through the popup', async () => {
    const popup = await connectInPopup(page, sidebar, 'tools@example.com', 'tools');
    await popup.close();
  });

  test('the launcher says which reports need the API before anything is filled in', async () => {
    await sidebar.getByRole('tab', { name: 'Reports' }).click();
    await sidebar
      .getByLabel('Report', { exact: true })
      .selectOption({ label: 'Compare SERP (needs the API)' });
    await sidebar
      .getByText(
        'The tool server you are connected through does not offer this; it needs a sign-in to the API.',
      )
      .waitFor();
    expect(await sidebar.getByRole('button', { name: 'Run report' }).isDisabled()).toBe(true);
    expect(await sidebar.getByLabel('Project ID', { exact: true }).count()).toBe(0);
  });

  test('runs a report from the launcher into a sheet, and schedules it', async () => {
    await runPositions('Positions (tools)');
    const launcher = sidebar.getByRole('tabpanel', { name: 'Reports' });
    await launcher.getByText('Refresh on a schedule').click();
    await launcher.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Daily' });
    await launcher.getByLabel('At', { exact: true }).selectOption({ label: '07:00' });
    await launcher.getByRole('button', { name: 'Save schedule' }).click();
    await sidebar.locator('#status', { hasText: /^Scheduled: / }).waitFor();
    toolSheets.positions = 'Positions (tools)';
  });

  test('sees the scheduled report refreshed after the clock moves a day', async () => {
    await sidebar.getByRole('tab', { name: 'Schedules' }).click();
    const card = sidebar.locator('li.card', { hasText: 'Positions (tools)' });
    await card.getByText('Last run: Not run yet').waitFor();
    await postTo(playground, 'api/sim/advance', { seconds: await secondsToNoonADayOn() });
    await sidebar.getByRole('tab', { name: 'Reports' }).click();
    await sidebar.getByRole('tab', { name: 'Schedules' }).click();
    await card.getByText(/^Last run, .+ UTC\+[12]: OK: 10 rows, 1 unit$/).waitFor();
  });

  test('the task centre says which kinds need the API before anything is filled in', async () => {
    await sidebar.getByRole('tab', { name: 'Tasks' }).click();
    const kind = sidebar.getByLabel('Kind', { exact: true });
    await kind.locator('option', { hasText: 'TOP100 crawl (needs the API)' }).waitFor({ state: 'attached' });
    await kind.selectOption({ label: 'TOP100 crawl (needs the API)' });
    await sidebar
      .getByText(
        'The tool server you are connected through does not offer this; it needs a sign-in to the API.',
      )
      .waitFor();
    expect(await sidebar.getByRole('button', { name: 'Create task' }).isDisabled()).toBe(true);
    expect(await sidebar.locator('#task-items').isHidden()).toBe(true);
    await kind.selectOption({ label: 'SERP analysis' });
    await sidebar.getByLabel('Phrase', { exact: true }).fill('rower');
    await sidebar.getByText(/^(Costs 1 unit of SERP analysis|Free\.)/).waitFor();
    expect(await sidebar.getByRole('button', { name: 'Create task' }).isDisabled()).toBe(false);
    await sidebar.getByLabel('Phrase', { exact: true }).fill('');
  });

  test('creates a SERP analysis in the task centre and inserts its result', async () => {
    toolSheets.serp = await serpTask('kurtka zimowa');
  });

  test('Check connection checks the tool server: handshake, tools and limits, with the account', async () => {
    await sidebar.getByRole('tab', { name: 'Settings' }).click();
    await sidebar.getByRole('button', { name: 'Check connection' }).click();
    await sidebar.getByText('Account: tools@example.com').waitFor();
    expect(await sidebar.getByText(/^Service: /).textContent()).toBe(
      `Service: ${playground.serviceUrl.replace(/\/+$/, '')}/mcp (the tool server you connected to)`,
    );
    const calls = await sidebar.getByRole('list', { name: 'Calls' }).locator('li').allTextContents();
    expect(calls.map((call) => call.replace(/\(\d+ ms\)$/, '(ms)'))).toEqual([
      '✓ Handshake (initialize): MCP 2025-06-18 (ms)',
      '✓ Tools (tools/list): 26 tools (ms)',
      expect.stringMatching(/^✓ Plan limits \(get_limits\): \d+ limits read \(ms\)$/),
    ]);
    expect(await sidebar.getByLabel('Tools', { exact: true }).textContent()).toContain('get_positions_data');
    await sidebar.getByRole('tab', { name: 'Account' }).click();
    await sidebar.getByRole('button', { name: 'Disconnect' }).click();
    await sidebar.getByRole('heading', { name: 'Sign in' }).waitFor();
  });
});

describe('over the API, as the API account', () => {
  test('the same report and SERP analysis write the same sheets, but for the blank columns said why', async () => {
    await sidebar.getByLabel('E-mail', { exact: true }).fill('demo@example.com');
    await sidebar.getByLabel('Password', { exact: true }).fill('demo');
    await sidebar.getByRole('button', { name: 'Sign in', exact: true }).click();
    await sidebar.getByRole('heading', { name: 'Quota' }).waitFor();

    await runPositions('Positions (API)');
    const [tools, api] = [await sheetValues(toolSheets.positions), await sheetValues('Positions (API)')];
    expect(tools[0]).toEqual(api[0]);
    // The tool's extended records carry every figure; the phrase's id is the one thing they lack.
    const blank = ['Keyword ID'].map((label) => api[0].indexOf(label));
    const without = (rows: string[][]) => rows.map((row) => row.filter((_, c) => !blank.includes(c)));
    expect(without(tools)).toEqual(without(api));
    expect(tools.slice(1).every((row) => blank.every((c) => row[c] === ''))).toBe(true);
    expect(api.slice(1).some((row) => blank.every((c) => row[c] !== ''))).toBe(true);

    const serp = await serpTask('kurtka zimowa');
    const [fromTools, fromApi] = [await sheetValues(toolSheets.serp), await sheetValues(serp)];
    const named = namedBlanks(fromTools);
    expect(named.length).toBeGreaterThan(0);
    const blankSerp = named.map((label) => fromApi[0].indexOf(label));
    expect(withoutBlanks(fromTools, named)).toEqual(
      fromApi.map((row) => row.filter((_, c) => !blankSerp.includes(c))),
    );
  });

  test('the tool server’s report sheet says in its header why a column is blank', async () => {
    const tools = await sheetValues(toolSheets.positions);
    // Column A: its header cell also carries the sheet's own note, above the column's.
    const column = String.fromCharCode(65 + tools[0].indexOf('Keyword ID'));
    expect(await page.locator(`td[data-cell="${column}1"]`).getAttribute('title')).toContain(
      'Column: keyword_id\nThe tool server does not give these figures; a sign-in to the API fills them.',
    );
  });
});
