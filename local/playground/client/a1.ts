/** A1 addresses for the grid's zero-based coordinates, in the emulator's own spelling. */
import { cellA1, columnLetters } from '../../gas/spreadsheet/values';

export const columnLabel = (column: number): string => columnLetters(column + 1);

export const a1 = (row: number, column: number): string => cellA1(row + 1, column + 1);
