/**
 * Visibility analysis reports. Each new `fetch_mode` + normalized domain + `country_id` costs one unit (24 h
 * window), over the API and over the tool server alike: their tools share REST's charge key.
 */
import { dataEndpoint, listEndpoint, pagedEndpoint, type ToolBinding, withTool } from '../../api/endpoint';
import type { Filtering } from '../../shared/filter';
import { type Lazy, listOf, type Read } from '../../api/read';
import type { DateRange, DomainListParams, DomainParams, FetchMode } from '../../api/wire';
import type { CharacteristicRow, Interval } from './rows';
import { figuresOfAnswer } from '../../api/mcp/answer';
import {
  characteristicRowsSchema,
  competitorRowSchema,
  contentGapRowSchema,
  domainStatisticsSchema,
  domainSuggestionsSchema,
  type HistorySegment,
  historySeriesSchema,
  keywordHistorySchema,
  keywordIdsSchema,
  positionDistributionSchema,
  positionRowSchema,
  subdomainRowSchema,
  urlFiguresRowSchema,
  urlRowSchema,
} from './rows';
import { statisticsRunSchema } from '../../api/schemas';
import { type Characteristic, HISTORY_COLUMNS } from './spec';

const REPORTS = '/api/visibility_analysis/reports';

/** A domain tool's arguments: the domain report's, which it takes all but the filter of (null: it cannot ask one). */
const domainArgs = ({ filtering, ...domain }: DomainListParams): object | null =>
  filtering?.length ? null : domain;

/**
 * A list report of one domain (`POST reports/<action>`), and the tool that answers it where there is one,
 * which takes the report's parameters but the filter.
 */
function domainList<R>(action: string, row: Lazy<R>, tool?: Omit<ToolBinding<DomainListParams>, 'args'>) {
  const endpoint = listEndpoint<DomainListParams, R>('POST', `${REPORTS}/${action}`, row);
  return tool ? withTool(endpoint, { ...tool, args: domainArgs }) : endpoint;
}

/**
 * The tool's ranking phrases, under `keywords`: flat at `standard` (`position`, `position_diff`, `url`), the
 * reference's `statistics.*` at `extended`, which is asked for the intent, SERP features and previous URL.
 */
export const getPositions = domainList('positions/getData', positionRowSchema, {
  name: 'get_positions_data',
  rows: ['keywords'],
  detail: 'extended',
  // The tool names a phrase by its text only.
  blank: ['keyword_id'],
});

/** The same report read for a phrase's ids only: what the history endpoint is asked by. */
export const findKeyword = listEndpoint<DomainListParams, Read<typeof keywordIdsSchema>>(
  'POST',
  `${REPORTS}/positions/getData`,
  keywordIdsSchema,
);

/** The tool's names for what the reference's dashboard calls otherwise. */
const DASHBOARD_NAMES: Readonly<Record<string, string>> = { ranking: 'domain_rank' };

/**
 * The tool's figures, wherever it puts them (`full_statistics`, `summary.overview`, or flat), as the
 * dashboard's `statistics.<metric>.recent_value`; a `statistics` block it sends (the category) is kept.
 */
function dashboardFromTool(_: object[], answer: Readonly<Record<string, unknown>>): unknown {
  const given = answer.statistics;
  const statistics: Record<string, unknown> = typeof given === 'object' && given !== null ? { ...given } : {};
  for (const [name, value] of Object.entries(figuresOfAnswer(answer)))
    statistics[DASHBOARD_NAMES[name] ?? name] = { recent_value: value };
  return { statistics };
}

/**
 * Dashboard figures, `statistics.<metric>.recent_value`, read into `{date, metrics}`; an unknown domain gives
 * zeros, not an error.
 */
export const getDomainStatistics = withTool(
  dataEndpoint<DomainParams, Read<typeof domainStatisticsSchema>>(
    'GET',
    `${REPORTS}/dashboard/getDomainStatistics`,
    domainStatisticsSchema,
  ),
  {
    name: 'get_domain_statistics',
    answer: 'object',
    detail: 'standard',
    data: dashboardFromTool,
    blank: ['category', 'category_rank'],
  },
);

/**
 * The asked domain's own row comes first, marked `is_main_domain`, over either door. The tool's rows are
 * flat: phrases in common, TOP3/10/50 and visibility, no Ads equivalent or rank.
 */
export const getCompetitors = domainList('competitors/getData', competitorRowSchema, {
  name: 'get_competitors',
  detail: 'standard',
  // The tool lists the asked domain first: its own row where it says so, or where it names the domain.
  data: (rows, _answer, args) =>
    rows.map((row) => {
      const { domain, is_main_domain } = row as { domain?: unknown; is_main_domain?: unknown };
      const asked = String((args as { domain?: unknown }).domain ?? '').toLowerCase();
      const own = is_main_domain ?? (typeof domain === 'string' && domain.toLowerCase() === asked);
      return { ...row, is_main_domain: own };
    }),
  blank: ['ads_equivalent', 'domain_rank'],
});

/**
 * Phrases several URLs of the domain rank for, one row per phrase and URL, read as positions: the tool's
 * `current_url` and `previous_url` are the page's change over time, as the reference's `url.previous`.
 */
export const getCannibalization = domainList('cannibalization/getKeywords', positionRowSchema, {
  name: 'get_cannibalization_keywords',
  rows: ['keywords'],
  detail: 'extended',
  blank: ['keyword_id', 'cpc', 'difficulty', 'intent', 'serp_features'],
});

/**
 * Buckets of one characteristic (`words_count` unless asked); the live service takes `characteristics`
 * and answers `difficulty` as an object keyed by range.
 */
export const getCharacteristics = withTool(
  pagedEndpoint<DomainListParams & { readonly characteristics?: Characteristic }, CharacteristicRow>(
    'POST',
    `${REPORTS}/keywords/getCharacteristicsTable`,
    characteristicRowsSchema,
  ),
  { name: 'get_characteristics_table', args: domainArgs, detail: 'standard' },
);

/** Phrases at each position 1…50 of the domain (and its competitors'), keyed by position. */
export const getPositionDistribution = dataEndpoint<DomainParams, Read<typeof positionDistributionSchema>[]>(
  'GET',
  `${REPORTS}/domain_positions/getPositionsSumsDistributionChartData`,
  listOf(positionDistributionSchema),
);

/** Daily points of the longest range the service answers (two years): the tool server pages them. */
const HISTORY_POINTS = 731;

/**
 * Asked by `keyword_id` (and the phrase's hash id `kid` when known); answers positions keyed by date. The
 * tool finds the phrase itself (`keyword`), so the API's lookup among the positions is not needed over it.
 */
export const getKeywordHistory = withTool(
  dataEndpoint<
    DomainParams & DateRange & { readonly keyword_id: number; readonly kid?: string },
    Read<typeof keywordHistorySchema>
  >('POST', `${REPORTS}/positions/getKeywordHistory`, keywordHistorySchema),
  {
    name: 'get_keyword_history',
    detail: 'standard',
    maxRecords: HISTORY_POINTS,
    data: (rows) => ({
      history_positions: Object.fromEntries(rows.map((r) => [(r as { date: string }).date, r])),
    }),
  },
);

/** The tool's names for the reference's history metrics. */
const HISTORY_METRICS: Readonly<Record<string, string>> = {
  visibility: 'visibility',
  top3: 'keywords_top3',
  top10: 'keywords_top10',
  top50: 'keywords_top50',
};

/**
 * Visibility, TOP3/10/50 and the rest over time, per-metric maps keyed by date (per segment of the phrases,
 * as the live service answers), for the domain (and competitors). The API answers every segment at once,
 * so `segment` is not sent to it; the tool answers the one it is asked.
 */
export const getPositionsHistoryChart = withTool(
  dataEndpoint<
    DomainParams & DateRange & { readonly date_interval?: Interval; readonly segment?: HistorySegment },
    Read<typeof historySeriesSchema>[]
  >(
    'GET',
    `${REPORTS}/domain_positions/getPositionsHistoryChartDataForAllTypes`,
    listOf(historySeriesSchema),
    {
      unsent: ['segment'],
    },
  ),
  {
    name: 'get_positions_history_chart',
    detail: 'standard',
    args: ({ date_interval, segment, ...rest }) => ({
      ...rest,
      interval: date_interval,
      ...(segment && segment !== 'all' ? { segment } : {}),
    }),
    maxRecords: HISTORY_POINTS,
    // The tool gives visibility and TOP3/10/50 only: the history's other columns stay blank over it.
    blank: HISTORY_COLUMNS.filter((column) => column !== 'date' && !(column in HISTORY_METRICS)),
    // One series, the asked domain's, its segment's per-metric maps keyed by date.
    data: (rows, answer, args) => [
      {
        main_domain: true,
        domain: answer.domain,
        data: {
          [(args as { segment?: string }).segment ?? 'all']: Object.fromEntries(
            Object.entries(HISTORY_METRICS).map(([field, metric]) => [
              metric,
              Object.fromEntries(
                rows.map((r) => [(r as { date: string }).date, (r as Record<string, unknown>)[field]]),
              ),
            ]),
          ),
        },
      },
    ],
  },
);

/** The figures a section tool (subdomains, URLs) does not give: the previous visibility, its change and share. */
const SECTION_BLANKS = ['previous_visibility', 'visibility_change', 'visibility_percent'];

export const getSubdomains = domainList('sections/getSubdomains', subdomainRowSchema, {
  name: 'get_subdomains',
  detail: 'standard',
  // The tool names a subdomain record's host `subdomain`; the reference's row, `domain`.
  row: ({ subdomain, ...rest }) => ({ domain: subdomain, ...rest }),
  blank: SECTION_BLANKS,
});

/**
 * The tool's URLs, under `all_urls`. `standard` has no statistics, counts phrases in the TOP10 only and
 * gives every share as 0, so `extended` is asked: its `statistics.{visibility, top3, top10, top50}` with the
 * visibility's change. Its phrase count is still not the reference's (every phrase the URL ranks for) and
 * no share of the domain's visibility comes with it: both stay blank rather than show another figure.
 */
export const getUrls = domainList('sections/getUrls', urlRowSchema, {
  name: 'get_urls',
  rows: ['all_urls'],
  detail: 'extended',
  row: ({ keywords_count: _topTen, visibility_percent: _zero, ...rest }) => rest,
  blank: ['keywords_count', 'visibility_percent'],
});

const TOOLS = '/api/visibility_analysis/tools';

/** A domain compared with up to 4 others over the phrases they share or the main domain lacks. */
export interface CompetitorsAnalysisParams {
  readonly main_domain: { readonly domain: string; readonly gte?: number; readonly lte?: number };
  readonly competitors_domains: readonly {
    readonly domain: string;
    readonly gte?: number;
    readonly lte?: number;
  }[];
  readonly mode: 'common_keywords' | 'missing_keywords';
  readonly country_id?: number;
  readonly filtering?: Filtering;
}

/** Each run costs one tools unit (page 1); rows carry every compared domain's position and URL. */
export const getCompetitorsAnalysis = listEndpoint<
  CompetitorsAnalysisParams,
  Read<typeof contentGapRowSchema>
>('POST', `${TOOLS}/competitors_analysis/getData`, contentGapRowSchema);

/** Most rows SEO_SUGGEST_DOMAINS shows: the service sends a short list, this keeps the table short. */
export const SUGGEST_DOMAINS_MAX = 20;

/** Favourite and suggested domains for a text; no pagination, no `limit`, charges nothing. */
export const suggestDomains = withTool(
  dataEndpoint<
    { readonly value: string; readonly country_id?: number },
    Read<typeof domainSuggestionsSchema>
  >('GET', '/api/visibility_analysis/domains_suggester/suggest', domainSuggestionsSchema),
  {
    name: 'suggest_domains',
    detail: 'standard',
    args: ({ value, country_id }) => ({ text: value, limit: SUGGEST_DOMAINS_MAX, country_id }),
    answer: 'records',
    // The tool does not say which domains are the account's favourites.
    blank: ['favourite'],
  },
);

const URLS_TOOL = '/api/visibility_analysis/tools/urls';

/** Most URLs one run of the URLs tool takes: the reference names no bound; the simulator takes 500. */
export const URLS_RUN_MAX = 500;

/**
 * The create body is not in the reference: our choice, as the statistics chain's is, `urls` beside
 * `country_id`, and `fetch_mode` so each domain is read as the dashboard reads it (without one, the service
 * reads a host with a subdomain as that host). One tools unit a run, keyed by this whole body.
 */
export interface UrlsRunParams {
  readonly urls: readonly string[];
  readonly country_id?: number;
  readonly fetch_mode?: Extract<FetchMode, 'topLevelDomain' | 'subdomain'>;
}

/** Answers the run's `public_id`; `has_data` (not in the reference) when it is ready already. */
export const createUrlsRun = dataEndpoint<UrlsRunParams, Read<typeof statisticsRunSchema>>(
  'POST',
  `${URLS_TOOL}/create`,
  statisticsRunSchema,
);

/** A finished run's domains, one row each with the dashboard's figures (no rank, no AI Overviews). */
export const getUrlsDomains = listEndpoint<{ readonly public_id: string }, Read<typeof urlFiguresRowSchema>>(
  'POST',
  `${URLS_TOOL}/getDomains`,
  urlFiguresRowSchema,
);

/** A finished run's URLs, one row each with the figures of the URL alone. */
export const getUrlsStatistics = listEndpoint<
  { readonly public_id: string },
  Read<typeof urlFiguresRowSchema>
>('POST', `${URLS_TOOL}/getStatistics`, urlFiguresRowSchema);
