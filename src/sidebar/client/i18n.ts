/**
 * The sidebar's words: the language the server chose for this user (sidebarStart), from the catalogues
 * bundled into Sidebar.html. Views call `t` when they build, which is after the language is known.
 */
import type { UiKey } from '../../shared/i18n/en';
import type { Language } from '../../shared/i18n/languages';
import { type Translate, translator } from '../../shared/i18n/translator';
import { uiCatalogues } from '../../shared/i18n/ui-catalogues';

let current: Translate<UiKey> = translator(uiCatalogues, 'en');
let currentLanguage: Language = 'en';

export function useLanguage(language: Language): void {
  current = translator(uiCatalogues, language);
  currentLanguage = language;
  document.documentElement.lang = language;
}

export const t: Translate<UiKey> = (key, params) => current(key, params);
export const language = (): Language => currentLanguage;
