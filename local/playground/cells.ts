/**
 * What a user types into a cell, and what the page shows back: Sheets' reading of typed text
 * (numbers, percentages, dates, TRUE/FALSE, a leading apostrophe for literal text, `=` for a formula),
 * and the formula bar's text, which is the value itself, not its formatted display.
 */
import type { CellValue, CellView as EmulatorCell } from '../gas';
import { displayOf } from '../gas/spreadsheet/display';
import { interpretWritten } from '../gas/spreadsheet/input';
import type { CellView } from './protocol';

export type ParsedInput = { readonly formula: string } | { readonly value: CellValue | '' };

export function parseInput(input: string, timeZone = 'UTC'): ParsedInput {
  if (input.startsWith('=') && input.length > 1) return { formula: input };
  if (input === '') return { value: '' };
  return { value: interpretWritten(input, undefined, timeZone) };
}

/** A percentage-formatted number reads as Sheets' formula bar shows it (12.5%); any other as itself. */
function numberInput(value: number, numberFormat: string | undefined): string {
  if (!numberFormat?.includes('%')) return String(value);
  return `${Number((value * 100).toPrecision(15))}%`;
}

/** What the formula bar shows: the formula, or the value; text that would not read back as itself gets its apostrophe. */
function inputOf(cell: EmulatorCell, timeZone: string): string {
  if (cell.formula) return cell.formula;
  const { value } = cell;
  if (typeof value === 'number') return numberInput(value, cell.numberFormat);
  if (typeof value !== 'string') return displayOf(value, undefined, timeZone);
  const parsed = parseInput(value, timeZone);
  return 'value' in parsed && parsed.value === value ? value : `'${value}`;
}

export function cellView(cell: EmulatorCell, timeZone = 'UTC'): CellView {
  const input = inputOf(cell, timeZone);
  return {
    display: cell.display,
    ...(input !== cell.display && { input }),
    ...(typeof cell.value === 'number' && { numeric: true }),
    ...(cell.fontWeight === 'bold' && { bold: true }),
    ...(cell.error !== undefined && { error: cell.error }),
    ...(cell.note && { note: cell.note }),
    ...(cell.sparkline && { sparkline: cell.sparkline }),
  };
}
