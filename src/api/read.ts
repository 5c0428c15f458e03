/**
 * What comes off the wire is read by zod/mini schemas that bend where the live service drifts from its
 * documentation (whose examples are from 2021–22): numbers arrive as numeric strings, optional fields go
 * missing or null, a list arrives as a map keyed by id, a figure arrives nested (`statistics.x.current`),
 * flat, or as the dashboard's `recent_value`, and siblings appear that nobody described.
 *
 * The leaves here never fail: a value of the wrong kind reads as undefined, as a missing one does. Only what
 * a formula cannot do without is required (`str`, `count`), and its absence is named. A row is declared
 * field by field, each with the leaf that reads it and the paths where the service may put it, nested
 * first (`at(num, 'statistics.position.current', 'position')`): `row` builds the one zod schema of every
 * path, parses the record with it, and takes each field from the first path that held one. What can be
 * derived (a change, a share) is computed from the fields read, never taken on trust.
 *
 * Every schema is built on its first use, once (`shared/lazy.ts`): the exported leaves are functions that
 * return it, called inside the `once` of the schema built from them.
 */
import * as z from 'zod/mini';
import { once } from '../shared/lazy';

/** A schema of what the add-on reads, whatever zod builds it from. */
export type Schema<T = unknown> = z.ZodMiniType<T>;
/** A schema built when first asked for (`once`). */
export type Lazy<T = unknown> = () => Schema<T>;
/** What a lazy schema reads an answer into. */
export type Read<L extends () => z.ZodMiniType> = z.output<ReturnType<L>>;

const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/** Whatever `schema` reads, else `fallback()`: the last option takes any value (zod's `catch` adds 10 KB). */
export const orElse = <T, F>(schema: Schema<T>, fallback: () => F): Schema<T | F> =>
  z.union([schema, z.transform(fallback)]) as Schema<T | F>;

/**
 * Whatever `schema` reads, or undefined where it cannot: missing, null, or a value of another kind. A missing
 * value is answered before `schema` is tried: most of a row's paths are absent, and a union failing every
 * option (`str`, `count`) builds its issues' messages only to have them thrown away.
 */
export const tolerant = <T>(schema: Schema<T>): Schema<T | undefined> =>
  orElse(z.optional(schema), () => undefined);

/** A required number: a JSON number or a string that reads as one. */
export const count = once(() =>
  z.union([z.number(), z.pipe(z.string().check(z.regex(NUMERIC)), z.transform(Number))]),
);

/** A required text; a number is taken as its text (ids arrive both ways). */
export const str = once(() => z.union([z.string(), z.pipe(z.number(), z.transform(String))]));

/** A number, or undefined. */
export const num = once(() => tolerant(count()));

/** A number where null means something (no position that day): null stays null. */
export const numOrNull = once(() => tolerant(z.nullable(count())));

/** A text (a number taken as its text), or undefined. */
export const text = once(() => tolerant(str()));

/** A text where null means something (a feature without a parameter): null stays null. */
export const textOrNull = once(() => tolerant(z.nullable(str())));

/** true/false, 1/0 and their texts; anything else undefined. */
export const flag = once(() =>
  tolerant(
    z.union([
      z.boolean(),
      z.pipe(
        z.literal([1, '1', 'true', 0, '0', 'false']),
        z.transform((v) => v === 1 || v === '1' || v === 'true'),
      ),
    ]),
  ),
);

/** A text or a list of texts (headings, snippet types), as sent. */
export const items = once(() => tolerant(z.union([str(), z.array(z.unknown())])));

/** A list of names (`["map", "adwords"]`, or a map of them) as one text; undefined when there are none. */
export const names = once(() =>
  tolerant(
    z.pipe(
      z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
      z.transform((listed) => {
        const found = Object.values(listed).filter((i): i is string => typeof i === 'string' && i !== '');
        return found.length ? found.join(', ') : undefined;
      }),
    ),
  ),
);

/** An object read by `shape`, its other fields left aside: what the service added is no failure. */
export const obj = z.object;

/** An optional part of a record (`statistics`, `progress`): anything that is not such an object reads as undefined. */
export const part = <S extends z.core.$ZodLooseShape>(shape: S) => tolerant(z.object(shape));

/** A JSON object (not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Records sent as a list or as a map keyed by id (both seen for the same operation), in the order sent;
 * entries that are not records (a count, a stray text) are no rows.
 */
const records = once(() =>
  z.pipe(
    z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
    z.transform((v): unknown[] => Object.values(v).filter((e) => typeof e === 'object' && e !== null)),
  ),
);

/** A list of records, each read by `item` (a required field it lacks fails the list, naming where). */
export const list = <T>(item: Schema<T>): Schema<T[]> => z.pipe(records(), z.array(item));

/** A lazy list of `item`'s records. */
export const listOf = <T>(item: Lazy<T>): Lazy<T[]> => once(() => list(item()));

/** A map keyed by name (`{"news": {...}}`), as [name, entry] pairs; entries `item` cannot read are left out. */
export const keyed = <T>(item: Schema<T>): Schema<[string, T][]> =>
  z.pipe(
    z.record(z.string(), tolerant(item)),
    z.transform((map) => Object.entries(map).filter((e): e is [string, T] => e[1] !== undefined)),
  );

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Epoch seconds from 2001 to 2286: what the rank tracker keys its history by (`"1671321600"`). */
const EPOCH = /^\d{9,10}$/;

/** The day a series' key names: `2026-11-24`, or epoch seconds (`1795996800`) as their UTC day. */
export function dayOf(key: string): string | undefined {
  if (DAY.test(key)) return key;
  return EPOCH.test(key) ? new Date(Number(key) * 1000).toISOString().slice(0, 10) : undefined;
}

/**
 * A series keyed by day or by epoch seconds (`{"2026-11-24": 12.5}`, `{"1671321600": 6616.56}`), as
 * [day, value] pairs in day order. Keys that name no day, and values `value` cannot read, are left out; a
 * series that is no map (missing, or `[]`, how the service's PHP writes an empty one) is undefined.
 */
export const series = <T>(value: Schema<T>): Schema<[string, T][] | undefined> =>
  tolerant(
    z.pipe(
      z.record(z.string(), tolerant(value)),
      z.transform((map) =>
        Object.entries(map)
          .flatMap(([key, v]): [string, T][] => {
            const day = dayOf(key);
            return day && v !== undefined ? [[day, v]] : [];
          })
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      ),
    ),
  );

/** A figure as a row holds it: a number, null where the service sent none, undefined where it is unknown. */
export type Figure = number | null | undefined;

/** The first value given; null when one was null and none given, else undefined. */
export function first<T>(...values: (T | null | undefined)[]): T | null | undefined {
  const found = values.find((v) => v !== undefined && v !== null);
  return found ?? (values.includes(null) ? null : undefined);
}

/** A metric's value: a bare number, or under whichever name the service gives it (`current`, `recent_value`, `value`). */
export const metric = once(() =>
  tolerant(
    z.union([
      z.nullable(count()),
      z.pipe(
        obj({ current: numOrNull(), recent_value: numOrNull(), value: numOrNull() }),
        z.transform((m) => first(m.current, m.recent_value, m.value)),
      ),
    ]),
  ),
);

/** `current` less `previous` where both are numbers (rounded to the cent), else null. */
export function change(current: Figure, previous: Figure): number | null {
  return typeof current === 'number' && typeof previous === 'number'
    ? Math.round((current - previous) * 100) / 100
    : null;
}

/**
 * The value before: given, or, where only the change came (the tool server's `position_diff`, a URL's
 * `statistics.visibility.diff`, both current − previous), the current value less the change.
 */
export function before(current: Figure, given: Figure, diff: Figure): Figure {
  return given !== undefined
    ? given
    : typeof diff === 'number'
      ? (change(current, diff) ?? undefined)
      : undefined;
}

// ——— Rows, field by field ———

/**
 * A field of a row: the leaf that reads it, and the paths where the service may put it, nested first; by
 * default the field's own name.
 */
export interface Field<T> {
  readonly leaf: Lazy<T>;
  readonly paths: readonly string[];
}
export const at = <T>(leaf: Lazy<T>, ...paths: string[]): Field<T> => ({ leaf, paths });

type Fields = Readonly<Record<string, Field<unknown>>>;
/** What a row's fields read: each field's leaf's value, from the first path that held one. */
export type FieldsRead<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

/** A node of a row's shape: the leaf read at this path, and the parts under it. */
interface Node {
  leaf?: Lazy;
  readonly under: Record<string, Node>;
}

/**
 * The one schema of every path of the fields. A key with parts under it is an object (a part: anything
 * else reads as undefined); one that is also a field's own path (`position` flat, `position.current`
 * nested) is read as the object, else by its leaf. Fields not declared are read by `others`, if given.
 */
function shapeOf(fields: Fields, others?: Lazy): Schema {
  const root: Node = { under: {} };
  for (const [name, { leaf, paths }] of Object.entries(fields))
    for (const path of paths.length ? paths : [name]) {
      let node = root;
      for (const key of path.split('.')) {
        node.under[key] ??= { under: {} };
        node = node.under[key];
      }
      node.leaf ??= leaf;
    }
  const shape = (node: Node) =>
    Object.fromEntries(Object.entries(node.under).map(([key, under]) => [key, schemaOf(under)]));
  const schemaOf = (node: Node): Schema => {
    if (!Object.keys(node.under).length) return (node.leaf as Lazy)();
    const object = obj(shape(node));
    return node.leaf ? z.union([object, node.leaf()]) : tolerant(object);
  };
  const top = obj(shape(root));
  return others ? z.catchall(top, others()) : top;
}

/**
 * A record read field by field (`fields`), then laid out by `lay` as the add-on's own row (the fields as
 * read, by default; `lay` also gets the whole record as read, with what `others` read of the fields not
 * declared). A required leaf (`str`, `count`) at a field's one top-level path fails the record when it
 * is missing, naming the path.
 */
export function row<F extends Fields, R = FieldsRead<F>>(
  fields: F,
  lay: (read: FieldsRead<F>, record: Readonly<Record<string, unknown>>) => R = (read) => read as unknown as R,
  others?: Lazy,
): Lazy<R> {
  return once(() => {
    const pathsOf = (name: string) => (fields[name].paths.length ? fields[name].paths : [name]);
    const paths = Object.keys(fields).flatMap(pathsOf);
    // A field's own path that has parts under it (`url` beside `url.current`): there, an object is the parts.
    const parents = new Set(paths.filter((path) => paths.some((p) => p.startsWith(`${path}.`))));
    // Split once here, not for every row: a 20,000-row report reads each path of each row.
    const walks = Object.keys(fields).map((name) => ({
      name,
      paths: pathsOf(name).map((path) => ({ keys: path.split('.'), parent: parents.has(path) })),
    }));
    const valueAt = (record: unknown, { keys, parent }: { keys: string[]; parent: boolean }): unknown => {
      let value = record;
      for (const key of keys) value = isRecord(value) ? value[key] : undefined;
      return parent && isRecord(value) ? undefined : value;
    };
    return z.pipe(
      shapeOf(fields, others),
      z.transform((record: Record<string, unknown>) => {
        const read: Record<string, unknown> = {};
        for (const { name, paths } of walks)
          read[name] = first(...paths.map((path) => valueAt(record, path)));
        return lay(read as FieldsRead<F>, record);
      }),
    );
  });
}

/** A metric nested under `statistics` (its `current`, or the dashboard's `recent_value`), else flat. */
export const figure = (name: string, ...flat: string[]): Field<Figure> =>
  at(
    numOrNull,
    `statistics.${name}.current`,
    `statistics.${name}.recent_value`,
    ...(flat.length ? flat : [name]),
  );

/** A metric's value before, nested (`previous`, the dashboard's `older_value`), else flat. */
export const previousFigure = (name: string, flat: string): Field<Figure> =>
  at(numOrNull, `statistics.${name}.previous`, `statistics.${name}.older_value`, flat);

/** `schema` reading what `prepare` makes of the answer (a list out of a map, a block lifted a level). */
export const reshaped = <T>(prepare: (value: unknown) => unknown, schema: Schema<T>): Schema<T> =>
  z.pipe(z.transform(prepare), schema);

// ——— One reader per field, whichever row kind or connection it comes from ———

/** A position: 1..100; 0 or less (the service's "not in the results") reads as null. */
export function rank(value: Figure): number | null {
  return typeof value === 'number' && value > 0 ? value : null;
}

/**
 * Places moved up from `previous` to `current` (positive: moved up), null unless it ranked both times.
 * Always computed from the two positions, never read from the service's `diff`, whose sign varies.
 */
export function positionChange(figures: {
  readonly previous: Figure;
  readonly current: Figure;
}): number | null {
  const now = rank(figures.current);
  const then = rank(figures.previous);
  return now !== null && then !== null ? then - now : null;
}

const TREND_MONTHS = 12;

const months = once(() => tolerant(z.array(numOrNull())));

/** The months of a trend, as fields: `trends` (or `statistics.trends.history`, or `trend`) as a list, or `trend_1`…`trend_12`. */
export const TREND = {
  trends: at(months, 'trends', 'statistics.trends.history', 'trend'),
  ...Object.fromEntries(Array.from({ length: TREND_MONTHS }, (_, i) => [`trend_${i + 1}`, at(numOrNull)])),
} as { trends: Field<Figure[] | undefined> } & { [month: `trend_${number}`]: Field<Figure> };

type Months = { trends?: Figure[] } & { [month: `trend_${number}`]: Figure };

/**
 * A row as read with its months (`TREND`) as one `trend`: twelve, a blank month as null; undefined when no
 * month reads as a number.
 */
export function withTrend<T extends Months>({ trends, ...read }: T) {
  const months = Array.from(
    { length: TREND_MONTHS },
    (_, i) => (trends?.length ? trends[i] : read[`trend_${i + 1}`]) ?? null,
  );
  for (let i = 1; i <= TREND_MONTHS; i++) delete (read as Months)[`trend_${i}`];
  return {
    ...(read as Omit<T, keyof Months>),
    trend: months.some((month) => month !== null) ? months : undefined,
  };
}

/**
 * A ranking page's address in the form the visibility index keys it and the reference shows it: host and
 * path, no scheme (`kuchnia-domowa.pl/przepisy/`). Tool-server records carry the scheme; both read alike.
 */
export function rankingUrl(value: string | null | undefined): string | undefined {
  return value?.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}

/** Items as one cell: a list joined, a lone text as itself. */
export function joined(value: string | unknown[] | undefined): string | undefined {
  if (!Array.isArray(value)) return value;
  return value.filter((i) => (typeof i === 'string' && i !== '') || typeof i === 'number').join(', ');
}

/** How many: the count the service sends beside its items (`h1_count`), else the items listed. */
export const howMany = (given: Figure, listed: string | unknown[] | undefined): number | undefined =>
  given ?? (Array.isArray(listed) ? listed.length : undefined);

/** Drops keys whose value is undefined, so a field the service left out adds no empty column. */
export function defined<T extends object>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)) as Partial<T>;
}
