/** Visibility analysis reports. Each new `fetch_mode` + normalized domain + `country_id` costs one unit (24 h window). */
import * as z from 'zod/mini';
import { dataEndpoint, listEndpoint } from '../endpoint';
import {
  anyRowSchema,
  competitorRowSchema,
  domainStatisticsSchema,
  domainSuggestionSchema,
  historySeriesSchema,
  positionRowSchema,
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

/** Dashboard figures as `statistics.<metric>.recent_value`; an unknown domain gives zeros, not an error. */
export const getDomainStatistics = dataEndpoint<DomainParams, typeof domainStatisticsSchema>(
  'GET',
  `${REPORTS}/dashboard/getDomainStatistics`,
  domainStatisticsSchema,
);

export const getCompetitors = listEndpoint<DomainListParams, typeof competitorRowSchema>(
  'POST',
  `${REPORTS}/competitors/getData`,
  competitorRowSchema,
);

export const getCannibalization = listEndpoint<DomainListParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/cannibalization/getKeywords`,
  anyRowSchema,
);

export const getCharacteristics = listEndpoint<DomainListParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/keywords/getCharacteristicsTable`,
  anyRowSchema,
);

export const getKeywordHistory = dataEndpoint<
  DomainParams & DateRange & { readonly keyword_id: number },
  z.ZodMiniArray<typeof anyRowSchema>
>('POST', `${REPORTS}/positions/getKeywordHistory`, z.array(anyRowSchema));

export const getPositionsHistoryChart = dataEndpoint<
  DomainParams & DateRange & { readonly date_interval?: 'daily' | 'weekly' | 'monthly' },
  z.ZodMiniArray<typeof historySeriesSchema>
>('GET', `${REPORTS}/domain_positions/getPositionsHistoryChartData`, z.array(historySeriesSchema));

export const getSubdomains = listEndpoint<DomainListParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/sections/getSubdomains`,
  anyRowSchema,
);

export const getUrls = listEndpoint<DomainListParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/sections/getUrls`,
  anyRowSchema,
);

/** AI Overviews: data exists in database 200 only; elsewhere an empty list. */
export const getAiOverviews = listEndpoint<DomainListParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/ai_overviews/getData`,
  anyRowSchema,
);

/** Domains of the index matching a text; no pagination, charges nothing. */
export const suggestDomains = dataEndpoint<
  { readonly text: string; readonly limit?: number; readonly country_id?: number },
  z.ZodMiniArray<typeof domainSuggestionSchema>
>('POST', '/api/visibility_analysis/app/suggestDomains', z.array(domainSuggestionSchema));

/** Largest `limit` of suggestDomains (not a paginated list, so not on the endpoint object). */
export const SUGGEST_DOMAINS_MAX = 20;
