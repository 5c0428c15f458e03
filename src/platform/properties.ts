/**
 * The add-on's three property stores, and the one interface every caller and every test fake uses for
 * them: the slice of Apps Script's `Properties` the add-on needs.
 */

/** A store of persistent strings; tests pass an in-memory one. */
export interface PropertyStore {
  getProperty(key: string): string | null;
  getProperties(): Record<string, string>;
  getKeys(): string[];
  setProperty(key: string, value: string): unknown;
  /** One call, so values that belong together land together. */
  setProperties(values: Record<string, string>): unknown;
  deleteProperty(key: string): unknown;
}

/**
 * Each store is opened once: opening one is a call to Google like any read, and module scope lives for one
 * execution, as Apps Script loads the script afresh for each.
 */
const opened: { user?: PropertyStore; document?: PropertyStore | null; script?: PropertyStore } = {};

/** The current user's, across documents (in a custom function: the spreadsheet owner's). */
export function userProperties(): PropertyStore {
  opened.user ??= PropertiesService.getUserProperties();
  return opened.user;
}

/** Shared by every editor of the document; null outside a document. */
export function documentProperties(): PropertyStore | null {
  if (opened.document === undefined) opened.document = PropertiesService.getDocumentProperties();
  return opened.document;
}

/** The project's, set by whoever deploys the add-on. */
export function scriptProperties(): PropertyStore {
  opened.script ??= PropertiesService.getScriptProperties();
  return opened.script;
}

/** Document properties for work that belongs to a spreadsheet; `purpose` completes "… belong to a spreadsheet". */
export function requireDocumentProperties(purpose: string): PropertyStore {
  const props = documentProperties();
  if (!props) throw new Error(`${purpose} belong to a spreadsheet: open one first.`);
  return props;
}
