/** What every SpreadsheetApp object of an execution shares. */
import type { Execution } from '../../execution';
import { isDate } from '../../realm';
import { interpretWritten } from '../../spreadsheet/input';
import type { CellValue, GridRange } from '../../spreadsheet/values';
import type { SheetModel, Workbook } from '../../spreadsheet/workbook';
import type { UiState } from '../ui';

/**
 * The objects one of a spreadsheet's objects hands out from the floor above its own (a range's sheet, a sheet's
 * spreadsheet), made by `spreadsheet.ts`, which sees every class: each class imports only those below it.
 */
export interface Makers {
  sheet(model: SheetModel): unknown;
  spreadsheet(): unknown;
}

export interface Deps {
  exec: Execution;
  workbook: Workbook;
  ui: UiState;
  make: Makers;
}

/** What a method taking a Range reads of it. */
export interface CellBlock {
  readonly model: SheetModel;
  readonly grid: GridRange;
}

/** The permission family of every object below SpreadsheetApp. */
export const FAMILY = 'SpreadsheetApp';

/**
 * Text a script's setValue(s) makes a formula of. `=` starts one, as in Sheets. So do `+`, `-` and `@`,
 * and `=` after leading spaces, as spreadsheet programs read them (Excel and LibreOffice, and the OWASP list
 * of CSV-injection prefixes): what Sheets does with these through setValues is not documented, and
 * reading them as formulas makes a test fail wherever the add-on writes a stranger's text bare. A number
 * (`-5`, `+1.5`) stays a number: `interpretWritten` reads it first.
 */
export function formulaOfWritten(text: string): string | undefined {
  if (text.startsWith('=')) return text;
  const trimmed = text.trimStart();
  if (trimmed.startsWith('=')) return trimmed;
  if (trimmed.startsWith('@')) return `=${trimmed.slice(1)}`;
  if (/^[+-]/.test(trimmed)) return `=${trimmed}`;
  return undefined;
}

/**
 * What a cell stores for a value a script gives setValue(s): strings are read as if typed in the document's
 * locale; a formula (`=…`) is in English syntax, as setFormula takes it. The plain-text format `@` and a
 * leading apostrophe keep the text as it is (the apostrophe is not part of the value getValues gives).
 */
function stored(
  model: SheetModel,
  row: number,
  column: number,
  value: unknown,
  workbook: Workbook,
): { formula: string } | { value: CellValue | '' } {
  if (value === null || value === undefined) return { value: '' };
  if (isDate(value)) return { value: new Date(value.getTime()) };
  if (typeof value === 'number' || typeof value === 'boolean') return { value };
  const text = String(value);
  const format = model.cell(row, column)?.numberFormat;
  const read = interpretWritten(text, format, workbook.timeZone, workbook.rules);
  if (format === '@' || text.startsWith("'") || typeof read !== 'string') return { value: read };
  const formula = formulaOfWritten(text);
  return formula === undefined ? { value: read } : { formula };
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
  const cell = stored(model, row, column, value, deps.workbook);
  if ('formula' in cell) model.write(row, column, cell.formula);
  // Text that begins with `=` and stays text (quoted, or formatted `@`) is stored as typed text is.
  else if (typeof cell.value === 'string' && cell.value.startsWith('=')) model.enter(row, column, cell);
  else model.write(row, column, cell.value);
}
