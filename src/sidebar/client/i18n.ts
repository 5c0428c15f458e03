/**
 * The sidebar's words: the language the server chose for this user (sidebarStart), from the catalogues
 * bundled into Sidebar.html. Views call `t` when they build, which is after the language is known.
 */
import { inLocaleSyntax } from '../../shared/i18n/formula-syntax';
import { argumentSeparator, type Language } from '../../shared/i18n/languages';
import { type Translate, translator } from '../../shared/i18n/translator';
import { type SidebarKey, uiCatalogues } from '../../shared/i18n/ui-catalogues';

let current: Translate<SidebarKey> = translator(uiCatalogues, 'en');
let language: Language = 'en';
let documentLanguage: Language = 'en';

/** `document`: the language of the spreadsheet, whose syntax formulas shown for typing follow. */
export function useLanguage(chosen: Language, document: Language): void {
  language = chosen;
  current = translator(uiCatalogues, chosen);
  documentLanguage = document;
  window.document.documentElement.lang = chosen;
}

/** A formula as it is typed in this document (`;` between arguments in comma-decimal locales). */
export const typed = (formula: string): string =>
  inLocaleSyntax(formula, argumentSeparator(documentLanguage));

export const t: Translate<SidebarKey> = (key, params) => current(key, params);

/** The language the sidebar speaks now, for words Intl knows better than a catalogue (weekday names). */
export const spoken = (): Language => language;
