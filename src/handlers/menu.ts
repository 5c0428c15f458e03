/**
 * The Extensions › SEO Sheets menu and its handlers. onOpen may run in AuthMode.NONE (installed, not yet
 * used in this file), where only the menu itself is allowed: its captions are in the user's language where
 * that can be read, and "Sign in / Sign out" stays one item (the sign-in state cannot be read here).
 */
import { executionContext } from '../context';
import { activeUserLocale } from '../platform/locale';
import { buildMenu, confirm, openSidebarAt, toast } from '../platform/ui';
import { type Language, languageOf } from '../shared/i18n/languages';
import { serverCatalogues } from '../shared/i18n/areas';
import { translator } from '../shared/i18n/translator';
import { menuIn } from '../sidebar/menu-items';
import { clearCache } from '../sidebar/settings-view';
import { handler } from './handler';
import { refreshAll, refreshAllPlan } from '../registry/refresh-all';
import { relabelDocument } from '../registry/relabel';
import { visibilityCosts } from '../families/visibility/ways';

/**
 * In AuthMode.NONE the user's properties (a language chosen in Settings, the account's) cannot be read,
 * and the Google locale perhaps not either: then the menu is English until the add-on is used here.
 */
function menuLanguage(): Language {
  try {
    return executionContext('server').userLanguage();
  } catch {
    return languageOf(activeUserLocale()) ?? 'en';
  }
}

const speak = () => translator(serverCatalogues, executionContext('server').userLanguage());
function openSidebar(viewId?: string): void {
  const ctx = executionContext('server');
  openSidebarAt(ctx.userLanguage(), ctx.documentLanguage(), viewId);
}

type OpenEvent = GoogleAppsScript.Events.SheetsOnOpen | undefined;

/**
 * The menu first, in every mode. In AuthMode.LIMITED (the add-on is used in this file) onOpen may read
 * the document's properties and edit the document, so tables written in another language than the
 * document's now (its locale changed since) are relabelled here, within the simple trigger's 30 s. In
 * AuthMode.NONE it may not: that waits for the first sidebar opening (`sidebarStart`) or the hourly tick.
 */
export const onOpen = handler((e?: OpenEvent): void => {
  buildMenu(menuIn(menuLanguage()));
  if (String(e?.authMode ?? 'NONE') === 'NONE') return;
  try {
    relabelDocument(executionContext('server'));
  } catch {
    // Not allowed after all, or the document could not be read: the sidebar's first opening does it.
  }
});

export const onInstall = handler((e?: OpenEvent): void => {
  onOpen(e);
});

export const menuOpenSidebar = handler((): void => {
  openSidebar();
});

/** The shell shows Sign in when signed out and Account (with Sign out) when signed in. */
export const menuSignIn = handler((): void => {
  openSidebar('account');
});

/** The report launcher's view id (src/sidebar/client/reports). */
export const menuRunReport = handler((): void => {
  openSidebar('reports');
});

export const menuHelp = handler((): void => {
  openSidebar('help');
});

export const menuClearCache = handler((): void => {
  clearCache(executionContext('server'));
  toast(speak()('toast.cacheCleared'));
});

/** Re-enters every SEO_* formula once the user has read what it may cost. */
export const menuRefreshAll = handler((): void => {
  const ctx = executionContext('server');
  const plan = refreshAllPlan(ctx.userLanguage(), visibilityCosts(ctx));
  if (!plan.cells.length) {
    toast(plan.message);
    return;
  }
  if (!confirm(plan.message)) return;
  toast(speak()('toast.refreshing', { count: refreshAll(ctx, plan) }));
});
