import { parseFilter } from '../../src/functions/filter';
import { readFilter } from '../../src/shared/filter';
import { english, said } from '../../src/shared/i18n/said';

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
    ['position<=3 and', 'after "<=" a number is needed, not "3 and"'],
    ['position<=3 or searches>100', '"or" is not supported'],
    ['position<=3 and searches>1OO', 'cannot read "searches>1OO"'],
  ])('refuses %p, quoting the bad part and showing the syntax', (text, problem) => {
    expect(() => parseFilter(text)).toThrow(problem);
    expect(() => parseFilter(text)).toThrow(`filter: cannot read`);
    expect(() => parseFilter(text)).toThrow(english(said('filter.syntax')));
  });
});
