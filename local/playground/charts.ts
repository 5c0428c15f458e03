/**
 * A chart the add-on inserted (the emulator's ChartSpec) as the page draws it: the first column of
 * its ranges gives the categories, every further column a series, named by a text header row.
 */
import type { CellValue, ChartSpec, Workbook } from '../gas';
import { cellA1 } from '../gas/spreadsheet/values';
import type { ChartView } from './protocol';

type Column = Array<CellValue | ''>;

function columnsOf(workbook: Workbook, sheet: string, ranges: readonly string[]): Column[] {
  return ranges.flatMap((ref) => {
    const found = workbook.resolve(ref, sheet);
    if (!found) return [];
    const grid = found.sheet.values(found.range);
    return grid[0]?.map((_, c) => grid.map((row) => row[c])) ?? [];
  });
}

function label(value: CellValue | ''): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

export function chartView(workbook: Workbook, sheet: string, spec: ChartSpec): ChartView {
  const [categories = [], ...series] = columnsOf(workbook, sheet, spec.ranges);
  const hasHeader = series.length > 0 && series.every((column) => typeof column[0] === 'string');
  const skip = hasHeader ? 1 : 0;
  return {
    anchor: cellA1(spec.position.row, spec.position.column),
    kind: /line|area/i.test(spec.type) ? 'line' : 'column',
    title: typeof spec.options.title === 'string' ? spec.options.title : '',
    categories: categories.slice(skip).map(label),
    series: series.map((column, index) => ({
      name: hasHeader ? String(column[0]) : `Series ${index + 1}`,
      values: column.slice(skip).map((value) => (typeof value === 'number' ? value : 0)),
    })),
  };
}
