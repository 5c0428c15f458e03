/** What every SpreadsheetApp object of an execution shares. */
import type { Execution } from '../../execution';
import { isDate } from '../../realm';
import { interpretWritten } from '../../spreadsheet/input';
import type { CellValue } from '../../spreadsheet/values';
import type { SheetModel, Workbook } from '../../spreadsheet/workbook';
import type { UiState } from '../ui';

export interface Deps {
  exec: Execution;
  workbook: Workbook;
  ui: UiState;
}

/** The permission family of every object below SpreadsheetApp. */
export const FAMILY = 'SpreadsheetApp';

/**
 * What a cell stores for a value a script gives setValue(s): strings are read as if typed in the document's
 * locale; a formula (`=…`) is in English syntax, as setFormula takes it.
 */
function stored(
  model: SheetModel,
  row: number,
  column: number,
  value: unknown,
  workbook: Workbook,
): CellValue | '' {
  if (value === null || value === undefined) return '';
  if (isDate(value)) return new Date(value.getTime());
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  const text = String(value);
  // `=` starts a formula, which SheetModel.write recognises.
  if (text.startsWith('=')) return text;
  return interpretWritten(text, model.cell(row, column)?.numberFormat, workbook.timeZone, workbook.rules);
}

/** Sheets' ceiling: 10 million cells in a spreadsheet, counted over every sheet's grid, empty cells included. */
export const CELL_LIMIT = 10_000_000;

/** Refuses a change that would grow the workbook's grids by `added` cells past the ceiling, as Sheets does. */
export function checkCellLimit(deps: Deps, added: number): void {
  if (added > 0 && deps.workbook.cellCount() + added > CELL_LIMIT)
    throw deps.exec.fail(
      `This action would increase the number of cells in the workbook above the limit of ${CELL_LIMIT} cells.`,
    );
}

/** The cells a write to `grid` adds by growing the sheet past its last row or column. */
export function growthOf(
  model: SheetModel,
  grid: { row: number; column: number; rows: number; columns: number },
): number {
  const rows = Math.max(model.maxRows, grid.row + grid.rows - 1);
  const columns = Math.max(model.maxColumns, grid.column + grid.columns - 1);
  return rows * columns - model.maxRows * model.maxColumns;
}

export function writeCell(deps: Deps, model: SheetModel, row: number, column: number, value: unknown): void {
  model.write(row, column, stored(model, row, column, value, deps.workbook));
}
