/**
 * Monitoring (rank tracker), at the reference's methods and paths: projects and groups are GETs under
 * `management/`, keyword and position reports POSTs under `reports/`.
 * Reading is free; the compare tools cost a tools unit.
 */
import * as z from 'zod/mini';
import { dataEndpoint, listEndpoint, type NoParams, pagedEndpoint, rowsOf } from '../endpoint';
import { list } from '../read';
import {
  compareDaysRowSchema,
  compareSerpRowSchema,
  rtGroupSchema,
  rtKeywordSchema,
  rtPositionRowSchema,
  rtProjectSchema,
  serpComparison,
  snippetStatisticsSchema,
} from '../schemas-tracking';
import type { DateRange } from './visibility';

export interface ProjectParams {
  readonly project_id: number;
}
export interface GroupParams extends ProjectParams {
  readonly group_id?: number;
}

const MANAGEMENT = '/api/rank_tracker/management';
const REPORTS = '/api/rank_tracker/reports';

const activeProjects = list(rtProjectSchema);

/** The account's active projects, whole (no pages). */
export const getActiveProjects = dataEndpoint<NoParams, typeof activeProjects>(
  'GET',
  `${MANAGEMENT}/projects/getMyActiveProjects`,
  activeProjects,
);

export const getGroups = listEndpoint<ProjectParams, typeof rtGroupSchema>(
  'GET',
  `${MANAGEMENT}/groups/list`,
  rtGroupSchema,
);

export const getProjectKeywords = listEndpoint<GroupParams, typeof rtKeywordSchema>(
  'POST',
  `${REPORTS}/keywords/getProjectKeywords`,
  rtKeywordSchema,
);

/**
 * Monitored keywords with current and previous position, URL, searches, CPC, visibility, and a column per
 * day of the range. At most 50 rows a page.
 */
export const getPositions = listEndpoint<GroupParams & DateRange, typeof rtPositionRowSchema>(
  'POST',
  `${REPORTS}/positions/getData`,
  rtPositionRowSchema,
  50,
);

export const getSnippetStatistics = dataEndpoint<
  ProjectParams & { readonly date?: string },
  typeof snippetStatisticsSchema
>('POST', `${REPORTS}/snippets/getStatistics`, snippetStatisticsSchema);

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
  z.pipe(rowsOf(compareSerpRowSchema), z.transform(serpComparison)),
);

/** Every monitored keyword's position and URL on each compared day, and the change from first to last. */
export const compareDays = listEndpoint<GroupParams & CompareDates, typeof compareDaysRowSchema>(
  'POST',
  '/api/rank_tracker/tools/compare_days/getData',
  compareDaysRowSchema,
);
