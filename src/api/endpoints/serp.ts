/**
 * SERP analysis: tasks (create, check, list) and the nine reports read from a finished task.
 * A create for a phrase and country that already has a task returns that task and costs nothing;
 * a refresh (which the add-on does not offer) costs one SERP unit. Reading reports of a finished task is
 * free, on any later day too.
 */
import type { ApiClient } from '../client';
import type * as z from 'zod/mini';
import {
  dataEndpoint,
  type Endpoint,
  type ListEndpoint,
  listEndpoint,
  type NoParams,
  type Page,
  type PageRequest,
} from '../endpoint';
import type { AnyRow } from '../schemas';
import { decode } from '../validate';
import {
  competitorsNumberSchema,
  contentStatisticsSchema,
  serpGroupRowSchema,
  serpKeywordRowSchema,
  serpKeywordStatisticsSchema,
  serpTaskSchema,
  serpUrlRowSchema,
  topicLeaderRowSchema,
} from '../schemas-tracking';

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
/**
 * The account's SERP tasks, newest first. The reference documents no SERP `list`; it is a GET with `page` and
 * `limit` like the TOP100 and URL crawl lists beside it.
 */
export const listSerpTasks = listEndpoint<NoParams, typeof serpTaskSchema>(
  'GET',
  `${TASKS}/list`,
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

type SerpReportEndpoint = ListEndpoint<TaskParams, AnyRow> | Endpoint<TaskParams, AnyRow[]>;

const list = (action: string, row: z.ZodMiniType<AnyRow>): SerpReportEndpoint =>
  listEndpoint<TaskParams, typeof row>('POST', `${REPORTS}/${action}`, row);
/** A report answered as one record, which its schema reads as rows. */
const single = (action: string, rows: z.ZodMiniType<AnyRow[]>): SerpReportEndpoint =>
  dataEndpoint<TaskParams, typeof rows>('POST', `${REPORTS}/${action}`, rows);

const isList = (endpoint: SerpReportEndpoint): endpoint is ListEndpoint<TaskParams, AnyRow> =>
  'maxPageSize' in endpoint;

/**
 * List reports are paginated (`urls` answers `data: {rows, extra}`); `content_statistics` (a record of
 * measures), `keyword_stats` and `competitors_number` answer one record.
 */
export const reports: Readonly<Record<SerpReportName, SerpReportEndpoint>> = {
  urls: list('urls/getList', serpUrlRowSchema),
  content_statistics: single('content/getStatistics', contentStatisticsSchema),
  keyword_stats: single('keyword/getStatistics', serpKeywordStatisticsSchema),
  competitors_number: single('keyword/getCompetitorsNumber', competitorsNumberSchema),
  topic_leaders: list('keyword/getTopicLeaders', topicLeaderRowSchema),
  groups: list('keyword/getGroups', serpGroupRowSchema),
  questions: list('keyword/getQuestions', serpKeywordRowSchema),
  related_keywords: list('keyword/getRelatedKeywords', serpKeywordRowSchema),
  keywords_propositions: list('keyword/getKeywordsPropositions', serpKeywordRowSchema),
};

export const SERP_REPORT_NAMES = Object.keys(reports) as SerpReportName[];

const SINGLE_RECORD_SCHEMAS = {
  keyword_stats: serpKeywordStatisticsSchema,
  competitors_number: competitorsNumberSchema,
} as const;

/** A one-record report from elsewhere (the tool server's `record`) read as this report's rows. */
export function readSingleReport(
  report: keyof typeof SINGLE_RECORD_SCHEMAS,
  record: unknown,
  from: string,
): AnyRow[] {
  return decode(record, SINGLE_RECORD_SCHEMAS[report], from) as AnyRow[];
}

export function isSerpReportName(name: string): name is SerpReportName {
  return (SERP_REPORT_NAMES as string[]).includes(name);
}

/** The list endpoint of a report, for `collectPages`; undefined for the single-record reports. */
export function serpReportList(report: SerpReportName): ListEndpoint<TaskParams, AnyRow> | undefined {
  const endpoint = reports[report];
  return isList(endpoint) ? endpoint : undefined;
}

/**
 * Reads one page of a report of a finished task (a single-record report as one page).
 * Throws UnfinishedTaskError while either readiness flag is false.
 */
export function getSerpReport(
  client: ApiClient,
  report: SerpReportName,
  params: TaskParams & PageRequest,
): Page<AnyRow> {
  const endpoint = reports[report];
  if (isList(endpoint)) return endpoint(client, params);
  return { rows: endpoint(client, { task_id: params.task_id }) };
}
