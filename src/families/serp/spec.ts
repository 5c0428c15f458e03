/**
 * What the SERP family declares, browser-safe: its formula's catalogue entry and the layout of each of a
 * SERP analysis' reports. Reading an analysis that exists charges nothing.
 */
import { country, type FunctionSpec, header, keyword, refresh } from '../../shared/formula-spec';
import { type Layout, KEYWORD_COLUMNS, TREND_COLUMNS, PHRASE_FIGURES } from '../../shared/layouts';

/** SEO_SERP: each report of a SERP analysis has its own columns ("urls" when `report` is not given). */
export const SERP_REPORT_COLUMNS = {
  urls: [
    'position',
    'url',
    'domain',
    'main_domain',
    'title',
    'title_length',
    'description',
    'description_length',
    'content_length',
    'text2html_ratio',
    'h1',
    'h1_count',
    'h2_count',
    'h3_count',
    'keywords',
  ],
  content_statistics: ['measure', 'avg', 'min', 'domain_min', 'max', 'domain_max'],
  keyword_stats: ['searches', 'cpc', 'rank_value', ...TREND_COLUMNS],
  competitors_number: ['competitors_number'],
  topic_leaders: ['url', 'occurrences'],
  groups: ['group', 'keywords_count'],
  questions: KEYWORD_COLUMNS,
  related_keywords: ['keyword', ...PHRASE_FIGURES, 'common_factor', 'parent_keyword', ...TREND_COLUMNS],
  keywords_propositions: KEYWORD_COLUMNS,
} as const satisfies Readonly<Record<string, Layout>>;
/** While its analysis runs, SEO_SERP shows this one-row status instead of a report. */
export const SERP_STATUS_COLUMNS = ['status', 'task_id'] as const satisfies Layout;

/**
 * The family's formulas in the catalogue (registry/catalog.ts lists every family's). A pure call, so a
 * bundle that reads only the layouts above drops the entries: the bundles take them from the registry,
 * which the build ships reduced (no help text).
 */
export const FORMULAS = /* @__PURE__ */ (() =>
  [
    {
      name: 'SEO_SERP',
      group: 'SERP',
      summary:
        'A report of the SERP analysis for a phrase. Starts the analysis when none exists (one SERP unit) and shows its status until it is ready.',
      params: [
        keyword,
        {
          name: 'report',
          description:
            '"urls" (default), "content_statistics", "keyword_stats", "competitors_number", "topic_leaders", "groups", "questions", "related_keywords" or "keywords_propositions".',
          optional: true,
        },
        country,
        header,
        refresh,
      ],
      returns: 'The report as a table, or a one-row status while the analysis runs.',
      example: '=SEO_SERP("buty do biegania", "urls")',
      columns: SERP_REPORT_COLUMNS.urls,
      columnsBy: { param: 'report', layouts: SERP_REPORT_COLUMNS },
      columnsNote: 'While the analysis runs, a one-row status with the task id instead.',
    },
  ] as const satisfies readonly FunctionSpec[])();
