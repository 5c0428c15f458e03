/**
 * Typed columns for report sheets: each column's number format comes from its kind in the column
 * vocabulary (shared/columns.ts): ids without thousands separators, money with two decimals, shares
 * as percentages, dates as dates. A column the vocabulary does not know is typed by its values.
 * Pure, so the rules are tested without a sheet.
 */
import type { HeaderCell } from '../platform/report-sheets';
import { type ColumnKind, describeColumn } from '../shared/columns';
import type { Language } from '../shared/i18n/languages';
import { codeLegend } from '../shared/values';
import { words } from './words';
import { wirePath } from '../api/wire';

export const NUMBER_FORMATS: Readonly<Record<ColumnKind, string | null>> = {
  id: '0',
  integer: '#,##0',
  number: '#,##0.00',
  money: '#,##0.00',
  percent: '0.00%',
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
  text: null,
  flag: null,
  list: null,
};

/** The kind every non-empty value of an unknown column agrees on; mixed columns are text. */
function kindOfValues(values: readonly unknown[]): ColumnKind {
  const present = values.filter((value) => value !== '' && value !== null && value !== undefined);
  if (!present.length) return 'text';
  if (present.every((value) => value instanceof Date)) return 'date';
  if (present.every((value) => typeof value === 'number'))
    return present.every((value) => Number.isInteger(value)) ? 'integer' : 'number';
  return 'text';
}

/** Columns a run's connection leaves blank, and why, said in the document's language. */
export interface BlankColumns {
  readonly columns: readonly string[];
  readonly why: string;
}

/**
 * Label and note (in the document's language) and number format of every column whose keys are `header`;
 * a column the connection leaves blank says why in its note, never a silent blank, and a column of worded
 * codes lists the codes behind its words.
 */
export function headerCells(
  header: readonly string[],
  rows: readonly (readonly unknown[])[],
  at: Date,
  language: Language,
  blank?: BlankColumns,
): HeaderCell[] {
  const t = words(language);
  return header.map((path, i) => {
    const column = describeColumn(path, language, at);
    const kind = column.known ? column.kind : kindOfValues(rows.map((row) => row[i]));
    const codes = codeLegend(path, language);
    const note = [
      t('note.column', { path: wirePath(path) }),
      ...(codes.length ? [t('note.codes', { codes: codes.join('\n') })] : []),
    ].join('\n');
    return {
      label: column.label,
      note: blank?.columns.includes(path) ? `${note}\n${blank.why}` : note,
      format: NUMBER_FORMATS[kind],
    };
  });
}
