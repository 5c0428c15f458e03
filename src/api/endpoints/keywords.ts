/**
 * The keyword database. getKeywords, getRelated and getQuestions each cost one keyword-database unit per new
 * analysis; the statistics chain (create → checkData → getKeywords) costs one tools unit per run of ≤ 500
 * phrases. Paging through computed results is free.
 */
import { dataEndpoint, listEndpoint, withTool } from '../endpoint';
import { keywordGroupRowSchema, keywordRowSchema, statisticsRunSchema } from '../schemas';
import type { Filtering } from './visibility';

export type DataFetchMode = 'keyword' | 'domain' | 'url';

export interface KeywordsParams {
  readonly country_id?: number;
  /** One entry per seed kind; each value is a list of seeds. */
  readonly parameters: readonly {
    readonly data_fetch_mode: DataFetchMode;
    readonly value: readonly string[];
  }[];
  /** The reference's example sends `wide`; the seed spec's simulator also knew `broad`. */
  readonly match_mode?: 'wide' | 'phrase' | 'exact';
  readonly filtering?: Filtering;
}

/** The reference's body of every keyword-database report: seeds under `parameters`. */
export type SeedParams = Omit<KeywordsParams, 'match_mode'>;

const REPORTS = '/api/keywords_analysis/reports/keywords';
const STATISTICS = '/api/keywords_analysis/tools/statistics';

/** The one seed of a body, when it holds one seed of one kind and nothing a tool cannot ask (a filter). */
function oneSeed(params: SeedParams): { mode: DataFetchMode; seed: string } | null {
  const [first, ...others] = params.parameters;
  if (others.length || first?.value.length !== 1 || params.filtering?.length) return null;
  return { mode: first.data_fetch_mode, seed: first.value[0] };
}

/** The phrase figures the keyword tools do not give. */
const KEYWORD_BLANKS = ['cpc_min', 'cpc_max', 'words_count'];

export const getKeywords = withTool(
  listEndpoint<KeywordsParams, typeof keywordRowSchema>('POST', `${REPORTS}/getKeywords`, keywordRowSchema),
  {
    name: 'get_keywords',
    args: (params) => {
      const one = params.match_mode === undefined ? oneSeed(params) : null;
      return one && { seeds: [one.seed], seed_type: one.mode, country_id: params.country_id };
    },
    blank: KEYWORD_BLANKS,
  },
);
export const getRelated = listEndpoint<SeedParams, typeof keywordRowSchema>(
  'POST',
  `${REPORTS}/getRelated`,
  keywordRowSchema,
);

/** A tool around one seed phrase: its arguments. */
const seedArgs = (params: SeedParams): object | null => {
  const one = oneSeed(params);
  return one?.mode === 'keyword' ? { keyword: one.seed, country_id: params.country_id } : null;
};

export const getQuestions = withTool(
  listEndpoint<SeedParams, typeof keywordRowSchema>('POST', `${REPORTS}/getQuestions`, keywordRowSchema),
  { name: 'get_questions', args: seedArgs, blank: KEYWORD_BLANKS },
);
export const getGroups = withTool(
  listEndpoint<SeedParams, typeof keywordGroupRowSchema>(
    'POST',
    `${REPORTS}/getGroups`,
    keywordGroupRowSchema,
  ),
  { name: 'get_groups', args: seedArgs, detail: 'standard', blank: ['searches_avg', 'cpc_avg'] },
);

/** The body of a report around one seed phrase. */
export const seedOf = (keyword: string, country_id?: number): SeedParams => ({
  country_id,
  parameters: [{ data_fetch_mode: 'keyword', value: [keyword] }],
});

/** Most phrases one statistics run accepts. */
export const STATISTICS_BATCH_SIZE = 500;

/**
 * The request bodies are not in the reference: the seed spec's `keywords` and `country_id`. Over the tool
 * server the whole chain (create, check, read) is one call of its tool per run, whose records, one per
 * phrase in the order sent, are read as `getStatistics`' rows and say whether the database knows each.
 */
export const createStatistics = withTool(
  dataEndpoint<
    { readonly keywords: readonly string[]; readonly country_id?: number },
    typeof statisticsRunSchema
  >('POST', `${STATISTICS}/create`, statisticsRunSchema),
  { name: 'get_keyword_statistics', answer: 'records', detail: 'standard' },
);

/**
 * A run is named by the `public_id` create answered (reference); the seed spec passes a task's id as `id`.
 * Both keys carry it, since neither document shows this body.
 */
export interface RunParams {
  readonly public_id: string;
  readonly id: string;
}
export const runParams = (id: string): RunParams => ({ public_id: id, id });

/** `has_data` when the run is ready. */
export const checkStatistics = dataEndpoint<RunParams, typeof statisticsRunSchema>(
  'POST',
  `${STATISTICS}/checkData`,
  statisticsRunSchema,
);

/** The phrases the database knows, with searches, CPC and trend; a phrase it does not know is absent. */
export const getStatistics = listEndpoint<RunParams, typeof keywordRowSchema>(
  'POST',
  `${STATISTICS}/getKeywords`,
  keywordRowSchema,
  STATISTICS_BATCH_SIZE,
);
