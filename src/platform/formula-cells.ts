/**
 * The document's formulas as feature code needs them: found by text, with the values they show, and
 * re-entered. Sheets recalculates a custom function only when its arguments change; entering the
 * same formula again is the one way a script has to make it run now (a finished SERP analysis, a
 * "Refresh all"). Which cells to re-enter is decided elsewhere (functions/waiting.ts).
 */
import { writeFormula } from './cells';

export interface FormulaCell {
  readonly sheet: string;
  readonly row: number;
  readonly column: number;
  readonly formula: string;
  /** The values of the 2 × 2 block from the cell: what it shows, its right neighbour, the row below. */
  readonly shown: readonly (readonly unknown[])[];
}

/** Every formula of the document whose text contains `text` (any case), sheet by sheet, row by row. */
export function findFormulas(text: string): FormulaCell[] {
  const ranges = SpreadsheetApp.getActiveSpreadsheet()
    .createTextFinder(text)
    .matchFormulaText(true)
    .findAll();
  return ranges.map((range) => {
    const sheet = range.getSheet();
    const row = range.getRow();
    const column = range.getColumn();
    // Sheets refuses a range past the grid's edge.
    const rows = Math.min(2, sheet.getMaxRows() - row + 1);
    const columns = Math.min(2, sheet.getMaxColumns() - column + 1);
    return {
      sheet: sheet.getName(),
      row,
      column,
      formula: range.getFormula(),
      shown: sheet.getRange(row, column, rows, columns).getValues(),
    };
  });
}

/**
 * Enters each formula again as it is, which makes Sheets recalculate it. The cells are emptied and the
 * change applied first, so the formula is new to Sheets and not an unchanged text it may keep the
 * answer of (whether Sheets re-runs a formula set to its own text is not documented).
 */
export function reenterFormulas(cells: readonly FormulaCell[]): void {
  if (!cells.length) return;
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const ranges = cells.flatMap((cell) => {
    const range = ss.getSheetByName(cell.sheet)?.getRange(cell.row, cell.column);
    return range ? [{ range, formula: cell.formula }] : [];
  });
  for (const { range } of ranges) range.clearContent();
  SpreadsheetApp.flush();
  for (const { range, formula } of ranges) writeFormula(range, formula);
}
