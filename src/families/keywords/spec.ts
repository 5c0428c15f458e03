/**
 * What the keyword-database family declares, browser-safe: its formulas' catalogue entries, their
 * layouts and what each may charge.
 */
import {
  country,
  type FormulaCost,
  type FormulaCosts,
  type FunctionSpec,
  header,
  keyword,
  limit,
  refresh,
} from '../../shared/formula-spec';
import { type Layout, KEYWORD_COLUMNS, TREND_COLUMNS } from '../../shared/layouts';

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
/** SEO_KEYWORD_STATS: the statistics, then why a row has none (its phrase stays in the first column). */
export const KEYWORD_STATS_COLUMNS: Layout = [...STATISTICS_COLUMNS, 'hint'];

const KEYWORDS: FormulaCost = { counter: 'keywords_analysis_queries_per_day', per: 'formula' };

/** What each formula may charge when its cached answer is stale (registry/refresh-all.ts sums them). */
export const COSTS = {
  // One unit per seed: a range of seeds goes in one request, but each is a new analysis.
  SEO_KEYWORDS: { counter: 'keywords_analysis_queries_per_day', per: 'input' },
  SEO_KEYWORD_GROUPS: KEYWORDS,
  SEO_QUESTIONS: KEYWORDS,
  SEO_RELATED: KEYWORDS,
  SEO_KEYWORD_STATS: { counter: 'tools_daily_limit', per: 'run' },
} as const satisfies FormulaCosts;

/**
 * The family's formulas in the catalogue (registry/catalog.ts lists every family's). A pure call, so a
 * bundle that reads only the layouts above drops the entries: the bundles take them from the registry,
 * which the build ships reduced (no help text).
 */
export const FORMULAS = /* @__PURE__ */ (() =>
  [
    {
      name: 'SEO_KEYWORD_STATS',
      group: 'Keyword database',
      summary:
        'Searches, CPC, 12-month trend and whether data was found, one row per input phrase in input order; batched 500 phrases a run.',
      params: [
        { name: 'phrases', description: 'A phrase or a range of phrases, e.g. A2:A2001.' },
        country,
        header,
        refresh,
      ],
      returns:
        'A table with one row per input phrase, duplicates and blanks included; a phrase not looked up keeps its row, and the hint says why.',
      example: '=SEO_KEYWORD_STATS(A2:A2001)',
      columns: KEYWORD_STATS_COLUMNS,
    },
    {
      name: 'SEO_KEYWORDS',
      group: 'Keyword database',
      summary:
        'Phrases related to seed phrases, domains or URLs (one, or a range sent in one request), with their statistics and the SERP features on their results page.',
      params: [
        {
          name: 'seed',
          description:
            'A phrase, domain or URL, or a range of them, e.g. A2:A6: all go in one request (URLs: country_id 1 only). From a range, the table starts with the seed each phrase came from, where the service says so.',
        },
        limit(100),
        country,
        {
          name: 'mode',
          description: '"keyword" (default), "domain" or "url": what the seed is.',
          optional: true,
        },
        header,
        refresh,
      ],
      returns:
        'A table of phrases: searches, CPC, trend and SERP features; from a range of seeds, the seed each came from first.',
      example: '=SEO_KEYWORDS("buty do biegania", 200)',
      columns: SUGGESTION_COLUMNS,
      columnsNote: 'From a range of seeds, the table starts with the seed each phrase came from.',
    },
    {
      name: 'SEO_KEYWORD_GROUPS',
      group: 'Keyword database',
      summary: 'Semantic groups of phrases around a keyword.',
      params: [keyword, limit(100), country, header, refresh],
      returns: 'A table of groups.',
      example: '=SEO_KEYWORD_GROUPS("buty")',
      columns: GROUP_COLUMNS,
    },
    {
      name: 'SEO_QUESTIONS',
      group: 'Keyword database',
      summary: 'Questions people search for around a keyword.',
      params: [keyword, limit(100), country, header, refresh],
      returns: 'A table of questions.',
      example: '=SEO_QUESTIONS("buty do biegania")',
      columns: KEYWORD_COLUMNS,
    },
    {
      name: 'SEO_RELATED',
      group: 'Keyword database',
      summary: 'Related phrases for a keyword.',
      params: [keyword, limit(100), country, header, refresh],
      returns: 'A table of related phrases.',
      example: '=SEO_RELATED("buty do biegania")',
      columns: KEYWORD_COLUMNS,
    },
  ] as const satisfies readonly FunctionSpec[])();
