/** Monitoring (rank tracker). Reading projects, keywords and positions is free; compare tools cost a tools unit. */
import * as z from 'zod/mini';
import { dataEndpoint, listEndpoint, type NoParams } from '../endpoint';
import { anyRowSchema, compareSerpRowSchema, projectSchema } from '../schemas';
import type { DateRange, Filtering } from './visibility';

export interface ProjectParams {
  readonly project_id: number;
}
export interface GroupParams extends ProjectParams {
  readonly group_id?: number;
}

const MANAGEMENT = '/api/rank_tracker/management';

export const getActiveProjects = dataEndpoint<NoParams, z.ZodMiniArray<typeof projectSchema>>(
  'POST',
  `${MANAGEMENT}/projects/getMyActiveProjects`,
  z.array(projectSchema),
);

export const getProjectsList = listEndpoint<NoParams, typeof projectSchema>(
  'POST',
  `${MANAGEMENT}/projects/getListWithExtendedData`,
  projectSchema,
);

export const getGroups = dataEndpoint<ProjectParams, z.ZodMiniArray<typeof anyRowSchema>>(
  'POST',
  `${MANAGEMENT}/groups/list`,
  z.array(anyRowSchema),
);

export const getProjectKeywords = listEndpoint<
  GroupParams & { readonly filtering?: Filtering },
  typeof anyRowSchema
>('POST', `${MANAGEMENT}/keywords/getProjectKeywords`, anyRowSchema);

export const getLocalizations = dataEndpoint<
  { readonly country_id?: number; readonly query?: string },
  z.ZodMiniArray<typeof anyRowSchema>
>('POST', `${MANAGEMENT}/dictionary/getLocalizations`, z.array(anyRowSchema));

/** Daily positions; rows carry `positions: {<date>: position|null}`. At most 50 rows a page. */
export const getPositions = listEndpoint<GroupParams & DateRange, typeof anyRowSchema>(
  'POST',
  '/api/rank_tracker/reports/positions/getData',
  anyRowSchema,
  50,
);

export const getSnippetStatistics = dataEndpoint<
  ProjectParams & { readonly date?: string },
  z.ZodMiniArray<typeof anyRowSchema>
>('POST', '/api/rank_tracker/reports/snippets/getStatistics', z.array(anyRowSchema));

export interface CompareSerpParams extends ProjectParams {
  /** Matched by name; must be a monitored keyword of the project. */
  readonly keyword: string;
  /** Compare positions 1..position (default 10). */
  readonly position?: number;
  readonly compareDates: readonly { readonly date: string }[];
}

/** One row per SERP slot; under each compared date an object `{position, domain, url, diff?}`. */
export const compareSerp = listEndpoint<CompareSerpParams, typeof compareSerpRowSchema>(
  'POST',
  '/api/rank_tracker/tools/compare_serp/getData',
  compareSerpRowSchema,
);

export const compareDays = listEndpoint<
  GroupParams & { readonly date_from: string; readonly date_to: string },
  typeof anyRowSchema
>('POST', '/api/rank_tracker/tools/compare_days/getData', anyRowSchema);
