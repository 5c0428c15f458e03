/**
 * What comes off the wire, as zod/mini schemas over the tolerant readers of `read.ts`. A schema requires
 * only what its caller cannot do without (the field a row is named by, a run's id) and names it when it is
 * missing; every other field is read when it is there and left blank when it is odd. Report rows are read
 * into the add-on's own shape by `rows.ts`. Each is built when an answer is first read by it (`lazy`), not
 * when the bundle loads.
 */
import * as z from 'zod/mini';
import { lazy } from '../shared/lazy';
import * as read from './read';
import { datedNumbers, entries, list, nullableNum, obj, optBool, optNum, optStr } from './read';
import * as rows from '../families/visibility/rows';
import type { DatedSeries } from '../families/visibility/rows';

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
export type TokenData = z.infer<typeof tokenSchema>;

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
export type LimitEntry = z.infer<typeof limitEntrySchema>;
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
export type Country = z.infer<typeof countrySchema>;

/** The visibility databases (reference: id, name, code, code_lang, code_three...); the id is what we use. */
export const visibilityCountrySchema = lazy(() =>
  obj({ id: read.num, name: optStr, code: optStr, code_lang: optStr }),
);
export type VisibilityCountry = z.infer<typeof visibilityCountrySchema>;

/** A row read as `shape` says (rows.ts), once the one field it is named by is there. */
function row<K extends string, T>(key: K, shape: (row: Record<K, string>) => T) {
  return lazy(() =>
    z.pipe(
      obj({ [key]: read.str } as Record<K, typeof read.str>),
      z.transform((r) => shape(r as Record<K, string>)),
    ),
  );
}

export const positionRowSchema = row('keyword', rows.positionRow);
export const keywordIdsSchema = row('keyword', rows.keywordIds);
export const competitorRowSchema = row('domain', rows.competitorRow);
export const subdomainRowSchema = row('domain', rows.subdomainRow);
export const urlRowSchema = row('url', rows.urlRow);
export const aiOverviewRowSchema = row('keyword', rows.aiOverviewRow);
export const aiOverviewCompetitorRowSchema = row('domain', rows.aiOverviewCompetitorRow);
/** A domain's AI Overview figures: nothing is required, an empty answer is a market without the data. */
export const aiOverviewStatisticsSchema = lazy(() =>
  z.pipe(z.unknown(), z.transform(rows.aiOverviewFigures)),
);
export const keywordRowSchema = row('keyword', rows.keywordRow);
export const keywordGroupRowSchema = row('group', rows.keywordGroupRow);
export const contentGapRowSchema = row('keyword', rows.contentGapRow);

/** A bucket is named `key` (reference, live service) or, by the simulator's older rows, `value`. */
export const characteristicRowSchema = lazy(() =>
  z.pipe(
    z.pipe(
      obj({}),
      z.transform((r: Record<string, unknown>) =>
        (r.key === undefined || r.key === null) && r.value !== undefined ? { ...r, key: r.value } : r,
      ),
    ),
    row('key', rows.characteristicRow),
  ),
);

/**
 * The buckets of a characteristics answer: a list, or (for `difficulty`) an object keyed by range. In the
 * object, an entry naming no bucket is a sibling the service added, not a bucket; in a list every entry
 * is a row and must name its bucket.
 */
export const characteristicRowsSchema = lazy(() =>
  z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((v) =>
        Array.isArray(v) || typeof v !== 'object' || v === null
          ? v
          : Object.values(v).filter(
              (entry) => typeof entry === 'object' && entry !== null && ('key' in entry || 'value' in entry),
            ),
      ),
    ),
    list(characteristicRowSchema),
  ),
);

/** One domain's phrases at each position 1…50 (`data.positions_distribution_top50`, keyed by position). */
export const positionDistributionSchema = lazy(() =>
  z.pipe(
    obj({ domain: optStr, main_domain: optBool, data: z.optional(z.unknown()) }),
    z.transform(({ domain, main_domain, data }) => ({
      domain,
      main_domain,
      positions: rows.positionCounts(read.at(data, 'positions_distribution_top50')),
    })),
  ),
);

/** The live service's names of the dashboard's AI Overview figures, as the add-on's columns call them. */
const METRIC_NAMES: Readonly<Record<string, string>> = {
  aio_keywords: 'ai_overview_keywords',
  aio_visible_keywords: 'ai_overview_citations',
  // The URLs tool's names for the history's unique URLs (one column either way).
  unique_urls_in_top10: 'unique_urls_top10',
  unique_urls_in_top50: 'unique_urls_top50',
};

/** Each figure's current value under either name the service gives it; entries that are no figure are left out. */
function figuresOf(statistics: Record<string, unknown>): Record<string, number | null> {
  const metrics: Record<string, number | null> = {};
  for (const [name, metric] of Object.entries(statistics)) {
    if (name === 'category') continue;
    const value = read.numberAt(metric, 'recent_value', 'current');
    if (value !== undefined) metrics[METRIC_NAMES[name] ?? name] = value;
  }
  return metrics;
}

/**
 * The dashboard: `statistics.<metric>.recent_value` (reference) or `.current`, the AI Overview figures
 * under the live service's `aio_*` names or the seed spec's. The reference's `category` is not a metric:
 * its name, and the domain's place in it (`category.statistics.recent_value`).
 */
export const domainStatisticsSchema = lazy(() =>
  z.pipe(
    obj({ statistics: z.record(z.string(), z.unknown()) }),
    z.transform(({ statistics }) => {
      const metrics = figuresOf(statistics);
      const { category } = statistics;
      const named = read.textAt(category, 'name');
      const rank = read.numberAt(category, 'statistics.recent_value', 'statistics.current');
      return {
        metrics,
        ...((named !== undefined || rank !== undefined) && { category: { name: named, rank } }),
      };
    }),
  ),
);
export type DomainStatistics = z.output<typeof domainStatisticsSchema>;

/**
 * A row of the URLs tool (`getDomains`: a domain, `getStatistics`: a URL), named by its `url`, its
 * `statistics.<metric>.current` read as the dashboard's metrics are, so either way fills the same columns.
 */
export const urlFiguresRowSchema = lazy(() =>
  z.pipe(
    obj({ url: read.str, statistics: z.optional(z.record(z.string(), z.unknown())) }),
    z.transform(({ url, statistics }) => ({ url, metrics: figuresOf(statistics ?? {}) })),
  ),
);
export type UrlFigures = z.output<typeof urlFiguresRowSchema>;

/** The segments of a domain's phrases the live service splits its history by. */
export const HISTORY_SEGMENTS = [
  'all',
  'brand',
  'my_brand',
  'non_brand',
  'non_own_brand',
  'short_tail',
  'long_tail',
] as const;
export type HistorySegment = (typeof HISTORY_SEGMENTS)[number];

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/** A metric's map keyed by date (or the list an empty one may come as): it has a date among its keys. */
const isDated = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && Object.keys(value).some((key) => DATE_KEY.test(key));

/** The metrics of one segment that hold points; an empty segment (lists instead of maps) holds none. */
function metricsOf(block: unknown): DatedSeries {
  const series: DatedSeries = {};
  if (typeof block !== 'object' || block === null) return series;
  for (const [metric, byDate] of Object.entries(block)) {
    const points = datedNumbers.safeParse(byDate);
    if (points.success && points.data.length) series[metric] = points.data;
  }
  return series;
}

/**
 * One domain's history (`…ForAllTypes`), by segment. The reference nests per-metric maps keyed by date
 * under `data` (read as the segment `all`); the live service nests them one level deeper, under a segment
 * (`data.non_brand.visibility.<date>`). The reference also carries competitors' series; `main_domain` says
 * which is the asked domain's.
 */
export const historySeriesSchema = lazy(() =>
  z.pipe(
    obj({ domain: optStr, main_domain: optBool, data: z.record(z.string(), z.unknown()) }),
    z.transform(({ domain, main_domain, data }) => {
      const flat: Record<string, unknown> = {};
      const segments: Record<string, DatedSeries> = {};
      for (const [key, value] of Object.entries(data)) {
        if (isDated(value)) flat[key] = value;
        else if (HISTORY_SEGMENTS.includes(key as HistorySegment)) segments[key] = metricsOf(value);
      }
      if (Object.keys(flat).length) segments.all = { ...metricsOf(flat), ...segments.all };
      return { domain, main_domain, segments };
    }),
  ),
);
export type HistorySeries = z.output<typeof historySeriesSchema>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** One phrase's positions: `history_positions.<date>.position`, 0 when it did not rank that day. */
export const keywordHistorySchema = lazy(() =>
  z.pipe(
    obj({ history_positions: z.record(z.string(), z.unknown()) }),
    z.transform(({ history_positions }) =>
      Object.entries(history_positions)
        .filter(([date]) => DAY.test(date))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([date, point]) => {
          const position = read.numberAt(point, 'position') ?? read.toNumber(point);
          // 0: it did not rank that day, a blank cell rather than a position.
          return {
            date,
            position: position ? position : null,
            has_serp: read.toBoolean(read.at(point, 'has_serp')),
          };
        }),
    ),
  ),
);
export type KeywordHistoryPoint = z.output<typeof keywordHistorySchema>[number];

/**
 * Favourite and suggested domains, as names or as records with `domain`; the favourites first. A plain list
 * of records (how the tool server answers) is read too: a record says whether it is a favourite, or nothing.
 */
export const domainSuggestionsSchema = lazy(() =>
  z.pipe(
    z.union([
      z.array(z.unknown()),
      obj({ favourite: z.optional(z.unknown()), suggested: z.optional(z.unknown()) }),
    ]),
    z.transform((answer) => {
      const names = (list: unknown) =>
        (Array.isArray(list) ? list : list && typeof list === 'object' ? Object.values(list) : [])
          .map((item) => (typeof item === 'string' ? item : read.textAt(item, 'domain', 'name')))
          .filter((name): name is string => !!name);
      const listed = Array.isArray(answer)
        ? answer.flatMap((item) => {
            const domain = read.textAt(item, 'domain', 'name');
            return domain ? [{ domain, favourite: read.toBoolean(read.at(item, 'favourite')) ?? null }] : [];
          })
        : [
            ...names(answer.favourite).map((domain) => ({ domain, favourite: true as boolean | null })),
            ...names(answer.suggested).map((domain) => ({ domain, favourite: false as boolean | null })),
          ];
      const seen = new Set<string>();
      return listed.filter(({ domain }) => !seen.has(domain) && !!seen.add(domain));
    }),
  ),
);
export type DomainSuggestion = z.output<typeof domainSuggestionsSchema>[number];

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
export type StatisticsRun = z.output<typeof statisticsRunSchema>;

export const taskIdSchema = lazy(() => z.looseObject({ id: num }));
export type TaskId = z.infer<typeof taskIdSchema>;

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
