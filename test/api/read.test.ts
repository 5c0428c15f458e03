/** The tolerant readers inside objects: a missing key is as harmless as a null or an odd value. */
import * as z from 'zod/mini';
import { datedNumbers, nullableNum, num, obj, optBool, optNum, optObj, optStr } from '../../src/api/read';

const row = obj({
  id: num,
  a: optNum,
  b: nullableNum,
  c: optStr,
  d: optBool,
  e: optObj(obj({ x: num })),
  f: datedNumbers,
});

test('missing optional keys read as undefined, a missing series as empty', () => {
  const parsed = row.parse({ id: '7' });
  expect(parsed).toMatchObject({ id: 7, f: [] });
  expect([parsed.a, parsed.b, parsed.c, parsed.d, parsed.e]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
});

test('odd values read as undefined, numeric strings as numbers, null kept where it means something', () => {
  const parsed = row.parse({
    id: 1,
    a: '1.5',
    b: null,
    c: 3,
    d: '1',
    e: 'x',
    f: { '2026-01-02': '4', '2026-01-01': { value: 2 }, note: 'x' },
  });
  expect(parsed).toMatchObject({
    a: 1.5,
    b: null,
    c: '3',
    d: true,
    e: undefined,
    f: [
      ['2026-01-01', 2],
      ['2026-01-02', 4],
    ],
  });
});

test('a required field still fails when missing', () => {
  expect(row.safeParse({}).success).toBe(false);
  expect(z.array(row).safeParse([{ id: 'x' }]).success).toBe(false);
});
