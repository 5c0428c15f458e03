/** The tolerant readers inside objects: a missing key is as harmless as a null or an odd value. */
import * as z from 'zod/mini';
import {
  count,
  dayOf,
  flag,
  list,
  metric,
  num,
  numOrNull,
  part,
  positionChange,
  rankingUrl,
  row,
  series,
  text,
  TREND,
  withTrend,
} from '../../src/api/read';
import { positionRowSchema } from '../../src/families/visibility/rows';
import { serpKeywordRowSchema } from '../../src/families/serp/rows';
import { rtPositionRowSchema } from '../../src/families/monitoring/rows';

const record = z.object({
  id: count(),
  a: num(),
  b: numOrNull(),
  c: text(),
  d: flag(),
  e: part({ x: count() }),
  f: series(num()),
  g: metric(),
});

test('missing optional keys read as undefined, a missing series too', () => {
  const parsed = record.parse({ id: '7' });
  expect(parsed.id).toBe(7);
  expect([parsed.a, parsed.b, parsed.c, parsed.d, parsed.e, parsed.f, parsed.g]).toEqual([
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ]);
});

test('odd values read as undefined, numeric strings as numbers, null kept where it means something', () => {
  const parsed = record.parse({
    id: 1,
    a: '1.5',
    b: null,
    c: 3,
    d: '1',
    e: 'x',
    f: { '2026-01-02': '4', '2026-01-01': 2, note: 'x', '2026-01-03': 'n/a' },
    g: { recent_value: '12.5', older_value: 10, diff: 2.5 },
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
    g: 12.5,
  });
});

test('a series keyed by epoch seconds reads as days, as one keyed by date does', () => {
  expect(dayOf('1671321600')).toBe('2022-12-18');
  expect(dayOf('2022-12-18')).toBe('2022-12-18');
  expect(dayOf('visibility')).toBeUndefined();
  expect(series(num()).parse({ '1671408000': 7, '1671321600': '6616.56' })).toEqual([
    ['2022-12-18', 6616.56],
    ['2022-12-19', 7],
  ]);
  // The service's PHP writes an empty map as an empty list.
  expect(series(num()).parse([])).toBeUndefined();
});

test('a list of records sent as a map keyed by id reads as the list; what is no record is no row', () => {
  const rows = list(z.object({ id: count() }));
  expect(rows.parse({ 11: { id: 1 }, 12: { id: '2' }, count: 2 })).toEqual([{ id: 1 }, { id: 2 }]);
  expect(rows.safeParse([{ id: 'x' }]).success).toBe(false);
});

test('a required field still fails when missing', () => {
  expect(record.safeParse({}).success).toBe(false);
  expect(z.array(record).safeParse([{ id: 'x' }]).success).toBe(false);
});

describe('one reader per field, for every row kind', () => {
  test('a position change is previous − current, named so no caller can swap them; blank unless it ranked both times', () => {
    expect(positionChange({ previous: 9, current: 4 })).toBe(5);
    expect(positionChange({ previous: 4, current: 9 })).toBe(-5);
    expect(positionChange({ previous: 0, current: 4 })).toBeNull();
    expect(positionChange({ previous: 4, current: null })).toBeNull();
    // The visibility report and the rank tracker read it the same way.
    const wire = { keyword: 'rower', statistics: { position: { current: 3, previous: '7' } } };
    expect(positionRowSchema().parse(wire).position_change).toBe(4);
    expect(rtPositionRowSchema().parse(wire).position_change).toBe(4);
  });

  test('a trend month the service left out is null in every report, never NaN', () => {
    const months = [5, null, '7', ...Array(9).fill(1)];
    const trend = row(TREND, withTrend);
    expect(trend().parse({ trends: months })).toEqual({ trend: [5, null, 7, ...Array(9).fill(1)] });
    expect(trend().parse({ trend_1: 3 })).toEqual({ trend: [3, ...Array(11).fill(null)] });
    expect(trend().parse({ statistics: { trends: { history: [1] } } }).trend?.[0]).toBe(1);
    expect(trend().parse({ keyword: 'x' }).trend).toBeUndefined();
    expect(serpKeywordRowSchema().parse({ keyword: 'x', trends: months }).trend).toEqual(
      trend().parse({ trends: months }).trend,
    );
  });

  test('a ranking URL reads in the index’s form, host and path without a scheme, whoever sent it', () => {
    expect(rankingUrl('https://kuchnia-domowa.pl/przepisy/')).toBe('kuchnia-domowa.pl/przepisy/');
    expect(rankingUrl('kuchnia-domowa.pl/przepisy/')).toBe('kuchnia-domowa.pl/przepisy/');
    expect(positionRowSchema().parse({ keyword: 'x', url: 'http://a.pl/b' }).url).toBe('a.pl/b');
    expect(rtPositionRowSchema().parse({ keyword: 'x', url: 'https://a.pl/b' }).url).toBe('a.pl/b');
  });
});
