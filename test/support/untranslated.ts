/**
 * Finding English left in another language's words. Two readings share one allow-list of words a language
 * writes exactly as English does (`SAME_WORDS`, each entry with why):
 *
 * - a catalogue entry that reads as English's own is untranslated unless every word of it is allowed for the
 *   language (`untranslatedEntries`);
 * - a rendered text (a sidebar view, a report sheet's header or note) is searched for English's words that
 *   the language's own catalogues never use and the allow-list does not give it (`englishWords`).
 *
 * What either finds is listed as `language key "text"` (the key names its area) or `language "word" in "…context…"`, one per
 * line, so a merge that adds keys reads at a glance what is left in English.
 */
import type { Message } from '../../src/shared/i18n/format';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { wholeCatalogues } from '../../src/shared/i18n/ui-catalogues';

const wordsIn = (language: Language): Readonly<Record<string, Message>> => wholeCatalogues[language];

const ALL = 'all' as const;

/**
 * Words a language writes as English does. Keep it short: a word belongs here only when the market's SEO
 * specialists write it so in their own language, which the reason says.
 */
export const SAME_WORDS: readonly {
  readonly words: readonly string[];
  readonly languages: readonly Language[] | typeof ALL;
  readonly why: string;
}[] = [
  {
    words: [
      'CPC',
      'URL',
      'URLs',
      'ID',
      'SERP',
      'SEO',
      'API',
      'HTTP',
      'HTTPS',
      'TOP3',
      'TOP10',
      'TOP50',
      'TOP100',
    ],
    languages: ALL,
    why: 'abbreviations and SERP bands every market writes in these letters',
  },
  {
    words: ['Sheets', 'Google', 'Apps', 'Script', 'Workspace', 'Ads', 'AI', 'Overview', 'Overviews'],
    languages: ALL,
    why: 'product and feature names: SEO Sheets, Google Sheets, Apps Script, Google Ads, AI Overviews',
  },
  { words: ['Chat', 'Slack'], languages: ALL, why: 'product names: Google Chat, Slack (where alerts go)' },
  { words: ['alert'], languages: ['pl'], why: 'the same word in Polish (1 alert, 2 alerty)' },
  { words: ['min', 'h'], languages: ALL, why: 'units of time as these languages abbreviate them' },
  { words: ['OK'], languages: ALL, why: 'written so in every one of these languages' },
  {
    words: ['filter'],
    languages: ALL,
    why: 'the filter argument’s name, as every formula’s signature spells it ("filter: …")',
  },
  {
    words: ['Snippet'],
    languages: ALL,
    why: 'the SEO trade’s loanword in every one of these markets (featured snippet)',
  },
  {
    words: ['Crawl'],
    languages: ['pl', 'cs', 'sk', 'ro', 'nl', 'da', 'sv'],
    why: 'the trade’s loanword there, declined in the catalogues (crawla, crawlu, gecrawlde); Hungarian says feltérképezés',
  },
  {
    words: ['Trend'],
    languages: ['pl', 'cs', 'sk', 'hu', 'nl', 'da', 'sv'],
    why: 'the same word in these languages',
  },
  { words: ['Monitoring'], languages: ['pl', 'cs', 'sk', 'nl'], why: 'the same word in these languages' },
  { words: ['Status'], languages: ['pl', 'nl', 'da', 'sv'], why: 'the same word in these languages' },
  { words: ['Limit'], languages: ['pl', 'cs', 'sk', 'hu'], why: 'the same word in these languages' },
  {
    words: ['Segment'],
    languages: ['pl', 'cs', 'sk', 'ro', 'nl', 'da', 'sv'],
    why: 'the same word in these languages',
  },
  { words: ['Ranking'], languages: ['pl', 'cs', 'sk', 'nl'], why: 'the same word in these languages' },
  { words: ['Interval'], languages: ['cs', 'sk', 'ro', 'nl', 'da'], why: 'the same word in these languages' },
  { words: ['Parameter'], languages: ['sk', 'nl', 'da', 'sv'], why: 'the same word in these languages' },
  { words: ['E-mail'], languages: ['pl', 'cs', 'sk', 'ro', 'da'], why: 'the same word in these languages' },
  { words: ['Token'], languages: ['cs', 'sk'], why: 'the same word in these languages (API token)' },
  { words: ['Report'], languages: ['cs', 'sk'], why: 'the same word in Czech and Slovak business language' },
  { words: ['Relevance'], languages: ['cs'], why: 'the same word in Czech' },
  { words: ['Domain'], languages: ['hu'], why: 'the Hungarian trade writes domain' },
  { words: ['Position'], languages: ['sv'], why: 'the same word in Swedish' },
  { words: ['Stop'], languages: ['da'], why: 'the same word in Danish' },
  { words: ['Cache'], languages: ['nl', 'da', 'sv'], why: 'the same word in these languages' },
  { words: ['byte', 'bytes'], languages: ['nl', 'da'], why: 'the unit’s own word in these languages' },
  { words: ['byte'], languages: ['sv'], why: 'the unit’s own word in Swedish, plural too' },
  {
    words: ['Backlinks', 'Long', 'Short', 'tail'],
    languages: ['nl', 'da'],
    why: 'the Dutch and Danish trade’s own words for links and long/short-tail phrases',
  },
  {
    words: ['Long', 'Short', 'tail'],
    languages: ['sv'],
    why: 'the Swedish trade’s own words for long/short-tail phrases',
  },
  {
    words: ['Account', 'Help', 'Code', 'Label', 'Modules', 'Tools', 'tool', 'project'],
    languages: ['nl'],
    why: 'the same words in Dutch',
  },
  { words: ['Dataset'], languages: ['nl'], why: 'BigQuery’s own Dutch word for a dataset' },
];

const allowed = (language: Language): ReadonlySet<string> =>
  new Set(
    SAME_WORDS.filter((entry) => entry.languages === ALL || entry.languages.includes(language)).flatMap(
      (entry) => entry.words.map((word) => word.toLowerCase()),
    ),
  );

/** A message's texts: itself, or each of its plural forms. */
const textsOf = (message: Message): string[] =>
  typeof message === 'string' ? [message] : Object.values(message).filter((m): m is string => !!m);

/** A formula's or constant's name (SEO_RT_PROJECTS, SEO_REFRESH): a name, not words. */
const FORMULA_NAME = /\b[A-Z]+_[A-Z_]+\b/g;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `text` where it stands whole, not inside a longer word or name. */
const wholeWord = (text: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}_.])${escaped(text)}(?![\\p{L}\\p{N}_])`, 'gu');

/** The words of a text, placeholders and formula names aside, lower-cased. */
export function wordsOf(text: string): string[] {
  return (
    text
      .replace(/\{\w+\}/g, ' ')
      .replace(FORMULA_NAME, ' ')
      .match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)
      ?.map((word) => word.toLowerCase()) ?? []
  );
}

/** Catalogue entries of `language` that read as English's own and are not made of allowed words only. */
export function untranslatedEntries(language: Language): string[] {
  const same = allowed(language);
  const own = wordsIn(language);
  return Object.entries(wordsIn('en')).flatMap(([key, english]) => {
    const englishTexts = textsOf(english);
    return textsOf(own[key])
      .filter((text) => englishTexts.includes(text))
      .filter((text) => wordsOf(text).some((word) => !same.has(word)))
      .map((text) => `${language} ${key} "${text}"`);
  });
}

/** Every word the language's catalogue uses, and the allowed ones. */
function ownWords(language: Language): ReadonlySet<string> {
  const words = new Set(allowed(language));
  for (const message of Object.values(wordsIn(language)))
    for (const text of textsOf(message)) for (const word of wordsOf(text)) words.add(word);
  return words;
}

/** English's words that are not also the language's: what a rendered text of that language must not hold. */
function englishOnly(language: Language): ReadonlySet<string> {
  const own = ownWords(language);
  const english = new Set<string>();
  for (const message of Object.values(wordsIn('en')))
    for (const text of textsOf(message))
      for (const word of wordsOf(text)) if (!own.has(word) && /\p{L}{3,}/u.test(word)) english.add(word);
  return english;
}

const englishOnlyOf = new Map<Language, ReadonlySet<string>>();

/**
 * English's words in a text rendered in `language`: words of the English catalogues (three letters and
 * more) that none of the language's catalogues uses, with where they stand; `data` are texts the service
 * or the user gave (phrases, domains, sheet names), taken out first.
 */
export function englishWords(language: Language, text: string, data: readonly string[] = []): string[] {
  if (language === 'en') return [];
  let english = englishOnlyOf.get(language);
  if (!english) {
    english = englishOnly(language);
    englishOnlyOf.set(language, english);
  }
  // Whole data only (count, a filter key, is not the count in "countries"), the longest first (top10 inside
  // unique_urls_top10); formula names are names.
  const cleaned = [...data]
    .sort((a, b) => b.length - a.length)
    .reduce((rest, datum) => rest.replace(wholeWord(datum), ' '), text)
    .replace(FORMULA_NAME, ' ');
  const found = new Set<string>();
  for (const match of cleaned.matchAll(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu)) {
    const word = match[0].toLowerCase();
    if (!english.has(word)) continue;
    const at = match.index ?? 0;
    found.add(
      `${language} "${match[0]}" in "…${cleaned.slice(Math.max(0, at - 30), at + 30).replace(/\s+/g, ' ')}…"`,
    );
  }
  return [...found];
}

export { LANGUAGES };
