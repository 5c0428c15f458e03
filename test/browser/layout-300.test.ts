/**
 * The 300 px sidebar's geometry in all nine languages, against a scripted server: the tab strip never
 * leaves one tab alone on a line (one row, or rows of two and more), and a quota line never breaks inside
 * its name or its figures (a name and "12 / 400 used" each stay whole, the figures moving under the name
 * when both do not fit); Settings' choices show whole whichever is chosen; and Help lists each filter's keys.
 */
import type { Page } from 'playwright-core';
import { quotaModel } from '../../src/api/quota';
import { columnLabels } from '../../src/shared/columns';
import { marketName } from '../../src/shared/markets';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { translator } from '../../src/shared/i18n/translator';
import { uiCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { openSidebar, screenshotPath } from '../sidebar/harness';
import { clippedChoices, overflowing, pagePerFile } from './browser';
import { FILTER_KEYS } from '../../src/families/visibility/spec';
import { SERP_REPORT_COLUMNS } from '../../src/families/serp/spec';

const counters = quotaModel(
  {
    visibility_analysis_queries_per_day: { limit: 30000, usage: 12345, extra_limit: 0, hours_to_reset: 530 },
    keywords_analysis_queries_per_day: { limit: 30000, usage: 29999, extra_limit: 0, hours_to_reset: 530 },
    backlinks_queries: { limit: 30000, usage: 0, extra_limit: 0, hours_to_reset: 530 },
    tools_daily_limit: { limit: 3000, usage: 1234, extra_limit: 0, hours_to_reset: 5 },
    serp_analysis_daily_limit: { limit: 6000, usage: 20, extra_limit: 0, hours_to_reset: 530 },
    monitoring_daily_keywords_refreshes: { limit: -1, usage: 3, extra_limit: 0, hours_to_reset: 20 },
    monitored_keywords: { limit: 5000, usage: 130, extra_limit: 0, hours_to_reset: null },
    projects: { limit: 50, usage: 3, extra_limit: 0, hours_to_reset: null },
  },
  0,
).counters;

const session = {
  signedIn: true,
  via: 'api',
  email: 'demo-sklep-internetowy@example.com',
  daysLeft: 12,
  counters,
  readAt: 0,
  limitsError: null,
  sharing: { active: false, email: null, mine: false },
  platform: { fetches: 1234, fetchesReset: null, triggerMinutes: 12, cells: 250_000 },
};

let page: Page;
pagePerFile((current) => {
  page = current;
});

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

describe.each(LANGUAGES)('the 300 px sidebar in %s', (language: Language) => {
  const say = translator(uiCatalogues, language);

  it('keeps no tab alone on a line, and every quota line whole', async () => {
    await openSidebar(
      page,
      {
        sidebarStart: () => ({ session, view: null, language, documentLanguage: language }),
        sidebarAccount: () => session,
        sidebarPulse: () => ({ session, formulas: { waiting: 0, refreshed: 0 } }),
        sidebarSpent: () => ({}),
      },
      language,
    );
    await page.getByRole('heading', { name: say('account.quota'), exact: true }).waitFor();
    const rows = await tabRows();
    expect(rows.flat()).toHaveLength(6);
    expect(rows.filter((row) => row.length < 2)).toEqual([]);
    // Whichever tab is selected (bold, so wider), none is left alone either.
    for (const label of rows.flat()) {
      await page.getByRole('tab', { name: label, exact: true }).click();
      expect((await tabRows()).filter((row) => row.length < 2)).toEqual([]);
    }
    await page.getByRole('tab', { name: say('tab.account'), exact: true }).click();
    expect(await brokenQuotaLines()).toEqual([]);
    expect(await overflowing(page.locator('body'))).toEqual([]);
    await page.screenshot({ path: screenshotPath(`account-300-${language}.png`), fullPage: true });
  });

  it('shows every choice of Settings whole, whichever is chosen', async () => {
    // The automatic choices name a language: the longest name there is.
    const longest = [...LANGUAGES].sort((a, b) => LANGUAGE_NAMES[b].length - LANGUAGE_NAMES[a].length)[0];
    const settings = {
      defaultCountryId: 1,
      countries: [1, 200, 50].map((id) => ({ id, name: marketName(id, language) })),
      freshness: [{ kind: 'visibility', label: say('tab.settings'), hours: 24 }],
      cache: { bytes: 48_128, entries: 37 },
      baseUrl: { url: 'http://127.0.0.1:8787', source: 'build' },
      language: { choice: null, locale: longest },
      visibilityWay: 'auto',
    };
    await openSidebar(
      page,
      {
        sidebarStart: () => ({ session, view: 'settings', language, documentLanguage: language }),
        sidebarAccount: () => session,
        sidebarSettings: () => settings,
        sidebarLanguage: () => ({ choice: null, automatic: longest }),
      },
      language,
    );
    await page.getByRole('button', { name: say('settings.save'), exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: say('settings.wayBulk') }).isVisible()).toBe(true);
    expect(await clippedChoices(page.locator('body'))).toEqual([]);
    expect(await overflowing(page.locator('body'))).toEqual([]);
  });

  it('Help lists beside SEO_POSITIONS the keys its filter takes', async () => {
    await openSidebar(
      page,
      { sidebarStart: () => ({ session, view: 'help', language, documentLanguage: language }) },
      language,
    );
    await page.getByText('SEO_POSITIONS', { exact: true }).click();
    await page.getByText(say('help.filterKeys', { keys: FILTER_KEYS.positions.join(', ') })).waitFor();
  });

  it('Help lists SEO_SERP’s columns, each report’s and the trend’s months as one, in the language, within 300 px', async () => {
    await openSidebar(
      page,
      { sidebarStart: () => ({ session, view: 'help', language, documentLanguage: language }) },
      language,
    );
    await page.getByText('SEO_SERP', { exact: true }).click();
    const labels = (columns: readonly string[]) => columnLabels(columns, language).join(', ');
    await page
      .getByText(`${say('help.columns')}${labels(SERP_REPORT_COLUMNS.urls)}`, { exact: true })
      .waitFor();
    await page.getByText(`report "groups": ${labels(SERP_REPORT_COLUMNS.groups)}`, { exact: true }).waitFor();
    const months = say('help.trendMonths', { count: 12 });
    await page
      .getByText(`report "keyword_stats": ${labels(['searches', 'cpc', 'rank_value'])}, ${months}`)
      .waitFor();
    expect(await overflowing(page.locator('body'))).toEqual([]);
    await page.screenshot({ path: screenshotPath(`help-columns-300-${language}.png`), fullPage: true });
  });
});
