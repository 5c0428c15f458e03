/** Visibility analysis reports. Each new `fetch_mode` + normalized domain + `country_id` costs one unit (24 h window). */
import { dataEndpoint, listEndpoint } from '../endpoint';
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
  statisticsRunSchema,
  subdomainRowSchema,
  urlFiguresRowSchema,
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

export const getPositions = listEndpoint<DomainListParams, typeof positionRowSchema>(
  'POST',
  `${REPORTS}/positions/getData`,
  positionRowSchema,
);

/**
 * Dashboard figures, `statistics.<metric>.recent_value`, read into `{date, metrics}`; an unknown domain gives
 * zeros, not an error.
 */
export const getDomainStatistics = dataEndpoint<DomainParams, typeof domainStatisticsSchema>(
  'GET',
  `${REPORTS}/dashboard/getDomainStatistics`,
  domainStatisticsSchema,
);

/** The asked domain's own row comes too, marked `is_main_domain`. */
export const getCompetitors = listEndpoint<DomainListParams, typeof competitorRowSchema>(
  'POST',
  `${REPORTS}/competitors/getData`,
  competitorRowSchema,
);

/** Phrases several URLs of the domain rank for, one row per phrase and URL, read as positions. */
export const getCannibalization = listEndpoint<DomainListParams, typeof positionRowSchema>(
  'POST',
  `${REPORTS}/cannibalization/getKeywords`,
  positionRowSchema,
);

export const getCharacteristics = listEndpoint<DomainListParams, typeof characteristicRowSchema>(
  'POST',
  `${REPORTS}/keywords/getCharacteristicsTable`,
  characteristicRowSchema,
);

/** Asked by `keyword_id` (and the phrase's hash id `kid` when known); answers positions keyed by date. */
export const getKeywordHistory = dataEndpoint<
  DomainParams & DateRange & { readonly keyword_id: number; readonly kid?: string },
  typeof keywordHistorySchema
>('POST', `${REPORTS}/positions/getKeywordHistory`, keywordHistorySchema);

export type Interval = 'daily' | 'weekly' | 'monthly';

/** Visibility and TOP3/10/50 over time, per-metric maps keyed by date, for the domain (and competitors). */
export const getPositionsHistoryChart = dataEndpoint<
  DomainParams & DateRange & { readonly date_interval?: Interval },
  ReturnType<typeof list<typeof historySeriesSchema>>
>('GET', `${REPORTS}/domain_positions/getPositionsHistoryChartDataForAllTypes`, list(historySeriesSchema));

export const getSubdomains = listEndpoint<DomainListParams, typeof subdomainRowSchema>(
  'POST',
  `${REPORTS}/sections/getSubdomains`,
  subdomainRowSchema,
);

export const getUrls = listEndpoint<DomainListParams, typeof urlRowSchema>(
  'POST',
  `${REPORTS}/sections/getUrls`,
  urlRowSchema,
);

/** AI Overviews (not in the reference; the seed spec's section): data in database 200 only. */
export const getAiOverviews = listEndpoint<DomainListParams, typeof aiOverviewRowSchema>(
  'POST',
  `${REPORTS}/ai_overviews/getData`,
  aiOverviewRowSchema,
);

/** Favourite and suggested domains for a text; no pagination, no `limit`, charges nothing. */
export const suggestDomains = dataEndpoint<
  { readonly value: string; readonly country_id?: number },
  typeof domainSuggestionsSchema
>('GET', '/api/visibility_analysis/domains_suggester/suggest', domainSuggestionsSchema);

/** Most rows SEO_SUGGEST_DOMAINS shows: the service sends a short list, this keeps the table short. */
export const SUGGEST_DOMAINS_MAX = 20;

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
export const createUrlsRun = dataEndpoint<UrlsRunParams, typeof statisticsRunSchema>(
  'POST',
  `${URLS_TOOL}/create`,
  statisticsRunSchema,
);

/** A finished run's domains, one row each with the dashboard's figures (no rank, no AI Overviews). */
export const getUrlsDomains = listEndpoint<{ readonly public_id: string }, typeof urlFiguresRowSchema>(
  'POST',
  `${URLS_TOOL}/getDomains`,
  urlFiguresRowSchema,
);

/** A finished run's URLs, one row each with the figures of the URL alone. */
export const getUrlsStatistics = listEndpoint<{ readonly public_id: string }, typeof urlFiguresRowSchema>(
  'POST',
  `${URLS_TOOL}/getStatistics`,
  urlFiguresRowSchema,
);
