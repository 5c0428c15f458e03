/**
 * Typed columns for report sheets: each column gets the number format its values call for
 * (values themselves come typed from functions/table.ts). Pure, so the rules are tested without a sheet.
 */

/** Column names whose numbers are shares of one; the service sends percentages as fractions. */
const PERCENT_NAME = /(percent|share|ratio|ctr|rate)$/i;

/** URLs need no kind of their own: Sheets shows URL text as a link. */
export type ColumnKind = 'integer' | 'number' | 'percent' | 'date' | 'text';

export const NUMBER_FORMATS: Readonly<Record<ColumnKind, string | null>> = {
  integer: '#,##0',
  number: '#,##0.##',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
  text: null,
};

/** The kind every non-empty value of a column agrees on; mixed columns are text. */
function columnKind(name: string, values: readonly unknown[]): ColumnKind {
  const present = values.filter((value) => value !== '' && value !== null && value !== undefined);
  if (!present.length) return 'text';
  if (present.every((value) => value instanceof Date)) return 'date';
  if (present.every((value) => typeof value === 'number')) {
    if (PERCENT_NAME.test(name)) return 'percent';
    return present.every((value) => Number.isInteger(value)) ? 'integer' : 'number';
  }
  return 'text';
}

/** Kinds of every column of a table whose first row is the header. */
export function columnKinds(header: readonly string[], rows: readonly (readonly unknown[])[]): ColumnKind[] {
  return header.map((name, i) =>
    columnKind(
      name,
      rows.map((row) => row[i]),
    ),
  );
}
