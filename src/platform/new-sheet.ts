/** Writes a table into a new sheet of the open spreadsheet, header frozen and bold. */
import type { SheetCell } from '../shared/table';
import { writeValues } from './cells';

/** Sheets refuses these characters in a sheet name, and names longer than 100 characters. */
export function sheetName(wanted: string, taken: ReadonlySet<string>): string {
  const base =
    wanted
      .replace(/[[\]*?/\\:]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 90) || 'Results';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} (${n})`;
  return name;
}

/** `note` goes on the first cell: what the sheet holds and where it came from. */
export function writeNewSheet(wanted: string, table: SheetCell[][], note: string): string {
  const book = SpreadsheetApp.getActiveSpreadsheet();
  const name = sheetName(wanted, new Set(book.getSheets().map((s) => s.getName())));
  const sheet = book.insertSheet(name);
  const width = Math.max(1, ...table.map((row) => row.length));
  const rows = table.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
  if (rows.length) writeValues(sheet.getRange(1, 1, rows.length, width), rows);
  sheet.getRange(1, 1, 1, width).setFontWeight('bold');
  sheet.getRange(1, 1).setNote(note);
  sheet.setFrozenRows(1);
  sheet.activate();
  return name;
}
