/**
 * What the add-on reads of the visibility reports' answers, as zod/mini schemas over the readers of
 * `api/read.ts`: the dashboard, positions, competitors, sections, characteristics, histories, domain
 * suggestions. The reference nests figures (`statistics.visibility.current`, on the dashboard
 * `recent_value`); the seed spec, older answers and the tool server have some of them flat: a schema reads
 * both, and its row takes the nested one first. Only the field a row is named by is required; derived
 * figures (a position change, a visibility change, a share) are computed from the primary ones beside them.
 */
import * as z from 'zod/mini';
import {
  at,
  before,
  change,
  count,
  type Figure,
  figure,
  flag,
  isRecord,
  list,
  metric,
  names,
  num,
  numOrNull,
  obj,
  orElse,
  part,
  positionChange,
  previousFigure,
  rank,
  rankingUrl,
  reshaped,
  row,
  type Read,
  type Schema,
  series,
  str,
  text,
  textOrNull,
  tolerant,
  TREND,
  withTrend,
} from '../../api/read';
import { once } from '../../shared/lazy';
import { CHARACTERISTIC_BUCKETS, type Characteristic, DOMAIN_METRICS, characteristicColumns } from './spec';

/** Each metric's [date, value] pairs, in date order: what one history series holds. */
export type DatedSeries = Record<string, Array<[string, number]>>;

/** How far apart the points of a history are. */
export type Interval = 'daily' | 'weekly' | 'monthly';

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

/** The index's TOP50 says "not in the TOP50" with position 51 and no landing page. */
const OUTSIDE_TOP50 = 51;

/** A position, null where it did not rank: 0 or less, or past the TOP50 with no page (`51` beside `""`). */
function placed(position: Figure, url: string | null | undefined): number | null {
  const n = rank(position);
  return n === OUTSIDE_TOP50 && !url ? null : n;
}

/**
 * A ranking phrase (positions, cannibalization, wins and losses, history of keywords), nested as the
 * reference sends it or flat as the seed spec and the tool server do. The landing page at the compared date
 * is `url.previous` or the flat `previous_url` (empty: it did not rank then), else the current page where
 * `url.is_change` says it did not change.
 */
export const positionRowSchema = row(
  {
    keyword_id: at(num),
    keyword: at(str),
    position: figure('position', 'position.current', 'position'),
    previous: previousFigure('position', 'previous_position'),
    position_diff: at(num),
    url: at(textOrNull, 'statistics.url.current', 'url.current', 'current_url', 'url'),
    previous_url: at(text, 'statistics.url.previous', 'url.previous', 'previous_url'),
    url_changed: at(flag, 'statistics.url.is_change', 'url.is_change'),
    searches: figure('searches'),
    cpc: figure('cpc'),
    difficulty: figure('difficulty'),
    visibility: figure('visibility'),
    intent: at(
      text,
      'statistics.intentions.primary_intent',
      'statistics.intentions.main_intent',
      'intentions.primary_intent',
      'intent',
    ),
    serp_features: at(names, 'statistics.snippets.current', 'snippets'),
  },
  ({ previous, position_diff, url_changed, ...r }): PositionRow => {
    const url = rankingUrl(r.url);
    const then =
      r.previous_url !== undefined ? r.previous_url || undefined : url_changed === false ? url : undefined;
    const position = placed(r.position, r.url);
    const previous_position = placed(before(r.position, previous, position_diff), then);
    return {
      ...r,
      keyword_id: r.keyword_id,
      position,
      previous_position,
      position_change: positionChange({ previous: previous_position, current: position }),
      url: url || undefined,
      previous_url: rankingUrl(then),
    };
  },
);

/**
 * A ranking phrase's ids, which the history endpoint takes: `keyword_id` and the hash id `kid`. Apart from
 * the position row, whose tables (and their cache) have no use for a 32-character hash on every row.
 */
export const keywordIdsSchema = row({
  keyword: at(str),
  keyword_id: at(num),
  kid: at(text),
});

export type CompetitorRow = { domain: string; is_main_domain?: boolean; common_keywords: Figure } & Record<
  (typeof DOMAIN_METRICS)[number],
  Figure
>;

/** A competing domain: the dashboard's figures, nested under `statistics` or flat. */
export const competitorRowSchema = row(
  {
    domain: at(str),
    is_main_domain: at(flag),
    common_keywords: at(numOrNull),
    ...(Object.fromEntries(DOMAIN_METRICS.map((name) => [name, figure(name)])) as Record<
      (typeof DOMAIN_METRICS)[number],
      ReturnType<typeof figure>
    >),
  },
  (r): CompetitorRow => r,
);

export type SectionRow = {
  keywords_count: Figure;
  visibility: Figure;
  previous_visibility: Figure;
  visibility_change: number | null;
  visibility_percent: Figure;
};

/** A part of a domain (sub-domain, URL): its phrase count and visibility, nested or flat. */
const SECTION = {
  keywords_count: at(numOrNull, 'keywords_count', 'keywords'),
  visibility: figure('visibility'),
  previous: previousFigure('visibility', 'previous_visibility'),
  visibility_diff: at(num, 'visibility_diff', 'statistics.visibility.diff'),
  visibility_percent: at(numOrNull),
};

/** The previous visibility given, or the current less the change where only that came; the change computed. */
function section<T extends { visibility: Figure; previous: Figure; visibility_diff?: number }>({
  previous,
  visibility_diff,
  ...r
}: T) {
  const previous_visibility = before(r.visibility, previous, visibility_diff);
  return { ...r, previous_visibility, visibility_change: change(r.visibility, previous_visibility) };
}

export type SubdomainRow = { subdomain: string } & SectionRow;
/** A URL also counts its phrases in the TOP3/10/50 (the live service's `statistics.top3/top10/top50`). */
export type UrlRow = { url: string } & SectionRow & { top3: Figure; top10: Figure; top50: Figure };

export const subdomainRowSchema = row(
  { subdomain: at(str, 'domain'), ...SECTION },
  (r): SubdomainRow => section(r),
);
export const urlRowSchema = row(
  { url: at(str), ...SECTION, top3: figure('top3'), top10: figure('top10'), top50: figure('top50') },
  (r): UrlRow => ({ ...section(r), url: rankingUrl(r.url) ?? r.url }),
);

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

/**
 * A bucket of a characteristic: `key` with its phrase `count` (the live service; the reference shows `key`
 * only), or the simulator's older `value` and `keywords`. Only `serp_params` rows carry `param` (null when
 * the feature has none) and their own `visibility` beside `visibility_sum`. The share of the domain's
 * visibility is recomputed from the two visibilities when both are there.
 */
const characteristicRow = row(
  {
    value: at(str, 'key'),
    keywords: at(numOrNull, 'count', 'keywords', 'keywords_count'),
    visibility_sum: at(numOrNull),
    visibility: at(numOrNull),
    visibility_domain: at(num),
    visibility_percent: at(numOrNull),
    top3: at(numOrNull),
    top10: at(numOrNull),
    top50: at(numOrNull),
    param: at(textOrNull),
  },
  ({ visibility, visibility_domain: whole, param, ...r }): CharacteristicRow => {
    const serp = param !== undefined;
    const part = r.visibility_sum ?? (serp ? undefined : visibility);
    return {
      ...r,
      visibility_sum: part,
      visibility_percent:
        typeof part === 'number' && whole !== undefined && whole > 0
          ? Math.round((part / whole) * 10000) / 100
          : r.visibility_percent,
      ...(serp && { param: param ?? undefined, visibility }),
    };
  },
);

/** A bucket is named `key` (reference, live service) or, by the simulator's older rows, `value`. */
const namedBucket = (v: unknown) => {
  const r = v as Record<string, unknown>;
  return (r.key === undefined || r.key === null) && r.value !== undefined ? { ...r, key: r.value } : r;
};

/**
 * The buckets of a characteristics answer: a list, or (for `difficulty`) an object keyed by range. In the
 * object, an entry naming no bucket is a sibling the service added, not a bucket; in a list every entry
 * is a row and must name its bucket.
 */
export const characteristicRowsSchema = once(() =>
  reshaped(
    (v) =>
      Array.isArray(v) || typeof v !== 'object' || v === null
        ? v
        : Object.values(v).filter(
            (entry) => typeof entry === 'object' && entry !== null && ('key' in entry || 'value' in entry),
          ),
    list(reshaped(namedBucket, characteristicRow())),
  ),
);

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

/** What a content-gap row holds under a domain's name, `{pos, url}`, or under `<domain>_pos` or `_url`. */
const domainPlace = once(() =>
  tolerant(
    z.union([
      obj({ pos: numOrNull(), url: textOrNull() }),
      z.pipe(
        z.union([count(), str()]),
        z.transform((value) => ({ value })),
      ),
    ]),
  ),
);

export const contentGapRowSchema = row(
  {
    keyword: at(str),
    searches: figure('searches'),
    cpc: figure('cpc'),
    difficulty: figure('difficulty'),
    params: at(names),
    ...TREND,
  },
  (read, record): ContentGapRow => {
    const domains: ContentGapRow['domains'] = {};
    const place = (domain: string) => {
      domains[domain] ??= { position: null };
      return domains[domain];
    };
    for (const [key, given] of Object.entries(record)) {
      if (!isRecord(given)) continue;
      const flat = FLAT_DOMAIN.exec(key);
      if ('pos' in given && !flat && (given.pos !== undefined || given.url !== undefined)) {
        const entry = place(key);
        entry.position = rank(given.pos as Figure) ?? entry.position;
        entry.url = rankingUrl(given.url as string | null | undefined) ?? entry.url;
      } else if ('value' in given && flat) {
        if (flat[2] === 'pos') place(flat[1]).position ??= rank(Number(given.value));
        else place(flat[1]).url ??= rankingUrl(String(given.value) || undefined);
      }
    }
    const row = withTrend(read);
    return { ...row, trend: row.trend ?? [], domains };
  },
  domainPlace,
);

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

/** Phrases at each position, keyed by position (or a list, first position first), in position order. */
const positionCounts = once(() =>
  orElse(
    reshaped(
      (v) => (Array.isArray(v) ? Object.fromEntries(v.map((n, i) => [i + 1, n])) : v),
      z.pipe(
        z.record(z.string(), num()),
        z.transform((counts) =>
          Object.entries(counts)
            .map(([key, keywords]) => ({ position: Number(key), keywords }))
            .filter(
              (p): p is { position: number; keywords: number } =>
                Number.isInteger(p.position) && p.keywords !== undefined,
            )
            .sort((a, b) => a.position - b.position),
        ),
      ),
    ),
    () => [],
  ),
);

/** One domain's phrases at each position 1…50 (`data.positions_distribution_top50`, keyed by position). */
export const positionDistributionSchema = row(
  {
    domain: at(text),
    main_domain: at(flag),
    positions: at(positionCounts, 'data.positions_distribution_top50'),
  },
  (r) => ({ ...r, positions: r.positions ?? [] }),
);

/** The live service's names of the dashboard's AI Overview figures, as the add-on's columns call them. */
const METRIC_NAMES: Readonly<Record<string, string>> = {
  aio_keywords: 'ai_overview_keywords',
  aio_visible_keywords: 'ai_overview_citations',
  // The URLs tool's names for the history's unique URLs (one column either way).
  unique_urls_in_top10: 'unique_urls_top10',
  unique_urls_in_top50: 'unique_urls_top50',
};

/** Figures by name (`{"visibility": {"recent_value": …}}`), each under the add-on's name; what is no figure is left out. */
const figures = once(() =>
  z.pipe(
    z.record(z.string(), metric()),
    z.transform((read) => {
      const named: Record<string, number | null> = {};
      for (const [name, value] of Object.entries(read))
        if (value !== undefined) named[METRIC_NAMES[name] ?? name] = value;
      return named;
    }),
  ),
);

/**
 * The dashboard: `statistics.<metric>.recent_value` (reference) or `.current`, the AI Overview figures
 * under the live service's `aio_*` names or the seed spec's. The reference's `category` is not a metric:
 * its name, and the domain's place in it (`category.statistics.recent_value`).
 */
const category = once(() => part({ name: text(), statistics: metric() }));

export const domainStatisticsSchema = once(() =>
  z.pipe(
    obj({ statistics: z.record(z.string(), z.unknown()) }),
    z.transform(({ statistics }) => {
      const metrics = figures().parse(statistics);
      const { name, statistics: rank } = category().parse(statistics.category) ?? {};
      return {
        metrics,
        ...((name !== undefined || rank != null) && { category: { name, rank: rank ?? undefined } }),
      };
    }),
  ),
);
export type DomainStatistics = Read<typeof domainStatisticsSchema>;

/**
 * A row of the URLs tool (`getDomains`: a domain, `getStatistics`: a URL), named by its `url`, its
 * `statistics.<metric>.current` read as the dashboard's metrics are, so either way fills the same columns.
 */
export const urlFiguresRowSchema = row(
  { url: at(str), metrics: at(() => tolerant(figures()), 'statistics') },
  (r) => ({ url: r.url, metrics: r.metrics ?? {} }),
);
export type UrlFigures = Read<typeof urlFiguresRowSchema>;

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

/** A point of a history: the value, or `{value}`. */
const point = once(() =>
  tolerant(
    z.union([
      count(),
      z.pipe(
        obj({ value: count() }),
        z.transform((p) => p.value),
      ),
    ]),
  ),
);
/** A metric's points keyed by date; none from an empty one (a list instead of a map). */
const points = once(() => series(point()) as Schema<Array<[string, number]> | undefined>);
/** A segment's metrics, each keyed by date; a metric with no points is left out. */
const segment = once(() =>
  orElse(
    z.pipe(
      z.record(z.string(), points()),
      z.transform(
        (metrics): DatedSeries =>
          Object.fromEntries(
            Object.entries(metrics).filter((e): e is [string, [string, number][]] => !!e[1]?.length),
          ),
      ),
    ),
    (): DatedSeries => ({}),
  ),
);

/**
 * One domain's history (`…ForAllTypes`), by segment. The reference nests per-metric maps keyed by date
 * under `data` (read as the segment `all`); the live service nests them one level deeper, under a segment
 * (`data.non_brand.visibility.<date>`). The reference also carries competitors' series; `main_domain` says
 * which is the asked domain's.
 */
export const historySeriesSchema = once(() =>
  z.pipe(
    obj({ domain: text(), main_domain: flag(), data: z.record(z.string(), z.unknown()) }),
    z.transform(({ domain, main_domain, data }) => {
      const flat: DatedSeries = {};
      const segments: Record<string, DatedSeries> = {};
      for (const [key, value] of Object.entries(data)) {
        const dated = points().parse(value);
        if (dated?.length) flat[key] = dated;
        else if (HISTORY_SEGMENTS.includes(key as HistorySegment)) segments[key] = segment().parse(value);
      }
      if (Object.keys(flat).length) segments.all = { ...flat, ...segments.all };
      return { domain, main_domain, segments };
    }),
  ),
);

/** One phrase's positions: `history_positions.<date>.position`, 0 when it did not rank that day. */
export const keywordHistorySchema = once(() =>
  z.pipe(
    obj({
      history_positions: z.pipe(
        z.record(z.string(), z.unknown()) as Schema,
        series(
          z.union([
            z.pipe(
              count(),
              z.transform((position) => ({ position, has_serp: undefined })),
            ),
            obj({ position: numOrNull(), has_serp: flag() }),
          ]),
        ),
      ),
    }),
    z.transform(({ history_positions }) =>
      (history_positions ?? []).map(([date, { position, has_serp }]) => ({
        date,
        // 0: it did not rank that day, a blank cell rather than a position.
        position: position ? position : null,
        has_serp,
      })),
    ),
  ),
);
export type KeywordHistoryPoint = Read<typeof keywordHistorySchema>[number];

/** A domain named as text or as a record with `domain` (or `name`). */
const domainName = once(() =>
  tolerant(
    z.union([
      str(),
      z.pipe(
        obj({ domain: text(), name: text() }),
        z.transform((d) => d.domain ?? d.name),
      ),
    ]),
  ),
);
/** Names listed or keyed by id; what names no domain is left out. */
const domainNames = once(() =>
  orElse(
    reshaped(
      (items) => (typeof items === 'object' && items !== null ? Object.values(items) : items),
      z.array(domainName()),
    ),
    () => [],
  ),
);

/**
 * Favourite and suggested domains, as names or as records with `domain`; the favourites first. A plain list
 * of records (how the tool server answers) is read too: a record says whether it is a favourite, or nothing.
 */
export const domainSuggestionsSchema = once(() =>
  z.pipe(
    z.union([
      z.array(tolerant(obj({ domain: text(), name: text(), favourite: flag() }))),
      obj({ favourite: domainNames(), suggested: domainNames() }),
    ]),
    z.transform((answer) => {
      const listed = Array.isArray(answer)
        ? answer.flatMap((item) => {
            const domain = item?.domain ?? item?.name;
            return domain ? [{ domain, favourite: item?.favourite ?? (null as boolean | null) }] : [];
          })
        : [
            ...answer.favourite.map((domain) => ({ domain, favourite: true as boolean | null })),
            ...answer.suggested.map((domain) => ({ domain, favourite: false as boolean | null })),
          ];
      const seen = new Set<string>();
      return listed.filter(
        (entry): entry is { domain: string; favourite: boolean | null } =>
          !!entry.domain && !seen.has(entry.domain) && !!seen.add(entry.domain),
      );
    }),
  ),
);
