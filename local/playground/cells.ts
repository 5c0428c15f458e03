/**
 * What a user types into a cell, and what the page shows back: Sheets' reading of typed text
 * (numbers, TRUE/FALSE, a leading apostrophe for literal text, `=` for a formula).
 */
import type { CellValue, CellView as EmulatorCell } from '../gas';
import type { CellView } from './protocol';

export type ParsedInput = { readonly formula: string } | { readonly value: CellValue | '' };

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

export function parseInput(input: string): ParsedInput {
  if (input.startsWith("'")) return { value: input.slice(1) };
  if (input.startsWith('=') && input.length > 1) return { formula: input };
  const trimmed = input.trim();
  if (NUMBER.test(trimmed)) return { value: Number(trimmed) };
  if (/^(true|false)$/i.test(trimmed)) return { value: trimmed.toLowerCase() === 'true' };
  return { value: input };
}

/** What the formula bar shows: the formula, or text that would not read back as itself gets its apostrophe. */
function inputOf(cell: EmulatorCell): string {
  if (cell.formula) return cell.formula;
  if (typeof cell.value !== 'string') return cell.display;
  const parsed = parseInput(cell.value);
  return 'value' in parsed && parsed.value === cell.value ? cell.value : `'${cell.value}`;
}

export function cellView(cell: EmulatorCell): CellView {
  return {
    display: cell.display,
    input: inputOf(cell),
    ...(typeof cell.value === 'number' && { numeric: true }),
    ...(cell.fontWeight === 'bold' && { bold: true }),
    ...(cell.error !== undefined && { error: cell.error }),
  };
}
