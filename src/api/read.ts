/**
 * Tolerant readers for what comes off the wire. The live service drifts from its documentation (whose
 * examples are from 2021–22): numbers arrive as numeric strings, optional fields go missing or null, a list
 * arrives as a map keyed by id, siblings appear that nobody described. A schema built from these requires only
 * what its formula cannot do without; everything else is read when it is there and ignored when it is odd.
 */
import * as z from 'zod/mini';
import { lazy } from '../shared/lazy';

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  return undefined;
}

export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/**
 * The input of every optional reader. Optional, because an object's key is required unless its schema's
 * input is: a pipe from a bare `z.unknown()` would fail an answer that simply lacks the field.
 *
 * Every schema here and in the schemas built from these is `lazy`: built when an answer is first read by
 * it, not when the bundle loads (`shared/lazy.ts` says why).
 */
const anything = lazy(() => z.optional(z.unknown()));

/** A required number: a JSON number or a string that reads as one. */
export const num = lazy(() =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(NUMERIC))]),
    z.transform((v) => Number(v)),
  ),
);

/** An optional number: missing, null, empty or unreadable all read as undefined, never as a failure. */
export const optNum = lazy(() =>
  z.pipe(
    anything,
    z.transform((v) => toNumber(v)),
  ),
);

/** A number where null means something (a position outside the tracked range): null stays null. */
export const nullableNum = lazy(() =>
  z.pipe(
    anything,
    z.transform((v): number | null | undefined => (v === null ? null : toNumber(v))),
  ),
);

/** A required string; a number is taken as its text (ids arrive both ways). */
export const str = lazy(() =>
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((v) => String(v)),
  ),
);

/** An optional string: anything that is not a string or a number reads as undefined. */
export const optStr = lazy(() =>
  z.pipe(
    anything,
    z.transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)),
  ),
);

/** An optional boolean: true/false, 1/0 and their strings; anything else reads as undefined. */
export const optBool = lazy(() =>
  z.pipe(
    anything,
    z.transform((v) => toBoolean(v)),
  ),
);

/** An object that keeps every field it was not told about. */
export const obj = z.looseObject;

/**
 * A list of records that may arrive as an array or as a map keyed by id (both seen for the same operation).
 * Entries that are not objects (a count, a stray string) are dropped rather than failing the list.
 */
export function list<S extends z.ZodMiniType>(item: S) {
  return lazy(() =>
    z.pipe(
      z.pipe(
        z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
        z.transform((v): unknown[] =>
          (Array.isArray(v) ? v : Object.values(v)).filter((e) => typeof e === 'object' && e !== null),
        ),
      ),
      z.array(item),
    ),
  );
}

/** A map keyed by name (`{"tools_daily_limit": {...}}`) whose entries that do not read as `item` are left out. */
export function entries<S extends z.ZodMiniType>(item: S) {
  return lazy(() =>
    z.pipe(
      z.record(z.string(), z.unknown()),
      z.transform((map): Record<string, z.output<S>> => {
        const out: Record<string, z.output<S>> = {};
        for (const [key, value] of Object.entries(map)) {
          const parsed = item.safeParse(value);
          if (parsed.success) out[key] = parsed.data as z.output<S>;
        }
        return out;
      }),
    ),
  );
}

/** An optional sub-object: anything that is not an object reads as undefined. */
export function optObj<S extends z.ZodMiniType>(schema: S) {
  return lazy(() =>
    z.pipe(
      anything,
      z.transform((v): z.output<S> | undefined => {
        if (typeof v !== 'object' || v === null) return undefined;
        const parsed = schema.safeParse(v);
        return parsed.success ? (parsed.data as z.output<S>) : undefined;
      }),
    ),
  );
}

/** A value keyed by date (`{"2026-10-01": 12.5}`) read as sorted [date, number] pairs; odd entries dropped. */
export const datedNumbers = lazy(() =>
  z.pipe(
    anything,
    z.transform((v): Array<[string, number]> => {
      if (typeof v !== 'object' || v === null) return [];
      const pairs: Array<[string, number]> = [];
      for (const [date, value] of Object.entries(v)) {
        const n = toNumber(
          typeof value === 'object' && value !== null ? (value as { value?: unknown }).value : value,
        );
        if (n !== undefined) pairs.push([date, n]);
      }
      return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    }),
  ),
);

/** The value at a dotted path of a decoded answer (`statistics.position.current`), or undefined. */
export function at(value: unknown, path: string): unknown {
  let here = value;
  for (const key of path.split('.')) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}

/** The first of `paths` that reads as a number; null when the service sent null there and nothing else. */
export function numberAt(value: unknown, ...paths: string[]): number | null | undefined {
  let sawNull = false;
  for (const path of paths) {
    const raw = at(value, path);
    const n = toNumber(raw);
    if (n !== undefined) return n;
    if (raw === null) sawNull = true;
  }
  return sawNull ? null : undefined;
}

/** The first of `paths` that is text (a number is taken as its text). */
export function textAt(value: unknown, ...paths: string[]): string | undefined {
  for (const path of paths) {
    const raw = at(value, path);
    if (typeof raw === 'string') return raw;
    if (typeof raw === 'number') return String(raw);
  }
  return undefined;
}

// ——— One reader per field, whichever row kind or connection it comes from ———

/** A position: 1..100; 0 or less (the service's "not in the results") and anything unreadable read as null. */
export function rank(value: unknown): number | null {
  const n = toNumber(value);
  return n === undefined || n <= 0 ? null : n;
}

/**
 * Places moved up from `previous` to `current` (positive: moved up), null unless it ranked both times.
 * Always computed from the two positions, never read from the service's `diff`, whose sign varies.
 */
export function positionChange(figures: {
  readonly previous: unknown;
  readonly current: unknown;
}): number | null {
  const now = rank(figures.current);
  const before = rank(figures.previous);
  return now !== null && before !== null ? before - now : null;
}

const TREND_MONTHS = 12;

/**
 * Twelve monthly volumes, a blank month as null: `trends` (or `statistics.trends.history`, or `trend`) as a
 * list, else `trend_1`…`trend_12`. Undefined when no month reads as a number.
 */
export function trendOf(row: unknown): (number | null)[] | undefined {
  const list = [at(row, 'trends'), at(row, 'statistics.trends.history'), at(row, 'trend')].find(
    (v): v is unknown[] => Array.isArray(v) && v.length > 0,
  );
  const months = Array.from({ length: TREND_MONTHS }, (_, i) =>
    list ? (toNumber(list[i]) ?? null) : (numberAt(row, `trend_${i + 1}`) ?? null),
  );
  return months.some((month) => month !== null) ? months : undefined;
}

/**
 * A ranking page's address in the form the visibility index keys it and the reference shows it: host and
 * path, no scheme (`kuchnia-domowa.pl/przepisy/`). Tool-server records carry the scheme; both read alike.
 */
export function rankingUrl(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : undefined;
  return text?.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}

/** A figure as a row holds it: a number, null where the service sent none, undefined where it is unknown. */
export type Figure = number | null | undefined;

/** A metric's current value under the names the service uses for it. */
export const currentOf = (row: unknown, metric: string): Figure =>
  numberAt(row, `statistics.${metric}.current`, `statistics.${metric}.recent_value`, metric);

/**
 * A metric's previous value: given, or, where only the change is sent (the tool server's `position_diff`,
 * a URL's `statistics.visibility.diff`), the current value less the change, which both send as current −
 * previous (a position's negative change is an improvement). A position's nested `diff` is not read: the
 * reference's is previous − current, the opposite sign, and its rows carry `previous` beside it anyway.
 */
export function previousOf(row: unknown, metric: string): Figure {
  const given = numberAt(
    row,
    `statistics.${metric}.previous`,
    `statistics.${metric}.older_value`,
    `previous_${metric}`,
  );
  if (given !== undefined) return given;
  const current = currentOf(row, metric);
  const diff = numberAt(
    row,
    `${metric}_diff`,
    ...(metric === 'position' ? [] : [`statistics.${metric}.diff`]),
  );
  return typeof current === 'number' && typeof diff === 'number'
    ? Math.round((current - diff) * 100) / 100
    : undefined;
}

/** A list of names (`["map", "adwords"]`, or a map of them) as one text; undefined when there are none. */
export function namesOf(value: unknown): string | undefined {
  const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const names = items.filter((item): item is string => typeof item === 'string' && item !== '');
  return names.length ? names.join(', ') : undefined;
}

/** The value at the first of the dotted paths where the record has one (not null), or undefined. */
export type Get = (...paths: string[]) => unknown;

/** Reads a record's values by dotted path. */
export function reader(record: object): Get {
  const at = (path: string) =>
    path
      .split('.')
      .reduce<unknown>(
        (v, key) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[key] : undefined),
        record,
      );
  return (...paths) => paths.map(at).find((v) => v !== undefined && v !== null);
}

/** A record whose `required` fields are checked and whose row `shape` reads the rest by path. */
export function record<S extends Record<string, z.ZodMiniType>, R>(
  required: S,
  shape: (row: z.output<ReturnType<typeof obj<S>>>, get: Get) => R,
) {
  return lazy(() =>
    z.pipe(
      obj(required),
      z.transform((row) => shape(row, reader(row))),
    ),
  );
}

/** Text, or a number taken as its text; anything else reads as undefined. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** A list of texts (snippet types, headings) as one cell; a lone text stays itself. */
export function texts(value: unknown): string | undefined {
  return Array.isArray(value) ? value.map(text).filter(Boolean).join(', ') : text(value);
}

/** A count the service sends beside its items (`h1_count`), else the number of items. */
export function countOf(count: unknown, items: unknown): number | undefined {
  return toNumber(count) ?? (Array.isArray(items) ? items.length : undefined);
}

/** Drops keys whose value is undefined, so a field the service left out adds no empty column. */
export function defined<T extends object>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Entries of a map keyed by name (or a list) that hold at least one of `fields`; others (a sibling the
 * service added, a stray flag) are left out. Each entry is read with its key.
 */
export function namedEntries<R>(fields: readonly string[], read: (key: string, get: Get) => R) {
  return lazy(() =>
    z.pipe(
      z.union([z.array(z.unknown()), z.record(z.string(), z.optional(z.unknown()))]),
      z.transform((map) =>
        Object.entries(map).flatMap(([key, value]) =>
          typeof value === 'object' && value !== null && fields.some((f) => f in value)
            ? [read(key, reader(value))]
            : [],
        ),
      ),
    ),
  );
}
