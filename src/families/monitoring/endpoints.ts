/**
 * Monitoring (rank tracker), at the reference's methods and paths: projects and groups are GETs under
 * `management/`, keyword and position reports POSTs under `reports/`.
 * Reading is free; the compare tools cost a tools unit.
 */
import * as z from 'zod/mini';
import {
  dataEndpoint,
  listEndpoint,
  type NoParams,
  pagedEndpoint,
  rowsOf,
  withTool,
} from '../../api/endpoint';
import { list, type Read } from '../../api/read';
import { once } from '../../shared/lazy';
import type { DateRange } from '../../api/wire';
import {
  compareDaysRowSchema,
  compareSerpRowSchema,
  rtGroupSchema,
  rtKeywordSchema,
  rtPositionRowSchema,
  rtProjectFiguresSchema,
  rtProjectSchema,
  serpComparison,
  snippetHistorySchema,
  snippetStatisticsSchema,
} from './rows';

export interface ProjectParams {
  readonly project_id: number;
}
export interface GroupParams extends ProjectParams {
  readonly group_id?: number;
}

const MANAGEMENT = '/api/rank_tracker/management';
const REPORTS = '/api/rank_tracker/reports';

const activeProjects = once(() => list(rtProjectSchema()));

/** The account's active projects, whole (no pages). */
export const getActiveProjects = withTool(
  dataEndpoint<NoParams, Read<typeof activeProjects>>(
    'GET',
    `${MANAGEMENT}/projects/getMyActiveProjects`,
    activeProjects,
  ),
  { name: 'rt_get_active_projects', answer: 'records' },
);

/**
 * The account's projects with their figures on the last day and the day before, and their visibility by
 * day over `date_min`..`date_max` (the reference's `getListWithExtendedData`, paged). No tool answers it.
 */
export const getProjectsList = listEndpoint<DateRange, Read<typeof rtProjectFiguresSchema>>(
  'GET',
  `${MANAGEMENT}/projects/getListWithExtendedData`,
  rtProjectFiguresSchema,
);

export const getGroups = withTool(
  listEndpoint<ProjectParams, Read<typeof rtGroupSchema>>('GET', `${MANAGEMENT}/groups/list`, rtGroupSchema),
  {
    name: 'rt_list_groups',
    answer: 'records',
    // The reference counts a group's keywords in `keywords_number`; the tool, in `keywords_count`.
    row: ({ keywords_count, ...rest }) => ({ ...rest, keywords_number: keywords_count }),
    blank: ['is_dynamic'],
  },
);

export const getProjectKeywords = withTool(
  listEndpoint<GroupParams, Read<typeof rtKeywordSchema>>(
    'POST',
    `${REPORTS}/keywords/getProjectKeywords`,
    rtKeywordSchema,
  ),
  { name: 'rt_get_project_keywords' },
);

/**
 * Monitored keywords with current and previous position, URL, searches, CPC, visibility, and a column per
 * day of the range. At most 50 rows a page.
 */
export const getPositions = withTool(
  listEndpoint<GroupParams & DateRange, Read<typeof rtPositionRowSchema>>(
    'POST',
    `${REPORTS}/positions/getData`,
    rtPositionRowSchema,
    50,
  ),
  {
    name: 'rt_get_position_data',
    pageSize: 50,
    // The tool's `position` is the range's last day, as the reference's flat `current_position` is.
    row: ({ position, ...rest }) => ({ ...rest, current_position: position }),
    blank: ['previous_position', 'position_change', 'cpc', 'visibility'],
  },
);

/**
 * The tool counts, per SERP feature, the project's keywords that show it and those the domain holds, on
 * the day asked: the reference's `all_keywords.recent` and `visible_keywords.recent`.
 */
function snippetsFromTool(rows: object[]): unknown {
  return Object.fromEntries(
    rows.map((row) => {
      const { snippet, keywords_with_snippet, keywords_owned } = row as Record<string, unknown>;
      const entry = {
        snippet,
        all_keywords: { recent: keywords_with_snippet },
        visible_keywords: { recent: keywords_owned },
      };
      return [String(snippet), entry];
    }),
  );
}

export const getSnippetStatistics = withTool(
  dataEndpoint<ProjectParams & { readonly date?: string }, Read<typeof snippetStatisticsSchema>>(
    'POST',
    `${REPORTS}/snippets/getStatistics`,
    snippetStatisticsSchema,
  ),
  {
    name: 'rt_get_snippets_statistics',
    answer: 'records',
    data: snippetsFromTool,
    blank: [
      'serp_coverage',
      'previous_keywords',
      'keywords_change',
      'previous_visible_keywords',
      'visible_keywords_change',
    ],
  },
);

/** Per day of the range, the project's keywords showing each SERP feature. No tool answers it. */
export const getSnippetHistory = dataEndpoint<ProjectParams & DateRange, Read<typeof snippetHistorySchema>>(
  'POST',
  `${REPORTS}/snippets/getHistory`,
  snippetHistorySchema,
);

export interface CompareDates {
  readonly compareDates: readonly { readonly date: string }[];
}

export interface CompareSerpParams extends ProjectParams, CompareDates {
  /** Matched by name; must be a monitored keyword of the project. */
  readonly keyword: string;
  /** Compare positions 1..position (default 10). */
  readonly position?: number;
}

/**
 * One row per SERP slot; under each compared date who stood there, and the change since the first date
 * (all slots fit one page: `position` is at most 100).
 */
export const compareSerp = pagedEndpoint<CompareSerpParams, ReturnType<typeof serpComparison>[number]>(
  'POST',
  '/api/rank_tracker/tools/compare_serp/getData',
  once(() => z.pipe(rowsOf(compareSerpRowSchema)(), z.transform(serpComparison))),
);

/** Every monitored keyword's position and URL on each compared day, and the change from first to last. */
export const compareDays = listEndpoint<GroupParams & CompareDates, Read<typeof compareDaysRowSchema>>(
  'POST',
  '/api/rank_tracker/tools/compare_days/getData',
  compareDaysRowSchema,
);
