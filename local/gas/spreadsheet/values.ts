/** Cell values as Sheets holds them and the A1 notation that addresses them. */
export type CellValue = string | number | boolean | Date;

/** A block of cells: 1-based first row and column, and its size. */
export interface GridRange {
  sheet?: string;
  row: number;
  column: number;
  rows: number;
  columns: number;
}

export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const char of letters.toUpperCase()) n = n * 26 + (char.charCodeAt(0) - 64);
  return n;
}

/** The A1 address of one cell. */
export function cellA1(row: number, column: number): string {
  return `${columnLetters(column)}${row}`;
}

export function a1Of(range: GridRange): string {
  const start = cellA1(range.row, range.column);
  if (range.rows === 1 && range.columns === 1) return start;
  return `${start}:${cellA1(range.row + range.rows - 1, range.column + range.columns - 1)}`;
}

const CELL = /^\$?([A-Za-z]{1,3})?\$?(\d+)?$/;

/** What may name a named range (an A1 address looks like one too: check `parseA1` as well). */
export const RANGE_NAME = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/** `Sheet!A1` or `'My sheet''s'!A1` to the sheet's name and the rest; no prefix, no sheet. */
export function splitSheet(text: string): { sheet?: string; ref: string } {
  const bang = text.lastIndexOf('!');
  if (bang < 0) return { ref: text };
  const sheet = text
    .slice(0, bang)
    .replace(/^'(.*)'$/, '$1')
    .replace(/''/g, "'");
  return { sheet, ref: text.slice(bang + 1) };
}

/**
 * Parses `A1`, `A1:B9`, `A:A`, `2:5`, optionally prefixed with `Sheet!` or `'My sheet'!`.
 * Open ends (whole columns or rows) are bounded by `extent` (the sheet's used size).
 */
export function parseA1(text: string, extent: { rows: number; columns: number }): GridRange | undefined {
  const { sheet, ref } = splitSheet(text.trim());
  const [from, to = from] = ref.split(':');
  const a = CELL.exec(from);
  const b = CELL.exec(to);
  if (!a || !b || (!a[1] && !a[2]) || (!b[1] && !b[2])) return undefined;
  const startColumn = a[1] ? columnNumber(a[1]) : 1;
  const startRow = a[2] ? Number(a[2]) : 1;
  const endColumn = b[1] ? columnNumber(b[1]) : Math.max(extent.columns, startColumn);
  const endRow = b[2] ? Number(b[2]) : Math.max(extent.rows, startRow);
  if (startRow < 1 || startColumn < 1) return undefined;
  const row = Math.min(startRow, endRow);
  const column = Math.min(startColumn, endColumn);
  return {
    sheet,
    row,
    column,
    rows: Math.abs(endRow - startRow) + 1,
    columns: Math.abs(endColumn - startColumn) + 1,
  };
}
