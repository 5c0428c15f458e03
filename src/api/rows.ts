/**
 * What the add-on reads of each kind of row of the visibility and keyword-database reports, shared by the
 * formulas and the report launcher. The reference nests figures (`statistics.visibility.current`, on the
 * dashboard `recent_value`); the seed spec and older answers have some of them flat: both are read, nested
 * first. Only the field a row is named by is required (its schema says which); derived figures (a position
 * change, a visibility change) are recomputed from the primary ones beside them, never taken on trust.
 */
import { at, numberAt, positionChange, rank, rankingUrl, textAt, toBoolean, toNumber, trendOf } from './read';

type Figure = number | null | undefined;

/** A metric's current value under the names the service uses for it. */
const currentOf = (row: unknown, metric: string): Figure =>
  numberAt(row, `statistics.${metric}.current`, `statistics.${metric}.recent_value`, metric);
const previousOf = (row: unknown, metric: string): Figure =>
  numberAt(row, `statistics.${metric}.previous`, `statistics.${metric}.older_value`, `previous_${metric}`);

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
  searches: Figure;
  cpc: Figure;
  difficulty: Figure;
  visibility: Figure;
  /** The keyword's hash id: the history endpoint takes it beside `keyword_id`. */
  kid?: string;
};

/** A ranking phrase (positions, cannibalization, wins and losses). */
export function positionRow(row: { keyword: string }): PositionRow {
  const position = rank(currentOf(row, 'position'));
  const previous = rank(previousOf(row, 'position'));
  return {
    keyword_id: toNumber(at(row, 'keyword_id')),
    keyword: row.keyword,
    position,
    previous_position: previous,
    position_change: positionChange({ previous, current: position }),
    url: rankingUrl(textAt(row, 'statistics.url.current', 'url')),
    searches: currentOf(row, 'searches'),
    cpc: currentOf(row, 'cpc'),
    difficulty: currentOf(row, 'difficulty'),
    visibility: currentOf(row, 'visibility'),
    kid: textAt(row, 'kid'),
  };
}

/** The columns a position row shows, in order (`kid` is for requests, not for people). */
export const POSITION_COLUMNS = [
  'keyword_id',
  'keyword',
  'position',
  'previous_position',
  'position_change',
  'url',
  'searches',
  'cpc',
  'difficulty',
  'visibility',
] as const;

/** The figures of a domain as the dashboard and the competitors report give them. */
export const DOMAIN_METRICS = [
  'visibility',
  'top3',
  'top10',
  'top50',
  'domain_rank',
  'ads_equivalent',
  'ai_overview_keywords',
  'ai_overview_citations',
] as const;

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
export type UrlRow = { url: string } & SectionRow;

export const subdomainRow = (row: { domain: string }): SubdomainRow => ({
  subdomain: row.domain,
  ...sectionFigures(row),
});
export const urlRow = (row: { url: string }): UrlRow => ({
  url: rankingUrl(row.url) ?? row.url,
  ...sectionFigures(row),
});

export type CharacteristicRow = {
  characteristic?: string;
  value?: string;
  keywords: Figure;
  visibility_sum: Figure;
  visibility_percent: Figure;
  top3: Figure;
  top10: Figure;
  top50: Figure;
};

/** The reference names no label for a characteristics row; ours are `characteristic` and `value`. */
export function characteristicRow(row: object): CharacteristicRow {
  return {
    characteristic: textAt(row, 'characteristic'),
    value: textAt(row, 'value'),
    keywords: numberAt(row, 'keywords', 'keywords_count'),
    visibility_sum: numberAt(row, 'visibility_sum', 'visibility'),
    visibility_percent: numberAt(row, 'visibility_percent'),
    top3: numberAt(row, 'top3'),
    top10: numberAt(row, 'top10'),
    top50: numberAt(row, 'top50'),
  };
}

export type AiOverviewRow = {
  keyword: string;
  searches: Figure;
  intent?: string;
  cited?: boolean;
  url?: string;
};

/** Not in the reference: the seed spec names the report, the fields are our simulator's. */
export const aiOverviewRow = (row: { keyword: string }): AiOverviewRow => ({
  keyword: row.keyword,
  searches: currentOf(row, 'searches'),
  intent: textAt(row, 'intent'),
  cited: toBoolean(at(row, 'cited')),
  url: rankingUrl(textAt(row, 'statistics.url.current', 'url')),
});

const TREND_MONTHS = 12;

export type KeywordRow = {
  keyword: string;
  searches: Figure;
  cpc: Figure;
  cpc_min: Figure;
  cpc_max: Figure;
  words_count: Figure;
  trend: Figure[];
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
const HISTORY_FIRST = ['visibility', 'top3', 'top10', 'top50'];

export type HistoryRow = { date: string } & Record<string, number | string | null>;

/**
 * The asked domain's series (`main_domain`, else the first) as one row per date, metrics as columns:
 * visibility and TOP3/10/50 first, the rest (efficiency, unique URLs) after.
 */
export function historyRows(
  series: readonly { main_domain?: boolean; series: Record<string, Array<[string, number]>> }[],
): HistoryRow[] {
  const main = series.find((s) => s.main_domain) ?? series[0];
  if (!main) return [];
  const byDate = new Map<string, HistoryRow>();
  const names = Object.keys(main.series).map((metric) => HISTORY_NAMES[metric] ?? metric);
  const order = [
    ...HISTORY_FIRST.filter((n) => names.includes(n)),
    ...names.filter((n) => !HISTORY_FIRST.includes(n)),
  ];
  for (const [metric, points] of Object.entries(main.series)) {
    const name = HISTORY_NAMES[metric] ?? metric;
    for (const [date, value] of points) {
      const row =
        byDate.get(date) ?? ({ date, ...Object.fromEntries(order.map((n) => [n, null])) } as HistoryRow);
      row[name] = value;
      byDate.set(date, row);
    }
  }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Columns of each row kind, fixed so a table reads the same fresh and from the cache (which drops blanks). */
export const COMPETITOR_COLUMNS = ['domain', 'common_keywords', ...DOMAIN_METRICS] as const;
const SECTION_FIGURES = [
  'keywords_count',
  'visibility',
  'previous_visibility',
  'visibility_change',
  'visibility_percent',
] as const;
export const SUBDOMAIN_COLUMNS = ['subdomain', ...SECTION_FIGURES] as const;
export const URL_COLUMNS = ['url', ...SECTION_FIGURES] as const;
export const CHARACTERISTIC_COLUMNS = [
  'characteristic',
  'value',
  'keywords',
  'visibility_sum',
  'visibility_percent',
  'top3',
  'top10',
  'top50',
] as const;
export const AI_OVERVIEW_COLUMNS = ['keyword', 'searches', 'intent', 'cited', 'url'] as const;
const TREND_COLUMNS = Array.from({ length: TREND_MONTHS }, (_, i) => `trend.${i + 1}`);
export const KEYWORD_COLUMNS = [
  'keyword',
  'searches',
  'cpc',
  'cpc_min',
  'cpc_max',
  'words_count',
  ...TREND_COLUMNS,
];
export const GROUP_COLUMNS = ['group', 'keywords_count', 'searches_sum', 'searches_avg', 'cpc_avg'] as const;
export const STATISTICS_COLUMNS = ['keyword', 'searches', 'cpc', 'found', ...TREND_COLUMNS];

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
