/**
 * What the add-on reads of the visibility reports' answers, as schemas over the row readers: the dashboard,
 * positions, competitors, sections, characteristics, histories, domain suggestions. The reference nests figures (`statistics.visibility.current`, on the
 * dashboard `recent_value`); the seed spec and older answers have some of them flat: both are read, nested
 * first. Only the field a row is named by is required (its schema says which); derived figures (a position
 * change, a visibility change) are recomputed from the primary ones beside them, never taken on trust.
 */
import * as z from 'zod/mini';
import * as read from '../../api/read';
import {
  at,
  currentOf,
  datedNumbers,
  type Figure,
  list,
  namesOf,
  numberAt,
  obj,
  optBool,
  optStr,
  positionChange,
  previousOf,
  rank,
  rankingUrl,
  textAt,
  toBoolean,
  toNumber,
  trendOf,
} from '../../api/read';
import { rowSchema } from '../../api/schemas';
import { lazy } from '../../shared/lazy';
import { CHARACTERISTIC_BUCKETS, type Characteristic, DOMAIN_METRICS, characteristicColumns } from './spec';

/** Each metric's [date, value] pairs, in date order: what one history series holds. */
export type DatedSeries = Record<string, Array<[string, number]>>;

/** How far apart the points of a history are. */
export type Interval = 'daily' | 'weekly' | 'monthly';

function change(current: Figure, previous: Figure): number | null {
  return typeof current === 'number' && typeof previous === 'number'
    ? Math.round((current - previous) * 100) / 100
    : null;
}

export type PositionRow = {
  keyword_id?: number;
  keyword: string;
  position: number | null;
  previous_position: number | null;
  position_change: number | null;
  url?: string;
  /** The page that ranked at the compared date: cannibalization's point is the page the phrase moved from. */
  previous_url?: string;
  searches: Figure;
  cpc: Figure;
  difficulty: Figure;
  visibility: Figure;
  /** Search intent: the live service's `intentions.primary_intent` (its `main_intent`, our tools' `intent`). */
  intent?: string;
  /** SERP features on the phrase's results page, as one filterable text (`map, adwords`). */
  serp_features?: string;
};

/**
 * The landing page at the compared date: `url.previous` (nested under `statistics` or not) or the flat
 * `previous_url` where it is sent (empty: it did not rank then), else the current page when `url.is_change`
 * says it did not change.
 */
function previousUrlOf(row: unknown, current: string | undefined): string | undefined {
  const previous = textAt(row, 'statistics.url.previous', 'url.previous', 'previous_url');
  if (previous !== undefined) return previous || undefined;
  const changed = at(row, 'statistics.url.is_change') ?? at(row, 'url.is_change');
  return toBoolean(changed) === false ? current : undefined;
}

/** The index's TOP50 says "not in the TOP50" with position 51 and no landing page. */
const OUTSIDE_TOP50 = 51;

/** A position, null where it did not rank: 0 or less, or past the TOP50 with no page (`51` beside `""`). */
function placed(position: unknown, url: string | undefined): number | null {
  const n = rank(position);
  return n === OUTSIDE_TOP50 && !url ? null : n;
}

/** A ranking phrase (positions, cannibalization, wins and losses, history of keywords). */
export function positionRow(row: { keyword: string }): PositionRow {
  const page = textAt(row, 'statistics.url.current', 'url.current', 'current_url', 'url');
  const url = rankingUrl(page);
  const position = placed(currentOf(row, 'position'), page);
  const before = previousUrlOf(row, url);
  const previous = placed(previousOf(row, 'position'), before);
  return {
    keyword_id: toNumber(at(row, 'keyword_id')),
    keyword: row.keyword,
    position,
    previous_position: previous,
    position_change: positionChange({ previous, current: position }),
    url: url || undefined,
    previous_url: rankingUrl(before),
    searches: currentOf(row, 'searches'),
    cpc: currentOf(row, 'cpc'),
    difficulty: currentOf(row, 'difficulty'),
    visibility: currentOf(row, 'visibility'),
    intent: textAt(
      row,
      'statistics.intentions.primary_intent',
      'statistics.intentions.main_intent',
      'intentions.primary_intent',
      'intent',
    ),
    serp_features: namesOf(at(row, 'statistics.snippets.current') ?? at(row, 'snippets')),
  };
}

/**
 * A ranking phrase's ids, which the history endpoint takes: `keyword_id` and the hash id `kid`. Apart from
 * the position row, whose tables (and their cache) have no use for a 32-character hash on every row.
 */
export const keywordIds = (row: { keyword: string }) => ({
  keyword: row.keyword,
  keyword_id: toNumber(at(row, 'keyword_id')),
  kid: textAt(row, 'kid'),
});

export type CompetitorRow = { domain: string; is_main_domain?: boolean; common_keywords: Figure } & Record<
  (typeof DOMAIN_METRICS)[number],
  Figure
>;

export function competitorRow(row: { domain: string }): CompetitorRow {
  const figures = Object.fromEntries(DOMAIN_METRICS.map((m) => [m, currentOf(row, m)]));
  return {
    domain: row.domain,
    is_main_domain: toBoolean(at(row, 'is_main_domain')),
    common_keywords: numberAt(row, 'common_keywords'),
    ...(figures as Record<(typeof DOMAIN_METRICS)[number], Figure>),
  };
}

export type SectionRow = {
  keywords_count: Figure;
  visibility: Figure;
  previous_visibility: Figure;
  visibility_change: number | null;
  visibility_percent: Figure;
};

/** A part of a domain (sub-domain, URL, section) with its phrase count and visibility. */
function sectionFigures(row: object): SectionRow {
  const visibility = currentOf(row, 'visibility');
  const previous = previousOf(row, 'visibility');
  return {
    keywords_count: numberAt(row, 'keywords_count', 'keywords'),
    visibility,
    previous_visibility: previous,
    visibility_change: change(visibility, previous),
    visibility_percent: numberAt(row, 'visibility_percent'),
  };
}

export type SubdomainRow = { subdomain: string } & SectionRow;
/** A URL also counts its phrases in the TOP3/10/50 (the live service's `statistics.top3/top10/top50`). */
export type UrlRow = { url: string } & SectionRow & { top3: Figure; top10: Figure; top50: Figure };

export const subdomainRow = (row: { domain: string }): SubdomainRow => ({
  subdomain: row.domain,
  ...sectionFigures(row),
});
export const urlRow = (row: { url: string }): UrlRow => ({
  url: rankingUrl(row.url) ?? row.url,
  ...sectionFigures(row),
  top3: currentOf(row, 'top3'),
  top10: currentOf(row, 'top10'),
  top50: currentOf(row, 'top50'),
});

export type CharacteristicRow = {
  /** The bucket: a word count, `trend_3`, a searches threshold, a difficulty range, a parameter, a feature. */
  value: string;
  keywords: Figure;
  visibility_sum: Figure;
  visibility_percent: Figure;
  top3: Figure;
  top10: Figure;
  top50: Figure;
  /** SERP features only: the feature's parameter, and the visibility the domain has beside it. */
  param?: string;
  visibility?: Figure;
};

/** The share of the domain's visibility, recomputed from the two visibilities when both are there. */
function shareOf(row: object): Figure {
  const part = numberAt(row, 'visibility_sum');
  const whole = numberAt(row, 'visibility_domain');
  if (typeof part === 'number' && typeof whole === 'number' && whole > 0)
    return Math.round((part / whole) * 10000) / 100;
  return numberAt(row, 'visibility_percent');
}

/**
 * A bucket of a characteristic: `key` with its phrase `count` (the live service; the reference shows `key`
 * only), or the simulator's older `value` and `keywords`. Only `serp_params` rows carry `param` and their
 * own `visibility` beside `visibility_sum`.
 */
export function characteristicRow(row: { key: string }): CharacteristicRow {
  const serp = at(row, 'param') !== undefined;
  return {
    value: row.key,
    keywords: numberAt(row, 'count', 'keywords', 'keywords_count'),
    visibility_sum: numberAt(row, 'visibility_sum', ...(serp ? [] : ['visibility'])),
    visibility_percent: shareOf(row),
    top3: numberAt(row, 'top3'),
    top10: numberAt(row, 'top10'),
    top50: numberAt(row, 'top50'),
    ...(serp && { param: textAt(row, 'param'), visibility: numberAt(row, 'visibility') }),
  };
}

/**
 * A phrase of the competitors analysis: its figures and, for each compared domain, its position and URL,
 * `"<domain>": {pos, url}` or the flat `<domain>_pos`, `<domain>_url` (the live service sends both).
 */
export type ContentGapRow = {
  keyword: string;
  searches: Figure;
  cpc: Figure;
  difficulty: Figure;
  trend: Figure[];
  /** The phrase's keyword parameters (`city, brand`). */
  params?: string;
  /** By domain, in the answer's order: null where the domain is outside its range (or the TOP100). */
  domains: Record<string, { position: number | null; url?: string }>;
};

const FLAT_DOMAIN = /^(.+\..+)_(pos|url)$/;

export function contentGapRow(row: { keyword: string }): ContentGapRow {
  const domains: ContentGapRow['domains'] = {};
  const place = (domain: string) => {
    domains[domain] ??= { position: null };
    return domains[domain];
  };
  for (const [key, value] of Object.entries(row)) {
    if (value !== null && typeof value === 'object' && ('pos' in value || 'url' in value)) {
      const entry = place(key);
      entry.position = rank(numberAt(value, 'pos')) ?? entry.position;
      entry.url = rankingUrl(textAt(value, 'url')) ?? entry.url;
    }
    const flat = FLAT_DOMAIN.exec(key);
    if (!flat) continue;
    const entry = place(flat[1]);
    if (flat[2] === 'pos') entry.position ??= rank(toNumber(value));
    else entry.url ??= rankingUrl(typeof value === 'string' && value ? value : undefined);
  }
  return {
    keyword: row.keyword,
    searches: currentOf(row, 'searches'),
    cpc: currentOf(row, 'cpc'),
    difficulty: currentOf(row, 'difficulty'),
    trend: trendOf(row) ?? [],
    params: namesOf(at(row, 'params')),
    domains,
  };
}

/** Phrases at each position, from a map keyed by position (or a list, first position first). */
export function positionCounts(value: unknown): { position: number; keywords: number }[] {
  const entries = Array.isArray(value)
    ? value.map((count, i): [string, unknown] => [String(i + 1), count])
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return entries
    .map(([key, count]) => ({ position: toNumber(key), keywords: toNumber(count) }))
    .filter(
      (p): p is { position: number; keywords: number } =>
        p.position !== undefined && p.keywords !== undefined,
    )
    .sort((a, b) => a.position - b.position);
}

/** The asked domain's (`main_domain`, else the first) phrases per position. */
export function distributionRows(
  series: readonly { main_domain?: boolean; positions: { position: number; keywords: number }[] }[],
): { position: number; keywords: number }[] {
  return (series.find((s) => s.main_domain) ?? series[0])?.positions ?? [];
}

/** The reference's metric names in the history, as the dashboard's columns call them. */
const HISTORY_NAMES: Record<string, string> = {
  keywords_top3: 'top3',
  keywords_top10: 'top10',
  keywords_top50: 'top50',
};

export type HistoryRow = { date: string } & Record<string, number | string | null>;

/**
 * One segment of the asked domain's series (`main_domain`, else the first) as one row per date, metrics
 * as columns. No rows when the answer has no points for the segment.
 */
export function historyRows(
  series: readonly { main_domain?: boolean; segments: Record<string, DatedSeries> }[],
  segment: string,
): HistoryRow[] {
  const main = series.find((s) => s.main_domain) ?? series[0];
  const metrics = main?.segments[segment];
  if (!metrics) return [];
  const byDate = new Map<string, HistoryRow>();
  for (const [metric, points] of Object.entries(metrics)) {
    const name = HISTORY_NAMES[metric] ?? metric;
    for (const [date, value] of points) {
      const row = byDate.get(date) ?? ({ date } as HistoryRow);
      row[name] = value;
      byDate.set(date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const DAY_MS = 86_400_000;

/** The interval points of a history are apart: the most common gap between neighbouring dates. */
export function historySpacing(rows: readonly { date: string }[]): Interval | undefined {
  const gaps = new Map<Interval, number>();
  for (let i = 1; i < rows.length; i++) {
    const days = Math.round((Date.parse(rows[i].date) - Date.parse(rows[i - 1].date)) / DAY_MS);
    const interval: Interval | undefined =
      days === 1 ? 'daily' : days === 7 ? 'weekly' : days >= 28 && days <= 31 ? 'monthly' : undefined;
    if (interval) gaps.set(interval, (gaps.get(interval) ?? 0) + 1);
  }
  return [...gaps].sort(([, a], [, b]) => b - a)[0]?.[0];
}

/**
 * A characteristic's table: the bucket under a column named for it ("Difficulty": `1-10`), then the
 * phrases and figures; SERP features add each feature's parameter and the visibility beside it.
 */
export function characteristicTable(characteristic: Characteristic) {
  const bucket = CHARACTERISTIC_BUCKETS[characteristic];
  return {
    columns: characteristicColumns(characteristic),
    row: ({ value, ...rest }: CharacteristicRow): object => ({ [bucket]: value, ...rest }),
  };
}

export const positionRowSchema = rowSchema('keyword', positionRow);
export const keywordIdsSchema = rowSchema('keyword', keywordIds);
export const competitorRowSchema = rowSchema('domain', competitorRow);
export const subdomainRowSchema = rowSchema('domain', subdomainRow);
export const urlRowSchema = rowSchema('url', urlRow);
export const contentGapRowSchema = rowSchema('keyword', contentGapRow);

/** A bucket is named `key` (reference, live service) or, by the simulator's older rows, `value`. */
export const characteristicRowSchema = lazy(() =>
  z.pipe(
    z.pipe(
      obj({}),
      z.transform((r: Record<string, unknown>) =>
        (r.key === undefined || r.key === null) && r.value !== undefined ? { ...r, key: r.value } : r,
      ),
    ),
    rowSchema('key', characteristicRow),
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
      positions: positionCounts(read.at(data, 'positions_distribution_top50')),
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
