/**
 * What comes off the wire, as zod/mini schemas. Fields the add-on reads are required and typed, so a missing
 * one fails loudly with its path; every object is loose, so fields the service adds (or the spec leaves
 * "not shown") arrive untouched for the formula layer to flatten into columns.
 */
import * as z from 'zod/mini';
import * as read from './read';
import { entries, nullableNum, obj, optBool, optNum, optStr } from './read';

const num = z.number();
const str = z.string();

/**
 * Pages: every field may drift (the reference shows `limit` null and `count` as a string). Whether a next
 * page exists is `has_next_page`, else `current_page < page_count`, else no.
 */
export const paginationSchema = z.pipe(
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
);
export type Pagination = z.output<typeof paginationSchema>;

/** A report row about which we promise nothing but that it is an object. */
export const anyRowSchema = z.looseObject({});
export type AnyRow = z.infer<typeof anyRowSchema>;

export const tokenSchema = z.looseObject({
  token: str,
  id: num,
  email: str,
  lang: z.optional(str),
  currency: z.optional(str),
  currency_ratio: z.optional(num),
  country_id: z.optional(num),
});
export type TokenData = z.infer<typeof tokenSchema>;

export const whoamiSchema = z.looseObject({ email: str });

/**
 * `limit` may be a date (data-validity limits), so it is a number or a string. A missing `usage` is unknown
 * (undefined), unlike null, which marks a size limit that is not consumed.
 */
export const limitEntrySchema = obj({
  limit: z.union([read.num, z.string()]),
  usage: nullableNum,
  extra_limit: optNum,
  hours_to_reset: nullableNum,
});
export type LimitEntry = z.infer<typeof limitEntrySchema>;
/** Counters by key; an entry that is not a counter (a note the service added) is left out. */
export const limitsSchema = entries(limitEntrySchema);
export type Limits = z.infer<typeof limitsSchema>;

/** The seed spec's country record; the reference documents only the request. */
export const countrySchema = obj({
  id: read.num,
  name: optStr,
  code: optStr,
  code_lang: optStr,
  key: optStr,
  label: optStr,
  phone_country_code: optNum,
  name_with_phone_country_code: optStr,
});
export type Country = z.infer<typeof countrySchema>;

/** The visibility databases (reference: id, name, code, code_lang, code_three...); the id is what we use. */
export const visibilityCountrySchema = obj({ id: read.num, name: optStr, code: optStr, code_lang: optStr });
export type VisibilityCountry = z.infer<typeof visibilityCountrySchema>;

export const positionRowSchema = z.looseObject({
  keyword_id: num,
  keyword: str,
  statistics: z.looseObject({ position: z.looseObject({ current: z.nullable(num) }) }),
});
export type PositionRow = z.infer<typeof positionRowSchema>;

export const metricSchema = z.looseObject({
  recent_value: z.nullable(num),
  previous_value: z.optional(z.nullable(num)),
  diff: z.optional(z.nullable(num)),
});
export const domainStatisticsSchema = z.looseObject({ statistics: z.record(str, metricSchema) });
export type DomainStatistics = z.infer<typeof domainStatisticsSchema>;

export const historySeriesSchema = z.looseObject({ domain: z.optional(str), data: z.array(anyRowSchema) });
export type HistorySeries = z.infer<typeof historySeriesSchema>;

export const domainSuggestionSchema = z.looseObject({ domain: str });

export const competitorRowSchema = z.looseObject({ domain: str });
export type CompetitorRow = z.infer<typeof competitorRowSchema>;

export const keywordStatsRowSchema = z.looseObject({
  keyword: str,
  searches: z.nullable(num),
  cpc: z.nullable(num),
  trend: z.nullable(z.array(z.nullable(num))),
  found: z.boolean(),
});
export type KeywordStatsRow = z.infer<typeof keywordStatsRowSchema>;

export const taskIdSchema = z.looseObject({ id: num });
export type TaskId = z.infer<typeof taskIdSchema>;

/** Keyword-statistics tasks; the id is not documented on `check`, so it is optional. */
export const crawlTaskSchema = z.looseObject({
  id: z.optional(num),
  status: str,
  progress: z.optional(z.looseObject({ all: num, finished: num, unfinished: num })),
});

/** The body of every failure that carries the envelope; each part is optional because failures vary. */
export const errorEnvelopeSchema = z.looseObject({
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
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
