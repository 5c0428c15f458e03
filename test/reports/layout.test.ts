import { headerCells } from '../../src/reports/header-cells';
import { arrange, placeHistory, placeReplace } from '../../src/reports/layout';

const fresh = { previous: null, lastColumn: 0 };

describe('placeReplace', () => {
  it('writes a first run under its header with nothing to clear', () => {
    const p = placeReplace(fresh, ['keyword', 'position'], 3);
    expect(p).toMatchObject({ startRow: 2, clear: [] });
    expect(p.record).toEqual({ header: ['keyword', 'position'], rows: 3 });
  });

  it('clears the rows and columns a smaller re-run no longer fills', () => {
    const previous = { header: ['a', 'b', 'c'], rows: 10 };
    const p = placeReplace({ previous, lastColumn: 3 }, ['a', 'b'], 4);
    expect(p.header).toEqual(['a', 'b']);
    expect(p.clear).toEqual([
      { row: 6, column: 1, rows: 6, columns: 3 },
      { row: 1, column: 3, rows: 5, columns: 1 },
    ]);
  });

  it('keeps its columns fixed once the user has columns to the right', () => {
    const previous = { header: ['a', 'b'], rows: 2 };
    const p = placeReplace({ previous, lastColumn: 4 }, ['b', 'new', 'a'], 2);
    expect(p.header).toEqual(['a', 'b']);
    expect(arrange(p, [[1, 'x', 2]], null)).toEqual([[2, 1]]);
    expect(placeReplace({ previous, lastColumn: 2 }, ['b', 'new', 'a'], 2).header).toEqual(['b', 'new', 'a']);
  });
});

describe('placeHistory', () => {
  it('appends each snapshot under the last, with its date first and columns merged', () => {
    const first = placeHistory(fresh, ['domain', 'visibility'], 1);
    expect(first.header).toEqual(['snapshot', 'domain', 'visibility']);
    expect(first.startRow).toBe(2);
    const day = new Date(2026, 10, 21);
    expect(arrange(first, [['example.pl', 12.5]], day)).toEqual([[day, 'example.pl', 12.5]]);

    const second = placeHistory(
      { previous: first.record, lastColumn: 3 },
      ['domain', 'top10', 'visibility'],
      1,
    );
    expect(second.startRow).toBe(3);
    expect(second.header).toEqual(['snapshot', 'domain', 'visibility', 'top10']);
    expect(arrange(second, [['example.pl', 7, 13]], day)).toEqual([[day, 'example.pl', 13, 7]]);
    expect(second.record.rows).toBe(2);
    expect(second.clear).toEqual([]);
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
