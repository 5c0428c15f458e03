import fc from 'fast-check';
import { toCsv } from '../../local/service/csv';
import { rowFilter } from '../../local/service/filtering';
import { parseForm } from '../../local/service/form';
import { issueToken, verifyToken } from '../../local/service/jwt';
import { ServiceError } from '../../local/service/reply';
import { stableSerialize } from '../../local/service/serialize';

describe('form bodies', () => {
  test('PHP-style brackets build arrays and objects', () => {
    expect(parseForm('a=1&b[]=x&b[]=y&p[0][mode]=keyword&p[0][value][0]=z')).toEqual({
      a: '1',
      b: ['x', 'y'],
      p: [{ mode: 'keyword', value: ['z'] }],
    });
  });

  test('any flat key=value survives a round trip', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z_]{1,8}$/), fc.string(), (key, value) => {
        expect(parseForm(new URLSearchParams({ [key]: value }).toString())).toEqual({ [key]: value });
      }),
    );
  });
});

describe('filtering', () => {
  const keys = { n: (r: { n: number; s: string }) => r.n, s: (r: { n: number; s: string }) => r.s };
  const rows = [
    { n: 1, s: 'Rower' },
    { n: 5, s: 'sernik' },
    { n: 9, s: 'rower górski' },
  ];

  test('filters of a group are ANDed, groups are ORed', () => {
    const keep = rowFilter(
      [
        {
          filters: [
            { key: 'n', match: 'gte', value: 5 },
            { key: 's', match: 'contains', value: 'ROWER' },
          ],
        },
        { filters: [{ key: 'n', match: 'eq', value: 1 }] },
      ],
      keys,
    );
    expect(rows.filter(keep).map((r) => r.n)).toEqual([1, 9]);
  });

  test('a JSON string is accepted; an unknown key or match is invalid_filtering', () => {
    expect(rows.filter(rowFilter('[{"filters":[{"key":"n","match":"lt","value":5}]}]', keys))).toHaveLength(
      1,
    );
    expect(() => rowFilter([{ filters: [{ key: 'x', match: 'eq', value: 1 }] }], keys)).toThrow(ServiceError);
    expect(() => rowFilter([{ filters: [{ key: 'n', match: 'regex', value: 1 }] }], keys)).toThrow(
      ServiceError,
    );
  });
});

describe('tokens', () => {
  const claims = { sub: 1, email: 'a@b.c', iat: 1000, exp: 2000 };

  test('verify accepts its own token until exp, then rejects it', () => {
    const token = issueToken(claims, 's');
    expect(verifyToken(token, 's', 1999_000)).toEqual(claims);
    expect(verifyToken(token, 's', 2000_000)).toBeNull();
    expect(verifyToken(token, 'other secret', 1500_000)).toBeNull();
  });
});

describe('serialization and CSV', () => {
  test('the tools key ignores object key order but not array order', () => {
    expect(stableSerialize({ a: 1, b: [1, 2] })).toBe(stableSerialize({ b: [1, 2], a: 1 }));
    expect(stableSerialize({ b: [2, 1] })).not.toBe(stableSerialize({ b: [1, 2] }));
  });

  test('CSV quotes fields with commas, quotes and line breaks', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          { a: 'x,y', b: 'say "hi"' },
          { a: null, b: true },
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n,true\r\n');
  });
});
