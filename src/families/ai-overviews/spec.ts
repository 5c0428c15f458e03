/**
 * What the AI Overviews family declares, browser-safe: its formulas' catalogue entries, their layouts and
 * what each may charge.
 */
import {
  country,
  domain,
  fetchMode,
  type FormulaCost,
  type FormulaCosts,
  type FunctionSpec,
  header,
  limit,
  refresh,
} from '../../shared/formula-spec';
import type { Layout } from '../../shared/layouts';

/** The first five are the columns SEO_AI_OVERVIEWS had before the live service's fields came after them. */
export const AI_OVERVIEW_COLUMNS = [
  'keyword',
  'searches',
  'intent',
  'cited',
  'url',
  'position',
  'ai_overview_position',
  'journey_stage',
  'ai_overview_length',
  'ai_overview_domains',
] as const satisfies Layout;
export const AI_OVERVIEW_STATISTICS_COLUMNS = [
  'domain',
  'ai_overview_keywords',
  'ai_overview_citations',
  'ai_overview_avg_position',
  'ai_overview_wins',
  'ai_overview_losses',
  'ai_overview_visibility_loss',
] as const satisfies Layout;
/** SEO_AI_OVERVIEWS_STATS: the figures, then why a row has none or what of its input was left out. */
export const AI_OVERVIEW_STATS_FORMULA_COLUMNS = [
  ...AI_OVERVIEW_STATISTICS_COLUMNS,
  'hint',
] as const satisfies Layout;
export const AI_OVERVIEW_COMPETITOR_COLUMNS = [
  'domain',
  'ai_overview_avg_position',
  'ai_overview_avg_position_all',
  'common_keywords',
  'ai_overview_only_domain',
  'ai_overview_only_competitor',
] as const satisfies Layout;

const VISIBILITY: FormulaCost = { counter: 'visibility_analysis_queries_per_day', per: 'formula' };

/** What each formula may charge when its cached answer is stale (registry/refresh-all.ts sums them). */
export const COSTS = {
  SEO_AI_OVERVIEWS: VISIBILITY,
  SEO_AI_OVERVIEWS_STATS: { counter: 'visibility_analysis_queries_per_day', per: 'input' },
  SEO_AI_OVERVIEWS_COMPETITORS: VISIBILITY,
} as const satisfies FormulaCosts;

/**
 * The family's formulas in the catalogue (registry/catalog.ts lists every family's). A pure call, so a
 * bundle that reads only the layouts above drops the entries: the bundles take them from the registry,
 * which the build ships reduced (no help text).
 */
export const FORMULAS = /* @__PURE__ */ (() =>
  [
    {
      name: 'SEO_AI_OVERVIEWS',
      group: 'Visibility',
      summary:
        'Phrases with an AI Overview where the domain ranks: searches, intent, whether the AI Overview cites the domain and which of its URLs, its organic position and its best place among the overview’s sources, the stage of the buyer’s journey, the overview’s length and how many domains it cites. Data exists for country_id 200 only.',
      params: [domain, limit(100), country, fetchMode, header, refresh],
      returns:
        'A table of keyword, searches, intent, cited (TRUE/FALSE) and url, then position, position in AI Overview, journey stage, AI Overview length and domains in it.',
      example: '=SEO_AI_OVERVIEWS("example.pl", 100, 200)',
      columns: AI_OVERVIEW_COLUMNS,
    },
    {
      name: 'SEO_AI_OVERVIEWS_STATS',
      group: 'Visibility',
      summary:
        'AI Overview figures of each domain: phrases with an AI Overview where it ranks and those citing it, its average position among their sources, AI Overview wins and losses, and the share of visibility AI Overviews take from it. Data exists for country_id 200 only.',
      params: [
        { name: 'domains', description: 'A domain or a range of domains, e.g. A2:A20.' },
        country,
        fetchMode,
        header,
        refresh,
      ],
      returns:
        'A table with a header row and one row per input domain, in input order; a domain not looked up keeps its row, and the hint says why.',
      example: '=SEO_AI_OVERVIEWS_STATS(A2:A20, 200)',
      columns: AI_OVERVIEW_STATS_FORMULA_COLUMNS,
    },
    {
      name: 'SEO_AI_OVERVIEWS_COMPETITORS',
      group: 'Visibility',
      summary:
        'Domains cited beside the domain in AI Overviews: their average position among the sources, on the phrases they share and on all, the phrases both are cited for, and those only the domain or only the competitor is. Data exists for country_id 200 only.',
      params: [domain, limit(50), country, fetchMode, header, refresh],
      returns: 'A table of the domains competing in AI Overviews.',
      example: '=SEO_AI_OVERVIEWS_COMPETITORS("example.pl", 20, 200)',
      columns: AI_OVERVIEW_COMPETITOR_COLUMNS,
    },
  ] as const satisfies readonly FunctionSpec[])();
