/** The locales Apps Script knows: the user's Google account's and the spreadsheet's. */

/** `pl`, `en_US`…; null where the execution may not ask (a custom function, AuthMode.NONE). */
export function activeUserLocale(): string | null {
  try {
    return Session.getActiveUserLocale() || null;
  } catch {
    return null;
  }
}

/** `pl_PL`, `en_US`…; null outside a document. */
export function spreadsheetLocale(): string | null {
  try {
    return SpreadsheetApp.getActiveSpreadsheet()?.getSpreadsheetLocale() || null;
  } catch {
    return null;
  }
}
