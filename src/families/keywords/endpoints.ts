/**
 * The keyword database. getKeywords, getRelated and getQuestions each cost one keyword-database unit per new
 * analysis; the statistics chain (create → checkData → getKeywords) costs one tools unit per run of ≤ 500
 * phrases. Paging through computed results is free.
 */
import { dataEndpoint, listEndpoint, withTool } from '../../api/endpoint';
import type { Read } from '../../api/read';
import { statisticsRunSchema } from '../../api/schemas';
import { type Said, said } from '../../shared/i18n/said';
import { keywordGroupRowSchema, keywordRowSchema } from './rows';
import type { Filtering } from '../../shared/filter';

export type DataFetchMode = 'keyword' | 'domain' | 'url';

export interface KeywordsParams {
  readonly country_id?: number;
  /** One entry per seed kind; each value is a list of seeds. */
  readonly parameters: readonly {
    readonly data_fetch_mode: DataFetchMode;
    readonly value: readonly string[];
  }[];
  /**
   * The reference's example sends `wide`; the seed spec's simulator also knew `broad`. The live service
   * answers URL seeds, many in one call, with `narrow` (observed).
   */
  readonly match_mode?: 'wide' | 'narrow' | 'phrase' | 'exact';
  readonly filtering?: Filtering;
}

/** The reference's body of every keyword-database report: seeds under `parameters`. */
export type SeedParams = Omit<KeywordsParams, 'match_mode'>;

const REPORTS = '/api/keywords_analysis/reports/keywords';
const STATISTICS = '/api/keywords_analysis/tools/statistics';

/** The seeds of a body, when they are of one kind and it holds nothing a tool cannot ask (a filter). */
function seedsOf(params: SeedParams): { mode: DataFetchMode; seeds: readonly string[] } | null {
  const [first, ...others] = params.parameters;
  if (others.length || !first?.value.length || params.filtering?.length) return null;
  return { mode: first.data_fetch_mode, seeds: first.value };
}

/** The match mode the live service answers URL seeds with (observed). */
const URL_MATCH_MODE = 'narrow';
/** The one market the live service answers URL seeds for (observed). */
const URL_SEEDS_COUNTRY = 1;

/** The one market the keyword-database tools answer for (observed, Aug 2026): REST's serve the others. */
const TOOL_MARKETS = [1];

/** The phrase figures the keyword tools do not give. */
const KEYWORD_BLANKS = ['cpc_min', 'cpc_max', 'words_count', 'serp_features'];

/**
 * Phrases around seeds of one kind, all in one call. The tool takes a list of seeds of one kind too, and
 * no match mode but the one URL seeds are answered with.
 */
export const getKeywords = withTool(
  listEndpoint<KeywordsParams, Read<typeof keywordRowSchema>>(
    'POST',
    `${REPORTS}/getKeywords`,
    keywordRowSchema,
  ),
  {
    name: 'get_keywords',
    args: (params) => {
      const given = seedsOf(params);
      const match =
        params.match_mode === undefined || (params.match_mode === URL_MATCH_MODE && given?.mode === 'url');
      return given && match
        ? { seeds: given.seeds, seed_type: given.mode, country_id: params.country_id }
        : null;
    },
    markets: TOOL_MARKETS,
    blank: KEYWORD_BLANKS,
  },
);

/** Why seeds of `mode` cannot be asked in `country_id`, before anything is sent: URL seeds, outside Poland. */
export function seedsRefusal(mode: DataFetchMode, country_id: number | undefined): Said | undefined {
  if (mode !== 'url' || country_id === undefined || country_id === URL_SEEDS_COUNTRY) return undefined;
  return said('keywords.urlCountry', { country: String(country_id), only: String(URL_SEEDS_COUNTRY) });
}

/** The body of keyword suggestions for seeds of one kind: URL seeds as the live service answers them. */
export const suggestionsOf = (
  mode: DataFetchMode,
  seeds: readonly string[],
  country_id?: number,
): KeywordsParams => ({
  country_id,
  parameters: [{ data_fetch_mode: mode, value: seeds }],
  ...(mode === 'url' && { match_mode: URL_MATCH_MODE }),
});

export const getRelated = listEndpoint<SeedParams, Read<typeof keywordRowSchema>>(
  'POST',
  `${REPORTS}/getRelated`,
  keywordRowSchema,
);

/** A tool around one seed phrase: its arguments. */
const seedArgs = (params: SeedParams): object | null => {
  const given = seedsOf(params);
  return given?.mode === 'keyword' && given.seeds.length === 1
    ? { keyword: given.seeds[0], country_id: params.country_id }
    : null;
};

export const getQuestions = withTool(
  listEndpoint<SeedParams, Read<typeof keywordRowSchema>>(
    'POST',
    `${REPORTS}/getQuestions`,
    keywordRowSchema,
  ),
  { name: 'get_questions', args: seedArgs, markets: TOOL_MARKETS, blank: KEYWORD_BLANKS },
);
export const getGroups = withTool(
  listEndpoint<SeedParams, Read<typeof keywordGroupRowSchema>>(
    'POST',
    `${REPORTS}/getGroups`,
    keywordGroupRowSchema,
  ),
  {
    name: 'get_groups',
    args: seedArgs,
    detail: 'standard',
    markets: TOOL_MARKETS,
    blank: ['searches_avg', 'cpc_avg'],
  },
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
    Read<typeof statisticsRunSchema>
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
export const checkStatistics = dataEndpoint<RunParams, Read<typeof statisticsRunSchema>>(
  'POST',
  `${STATISTICS}/checkData`,
  statisticsRunSchema,
);

/** The phrases the database knows, with searches, CPC and trend; a phrase it does not know is absent. */
export const getStatistics = listEndpoint<RunParams, Read<typeof keywordRowSchema>>(
  'POST',
  `${STATISTICS}/getKeywords`,
  keywordRowSchema,
  STATISTICS_BATCH_SIZE,
);
