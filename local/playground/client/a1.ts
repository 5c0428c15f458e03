/** A1 addresses for the grid's zero-based coordinates, in the emulator's own spelling. */
import { cellA1, columnLetters, parseA1 } from '../../gas/spreadsheet/values';

export const columnLabel = (column: number): string => columnLetters(column + 1);

export const a1 = (row: number, column: number): string => cellA1(row + 1, column + 1);

/** A cell's A1 address to the grid's zero-based row and column. */
export function pointOf(address: string): { row: number; column: number } {
  const cell = parseA1(address, { rows: 0, columns: 0 });
  if (!cell) throw new Error(`Not a cell address: ${address}`);
  return { row: cell.row - 1, column: cell.column - 1 };
}
