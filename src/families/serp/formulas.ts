/**
 * SEO_SERP: a report of the SERP analysis of a phrase. `create` returns the existing task for free, so
 * the formula always asks it; only a phrase never analysed costs one SERP unit. Until both readiness
 * flags are set the formula shows a one-row status instead of an error, and caches nothing.
 */
import * as serp from './endpoints';
import type { DataSource } from '../../api/source';
import { isSerpTaskReady } from './task-status';
import type { PagedResult } from '../../api/pagination';
import type { SerpTask } from './rows';
import { UnfinishedTaskError } from '../../api/errors';
import { choiceError, optionalText, toText } from '../../functions/args';
import { excerpt } from '../../shared/excerpt';
import { normalizePhrase } from '../../normalize';
import { countryArg, headerArg } from '../../functions/shared-args';
import { cachedFetch } from '../../functions/cached';
import { type ArgsOf, type EntryOf, type FormulaContext, formulasOf } from '../../functions/formula';
import type { FORMULAS } from './spec';
import { type Rows, rowsHeld, rowsTable, withBlanks } from '../../functions/results';
import type { Table } from '../../shared/table';
import { runningStatus } from './waiting';
import { formatZonedTime } from '../../shared/i18n/dates';
import { languageOrEnglish, said } from '../../shared/i18n/said';
import { SERP_REPORT_COLUMNS, SERP_STATUS_COLUMNS } from './spec';

const formula = formulasOf<typeof FORMULAS>();
type Args<N extends (typeof FORMULAS)[number]['name']> = ArgsOf<EntryOf<typeof FORMULAS, N>>;

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

function reportArg(value: Args<'SEO_SERP'>['report']): serp.SerpReportName {
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

/** A report of a finished task: a list (up to MAX_ROWS rows) or a one-record report, each field a column. */
function readReport(source: DataSource, report: serp.SerpReportName, taskId: number): Rows {
  const list = serp.serpReportList(report);
  const record = serp.serpReportRecord(report);
  const rows = list
    ? pagedRows(source.pages(list, { task_id: taskId }, { maxRows: MAX_ROWS }))
    : { rows: record ? source.get(record, { task_id: taskId }) : [] };
  return withBlanks(source, serp.reports[report], rows);
}

function pagedRows(result: PagedResult<object>): Rows {
  return {
    rows: result.rows,
    note: result.partial ? said('note.firstRows', { count: result.rows.length }) : undefined,
  };
}

function serpReport(ctx: FormulaContext, args: Args<'SEO_SERP'>): Table {
  const keyword = toText(args.keyword, 'keyword');
  const report = reportArg(args.report);
  const country = countryArg(ctx, args.country_id, 'keywords');
  // A list report holds up to MAX_ROWS rows, or the plan's cut when smaller: that is in its key.
  const list = serp.serpReportList(report);
  const held = list ? [rowsHeld(ctx, list.path, MAX_ROWS)] : [];
  const key = ['serp', normalizePhrase(keyword), country, report, ...held];
  // A running analysis is never cached (nor held): a status comes only from this execution's fetch.
  let waiting = false;
  const status = (task: SerpTask, source: DataSource) => {
    waiting = true;
    return { value: statusRows(ctx, task, source.budget.now()), complete: false };
  };
  const rows = cachedFetch<Rows>(ctx, 'serp', key, args.refresh, () => {
    const source = ctx.source();
    // The task and its report or neither: a task started that could never be read would only spend a unit.
    source.ensure(serp.reports[report]);
    const task = source.get(serp.createSerpTask, { keyword, country_id: country });
    if (!isSerpTaskReady(task)) return status(task, source);
    try {
      return { value: readReport(source, report, task.id), complete: true };
    } catch (error) {
      if (error instanceof UnfinishedTaskError) return status(task, source);
      throw error;
    }
  });
  return rowsTable(ctx, rows, {
    header: headerArg(args.header, ctx),
    columns: waiting ? SERP_STATUS_COLUMNS : SERP_REPORT_COLUMNS[report],
    text: SERP_TEXT,
  });
}

export const SEO_SERP = formula('SEO_SERP', serpReport);
