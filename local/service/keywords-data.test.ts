import { keywordMetrics, formMetrics, phraseById } from './keywords-data';
import { slugify, TOPICS } from './vocabulary';

// Each check collects what disagrees and expects none: 100,000 single expects would cost seconds.
describe('generated phrases', () => {
  const phrases = Array.from({ length: 40_000 }, (_, id) => phraseById('default', id));

  it('share a form exactly when they share a text', () => {
    const codeOfText = new Map<string, number>();
    const textOfCode = new Map<number, string>();
    const disagreeing: string[] = [];
    for (const { id, form } of phrases) {
      const code = codeOfText.get(form.text) ?? form.code;
      const text = textOfCode.get(form.code) ?? form.text;
      if (code !== form.code || text !== form.text) disagreeing.push(`${id}: ${form.code} ${form.text}`);
      codeOfText.set(form.text, form.code);
      textOfCode.set(form.code, form.text);
    }
    expect(disagreeing).toEqual([]);
    expect(codeOfText.size).toBeGreaterThan(1000);
  });

  it("carry their text's page and their noun's, one of their topic's", () => {
    const wrong = phrases
      .slice(0, 5000)
      .filter(
        ({ id, form }) =>
          form.leaf !== `/${slugify(form.text)}` ||
          !TOPICS[id % TOPICS.length].nouns.map(slugify).includes(form.nounSlug) ||
          !`${form.leaf}-`.replace('/', '-').includes(`-${form.nounSlug}-`),
      );
    expect(wrong).toEqual([]);
  });

  it('have the metrics keywordMetrics gives their text, in each database', () => {
    for (const countryId of [1, 200]) {
      const metricsOf = formMetrics('default', countryId);
      const forms = phrases.slice(0, 2000).map(({ form }) => form);
      expect(forms.map(metricsOf)).toEqual(
        forms.map((form) => keywordMetrics('default', form.text, countryId)),
      );
    }
  });
});
