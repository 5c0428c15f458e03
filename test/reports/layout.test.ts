import { headerCells } from '../../src/reports/header-cells';
import { arrange, place, union } from '../../src/reports/layout';

const table = (header: string[], rows: number, startRow = 2) => ({
  header,
  startRow,
  values: Array.from({ length: rows }, () => header.map(() => 1)),
});

describe('place', () => {
  it('writes a first run under its header from A1, needing its whole block free', () => {
    const p = place(null, table(['keyword', 'position'], 3));
    expect(p).toMatchObject({ startRow: 2, clear: [], extent: { last: 4, width: 2 } });
    expect(p.grows).toEqual([{ row: 1, column: 1, rows: 4, columns: 2 }]);
    expect(p.record).toEqual({ header: ['keyword', 'position'], rows: 3 });
  });

  it('clears what a smaller re-run no longer covers, and only the report’s own cells', () => {
    const previous = { header: ['a', 'b', 'c'], rows: 10 };
    const p = place(previous, table(['a', 'b'], 4));
    expect(p.header).toEqual(['a', 'b']);
    expect(p.grows).toEqual([]);
    expect(p.clear).toEqual([
      { row: 1, column: 3, rows: 11, columns: 1 },
      { row: 6, column: 1, rows: 6, columns: 2 },
    ]);
  });

  it('moves a changed header with the table, and asks only for the cells it grows into', () => {
    const previous = { header: ['keyword', 'd1', 'd2'], rows: 2 };
    const p = place(previous, table(['keyword', 'd2', 'd3', 'd4'], 3));
    expect(p.header).toEqual(['keyword', 'd2', 'd3', 'd4']);
    expect(p.grows).toEqual([
      { row: 1, column: 4, rows: 4, columns: 1 },
      { row: 4, column: 1, rows: 1, columns: 3 },
    ]);
    expect(p.clear).toEqual([]);
  });

  it('takes the block a cut-short publish claimed for its own', () => {
    const previous = { header: ['a', 'b'], rows: 2, claimed: { last: 6, width: 2 } };
    expect(place(previous, table(['a', 'b'], 5)).grows).toEqual([]);
    expect(place(previous, table(['a', 'b'], 1)).clear).toEqual([
      { row: 3, column: 1, rows: 1, columns: 2 },
      { row: 3, column: 1, rows: 4, columns: 2 },
    ]);
  });

  it('a history block under the kept rows: what it covers below them, and its chart’s rows', () => {
    const previous = { header: ['snapshot', 'domain'], rows: 4, snapshots: 2 };
    const p = place(previous, { ...table(['snapshot', 'domain'], 2, 6), latest: { row: 6, rows: 2 } });
    expect(p).toMatchObject({ startRow: 6, latest: { row: 6, rows: 2 }, extent: { last: 7, width: 2 } });
    expect(p.grows).toEqual([{ row: 6, column: 1, rows: 2, columns: 2 }]);
    expect(p.shrinkTo).toBeUndefined();
  });
});

describe('union and arrange', () => {
  it('keeps a history header’s columns in place, adds new ones at its end, dates each row', () => {
    const header = union(['snapshot', 'domain', 'visibility'], ['domain', 'top10', 'visibility']);
    expect(header).toEqual(['snapshot', 'domain', 'visibility', 'top10']);
    const day = new Date(2026, 10, 21);
    expect(arrange(header, ['domain', 'top10', 'visibility'], [['example.pl', 7, 13]], day)).toEqual([
      [day, 'example.pl', 13, 7],
    ]);
  });
});

describe('headerCells', () => {
  const at = new Date(2026, 10, 25);
  it('labels, notes and formats known columns by the vocabulary, whatever the values', () => {
    const header = [
      'keyword_id',
      'statistics.position.current',
      'cpc',
      'share',
      'date',
      'trend.1',
      'ads_equivalent',
    ];
    const rows = [[101001, 3, 2, 0.25, new Date(2026, 0, 1), 1000, 12]];
    expect(headerCells(header, rows, at, 'en')).toEqual([
      { label: 'Keyword ID', note: 'Column: keyword_id', format: '0' },
      { label: 'Position', note: 'Column: statistics.position.current', format: '#,##0' },
      { label: 'CPC', note: 'Column: statistics.cpc.current', format: '#,##0.00' },
      { label: 'Share', note: 'Column: share', format: '0.00%' },
      { label: 'Date', note: 'Column: date', format: 'yyyy-mm-dd' },
      { label: 'Oct 2026', note: 'Column: trend_1', format: '#,##0' },
      { label: 'Ads equivalent', note: 'Column: ads_equivalent', format: '#,##0.00' },
    ]);
  });

  it('types a column the vocabulary does not know by what every value agrees on', () => {
    const rows = [
      [3, 1.5, new Date(2026, 0, 1), 'buty'],
      [7, 2, new Date(2026, 0, 2), 4],
    ];
    const formats = headerCells(['pos_x', 'ratio_x', 'day_x', 'mixed_x'], rows, at, 'en').map(
      (c) => c.format,
    );
    expect(formats).toEqual(['#,##0', '#,##0.00', 'yyyy-mm-dd', null]);
  });

  it('a column the connection leaves blank says why in its note, not only where it came from', () => {
    const why = 'The tool server does not give these figures; a sign-in to the API fills them.';
    const cells = headerCells(['keyword', 'difficulty'], [['rower', null]], at, 'en', {
      columns: ['difficulty'],
      why,
    });
    expect(cells.map((c) => c.note)).toEqual([
      'Column: keyword',
      `Column: statistics.difficulty.current\n${why}`,
    ]);
  });
});
