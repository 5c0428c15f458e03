/**
 * The keyword database. getKeywords, getRelated and getQuestions each cost one keyword-database unit per new
 * analysis; the statistics chain (create → checkData → getKeywords) costs one tools unit per run of ≤ 500
 * phrases. Paging through computed results is free.
 */
import { dataEndpoint, listEndpoint } from '../endpoint';
import { anyRowSchema, crawlTaskSchema, keywordStatsRowSchema, taskIdSchema } from '../schemas';
import type { Filtering } from './visibility';

export type DataFetchMode = 'keyword' | 'domain' | 'url';

export interface KeywordsParams {
  readonly country_id?: number;
  /** One entry per seed kind; each value is a list of seeds. */
  readonly parameters: readonly {
    readonly data_fetch_mode: DataFetchMode;
    readonly value: readonly string[];
  }[];
  readonly match_mode?: 'broad' | 'phrase' | 'exact';
  readonly filtering?: Filtering;
}

export interface SeedParams {
  readonly keyword: string;
  readonly country_id?: number;
}

const REPORTS = '/api/keywords_analysis/reports/keywords';
const STATISTICS = '/api/keywords_analysis/tools/statistics';

export const getKeywords = listEndpoint<KeywordsParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/getKeywords`,
  anyRowSchema,
);
export const getRelated = listEndpoint<SeedParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/getRelated`,
  anyRowSchema,
);
export const getQuestions = listEndpoint<SeedParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/getQuestions`,
  anyRowSchema,
);
export const getGroups = listEndpoint<SeedParams, typeof anyRowSchema>(
  'POST',
  `${REPORTS}/getGroups`,
  anyRowSchema,
);

/** Most phrases one statistics run accepts. */
export const STATISTICS_BATCH_SIZE = 500;

export const createStatistics = dataEndpoint<
  { readonly keywords: readonly string[]; readonly country_id?: number },
  typeof taskIdSchema
>('POST', `${STATISTICS}/create`, taskIdSchema);

/** `status === 'completed'` when the run is ready. */
export const checkStatistics = dataEndpoint<{ readonly id: number }, typeof crawlTaskSchema>(
  'POST',
  `${STATISTICS}/checkData`,
  crawlTaskSchema,
);

/** One row per sent phrase, in the order sent; `found: false` when the database has no data. */
export const getStatistics = listEndpoint<{ readonly id: number }, typeof keywordStatsRowSchema>(
  'POST',
  `${STATISTICS}/getKeywords`,
  keywordStatsRowSchema,
  STATISTICS_BATCH_SIZE,
);
