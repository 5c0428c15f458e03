/**
 * SERP analysis: tasks (create, check, list, refresh) and the nine reports read from a finished task.
 * A create for a phrase and country that already has a task returns that task and costs nothing;
 * every refresh costs one SERP unit. Reading reports of a finished task is free, on any later day too.
 */
import type { ApiClient } from '../client';
import {
  dataEndpoint,
  type Endpoint,
  type ListEndpoint,
  listEndpoint,
  type NoParams,
  type Page,
  type PageRequest,
} from '../endpoint';
import { type AnyRow, anyRowSchema, serpTaskSchema } from '../schemas';

const TASKS = '/api/tasks/management/serp_analysis';

export interface TaskParams {
  readonly task_id: number;
}

export const createSerpTask = dataEndpoint<
  { readonly keyword: string; readonly country_id?: number },
  typeof serpTaskSchema
>('POST', `${TASKS}/create`, serpTaskSchema);
export const checkSerpTask = dataEndpoint<TaskParams, typeof serpTaskSchema>(
  'GET',
  `${TASKS}/check`,
  serpTaskSchema,
);
/** The account's SERP tasks, newest first. */
export const listSerpTasks = listEndpoint<NoParams, typeof serpTaskSchema>(
  'POST',
  `${TASKS}/list`,
  serpTaskSchema,
);
/** Recomputes the analysis: one SERP unit every time; the readiness flags start over. */
export const refreshSerpTask = dataEndpoint<TaskParams, typeof serpTaskSchema>(
  'POST',
  `${TASKS}/refresh`,
  serpTaskSchema,
);

/** Report names as the tool server spells them (`serp_get_report`), which users see in `SEO_SERP`. */
export type SerpReportName =
  | 'urls'
  | 'content_statistics'
  | 'keyword_stats'
  | 'competitors_number'
  | 'topic_leaders'
  | 'groups'
  | 'questions'
  | 'related_keywords'
  | 'keywords_propositions';

const REPORTS = '/api/serp_analysis/reports';

type SerpReportEndpoint =
  | { readonly list: ListEndpoint<TaskParams, AnyRow> }
  | { readonly single: Endpoint<TaskParams, AnyRow> };

const list = (action: string): SerpReportEndpoint => ({
  list: listEndpoint<TaskParams, typeof anyRowSchema>('POST', `${REPORTS}/${action}`, anyRowSchema),
});
const single = (action: string): SerpReportEndpoint => ({
  single: dataEndpoint<TaskParams, typeof anyRowSchema>('POST', `${REPORTS}/${action}`, anyRowSchema),
});

/** List reports are paginated; `keyword_stats` and `competitors_number` answer one record. */
const SERP_REPORTS: Record<SerpReportName, SerpReportEndpoint> = {
  urls: list('urls/getList'),
  content_statistics: list('content/getStatistics'),
  keyword_stats: single('keyword/getStatistics'),
  competitors_number: single('keyword/getCompetitorsNumber'),
  topic_leaders: list('keyword/getTopicLeaders'),
  groups: list('keyword/getGroups'),
  questions: list('keyword/getQuestions'),
  related_keywords: list('keyword/getRelatedKeywords'),
  keywords_propositions: list('keyword/getKeywordsPropositions'),
};

export const SERP_REPORT_NAMES = Object.keys(SERP_REPORTS) as SerpReportName[];

export function isSerpReportName(name: string): name is SerpReportName {
  return (SERP_REPORT_NAMES as string[]).includes(name);
}

/** The list endpoint of a report, for `collectPages`; undefined for the two single-record reports. */
export function serpReportList(report: SerpReportName): ListEndpoint<TaskParams, AnyRow> | undefined {
  const endpoint = SERP_REPORTS[report];
  return 'list' in endpoint ? endpoint.list : undefined;
}

/**
 * Reads one page of a report of a finished task (a single-record report as a one-row page).
 * Throws UnfinishedTaskError while either readiness flag is false.
 */
export function getSerpReport(
  client: ApiClient,
  report: SerpReportName,
  params: TaskParams & PageRequest,
): Page<AnyRow> {
  const endpoint = SERP_REPORTS[report];
  if ('list' in endpoint) return endpoint.list(client, params);
  return { rows: [endpoint.single(client, { task_id: params.task_id })] };
}
