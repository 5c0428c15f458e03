/**
 * Tolerant readers for what comes off the wire. The live service drifts from its documentation (whose
 * examples are from 2021–22): numbers arrive as numeric strings, optional fields go missing or null, a list
 * arrives as a map keyed by id, siblings appear that nobody described. A schema built from these requires only
 * what its formula cannot do without; everything else is read when it is there and ignored when it is odd.
 */
import * as z from 'zod/mini';

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
 */
const anything = z.optional(z.unknown());

/** A required number: a JSON number or a string that reads as one. */
export const num = z.pipe(
  z.union([z.number(), z.string().check(z.regex(NUMERIC))]),
  z.transform((v) => Number(v)),
);

/** An optional number: missing, null, empty or unreadable all read as undefined, never as a failure. */
export const optNum = z.pipe(
  anything,
  z.transform((v) => toNumber(v)),
);

/** A number where null means something (a position outside the tracked range): null stays null. */
export const nullableNum = z.pipe(
  anything,
  z.transform((v): number | null | undefined => (v === null ? null : toNumber(v))),
);

/** A required string; a number is taken as its text (ids arrive both ways). */
export const str = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((v) => String(v)),
);

/** An optional string: anything that is not a string or a number reads as undefined. */
export const optStr = z.pipe(
  anything,
  z.transform((v) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined)),
);

/** An optional boolean: true/false, 1/0 and their strings; anything else reads as undefined. */
export const optBool = z.pipe(
  anything,
  z.transform((v) => toBoolean(v)),
);

/** An object that keeps every field it was not told about. */
export const obj = z.looseObject;

/**
 * A list of records that may arrive as an array or as a map keyed by id (both seen for the same operation).
 * Entries that are not objects (a count, a stray string) are dropped rather than failing the list.
 */
export function list<S extends z.ZodMiniType>(item: S) {
  return z.pipe(
    z.pipe(
      z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
      z.transform((v): unknown[] =>
        (Array.isArray(v) ? v : Object.values(v)).filter((e) => typeof e === 'object' && e !== null),
      ),
    ),
    z.array(item),
  );
}

/** A map keyed by name (`{"tools_daily_limit": {...}}`) whose entries that do not read as `item` are left out. */
export function entries<S extends z.ZodMiniType>(item: S) {
  return z.pipe(
    z.record(z.string(), z.unknown()),
    z.transform((map): Record<string, z.output<S>> => {
      const out: Record<string, z.output<S>> = {};
      for (const [key, value] of Object.entries(map)) {
        const parsed = item.safeParse(value);
        if (parsed.success) out[key] = parsed.data as z.output<S>;
      }
      return out;
    }),
  );
}

/** An optional sub-object: anything that is not an object reads as undefined. */
export function optObj<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(
    anything,
    z.transform((v): z.output<S> | undefined => {
      if (typeof v !== 'object' || v === null) return undefined;
      const parsed = schema.safeParse(v);
      return parsed.success ? (parsed.data as z.output<S>) : undefined;
    }),
  );
}

/** A value keyed by date (`{"2026-10-01": 12.5}`) read as sorted [date, number] pairs; odd entries dropped. */
export const datedNumbers = z.pipe(
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
);
