/**
 * What the monitoring (rank tracker) family declares, browser-safe: its formulas' catalogue entries,
 * their layouts and what each may charge.
 */
import {
  dateMax,
  type FormulaCosts,
  type FunctionSpec,
  groupId,
  header,
  projectId,
  refresh,
} from '../../shared/formula-spec';
import type { Layout } from '../../shared/layouts';

export const RT_PROJECT_COLUMNS = ['id', 'name', 'domain'] as const satisfies Layout;
export const RT_GROUP_COLUMNS = ['id', 'name', 'keywords_count', 'is_dynamic'] as const satisfies Layout;
export const RT_KEYWORD_COLUMNS = ['id', 'keyword', 'group_id'] as const satisfies Layout;
/** A monitored keyword's figures; then a position column per day of the range (`rtPositionColumns`). */
export const RT_POSITION_COLUMNS = [
  'keyword',
  'position',
  'previous_position',
  'position_change',
  'url',
  'searches',
  'cpc',
  'visibility',
] as const satisfies Layout;
/** The days are `YYYY-MM-DD`, in order: each is its own column, headed by the day. */
export const rtPositionColumns = (days: readonly string[]): readonly string[] => [
  ...RT_POSITION_COLUMNS,
  ...days,
];
/** The projects report: each project's figures on its last day, and their change since the day before. */
export const RT_PROJECT_FIGURE_COLUMNS = [
  'id',
  'name',
  'domain',
  'keywords_count',
  'visibility',
  'previous_visibility',
  'visibility_change',
  'average_position',
  'previous_average_position',
  'average_position_change',
  'top3',
  'top10',
  'top50',
] as const satisfies Layout;
/** A project's visibility by day. */
export const RT_VISIBILITY_COLUMNS = ['date', 'visibility'] as const satisfies Layout;
/** A project's SERP features by day: one row per day and feature. */
export const SNIPPET_HISTORY_COLUMNS = ['date', 'snippet', 'keywords'] as const satisfies Layout;
export const SNIPPET_COLUMNS = [
  'snippet',
  'serp_coverage',
  'keywords',
  'previous_keywords',
  'keywords_change',
  'visible_keywords',
  'previous_visible_keywords',
  'visible_keywords_change',
] as const satisfies Layout;
/** SEO_RT_COMPARE_SERP: the slot; then per date (`compareSerpColumns`) who stood there. */
export const COMPARE_SERP_COLUMNS = ['position'] as const satisfies Layout;
/** Per date, in day order: domain and URL, and from the second date the domain's change since the first. */
export const compareSerpColumns = (days: readonly string[]): readonly string[] => [
  ...COMPARE_SERP_COLUMNS,
  ...[...days]
    .sort()
    .flatMap((day, i) => [`${day}.domain`, `${day}.url`, ...(i ? [`${day}.position_change`] : [])]),
];

/** What a formula may charge when its cached answer is stale; the lists read free (registry/refresh-all.ts). */
export const COSTS = {
  SEO_RT_COMPARE_SERP: { counter: 'tools_daily_limit', per: 'formula' },
} as const satisfies FormulaCosts;

/**
 * The family's formulas in the catalogue (registry/catalog.ts lists every family's). A pure call, so a
 * bundle that reads only the layouts above drops the entries: the bundles take them from the registry,
 * which the build ships reduced (no help text).
 */
export const FORMULAS = /* @__PURE__ */ (() =>
  [
    {
      name: 'SEO_RT_PROJECTS',
      group: 'Monitoring',
      summary: 'Rank-tracker projects of the account.',
      params: [header, refresh],
      returns: 'A table of projects with their ids.',
      example: '=SEO_RT_PROJECTS()',
      columns: RT_PROJECT_COLUMNS,
    },
    {
      name: 'SEO_RT_GROUPS',
      group: 'Monitoring',
      summary: 'Keyword groups of a rank-tracker project.',
      params: [projectId, header, refresh],
      returns: 'A table of groups.',
      example: '=SEO_RT_GROUPS(101)',
      columns: RT_GROUP_COLUMNS,
    },
    {
      name: 'SEO_RT_KEYWORDS',
      group: 'Monitoring',
      summary: 'Monitored keywords of a project, optionally of one group.',
      params: [projectId, groupId, header, refresh],
      returns: 'A table of monitored keywords.',
      example: '=SEO_RT_KEYWORDS(101)',
      columns: RT_KEYWORD_COLUMNS,
    },
    {
      name: 'SEO_RT_POSITIONS',
      group: 'Monitoring',
      summary: 'Daily positions of the monitored keywords of a project.',
      params: [
        projectId,
        {
          name: 'date_min',
          description:
            'First day, a date or YYYY-MM-DD (default: the week up to date_max, six days before it).',
          optional: true,
        },
        dateMax,
        groupId,
        header,
        refresh,
      ],
      returns:
        'A table of monitored keywords: position, previous_position, position_change (positive: moved up), url, searches, cpc, visibility, then one position column per day, headed by the day (blank: outside the TOP100).',
      example: '=SEO_RT_POSITIONS(101, "2026-11-01")',
      columns: RT_POSITION_COLUMNS,
      columnsNote: 'Then one position column per day of the range, headed by the day.',
    },
    {
      name: 'SEO_RT_SNIPPETS',
      group: 'Monitoring',
      summary: 'SERP snippet statistics of a project.',
      params: [projectId, header, refresh],
      returns:
        'A table of snippet types: SERP coverage, keywords with the snippet and keywords where the project is visible in it, each with previous and change.',
      example: '=SEO_RT_SNIPPETS(101)',
      columns: SNIPPET_COLUMNS,
    },
    {
      name: 'SEO_RT_COMPARE_SERP',
      group: 'Monitoring',
      summary: 'The SERP of a monitored keyword on several days, side by side.',
      params: [
        projectId,
        { name: 'keyword', description: 'A monitored keyword of the project.' },
        {
          name: 'dates',
          description: 'Up to 5 dates to compare: a range of dates or text like "2026-11-01, 2026-11-15".',
        },
        { name: 'position', description: 'Compare positions 1..position (default 10).', optional: true },
        header,
        refresh,
      ],
      returns:
        "A table with one row per position: domain and URL per date, and from the second date each domain's change since the first (positive: moved up).",
      example: '=SEO_RT_COMPARE_SERP(101, "buty trekkingowe", "2026-11-01, 2026-11-15")',
      columns: COMPARE_SERP_COLUMNS,
      columnsNote:
        'Then, for each date in order, the domain and the URL at that position and, from the second date, how many places the domain moved since the first.',
    },
  ] as const satisfies readonly FunctionSpec[])();
