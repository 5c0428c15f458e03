/** The tolerant readers inside objects: a missing key is as harmless as a null or an odd value. */
import * as z from 'zod/mini';
import {
  datedNumbers,
  nullableNum,
  num,
  obj,
  optBool,
  optNum,
  optObj,
  optStr,
  positionChange,
  rankingUrl,
  trendOf,
} from '../../src/api/read';
import { positionRow } from '../../src/families/visibility/rows';
import { serpKeywordRowSchema } from '../../src/families/serp/rows';
import { rtPositionRowSchema } from '../../src/families/monitoring/rows';

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

describe('one reader per field, for every row kind', () => {
  test('a position change is previous − current, named so no caller can swap them; blank unless it ranked both times', () => {
    expect(positionChange({ previous: 9, current: 4 })).toBe(5);
    expect(positionChange({ previous: '4', current: 9 })).toBe(-5);
    expect(positionChange({ previous: 0, current: 4 })).toBeNull();
    expect(positionChange({ previous: 4, current: null })).toBeNull();
    // The visibility report and the rank tracker read it the same way.
    const wire = { keyword: 'rower', statistics: { position: { current: 3, previous: 7 } } };
    expect(positionRow(wire).position_change).toBe(4);
    expect(rtPositionRowSchema.parse(wire).position_change).toBe(4);
  });

  test('a trend month the service left out is null in every report, never NaN', () => {
    const months = [5, null, '7', ...Array(9).fill(1)];
    expect(trendOf({ trends: months })).toEqual([5, null, 7, ...Array(9).fill(1)]);
    expect(trendOf({ trend_1: 3 })).toEqual([3, ...Array(11).fill(null)]);
    expect(trendOf({ keyword: 'x' })).toBeUndefined();
    expect(serpKeywordRowSchema.parse({ keyword: 'x', trends: months }).trend).toEqual(
      trendOf({ trends: months }),
    );
  });

  test('a ranking URL reads in the index’s form, host and path without a scheme, whoever sent it', () => {
    expect(rankingUrl('https://kuchnia-domowa.pl/przepisy/')).toBe('kuchnia-domowa.pl/przepisy/');
    expect(rankingUrl('kuchnia-domowa.pl/przepisy/')).toBe('kuchnia-domowa.pl/przepisy/');
    expect(positionRow({ keyword: 'x', url: 'http://a.pl/b' } as { keyword: string }).url).toBe('a.pl/b');
    expect(rtPositionRowSchema.parse({ keyword: 'x', url: 'https://a.pl/b' }).url).toBe('a.pl/b');
  });
});
