/**
 * What comes off the wire, as zod/mini schemas over the tolerant readers of `read.ts`. A schema requires
 * only what its caller cannot do without (the field a row is named by, a run's id) and names it when it is
 * missing; every other field is read when it is there and left blank when it is odd. Report rows are read
 * into the add-on's own shape by each family's `rows.ts`, through `rowSchema`. Each is built when an answer is first read by it (`lazy`), not
 * when the bundle loads.
 */
import * as z from 'zod/mini';
import { lazy } from '../shared/lazy';
import * as read from './read';
import { entries, nullableNum, obj, optBool, optNum, optStr } from './read';

const num = lazy(() => z.number());
const str = lazy(() => z.string());

/**
 * Pages: every field may drift (the reference shows `limit` null and `count` as a string). Whether a next
 * page exists is `has_next_page`, else `current_page < page_count`, else no.
 */
export const paginationSchema = lazy(() =>
  z.pipe(
    obj({
      page_count: optNum,
      current_page: optNum,
      has_next_page: optBool,
      has_prev_page: optBool,
      count: optNum,
      limit: nullableNum,
    }),
    z.transform((p) => ({
      ...p,
      has_next_page:
        p.has_next_page ??
        (p.current_page !== undefined && p.page_count !== undefined && p.current_page < p.page_count),
    })),
  ),
);
export type Pagination = z.output<typeof paginationSchema>;

/** A report row about which we promise nothing but that it is an object. */
export const anyRowSchema = lazy(() => z.looseObject({}));
export type AnyRow = z.infer<typeof anyRowSchema>;

export const tokenSchema = lazy(() =>
  z.looseObject({
    token: str,
    id: num,
    email: str,
    lang: z.optional(str),
    currency: z.optional(str),
    currency_ratio: z.optional(num),
    country_id: z.optional(num),
  }),
);

export const whoamiSchema = lazy(() => z.looseObject({ email: str }));

/**
 * `limit` may be a date (data-validity limits), so it is a number or a string. A missing `usage` is unknown
 * (undefined), unlike null, which marks a size limit that is not consumed.
 */
export const limitEntrySchema = lazy(() =>
  obj({
    limit: z.union([read.num, z.string()]),
    usage: nullableNum,
    extra_limit: optNum,
    hours_to_reset: nullableNum,
  }),
);
/** Counters by key; an entry that is not a counter (a note the service added) is left out. */
export const limitsSchema = entries(limitEntrySchema);
export type Limits = z.infer<typeof limitsSchema>;

/** The seed spec's country record; the reference documents only the request. */
export const countrySchema = lazy(() =>
  obj({
    id: read.num,
    name: optStr,
    code: optStr,
    code_lang: optStr,
    key: optStr,
    label: optStr,
    phone_country_code: optNum,
    name_with_phone_country_code: optStr,
  }),
);

/** The visibility databases (reference: id, name, code, code_lang, code_three...); the id is what we use. */
export const visibilityCountrySchema = lazy(() =>
  obj({ id: read.num, name: optStr, code: optStr, code_lang: optStr }),
);

/** A row read as `shape` says (a family's rows.ts), once the one field it is named by is there. */
export function rowSchema<K extends string, T>(key: K, shape: (row: Record<K, string>) => T) {
  return lazy(() =>
    z.pipe(
      obj({ [key]: read.str } as Record<K, typeof read.str>),
      z.transform((r) => shape(r as Record<K, string>)),
    ),
  );
}

/**
 * A tool run (keyword statistics, URLs): `public_id` (reference) or `id` (seed spec); `has_data` when it is
 * ready.
 */
export const statisticsRunSchema = lazy(() =>
  z.pipe(
    obj({ public_id: optStr, id: optStr, has_data: optBool, exists: optBool, status: optStr }),
    z.transform((r) => ({
      id: r.public_id ?? r.id,
      ready: r.has_data ?? (r.status === undefined ? undefined : r.status === 'completed'),
      exists: r.exists,
    })),
  ),
);

/** The body of every failure that carries the envelope; each part is optional because failures vary. */
export const errorEnvelopeSchema = lazy(() =>
  z.looseObject({
    success: z.literal(false),
    message: z.optional(z.nullable(str)),
    data: z.optional(
      z.nullable(
        z.looseObject({
          error: z.optional(
            z.looseObject({
              type: z.optional(str),
              message: z.optional(str),
              params: z.optional(z.nullable(z.record(str, z.union([z.record(str, z.unknown()), str])))),
            }),
          ),
        }),
      ),
    ),
  }),
);
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
