/**
 * The sidebar's words: the language the server chose for this user (sidebarStart), from the catalogues
 * bundled into Sidebar.html. Views call `t` when they build, which is after the language is known.
 */
import type { UiKey } from '../../shared/i18n/en';
import { inLocaleSyntax } from '../../shared/i18n/formula-syntax';
import { argumentSeparator, type Language } from '../../shared/i18n/languages';
import { type Translate, translator } from '../../shared/i18n/translator';
import { uiCatalogues } from '../../shared/i18n/ui-catalogues';
import { type LauncherKey, launcherCatalogues } from '../../shared/i18n/launcher';

let current: Translate<UiKey> = translator(uiCatalogues, 'en');
let documentLanguage: Language = 'en';
let launcher = translator(launcherCatalogues, 'en');

/** `document`: the language of the spreadsheet, whose syntax formulas shown for typing follow. */
export function useLanguage(language: Language, document: Language): void {
  current = translator(uiCatalogues, language);
  launcher = translator(launcherCatalogues, language);
  documentLanguage = document;
  window.document.documentElement.lang = language;
}

/** A formula as it is typed in this document (`;` between arguments in comma-decimal locales). */
export const typed = (formula: string): string =>
  inLocaleSyntax(formula, argumentSeparator(documentLanguage));

export const t: Translate<UiKey> = (key, params) => current(key, params);

/** The launcher's own words: reports' summaries (by id), hints and families; the server sends the rest. */
export const launcherText: Translate<LauncherKey> = (key, params) => launcher(key, params);
