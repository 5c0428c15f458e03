/**
 * Formulas' layouts: the header each formula returns, fixed by its arguments alone, whichever way,
 * connection or data answers it (a column a way cannot fill stays, blank, said under the table). The
 * formula lays its table out by these and the registry (catalog.ts) lists them, so Help, the README and
 * the test of every formula's header (test/mcp/same-tables.test.ts) read the same constants. Reports read
 * the row kinds' columns from here too (api/rows.ts shapes the rows for them).
 */
import type { FixedColumn } from './columns';

type Layout = readonly FixedColumn[];

/** The figures of a domain as the dashboard and the competitors report give them (api/rows.ts reads them). */
export const DOMAIN_METRICS = [
  'visibility',
  'top3',
  'top10',
  'top50',
  'domain_rank',
  'ads_equivalent',
  'ai_overview_keywords',
  'ai_overview_citations',
] as const satisfies Layout;

/**
 * SEO_VISIBILITY: the dashboard's figures (the ones an SEO compares domains by), then the category the
 * domain is filed under and its rank among that segment's domains (the benchmark an SEO compares a client
 * with; a label more than a figure, so last), then the hint column, empty
 * where there is nothing to say. The URLs tool's unique-URL counts only when `columns` asks for them
 * (asking for them is asking for that way); figures a service may add beyond these are not shown.
 */
export const VISIBILITY_LAYOUT = [
  'domain',
  ...DOMAIN_METRICS,
  'category',
  'category_rank',
  'hint',
] as const satisfies Layout;

/** A position row, in order: intent and SERP features last, as text a filter view narrows by. */
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
  'intent',
  'serp_features',
] as const satisfies Layout;
/** Cannibalization's rows are positions with the page each phrase ranked with before beside the current one. */
export const CANNIBALIZATION_COLUMNS = [
  ...POSITION_COLUMNS.slice(0, POSITION_COLUMNS.indexOf('url') + 1),
  'previous_url',
  ...POSITION_COLUMNS.slice(POSITION_COLUMNS.indexOf('url') + 1),
] as const satisfies Layout;
export const COMPETITOR_COLUMNS = ['domain', 'common_keywords', ...DOMAIN_METRICS] as const satisfies Layout;
const SECTION_FIGURES = [
  'keywords_count',
  'visibility',
  'previous_visibility',
  'visibility_change',
  'visibility_percent',
] as const satisfies Layout;
export const SUBDOMAIN_COLUMNS = ['subdomain', ...SECTION_FIGURES] as const satisfies Layout;
export const URL_COLUMNS = ['url', ...SECTION_FIGURES, 'top3', 'top10', 'top50'] as const satisfies Layout;

/** The characteristics the service splits a domain's phrases by (its `characteristics` parameter). */
export const CHARACTERISTICS = [
  'words_count',
  'trends',
  'searches',
  'difficulty',
  'keyword_params',
  'serp_params',
] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];

/** The bucket column of each characteristic, named for what its buckets are. */
export const CHARACTERISTIC_BUCKETS = {
  words_count: 'words_count',
  trends: 'trend',
  searches: 'searches',
  difficulty: 'difficulty',
  keyword_params: 'keyword_param',
  serp_params: 'serp_feature',
} as const satisfies Record<Characteristic, FixedColumn>;

/**
 * SEO_CHARACTERISTICS: the bucket under a column named for the characteristic ("Difficulty": `1-10`), then
 * the phrases and figures; SERP features add each feature's parameter and the visibility beside it.
 */
export function characteristicColumns(characteristic: Characteristic): Layout {
  return [
    CHARACTERISTIC_BUCKETS[characteristic],
    'keywords',
    'visibility_sum',
    'visibility_percent',
    'top3',
    'top10',
    'top50',
    ...(characteristic === 'serp_params' ? (['param', 'visibility'] as const) : []),
  ];
}

/**
 * The history's columns: the reference's metrics and the live service's, fixed so a table has the same
 * header whichever of them an answer (or the tool server) sends; a metric nobody listed is not shown.
 */
export const HISTORY_COLUMNS = [
  'date',
  'visibility',
  'top3',
  'top10',
  'top50',
  'efficiency_top10',
  'efficiency_top50',
  'unique_urls_top10',
  'unique_urls_top50',
  'ads_equivalent',
  'domain_rank',
] as const satisfies Layout;
export const KEYWORD_HISTORY_COLUMNS = ['date', 'position'] as const satisfies Layout;
export const DOMAIN_SUGGESTION_COLUMNS = ['domain', 'favourite'] as const satisfies Layout;

/** The first five are the columns SEO_AI_OVERVIEWS had before the live service's fields came after them. */
export const AI_OVERVIEW_COLUMNS = [
  'keyword',
  'searches',
  'intent',
  'cited',
  'url',
  'position',
  'ai_overview_position',
  'journey_stage',
  'ai_overview_length',
  'ai_overview_domains',
] as const satisfies Layout;
export const AI_OVERVIEW_STATISTICS_COLUMNS = [
  'domain',
  'ai_overview_keywords',
  'ai_overview_citations',
  'ai_overview_avg_position',
  'ai_overview_wins',
  'ai_overview_losses',
  'ai_overview_visibility_loss',
] as const satisfies Layout;
export const AI_OVERVIEW_COMPETITOR_COLUMNS = [
  'domain',
  'ai_overview_avg_position',
  'ai_overview_avg_position_all',
  'common_keywords',
  'ai_overview_only_domain',
  'ai_overview_only_competitor',
] as const satisfies Layout;

/** A year of monthly searches, the last month first: a column each, headed by its month. */
export const TREND_MONTHS = 12;
const TREND_COLUMNS: readonly `trend.${number}`[] = Array.from(
  { length: TREND_MONTHS },
  (_, i) => `trend.${i + 1}` as const,
);
const PHRASE_FIGURES = ['searches', 'cpc', 'cpc_min', 'cpc_max', 'words_count'] as const satisfies Layout;
export const KEYWORD_COLUMNS: Layout = ['keyword', ...PHRASE_FIGURES, ...TREND_COLUMNS];
/** Keyword suggestions (`getKeywords`) add the snippets on each phrase's results page. */
export const SUGGESTION_COLUMNS: Layout = [...KEYWORD_COLUMNS, 'serp_features'];
/** SEO_KEYWORDS over a range of seeds starts with the seed each phrase came from. */
export const keywordSuggestionColumns = (seeds: 'one' | 'range'): Layout =>
  seeds === 'range' ? ['seed', ...SUGGESTION_COLUMNS] : SUGGESTION_COLUMNS;
export const GROUP_COLUMNS = [
  'group',
  'keywords_count',
  'searches_sum',
  'searches_avg',
  'cpc_avg',
] as const satisfies Layout;
export const STATISTICS_COLUMNS: Layout = ['keyword', 'searches', 'cpc', 'found', ...TREND_COLUMNS];

/** SEO_CONTENT_GAP: the phrase's figures, then each compared domain's position and URL (`contentGapColumns`). */
export const CONTENT_GAP_COLUMNS = [
  'keyword',
  'searches',
  'cpc',
  'difficulty',
  'keyword_params',
] as const satisfies Layout;
/** The domain first, then each competitor: `<host>.position`, `<host>.url` (shared/columns.ts labels them). */
export const contentGapColumns = (domains: readonly string[]): readonly string[] => [
  ...CONTENT_GAP_COLUMNS,
  ...domains.flatMap((host) => [`${host}.position`, `${host}.url`]),
];

export const RT_PROJECT_COLUMNS = ['id', 'name', 'domain'] as const satisfies Layout;
export const RT_GROUP_COLUMNS = ['id', 'name', 'keywords_count', 'is_dynamic'] as const satisfies Layout;
export const RT_KEYWORD_COLUMNS = ['id', 'keyword', 'group_id'] as const satisfies Layout;
/** A monitored keyword's figures; then a position column per day of the range (`rtPositionColumns`). */
export const RT_POSITION_COLUMNS = [
  'keyword',
  'position',
  'previous_position',
  'position_change',
  'url',
  'searches',
  'cpc',
  'visibility',
] as const satisfies Layout;
/** The days are `YYYY-MM-DD`, in order: each is its own column, headed by the day. */
export const rtPositionColumns = (days: readonly string[]): readonly string[] => [
  ...RT_POSITION_COLUMNS,
  ...days,
];
export const SNIPPET_COLUMNS = [
  'snippet',
  'serp_coverage',
  'keywords',
  'previous_keywords',
  'keywords_change',
  'visible_keywords',
  'previous_visible_keywords',
  'visible_keywords_change',
] as const satisfies Layout;
/** SEO_RT_COMPARE_SERP: the slot; then per date (`compareSerpColumns`) who stood there. */
export const COMPARE_SERP_COLUMNS = ['position'] as const satisfies Layout;
/** Per date, in day order: domain and URL, and from the second date the domain's change since the first. */
export const compareSerpColumns = (days: readonly string[]): readonly string[] => [
  ...COMPARE_SERP_COLUMNS,
  ...[...days]
    .sort()
    .flatMap((day, i) => [`${day}.domain`, `${day}.url`, ...(i ? [`${day}.position_change`] : [])]),
];

/** SEO_SERP: each report of a SERP analysis has its own columns ("urls" when `report` is not given). */
export const SERP_REPORT_COLUMNS = {
  urls: [
    'position',
    'url',
    'domain',
    'main_domain',
    'title',
    'title_length',
    'description',
    'description_length',
    'content_length',
    'text2html_ratio',
    'h1',
    'h1_count',
    'h2_count',
    'h3_count',
    'keywords',
  ],
  content_statistics: ['measure', 'avg', 'min', 'domain_min', 'max', 'domain_max'],
  keyword_stats: ['searches', 'cpc', 'rank_value', ...TREND_COLUMNS],
  competitors_number: ['competitors_number'],
  topic_leaders: ['url', 'occurrences'],
  groups: ['group', 'keywords_count'],
  questions: KEYWORD_COLUMNS,
  related_keywords: ['keyword', ...PHRASE_FIGURES, 'common_factor', 'parent_keyword', ...TREND_COLUMNS],
  keywords_propositions: KEYWORD_COLUMNS,
} as const satisfies Readonly<Record<string, Layout>>;
/** While its analysis runs, SEO_SERP shows this one-row status instead of a report. */
export const SERP_STATUS_COLUMNS = ['status', 'task_id'] as const satisfies Layout;

/** The counter by its name in the sidebar; its key last, for formulas and support. */
export const LIMIT_COLUMNS = [
  'counter',
  'limit',
  'used',
  'left',
  'resets',
  'note',
  'key',
] as const satisfies Layout;
/** What both country lists have (the rest, phone codes and tax ids, is not a market's), and the market's name. */
export const COUNTRY_COLUMNS = ['id', 'market', 'name', 'code', 'code_lang'] as const satisfies Layout;
