/**
 * The envelope's parts and the answers every family shares (pages, sign-in, counters, countries, a tool
 * run, a failure), as zod/mini schemas over the readers of `read.ts`. Each family's own rows are in its
 * `rows.ts`. Each is built when an answer is first read by it (`once`), not when the bundle loads.
 */
import * as z from 'zod/mini';
import { once } from '../shared/lazy';
import { count, flag, keyed, num, numOrNull, obj, part, type Schema, str, text, tolerant } from './read';

/**
 * Pages: every field may drift (the reference shows `limit` null and `count` as a string). Whether a next
 * page exists is `has_next_page`, else `current_page < page_count`, else no.
 */
export const paginationSchema = once(() =>
  z.pipe(
    obj({
      page_count: num(),
      current_page: num(),
      has_next_page: flag(),
      has_prev_page: flag(),
      count: num(),
      limit: numOrNull(),
    }),
    z.transform((p) => ({
      ...p,
      has_next_page:
        p.has_next_page ??
        (p.current_page !== undefined && p.page_count !== undefined && p.current_page < p.page_count),
    })),
  ),
);
export type Pagination = z.output<ReturnType<typeof paginationSchema>>;

/** A report row about which we promise nothing but that it is an object. */
export type AnyRow = Record<string, unknown>;

export const tokenSchema = once(() =>
  obj({
    token: str(),
    id: count(),
    email: str(),
    lang: text(),
    currency: text(),
    currency_ratio: num(),
    country_id: num(),
  }),
);

export const whoamiSchema = once(() => obj({ email: str() }));

/**
 * `limit` may be a date (data-validity limits), so it is a number or a string. A missing `usage` is unknown
 * (undefined), unlike null, which marks a size limit that is not consumed.
 */
const limitEntry = once(() =>
  obj({
    limit: z.union([count(), z.string()]),
    usage: numOrNull(),
    extra_limit: num(),
    hours_to_reset: numOrNull(),
  }),
);
/** Counters by key; an entry that is not a counter (a note the service added) is left out. */
export const limitsSchema = once(() =>
  z.pipe(
    keyed(limitEntry()),
    z.transform((entries): Limits => Object.fromEntries(entries)),
  ),
);
export type Limits = Record<string, z.output<ReturnType<typeof limitEntry>>>;

/** The seed spec's country record; the reference documents only the request. */
export const countrySchema = once(() =>
  obj({
    id: count(),
    name: text(),
    code: text(),
    code_lang: text(),
    key: text(),
    label: text(),
    phone_country_code: num(),
    name_with_phone_country_code: text(),
  }),
);

/** The visibility databases (reference: id, name, code, code_lang, code_three...); the id is what we use. */
export const visibilityCountrySchema = once(() =>
  obj({ id: count(), name: text(), code: text(), code_lang: text() }),
);

/**
 * A tool run (keyword statistics, URLs): `public_id` (reference) or `id` (seed spec); `has_data` when it is
 * ready.
 */
export const statisticsRunSchema = once(() =>
  z.pipe(
    obj({ public_id: text(), id: text(), has_data: flag(), exists: flag(), status: text() }),
    z.transform((r) => ({
      id: r.public_id ?? r.id,
      ready: r.has_data ?? (r.status === undefined ? undefined : r.status === 'completed'),
      exists: r.exists,
    })),
  ),
);

/** A field's problems: rule → message (`{"invalid": "Incorrect input"}`, `{"_required": …}`), or one message. */
const fieldRules = once(() => z.union([z.record(z.string(), z.unknown()), str()]));

/**
 * The body of a failure, enveloped (`{success: false, data: {error: {type, message, params}}}`, at any
 * status, 200 included) or not (a route the service does not have: `{message, url, code}`). Every part is
 * optional because failures vary; nothing here fails.
 */
export const errorBodySchema = once(
  () =>
    tolerant(
      obj({
        message: text(),
        url: text(),
        data: part({
          error: part({
            type: text(),
            message: text(),
            params: tolerant(z.record(z.string(), fieldRules())),
          }),
        }),
      }),
    ) as Schema<ErrorBody | undefined>,
);
export interface ErrorBody {
  readonly message?: string;
  readonly url?: string;
  readonly data?: {
    readonly error?: {
      readonly type?: string;
      readonly message?: string;
      readonly params?: Readonly<Record<string, Readonly<Record<string, unknown>> | string>>;
    };
  };
}
