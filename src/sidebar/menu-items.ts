/** The Extensions › SEO Sheets menu's items, captioned in the user's language. */
import type { MenuItem } from '../platform/ui';
import type { Language } from '../shared/i18n/languages';
import { type ServerKey, serverCatalogues } from '../shared/i18n/areas';
import { translator } from '../shared/i18n/translator';

/** Each handler is a top-level function exported from src/main.ts. */
export const MENU: readonly ({ readonly caption: ServerKey; readonly handler: string } | 'separator')[] = [
  { caption: 'menu.open', handler: 'menuOpenSidebar' },
  { caption: 'menu.signIn', handler: 'menuSignIn' },
  'separator',
  { caption: 'menu.runReport', handler: 'menuRunReport' },
  { caption: 'menu.refreshAll', handler: 'menuRefreshAll' },
  { caption: 'menu.clearCache', handler: 'menuClearCache' },
  'separator',
  { caption: 'menu.help', handler: 'menuHelp' },
];

export function menuIn(language: Language): readonly (MenuItem | 'separator')[] {
  const t = translator(serverCatalogues, language);
  return MENU.map((item) => (item === 'separator' ? item : { ...item, caption: t(item.caption) }));
}
