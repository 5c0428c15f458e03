/**
 * The Extensions › SEO Sheets menu and its handlers. onOpen may run in AuthMode.NONE (installed, not yet
 * used in this file), where only the menu itself is allowed: it reads no property and calls no service,
 * which also leaves "Sign in / Sign out" as one item (the sign-in state cannot be read here).
 */
import { executionContext } from '../context';
import { buildMenu, confirm, type MenuItem, openSidebarAt, toast } from '../platform/ui';
import { refreshAll, refreshAllPlan } from '../reports/wiring';
import { plural } from '../shared/plural';
import { clearCache } from '../sidebar/settings-view';
import { handler } from './handler';

export const MENU: readonly (MenuItem | 'separator')[] = [
  { caption: 'Open sidebar', handler: 'menuOpenSidebar' },
  { caption: 'Sign in / Sign out', handler: 'menuSignIn' },
  'separator',
  { caption: 'Run a report…', handler: 'menuRunReport' },
  { caption: 'Refresh all now', handler: 'menuRefreshAll' },
  { caption: 'Clear cache', handler: 'menuClearCache' },
  'separator',
  { caption: 'Help', handler: 'menuHelp' },
];

type OpenEvent = GoogleAppsScript.Events.SheetsOnOpen | undefined;

/** Runs in AuthMode.NONE for an add-on not yet used in this file: the menu only, no other service. */
export const onOpen = handler((_e?: OpenEvent): void => {
  buildMenu(MENU);
});

export const onInstall = handler((e?: OpenEvent): void => {
  onOpen(e);
});

export const menuOpenSidebar = handler((): void => {
  openSidebarAt();
});

/** The shell shows Sign in when signed out and Account (with Sign out) when signed in. */
export const menuSignIn = handler((): void => {
  openSidebarAt('account');
});

/** The report launcher's view id (src/sidebar/client/reports). */
export const menuRunReport = handler((): void => {
  openSidebarAt('reports');
});

export const menuHelp = handler((): void => {
  openSidebarAt('help');
});

export const menuClearCache = handler((): void => {
  clearCache(executionContext('server'));
  toast('Cache cleared: formulas will fetch fresh data when they next recalculate.');
});

/** Re-enters every SEO_* formula once the user has read what it may cost. */
export const menuRefreshAll = handler((): void => {
  const plan = refreshAllPlan();
  if (!plan.cells.length) {
    toast(plan.message);
    return;
  }
  if (!confirm(plan.message)) return;
  toast(
    `Refreshing ${plural(refreshAll(plan), 'formula')}: each reads fresh data where its cached answer is old.`,
  );
});
