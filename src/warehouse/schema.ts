/**
 * A report's rows as its warehouse table has them: the report's columns under the one vocabulary of column
 * names (shared/columns.ts), typed by their kind, never labelled in a language; a 12-month trend as one
 * REPEATED column, most recent month first; and the columns every table has: `data_date` (the day the row
 * describes), `report_id`, `run_id`, `domain`, `country_id` and `loaded_at`. Pure: the rows come from the
 * run's staging sheet, as cells.
 */
import type { WarehouseTable } from '../reports/definition';
import { type ColumnKind, describeColumn } from '../shared/columns';
import type { Field } from '../platform/bigquery';

type Type = 'INT64' | 'FLOAT64' | 'STRING' | 'BOOL' | 'DATE' | 'TIMESTAMP';
export type Value = string | number | boolean | null | (string | number)[];

const TYPES: Readonly<Record<ColumnKind, Type>> = {
  id: 'INT64',
  integer: 'INT64',
  number: 'FLOAT64',
  money: 'FLOAT64',
  percent: 'FLOAT64',
  date: 'DATE',
  datetime: 'TIMESTAMP',
  text: 'STRING',
  flag: 'BOOL',
  list: 'STRING',
};

/** The API answers with legacy names: a table's field is the same type as ours under either. */
const LEGACY: Readonly<Record<string, Type>> = {
  INTEGER: 'INT64',
  FLOAT: 'FLOAT64',
  BOOLEAN: 'BOOL',
};
export const sameType = (a: string, b: string): boolean => (LEGACY[a] ?? a) === (LEGACY[b] ?? b);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const TREND = /^trend\.(\d+)$/;

/** A column key as a BigQuery column name: letters, digits and underscores, not starting with a digit. */
export const columnName = (key: string): string => {
  const name = key.replace(/[^A-Za-z0-9_]+/g, '_');
  return /^[0-9]/.test(name) ? `_${name}` : name;
};

/** What a run's rows are told beside their cells. */
export interface RunContext {
  readonly reportId: string;
  readonly runId: string;
  /** The report's domain, as the add-on keys it; null for a report of no domain. */
  readonly domain: string | null;
  readonly countryId: number | null;
  /** The parameters the table keeps (`WarehouseTable.params`), as the request has them. */
  readonly params: Readonly<Record<string, unknown>>;
  /** The day the run describes, `YYYY-MM-DD` (when it ran, in the spreadsheet's zone). */
  readonly runDay: string;
  /** When its rows went to the warehouse, ISO. */
  readonly loadedAt: string;
  /** A date cell's day, in the spreadsheet's zone. */
  dayOf(date: Date): string;
}

/** One column of the table: its field and how a row's value is read. */
interface Column {
  readonly field: Field;
  value(row: readonly unknown[], day: string): Value;
}

/** A row of the table, with the day it goes to. */
export interface TableRow {
  readonly day: string;
  readonly json: Readonly<Record<string, Value>>;
}

export interface Layout {
  readonly fields: readonly Field[];
  rows(cells: readonly (readonly unknown[])[]): TableRow[];
}

function convert(cell: unknown, type: Type, dayOf: (date: Date) => string): Value {
  if (cell === '' || cell === null || cell === undefined) return null;
  switch (type) {
    case 'INT64':
    case 'FLOAT64': {
      const n = typeof cell === 'number' ? cell : typeof cell === 'string' ? Number(cell.trim()) : Number.NaN;
      if (!Number.isFinite(n)) return null;
      return type === 'INT64' ? Math.round(n) : n;
    }
    case 'BOOL':
      if (typeof cell === 'boolean') return cell;
      return cell === 'true' || cell === 'TRUE' ? true : cell === 'false' || cell === 'FALSE' ? false : null;
    case 'DATE':
      if (cell instanceof Date) return dayOf(cell);
      return typeof cell === 'string' && ISO_DAY.test(cell) ? cell : null;
    case 'TIMESTAMP':
      return cell instanceof Date ? cell.toISOString() : null;
    default:
      return cell instanceof Date ? dayOf(cell) : String(cell);
  }
}

/** A field, described by its column's label where the vocabulary has one (docs/warehouse.md the rest). */
const field = (name: string, type: Type, description?: string, repeated = false): Field => ({
  name,
  type,
  mode: repeated ? 'REPEATED' : 'NULLABLE',
  ...(description && { description }),
});

/** A vocabulary column: its type from its kind, a list REPEATED. */
function vocabularyColumn(key: string, at: number, dayOf: (date: Date) => string): Column {
  const { kind, label } = describeColumn(key, 'en');
  const type = TYPES[kind];
  const list = kind === 'list';
  return {
    field: field(columnName(key), type, label, list),
    value: (row) =>
      !list
        ? convert(row[at], type, dayOf)
        : String(row[at] ?? '')
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
  };
}

/**
 * The table of a report whose staging header is `header`, under `table`'s rules; rows go to the day of their
 * date column, each day column's (a row a day), or the run's.
 */
export function layoutOf(table: WarehouseTable, header: readonly string[], run: RunContext): Layout {
  const day = table.day;
  const dayColumn = day && 'column' in day ? header.indexOf(day.column) : -1;
  const days =
    day && 'days' in day ? header.map((key, i) => [key, i] as const).filter(([k]) => ISO_DAY.test(k)) : [];
  const dayValue = day && 'days' in day ? day.days : null;
  const kept = header
    .map((key, at) => ({ key, at }))
    .filter(({ key, at }) => at !== dayColumn && !ISO_DAY.test(key) && !TREND.test(key))
    // A row a day keeps the key beside the day's value: the rest describes the range's last day only.
    .filter(({ key }) => dayValue === null || table.key.includes(key));
  const trend = header
    .map((key, at) => ({ n: Number(TREND.exec(key)?.[1]), at }))
    .filter(({ n }) => Number.isInteger(n))
    .sort((a, b) => a.n - b.n);
  const own = new Set(kept.map(({ key }) => columnName(key)));
  // A report whose rows name a domain of their own (a competitor) keeps the report's under `main_domain`.
  const subject = own.has('domain') ? 'main_domain' : 'domain';
  const fixed = (name: string, type: Type, value: Column['value'], description?: string): Column[] =>
    own.has(name) ? [] : [{ field: field(name, type, description), value }];
  const params = (table.params ?? []).flatMap((key) => {
    const { kind, label } = describeColumn(key, 'en');
    const type = TYPES[kind];
    const value = convert(run.params[key], type, run.dayOf);
    return fixed(columnName(key), type, () => value, label);
  });
  const columns: Column[] = [
    { field: field('data_date', 'DATE'), value: (_, d) => d },
    ...fixed('report_id', 'STRING', () => run.reportId),
    ...fixed('run_id', 'STRING', () => run.runId),
    ...fixed(subject, 'STRING', () => run.domain),
    ...fixed('country_id', 'INT64', () => run.countryId),
    ...params,
    ...kept.map(({ key, at }) => vocabularyColumn(key, at, run.dayOf)),
    ...(trend.length
      ? [
          {
            field: field('trend', 'INT64', describeColumn('trend', 'en').label, true),
            value: (row: readonly unknown[]) =>
              trend
                .map(({ at }) => convert(row[at], 'INT64', run.dayOf))
                .filter((n): n is number => n !== null),
          },
        ]
      : []),
    ...(dayValue !== null
      ? fixed(columnName(dayValue), 'INT64', () => null, describeColumn(dayValue, 'en').label)
      : []),
    ...fixed('loaded_at', 'TIMESTAMP', () => run.loadedAt),
  ];
  const valueColumn = dayValue === null ? null : columnName(dayValue);
  const json = (row: readonly unknown[], d: string) =>
    Object.fromEntries(columns.map((c) => [c.field.name, c.value(row, d)]));
  return {
    fields: columns.map((c) => c.field),
    rows: (cells) =>
      cells.flatMap((row): TableRow[] => {
        if (valueColumn !== null)
          return days.map(([d, at]) => ({
            day: d,
            json: { ...json(row, d), [valueColumn]: convert(row[at], 'INT64', run.dayOf) },
          }));
        const rowDay = dayColumn < 0 ? run.runDay : convert(row[dayColumn], 'DATE', run.dayOf);
        return typeof rowDay === 'string' ? [{ day: rowDay, json: json(row, rowDay) }] : [];
      }),
  };
}

/**
 * The fields a load sends to a table that may hold others already: the table's own, in its order and types,
 * then the new ones, which the load adds (old rows NULL in them).
 */
export function mergedFields(existing: readonly Field[] | null, fields: readonly Field[]): readonly Field[] {
  if (!existing?.length) return fields;
  const known = new Set(existing.map((f) => f.name.toLowerCase()));
  return [...existing, ...fields.filter((f) => !known.has(f.name.toLowerCase()))];
}

/**
 * A value of ours as a table's field of another type has it (a column an earlier version typed otherwise):
 * text as text, a number read from text, anything else NULL rather than a refused load.
 */
export function recast(value: Value, from: Field, to: Field): Value {
  if (value === null || sameType(from.type, to.type)) return value;
  const repeated = to.mode === 'REPEATED';
  if (Array.isArray(value)) return repeated ? value : value.join(', ');
  if (repeated) return [String(value)];
  const type = LEGACY[to.type] ?? (to.type as Type);
  return convert(typeof value === 'string' ? value : String(value), type, () => '');
}
