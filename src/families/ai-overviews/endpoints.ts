/**
 * AI Overviews, as the live service and its public clients have them (observed; not in the reference): the
 * domain's figures, its phrases with an AI Overview (paged), and the domains beside it there. Data exists in
 * database 200 only; elsewhere every answer is an empty list. The tool server lists no AI Overviews tool.
 * Each new `fetch_mode` + normalized domain + `country_id` costs one visibility unit, as the other reports of
 * a domain do.
 */
import { dataEndpoint, listEndpoint } from '../../api/endpoint';
import { listOf, type Read } from '../../api/read';
import type { DomainParams } from '../../api/wire';
import { aiOverviewCompetitorRowSchema, aiOverviewRowSchema, aiOverviewStatisticsSchema } from './rows';

const AI_OVERVIEWS = '/api/visibility_analysis/reports/ai_overviews';

/** `statistics.{aio_keywords_count, aio_keywords_with_domain_count, aio_avg_pos, aio_wins_count, …}`. */
export const getAiOverviewsStatistics = dataEndpoint<DomainParams, Read<typeof aiOverviewStatisticsSchema>>(
  'GET',
  `${AI_OVERVIEWS}/getStatistics`,
  aiOverviewStatisticsSchema,
);

/** Phrases with an AI Overview where the domain ranks, with its place among the overview's sources. */
export const getAiOverviewsKeywords = listEndpoint<DomainParams, Read<typeof aiOverviewRowSchema>>(
  'POST',
  `${AI_OVERVIEWS}/getKeywords`,
  aiOverviewRowSchema,
);

/** Domains beside the asked one in AI Overviews, in one answer. */
export const getAiOverviewsCompetitors = dataEndpoint<
  DomainParams,
  Read<typeof aiOverviewCompetitorRowSchema>[]
>('POST', `${AI_OVERVIEWS}/getCompetitors`, listOf(aiOverviewCompetitorRowSchema));
