/** The open spreadsheet as the handlers read it: its selection, a column of a range, its time zone, the stamp cell; Help's Insert. */
import { writeFormula, writeValue } from './cells';

/** Non-blank display values of the selected cells, row by row. */
export function selectedValues(): string[] {
  const range = SpreadsheetApp.getActiveRange();
  if (!range) return [];
  return range
    .getDisplayValues()
    .flat()
    .map((value) => value.trim())
    .filter(Boolean);
}

export interface Selection {
  /** The top-left cell's value, trimmed. */
  readonly topLeft: string;
  /** The range in A1 notation with its sheet's name, e.g. 'Sheet1'!A2:A20. */
  readonly a1: string;
}

export function selection(): Selection | null {
  const range = SpreadsheetApp.getActiveSpreadsheet().getActiveRange();
  if (!range) return null;
  // getValue() of a range is its top-left cell.
  return {
    topLeft: String(range.getValue()).trim(),
    a1: `'${range.getSheet().getName()}'!${range.getA1Notation()}`,
  };
}

/** Where a formula the user chose went, or why it did not: no cell is selected, or the cell holds something. */
export type Inserted =
  | { readonly cell: string }
  | { readonly refused: 'noCell' | 'notEmpty'; readonly cell?: string };

/**
 * Writes `formula` (English syntax, as setFormula takes it whatever the locale; Sheets shows it in the
 * document's) into the selected cell, the top-left one of a selection, unless that cell holds a value or a
 * formula of the user's. The one formula the add-on writes because the user chose it: Help's Insert.
 */
export function formulaIntoSelection(formula: string): Inserted {
  const range = SpreadsheetApp.getActiveSpreadsheet().getActiveRange();
  if (!range) return { refused: 'noCell' };
  const cell = range.getCell(1, 1);
  const where = `${cell.getSheet().getName()}!${cell.getA1Notation()}`;
  if (cell.getFormula() !== '' || cell.getValue() !== '') return { refused: 'notEmpty', cell: where };
  writeFormula(cell, formula);
  return { cell: where };
}

/** The first column of a range (A1 notation with sheet name), top to bottom, blanks as ''. */
export function readColumn(a1: string): string[] {
  return SpreadsheetApp.getActiveSpreadsheet()
    .getRange(a1)
    .getValues()
    .map((row) => String(row[0] ?? '').trim());
}

/** Non-blank cells of a reference as a formula on `sheetName` reads it; null when it names no range. */
export function countValues(sheetName: string, reference: string): number | null {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const a1 = reference.includes('!') ? reference : `'${sheetName.replace(/'/g, "''")}'!${reference}`;
  try {
    return ss
      .getRange(a1.replace(/\$/g, ''))
      .getValues()
      .flat()
      .filter((value) => value !== '' && value !== null).length;
  } catch {
    return null;
  }
}

/** Whether the open spreadsheet has a sheet of that name. */
export function sheetExists(name: string): boolean {
  return SpreadsheetApp.getActiveSpreadsheet().getSheetByName(name) !== null;
}

/** Cells of every sheet's grid, empty ones included, as Sheets counts them against its ceiling. */
export function documentCells(): number {
  return SpreadsheetApp.getActiveSpreadsheet()
    .getSheets()
    .reduce((sum, sheet) => sum + sheet.getMaxRows() * sheet.getMaxColumns(), 0);
}

/**
 * The spreadsheet's time zone; UTC where the spreadsheet cannot be read (AuthMode.NONE), which the times'
 * label then says (the privacy policy keeps Session to the user's locale).
 */
/** The spreadsheet's id: what keeps one document's warehouse tables apart from another's. */
export function documentId(): string {
  return SpreadsheetApp.getActiveSpreadsheet().getId();
}

export function timeZone(): string {
  try {
    return SpreadsheetApp.getActiveSpreadsheet().getSpreadsheetTimeZone() || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** insertSheet activates the new sheet; the user should stay on the sheet they are looking at. */
function insertQuietly(
  ss: GoogleAppsScript.Spreadsheet.Spreadsheet,
  name: string,
): GoogleAppsScript.Spreadsheet.Sheet {
  const active = ss.getActiveSheet();
  const sheet = ss.insertSheet(name, ss.getSheets().length);
  ss.setActiveSheet(active);
  return sheet;
}

/** Writes a time into the named cell `rangeName`, creating it (on its own sheet, with a label) when missing. */
export function writeNamedTime(rangeName: string, sheetName: string, label: string, at: number): void {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  let cell = ss.getRangeByName(rangeName);
  if (!cell) {
    const sheet = ss.getSheetByName(sheetName) ?? insertQuietly(ss, sheetName);
    writeValue(sheet.getRange(1, 1), label);
    cell = sheet.getRange(1, 2);
    ss.setNamedRange(rangeName, cell);
  }
  writeValue(cell, new Date(at)).setNumberFormat('yyyy-mm-dd hh:mm:ss');
}

/** Writes `label` beside the named cell `rangeName` (its left neighbour) when that holds one of `written`. */
export function relabelNamedCell(rangeName: string, label: string, written: readonly string[]): void {
  const cell = SpreadsheetApp.getActiveSpreadsheet().getRangeByName(rangeName);
  if (!cell || cell.getColumn() < 2) return;
  const labelCell = cell.offset(0, -1);
  if (written.includes(String(labelCell.getValue()))) writeValue(labelCell, label);
}

/** A link to a sheet of the open spreadsheet (the spreadsheet itself when the sheet is gone or not named). */
export function sheetLink(name: string | null): string {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const sheet = name === null ? null : ss.getSheetByName(name);
  return sheet ? `${ss.getUrl()}#gid=${sheet.getSheetId()}` : ss.getUrl();
}

/** The spreadsheet's name, as its owner titled it. */
export function spreadsheetName(): string {
  return SpreadsheetApp.getActiveSpreadsheet().getName();
}
