/**
 * Visibility analysis reports. Each new `fetch_mode` + normalized domain + `country_id` costs one unit (24 h
 * window), over the API and over the tool server alike: their tools share REST's charge key.
 */
import type * as z from 'zod/mini';
import { dataEndpoint, listEndpoint, type ToolBinding, withTool } from '../endpoint';
import { list } from '../read';
import {
  aiOverviewRowSchema,
  characteristicRowSchema,
  competitorRowSchema,
  domainStatisticsSchema,
  domainSuggestionsSchema,
  historySeriesSchema,
  keywordHistorySchema,
  positionRowSchema,
  subdomainRowSchema,
  urlRowSchema,
} from '../schemas';

export type FetchMode = 'topLevelDomain' | 'subdomain' | 'catalog' | 'url';

export interface Filter {
  readonly key: string;
  readonly match: 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains';
  readonly value: string | number | boolean;
}
/** A row passes when it passes every filter of at least one group. */
export type Filtering = readonly { readonly filters: readonly Filter[] }[];

export interface DomainParams {
  readonly domain: string;
  readonly fetch_mode: FetchMode;
  readonly country_id?: number;
}
export interface DomainListParams extends DomainParams {
  readonly filtering?: Filtering;
}
export interface DateRange {
  /** YYYY-MM-DD */
  readonly date_min?: string;
  readonly date_max?: string;
}

const REPORTS = '/api/visibility_analysis/reports';

/** A domain tool's arguments: the domain report's, which it takes all but the filter of (null: it cannot ask one). */
const domainArgs = ({ filtering, ...domain }: DomainListParams): object | null =>
  filtering?.length ? null : domain;

/**
 * A list report of one domain (`POST reports/<action>`), and the tool that answers it where there is one,
 * which takes the report's parameters but the filter.
 */
function domainList<S extends z.ZodMiniType>(
  action: string,
  row: S,
  tool?: Omit<ToolBinding<DomainListParams>, 'args'>,
) {
  const endpoint = listEndpoint<DomainListParams, S>('POST', `${REPORTS}/${action}`, row);
  return tool ? withTool(endpoint, { ...tool, args: domainArgs }) : endpoint;
}

/** The tool's flat position figures, nested as the reference's row nests them. */
function positionFromTool(record: Record<string, unknown>): object {
  const { position, previous_position, url, ...rest } = record;
  return { ...rest, url, statistics: { position: { current: position, previous: previous_position } } };
}

export const getPositions = domainList('positions/getData', positionRowSchema, {
  name: 'get_positions_data',
  row: positionFromTool,
  blank: ['difficulty', 'visibility'],
});

/** The tool's names for what the reference's dashboard calls otherwise. */
const DASHBOARD_NAMES: Readonly<Record<string, string>> = { ranking: 'domain_rank' };
const NOT_METRICS = new Set(['domain', 'fetch_mode', 'country_id', 'date', 'previous_date']);

/** The tool's flat figures as the dashboard's `statistics.<metric>.recent_value`; any other number is a metric too. */
function dashboardFromTool(_: object[], answer: Readonly<Record<string, unknown>>): unknown {
  const statistics: Record<string, { recent_value: unknown }> = {};
  for (const [name, value] of Object.entries(answer))
    if (!NOT_METRICS.has(name) && (typeof value !== 'object' || value === null))
      statistics[DASHBOARD_NAMES[name] ?? name] = { recent_value: value };
  return { statistics };
}

/**
 * Dashboard figures, `statistics.<metric>.recent_value`, read into `{date, metrics}`; an unknown domain gives
 * zeros, not an error.
 */
export const getDomainStatistics = withTool(
  dataEndpoint<DomainParams, typeof domainStatisticsSchema>(
    'GET',
    `${REPORTS}/dashboard/getDomainStatistics`,
    domainStatisticsSchema,
  ),
  { name: 'get_domain_statistics', answer: 'object', detail: 'standard', data: dashboardFromTool },
);

/** The asked domain's own row comes too, marked `is_main_domain` (the tool leaves it out). */
export const getCompetitors = domainList('competitors/getData', competitorRowSchema, {
  name: 'get_competitors',
});

/** Phrases several URLs of the domain rank for, one row per phrase and URL, read as positions. */
export const getCannibalization = domainList('cannibalization/getKeywords', positionRowSchema, {
  name: 'get_cannibalization_keywords',
  blank: ['previous_position', 'position_change', 'cpc', 'difficulty', 'visibility'],
});

export const getCharacteristics = domainList('keywords/getCharacteristicsTable', characteristicRowSchema, {
  name: 'get_characteristics_table',
  blank: ['visibility_percent', 'top3', 'top10', 'top50'],
});

/** Daily points of the longest range the service answers (two years): the tool server pages them. */
const HISTORY_POINTS = 731;

/**
 * Asked by `keyword_id` (and the phrase's hash id `kid` when known); answers positions keyed by date. The
 * tool finds the phrase itself (`keyword`), so the API's lookup among the positions is not needed over it.
 */
export const getKeywordHistory = withTool(
  dataEndpoint<
    DomainParams & DateRange & { readonly keyword_id: number; readonly kid?: string },
    typeof keywordHistorySchema
  >('POST', `${REPORTS}/positions/getKeywordHistory`, keywordHistorySchema),
  {
    name: 'get_keyword_history',
    maxRecords: HISTORY_POINTS,
    data: (rows) => ({
      history_positions: Object.fromEntries(rows.map((r) => [(r as { date: string }).date, r])),
    }),
  },
);

export type Interval = 'daily' | 'weekly' | 'monthly';

/** The tool's names for the reference's history metrics. */
const HISTORY_METRICS: Readonly<Record<string, string>> = {
  visibility: 'visibility',
  top3: 'keywords_top3',
  top10: 'keywords_top10',
  top50: 'keywords_top50',
};

/** Visibility and TOP3/10/50 over time, per-metric maps keyed by date, for the domain (and competitors). */
export const getPositionsHistoryChart = withTool(
  dataEndpoint<
    DomainParams & DateRange & { readonly date_interval?: Interval },
    ReturnType<typeof list<typeof historySeriesSchema>>
  >('GET', `${REPORTS}/domain_positions/getPositionsHistoryChartDataForAllTypes`, list(historySeriesSchema)),
  {
    name: 'get_positions_history_chart',
    args: ({ date_interval, ...rest }) => ({ ...rest, interval: date_interval }),
    maxRecords: HISTORY_POINTS,
    // One series, the asked domain's, as per-metric maps keyed by date.
    data: (rows, answer) => [
      {
        main_domain: true,
        domain: answer.domain,
        data: Object.fromEntries(
          Object.entries(HISTORY_METRICS).map(([field, metric]) => [
            metric,
            Object.fromEntries(
              rows.map((r) => [(r as { date: string }).date, (r as Record<string, unknown>)[field]]),
            ),
          ]),
        ),
      },
    ],
  },
);

/** The figures a section tool (subdomains, URLs) does not give: the previous visibility, its change and share. */
const SECTION_BLANKS = ['previous_visibility', 'visibility_change', 'visibility_percent'];

export const getSubdomains = domainList('sections/getSubdomains', subdomainRowSchema, {
  name: 'get_subdomains',
  // The tool names a subdomain record's host `subdomain`; the reference's row, `domain`.
  row: ({ subdomain, ...rest }) => ({ domain: subdomain, ...rest }),
  blank: SECTION_BLANKS,
});

export const getUrls = domainList('sections/getUrls', urlRowSchema, {
  name: 'get_urls',
  blank: SECTION_BLANKS,
});

/** AI Overviews (not in the reference; the seed spec's section): data in database 200 only. No tool answers it. */
export const getAiOverviews = domainList('ai_overviews/getData', aiOverviewRowSchema);

/** Most rows SEO_SUGGEST_DOMAINS shows: the service sends a short list, this keeps the table short. */
export const SUGGEST_DOMAINS_MAX = 20;

/** Favourite and suggested domains for a text; no pagination, no `limit`, charges nothing. */
export const suggestDomains = withTool(
  dataEndpoint<{ readonly value: string; readonly country_id?: number }, typeof domainSuggestionsSchema>(
    'GET',
    '/api/visibility_analysis/domains_suggester/suggest',
    domainSuggestionsSchema,
  ),
  {
    name: 'suggest_domains',
    args: ({ value, country_id }) => ({ text: value, limit: SUGGEST_DOMAINS_MAX, country_id }),
    answer: 'records',
    // The tool does not say which domains are the account's favourites.
    blank: ['favourite'],
  },
);
