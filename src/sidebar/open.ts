/**
 * Opening the sidebar, optionally on a given view. HtmlService serves one static file, so the
 * view to start on is left in the user's cache for the sidebar's first call to pick up.
 */
const VIEW_KEY = 'sidebar.startView';
const TITLE = 'SEO Sheets';

export function openSidebarAt(viewId?: string): void {
  const cache = CacheService.getUserCache();
  if (viewId) cache?.put(VIEW_KEY, viewId, 120);
  else cache?.remove(VIEW_KEY);
  SpreadsheetApp.getUi().showSidebar(HtmlService.createHtmlOutputFromFile('Sidebar').setTitle(TITLE));
}

/** The view the menu asked for, once: a later reopen starts on the default view again. */
export function takeStartView(): string | null {
  const cache = CacheService.getUserCache();
  const view = cache?.get(VIEW_KEY) ?? null;
  if (view) cache?.remove(VIEW_KEY);
  return view;
}
