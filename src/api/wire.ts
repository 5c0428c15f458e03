/**
 * What several families send and read the same way: a domain with its fetch mode and market (the spec's
 * shared parameters), a date range, and a filter in the form the live service's own web client sends,
 * its keys the paths in the answers where each of our columns is read first.
 */
import type { Filter, Filtering } from '../shared/filter';

export type FetchMode = 'topLevelDomain' | 'subdomain' | 'catalog' | 'url';

export interface DomainParams {
  readonly domain: string;
  readonly fetch_mode: FetchMode;
  readonly country_id?: number;
}
export interface DomainListParams extends DomainParams {
  readonly filtering?: Filtering;
}
export interface DateRange {
  /** YYYY-MM-DD */
  readonly date_min?: string;
  readonly date_max?: string;
}

/**
 * A filter as the live service's own web client sends it (observed): the field's path in the
 * answer's records as the key (`statistics.position.current` for the column `position`), the value as
 * text and its type beside it. A key that is not a column of ours goes as written.
 */
export function wireFiltering(filtering: Filtering | undefined): Filtering | undefined {
  return filtering?.map(({ filters }) => ({
    filters: filters.map((f) => {
      const path = wirePath(f.key);
      return {
        key: /\s/.test(path) ? f.key : path,
        match: f.match,
        value: String(f.value),
        type: typeof f.value === 'number' ? 'number' : 'string',
      };
    }),
  }));
}

/**
 * Where in the reference's answers a column of ours is read first: a report keeps it as the header cell's
 * note, so the raw field stays at hand beside the human name. Columns read flat are their own path.
 */
const WIRE_PATHS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    position: 'statistics.position.current',
    previous_position: 'statistics.position.previous',
    position_change: 'statistics.position.previous − statistics.position.current',
    url: 'statistics.url.current',
    searches: 'statistics.searches.current',
    cpc: 'statistics.cpc.current',
    cpc_min: 'statistics.cpc_min.current',
    cpc_max: 'statistics.cpc_max.current',
    difficulty: 'statistics.difficulty.current',
    visibility: 'statistics.visibility.current',
    previous_visibility: 'statistics.visibility.previous',
    visibility_change: 'statistics.visibility.current − statistics.visibility.previous',
  }),
);

export function wirePath(column: string): string {
  const trend = /^trend\.(\d+)$/.exec(column);
  return WIRE_PATHS.get(column) ?? (trend ? `trend_${trend[1]}` : column);
}

const COLUMN_AT: ReadonlyMap<string, string> = new Map(
  [...WIRE_PATHS].map(([column, path]) => [path, column]),
);

/**
 * Whether a row read from an answer passes the filter it was asked with. The service may ignore
 * `filtering` (positions/getData, July 2026), so what comes back is checked too: a row passes when one
 * group has no condition false of it. A field the row does not hold cannot be checked and drops nothing.
 */
export function passes(row: unknown, filtering: Filtering | undefined): boolean {
  if (!filtering?.length || typeof row !== 'object' || row === null) return true;
  const fields = row as Readonly<Record<string, unknown>>;
  return filtering.some(({ filters }) =>
    filters.every((f) => holds(fields[COLUMN_AT.get(f.key) ?? f.key], f)),
  );
}

function holds(value: unknown, { match, value: wanted, type }: Filter): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (type === 'number' || typeof wanted === 'number') {
    const [a, b] = [Number(value), Number(wanted)];
    if (Number.isNaN(a) || Number.isNaN(b)) return true;
    if (match === 'gt') return a > b;
    if (match === 'gte') return a >= b;
    if (match === 'lt') return a < b;
    if (match === 'lte') return a <= b;
    return match !== 'eq' || a === b;
  }
  const [a, b] = [String(value).toLowerCase(), String(wanted).toLowerCase()];
  return match === 'contains' ? a.includes(b) : match !== 'eq' || a === b;
}
