/**
 * What the page shows of a cell: its display, and the formula bar's text, which is the value itself (not
 * its formatted display) or the formula, both written as the document's locale writes them (`=ROUND(1,5; 0)`
 * and `1,5` in a Polish document). Typed text is read by the emulator (`Workbook.enter`, `readTyped`).
 */
import type { CellView as EmulatorCell } from '../gas';
import { displayOf } from '../gas/spreadsheet/display';
import { formulaInLocale } from '../gas/spreadsheet/formula-syntax';
import { readTyped } from '../gas/spreadsheet/input';
import type { LocaleRules } from '../gas/spreadsheet/locale';
import type { CellView } from './protocol';

/** A percentage-formatted number reads as Sheets' formula bar shows it (12.5%); any other as itself. */
function numberInput(value: number, numberFormat: string | undefined, rules: LocaleRules): string {
  const percent = numberFormat?.includes('%');
  const text = String(percent ? Number((value * 100).toPrecision(15)) : value).replace('.', rules.decimal);
  return percent ? `${text}%` : text;
}

/** What the formula bar shows: the formula, or the value; text that would not read back as itself gets its apostrophe. */
function inputOf(cell: EmulatorCell, timeZone: string, rules: LocaleRules): string {
  if (cell.formula) return cell.unparsed ? cell.formula : formulaInLocale(cell.formula, rules);
  const { value } = cell;
  if (typeof value === 'number') return numberInput(value, cell.numberFormat, rules);
  if (typeof value !== 'string') return displayOf(value, undefined, timeZone, rules);
  const typed = readTyped(value, rules, timeZone);
  return 'value' in typed && typed.value === value ? value : `'${value}`;
}

export function cellView(cell: EmulatorCell, timeZone: string, rules: LocaleRules): CellView {
  const input = inputOf(cell, timeZone, rules);
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
