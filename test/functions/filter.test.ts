import { parseFilter } from '../../src/functions/filter';

describe('parseFilter', () => {
  it('reads conditions joined with ";" into one group the service applies together', () => {
    expect(parseFilter('position<=10; keyword contains Buty Do; searches>100; url="https://a.pl/x"')).toEqual(
      [
        {
          filters: [
            { key: 'position', match: 'lte', value: 10 },
            { key: 'keyword', match: 'contains', value: 'Buty Do' },
            { key: 'searches', match: 'gt', value: 100 },
            { key: 'url', match: 'eq', value: 'https://a.pl/x' },
          ],
        },
      ],
    );
    expect(parseFilter('')).toBeUndefined();
    expect(parseFilter(undefined)).toBeUndefined();
  });

  it('says how to write a condition it cannot read', () => {
    expect(() => parseFilter('position')).toThrow('filter: cannot read "position"; write conditions like');
    expect(() => parseFilter('<=3')).toThrow('cannot read');
  });
});
