/**
 * The service's codes as words of the document's language: a phrase's search intent (`commercial`), its
 * buyer's journey stage, the SERP features on its results page (`image_thumbs`, `featured_answer`), a
 * domain's category ("Style & Fashion"), a phrase's keyword parameters (`city`), a content measure and a
 * characteristic's peak month. What is cached and stored keeps the codes; the words are chosen where a table
 * is laid out (table.ts) or a report sheet written, so a language change relabels with no request, and a
 * column lists one word per code, whatever a filter over it looks for. A code the vocabulary does not know
 * shows as it came: the service adds codes, and a sheet must not break for it (never blank, never a crash).
 * A list of codes (`map, adwords`) is worded code by code.
 */
import { describeColumn } from './columns';
import { catalogues, documentCatalogues } from './i18n/areas';
import { keysUnder } from './i18n/shipped';
import type { Language } from './i18n/languages';

/** The vocabulary each coded column's values are worded from (`document.value.<vocabulary>.<code>`). */
const CODED: Readonly<Record<string, string>> = {
  intent: 'intent',
  journey_stage: 'stage',
  serp_features: 'feature',
  serp_feature: 'feature',
  snippet: 'feature',
  category: 'category',
  keyword_param: 'param',
  keyword_params: 'param',
};

/** Columns whose values are column keys or months of a trend: worded as the column vocabulary names them. */
const NAMED = new Set(['measure', 'trend']);

/** Whether `column`'s values are codes the document's language words. */
export const isCoded = (column: string): boolean => column in CODED || NAMED.has(column);

const LIST = ', ';

function word(column: string, code: string, language: Language): string {
  const vocabulary = CODED[column];
  if (vocabulary) return vocabularyWord(vocabulary, code, language);
  const named = describeColumn(code, language);
  return named.known ? named.label : code;
}

function vocabularyWord(vocabulary: string, code: string, language: Language): string {
  const words = documentCatalogues[language] as unknown as Readonly<Record<string, string | undefined>>;
  return words[`value.${vocabulary}.${code}`] ?? code;
}

/**
 * The code a value typed into a filter on `column` stands for: the code itself, or its word in `language`,
 * in any case, so a filter reads what the column's cells show yet asks the service, and its cache, for the
 * code. Anything else stays as typed.
 */
function codeOf(column: string, typed: string, language: Language): string {
  const vocabulary = CODED[column];
  if (!vocabulary) return typed;
  const wanted = typed.toLowerCase();
  const pairs = codesOf(vocabulary, language);
  const pair =
    pairs.find(([code]) => code.toLowerCase() === wanted) ??
    pairs.find(([, shown]) => shown.toLowerCase() === wanted);
  return pair ? pair[0] : typed;
}

/** A vocabulary's codes, each with its word in `language`. English's catalogue lists the codes: it is the complete one. */
function codesOf(vocabulary: string, language: Language): (readonly [string, string])[] {
  const prefix = `document.value.${vocabulary}.`;
  return keysUnder(catalogues.en, prefix).map((key) => {
    const code = key.slice(prefix.length);
    return [code, vocabularyWord(vocabulary, code, language)] as const;
  });
}

/**
 * The codes behind `column`'s words in `language`, where a word is not its code: a report sheet keeps them
 * in the column's note, so a Sheets formula over it can still match what the service sent.
 */
export function codeLegend(column: string, language: Language): string[] {
  const vocabulary = CODED[column];
  if (!vocabulary) return [];
  return codesOf(vocabulary, language)
    .filter(([code, shown]) => code !== shown)
    .map(([code, shown]) => `${code} → ${shown}`);
}

/**
 * What a filter's typed values stand for in a document in `language` (FilterRules' `code`). `columns`: the
 * column a filter key's values show under, where it is not the key's own name (a characteristic's `key`).
 */
export const filterCodes =
  (language: Language, columns: Readonly<Record<string, string>> = {}) =>
  (key: string, typed: string): string =>
    codeOf(columns[key] ?? key, typed, language);

/** A value of `column` in `language`: its word, each code of a list worded, a code not known as it came. */
export function valueWord(column: string, value: string, language: Language): string {
  if (!isCoded(column)) return value;
  return CODED[column] === 'feature' || CODED[column] === 'param'
    ? value
        .split(LIST)
        .map((code) => word(column, code, language))
        .join(LIST)
    : word(column, value, language);
}
