/**
 * Evaluates a formula cell as Sheets does: resolve references (one cell → its value, a range → 2D array,
 * empty → ''), run each custom function as its own execution, then write the result: a scalar into the
 * cell, an array spilled right and down into empty cells, or an error value with its message.
 */
import { isDate } from '../realm';
import { displayOf } from './display';
import { type FormulaNode, parseFormula, referencesOf } from './formula';
import { cellKey, type SheetModel, type Workbook } from './workbook';
import { type CellValue, cellA1, RANGE_NAME } from './values';

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

class CellError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type Grid = Array<Array<CellValue | ''>>;

/** The formula cell being evaluated: a reference that covers it is a circular dependency. */
export interface Position {
  sheet: string;
  row: number;
  column: number;
}

const CIRCULAR = 'Circular dependency detected. To resolve with iterative calculation, see File > Settings.';

function resolveRef(workbook: Workbook, at: Position, text: string): { grid: Grid; single: boolean } {
  const sheet = at.sheet;
  const found = workbook.resolve(text, sheet);
  if (!found) {
    if (RANGE_NAME.test(text)) throw new CellError('#NAME?', `Unknown range name: '${text}'.`);
    throw new CellError('#REF!', `Unresolved sheet name '${text.split('!')[0].replace(/^'|'$/g, '')}'.`);
  }
  const { sheet: model, range } = found;
  const covers =
    model.name === at.sheet &&
    at.row >= range.row &&
    at.row < range.row + range.rows &&
    at.column >= range.column &&
    at.column < range.column + range.columns;
  if (covers) throw new CellError('#REF!', CIRCULAR);
  if (range.rows === 1 && range.columns === 1) {
    const cell = model.cell(range.row, range.column);
    if (cell?.error) throw new CellError(String(cell.value), cell.error);
    return { grid: model.values(range), single: true };
  }
  return { grid: model.values(range), single: false };
}

function evaluateNode(
  node: FormulaNode | null,
  workbook: Workbook,
  at: Position,
  host: FunctionHost,
): unknown {
  if (node === null) return undefined;
  if (node.type === 'literal') return node.value;
  if (node.type === 'ref') {
    const { grid, single } = resolveRef(workbook, at, node.text);
    return single ? grid[0][0] : grid;
  }
  const target = host.resolve(node.name);
  if (!target) throw new CellError('#NAME?', `Unknown function: '${node.name}'.`);
  const args = node.args.map((arg) => evaluateNode(arg, workbook, at, host));
  const outcome = host.call(target, args, at);
  if ('error' in outcome) throw new CellError('#ERROR!', outcome.error);
  return outcome.value;
}

function toCellValue(value: unknown): CellValue | '' {
  if (value === null || value === undefined) return '';
  if (isDate(value)) return new Date(value.getTime());
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new CellError('#NUM!', 'Result was not a finite number.');
    return value;
  }
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  throw new CellError('#ERROR!', 'Result was not a number, string, boolean or date.');
}

/** A custom function's result as a grid: scalars 1×1, a flat array one column, ragged rows padded. */
function toGrid(result: unknown): Grid {
  if (!Array.isArray(result)) return [[toCellValue(result)]];
  if (result.length === 0) throw new CellError('#N/A', 'Result was empty.');
  const rows = result.map((row) => (Array.isArray(row) ? row.map(toCellValue) : [toCellValue(row)]));
  const width = Math.max(...rows.map((r) => r.length));
  return rows.map((r) => [...r, ...Array<''>(width - r.length).fill('')]);
}

/** The signature of everything a formula reads; recalculation re-runs it when this changes. */
export function inputSignature(workbook: Workbook, sheet: string, formula: string): string {
  let refs: string[];
  try {
    refs = referencesOf(parseFormula(formula));
  } catch {
    return formula;
  }
  const read = refs.map((ref) => {
    const found = workbook.resolve(ref, sheet);
    if (!found) return null;
    return found.sheet.values(found.range).map((row) => row.map((v) => (isDate(v) ? { d: v.getTime() } : v)));
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
  model.clearSpill(row, column);
  delete cell.error;
  cell.inputs = inputSignature(workbook, sheet, formula);
  let grid: Grid;
  try {
    grid = toGrid(evaluateNode(parseFormula(formula), workbook, { sheet, row, column }, host));
    const blocked = write(model, row, column, grid);
    if (blocked)
      throw new CellError(
        '#REF!',
        `Array result was not expanded because it would overwrite data in ${blocked}.`,
      );
  } catch (error) {
    const failure =
      error instanceof CellError
        ? error
        : new CellError('#ERROR!', error instanceof Error ? error.message : String(error));
    cell.value = failure.code;
    cell.error = failure.message;
    grid = [[failure.code]];
  }
  const result: CellResult = {
    sheet,
    a1: cellA1(row, column),
    value: cell.value,
    display: displayOf(cell.value, cell.numberFormat, workbook.timeZone),
    values: grid,
  };
  if (cell.error) result.error = cell.error;
  return result;
}
