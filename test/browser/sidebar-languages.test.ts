/**
 * The sidebar in each of its nine languages, one pass a language on one page:
 * - against the add-on itself (the built bundle in the emulator, signed in as the demo account, with tasks,
 *   a report run and schedules to show): Account, Tasks, Reports, Schedules, Settings (with Check
 *   connection's report), Help and, signed out, Sign in hold no English word the language does not write
 *   itself (test/support/untranslated.ts lists any it finds with where it stands); nothing is wider than the
 *   300 px sidebar; the tab strip never leaves one tab alone on a line, whichever is selected; Help lists
 *   beside SEO_POSITIONS the keys its filter takes and SEO_SERP's columns in the language;
 * - against a scripted server, for what the demo account cannot show: counts in the language's plural
 *   forms, a run paused for quota, schedules paused or moved, Google's daily ceilings near, the longest
 *   quota names and figures (a quota line never breaks inside its name or its figures), and Settings'
 *   choices whole whichever is chosen.
 * Then a language switch rebuilds the open views without leaving the old ones' pollers running.
 * Screenshots when asked (`SCREENSHOTS=1`, test/sidebar/harness.ts).
 */
import type { Locator, Page } from 'playwright-core';
import { quotaModel } from '../../src/api/quota';
import { FILTER_KEYS } from '../../src/families/visibility/spec';
import { SERP_REPORT_COLUMNS } from '../../src/families/serp/spec';
import type { JobView } from '../../src/registry/launcher';
import { reportCatalog } from '../../src/registry/launcher';
import { words } from '../../src/reports/words';
import { columnLabels } from '../../src/shared/columns';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { translator } from '../../src/shared/i18n/translator';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { marketName } from '../../src/shared/markets';
import { reportsIn } from '../reports/emulated';
import { openSidebar, screenshot } from '../sidebar/harness';
import { eventually, scaled } from '../support/time-outs';
import { englishWords } from '../support/untranslated';
import { startWorld, type World } from '../support/world';
import { clippedChoices, overflowing, pagePerFile } from './browser';

let world: World;
let page: Page;
const pages = pagePerFile((current) => {
  page = current;
});
const { call, drive } = reportsIn(() => world.emu);

/** What the demo account and these tests typed or own: the user's words, in any language. */
const DATA = [
  'demo@example.com',
  'kuchnia-domowa.pl',
  'rower gravel',
  'Tabela',
  ...Object.values(FILTER_KEYS).flat(),
];

beforeAll(async () => {
  world = await startWorld();
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  call('taskCreate', { kind: 'serp', phrase: 'rower gravel', countryId: 1 });
  call('taskCreate', { kind: 'top100_crawl', phrases: ['rower gravel', 'kuchnia'], countryId: 1 });
  const request = {
    reportId: 'positions',
    params: { domain: 'kuchnia-domowa.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 5 },
    sheetName: 'Tabela',
    mode: 'replace',
  };
  expect(drive(call<JobView>('reportsStart', request)).state).toBe('done');
  call('reportsSaveSchedule', {
    target: { kind: 'report', request },
    cadence: { every: 'week', weekday: 3, hour: 7 },
  });
  call('reportsSaveSchedule', { target: { kind: 'stamp' }, cadence: { every: 'day', hour: 5 } });
}, 120_000);
afterAll(() => world?.stop());

const body = (): Locator => page.locator('body');

/** A panel's text as the user reads it, formulas and parameter names (code) aside. */
function panelText(name: string): Promise<string> {
  return page.getByRole('tabpanel', { name }).evaluate((panel) => {
    const copy = panel.cloneNode(true) as HTMLElement;
    for (const code of Array.from(copy.querySelectorAll('code'))) code.remove();
    // Each piece of text apart, as the eye reads them: a button's word is not the start of the next line's.
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const pieces: string[] = [];
    while (walker.nextNode()) pieces.push(walker.currentNode.textContent ?? '');
    return pieces.join(' ');
  });
}

/** The visible tabs' labels, one list per line of the strip. */
function tabRows(): Promise<string[][]> {
  return page.locator('[role="tablist"]').evaluate((strip) => {
    const rows = new Map<number, string[]>();
    for (const tab of Array.from(strip.querySelectorAll<HTMLElement>('[role="tab"]:not([hidden])'))) {
      const top = Math.round(tab.getBoundingClientRect().top);
      rows.set(top, [...(rows.get(top) ?? []), tab.textContent ?? '']);
    }
    return [...rows.values()];
  });
}

/** Each text of a quota line (name, figures, reset; not the note, which is prose) broken over more than one line. */
function brokenQuotaLines(): Promise<string[]> {
  return page.locator('.meter').evaluateAll((meters) =>
    meters.flatMap((meter) =>
      Array.from(meter.querySelectorAll<HTMLElement>('.label > span, .reset')).flatMap((part) => {
        const range = document.createRange();
        range.selectNodeContents(part);
        const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
        return lines.size > 1 ? [part.textContent ?? ''] : [];
      }),
    ),
  );
}

/** The add-on's own views in `language`: what they say, and that it fits. */
async function addOnViews(language: Language): Promise<void> {
  const say = translator(uiCatalogues, language);
  const server = (name: string, args: unknown[]) => world.emu.callServer(name, args);
  world.emu.callServer('sidebarSetLanguage', [language]);
  await openSidebar(page, {}, language, server);
  const texts: string[] = [];
  const problems: string[] = [];
  const visit = async (tab: Parameters<typeof say>[0], ready: (panel: Locator) => Promise<unknown>) => {
    await page.getByRole('tab', { name: say(tab), exact: true }).click();
    await ready(page.getByRole('tabpanel', { name: say(tab) }));
    texts.push(await panelText(say(tab)));
    problems.push(...(await overflowing(body())).map((problem) => `${tab}: ${problem}`));
    // Whichever tab is selected (bold, so wider), none is left alone on a line of the strip.
    const rows = await tabRows();
    if (tab !== 'tab.signin') expect(rows.flat()).toHaveLength(6);
    problems.push(...rows.filter((row) => row.length < 2).map((row) => `${tab}: tab alone: ${row}`));
  };
  await visit('tab.account', (panel) =>
    panel.getByRole('heading', { name: say('account.quota'), exact: true }).waitFor(),
  );
  await visit('tab.tasks', (panel) => panel.locator('li.card').nth(1).waitFor());
  await visit('tab.reports', (panel) =>
    panel.getByText(say('runs.page', { page: 1, pages: 1 }), { exact: true }).waitFor(),
  );
  await visit('tab.schedules', (panel) =>
    panel.getByRole('heading', { name: say('schedules.stamp') }).waitFor(),
  );
  await visit('tab.settings', async (panel) => {
    await panel.getByRole('button', { name: say('settings.check'), exact: true }).click();
    await panel.getByRole('list', { name: say('settings.calls') }).waitFor();
  });
  await visit('tab.help', (panel) => panel.locator('details').first().waitFor());

  const help = page.getByRole('tabpanel', { name: say('tab.help') });
  await help.getByText('SEO_POSITIONS', { exact: true }).click();
  await help.getByText(say('help.filterKeys', { keys: FILTER_KEYS.positions.join(', ') })).waitFor();
  await help.getByText('SEO_SERP', { exact: true }).click();
  const labels = (columns: readonly string[]) => columnLabels(columns, language).join(', ');
  await help
    .getByText(`${say('help.columns')}${labels(SERP_REPORT_COLUMNS.urls)}`, { exact: true })
    .waitFor();
  await help.getByText(`report "groups": ${labels(SERP_REPORT_COLUMNS.groups)}`, { exact: true }).waitFor();
  const months = say('help.trendMonths', { count: 12 });
  await help
    .getByText(`report "keyword_stats": ${labels(['searches', 'cpc', 'rank_value'])}, ${months}`)
    .waitFor();
  problems.push(...(await overflowing(body())).map((problem) => `help, SEO_SERP open: ${problem}`));
  await screenshot(page, `help-columns-300-${language}.png`, true);

  // Signed out, the sidebar opens on Sign in.
  world.emu.callServer('signOut');
  await openSidebar(page, {}, language, server);
  await visit('tab.signin', (panel) => panel.getByRole('heading', { name: say('signin.title') }).waitFor());
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);

  expect(problems).toEqual([]);
  if (language !== 'en') expect(texts.flatMap((text) => englishWords(language, text, DATA))).toEqual([]);
}

const session = {
  signedIn: true,
  via: 'api',
  email: 'demo-sklep-internetowy@example.com',
  daysLeft: 12,
  counters: quotaModel(
    {
      visibility_analysis_queries_per_day: {
        limit: 30000,
        usage: 12345,
        extra_limit: 0,
        hours_to_reset: 530,
      },
      keywords_analysis_queries_per_day: { limit: 30000, usage: 29999, extra_limit: 0, hours_to_reset: 530 },
      backlinks_queries: { limit: 30000, usage: 0, extra_limit: 0, hours_to_reset: 530 },
      tools_daily_limit: { limit: 3000, usage: 1234, extra_limit: 0, hours_to_reset: 5 },
      serp_analysis_daily_limit: { limit: 6000, usage: 20, extra_limit: 0, hours_to_reset: 530 },
      monitoring_daily_keywords_refreshes: { limit: -1, usage: 3, extra_limit: 0, hours_to_reset: 20 },
      monitored_keywords: { limit: 5000, usage: 130, extra_limit: 0, hours_to_reset: null },
      projects: { limit: 50, usage: 3, extra_limit: 0, hours_to_reset: null },
    },
    0,
  ).counters,
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

/** The longest name a language has: Settings' automatic choices name one. */
const LONGEST_NAME = [...LANGUAGES].sort((a, b) => LANGUAGE_NAMES[b].length - LANGUAGE_NAMES[a].length)[0];

function scripted(language: Language, extra: Record<string, (...args: unknown[]) => unknown> = {}) {
  return {
    sidebarStart: () => ({ session, view: null, language, documentLanguage: language }),
    sidebarAccount: () => session,
    sidebarPulse: () => ({ session, formulas: { waiting: 0, refreshed: 0 } }),
    sidebarSpent: () => ({}),
    sidebarCountries: () => ({ list: countries, defaultId: 1 }),
    sidebarSettings: () => ({
      defaultCountryId: 1,
      countries: [1, 200, 50].map((id) => ({ id, name: marketName(id, language) })),
      freshness: [
        { kind: 'visibility', label: translator(uiCatalogues, language)('tab.settings'), hours: 24 },
      ],
      cache: { bytes: 48_128, entries: 37 },
      baseUrl: { url: 'http://127.0.0.1:8787', source: 'build' },
      language: { choice: null, locale: LONGEST_NAME },
      visibilityWay: 'auto',
      spendGuard: 25,
    }),
    sidebarLanguage: () => ({ choice: null, automatic: LONGEST_NAME }),
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
    reportsRuns: () => ({
      runs: [
        {
          title: 'Visibility history → Visibility history – kuchnia-domowa.pl',
          outcome: 'ok',
          dueText: '21 lis 2026, 10:00 UTC+1',
          endedText: '21 lis 2026, 10:01 UTC+1',
          rows: 1250,
          units: 1,
          unitsEstimated: false,
          story: null,
        },
      ],
      page: 0,
      pages: 1,
    }),
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

/** A panel within 300 px with all its disclosures open, and none of English's words in another language. */
async function checkFits(language: Language, tab: string): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: tab });
  await panel.locator('details').evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });
  expect(await overflowing(body())).toEqual([]);
  if (language === 'en') return;
  const text = await panel.innerText();
  expect(ENGLISH.filter((english) => text.includes(english))).toEqual([]);
}

/** The views over what the scripted server shows: plurals, states and the longest figures. */
async function scriptedViews(language: Language): Promise<void> {
  const say = translator(uiCatalogues, language);
  await openSidebar(page, scripted(language), language);

  const account = page.getByRole('tabpanel', { name: say('tab.account') });
  await account.getByRole('heading', { name: say('account.quota'), exact: true }).waitFor();
  expect(await brokenQuotaLines()).toEqual([]);
  const fetches = say('account.fetchWarning', {
    count: 17_250,
    limit: 20_000,
    workspace: 100_000,
    percent: 86,
    reset: '2026-11-26 09:40',
  });
  expect(await account.getByText(fetches).getAttribute('role')).toBe('alert');
  const cells = say('account.cellsWarning', { count: 7_412_000, limit: 10_000_000, percent: 74 });
  expect(await account.getByText(cells).getAttribute('class')).toBe('warning');
  await account.getByText(say('account.triggerTime', { minutes: 41, limit: 90 })).waitFor();
  await checkFits(language, say('tab.account'));
  await screenshot(page, `account-300-${language}.png`, true);

  await page.getByRole('tab', { name: say('tab.tasks') }).click();
  await page.getByText(say('tasks.progress', { finished: 22, all: 22 })).waitFor();
  await page.getByRole('heading', { name: say('tasks.phrases', { count: 22 }) }).waitFor();
  await page.getByText(say('tasks.flagRunning', { what: say('tasks.keywordData') })).waitFor();
  await page.getByText(`${say('taskForm.top100')} · #8`).waitFor();
  await page.getByLabel(say('taskForm.kind')).selectOption('top100_crawl');
  await page.getByLabel(say('taskForm.phraseLines')).fill('a\nb');
  await page.getByText('2 · Tools').waitFor();
  await screenshot(page, `tasks-${language}.png`, true);
  await checkFits(language, say('tab.tasks'));

  await page.getByRole('tab', { name: say('tab.reports') }).click();
  const reports = page.getByRole('tabpanel', { name: say('tab.reports') });
  await reports.getByText(say('reports.state.pausedQuota')).waitFor();
  const progress = [say('reports.rowsOf', { rows: 400, count: 1000 }), say('reports.pages', { count: 2 })];
  await reports.getByText(progress.join(' · '), { exact: false }).waitFor();
  // 1 250 rows: grouped as the language groups, in its plural form.
  await reports
    .getByText(say('reports.rows', { count: 1250 }))
    .first()
    .waitFor();
  // "Read the domain as" offers words in the reader's language, the values kept for the service.
  const fetchMode = reports.getByLabel(words(language)('param.fetch_mode'), { exact: true });
  const options = await fetchMode
    .locator('option')
    .evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
  const modes = ['topLevelDomain', 'subdomain', 'catalog', 'url'] as const;
  expect(options.map(([value]) => value)).toEqual(modes);
  expect(options.map(([, text]) => text)).toEqual(
    modes.map((mode) => words(language)(`choice.fetch_mode.${mode}`)),
  );
  // A misspelled filter key is refused as it is typed, naming it and the keys the report takes.
  const filter = reports.getByLabel(words(language)('param.filter'), { exact: true });
  await filter.fill('postion<=10');
  const refusal = reports.locator(`#${await filter.getAttribute('id')}-hint`);
  await refusal.getByText('keyword, url, position, searches, cpc', { exact: false }).waitFor();
  expect(await refusal.textContent()).toContain('postion');
  await filter.fill('');
  await reports.getByRole('button', { name: say('cost.check') }).click();
  await reports.getByText(`${say('reports.free')} ${say('reports.rowLimit', { count: 20_000 })}`).waitFor();
  await reports.getByText(say('reports.onSchedule')).click();
  await reports.getByLabel(say('cadence.every'), { exact: true }).selectOption('week');
  // Monday first: the third day is Wednesday.
  await reports
    .getByRole('group', { name: say('cadence.on') })
    .getByRole('checkbox')
    .nth(2)
    .check();
  await screenshot(page, `reports-${language}.png`, true);
  await checkFits(language, say('tab.reports'));

  await page.getByRole('tab', { name: say('tab.schedules') }).click();
  const panel = page.getByRole('tabpanel', { name: say('tab.schedules') });
  const daily = say('cadence.daily', { hour: '05:00' });
  await panel
    .getByText(say('schedules.next', { cadence: daily, when: '26 lis 2026, 05:00 UTC+1' }))
    .waitFor();
  const wednesday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 4, 12),
  );
  const weekly = say('cadence.weekly', { weekday: wednesday, hour: '07:00' });
  await panel.getByText(say('schedules.next', { cadence: weekly, when: say('schedules.paused') })).waitFor();
  const ok = say('schedules.ok', {
    rows: say('reports.rows', { count: 22 }),
    units: say('reports.units', { count: 5 }),
  });
  await panel
    .getByText(say('schedules.lastRunAt', { when: '25 lis 2026, 05:00 UTC+1', result: ok }))
    .waitFor();
  await panel.getByRole('heading', { name: say('schedules.stamp') }).waitFor();
  await panel.getByRole('button', { name: say('schedules.resume') }).waitFor();
  await panel
    .getByText(say('schedules.moved', { when: '2026-11-26 08:00', reason: say('schedules.movedHour') }))
    .waitFor();
  await screenshot(page, `schedules-${language}.png`, true);
  await checkFits(language, say('tab.schedules'));

  await page.getByRole('tab', { name: say('tab.settings') }).click();
  await page.getByRole('button', { name: say('settings.save'), exact: true }).waitFor();
  expect(await page.getByRole('radio', { name: say('settings.wayBulk') }).isVisible()).toBe(true);
  expect(await clippedChoices(body())).toEqual([]);
  expect(await overflowing(body())).toEqual([]);
}

describe.each(LANGUAGES)('the sidebar in %s', (language: Language) => {
  it('says everything in the language, within 300 px: the add-on’s own views, then scripted ones', async () => {
    await addOnViews(language);
    await scriptedViews(language);
  }, 90_000);
});

describe('switching the language', () => {
  it('rebuilds the open views in it, and the old task poller stops: one check per interval, not two', async () => {
    await pages.fakeClock();
    const pending = () => tasks().map((task) => ({ ...task, ready: false, finished: 3 }));
    const fake = await openSidebar(
      page,
      scripted('en', {
        taskList: pending,
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
