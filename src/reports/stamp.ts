/**
 * The formula refresh stamp, in its two forms: the named cell SEO_REFRESH that formulas take as
 * their `refresh` argument (a new value makes Sheets recalculate them), and the document setting
 * `refreshStamp` that makes the cache treat anything fetched earlier as stale. This is their writer.
 */
import { saveSettings } from '../settings';

export const STAMP_RANGE_NAME = 'SEO_REFRESH';
const STAMP_SHEET = 'SEO Sheets';

function stampCell(): GoogleAppsScript.Spreadsheet.Range {
  const ss = SpreadsheetApp.getActiveSpreadsheet();
  const named = ss.getRangeByName(STAMP_RANGE_NAME);
  if (named) return named;
  const sheet = ss.getSheetByName(STAMP_SHEET) ?? ss.insertSheet(STAMP_SHEET);
  sheet.getRange(1, 1).setValue('Refresh stamp: pass SEO_REFRESH as a formula\'s "refresh" argument');
  const cell = sheet.getRange(1, 2);
  ss.setNamedRange(STAMP_RANGE_NAME, cell);
  return cell;
}

/** Sets the stamp to `now`; formulas that reference it recalculate and skip older cached data. */
export function bumpStamp(now: number): void {
  stampCell().setValue(new Date(now)).setNumberFormat('yyyy-mm-dd hh:mm:ss');
  saveSettings({ refreshStamp: now });
}
