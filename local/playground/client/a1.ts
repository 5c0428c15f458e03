/** A1 addresses for the grid's zero-based coordinates, in the emulator's own spelling. */
import { a1Of, columnLetters } from '../../gas/spreadsheet/values';

export const columnLabel = (column: number): string => columnLetters(column + 1);

export const a1 = (row: number, column: number): string =>
  a1Of({ row: row + 1, column: column + 1, rows: 1, columns: 1 });
