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
      categories: ['2026-01-05', '2026-01-12', '2026-01-19'],
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

  test('a range on a missing sheet is left out rather than failing the page', () => {
    expect(chartView(workbook, 'Sheet1', spec('LINE', ['Nowhere!A1:B2'])).series).toEqual([]);
  });
});
