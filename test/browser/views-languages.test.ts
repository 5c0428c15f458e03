/**
 * The working views (Tasks, Reports, Schedules) in the user's language against a scripted server:
 * their own words translated, counts in the language's plural forms, nothing wider than the 300 px
 * sidebar in Romanian (the longest) and Polish; and a language switch that rebuilds the open views
 * without leaving the old ones' pollers running.
 */
import type { Page } from 'playwright-core';
import { words } from '../../src/reports/words';
import { reportCatalog } from '../../src/registry/launcher';
import { translator } from '../../src/shared/i18n/translator';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import type { Language } from '../../src/shared/i18n/languages';
import { openSidebar, screenshotPath } from '../sidebar/harness';
import { overflowing, pagePerFile } from './browser';
import { eventually, scaled } from '../support/time-outs';

const session = {
  signedIn: true,
  email: 'demo@example.com',
  daysLeft: 12,
  counters: [],
  readAt: Date.UTC(2026, 10, 21, 10),
  limitsError: null,
  sharing: { active: false, email: null, mine: false },
  // Near both of Google's ceilings the Account view warns: its longest words.
  platform: { fetches: 17_250, fetchesReset: '2026-11-26 09:40', triggerMinutes: 41, cells: 7_412_000 },
};
const countries = [{ id: 1, name: 'Polska (baza 1.0)' }];

const tasks = () => [
  {
    kind: 'serp',
    id: 7,
    title: 'buty do biegania · Polska (baza 1.0)',
    ready: false,
    createdAt: '2026-11-21T10:00:00Z',
    createdText: 'Nov 21, 2026, 11:00 AM UTC+1',
    hasSerpData: true,
    hasKeywordsData: false,
  },
  {
    kind: 'top100_crawl',
    id: 8,
    title: '22 phrases',
    ready: true,
    createdAt: '2026-11-21T09:00:00Z',
    createdText: 'Nov 21, 2026, 10:00 AM UTC+1',
    finished: 22,
    all: 22,
  },
];

const run = (over: Record<string, unknown>) => ({
  id: 'r1',
  title: 'Visibility history',
  sheetName: 'Visibility history – kuchnia-domowa.pl',
  state: 'done',
  message: null,
  rows: 1250,
  pages: 3,
  units: 1,
  target: null,
  etaMs: null,
  scheduleId: null,
  busy: false,
  startedText: '21 lis 2026, 10:00 UTC+1',
  ...over,
});

const schedules = [
  {
    id: 's1',
    target: { kind: 'stamp' },
    title: 'Formula refresh stamp',
    cadence: { every: 'day', hour: 5 },
    paused: false,
    nextRunAt: 0,
    nextRunText: '26 lis 2026, 05:00 UTC+1',
    lastResult: { at: 0, ok: true, rows: 22, units: 5 },
    lastRunText: '25 lis 2026, 05:00 UTC+1',
  },
  {
    id: 's2',
    target: { kind: 'report', request: { reportId: 'visibility-history', params: {}, sheetName: 'x' } },
    title: 'Visibility history of kuchnia-domowa.pl → Visibility history – kuchnia-domowa.pl',
    cadence: { every: 'week', weekday: 3, hour: 7 },
    paused: true,
    nextRunAt: 0,
    nextRunText: '',
    lastResult: {
      at: 0,
      ok: false,
      error: 'The service is unavailable right now; try again in a few minutes.',
    },
    lastRunText: '19 lis 2026, 07:00 UTC+1',
  },
  {
    id: 's3',
    target: { kind: 'report', request: { reportId: 'positions', params: {}, sheetName: 'y' } },
    title: 'Positions of sklep-rowerowy.pl → Positions – sklep-rowerowy.pl',
    cadence: { every: 'day', hour: 6 },
    paused: false,
    nextRunAt: 0,
    nextRunText: '2026-11-26 06:00',
    lastResult: null,
    moved: { at: 0, whenText: '2026-11-26 08:00', reason: 'hour' },
  },
];

function server(language: Language, extra: Record<string, (...args: unknown[]) => unknown> = {}) {
  return {
    sidebarStart: () => ({ session, view: null, language, documentLanguage: language }),
    sidebarAccount: () => session,
    sidebarPulse: () => ({ session, formulas: { waiting: 0, refreshed: 0 } }),
    sidebarSpent: () => ({}),
    sidebarCountries: () => ({ list: countries, defaultId: 1 }),
    taskList: tasks,
    taskEstimate: () => ({ units: 2, affordable: true, text: '2 · Tools' }),
    reportsCatalog: () => reportCatalog(language, { offers: () => true }, true),
    taskOffers: () => ({ serp: true, top100_crawl: true, urls_crawl: true }),
    reportsDefaults: () => ({ params: {}, sheetName: 'Visibility history – kuchnia-domowa.pl' }),
    reportsEstimate: () => ({ units: 0, rowLimit: 20_000, reason: null }),
    reportsJobs: () => [
      run({ id: 'r2', state: 'paused: quota', message: '…', rows: 400, target: 1000, pages: 2 }),
      run({}),
    ],
    reportsSchedules: () => schedules,
    ...extra,
  };
}

/** Words of the English views that a translated sidebar must not show. */
const ENGLISH = [
  'Check cost',
  'Your tasks',
  'Insert results',
  'Run report',
  'Last run',
  'Daily',
  'Wednesday',
  'next:',
];

let page: Page;
const pages = pagePerFile((current) => {
  page = current;
});

async function checkFits(tab: string): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: tab });
  // Closed disclosures hide what a user opens: open them all before measuring.
  await panel.locator('details').evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });
  expect(await overflowing(page.locator('body'))).toEqual([]);
  const text = await panel.innerText();
  expect(ENGLISH.filter((words) => text.includes(words))).toEqual([]);
}

describe.each(['ro', 'pl'] as const)('the working views in %s', (language) => {
  const say = translator(uiCatalogues, language);
  const weekday = (i: number) =>
    new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2023, 0, 1 + i, 12),
    );

  it('Tasks: words, plurals and cards, within 300 px', async () => {
    await openSidebar(page, server(language));
    await page.getByRole('tab', { name: say('tab.tasks') }).click();
    await page.getByText(say('tasks.progress', { finished: 22, all: 22 })).waitFor();
    await page.getByRole('heading', { name: say('tasks.phrases', { count: 22 }) }).waitFor();
    await page.getByText(say('tasks.flagRunning', { what: say('tasks.keywordData') })).waitFor();
    await page.getByText(`${say('taskForm.top100')} · #8`).waitFor();
    await page.getByLabel(say('taskForm.kind')).selectOption('top100_crawl');
    await page.getByLabel(say('taskForm.phraseLines')).fill('a\nb');
    await page.getByText('2 · Tools').waitFor();
    await page.screenshot({ path: screenshotPath(`tasks-${language}.png`), fullPage: true });
    await checkFits(say('tab.tasks'));
  });

  it('Reports: the launcher’s own words, run states and counts, within 300 px', async () => {
    await openSidebar(page, server(language));
    await page.getByRole('tab', { name: say('tab.reports') }).click();
    const panel = page.getByRole('tabpanel', { name: say('tab.reports') });
    await panel.getByText(say('reports.state.pausedQuota')).waitFor();
    await panel
      .getByText(
        [say('reports.rowsOf', { rows: 400, count: 1000 }), say('reports.pages', { count: 2 })].join(' · '),
        {
          exact: false,
        },
      )
      .waitFor();
    // 1 250 rows: grouped as the language groups, in its plural form.
    await panel
      .getByText(say('reports.rows', { count: 1250 }))
      .first()
      .waitFor();
    // "Read the domain as" offers words in the reader's language, the values kept for the service.
    const fetchMode = panel.getByLabel(words(language)('param.fetch_mode'), { exact: true });
    const options = await fetchMode
      .locator('option')
      .evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options.map(([value]) => value)).toEqual(['topLevelDomain', 'subdomain', 'catalog', 'url']);
    expect(options.map(([, text]) => text)).toEqual(
      ['topLevelDomain', 'subdomain', 'catalog', 'url'].map((v) =>
        words(language)(`choice.fetch_mode.${v}` as 'choice.fetch_mode.url'),
      ),
    );
    // A misspelled filter key is refused as it is typed, naming it and the keys the report takes.
    const filter = panel.getByLabel(words(language)('param.filter'), { exact: true });
    await filter.fill('postion<=10');
    const refusal = panel.locator(`#${await filter.getAttribute('id')}-hint`);
    await refusal.getByText('keyword, url, position, searches, cpc', { exact: false }).waitFor();
    expect(await refusal.textContent()).toContain('postion');
    await filter.fill('');
    await panel.getByRole('button', { name: say('cost.check') }).click();
    await panel.getByText(`${say('reports.free')} ${say('reports.rowLimit', { count: 20_000 })}`).waitFor();
    await panel.getByText(say('reports.onSchedule')).click();
    await panel.getByLabel(say('cadence.every'), { exact: true }).selectOption('week');
    await panel.getByLabel(say('cadence.on'), { exact: true }).selectOption('3');
    await page.screenshot({ path: screenshotPath(`reports-${language}.png`), fullPage: true });
    await checkFits(say('tab.reports'));
  });

  it('Schedules: cadence, next run, last result and the refresh stamp, within 300 px', async () => {
    await openSidebar(page, server(language));
    await page.getByRole('tab', { name: say('tab.schedules') }).click();
    const panel = page.getByRole('tabpanel', { name: say('tab.schedules') });
    const daily = say('cadence.daily', { hour: '05:00' });
    await panel
      .getByText(say('schedules.next', { cadence: daily, when: '26 lis 2026, 05:00 UTC+1' }))
      .waitFor();
    const weekly = say('cadence.weekly', { weekday: weekday(3), hour: '07:00' });
    await panel
      .getByText(say('schedules.next', { cadence: weekly, when: say('schedules.paused') }))
      .waitFor();
    const ok = say('schedules.ok', {
      rows: say('reports.rows', { count: 22 }),
      units: say('reports.units', { count: 5 }),
    });
    await panel
      .getByText(say('schedules.lastRunAt', { when: '25 lis 2026, 05:00 UTC+1', result: ok }))
      .waitFor();
    await panel.getByRole('heading', { name: say('schedules.stamp') }).waitFor();
    await panel.getByRole('button', { name: say('schedules.resume') }).waitFor();
    const reason = say('schedules.movedHour');
    await panel.getByText(say('schedules.moved', { when: '2026-11-26 08:00', reason })).waitFor();
    await page.screenshot({ path: screenshotPath(`schedules-${language}.png`), fullPage: true });
    await checkFits(say('tab.schedules'));
  });

  it('Account: Google’s daily limits, warned of near their ceilings, within 300 px', async () => {
    await openSidebar(page, server(language));
    const panel = page.getByRole('tabpanel', { name: say('tab.account') });
    await panel.getByRole('heading', { name: say('account.google') }).waitFor();
    const fetches = say('account.fetchWarning', {
      count: 17_250,
      limit: 20_000,
      workspace: 100_000,
      percent: 86,
      reset: '2026-11-26 09:40',
    });
    expect(await panel.getByText(fetches).getAttribute('role')).toBe('alert');
    const cells = say('account.cellsWarning', { count: 7_412_000, limit: 10_000_000, percent: 74 });
    expect(await panel.getByText(cells).getAttribute('class')).toBe('warning');
    await panel.getByText(say('account.triggerTime', { minutes: 41, limit: 90 })).waitFor();
    await checkFits(say('tab.account'));
  });
});

describe('switching the language', () => {
  it('rebuilds the open views in it, and the old task poller stops: one check per interval, not two', async () => {
    await pages.fakeClock();
    const pending = () => tasks().map((task) => ({ ...task, ready: false, finished: 3 }));
    const fake = await openSidebar(
      page,
      server('en', {
        taskList: pending,
        sidebarSettings: () => ({
          defaultCountryId: 1,
          countries,
          freshness: [],
          cache: { bytes: 0, entries: 0 },
          baseUrl: { url: 'http://127.0.0.1:8787', source: 'build' },
          language: { choice: null, locale: 'en' },
          visibilityWay: 'auto',
        }),
        sidebarLanguage: () => ({ choice: null, automatic: 'en' }),
        sidebarSetLanguage: (language) => language,
      }),
    );
    const checks = () => fake.calls.filter((c) => c.name === 'taskList').length;
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByText('3/22 done').waitFor();
    expect(checks()).toBe(1);

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('Language', { exact: true }).selectOption('pl');
    const polish = translator(uiCatalogues, 'pl');
    await page.getByRole('tab', { name: polish('tab.tasks') }).click();
    await page.getByText(polish('tasks.progress', { finished: 3, all: 22 })).waitFor();
    expect(checks()).toBe(2);

    await page.getByText(polish('tasks.checking', { seconds: 45 })).waitFor();
    for (const expected of [3, 4]) {
      await page.clock.runFor(45_000);
      await eventually(`check ${expected}`, () => (checks() >= expected ? true : undefined));
      // A second poller would have checked too, in the same interval: its call is given as long to arrive
      // as a busy machine may take.
      await page.waitForTimeout(scaled(300));
      expect(checks()).toBe(expected);
    }
  });
});
