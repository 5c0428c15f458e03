/**
 * The formula refresh stamp, in its two forms: the named cell SEO_REFRESH that formulas take as
 * their `refresh` argument (a new value makes Sheets recalculate them), and the document setting
 * `refreshStamp` that makes the cache treat anything fetched earlier as stale. This is their writer.
 */
import { saveSettings } from '../settings';

export const STAMP_RANGE_NAME = 'SEO_REFRESH';
const STAMP_SHEET = 'SEO Sheets';

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

function stampCell(): GoogleAppsScript.Spreadsheet.Range {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const named = ss.getRangeByName(STAMP_RANGE_NAME);
  if (named) return named;
  const sheet = ss.getSheetByName(STAMP_SHEET) ?? insertQuietly(ss, STAMP_SHEET);
  sheet.getRange(1, 1).setValue('Refresh stamp: pass SEO_REFRESH as a formula\'s "refresh" argument');
  const cell = sheet.getRange(1, 2);
  ss.setNamedRange(STAMP_RANGE_NAME, cell);
  return cell;
}

/**
 * Moves the SEO_REFRESH cell only: formulas that take it as `refresh` recalculate; every other cached
 * answer stays valid. Enough for SEO_SERP cells to pick up a finished task, which they never cache
 * while it runs, without making the whole document pay for fresh data.
 */
export function bumpStampCell(now: number): void {
  stampCell().setValue(new Date(now)).setNumberFormat('yyyy-mm-dd hh:mm:ss');
}

/** Refresh all: the cell, and the document setting that makes every answer cached before `now` stale. */
export function bumpStamp(now: number): void {
  bumpStampCell(now);
  saveSettings({ refreshStamp: now });
}
