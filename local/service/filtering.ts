/**
 * `filtering: [{filters: [{key, match, value}]}]`: a row passes when it passes every filter of at
 * least one group. Each endpoint names the keys it supports and how to read them from a row. Spellings
 * accepted beside the JSON array: JSON text (a query string), `filtering[0][filters][0][key]=…` (forms and
 * query strings), a map keyed `"0"`, `"1"`… where a list was meant, an empty `filters` (a form cannot send
 * `[]`), and the reference's extra filter fields (`label`, `type`), which are ignored. A key may also be
 * the path of the field in the answer's records, as the service's web client sends it
 * (`statistics.position.current` for `position`).
 */
import { fail } from './reply';

export type FilterValue = string | number | boolean | null;
export type FilterKeys<Row> = Record<string, (row: Row) => FilterValue>;

const MATCHES = ['eq', 'gt', 'gte', 'lt', 'lte', 'contains'] as const;
type Match = (typeof MATCHES)[number];

interface Filter {
  key: string;
  match: Match;
  value: FilterValue;
}

/** The filter of a request that filters nothing: lists know it, and page through their rows uncopied. */
export const everyRow = (): boolean => true;

export function rowFilter<Row>(raw: unknown, keys: FilterKeys<Row>): (row: Row) => boolean {
  if (raw === undefined || raw === null || raw === '') return everyRow;
  const groups = parseGroups(raw, Object.keys(keys));
  if (groups.length === 0) return everyRow;
  return (row) => groups.some((filters) => filters.every((f) => test(keys[f.key](row), f)));
}

function parseGroups(raw: unknown, allowed: string[]): Filter[][] {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw fail.invalidFiltering();
    }
  }
  const groups = listOf(value);
  if (!groups) throw fail.invalidFiltering();
  return groups.map((group) => {
    const raw = (group as { filters?: unknown } | null)?.filters;
    const filters = raw === '' ? [] : listOf(raw);
    if (!filters) throw fail.invalidFiltering();
    return filters.map((f) => parseFilter(f, allowed));
  });
}

/** An array, or a map whose keys are 0, 1, 2… (how PHP encodes a list as JSON after removing an item). */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const keys = Object.keys(value);
  return keys.every((k) => /^\d+$/.test(k))
    ? keys.sort((a, b) => Number(a) - Number(b)).map((k) => (value as Record<string, unknown>)[k])
    : undefined;
}

/** The key a filter names: itself, or the figure a record path stands for (`statistics.<key>.current`). */
function keyOf(raw: unknown, allowed: string[]): string | undefined {
  if (typeof raw !== 'string') return undefined;
  if (allowed.includes(raw)) return raw;
  const figure = /^statistics\.([a-z0-9_]+)\.(current|recent_value)$/.exec(raw)?.[1];
  return figure && allowed.includes(figure) ? figure : undefined;
}

function parseFilter(raw: unknown, allowed: string[]): Filter {
  const f = raw as Partial<Record<keyof Filter, unknown>> | null;
  if (typeof f !== 'object' || f === null) throw fail.invalidFiltering();
  const key = keyOf(f.key, allowed);
  if (!key) throw fail.invalidFiltering();
  if (!MATCHES.includes(f.match as Match)) throw fail.invalidFiltering();
  const v = f.value;
  if (v !== null && !['string', 'number', 'boolean'].includes(typeof v)) throw fail.invalidFiltering();
  return { key, match: f.match as Match, value: v as FilterValue };
}

function test(actual: FilterValue, f: Filter): boolean {
  if (f.match === 'contains')
    return String(actual ?? '')
      .toLowerCase()
      .includes(String(f.value).toLowerCase());
  if (f.match === 'eq') return String(actual) === String(f.value);
  if (actual === null) return false;
  const a = typeof actual === 'number' ? actual : String(actual);
  const b = typeof actual === 'number' ? Number(f.value) : String(f.value);
  if (f.match === 'gt') return a > b;
  if (f.match === 'gte') return a >= b;
  if (f.match === 'lt') return a < b;
  return a <= b;
}
