/** History sheets' retention (src/reports/retention.ts) and its place in publishing (layout.ts, publish.ts). */
import type { ReportSheet, SheetLayout } from '../../src/platform/report-sheets';
import { createJob } from '../../src/reports/job';
import { publishTable } from '../../src/reports/publish';
import { keepOf, keyWidth, retain, validKeep } from '../../src/reports/retention';

const day = (month: number, date: number) => new Date(Date.UTC(2026, month - 1, date, 6));
const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** One snapshot of a positions-like table: keyword, position, URL. */
const snapshot = (at: Date, rows: [string, number, string][]) => rows.map(([k, p, u]) => [at, k, p, u]);

describe('retention', () => {
  const history = [
    ...snapshot(day(10, 3), [
      ['buty', 3, '/a'],
      ['kask', 40, '/k'],
    ]),
    ...snapshot(day(10, 20), [
      ['buty', 5, '/b'],
      ['kask', 12, '/k'],
    ]),
    // `kask` dropped out before the month's last snapshot.
    ...snapshot(day(10, 28), [['buty', 4, '/b']]),
    ...snapshot(day(11, 2), [
      ['buty', 2, '/b'],
      ['kask', 9, '/k'],
    ]),
    ...snapshot(day(11, 9), [
      ['buty', 1, '/b'],
      ['kask', 8, '/k'],
    ]),
    ...snapshot(day(11, 16), [
      ['buty', 1, '/b'],
      ['kask', 7, '/k'],
    ]),
  ];

  it('keeps the last snapshots whole and rolls older ones up to the month’s last value per key', () => {
    const kept = retain(history, 2, monthOf);
    expect(kept.snapshots).toBe(2);
    expect(kept.rows).toEqual([
      // October: kask's last value is the 20th's, buty's the 28th's: real rows, not averages.
      [day(10, 20), 'kask', 12, '/k'],
      [day(10, 28), 'buty', 4, '/b'],
      [day(11, 2), 'buty', 2, '/b'],
      [day(11, 2), 'kask', 9, '/k'],
      [day(11, 9), 'buty', 1, '/b'],
      [day(11, 9), 'kask', 8, '/k'],
      [day(11, 16), 'buty', 1, '/b'],
      [day(11, 16), 'kask', 7, '/k'],
    ]);
  });

  it('changes nothing when rolled up again, and merges a month’s later snapshot into its row', () => {
    const once = retain(history, 2, monthOf).rows;
    expect(retain(once, 2, monthOf).rows).toEqual(once);
    const later = retain([...once, ...snapshot(day(11, 23), [['buty', 6, '/c']])], 2, monthOf);
    expect(
      later.rows.filter((row) => monthOf(row[0] as Date) === '2026-11').map((row) => row.slice(0, 3)),
    ).toEqual([
      // November 2 and 9 roll up to the 9th's rows; the 16th and 23rd stay whole.
      [day(11, 9), 'buty', 1],
      [day(11, 9), 'kask', 8],
      [day(11, 16), 'buty', 1],
      [day(11, 16), 'kask', 7],
      [day(11, 23), 'buty', 6],
    ]);
  });

  it('keeps the latest snapshots alone where the history is in the warehouse', () => {
    expect(retain(history, 1, null)).toEqual({
      rows: snapshot(day(11, 16), [
        ['buty', 1, '/b'],
        ['kask', 7, '/k'],
      ]),
      snapshots: 1,
    });
  });

  it('keys rows by as few leading columns as tell a snapshot’s rows apart', () => {
    expect(keyWidth(history)).toBe(1);
    const characteristics = [
      [day(10, 3), 'intent', 'informational', 120],
      [day(10, 3), 'intent', 'transactional', 80],
      [day(10, 3), 'words', '2', 60],
    ];
    expect(keyWidth(characteristics)).toBe(2);
    expect(keyWidth([...characteristics, [day(10, 3), 'words', '2', 60]])).toBe(3);
  });

  it('takes a number of snapshots from 1 to 1,000, and 30 when none is given', () => {
    expect(keepOf(undefined)).toBe(30);
    expect(keepOf(12)).toBe(12);
    expect([0, 1.5, 1001, '7', null].map(validKeep)).toEqual([false, false, false, false, false]);
  });
});

describe('publishing a history sheet with retention', () => {
  /** A report sheet holding `rows` under its header, recording what is read and written. */
  function sheet(rows: unknown[][]) {
    const written: SheetLayout[] = [];
    const reads: number[][] = [];
    const fake: ReportSheet & { written: SheetLayout[]; reads: number[][] } = {
      existed: true,
      written,
      reads,
      write: (layout) => written.push(layout),
      read: (count, width) => {
        reads.push([count, width]);
        return rows.slice(0, count).map((row) => row.slice(0, width));
      },
      firstFilled: () => null,
    };
    return fake;
  }

  const request = { reportId: 'positions', params: {}, sheetName: 'Log', mode: 'history' as const, keep: 2 };
  const header = ['keyword', 'position', 'url'];
  const job = { ...createJob('j', request, 100, 0), header };
  const utc = { id: 'UTC', offsetMinutes: () => 0 };
  const claims: unknown[] = [];
  const input = (previous: { header: string[]; rows: number; snapshots?: number }, rows: unknown[][]) => ({
    job,
    rows: rows as never,
    previous,
    at: day(11, 23).getTime(),
    note: '',
    chart: null,
    language: 'en' as const,
    zone: utc,
    claim: (record: unknown) => claims.push(record),
  });
  const midnight = (month: number, date: number) => new Date(Date.UTC(2026, month - 1, date));

  it('appends while the sheet holds fewer snapshots than it keeps, reading only the snapshot column', () => {
    const fake = sheet(
      snapshot(day(11, 16), [
        ['buty', 1, '/b'],
        ['kask', 7, '/k'],
      ]),
    );
    const record = publishTable(
      fake,
      input({ header: ['snapshot', ...header], rows: 2, snapshots: 1 }, [['buty', 6, '/c']]),
    );
    expect(record).toEqual({ header: ['snapshot', ...header], rows: 3, snapshots: 2 });
    expect(fake.reads).toEqual([[2, 1]]);
    expect(fake.written[0].placement.startRow).toBe(4);
    // The rows it grows into are claimed before they are written: a publish cut short and done again owns them.
    expect(claims.at(-1)).toMatchObject({ rows: 2, claimed: { last: 4, width: 4 } });
    expect(fake.written[0].values).toEqual([[midnight(11, 23), 'buty', 6, '/c']]);
  });

  it('a second run on the same day replaces that day’s snapshot instead of adding one', () => {
    const fake = sheet([
      ...snapshot(day(11, 16), [['buty', 1, '/b']]),
      ...snapshot(midnight(11, 23), [
        ['buty', 5, '/b'],
        ['kask', 7, '/k'],
      ]),
    ]);
    const record = publishTable(
      fake,
      input({ header: ['snapshot', ...header], rows: 3, snapshots: 2 }, [['buty', 6, '/c']]),
    );
    expect(record).toEqual({ header: ['snapshot', ...header], rows: 2, snapshots: 2 });
    const [layout] = fake.written;
    expect(layout.placement.startRow).toBe(3);
    expect(layout.placement.clear).toEqual([{ row: 4, column: 1, rows: 1, columns: 4 }]);
  });

  it('past them, rewrites the table rolled up from row 2 and deletes the empty rows it no longer needs', () => {
    const old = retain(
      [
        ...snapshot(day(10, 3), [['buty', 3, '/a']]),
        ...snapshot(day(10, 20), [['buty', 5, '/b']]),
        ...snapshot(day(11, 2), [['buty', 2, '/b']]),
      ],
      3,
      monthOf,
    ).rows;
    const fake = sheet(old);
    const record = publishTable(
      fake,
      input({ header: ['snapshot', ...header], rows: 3, snapshots: 3 }, [['buty', 6, '/c']]),
    );
    expect(record).toEqual({ header: ['snapshot', ...header], rows: 3, snapshots: 2 });
    const [layout] = fake.written;
    expect(layout.placement.startRow).toBe(2);
    expect(layout.placement.shrinkTo).toBe(4);
    expect(layout.placement.latest).toEqual({ row: 4, rows: 1 });
    expect(layout.values.map((row) => row.slice(0, 3))).toEqual([
      [day(10, 20), 'buty', 5],
      [day(11, 2), 'buty', 2],
      [midnight(11, 23), 'buty', 6],
    ]);
  });

  it('counts the snapshots of a sheet from before they were counted', () => {
    const fake = sheet([
      ...snapshot(day(11, 2), [['buty', 2, '/b']]),
      ...snapshot(day(11, 9), [['buty', 1, '/b']]),
    ]);
    publishTable(fake, input({ header: ['snapshot', ...header], rows: 2 }, [['buty', 6, '/c']]));
    // Two kept and one new are more than the two it keeps: rolled up.
    expect(fake.reads).toEqual([
      [2, 1],
      [2, 4],
    ]);
    expect(fake.written[0].placement.record).toMatchObject({ rows: 3, snapshots: 2 });
  });

  it('a table that came as it is becomes the first snapshot, dated the day it was taken', () => {
    const fake = sheet([['buty', 4, '/a']]);
    const words = { at: day(11, 20).getTime() } as never;
    const record = publishTable(fake, input({ header, rows: 1, words } as never, [['buty', 6, '/c']]));
    expect(record).toEqual({ header: ['snapshot', ...header], rows: 2, snapshots: 2 });
    expect(fake.written[0].values).toEqual([
      [midnight(11, 20), 'buty', 4, '/a'],
      [midnight(11, 23), 'buty', 6, '/c'],
    ]);
  });
});
