/** Reports read from asynchronous tasks: a SERP analysis, and the results of TOP100 and URL crawls. */
import * as crawl from './crawls';
import * as serp from './endpoints';
import type { AnyRow } from '../../api/schemas';
import { isSerpTaskReady } from './task-status';
import type { ListEndpoint } from '../../api/endpoint';
import type { ReportParams } from '../../reports/job';
import * as p from '../../reports/params';
import type { Charge, Source } from '../../reports/runner';
import { firstCharge, pagedSource, readPage, taskSource } from '../../reports/sources';
import {
  chargedReport,
  NO_CHARGE,
  type ReportContext,
  type ReportDefinition,
  type ReportId,
  readsOnly,
} from '../../reports/definition';
import { SaidError, said } from '../../shared/i18n/said';
import { excerpt } from '../../shared/excerpt';

/** A SERP analysis becomes ready in minutes; check at the spec's slowest recommended pace. */
const SERP_POLL_MS = 30_000;

const serpReport = p.choice('report', serp.SERP_REPORT_NAMES);

function reportOf(params: ReportParams): serp.SerpReportName {
  const report = p.text(params, 'report') ?? 'urls';
  if (!serp.isSerpReportName(report))
    throw new SaidError(said('refuse.unknownSerpReport', { report: excerpt(report) }));
  return report;
}

/** The task's endpoints, then the chosen report's, where the rows come from. */
function serpReads(params?: ReportParams) {
  const task = [serp.createSerpTask, serp.checkSerpTask];
  return params ? [...task, serp.reports[reportOf(params)]] : task;
}

function serpSource(params: ReportParams, ctx: ReportContext): Source {
  const keyword = p.required(params, 'keyword');
  const countryId = p.number(params, 'country_id') ?? 1;
  const report = reportOf(params);
  const { source } = ctx;
  // The task and its report or neither: a task started that could never be read would only spend a unit.
  for (const endpoint of serpReads(params)) source.ensure(endpoint);
  const pageSize = Math.min(100, ctx.rowLimit);
  return taskSource(source, {
    createCharge: serpCharge(params),
    pollMs: SERP_POLL_MS,
    create: () => source.get(serp.createSerpTask, { keyword, country_id: countryId }).id,
    ready: (taskId) => isSerpTaskReady(source.get(serp.checkSerpTask, { task_id: taskId })),
    page(taskId, page) {
      const list = serp.serpReportList(report);
      if (list) return readPage(source, list, { task_id: taskId }, page, pageSize);
      const record = serp.serpReportRecord(report);
      return { rows: record ? source.get(record, { task_id: taskId }) : [], nextPage: null, total: 1 };
    },
  });
}

/** An upper bound: creating an analysis that already exists on the account is free. */
function serpCharge(params: ReportParams): Charge {
  const phrase = p.required(params, 'keyword');
  return firstCharge(
    { kind: 'serpCreate', phrase, countryId: p.number(params, 'country_id') ?? 1, taskExists: false },
    { now: 0, history: [] },
  );
}

function crawlResults(id: ReportId, endpoint: ListEndpoint<serp.TaskParams, AnyRow>): ReportDefinition {
  const params: p.ParamSpec[] = [{ ...p.taskId, hint: 'task_id' }, p.limit(10000)];
  return chargedReport(
    { id, params, family: 'Crawl', module: 'serp_analysis', reads: readsOnly(endpoint), intraday: true },
    () => NO_CHARGE,
    (values, ctx, first) =>
      pagedSource(
        ctx.source,
        endpoint,
        { task_id: p.requiredNumber(values, 'task_id') },
        first,
        ctx.rowLimit,
      ),
  );
}

export const SERP_AND_CRAWLS: readonly ReportDefinition[] = [
  {
    id: 'serp_report',
    family: 'SERP',
    module: 'serp_analysis',
    intraday: true,
    params: [p.keyword, serpReport, p.country, p.limit(1000)],
    reads: serpReads,
    estimate: (params) => serpCharge(params),
    source: serpSource,
  },
  crawlResults('top100_results', crawl.top100Crawl.results),
  crawlResults('urls_crawl_results', crawl.urlsCrawl.results),
];
