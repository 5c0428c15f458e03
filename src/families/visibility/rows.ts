/**
 * What the add-on reads of each kind of row of the visibility and keyword-database reports, shared by the
 * formulas and the report launcher. The reference nests figures (`statistics.visibility.current`, on the
 * dashboard `recent_value`); the seed spec and older answers have some of them flat: both are read, nested
 * first. Only the field a row is named by is required (its schema says which); derived figures (a position
 * change, a visibility change) are recomputed from the primary ones beside them, never taken on trust.
 */
import {
  CHARACTERISTIC_BUCKETS,
  type Characteristic,
  characteristicColumns,
  DOMAIN_METRICS,
} from '../../shared/layouts';
import {
  at,
  numberAt,
  positionChange,
  rank,
  rankingUrl,
  textAt,
  toBoolean,
  toNumber,
  trendOf,
} from '../../api/read';

/** Each metric's [date, value] pairs, in date order: what one history series holds. */
export type DatedSeries = Record<string, Array<[string, number]>>;

/** How far apart the points of a history are. */
export type Interval = 'daily' | 'weekly' | 'monthly';

type Figure = number | null | undefined;

/** A metric's current value under the names the service uses for it. */
const currentOf = (row: unknown, metric: string): Figure =>
  numberAt(row, `statistics.${metric}.current`, `statistics.${metric}.recent_value`, metric);

/**
 * A metric's previous value: given, or, where only the change is sent (the tool server's `position_diff`,
 * a URL's `statistics.visibility.diff`), the current value less the change, which both send as current −
 * previous (a position's negative change is an improvement). A position's nested `diff` is not read: the
 * reference's is previous − current, the opposite sign, and its rows carry `previous` beside it anyway.
 */
function previousOf(row: unknown, metric: string): Figure {
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

/** A list of names (`["map", "adwords"]`, or a map of them) as one text; undefined when there are none. */
function namesOf(value: unknown): string | undefined {
  const items = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const names = items.filter((item): item is string => typeof item === 'string' && item !== '');
  return names.length ? names.join(', ') : undefined;
}

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
 * A phrase with an AI Overview where the domain ranks (`ai_overviews/getKeywords`, observed): its organic
 * position, the domain's best place among the AI Overview's sources and that URL, the search intent and
 * the journey stage, how long the overview is and how many domains it cites.
 */
export type AiOverviewRow = {
  keyword: string;
  searches: Figure;
  intent?: string;
  /** Whether the AI Overview cites the domain: it has a place there (derived, not read). */
  cited?: boolean;
  /** The domain's page the AI Overview cites. */
  url?: string;
  position: number | null;
  ai_overview_position: number | null;
  journey_stage?: string;
  ai_overview_length: Figure;
  ai_overview_domains: Figure;
};

/** Cited when the domain has a place (or a URL) in the AI Overview; unknown when the answer says neither. */
function citedOf(row: unknown, place: number | null, url: string | undefined): boolean | undefined {
  if (place !== null || url) return true;
  const said = at(row, 'best_aio_pos') !== undefined || at(row, 'best_aio_url') !== undefined;
  return said ? false : toBoolean(at(row, 'cited'));
}

export function aiOverviewRow(row: { keyword: string }): AiOverviewRow {
  const place = rank(numberAt(row, 'best_aio_pos', 'best_aio_position'));
  const url = rankingUrl(textAt(row, 'best_aio_url', 'url'));
  return {
    keyword: row.keyword,
    searches: currentOf(row, 'searches'),
    intent: textAt(row, 'intentions.main_intent', 'intentions.primary_intent', 'intent'),
    cited: citedOf(row, place, url),
    url,
    position: rank(numberAt(row, 'organic_pos', 'statistics.position.current', 'position')),
    ai_overview_position: place,
    journey_stage: textAt(row, 'intentions.journey_stage', 'journey_stage'),
    ai_overview_length: numberAt(row, 'aio_length'),
    ai_overview_domains: numberAt(row, 'aio_domains_count'),
  };
}

/** A domain beside the asked one in AI Overviews (`ai_overviews/getCompetitors`, observed). */
export type AiOverviewCompetitorRow = {
  domain: string;
  ai_overview_avg_position: Figure;
  ai_overview_avg_position_all: Figure;
  common_keywords: Figure;
  ai_overview_only_domain: Figure;
  ai_overview_only_competitor: Figure;
};

export const aiOverviewCompetitorRow = (row: { domain: string }): AiOverviewCompetitorRow => ({
  domain: row.domain,
  ai_overview_avg_position: numberAt(row, 'aio_avg_position'),
  ai_overview_avg_position_all: numberAt(row, 'all_aio_avg_position'),
  common_keywords: numberAt(row, 'aio_common_words'),
  ai_overview_only_domain: numberAt(row, 'aio_exclusive_to_me'),
  ai_overview_only_competitor: numberAt(row, 'aio_exclusive_to_competitor'),
});

/** The domain's AI Overview figures (`ai_overviews/getStatistics`, observed), under our column names. */
const AI_OVERVIEW_FIGURES: Readonly<Record<string, string>> = {
  aio_keywords_count: 'ai_overview_keywords',
  aio_keywords_with_domain_count: 'ai_overview_citations',
  aio_avg_pos: 'ai_overview_avg_position',
  aio_wins_count: 'ai_overview_wins',
  aio_losses_count: 'ai_overview_losses',
  aio_vis_loss_percentage: 'ai_overview_visibility_loss',
};

/**
 * The figures of `statistics.<figure>` (or flat beside it; a figure may come nested as `.current`), those
 * the answer has; none from the empty list a market without the data answers.
 */
export function aiOverviewFigures(data: unknown): Record<string, number | null> {
  const block = at(data, 'statistics') ?? data;
  const figures: Record<string, number | null> = {};
  for (const [wire, column] of Object.entries(AI_OVERVIEW_FIGURES)) {
    const value = numberAt(block, wire, `${wire}.current`, `${wire}.recent_value`);
    if (value !== undefined) figures[column] = value;
  }
  return figures;
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

export type KeywordRow = {
  keyword: string;
  searches: Figure;
  cpc: Figure;
  cpc_min: Figure;
  cpc_max: Figure;
  words_count: Figure;
  trend: Figure[];
  /** The snippets on the phrase's results page (`featured_answer, question`), as one text. */
  serp_features?: string;
  /**
   * The seed the row came from, where an answer to many seeds names it (the field is not documented: read
   * under the names it may come by; the caller keeps it only when it is one of the seeds sent).
   */
  source?: string;
};

/** A phrase of the keyword database (suggestions, questions, related phrases, statistics). */
export function keywordRow(row: { keyword: string }): KeywordRow {
  return {
    keyword: row.keyword,
    searches: currentOf(row, 'searches'),
    cpc: currentOf(row, 'cpc'),
    cpc_min: currentOf(row, 'cpc_min'),
    cpc_max: currentOf(row, 'cpc_max'),
    words_count: numberAt(row, 'words_count'),
    trend: trendOf(row) ?? [],
    serp_features: namesOf(at(row, 'statistics.snippets.current') ?? at(row, 'snippets')),
    source: textAt(row, 'seed', 'source', 'parent_keyword', 'url', 'domain'),
  };
}

export type KeywordGroupRow = {
  group: string;
  keywords_count: Figure;
  searches_sum: Figure;
  searches_avg: Figure;
  cpc_avg: Figure;
};

export const keywordGroupRow = (row: { group: string }): KeywordGroupRow => ({
  group: row.group,
  keywords_count: numberAt(row, 'keywords_sum', 'keywords_count'),
  searches_sum: numberAt(row, 'searches_sum', 'searches'),
  searches_avg: numberAt(row, 'searches_avg'),
  cpc_avg: numberAt(row, 'cpc_avg'),
});

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
