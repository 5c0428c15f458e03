/**
 * The reference's sorting: `order: {dir, prop}`, `dir` `asc` or `desc`, `prop` the dotted path of a field of
 * the rows the endpoint answers (`statistics.visibility.diff`, `searches`). It arrives as an object (JSON),
 * as `order[dir]=…&order[prop]=…` (forms, query strings) or as JSON text in a query string. Numbers
 * (numeric strings too) compare by value, text without letter case; rows without the field come last in
 * either direction, and equal rows keep the endpoint's own order.
 */
import { isJsonObject } from './http';
import { Input } from './input';
import { fail } from './reply';

const DIRECTIONS = ['asc', 'desc'];

export type RowSort<Row> = (rows: readonly Row[]) => readonly Row[];

/** The request's order, or undefined when it asks none (the endpoint's own order stands). */
export function rowSort<Row>(raw: unknown): RowSort<Row> | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const order = new Input({ order: parsed(raw) }).object('order');
  const dir = order.string('dir').toLowerCase();
  if (!DIRECTIONS.includes(dir))
    throw fail.rule('order.dir', 'choice', 'The value you selected is not a valid choice');
  const prop = order.string('prop');
  const sign = dir === 'desc' ? -1 : 1;
  return (rows) => {
    const keyed = rows.map((row, i) => ({ row, i, value: valueAt(row, prop) }));
    if (keyed.length > 0 && keyed.every((k) => k.value === undefined))
      throw fail.rule('order.prop', 'choice', 'The value you selected is not a valid choice');
    return keyed
      .sort((a, b) => {
        if (a.value === undefined || b.value === undefined)
          return (a.value === undefined ? 1 : 0) - (b.value === undefined ? 1 : 0) || a.i - b.i;
        return sign * compare(a.value, b.value) || a.i - b.i;
      })
      .map((k) => k.row);
  };
}

function parsed(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

type Sortable = number | string;

function valueAt(row: unknown, path: string): Sortable | undefined {
  let value: unknown = row;
  for (const key of path.split('.')) value = isJsonObject(value) ? value[key] : undefined;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

function compare(a: Sortable, b: Sortable): number {
  const x = Number(a);
  const y = Number(b);
  if (a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base' });
}
