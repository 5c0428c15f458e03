/**
 * The sidebar's words: the language the server chose for this user (sidebarStart), from the catalogues
 * bundled into Sidebar.html. Views call `t` when they build, which is after the language is known.
 */
import type { UiKey } from '../../shared/i18n/en';
import { inLocaleSyntax } from '../../shared/i18n/formula-syntax';
import { argumentSeparator, type Language } from '../../shared/i18n/languages';
import { type Translate, translator } from '../../shared/i18n/translator';
import { uiCatalogues } from '../../shared/i18n/ui-catalogues';

let current: Translate<UiKey> = translator(uiCatalogues, 'en');
let userLanguage: Language = 'en';
let documentLanguage: Language = 'en';

/** `document`: the language of the spreadsheet, whose syntax formulas shown for typing follow. */
export function useLanguage(language: Language, document: Language): void {
  current = translator(uiCatalogues, language);
  userLanguage = language;
  documentLanguage = document;
  window.document.documentElement.lang = language;
}

/** A formula as it is typed in this document (`;` between arguments in comma-decimal locales). */
export const typed = (formula: string): string =>
  inLocaleSyntax(formula, argumentSeparator(documentLanguage));

/** The language the sidebar speaks, for wording and dates made outside the ui catalogue (quota, dates). */
export const language = (): Language => userLanguage;

export const t: Translate<UiKey> = (key, params) => current(key, params);
