import { NotSignedInError, SessionExpiredError, QuotaExceededError } from '../../src/api/errors';
import type { AccountInfo } from '../../src/handlers/account-info';
import * as main from '../../src/main';
import { sidebarSession } from '../../src/sidebar/session-view';
import { MENU, menuIn } from '../../src/sidebar/menu-items';
import { buildMenu } from '../../src/platform/ui';
import { SESSION_ENDED_MARKER } from '../../src/sidebar/protocol';
import { sidebarError } from '../../src/handlers/handler';
import { sheetName } from '../../src/platform/new-sheet';

describe('menu', () => {
  it('builds the add-on menu from the Ui alone, with every item the issue names', () => {
    const added: string[] = [];
    const menu = {
      addItem(caption: string, fn: string) {
        added.push(`${caption} → ${fn}`);
        return menu;
      },
      addSeparator() {
        added.push('---');
        return menu;
      },
      addToUi: () => added.push('shown'),
    };
    buildMenu(menuIn('en'), { createAddonMenu: () => menu } as unknown as GoogleAppsScript.Base.Ui);
    expect(added).toEqual([
      'Open sidebar → menuOpenSidebar',
      'Sign in / Sign out → menuSignIn',
      '---',
      'Run a report… → menuRunReport',
      'Refresh all now → menuRefreshAll',
      'Clear cache → menuClearCache',
      '---',
      'Help → menuHelp',
      'shown',
    ]);
  });

  it('names only handlers that src/main.ts exports', () => {
    for (const item of MENU)
      if (item !== 'separator')
        expect(typeof (main as Record<string, unknown>)[item.handler]).toBe('function');
  });
});

describe('sidebar errors', () => {
  it('marks a missing or expired sign-in so the sidebar offers Sign in', () => {
    expect(sidebarError(new NotSignedInError()).message.startsWith(SESSION_ENDED_MARKER)).toBe(true);
    expect(sidebarError(new SessionExpiredError({}, 'a@b.c')).message).toBe(
      `${SESSION_ENDED_MARKER}Your SEO Sheets session (a@b.c) has expired. Sign in again from Extensions › SEO Sheets.`,
    );
  });

  it('passes other failures as their plain message, unmarked', () => {
    const quota = new QuotaExceededError({ counter: 'tools_daily_limit', limit: 10, hoursToReset: 3 });
    expect(sidebarError(quota).message).toBe(quota.message);
    expect(sidebarError(new Error('boom\n  at x.js:1')).message).toBe('SEO Sheets: boom');
  });
});

describe('session for the sidebar', () => {
  const info: AccountInfo = {
    signedIn: true,
    via: 'api',
    email: 'demo@example.com',
    expiresAt: new Date(31 * 86_400_000).toISOString(),
    daysLeft: 30,
    expired: false,
    sharing: { active: false, email: null, mine: false },
    limits: [],
    limitsError: null,
    baseUrl: { url: 'http://x', source: 'build' },
    platform: { fetches: 120, fetchesReset: '2026-11-22 10:15', triggerMinutes: 3, cells: 26_000 },
  };

  it('carries no token and counts days from the expiry', () => {
    const session = sidebarSession(info, 0);
    expect(session).toEqual({
      signedIn: true,
      via: 'api',
      email: 'demo@example.com',
      daysLeft: 31,
      counters: [],
      readAt: 0,
      limitsError: null,
      sharing: info.sharing,
      platform: info.platform,
    });
  });

  it('treats an expired sign-in as signed out, with a notice', () => {
    expect(sidebarSession({ ...info, expired: true }, 0)).toEqual({
      signedIn: false,
      notice: 'The sign-in of demo@example.com has expired (tokens last 31 days). Sign in again.',
    });
    expect(sidebarSession({ ...info, signedIn: false, email: null }, 0)).toEqual({
      signedIn: false,
      notice: null,
    });
  });
});

describe('new sheet names', () => {
  it('drops characters Sheets refuses and never reuses a taken name', () => {
    expect(sheetName('SERP analysis a/b [x]: c?', new Set())).toBe('SERP analysis a b x c');
    expect(sheetName('Results', new Set(['Results', 'Results (2)']))).toBe('Results (3)');
    expect(sheetName('   ', new Set())).toBe('Results');
    expect(sheetName('x'.repeat(200), new Set())).toHaveLength(90);
  });
});

describe('the session in the user’s language', () => {
  it('says an expired sign-in has expired in that language', () => {
    const info = { signedIn: true, expired: true, email: 'a@b.c' } as unknown as AccountInfo;
    expect(sidebarSession(info, 0, 'pl')).toEqual({
      signedIn: false,
      notice: 'Logowanie a@b.c wygasło (tokeny są ważne 31 dni). Zaloguj się ponownie.',
    });
  });
});
