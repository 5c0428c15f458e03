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

/** The current user's, across documents (in a custom function: the spreadsheet owner's). */
export function userProperties(): PropertyStore {
  return PropertiesService.getUserProperties();
}

/** Shared by every editor of the document; null outside a document. */
export function documentProperties(): PropertyStore | null {
  return PropertiesService.getDocumentProperties();
}

/** The project's, set by whoever deploys the add-on. */
export function scriptProperties(): PropertyStore {
  return PropertiesService.getScriptProperties();
}

/** Document properties for work that belongs to a spreadsheet; `purpose` completes "… belong to a spreadsheet". */
export function requireDocumentProperties(purpose: string): PropertyStore {
  const props = documentProperties();
  if (!props) throw new Error(`${purpose} belong to a spreadsheet: open one first.`);
  return props;
}
