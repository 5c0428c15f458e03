/**
 * Evaluates a formula cell as Sheets does: resolve references (one cell → its value, a range → 2D array,
 * empty → ''), run each custom function as its own execution, then write the result: a scalar into the
 * cell, an array spilled right and down into empty cells, or an error value with its message.
 */
import { isDate } from '../realm';
import { displayOf } from './display';
import {
  evaluateFormula,
  FormulaError,
  type FormulaScope,
  referenceLimits,
  referencesOf,
  Sparkline,
} from './formula';
import { type CellValue, cellA1, type GridRange } from './values';
import { type Cell, cellKey, type SheetModel, type Workbook } from './workbook';

export interface CellResult {
  sheet: string;
  a1: string;
  /** What the cell holds now: the value, the array's top-left value, or the error code (`#ERROR!`). */
  value: CellValue | '';
  display: string;
  /** The error's message (Sheets shows it on hover). */
  error?: string;
  /** The whole result as it landed on the grid (1×1 for a scalar). */
  values: Array<Array<CellValue | ''>>;
}

/** Runs custom functions; `call` is one execution. */
export interface FunctionHost {
  /** The bundle's top-level function for a name typed in a formula (case-insensitive), if any. */
  resolve(name: string): string | undefined;
  /** `cell` is the formula's cell, the active range of the execution. */
  call(name: string, args: unknown[], cell: Position): { value: unknown } | { error: string };
}

type Grid = Array<Array<CellValue | ''>>;

/** The formula cell being evaluated: a reference that covers it is a circular dependency. */
export interface Position {
  sheet: string;
  row: number;
  column: number;
}

const CIRCULAR = 'Circular dependency detected. To resolve with iterative calculation, see File > Settings.';

const covers = (range: GridRange, row: number, column: number): boolean =>
  row >= range.row &&
  row < range.row + range.rows &&
  column >= range.column &&
  column < range.column + range.columns;

/** An open-ended reference (`A:A`, `2:2`) stops at the sheet's used size, as `parseA1` does. */
function bounded(model: SheetModel, range: GridRange): GridRange {
  const limits = referenceLimits();
  if (range.row + range.rows - 1 < limits.rows && range.column + range.columns - 1 < limits.columns)
    return range;
  const extent = model.extent();
  const rows =
    range.row + range.rows - 1 >= limits.rows ? Math.max(extent.rows - range.row + 1, 1) : range.rows;
  const columns =
    range.column + range.columns - 1 >= limits.columns
      ? Math.max(extent.columns - range.column + 1, 1)
      : range.columns;
  return { ...range, rows, columns };
}

function scopeOf(workbook: Workbook, at: Position, host: FunctionHost | null): FormulaScope {
  const sheetNamed = (name: string): SheetModel => {
    const model = workbook.findSheet(name);
    if (!model) throw new FormulaError('#REF!', `Unresolved sheet name '${name}'.`);
    return model;
  };
  const toFormula = (cell: Cell | undefined): unknown => {
    if (!cell || cell.value === '') return null;
    if (cell.error) return new FormulaError(String(cell.value), cell.error);
    return isDate(cell.value) ? new Date(cell.value.getTime()) : cell.value;
  };
  return {
    ...at,
    cell(name, row, column) {
      if (name === at.sheet && row === at.row && column === at.column)
        throw new FormulaError('#REF!', CIRCULAR);
      return toFormula(sheetNamed(name).cell(row, column));
    },
    range(name, range) {
      const model = sheetNamed(name);
      const block = bounded(model, range);
      if (name === at.sheet && covers(block, at.row, at.column)) throw new FormulaError('#REF!', CIRCULAR);
      return Array.from({ length: block.rows }, (_, i) =>
        Array.from({ length: block.columns }, (_, j) =>
          toFormula(model.cell(block.row + i, block.column + j)),
        ),
      );
    },
    named(name) {
      const found = workbook.namedRanges.get(name);
      return found && { sheet: found.sheet, range: found.range };
    },
    custom(name) {
      const target = host?.resolve(name);
      if (!host || !target) return undefined;
      return (args) => {
        const outcome = host.call(target, args.map(toArgument), at);
        if ('error' in outcome) throw new FormulaError('#ERROR!', outcome.error);
        return outcome.value;
      };
    },
  };
}

/** A custom function gets '' for an empty cell, as in Apps Script. */
function toArgument(value: unknown): unknown {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(toArgument);
  return value;
}

function toCellValue(value: unknown): CellValue | '' {
  if (value === null || value === undefined) return '';
  if (value instanceof FormulaError) throw value;
  if (isDate(value)) return new Date(value.getTime());
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new FormulaError('#NUM!', 'Result was not a finite number.');
    return value;
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  throw new FormulaError('#ERROR!', 'Result was not a number, string, boolean or date.');
}

/** A result as a grid: scalars 1×1, a flat array one column, ragged rows padded. */
function toGrid(result: unknown): Grid {
  if (!Array.isArray(result)) return [[toCellValue(result)]];
  if (result.length === 0) throw new FormulaError('#N/A', 'Result was empty.');
  const rows = result.map((row) => (Array.isArray(row) ? row.map(toCellValue) : [toCellValue(row)]));
  const width = Math.max(...rows.map((r) => r.length));
  return rows.map((r) => [...r, ...Array<''>(width - r.length).fill('')]);
}

/** The signature of everything a formula reads; recalculation re-runs it when this changes. */
export function inputSignature(workbook: Workbook, at: Position, formula: string): string {
  const scope = scopeOf(workbook, at, null);
  const read = referencesOf(formula, scope).map(({ sheet, range }) => {
    const model = workbook.findSheet(sheet);
    if (!model) return null;
    return model
      .values(bounded(model, range))
      .map((row) => row.map((v) => (isDate(v) ? { d: v.getTime() } : v)));
  });
  return JSON.stringify([formula, read]);
}

function write(model: SheetModel, row: number, column: number, grid: Grid): string | undefined {
  const anchorKey = cellKey(row, column);
  for (let i = 0; i < grid.length; i++)
    for (let j = 0; j < grid[i].length; j++) {
      if (i === 0 && j === 0) continue;
      const other = model.cell(row + i, column + j);
      if (other && other.spillOf !== anchorKey && (other.value !== '' || other.formula))
        return cellA1(row + i, column + j);
    }
  for (let i = 0; i < grid.length; i++)
    for (let j = 0; j < grid[i].length; j++) {
      const cell = model.touch(row + i, column + j);
      cell.value = grid[i][j];
      if (i || j) cell.spillOf = anchorKey;
    }
  if (grid.length > 1 || grid[0].length > 1)
    model.cell(row, column)!.spill = { rows: grid.length, columns: grid[0].length };
  return undefined;
}

export function evaluateCell(
  workbook: Workbook,
  sheet: string,
  row: number,
  column: number,
  host: FunctionHost,
): CellResult {
  const model = workbook.sheet(sheet);
  const cell = model.touch(row, column);
  const formula = cell.formula ?? '';
  const at = { sheet, row, column };
  model.clearSpill(row, column);
  delete cell.error;
  delete cell.sparkline;
  cell.inputs = inputSignature(workbook, at, formula);
  let grid: Grid;
  try {
    if (cell.unparsed) throw new FormulaError('#ERROR!', PARSE_ERROR);
    const result = evaluateFormula(formula, scopeOf(workbook, at, host));
    const drawn = Array.isArray(result) ? result[0]?.[0] : result;
    if (drawn instanceof Sparkline) {
      cell.sparkline = { values: drawn.values, options: drawn.options };
      grid = [['']];
    } else grid = toGrid(result);
    const blocked = write(model, row, column, grid);
    if (blocked)
      throw new FormulaError(
        '#REF!',
        `Array result was not expanded because it would overwrite data in ${blocked}.`,
      );
  } catch (error) {
    const failure = asFormulaError(error);
    cell.value = failure.error;
    cell.error = failure.message || messageFor(failure.error);
    grid = [[failure.error]];
  }
  const result: CellResult = {
    sheet,
    a1: cellA1(row, column),
    value: cell.value,
    display: displayOf(cell.value, cell.numberFormat, workbook.timeZone, workbook.rules),
    values: grid,
  };
  if (cell.error) result.error = cell.error;
  return result;
}

const PARSE_ERROR = 'Formula parse error.';

/** The library's parse failures carry its own details; the cell says what Sheets says. */
function asFormulaError(error: unknown): FormulaError {
  if (error instanceof FormulaError) {
    // A failure inside a reference comes back wrapped by the library.
    if (error.details instanceof FormulaError) return error.details;
    if (error.error === '#ERROR!' && /Error at position/.test(error.message))
      return new FormulaError('#ERROR!', PARSE_ERROR);
    return error;
  }
  return new FormulaError('#ERROR!', error instanceof Error ? error.message : String(error));
}

const MESSAGES: Record<string, string> = {
  '#DIV/0!': 'Function DIVIDE parameter 2 cannot be zero.',
  '#VALUE!': 'A value in the formula is of the wrong type.',
  '#N/A': 'No value is available.',
  '#NUM!': 'The result is not a valid number.',
  '#REF!': 'Reference does not exist.',
  '#NAME?': 'Unknown name.',
  '#NULL!': 'Empty result.',
};

const messageFor = (code: string): string => MESSAGES[code] ?? code;
