import { ADJECTIVES, CITIES, MODIFIERS, QUESTIONS, slugify, slugOfWords, TOPICS } from './vocabulary';

describe('slugOfWords', () => {
  const nouns = TOPICS.flatMap((topic) => topic.nouns);

  it('slugs a phrase of vocabulary words as slugify slugs the whole phrase', () => {
    // Every combination, collected and expected once: an expect apiece would cost a second.
    const differing: string[] = [];
    for (const first of [...QUESTIONS, ...ADJECTIVES])
      for (const noun of nouns)
        for (const last of [...MODIFIERS, ...CITIES]) {
          const words = [first, noun, last];
          if (slugOfWords(words) !== slugify(words.join(' '))) differing.push(words.join(' '));
        }
    expect(differing).toEqual([]);
  });

  it('leaves out a word with nothing to slug, as slugify leaves out its separators', () => {
    expect(slugOfWords(['Łódź!', '–', 'do 1000 zł'])).toBe(slugify('Łódź! – do 1000 zł'));
    expect(slugOfWords(['–', 'rower'])).toBe('rower');
  });
});
