import { parseFilter } from '../../src/functions/filter-arg';
import { EXCERPT_CHARS } from '../../src/shared/excerpt';
import { filterProblem, readFilter } from '../../src/shared/filter';
import { english, said } from '../../src/shared/i18n/said';
import { FILTER_KEYS } from '../../src/families/visibility/spec';
import { filterCodes } from '../../src/shared/values';

describe('parseFilter', () => {
  it('reads conditions joined with "and" or ";" into one group the service applies together', () => {
    expect(
      parseFilter('position<=10 and keyword contains Buty Do; searches > 100 AND url="https://a.pl/x"'),
    ).toEqual([
      {
        filters: [
          { key: 'position', match: 'lte', value: 10 },
          { key: 'keyword', match: 'contains', value: 'Buty Do' },
          { key: 'searches', match: 'gt', value: 100 },
          { key: 'url', match: 'eq', value: 'https://a.pl/x' },
        ],
      },
    ]);
    expect(parseFilter('')).toBeUndefined();
    expect(parseFilter(undefined)).toBeUndefined();
  });

  it('keeps "and", "or" and ";" inside quotes as text', () => {
    expect(readFilter('keyword contains "salt and pepper; or not" and cpc>=0.5')).toEqual([
      {
        filters: [
          { key: 'keyword', match: 'contains', value: 'salt and pepper; or not' },
          { key: 'cpc', match: 'gte', value: 0.5 },
        ],
      },
    ]);
    expect(readFilter('keyword="2024"')).toEqual([
      { filters: [{ key: 'keyword', match: 'eq', value: '2024' }] },
    ]);
  });

  it.each([
    ['position >> 3', 'cannot read "position >> 3": after ">" a number is needed, not "> 3"'],
    ['searches>abc', 'cannot read "searches>abc": after ">" a number is needed, not "abc"'],
    ['position', 'cannot read "position": no operator after the key'],
    ['<=3', 'cannot read "<=3": it should start with a key'],
    ['position<=', 'cannot read "position<=": nothing after "<="'],
    ['position!=3', 'the service has no "not equal" filter'],
    ['keyword==buty', '"==" is not an operator'],
    ['keyword contains "buty', 'the quotes in "buty do not close'],
    ['position<=3;', 'a joiner with no condition after it'],
    ['position<=3 and', 'cannot read "position<=3 and": a joiner with no condition after it'],
    ['searches>1000 and', 'cannot read "searches>1000 and": a joiner with no condition after it'],
    ['and searches>1000', 'cannot read "and searches>1000": it starts with a joiner'],
    ['position<=3 or searches>100', '"or" is not supported'],
    ['position<=3 and searches>1OO', 'cannot read "searches>1OO"'],
  ])('refuses %p, quoting the bad part and showing the syntax', (text, problem) => {
    expect(() => parseFilter(text)).toThrow(problem);
    expect(() => parseFilter(text)).toThrow(`filter: cannot read`);
    expect(() => parseFilter(text)).toThrow(english(said('filter.syntax')));
  });
});

describe('keys: each report declares the ones it takes', () => {
  const positions = { keys: FILTER_KEYS.positions };

  it('refuses a misspelled key, naming it, the key meant and every key the report takes', () => {
    expect(() => parseFilter('postion<=10', positions)).toThrow(
      'cannot read "postion<=10": "postion" is not a key this report filters on (did you mean "position"?); it takes keyword, url, position, searches, cpc',
    );
    expect(() => parseFilter('searches>10 and volume>5', positions)).toThrow(
      'cannot read "volume>5": "volume" is not a key this report filters on; it takes keyword, url, position, searches, cpc',
    );
  });

  it('reads a declared key in any case and sends it as the service spells it', () => {
    expect(readFilter('Position<=3 and CPC>1', positions)).toEqual([
      {
        filters: [
          { key: 'position', match: 'lte', value: 3 },
          { key: 'cpc', match: 'gt', value: 1 },
        ],
      },
    ]);
  });

  it('the browser’s live check refuses the same key with the same message', () => {
    expect(english(filterProblem('postion<=10', positions) ?? said('text', { text: '' }))).toContain(
      '"postion" is not a key this report filters on',
    );
  });
});

describe('numbers as the document writes them', () => {
  it('reads "1,5" as 1.5 in a comma-decimal document, and the point too', () => {
    const comma = { keys: FILTER_KEYS.positions, decimal: ',' } as const;
    expect(readFilter('cpc > 1,5 and position<=3', comma)).toEqual([
      {
        filters: [
          { key: 'cpc', match: 'gt', value: 1.5 },
          { key: 'position', match: 'lte', value: 3 },
        ],
      },
    ]);
    expect(readFilter('cpc>=0.75;searches=1000', comma)?.[0].filters.map((f) => f.value)).toEqual([
      0.75, 1000,
    ]);
  });

  it('refuses "1,5" in a decimal-point document, spelling out both readings, rather than guess', () => {
    expect(() => parseFilter('cpc > 1,5', { decimal: '.' })).toThrow(
      'this document writes numbers with a decimal point, so "1,5" is not one: write 1.5 for a decimal or 15 for a whole number',
    );
    expect(() => parseFilter('searches > 1,000')).toThrow(
      'write 1.000 for a decimal or 1000 for a whole number',
    );
  });
});

describe('what the user typed is quoted as an excerpt', () => {
  it('a 2,000-character filter is echoed as its first characters, not whole', () => {
    const long = `keyword contains ${'x'.repeat(2_000)} or position<3`;
    const message = english(filterProblem(long) ?? said('text', { text: '' }));
    expect(message).toContain(`cannot read "keyword contains ${'x'.repeat(EXCERPT_CHARS - 17)}…"`);
    expect(message.length).toBeLessThan(600);
  });
});

describe('a coded column’s values as the document words them', () => {
  const pl = { code: filterCodes('pl', { key: 'serp_feature' }) };

  it('reads the Polish word its cells show as the service’s code, in any case', () => {
    expect(readFilter('key = Mapa (wyniki lokalne)', pl)).toEqual([
      { filters: [{ key: 'key', match: 'eq', value: 'map' }] },
    ]);
    expect(readFilter('key contains "POLECANY FRAGMENT"', pl)).toEqual([
      { filters: [{ key: 'key', match: 'contains', value: 'featured_answer' }] },
    ]);
    expect(readFilter('intent = komercyjna', { code: filterCodes('pl') })).toEqual([
      { filters: [{ key: 'intent', match: 'eq', value: 'commercial' }] },
    ]);
  });

  it('takes the code too, whatever the document’s language, and leaves anything else as typed', () => {
    expect(readFilter('key = MAP and count > 3', pl)).toEqual([
      {
        filters: [
          { key: 'key', match: 'eq', value: 'map' },
          { key: 'count', match: 'gt', value: 3 },
        ],
      },
    ]);
    expect(readFilter('key = Kartka', pl)).toEqual([
      { filters: [{ key: 'key', match: 'eq', value: 'Kartka' }] },
    ]);
    // English's word is not this Polish document's.
    expect(readFilter('key = Local pack (map)', pl)).toEqual([
      { filters: [{ key: 'key', match: 'eq', value: 'Local pack (map)' }] },
    ]);
  });

  it('leaves a column that is not coded as typed, even when its text is a word of a vocabulary', () => {
    expect(readFilter('keyword = Komercyjna', { code: filterCodes('pl') })).toEqual([
      { filters: [{ key: 'keyword', match: 'eq', value: 'Komercyjna' }] },
    ]);
  });
});
