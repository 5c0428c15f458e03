/**
 * Rows from the service to the 2D array a custom function returns. Nested keys are flattened with
 * '.', arrays get one column per element (`trend.1` … `trend.12`), so a 12-month trend sits in
 * adjacent numeric cells that SPARKLINE and charts take directly. The header row shows each key's
 * label from the column vocabulary (columns.ts), `trend.1` as its month. Numbers stay numbers, ISO dates
 * become Dates, "12.5%" becomes 0.125; a missing row becomes an empty row so output stays aligned.
 */

import { columnLabels } from './columns';
import type { Language } from './i18n/languages';
import { isSaid, type Said, said } from './i18n/said';
import { isCoded, valueWord } from './values';

/** What Sheets shows in a cell. */
export type SheetCell = string | number | boolean | Date;
/**
 * A cell as a formula makes it: words (a note, a hint) stay a message until the formula's edge renders
 * them in the document's language (functions/formula.ts), so a cached table holds no language.
 */
export type Cell = SheetCell | Said;
export type Table = Cell[][];

/** The table as Sheets takes it: its messages (notes, hints) said by `say`, in the document's language. */
export function renderTable(table: Table, say: (message: Said) => string): SheetCell[][] {
  return table.map((row) => row.map((cell) => (isSaid(cell) ? say(cell) : cell)));
}

/** One output row: a record, a blank (empty row) or a note shown in the first column. */
export type Row = object | undefined | { readonly note: string | Said };

export interface TableOptions {
  /** The header row's language (the document's), or null for no header row. */
  readonly header: Language | null;
  /** Fixed columns in this order; otherwise every key seen, in the order first seen. */
  readonly columns?: readonly string[];
  /** Columns the service reports in percent (0–100) that become fractions. */
  readonly percent?: readonly string[];
  /** Columns kept as text even when they look like a date or a percentage (phrases, names). */
  readonly text?: readonly string[];
  /** What a table without rows shows instead of nothing. */
  readonly empty?: string | Said;
  /** When the table is made: dates the trend months of the header (default now). */
  readonly at?: Date;
  /**
   * The language the service's codes are worded in (values.ts: intent, SERP features, categories…), asked
   * only when a coded column has a value; without it, codes stay as they came.
   */
  readonly words?: () => Language;
}

/** Sheets refuses a cell longer than this. */
const MAX_CELL_CHARS = 50_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const PERCENT = /^(-?\d+(?:\.\d+)?)\s*%$/;

function isNote(row: Row): row is { note: string | Said } {
  return typeof row === 'object' && row !== null && Object.keys(row).length === 1 && 'note' in row;
}

function textCell(text: string): Cell {
  const day = ISO_DAY.exec(text);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  if (ISO_TIME.test(text)) {
    const time = new Date(text.replace(' ', 'T'));
    if (!Number.isNaN(time.getTime())) return time;
  }
  const percent = PERCENT.exec(text);
  if (percent) return Number(percent[1]) / 100;
  return text.length > MAX_CELL_CHARS ? `${text.slice(0, MAX_CELL_CHARS - 1)}…` : text;
}

export function toCell(value: unknown): Cell {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return textCell(value);
  if (value instanceof Date || isSaid(value)) return value;
  if (value === null || value === undefined) return '';
  return textCell(JSON.stringify(value));
}

/** Every leaf of a record under its dotted path; array elements are numbered from 1. */
export function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      flatten(item, prefix ? `${prefix}.${i + 1}` : String(i + 1), out);
    });
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date) && !isSaid(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
  return out;
}

function columnsOf(flat: readonly (Map<string, unknown> | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const row of flat) for (const key of row?.keys() ?? []) seen.add(key);
  return [...seen];
}

export function toTable(rows: readonly Row[], options: TableOptions): Table {
  const flat = rows.map((row) => (row === undefined || isNote(row) ? undefined : flatten(row)));
  const columns = options.columns ? [...options.columns] : columnsOf(flat);
  if (!columns.length) columns.push('');
  const percent = new Set(options.percent ?? []);
  const text = new Set(options.text ?? []);
  const coded = new Set(columns.filter(isCoded));
  let language: Language | undefined;
  const worded = (column: string, code: string): string => {
    if (!options.words) return code;
    language ??= options.words();
    return valueWord(column, code, language);
  };
  const body = rows.map((row, i): Cell[] => {
    if (row !== undefined && isNote(row)) return [row.note, ...columns.slice(1).map(() => '')];
    const values = flat[i];
    return columns.map((column) => {
      const given = values?.get(column);
      const raw = coded.has(column) && typeof given === 'string' ? worded(column, given) : given;
      if (percent.has(column) && typeof raw === 'number') return raw / 100;
      if (text.has(column) && typeof raw === 'string') return raw.slice(0, MAX_CELL_CHARS);
      return toCell(raw);
    });
  });
  const table = options.header ? [columnLabels(columns, options.header, options.at), ...body] : body;
  if (!body.length && options.empty !== undefined) {
    table.push([options.empty, ...columns.slice(1).map(() => '')]);
  }
  return table.length ? table : [['']];
}

/**
 * The closing note of a table whose source leaves `columns` blank: their names in `language` and why.
 * A custom function cannot set a cell's note, so the table says it in a row of its own.
 */
export function blankColumnsNote(columns: readonly string[], why: Said, language: Language): Said {
  return said('note.blankColumns', { columns: columnLabels(columns, language).join(', '), why });
}
