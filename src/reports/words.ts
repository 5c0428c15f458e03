/**
 * The reports' words, from the document catalogues: a report sheet's (names, headers, notes, chart
 * titles) in the document's language, the launcher's in the user's. Definitions hold keys, so each text
 * is translated once and a language change rewrites words, never data.
 */
import { type DocumentKey, documentCatalogues } from '../shared/i18n/areas';
import { LANGUAGES, type Language } from '../shared/i18n/languages';
import { type Translate, translator } from '../shared/i18n/translator';

/** The keys of `K` under `prefix`, without it. */
export type Suffix<K extends string, P extends string> = K extends `${P}${infer Rest}` ? Rest : never;
/** Document catalogue keys under a prefix: `Keyed<'report.'>` is every report id with a title. */
export type Keyed<P extends string> = Suffix<DocumentKey, P>;

export type Words = Translate<DocumentKey>;

export const words = (language: Language): Words => translator(documentCatalogues, language);

/** A text in every language: what the add-on may have written before the document's language changed. */
export const inEveryLanguage = (key: DocumentKey): string[] =>
  LANGUAGES.map((language) => words(language)(key));
