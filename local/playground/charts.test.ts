import type { ChartSpec } from '../gas';
import { Workbook } from '../gas/spreadsheet/workbook';
import { chartView } from './charts';

function spec(type: string, ranges: string[], options: Record<string, unknown> = {}): ChartSpec {
  return { id: 'chart-1', type, ranges, position: { row: 1, column: 5, offsetX: 0, offsetY: 0 }, options };
}

describe('chartView', () => {
  const workbook = new Workbook('id', 'Book', 'Europe/Warsaw');
  workbook.setValues('Sheet1', 'A1:C4', [
    ['Date', 'example.pl', 'blog.example.pl'],
    [new Date(Date.UTC(2026, 0, 5)), 10, 2],
    [new Date(Date.UTC(2026, 0, 12)), 12.5, 3],
    [new Date(Date.UTC(2026, 0, 19)), 'n/a', 4],
  ]);

  test('the first column gives categories, each further column a series named by its header', () => {
    expect(chartView(workbook, 'Sheet1', spec('LINE', ['A1:C4'], { title: 'Visibility' }))).toEqual({
      anchor: 'E1',
      kind: 'line',
      title: 'Visibility',
      categories: ['1/5/2026 1:00:00', '1/12/2026 1:00:00', '1/19/2026 1:00:00'],
      series: [
        { name: 'example.pl', values: [10, 12.5, 0] },
        { name: 'blog.example.pl', values: [2, 3, 4] },
      ],
    });
  });

  test('separate ranges are read side by side; no text header means no header row', () => {
    const view = chartView(workbook, 'Sheet1', spec('COLUMN', ['Sheet1!A2:A4', 'C2:C4']));
    expect(view.kind).toBe('column');
    expect(view.title).toBe('');
    expect(view.series).toEqual([{ name: 'Series 1', values: [2, 3, 4] }]);
    expect(view.categories).toHaveLength(3);
  });

  test('dates are labelled as the sheet shows them, in its time zone, not a day early in UTC', () => {
    const book = new Workbook('id', 'Book', 'Europe/Warsaw');
    // Typed dates are midnight in Warsaw: 23:00 UTC the day before.
    for (const [a1, text] of [
      ['A1', 'Date'],
      ['B1', 'Visibility'],
      ['A2', '2026-01-05'],
      ['B2', '10'],
      ['A3', '2026-01-12'],
      ['B3', '12'],
    ])
      book.enter('Sheet1', a1, text);
    book.sheet('Sheet1').touch(3, 1).numberFormat = 'yyyy-mm-dd';
    expect(chartView(book, 'Sheet1', spec('LINE', ['A1:B3'])).categories).toEqual(['1/5/2026', '2026-01-12']);
    book.locale = 'pl_PL';
    expect(chartView(book, 'Sheet1', spec('LINE', ['A1:B3'])).categories).toEqual([
      '5.01.2026',
      '2026-01-12',
    ]);
  });

  test('a range on a missing sheet is left out rather than failing the page', () => {
    expect(chartView(workbook, 'Sheet1', spec('LINE', ['Nowhere!A1:B2'])).series).toEqual([]);
  });
});
