/**
 * The Extensions › SEO Sheets menu. onOpen may run in AuthMode.NONE (installed, not yet used in
 * this file), where only the menu itself is allowed: it reads no property and calls no service,
 * which also leaves "Sign in / Sign out" as one item (the sign-in state cannot be read here).
 */
export interface MenuItem {
  readonly caption: string;
  /** A top-level function exported from src/main.ts. */
  readonly handler: string;
}

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

export function buildMenu(ui: GoogleAppsScript.Base.Ui): void {
  const menu = ui.createAddonMenu();
  for (const item of MENU) {
    if (item === 'separator') menu.addSeparator();
    else menu.addItem(item.caption, item.handler);
  }
  menu.addToUi();
}
