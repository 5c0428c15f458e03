/**
 * The one writer of cells. Sheets reads a string given to setValue(s) as if typed: `=…` becomes a live
 * formula (one that can fetch a URL carrying the sheet's cells), and `2024`, `1/2`, `TRUE` or `50%` become
 * a number, a date, a boolean. Every string the add-on writes came from somewhere (a phrase or URL from the
 * service's index, a crawled page's title, a project's name, a label), so every string goes in with a
 * leading apostrophe: the cell then shows exactly that text, and getValues gives it back without the
 * apostrophe. Numbers, dates and booleans go in as they are, typed. The plain-text format `@` would keep
 * text too, but it would also make a number written later into the cell text, and the report columns carry
 * their own formats. Nothing else in `src/` calls setValue(s) or setFormula(s) (test/architecture.test.ts).
 */
type Range = GoogleAppsScript.Spreadsheet.Range;

/** A value as setValue(s) takes it for the cell to hold exactly it. */
export function asWritten(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? '';
  return value === '' ? value : `'${value}`;
}

/** Writes a block of values, every string as text (see above). */
export function writeValues(range: Range, rows: readonly (readonly unknown[])[]): Range {
  return range.setValues(rows.map((row) => row.map(asWritten)));
}

/** Writes one value into every cell of `range`, a string as text. */
export function writeValue(range: Range, value: unknown): Range {
  return range.setValue(asWritten(value));
}

/**
 * Writes a formula: one the document already holds, entered again so Sheets runs it (`formulas.ts`), or
 * one the add-on composed itself; never one made of a stranger's text, which goes through `writeValues`.
 */
export function writeFormula(range: Range, formula: string): Range {
  return range.setFormula(formula);
}
