/**
 * The add-on's user interface in Sheets: the add-on menu, the sidebar (optionally on a given view) and
 * toasts. The view to start on is left in the user's cache for the sidebar's first call to pick up.
 * Confirmations are dialogs.
 */
const VIEW_KEY = 'sidebar.startView';
const TITLE = 'SEO Sheets';

export interface MenuItem {
  readonly caption: string;
  /** A top-level function exported from src/main.ts. */
  readonly handler: string;
}

/** Only the menu: onOpen may run in AuthMode.NONE, where no other service is allowed. */
export function buildMenu(items: readonly (MenuItem | 'separator')[], ui = SpreadsheetApp.getUi()): void {
  const menu = ui.createAddonMenu();
  for (const item of items) {
    if (item === 'separator') menu.addSeparator();
    else menu.addItem(item.caption, item.handler);
  }
  menu.addToUi();
}

/** The file of one language's sidebar catalogue (JSON), which the build writes beside Sidebar.html. */
export const catalogueFile = (language: string): string => `Sidebar_${language}`;

/** One language's sidebar catalogue as JSON text: read from its own file, so Code.js carries none. */
export function uiCatalogue(language: string): string {
  return HtmlService.createHtmlOutputFromFile(catalogueFile(language)).getContent();
}

/**
 * Sidebar.html is a template: the page carries the catalogue of the language it opens in and no other
 * (a language chosen later is fetched with `uiCatalogue`), and the document's language, whose syntax the
 * formulas it shows follow from the first paint, before its start call answers. Only these values are
 * printed into it.
 */
export function openSidebarAt(language: string, documentLanguage: string, viewId?: string): void {
  const cache = CacheService.getUserCache();
  if (viewId) cache?.put(VIEW_KEY, viewId, 120);
  else cache?.remove(VIEW_KEY);
  const page = HtmlService.createTemplateFromFile('Sidebar');
  page.language = language;
  page.documentLanguage = documentLanguage;
  page.catalogue = uiCatalogue(language);
  SpreadsheetApp.getUi().showSidebar(page.evaluate().setTitle(TITLE));
}

/** The view the menu asked for, once: a later reopen starts on the default view again. */
export function takeStartView(): string | null {
  const cache = CacheService.getUserCache();
  const view = cache?.get(VIEW_KEY) ?? null;
  if (view) cache?.remove(VIEW_KEY);
  return view;
}

/** A yes/no question in a dialog over the sheet; true for Yes. */
export function confirm(message: string): boolean {
  const ui = SpreadsheetApp.getUi();
  return ui.alert(TITLE, message, ui.ButtonSet.YES_NO) === ui.Button.YES;
}

export function toast(message: string): void {
  SpreadsheetApp.getActiveSpreadsheet().toast(message, TITLE);
}
