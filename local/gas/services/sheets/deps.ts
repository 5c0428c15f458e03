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

export function writeCell(deps: Deps, model: SheetModel, row: number, column: number, value: unknown): void {
  model.write(row, column, stored(model, row, column, value, deps.workbook));
}
