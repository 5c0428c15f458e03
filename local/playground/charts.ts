/**
 * A chart the add-on inserted (the emulator's ChartSpec) as the page draws it: the first column of
 * its ranges gives the categories, labelled as the sheet shows them (a date in the document's time
 * zone and format), every further column a series, named by a text header row.
 */
import type { CellValue, ChartSpec, SheetModel, Workbook } from '../gas';
import { cellA1 } from '../gas/spreadsheet/values';
import type { ChartView } from './protocol';

/** One column of a chart's ranges: where it is, and its values. */
interface Column {
  readonly sheet: SheetModel;
  readonly row: number;
  readonly column: number;
  readonly values: Array<CellValue | ''>;
}

function columnsOf(workbook: Workbook, sheet: string, ranges: readonly string[]): Column[] {
  return ranges.flatMap((ref) => {
    const found = workbook.resolve(ref, sheet);
    if (!found) return [];
    const { row, column, rows, columns } = found.range;
    return Array.from({ length: columns }, (_, c) => ({
      sheet: found.sheet,
      row,
      column: column + c,
      values: Array.from({ length: rows }, (_, r) => found.sheet.valueAt(row + r, column + c)),
    }));
  });
}

/** The column's cells from the `skip`-th as the sheet shows them. */
function labels(workbook: Workbook, column: Column, skip: number): string[] {
  return column.values
    .slice(skip)
    .map((_, i) => workbook.viewOf(column.sheet, column.row + skip + i, column.column).display);
}

export function chartView(workbook: Workbook, sheet: string, spec: ChartSpec): ChartView {
  const [categories, ...series] = columnsOf(workbook, sheet, spec.ranges);
  const hasHeader = series.length > 0 && series.every((column) => typeof column.values[0] === 'string');
  const skip = hasHeader ? 1 : 0;
  return {
    anchor: cellA1(spec.position.row, spec.position.column),
    kind: /line|area/i.test(spec.type) ? 'line' : 'column',
    title: typeof spec.options.title === 'string' ? spec.options.title : '',
    categories: categories ? labels(workbook, categories, skip) : [],
    series: series.map((column, index) => ({
      name: hasHeader ? String(column.values[0]) : `Series ${index + 1}`,
      values: column.values.slice(skip).map((value) => (typeof value === 'number' ? value : 0)),
    })),
  };
}
