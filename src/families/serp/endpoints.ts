/**
 * SERP analysis: tasks (create, check, list) and the nine reports read from a finished task.
 * A create for a phrase and country that already has a task returns that task and costs nothing;
 * a refresh (which the add-on does not offer) costs one SERP unit. Reading reports of a finished task is
 * free, on any later day too.
 */
import {
  dataEndpoint,
  type Endpoint,
  type ListEndpoint,
  listEndpoint,
  type NoParams,
  type ToolBinding,
  withTool,
} from '../../api/endpoint';
import type { Lazy, Read } from '../../api/read';
import type { AnyRow } from '../../api/schemas';
import {
  competitorsNumberSchema,
  contentStatisticsSchema,
  serpGroupRowSchema,
  serpKeywordRowSchema,
  serpKeywordStatisticsSchema,
  serpTaskSchema,
  serpUrlRowSchema,
  topicLeaderRowSchema,
} from './rows';
import { SERP_REPORT_COLUMNS } from './spec';

const TASKS = '/api/tasks/management/serp_analysis';

export interface TaskParams {
  readonly task_id: number;
}

/** The tool server's task records are the reference's read by the same schema (`keyword`, `created_at`, `progress`). */
const TASK_TOOL = { answer: 'object', detail: 'standard' } as const;

export const createSerpTask = withTool(
  dataEndpoint<{ readonly keyword: string; readonly country_id?: number }, Read<typeof serpTaskSchema>>(
    'POST',
    `${TASKS}/create`,
    serpTaskSchema,
  ),
  { name: 'serp_create', ...TASK_TOOL },
);
export const checkSerpTask = withTool(
  dataEndpoint<TaskParams, Read<typeof serpTaskSchema>>('GET', `${TASKS}/check`, serpTaskSchema),
  { name: 'serp_check', ...TASK_TOOL },
);
/**
 * The account's SERP tasks, newest first. The reference documents no SERP `list`; it is a GET with `page` and
 * `limit` like the TOP100 and URL crawl lists beside it.
 */
export const listSerpTasks = withTool(
  listEndpoint<NoParams, Read<typeof serpTaskSchema>>('GET', `${TASKS}/list`, serpTaskSchema),
  { name: 'serp_list', detail: 'standard' },
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

/**
 * `serp_get_report` with the report's name, where its records are the reference's rows (`tool` null: the
 * tool's report measures something else, as its content statistics and topic leaders do).
 */
type ReportTool = Omit<ToolBinding<TaskParams>, 'name' | 'args'> | null;
const reportTool = (report: SerpReportName, tool: ReportTool): ToolBinding<TaskParams> | undefined =>
  tool ? { name: 'serp_get_report', args: ({ task_id }) => ({ task_id, report }), ...tool } : undefined;

const list = (
  report: SerpReportName,
  action: string,
  row: Lazy<AnyRow>,
  tool: ReportTool,
): SerpReportEndpoint =>
  Object.assign(listEndpoint<TaskParams, AnyRow>('POST', `${REPORTS}/${action}`, row), {
    tool: reportTool(report, tool),
  });
/** A report answered as one record, which its schema reads as rows. */
const single = (
  report: SerpReportName,
  action: string,
  rows: Lazy<AnyRow[]>,
  tool: ReportTool,
): SerpReportEndpoint =>
  Object.assign(dataEndpoint<TaskParams, AnyRow[]>('POST', `${REPORTS}/${action}`, rows), {
    tool: reportTool(report, tool),
  });

const isList = (endpoint: SerpReportEndpoint): endpoint is ListEndpoint<TaskParams, AnyRow> =>
  'maxPageSize' in endpoint;

/** What the tool's `urls` report gives of a result. */
const TOOL_URL_FIELDS: readonly string[] = ['position', 'url', 'domain', 'title'];

/** The phrase figures the tool's keyword reports do not give. */
const PHRASE_BLANKS = { blank: ['cpc_min', 'cpc_max', 'words_count'] };

/**
 * List reports are paginated (`urls` answers `data: {rows, extra}`); `content_statistics` (a record of
 * measures), `keyword_stats` and `competitors_number` answer one record.
 */
export const reports: Readonly<Record<SerpReportName, SerpReportEndpoint>> = {
  urls: list('urls', 'urls/getList', serpUrlRowSchema, {
    // The tool gives a result's place, page, domain and title: the report's other columns stay blank over it.
    blank: SERP_REPORT_COLUMNS.urls.filter((column) => !TOOL_URL_FIELDS.includes(column)),
  }),
  content_statistics: single('content_statistics', 'content/getStatistics', contentStatisticsSchema, null),
  keyword_stats: single('keyword_stats', 'keyword/getStatistics', serpKeywordStatisticsSchema, {
    answer: 'record',
    blank: ['rank_value'],
  }),
  competitors_number: single('competitors_number', 'keyword/getCompetitorsNumber', competitorsNumberSchema, {
    answer: 'record',
  }),
  topic_leaders: list('topic_leaders', 'keyword/getTopicLeaders', topicLeaderRowSchema, null),
  groups: list('groups', 'keyword/getGroups', serpGroupRowSchema, {
    // The reference counts a group's phrases in `keywords_sum`; the tool, in `keywords_count`.
    row: ({ keywords_count, ...rest }) => ({ ...rest, keywords_sum: keywords_count }),
  }),
  questions: list('questions', 'keyword/getQuestions', serpKeywordRowSchema, PHRASE_BLANKS),
  related_keywords: list('related_keywords', 'keyword/getRelatedKeywords', serpKeywordRowSchema, {
    blank: [...PHRASE_BLANKS.blank, 'common_factor'],
    // Related to the analysed phrase, which the answer names; how strongly, the tool does not say.
    data: (rows, answer) =>
      rows.map((row) => ({ ...row, common_factor: null, parent_keyword: answer.keyword })),
  }),
  keywords_propositions: list(
    'keywords_propositions',
    'keyword/getKeywordsPropositions',
    serpKeywordRowSchema,
    PHRASE_BLANKS,
  ),
};

export const SERP_REPORT_NAMES = Object.keys(reports) as SerpReportName[];

export function isSerpReportName(name: string): name is SerpReportName {
  return (SERP_REPORT_NAMES as string[]).includes(name);
}

/** The list endpoint of a report, for `collectPages`; undefined for the single-record reports. */
export function serpReportList(report: SerpReportName): ListEndpoint<TaskParams, AnyRow> | undefined {
  const endpoint = reports[report];
  return isList(endpoint) ? endpoint : undefined;
}

/** The one-record endpoint of a report, for a source's `get`; undefined for the list reports. */
export function serpReportRecord(report: SerpReportName): Endpoint<TaskParams, AnyRow[]> | undefined {
  const endpoint = reports[report];
  return isList(endpoint) ? undefined : endpoint;
}
