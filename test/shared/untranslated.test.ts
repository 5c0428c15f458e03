/**
 * No catalogue entry of another language is left in English: an entry that reads as English's own must be
 * made only of words the language writes so too (test/support/untranslated.ts `SAME_WORDS`, each with
 * its reason). A failure lists `language key "text"`, one per entry.
 */
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { wholeCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { SAME_WORDS, untranslatedEntries, wordsOf } from '../support/untranslated';

const others = LANGUAGES.filter((language) => language !== 'en');

it.each(others)('%s: every catalogue entry is in the language, not English', (language) => {
  expect(untranslatedEntries(language)).toEqual([]);
});

/** Every word a language's catalogue uses. */
const used = (language: (typeof LANGUAGES)[number]): Set<string> =>
  new Set(
    Object.values(wholeCatalogues[language]).flatMap((m) =>
      (typeof m === 'string' ? [m] : Object.values(m)).flatMap((text) => wordsOf(String(text))),
    ),
  );

it('allows no word nobody uses: a language’s word is in its catalogues, a word of all in some', () => {
  const unused = SAME_WORDS.flatMap(({ words, languages }) =>
    languages === 'all'
      ? words
          .filter((word) => !others.some((language) => used(language).has(word.toLowerCase())))
          .map((word) => `all ${word}`)
      : languages.flatMap((language) =>
          words
            .filter((word) => !used(language).has(word.toLowerCase()))
            .map((word) => `${language} ${word}`),
        ),
  );
  expect(unused).toEqual([]);
});
