/**
 * SEO_SERP: a report of the SERP analysis of a phrase. `create` returns the existing task for free, so
 * the formula always asks it; only a phrase never analysed costs one SERP unit. Until both readiness
 * flags are set the formula shows a one-row status instead of an error, and caches nothing.
 */
import {
  type ApiClient,
  collectPages,
  type ExecutionBudget,
  isSerpTaskReady,
  type PagedResult,
  requireTool,
  serp,
  type SerpTask,
  type ToolClient,
  toolCreateSerpTask,
  toolPages,
  toolRecord,
  UnfinishedTaskError,
} from '../api';
import { ArgumentError, choiceError, optionalText, toText } from './args';
import { excerpt } from '../shared/excerpt';
import { normalizePhrase } from '../normalize';
import { countryArg, headerArg } from './common';
import { cachedFetch } from './cached';
import { type ArgsOf, type FormulaContext, formula } from './formula';
import { type Rows, rowsTable } from './report';
import { type Table, toTable } from '../shared/table';
import { runningStatus } from '../tasks/waiting';
import { formatZonedTime } from '../shared/i18n/dates';
import { languageOrEnglish, said } from '../shared/i18n/said';

/** What the simulator and the service take to finish: SERP data in about a minute, keyword data in three. */
const TYPICAL_MINUTES = 3;
/** Minutes past the typical time after which "about 1 min" would no longer be true. */
const LATE_AFTER_MINUTES = 2;
/**
 * An age past this (or below zero) does not time this run: the analysis was refreshed since it was created,
 * or the service's clock and the script's disagree. The flags alone estimate it then.
 */
const PLAUSIBLE_AGE_MINUTES = 60;
const MAX_ROWS = 1_000;
/** Columns that stay text even when they read as a date or a percentage. */
const SERP_TEXT = [
  'keyword',
  'parent_keyword',
  'group',
  'url',
  'domain',
  'main_domain',
  'title',
  'description',
  'h1',
];

function reportArg(value: ArgsOf<'SEO_SERP'>['report']): serp.SerpReportName {
  const name = (optionalText(value, 'report') ?? 'urls').toLowerCase();
  if (serp.isSerpReportName(name)) return name;
  throw choiceError('report', serp.SERP_REPORT_NAMES, `"${excerpt(name)}"`);
}

/**
 * Minutes left, from the task's age when it says when it was created (so a cell entered again counts
 * down) and never less than one; past the typical time, how long it has been running instead.
 */
export function serpEstimate(task: SerpTask, now: number): { left: number } | { running: number } {
  const created = typeof task.created_at === 'string' ? Date.parse(task.created_at) : Number.NaN;
  const done = task.progress.has_serp_data ? 1 : 0;
  const byFlags = TYPICAL_MINUTES - done;
  if (Number.isNaN(created)) return { left: byFlags };
  const age = (now - created) / 60_000;
  if (age < 0 || age > PLAUSIBLE_AGE_MINUTES) return { left: byFlags };
  if (age >= TYPICAL_MINUTES + LATE_AFTER_MINUTES) return { running: Math.floor(age) };
  return { left: Math.max(1, Math.min(byFlags, Math.ceil(TYPICAL_MINUTES - age))) };
}

/** The waiting row, saying when it was checked: now, in the document's zone and words. */
function statusRows(ctx: FormulaContext, task: SerpTask, now: number): Rows {
  const checked = formatZonedTime(languageOrEnglish(ctx.documentLanguage), now, ctx.timeZone());
  return { rows: [{ status: runningStatus(serpEstimate(task, now), checked), task_id: task.id }] };
}

function readReport(client: ApiClient, report: serp.SerpReportName, taskId: number): Rows {
  const list = serp.serpReportList(report);
  if (!list) return { rows: serp.getSerpReport(client, report, { task_id: taskId }).rows };
  return pagedRows(collectPages(client, list, { task_id: taskId }, { maxRows: MAX_ROWS }));
}

function pagedRows(result: PagedResult<object>): Rows {
  return {
    rows: result.rows,
    note: result.partial ? said('note.firstRows', { count: result.rows.length }) : undefined,
  };
}

/** The API's fields in its order, for reports whose tool records hold more (`get_keywords`') or order them otherwise. */
function readToolReport(tools: ToolClient, report: serp.SerpReportName, taskId: number): Rows {
  // The tool's content statistics are measures per page; the reference's, one record of averages and
  // extremes. The cell would change shape with the connection, so it says so instead.
  if (report === 'content_statistics') throw new ArgumentError(said('arg.toolContentStatistics'));
  const query = {
    tool: 'serp_get_report',
    formula: 'SEO_SERP' as const,
    args: { task_id: taskId, report },
  };
  // The tool answers these two as one record; the rest (content statistics too) as pages of records.
  if (report === 'keyword_stats' || report === 'competitors_number')
    return { rows: serp.readSingleReport(report, toolRecord(tools, query), '/mcp serp_get_report') };
  const pages = toolPages(tools, query, MAX_ROWS);
  // Read by the API's row reader, so a table has REST's columns whichever connection filled it.
  const endpoint = serp.serpReportList(report);
  if (!endpoint) return pagedRows(pages);
  // A field the tool does not send stays a blank column rather than leaving the table.
  const rows = endpoint
    .readRows(pages.rows, '/mcp serp_get_report')
    .map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? null])));
  return pagedRows({ ...pages, rows });
}

/** The task and its report over the connection in effect: REST's endpoints, or serp_create and serp_get_report. */
interface SerpSource {
  readonly budget: ExecutionBudget;
  create(keyword: string, country: number): SerpTask;
  read(report: serp.SerpReportName, taskId: number): Rows;
}

function serpSource(ctx: FormulaContext): SerpSource {
  const tools = ctx.tools();
  if (tools) {
    // Both tools or neither: a task started that could never be read would only spend a unit.
    requireTool(tools, 'serp_get_report', 'SEO_SERP');
    return {
      budget: tools.budget,
      create: (keyword, country) => toolCreateSerpTask(tools, keyword, country),
      read: (report, taskId) => readToolReport(tools, report, taskId),
    };
  }
  const client = ctx.client();
  return {
    budget: client.budget,
    create: (keyword, country) => serp.createSerpTask(client, { keyword, country_id: country }),
    read: (report, taskId) => readReport(client, report, taskId),
  };
}

function serpReport(ctx: FormulaContext, args: ArgsOf<'SEO_SERP'>): Table {
  const keyword = toText(args.keyword, 'keyword');
  const report = reportArg(args.report);
  const country = countryArg(ctx, args.country_id);
  const key = ['serp', normalizePhrase(keyword), country, report];
  const rows = cachedFetch<Rows>(ctx, 'serp', key, args.refresh, () => {
    const source = serpSource(ctx);
    const task = source.create(keyword, country);
    if (!isSerpTaskReady(task)) return { value: statusRows(ctx, task, source.budget.now()), complete: false };
    try {
      return { value: source.read(report, task.id), complete: true };
    } catch (error) {
      if (error instanceof UnfinishedTaskError)
        return { value: statusRows(ctx, task, source.budget.now()), complete: false };
      throw error;
    }
  });
  const header = headerArg(args.header, ctx);
  return rows.rows.length
    ? rowsTable(rows, { header, text: SERP_TEXT })
    : toTable([], { header, empty: said('note.noData') });
}

export const SEO_SERP = formula('SEO_SERP', serpReport);
