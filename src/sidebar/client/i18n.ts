/**
 * The sidebar's words. The page carries one language's catalogue, printed by the server when it served
 * Sidebar.html (the user's language then); another language is fetched once, when the sidebar starts
 * speaking it, and kept while the page is open. Views call `t` when they build, after the language is known.
 */
import { fill, type Message } from '../../shared/i18n/format';
import { inLocaleSyntax } from '../../shared/i18n/formula-syntax';
import { argumentSeparator, decimalSeparator, type Language, languageOf } from '../../shared/i18n/languages';
import type { Translate } from '../../shared/i18n/translator';
import type { UiCatalogue, UiKey } from '../../shared/i18n/ui-catalogues';
import { renderWith, type Said } from '../../shared/i18n/said';
import type { SidebarQuotaVoice } from '../../shared/quota-wording';

/**
 * The id of the element Sidebar.html prints the catalogue into (a JSON script, with its language and the
 * document's).
 */
const PRINTED = 'ui-catalogue';

const catalogues = new Map<Language, UiCatalogue>();

function printed(): { language: Language; document: Language } {
  const element = document.getElementById(PRINTED);
  const language = languageOf(element?.dataset.language);
  if (!element || !language) throw new Error('Sidebar.html was served without its catalogue.');
  catalogues.set(language, JSON.parse(element.textContent ?? ''));
  return { language, document: languageOf(element.dataset.documentLanguage) ?? language };
}

const page = printed();
let speaking: Language = page.language;
let documentLanguage: Language = page.document;

/** The language the sidebar speaks now. */
export const spoken = (): Language => speaking;

/** The document's language, whose syntax formulas shown for typing follow. */
export const written = (): Language => documentLanguage;

/**
 * Speaks `language` from now on; `fetchCatalogue` gets its catalogue (JSON) from the server the first
 * time. `document`: the language of the spreadsheet, whose syntax formulas shown for typing follow.
 */
export async function useLanguage(
  language: Language,
  document: Language,
  fetchCatalogue: (language: Language) => Promise<string>,
): Promise<void> {
  if (!catalogues.has(language)) catalogues.set(language, JSON.parse(await fetchCatalogue(language)));
  speaking = language;
  documentLanguage = document;
  window.document.documentElement.lang = language;
}

/** A formula as it is typed in this document (`;` between arguments in comma-decimal locales). */
export const typed = (formula: string): string =>
  inLocaleSyntax(formula, argumentSeparator(documentLanguage));

/** How the document writes a decimal: a filter's numbers are read that way, as the server reads them. */
export const documentDecimal = (): ',' | '.' => decimalSeparator(documentLanguage);

export const t: Translate<UiKey> = (key, params) =>
  fill(speaking, (catalogues.get(speaking) as UiCatalogue)[key], params);

/** A message the sidebar says itself (a filter's refusal as it is typed): its catalogue holds those keys. */
export const say = (message: Said): string =>
  renderWith(
    (key) => (catalogues.get(speaking) as Readonly<Record<string, Message>>)[key],
    speaking,
    message,
  );

/** Quota wording's voice: the printed catalogue holds the quota area's words. */
export const quotaVoice = (): SidebarQuotaVoice => ({ language: speaking, say: t, sayUi: t });
