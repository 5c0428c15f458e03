/**
 * Text kept by id in a hidden sheet of the spreadsheet, a row an id, split over cells of at most 45,000
 * characters (Sheets holds 50,000 in one): what the alerts remember of each schedule's last run, which may be
 * far larger than the document's properties could hold. Made when first written, hidden, and found again by
 * any of the names it may have been made with (a language change of the document meanwhile).
 */
import { writeValues } from './cells';

const CELL = 45_000;

export interface SheetNames {
  readonly make: string;
  readonly known: readonly string[];
}

export function memorySheet(names: SheetNames) {
  const book = () => SpreadsheetApp.getActiveSpreadsheet();
  const existing = () =>
    names.known.map((name) => book().getSheetByName(name)).find((sheet) => sheet !== null) ?? null;
  /** The sheet's rows, and the row (1-based) holding `id`, or 0. */
  const find = (sheet: GoogleAppsScript.Spreadsheet.Sheet, id: string) => {
    const values = sheet.getDataRange().getValues();
    return { values, row: values.findIndex((row) => row[0] === id) + 1 };
  };
  return {
    get(id: string): string | null {
      const sheet = existing();
      if (!sheet) return null;
      const { values, row } = find(sheet, id);
      return row ? values[row - 1].slice(1).join('') || null : null;
    },
    set(id: string, text: string): void {
      let sheet = existing();
      if (!sheet) {
        const ss = book();
        const active = ss.getActiveSheet();
        sheet = ss.insertSheet(names.make, ss.getSheets().length);
        sheet.hideSheet();
        ss.setActiveSheet(active);
      }
      const chunks = Array.from({ length: Math.max(1, Math.ceil(text.length / CELL)) }, (_, i) =>
        text.slice(i * CELL, (i + 1) * CELL),
      );
      const { values, row } = find(sheet, id);
      const at = row || (values.length === 1 && values[0].every((v) => v === '') ? 1 : values.length + 1);
      const width = Math.max(chunks.length + 1, sheet.getLastColumn());
      const line = [id, ...chunks, ...Array<string>(width - chunks.length - 1).fill('')];
      if (sheet.getMaxColumns() < width)
        sheet.insertColumnsAfter(sheet.getMaxColumns(), width - sheet.getMaxColumns());
      writeValues(sheet.getRange(at, 1, 1, width), [line]);
    },
    remove(id: string): void {
      const sheet = existing();
      const row = sheet ? find(sheet, id).row : 0;
      if (!sheet || !row) return;
      // Sheets keeps at least one row: the last one is emptied instead.
      if (sheet.getLastRow() > 1) sheet.deleteRow(row);
      else sheet.getRange(row, 1, 1, sheet.getLastColumn()).clearContent();
    },
  };
}
