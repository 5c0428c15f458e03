/**
 * Each sidebar view in Chromium against a scripted server: what it shows, what it sends, how it
 * fails, and that service text is never parsed as HTML. A screenshot of every view when asked
 * (test/sidebar/harness.ts).
 */
import type { Page } from 'playwright-core';
import { quotaModel } from '../../src/api/quota';
import { type FakeServer, openSidebar, screenshot, sessionEnded } from '../sidebar/harness';
import { pagePerFile } from './browser';
import { catalog } from '../../src/registry/catalog';

const XSS = '<img src=x onerror="window.__xss=1">';

const counters = quotaModel(
  {
    visibility_analysis_queries_per_day: { limit: 400, usage: 12, extra_limit: 0, hours_to_reset: 530 },
    keywords_analysis_queries_per_day: { limit: 200, usage: 199, extra_limit: 0, hours_to_reset: 530 },
    serp_analysis_daily_limit: { limit: 200, usage: 20, extra_limit: 0, hours_to_reset: 530 },
    tools_daily_limit: { limit: 50, usage: 50, extra_limit: 0, hours_to_reset: 5 },
    monitoring_daily_keywords_refreshes: { limit: -1, usage: 3, extra_limit: 0, hours_to_reset: 20 },
    visibility_analysis_rows_per_report: { limit: 20000, usage: null, extra_limit: 0, hours_to_reset: null },
  },
  0,
).counters;

const signedIn = (over: Record<string, unknown> = {}) => ({
  signedIn: true,
  email: 'demo@example.com',
  daysLeft: 12,
  counters,
  readAt: 1_000,
  limitsError: null,
  sharing: { active: false, email: null, mine: false },
  platform: { fetches: 1_234, fetchesReset: '2026-11-22 09:40', triggerMinutes: 3, cells: 1_326_000 },
  ...over,
});
const signedOut = { signedIn: false, notice: null };

const serpTask = (over: Record<string, unknown> = {}) => ({
  kind: 'serp',
  id: 7,
  title: 'buty do biegania · Poland (database 1.0)',
  ready: false,
  createdAt: '2026-11-21T10:00:00Z',
  createdText: 'Nov 21, 2026, 11:00 AM UTC+1',
  hasSerpData: true,
  hasKeywordsData: false,
  ...over,
});
const crawlTask = {
  kind: 'top100_crawl',
  id: 8,
  title: '3 phrases',
  ready: false,
  createdAt: '2026-11-21T09:00:00Z',
  createdText: 'Nov 21, 2026, 10:00 AM UTC+1',
  finished: 1,
  all: 3,
};

const settings = {
  defaultCountryId: 1,
  countries: [
    { id: 1, name: 'Poland (database 1.0)' },
    { id: 200, name: 'Poland (database 2.0)' },
    { id: 50, name: 'Czechia' },
  ],
  freshness: [
    { kind: 'keywordStats', label: 'Keyword statistics', hours: 720 },
    { kind: 'visibility', label: 'Visibility', hours: 24 },
  ],
  cache: { bytes: 48_128, entries: 37 },
  baseUrl: { url: 'http://127.0.0.1:8787', source: 'build' },
  language: { choice: null, locale: 'en' },
  visibilityWay: 'auto',
  spendGuard: 25,
};

let page: Page;
const pages = pagePerFile((current) => {
  page = current;
});

function start(
  session: unknown,
  extra: Record<string, (...args: unknown[]) => unknown> = {},
): Promise<FakeServer> {
  return openSidebar(page, {
    sidebarStart: () => ({ session, view: null, language: 'en', documentLanguage: 'en' }),
    sidebarAccount: () => session,
    sidebarLanguage: () => ({ choice: null, automatic: 'en' }),
    sidebarCountries: () => ({ list: settings.countries, defaultId: 1 }),
    sidebarPulse: () => ({ session, formulas: { waiting: 0, refreshed: 0 } }),
    sidebarSpent: () => ({}),
    taskList: () => [],
    taskOffers: () => ({ serp: true, top100_crawl: true, urls_crawl: true }),
    ...extra,
  });
}

const alertText = () => page.locator('#alert').textContent();

describe('sidebar views (scripted server)', () => {
  it('sign-in: sends the credentials once, empties the password and shows each failure as an alert', async () => {
    const failures = [
      'Wrong e-mail or password.',
      'This account’s e-mail address is not confirmed yet.',
      'This account has no API access: it needs an active Advanced or Prime plan, or the API add-on on Basic or Lite (the tool-server-only add-on does not include it).',
    ];
    const server = await start(signedOut, {
      signIn: () => {
        throw new Error(failures.shift());
      },
    });
    await page.getByRole('tab', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Account' }).isHidden()).toBe(true);
    // The screenshot shows both ways in: the API's sign-in and the tool server's.
    await page.getByRole('button', { name: 'Connect through the tool server' }).waitFor();
    await screenshot(page, 'sign-in.png', true);
    for (const expected of [...failures]) {
      await page.getByLabel('E-mail', { exact: true }).fill('lite@example.com');
      await page.getByLabel('Password', { exact: true }).fill('secret');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForFunction((text) => document.querySelector('#alert')?.textContent === text, expected);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    }
    expect(server.calls.filter((c) => c.name === 'signIn').map((c) => c.args)).toEqual([
      ['lite@example.com', 'secret'],
      ['lite@example.com', 'secret'],
      ['lite@example.com', 'secret'],
    ]);
    expect(await page.locator('#alert').getAttribute('role')).toBe('alert');
  });

  it('sign-in success: opens the account view', async () => {
    let session: unknown = signedOut;
    const server = await start(signedOut, {
      signIn: (email) => {
        session = signedIn();
        return { email, language: 'en' };
      },
    });
    server.handlers.sidebarAccount = () => session;
    await page.getByLabel('E-mail', { exact: true }).fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Account' }).waitFor();
    expect(await page.locator('#status').textContent()).toBe('Signed in as demo@example.com.');
    expect(await page.getByRole('tab', { name: 'Sign in' }).isHidden()).toBe(true);
  });

  it('sign-in with a pasted token: sends it trimmed, once, and empties the field', async () => {
    const server = await start(signedOut, {
      signInWithToken: () => {
        throw new Error('That does not look like an API token.');
      },
    });
    await page.getByText('Use an API token instead').click();
    await page.getByLabel('API token', { exact: true }).fill('  a.b.c  ');
    await page.getByRole('button', { name: 'Use token' }).click();
    await page.waitForFunction(() => document.querySelector('#alert')?.textContent?.includes('API token'));
    expect(server.calls.filter((c) => c.name === 'signInWithToken').map((c) => c.args)).toEqual([['a.b.c']]);
    expect(await page.getByLabel('API token', { exact: true }).inputValue()).toBe('');
  });

  it('account: one bar per counter with used / limit, unlimited for -1, resets from hours_to_reset', async () => {
    await start(signedIn());
    await page.getByRole('heading', { name: 'Quota' }).waitFor();
    const meters = await page.locator('.meter').evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent,
        level: el.className,
        bar: el.querySelector('progress') && [
          (el.querySelector('progress') as HTMLProgressElement).value,
          (el.querySelector('progress') as HTMLProgressElement).max,
        ],
      })),
    );
    expect(meters).toEqual([
      { text: 'Visibility analysis12 / 400 usedResets in 22 days', level: 'meter ok', bar: [12, 400] },
      { text: 'Keyword database199 / 200 usedResets in 22 days', level: 'meter low', bar: [199, 200] },
      { text: 'SERP analysis20 / 200 usedResets in 22 days', level: 'meter ok', bar: [20, 200] },
      {
        text: 'Tools (shared)50 / 50 usedResets in 5 hours'.concat(
          'Keyword statistics (SEO_KEYWORD_STATS), runs of the URLs tool (SEO_VISIBILITY for many domains, when it fetches them that way), TOP100 and URL crawls and SERP comparisons all draw on this one shared counter.',
        ),
        level: 'meter out',
        bar: [50, 50],
      },
      { text: 'Monitoring refreshesUnlimited (3 used)Resets in 20 hours', level: 'meter ok', bar: null },
    ]);
    expect(await page.locator('dl').textContent()).toBe('Visibility analysis20,000');
    expect(await page.getByText(/^Token expires in 12 days \(/).getAttribute('class')).toBe('gray');
    await screenshot(page, 'account.png', true);
  });

  it('account: Google’s daily requests, trigger time and the document’s cells, quietly below the warnings', async () => {
    await start(signedIn());
    await page.getByRole('heading', { name: 'Google’s daily limits' }).waitFor();
    const quiet = page.getByText('Requests sent today: 1,234 of 20,000 (100,000 on Google Workspace).');
    expect(await quiet.getAttribute('class')).toBe('gray');
    expect(await page.getByText('This document: 1,326,000 of 10,000,000 cells.').getAttribute('class')).toBe(
      'gray',
    );
    await page.getByText('Scheduled runs today: 3 of 90 minutes.').waitFor();
  });

  it('account: warns at 80 % of Google’s daily requests and at 70 % of the document’s cells', async () => {
    await start(
      signedIn({
        platform: { fetches: 16_000, fetchesReset: '2026-11-22 09:40', triggerMinutes: 3, cells: 7_000_000 },
      }),
    );
    const warning = page.getByText(
      'This add-on has sent 16,000 of the 20,000 requests Google allows a day (80%). When they run out, formulas and reports stop until 2026-11-22 09:40.',
    );
    expect(await warning.getAttribute('role')).toBe('alert');
    const cells = page.getByText(
      /^This document holds 7,000,000 of the 10,000,000 cells Google Sheets allows \(70%\)\./,
    );
    expect(await cells.getAttribute('class')).toBe('warning');
  });

  it('account: a counter the plan lacks says so, with no bar and no reset that would refill it', async () => {
    const lite = quotaModel(
      {
        visibility_analysis_queries_per_day: { limit: 400, usage: 12, extra_limit: 0, hours_to_reset: 120 },
        serp_analysis_daily_limit: { limit: 0, usage: 0, extra_limit: 0, hours_to_reset: 120 },
      },
      0,
    ).counters;
    await start(signedIn({ counters: lite }));
    await page.getByRole('heading', { name: 'Quota' }).waitFor();
    expect(await page.locator('.meter').allTextContents()).toEqual([
      'Visibility analysis12 / 400 usedResets in 5 days',
      'SERP analysisNot in your plan',
    ]);
    expect(await page.locator('.meter progress').count()).toBe(1);
  });

  it('account: dates the token’s expiry from the server’s clock, not the browser’s', async () => {
    await start(signedIn({ readAt: Date.UTC(2031, 0, 10, 12) }));
    await page.getByText('Token expires in 12 days (Jan 22, 2031)', { exact: true }).waitFor();
  });

  it('account: warns in the last three days of the token', async () => {
    await start(signedIn({ daysLeft: 2 }));
    const warning = page.getByText(/^Token expires in 2 days \(.+\): sign in again soon$/);
    await warning.waitFor();
    expect(await warning.getAttribute('class')).toBe('warning');
  });

  it('renders every string from the service as text, never as HTML', async () => {
    await start(signedIn({ email: XSS }), { taskList: () => [serpTask({ title: XSS, ready: true })] });
    await page.getByText(`Signed in as ${XSS}`).waitFor();
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByRole('heading', { name: XSS }).waitFor();
    expect(await page.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('tasks: the cost shows as the phrase is typed, one request a pause; Create takes only what was costed', async () => {
    await pages.fakeClock();
    const server = await start(signedIn(), {
      taskEstimate: () => ({
        units: 0,
        affordable: true,
        text: 'Free. An analysis of this phrase already exists: free.',
      }),
      taskCreate: () => ({ ...serpTask(), existing: true }),
    });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    const create = page.getByRole('button', { name: 'Create task' });
    expect(await create.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Check cost' }).count()).toBe(0);
    // Typed key by key, faster than the pause that asks: one estimate, for the whole phrase. The page's
    // clock stands still while the keys go in, as a busy machine may take longer between two keys than
    // the pause is long.
    const PAUSE_MS = 1_000; // longer than the form's (task-form.ts COST_DELAY_MS)
    // Paused a little ahead of the page's now: its clock runs on while the test's call crosses to it, and a
    // time already passed is refused ("Cannot fast-forward to the past"; 1 ms ahead was, on a busy machine).
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 10_000));
    await page.getByLabel('Phrase').pressSequentially('buty do biegania');
    await page.clock.runFor(PAUSE_MS);
    await page.getByText('Free. An analysis of this phrase already exists: free.').waitFor();
    await page.waitForFunction(() => {
      const button = Array.from(document.querySelectorAll('button')).find(
        (b) => b.textContent === 'Create task',
      );
      return button && !button.disabled;
    });
    await page.getByLabel('Phrase').press('End');
    await page.getByLabel('Phrase').pressSequentially('!');
    expect(await create.isDisabled()).toBe(true);
    await page.clock.runFor(PAUSE_MS);
    await page.getByText('Free. An analysis of this phrase already exists: free.').waitFor();
    await create.click();
    await page.waitForFunction(() =>
      document.querySelector('#status')?.textContent?.includes('nothing was charged'),
    );
    const sent = server.calls.filter((c) => c.name === 'taskEstimate' || c.name === 'taskCreate');
    expect(sent.map((c) => [c.name, c.args[0]])).toEqual([
      ['taskEstimate', { kind: 'serp', phrase: 'buty do biegania', countryId: 1 }],
      ['taskEstimate', { kind: 'serp', phrase: 'buty do biegania!', countryId: 1 }],
      ['taskCreate', { kind: 'serp', phrase: 'buty do biegania!', countryId: 1 }],
      // Once created, what the same phrase would cost now.
      ['taskEstimate', { kind: 'serp', phrase: 'buty do biegania!', countryId: 1 }],
    ]);
  });

  it('tasks: Enter in the phrase field creates the task, its cost asked first when it has not come', async () => {
    const server = await start(signedIn(), {
      taskEstimate: () => ({ units: 1, affordable: true, text: 'Costs 1 unit of SERP analysis.' }),
      taskCreate: () => ({ ...serpTask({ id: 9 }), existing: false }),
    });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByLabel('Phrase').fill('rower');
    await page.getByLabel('Phrase').press('Enter');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('#9'));
    await page.getByText('Costs 1 unit of SERP analysis.').waitFor();
    const sent = server.calls.filter((c) => c.name === 'taskEstimate' || c.name === 'taskCreate');
    expect(sent.map((c) => [c.name, c.args[0]])).toEqual([
      ['taskEstimate', { kind: 'serp', phrase: 'rower', countryId: 1 }],
      ['taskCreate', { kind: 'serp', phrase: 'rower', countryId: 1 }],
      ['taskEstimate', { kind: 'serp', phrase: 'rower', countryId: 1 }],
    ]);
  });

  it('tasks: an unaffordable task cannot be created, by the button or by Enter', async () => {
    const server = await start(signedIn(), {
      taskEstimate: () => ({
        units: 1,
        affordable: false,
        text: 'Needs 1 unit of Tools (shared), but 0 are left.',
      }),
    });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByLabel('Kind').selectOption('top100_crawl');
    await page.getByLabel('Phrases, one per line (up to 100)').fill('a\nb');
    await page.getByText('Needs 1 unit of Tools (shared), but 0 are left.').waitFor();
    expect(await page.getByRole('button', { name: 'Create task' }).isDisabled()).toBe(true);
    await page.getByLabel('Kind').selectOption('serp');
    await page.getByLabel('Phrase').fill('rower');
    await page.getByLabel('Phrase').press('Enter');
    await page.getByText('Needs 1 unit of Tools (shared), but 0 are left.').waitFor();
    expect(server.calls.filter((c) => c.name === 'taskCreate')).toEqual([]);
  });

  it('tasks: a refusal of what was typed is said where the cost would be', async () => {
    await start(signedIn(), {
      taskEstimate: () => {
        throw new Error('A crawl takes at most 100 phrases; you gave 101.');
      },
    });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByLabel('Kind').selectOption('top100_crawl');
    await page.getByLabel('Phrases, one per line (up to 100)').fill('a');
    const refusal = page.getByText('A crawl takes at most 100 phrases; you gave 101.');
    expect(await refusal.getAttribute('class')).toBe('error');
    expect(await page.getByRole('button', { name: 'Create task' }).isDisabled()).toBe(true);
  });

  it('tasks: polls every 45 s while a task runs, backs off on failure, stops when all are ready', async () => {
    await pages.fakeClock();
    const answers: (() => unknown)[] = [
      () => [serpTask(), crawlTask],
      () => {
        throw new Error('The service is unavailable right now; try again in a few minutes.');
      },
      () => [serpTask(), { ...crawlTask, finished: 3, ready: true }],
      () => [serpTask({ hasKeywordsData: true, ready: true }), { ...crawlTask, finished: 3, ready: true }],
    ];
    const server = await start(signedIn(), { taskList: () => answers.shift()?.() ?? [] });
    const lists = () => server.calls.filter((c) => c.name === 'taskList').length;
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByText('1/3 done').waitFor();
    // When each started: as the server wrote it (the spreadsheet's zone, labelled), not the browser's clock.
    await page.getByText('SERP analysis · #7 · Nov 21, 2026, 11:00 AM UTC+1').waitFor();
    await screenshot(page, 'tasks.png', true);
    await page.clock.runFor(45_000);
    await page
      .getByText(/Could not check tasks \(The service is unavailable.*\)\. Trying again in 90 s\./)
      .waitFor();
    expect(lists()).toBe(2);
    await page.clock.runFor(60_000);
    expect(lists()).toBe(2);
    await page.clock.runFor(30_000);
    await page.getByText('3/3 done').waitFor();
    await page.clock.runFor(45_000);
    await page.getByRole('button', { name: 'Insert results' }).nth(1).waitFor();
    await page.clock.runFor(10 * 60_000);
    expect(lists()).toBe(4);
  });

  it('tasks: a lapsed sign-in during a poll stops polling and asks to sign in again', async () => {
    await pages.fakeClock();
    let first = true;
    await start(signedIn(), {
      taskList: () => {
        if (first) {
          first = false;
          return [serpTask()];
        }
        throw sessionEnded('Your SEO Sheets session (demo@example.com) has expired.');
      },
    });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByText('SERP data: ready').waitFor();
    await page.clock.runFor(45_000);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await alertText()).toBe('Your SEO Sheets session (demo@example.com) has expired.');
    expect(await page.getByRole('tab', { name: 'Tasks' }).isHidden()).toBe(true);
  });

  it('tasks: inserts a ready task’s results and says where they went', async () => {
    const server = await start(signedIn(), {
      taskList: () => [serpTask({ ready: true, hasKeywordsData: true })],
      taskInsert: () => ({ sheet: 'SERP analysis buty do biegania', rows: 10 }),
    });
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByRole('button', { name: 'Insert results' }).click();
    await page.getByText('Inserted 10 rows into the new sheet “SERP analysis buty do biegania”.').waitFor();
    expect(server.calls.find((c) => c.name === 'taskInsert')?.args).toEqual(['serp', 7]);
  });

  it('account: the quota bars follow what formulas spent, re-read every minute while the sidebar is open', async () => {
    await pages.fakeClock();
    let used = 12;
    const visibility = () => ({ ...counters[0], used, left: (counters[0].limit ?? 0) - used });
    const session = () => signedIn({ counters: [visibility(), ...counters.slice(1)] });
    const server = await start(session(), {
      sidebarPulse: () => ({ session: session(), formulas: { waiting: 1, refreshed: used === 12 ? 0 : 1 } }),
    });
    const bar = page.locator('.meter', { hasText: 'Visibility analysis' });
    await bar.getByText('12 / 400 used').waitFor();
    used = 15; // three SEO_VISIBILITY domains charged from cells, which the sidebar cannot see
    await page.clock.runFor(60_000);
    await bar.getByText('15 / 400 used').waitFor();
    await page.getByText('A SEO_SERP cell is filling in: the analysis finished.').waitFor();
    expect(server.calls.filter((c) => c.name === 'sidebarPulse')).toHaveLength(1);
  });

  it('account: the bars show what formulas spent within seconds, from what they noted, before the minute’s reading', async () => {
    await pages.fakeClock();
    let spent: Record<string, number> = {};
    const server = await start(signedIn(), { sidebarSpent: () => spent });
    const bar = page.locator('.meter', { hasText: 'Visibility analysis' });
    await bar.getByText('12 / 400 used').waitFor();
    spent = { visibility_analysis_queries_per_day: 3, tools_daily_limit: 1 };
    await page.clock.runFor(5_000);
    await bar.getByText('15 / 400 used').waitFor();
    // Asked about the units since the counters' own reading.
    await page.locator('.meter', { hasText: 'Tools (shared)' }).getByText('51 / 50 used').waitFor();
    expect(server.calls.filter((c) => c.name === 'sidebarPulse')).toHaveLength(0);
    expect(server.calls.find((c) => c.name === 'sidebarSpent')?.args).toEqual([1_000]);
  });

  it('reports: another report picked while the first one’s fields load keeps its own form', async () => {
    const report = (id: string, title: string, param: string) => ({
      id,
      family: 'Visibility',
      title,
      params: [{ name: param, label: param, kind: 'text', required: true }],
      chart: false,
      offered: true,
    });
    // The first report's defaults are held until the second report's form is filled in and its cost asked,
    // as a busy server may answer them last: they reach the page before the cost does.
    let first: (value: unknown) => void = () => {};
    const server = await start(signedIn(), {
      reportsCatalog: () => [
        report('positions', 'Positions', 'Domain'),
        report('visibility_history', 'History', 'Phrase'),
      ],
      reportsDefaults: (id) =>
        id === 'positions'
          ? new Promise((resolve) => (first = resolve))
          : { params: { Phrase: '' }, sheetName: 'History' },
      sidebarCountries: () => ({ list: [] }),
      reportsJobs: () => [],
      reportsEstimate: async () => {
        first({ params: { Domain: 'example.pl' }, sheetName: 'Positions' });
        await new Promise((resolve) => setImmediate(resolve));
        return {
          counter: 'none',
          units: 0,
          reason: '',
          left: null,
          hoursToReset: null,
          rowLimit: 10,
          way: null,
        };
      },
    });
    await page.getByRole('tab', { name: 'Reports' }).click();
    await page.getByLabel('Report', { exact: true }).selectOption({ label: 'History' });
    await page.getByLabel('Phrase', { exact: true }).fill('buty');
    await page.getByLabel('Sheet', { exact: true }).fill('Mine');
    await page.getByRole('button', { name: 'Check cost' }).click();
    await page.getByText('Charges no quota. At most 10 rows.').waitFor();
    // The late answer was for a report no longer picked: the form is still the one filled in.
    expect(await page.getByLabel('Domain', { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Phrase', { exact: true }).inputValue()).toBe('buty');
    expect(await page.getByLabel('Sheet', { exact: true }).inputValue()).toBe('Mine');
    expect(server.calls.find((c) => c.name === 'reportsEstimate')?.args).toEqual([
      'visibility_history',
      { Phrase: 'buty' },
    ]);
  });

  it('schedules: says it is loading, not “No schedules”, until the list arrives', async () => {
    let answer: (value: unknown) => void = () => {};
    await start(signedIn(), {
      reportsCatalog: () => [],
      reportsSchedules: () => new Promise((resolve) => (answer = resolve)),
    });
    await page.getByRole('tab', { name: 'Schedules' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Schedules' });
    await panel.getByText('Loading schedules…').waitFor();
    expect(await panel.getByText(/No schedules/).count()).toBe(0);
    expect(await panel.getByRole('status').getAttribute('aria-busy')).toBe('true');
    answer([]);
    await panel.getByText('No schedules. Add one from the Reports tab.').waitFor();
    expect(await panel.getByText('Loading schedules…').count()).toBe(0);
  });

  it('schedules: “Refresh formulas now” shows what it may cost and refreshes only when confirmed', async () => {
    const message =
      'Refresh 3 SEO_* formulas on 1 sheet? Answers still fresh come from the cache at no cost. Answers older than their freshness in Settings are fetched again: at most 3 units of Visibility analysis.';
    const server = await start(signedIn(), {
      reportsCatalog: () => [],
      reportsSchedules: () => [],
      reportsRefreshPlan: () => ({ formulas: 3, message }),
      reportsRefreshAll: () => 3,
    });
    await page.getByRole('tab', { name: 'Schedules' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Schedules' });
    await panel.getByText('Formula refresh stamp').click();
    await panel.getByRole('button', { name: 'Refresh formulas now' }).click();
    await panel.getByText(message).waitFor();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    expect(await panel.getByText(message).count()).toBe(0);
    await panel.getByRole('button', { name: 'Refresh formulas now' }).click();
    await panel.getByRole('button', { name: 'Refresh', exact: true }).click();
    await page.getByText('Refreshing 3 formulas; the quota bars follow in a moment.').waitFor();
    expect(server.calls.filter((c) => c.name === 'reportsRefreshAll')).toHaveLength(1);
  });

  it('settings: saves document settings, shows cache usage and clears it', async () => {
    const server = await start(signedIn(), {
      sidebarSettings: () => settings,
      sidebarSaveSettings: () => null,
      sidebarClearCache: () => ({ bytes: 0, entries: 0 }),
    });
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByText('37 entries, 47 kB').waitFor();
    await screenshot(page, 'settings.png', true);
    expect(await page.getByLabel('Default country').locator('option').allTextContents()).toEqual([
      'Poland (database 1.0)',
      'Poland (database 2.0)',
      'Czechia',
    ]);
    await page.getByLabel('Default country').selectOption('50');
    await page.getByRole('spinbutton', { name: 'Visibility' }).fill('6');
    const way = page.getByRole('group', { name: 'Domain statistics (SEO_VISIBILITY)' });
    expect(
      await way.getByRole('radio').evaluateAll((all) => all.map((r) => r.parentElement?.textContent)),
    ).toEqual([
      'Whichever spends less of what is left',
      'A request per domain (Visibility analysis; every figure)',
      'Runs of the URLs tool (Tools; 500 domains a unit)',
    ]);
    expect(await way.getByRole('radio', { name: 'Whichever spends less of what is left' }).isChecked()).toBe(
      true,
    );
    await way
      .getByRole('radio', { name: 'A request per domain (Visibility analysis; every figure)' })
      .check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Settings saved for this document.').waitFor();
    expect(server.calls.find((c) => c.name === 'sidebarSaveSettings')?.args).toEqual([
      {
        defaultCountryId: 50,
        freshnessHours: { keywordStats: 720, visibility: 6 },
        language: null,
        visibilityWay: 'perDomain',
        spendGuard: 25,
      },
    ]);
    await page.getByRole('button', { name: 'Clear cache' }).click();
    await page.getByText('0 entries, 0 bytes').waitFor();
  });

  it('help: Insert puts an example into the selected cell, said in the document’s syntax; a refusal is an alert', async () => {
    const server = await openSidebar(page, {
      sidebarStart: () => ({ session: signedOut, view: 'help', language: 'en', documentLanguage: 'pl' }),
      sidebarAccount: () => signedOut,
      helpInsert: (name) => {
        if (name === 'SEO_LIMITS')
          throw new Error('Sheet1!C3 is not empty: select an empty cell for the example.');
        return { cell: 'Sheet1!B2' };
      },
    });
    const entry = page.locator('details', { has: page.locator('summary', { hasText: /^SEO_POSITIONS$/ }) });
    await entry.locator('summary').click();
    await entry
      .getByRole('button', { name: 'Insert the example of SEO_POSITIONS into the selected cell' })
      .click();
    await page.getByText('=SEO_POSITIONS("example.pl"; 500) is in Sheet1!B2.').waitFor();
    const limits = page.locator('details', { has: page.locator('summary', { hasText: /^SEO_LIMITS$/ }) });
    await limits.locator('summary').click();
    await limits.getByRole('button', { name: 'Insert' }).click();
    await page.waitForFunction(() => document.querySelector('#alert')?.textContent?.includes('is not empty'));
    expect(server.calls.filter((c) => c.name === 'helpInsert').map((c) => c.args)).toEqual([
      ['SEO_POSITIONS'],
      ['SEO_LIMITS'],
    ]);
  });

  it('help: lists every registered formula with its example, and filters', async () => {
    await start(signedOut);
    await page.getByRole('tab', { name: 'Help' }).click();
    const names = await page.locator('#panel-help summary').allTextContents();
    expect(names.sort()).toEqual(catalog.map((f) => f.name).sort());
    await page.locator('summary', { hasText: 'SEO_KEYWORD_STATS' }).click();
    await page.locator('summary', { hasText: 'SEO_KEYWORD_STATS' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'help.png');
    await page.getByLabel('Find a formula').fill('sparkline');
    expect(await page.locator('#panel-help summary').allTextContents()).toEqual([
      'SEO_KEYWORD_HISTORY',
      'SEO_VISIBILITY_HISTORY',
    ]);
    await page.locator('summary', { hasText: 'SEO_VISIBILITY_HISTORY' }).click();
    await page.getByText(catalog.find((f) => f.name === 'SEO_VISIBILITY_HISTORY')!.example).waitFor();
  });

  it('a tab picked while the sidebar is still starting stays picked when the start arrives', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await start(signedIn(), {
      sidebarStart: async () => {
        await arrived;
        return { session: signedIn(), view: null, language: 'en', documentLanguage: 'en' };
      },
      sidebarSettings: () => settings,
    });
    await page.getByRole('tab', { name: 'Settings' }).click();
    arrive();
    await page.getByText('37 entries, 47 kB').waitFor();
    expect(await page.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('heading', { name: 'Quota' }).isVisible()).toBe(false);
  });

  it('help opened while the sidebar is still starting shows the document’s syntax, built again if the start says it changed', async () => {
    const held = (documentLanguage: string) => {
      let arrive!: () => void;
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const handlers = {
        sidebarStart: async () => {
          await arrived;
          return { session: signedOut, view: null, language: 'en', documentLanguage };
        },
        sidebarAccount: () => signedOut,
      };
      return { arrive, handlers };
    };
    const example = (separator: string) => page.getByText(`=SEO_POSITIONS("example.pl"${separator} 500)`);
    const openPositions = async () => {
      await page.getByRole('tab', { name: 'Help' }).click();
      await page.locator('summary', { hasText: /^SEO_POSITIONS$/ }).click();
    };
    // The page was printed for a Polish document: its syntax is there before the start answers.
    const polish = held('pl');
    await openSidebar(page, polish.handlers, 'en', undefined, 'pl');
    await openPositions();
    await example(';').waitFor();
    polish.arrive();
    await page.getByRole('tab', { name: 'Sign in' }).waitFor();
    expect(await example(';').isVisible()).toBe(true);
    // The document's language changed between printing and starting: Help is built again in its syntax.
    const changed = held('pl');
    await openSidebar(page, changed.handlers, 'en', undefined, 'en');
    await openPositions();
    await example(',').waitFor();
    changed.arrive();
    await page.locator('summary', { hasText: /^SEO_POSITIONS$/ }).click();
    await example(';').waitFor();
    expect(await example(',').count()).toBe(0);
  });

  it('keyboard: arrow keys move between tabs and focus is visible', async () => {
    await start(signedIn());
    const account = page.getByRole('tab', { name: 'Account' });
    await account.waitFor();
    await account.focus();
    await page.keyboard.press('ArrowRight');
    const tasks = page.getByRole('tab', { name: 'Tasks' });
    expect(await tasks.getAttribute('aria-selected')).toBe('true');
    expect(await tasks.evaluate((el) => el === document.activeElement)).toBe(true);
    const outline = await tasks.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).toBe('solid');
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Help' }).getAttribute('aria-selected')).toBe('true');
  });
});
