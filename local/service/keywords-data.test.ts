import { keywordMetrics, formMetrics, phraseById } from './keywords-data';
import { slugify, TOPICS } from './vocabulary';

describe('generated phrases', () => {
  const phrases = Array.from({ length: 40_000 }, (_, id) => phraseById('default', id));

  it('share a form exactly when they share a text', () => {
    const codeOfText = new Map<string, number>();
    const textOfCode = new Map<number, string>();
    for (const { form } of phrases) {
      expect(codeOfText.get(form.text) ?? form.code).toBe(form.code);
      expect(textOfCode.get(form.code) ?? form.text).toBe(form.text);
      codeOfText.set(form.text, form.code);
      textOfCode.set(form.code, form.text);
    }
    expect(codeOfText.size).toBeGreaterThan(1000);
  });

  it("carry their text's page and their noun's, one of their topic's", () => {
    for (const { id, form } of phrases.slice(0, 5000)) {
      expect(form.leaf).toBe(`/${slugify(form.text)}`);
      expect(TOPICS[id % TOPICS.length].nouns.map(slugify)).toContain(form.nounSlug);
      expect(`${form.leaf}-`.replace('/', '-')).toContain(`-${form.nounSlug}-`);
    }
  });

  it('have the metrics keywordMetrics gives their text, in each database', () => {
    for (const countryId of [1, 200]) {
      const metricsOf = formMetrics('default', countryId);
      for (const { form } of phrases.slice(0, 2000))
        expect(metricsOf(form)).toEqual(keywordMetrics('default', form.text, countryId));
    }
  });
});
