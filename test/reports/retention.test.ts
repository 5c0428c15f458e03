/** History sheets' retention (src/reports/retention.ts) and its place in publishing (layout.ts, publish.ts). */
import type { ReportSheet, SheetLayout } from '../../src/platform/report-sheets';
import { createJob } from '../../src/reports/job';
import { overKeep, placeHistory, placeRetained } from '../../src/reports/layout';
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
  function sheet(rows: unknown[][], maxRows: number) {
    const written: SheetLayout[] = [];
    const fake: ReportSheet & { written: SheetLayout[] } = {
      existed: true,
      lastColumn: 4,
      written,
      write: (layout) => written.push(layout),
      read: (count, width) => rows.slice(0, count).map((row) => row.slice(0, width)),
    };
    return { fake, maxRows };
  }

  const request = { reportId: 'positions', params: {}, sheetName: 'Log', mode: 'history' as const, keep: 2 };
  const header = ['keyword', 'position', 'url'];
  const job = { ...createJob('j', request, 100, 0), header };
  const input = (previous: { header: string[]; rows: number; snapshots?: number }, rows: unknown[][]) => ({
    job,
    rows: rows as never,
    previous,
    snapshot: day(11, 23),
    note: '',
    chart: null,
    language: 'en' as const,
    monthOf,
  });

  it('appends while the sheet holds fewer snapshots than it keeps, reading nothing', () => {
    const { fake } = sheet([], 0);
    fake.read = () => {
      throw new Error('read');
    };
    const record = publishTable(
      fake,
      input({ header: ['snapshot', ...header], rows: 2, snapshots: 1 }, [['buty', 6, '/c']]),
    );
    expect(record).toEqual({ header: ['snapshot', ...header], rows: 3, snapshots: 2 });
    expect(fake.written[0].placement.startRow).toBe(4);
  });

  it('past them, rewrites the table rolled up from row 2 and deletes the rows it no longer needs', () => {
    const old = retain(
      [
        ...snapshot(day(10, 3), [['buty', 3, '/a']]),
        ...snapshot(day(10, 20), [['buty', 5, '/b']]),
        ...snapshot(day(11, 2), [['buty', 2, '/b']]),
      ],
      3,
      monthOf,
    ).rows;
    const { fake } = sheet(old, 1000);
    const record = publishTable(
      fake,
      input({ header: ['snapshot', ...header], rows: 3, snapshots: 3 }, [['buty', 6, '/c']]),
    );
    expect(record).toEqual({ header: ['snapshot', ...header], rows: 3, snapshots: 2 });
    const [layout] = fake.written;
    expect(layout.placement.startRow).toBe(2);
    expect(layout.placement.shrinkTo).toBe(4);
    expect(layout.values.map((row) => row.slice(0, 3))).toEqual([
      [day(10, 20), 'buty', 5],
      [day(11, 2), 'buty', 2],
      [day(11, 23), 'buty', 6],
    ]);
  });

  it('reads a sheet from before snapshots were counted, and never deletes rows beside a user’s columns', () => {
    const previous = { header: ['snapshot', ...header], rows: 2 };
    expect(overKeep(previous, 30)).toBe(true);
    expect(overKeep({ ...previous, snapshots: 29 }, 30)).toBe(false);
    const state = { previous: { ...previous, snapshots: 5 }, lastColumn: 6 };
    const placed = placeRetained(state, placeHistory(state, header, 1), 8, 3, 2);
    expect(placed.shrinkTo).toBeUndefined();
    expect(placed.clear).toEqual([{ row: 5, column: 1, rows: 5, columns: 4 }]);
  });
});
