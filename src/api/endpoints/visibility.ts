/** Visibility analysis reports. Each new `fetch_mode` + normalized domain + `country_id` costs one unit (24 h window). */
import { dataEndpoint, listEndpoint, pagedEndpoint } from '../endpoint';
import { list } from '../read';
import type { Characteristic, CharacteristicRow, Interval } from '../rows';
export type { ContentGapRow } from '../rows';
export type { Interval } from '../rows';
import { wirePath } from '../rows';
import {
  aiOverviewRowSchema,
  characteristicRowsSchema,
  competitorRowSchema,
  contentGapRowSchema,
  domainStatisticsSchema,
  domainSuggestionsSchema,
  historySeriesSchema,
  keywordHistorySchema,
  keywordIdsSchema,
  positionDistributionSchema,
  positionRowSchema,
  rankingRowSchema,
  subdomainRowSchema,
  urlRowSchema,
} from '../schemas';

export type FetchMode = 'topLevelDomain' | 'subdomain' | 'catalog' | 'url';

export interface Filter {
  readonly key: string;
  readonly match: 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains';
  readonly value: string | number | boolean;
  /** How the service compares the value; its web client sends it beside a value sent as text. */
  readonly type?: 'number' | 'string';
}
/** A row passes when it passes every filter of at least one group. */
export type Filtering = readonly { readonly filters: readonly Filter[] }[];

/**
 * A filter as the live service's own web client sends it (observed, issue #21): the field's path in the
 * answer's records as the key (`statistics.position.current` for the column `position`), the value as
 * text and its type beside it. A key that is not a column of ours goes as written.
 */
export function wireFiltering(filtering: Filtering | undefined): Filtering | undefined {
  return filtering?.map(({ filters }) => ({
    filters: filters.map((f) => {
      const path = wirePath(f.key);
      return {
        key: /\s/.test(path) ? f.key : path,
        match: f.match,
        value: String(f.value),
        type: typeof f.value === 'number' ? 'number' : 'string',
      };
    }),
  }));
}

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

/** The same report read for a phrase's ids only: what the history endpoint is asked by. */
export const findKeyword = listEndpoint<DomainListParams, typeof keywordIdsSchema>(
  'POST',
  `${REPORTS}/positions/getData`,
  keywordIdsSchema,
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

/**
 * Buckets of one characteristic (`words_count` unless asked); the live service takes `characteristics`
 * and answers `difficulty` as an object keyed by range.
 */
export const getCharacteristics = pagedEndpoint<
  DomainListParams & { readonly characteristics?: Characteristic },
  CharacteristicRow
>('POST', `${REPORTS}/keywords/getCharacteristicsTable`, characteristicRowsSchema);

/** Phrases at each position 1…50 of the domain (and its competitors'), keyed by position. */
export const getPositionDistribution = dataEndpoint<
  DomainParams,
  ReturnType<typeof list<typeof positionDistributionSchema>>
>(
  'GET',
  `${REPORTS}/domain_positions/getPositionsSumsDistributionChartData`,
  list(positionDistributionSchema),
);

/** Asked by `keyword_id` (and the phrase's hash id `kid` when known); answers positions keyed by date. */
export const getKeywordHistory = dataEndpoint<
  DomainParams & DateRange & { readonly keyword_id: number; readonly kid?: string },
  typeof keywordHistorySchema
>('POST', `${REPORTS}/positions/getKeywordHistory`, keywordHistorySchema);

/**
 * Visibility, TOP3/10/50 and the rest over time, per-metric maps keyed by date (per segment of the phrases,
 * as the live service answers), for the domain (and competitors).
 */
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

/**
 * The domain's phrases that moved up between `date_min` and `date_max` (the reference's body; the live
 * service's web client adds `days_compare_mode`, `isDataReadyToLoad` and `order`), read as positions.
 */
export const getKeywordWins = listEndpoint<
  DomainListParams & Required<DateRange> & { readonly order?: { dir: 'asc' | 'desc'; prop: string } },
  typeof positionRowSchema
>('POST', `${REPORTS}/history/keywords/getWins`, positionRowSchema);

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
export const getCompetitorsAnalysis = listEndpoint<CompetitorsAnalysisParams, typeof contentGapRowSchema>(
  'POST',
  `${TOOLS}/competitors_analysis/getData`,
  contentGapRowSchema,
);

/** The index's domains by visibility (a tools unit a run); the live service's web client sends a form. */
export const getDomainsRanking = listEndpoint<
  {
    readonly country_id?: number;
    readonly match_mode?: 'main_domain' | 'domain';
    readonly filtering?: Filtering;
  },
  typeof rankingRowSchema
>('POST', `${TOOLS}/domains_ranking/getRankingData`, rankingRowSchema);

/** Favourite and suggested domains for a text; no pagination, no `limit`, charges nothing. */
export const suggestDomains = dataEndpoint<
  { readonly value: string; readonly country_id?: number },
  typeof domainSuggestionsSchema
>('GET', '/api/visibility_analysis/domains_suggester/suggest', domainSuggestionsSchema);

/** Most rows SEO_SUGGEST_DOMAINS shows: the service sends a short list, this keeps the table short. */
export const SUGGEST_DOMAINS_MAX = 20;
