/** Rank-tracker formulas. Reading projects and positions is free; comparing SERPs costs a tools unit. */
import * as monitoring from './endpoints';
import {
  type Arg,
  ArgumentError,
  dayRange,
  daysBetween,
  daysFrom,
  toDays,
  toInt,
  toText,
} from '../../functions/args';
import { headerArg } from '../../functions/shared-args';
import { type ArgsOf, type EntryOf, type FormulaContext, formulasOf } from '../../functions/formula';
import type { FORMULAS } from './spec';
import { listRows, type Rows, rowsTable, wholeRows } from '../../functions/results';
import { zonedDate } from '../../shared/i18n/dates';
import { said } from '../../shared/i18n/said';
import type { Table } from '../../shared/table';
import {
  RT_GROUP_COLUMNS,
  RT_KEYWORD_COLUMNS,
  RT_PROJECT_COLUMNS,
  SNIPPET_COLUMNS,
  compareSerpColumns,
  rtPositionColumns,
} from './spec';

const formula = formulasOf<typeof FORMULAS>();
type Args<N extends (typeof FORMULAS)[number]['name']> = ArgsOf<EntryOf<typeof FORMULAS, N>>;

/** Project and group ids are positive integers; anything else is refused before a request is sent. */
function idArg(value: Arg, name: string): number {
  return toInt(value, name, { min: 1, max: 999_999_999 });
}

function optionalId(value: Arg, name: string): number | undefined {
  return value === undefined || value === null || value === '' ? undefined : idArg(value, name);
}

/** Monitoring lists are whole: a project's rows, not a report to cap. */
const ALL_ROWS = 5_000;
/** The service compares at most this many days. */
const COMPARE_DATES_MAX = 5;
/** Days of positions when no first day is given: a week, up to the last day. */
const DEFAULT_DAYS = 7;
/** The most days the service answers positions for (it times out beyond): a column each. */
const MAX_DAYS = 731;
const TEXT = ['keyword', 'name', 'domain', 'url', 'group_name'];

function projects(ctx: FormulaContext, args: Args<'SEO_RT_PROJECTS'>): Table {
  const { getActiveProjects } = monitoring;
  const rows = wholeRows(ctx, 'monitoring', ['projects'], args.refresh, getActiveProjects, (source) =>
    source.get(getActiveProjects, {}),
  );
  return rowsTable(ctx, rows, {
    header: headerArg(args.header, ctx),
    columns: RT_PROJECT_COLUMNS,
    text: TEXT,
  });
}

function groups(ctx: FormulaContext, args: Args<'SEO_RT_GROUPS'>): Table {
  const params = { project_id: idArg(args.project_id, 'project_id') };
  const rows = listRows(ctx, 'monitoring', monitoring.getGroups, params, ALL_ROWS, args.refresh);
  return rowsTable(ctx, rows as Rows, {
    header: headerArg(args.header, ctx),
    columns: RT_GROUP_COLUMNS,
    text: TEXT,
  });
}

function keywords(ctx: FormulaContext, args: Args<'SEO_RT_KEYWORDS'>): Table {
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    group_id: optionalId(args.group_id, 'group_id'),
  };
  const rows = listRows(ctx, 'monitoring', monitoring.getProjectKeywords, params, ALL_ROWS, args.refresh);
  return rowsTable(ctx, rows as Rows, {
    header: headerArg(args.header, ctx),
    columns: RT_KEYWORD_COLUMNS,
    text: TEXT,
  });
}

/**
 * The range of days asked, whole: a day's column is there whatever the answer holds, so the table's columns
 * follow from the arguments. Without a last day, today in the document's zone; without a first, the week up
 * to the last (asked of the service too, which would otherwise choose).
 */
function positionDays(ctx: FormulaContext, args: Args<'SEO_RT_POSITIONS'>): string[] {
  const asked = dayRange(args.date_min, args.date_max);
  const last = asked.date_max ?? zonedDate(ctx.now(), ctx.timeZone());
  const first = asked.date_min ?? daysFrom(last, -(DEFAULT_DAYS - 1));
  if (first > last) throw new ArgumentError(said('arg.dateOrder', { min: first, max: last }));
  const count = daysBetween(first, last) + 1;
  if (count > MAX_DAYS)
    throw new ArgumentError(said('arg.tooManyDates', { name: 'date_min', max: MAX_DAYS, got: count }));
  return Array.from({ length: count }, (_, i) => daysFrom(first, i));
}

function positions(ctx: FormulaContext, args: Args<'SEO_RT_POSITIONS'>): Table {
  const days = positionDays(ctx, args);
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    group_id: optionalId(args.group_id, 'group_id'),
    date_min: days[0],
    date_max: days[days.length - 1],
  };
  const rows = listRows(ctx, 'monitoring', monitoring.getPositions, params, ALL_ROWS, args.refresh);
  return rowsTable(ctx, rows as Rows, {
    header: headerArg(args.header, ctx),
    columns: rtPositionColumns(days),
    text: TEXT,
  });
}

function snippets(ctx: FormulaContext, args: Args<'SEO_RT_SNIPPETS'>): Table {
  const params = { project_id: idArg(args.project_id, 'project_id') };
  const { getSnippetStatistics } = monitoring;
  const rows = wholeRows(
    ctx,
    'monitoring',
    ['snippets', params],
    args.refresh,
    getSnippetStatistics,
    (source) => source.get(getSnippetStatistics, params),
  );
  return rowsTable(ctx, rows, { header: headerArg(args.header, ctx), columns: SNIPPET_COLUMNS });
}

function serpComparison(ctx: FormulaContext, args: Args<'SEO_RT_COMPARE_SERP'>): Table {
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    keyword: toText(args.keyword, 'keyword'),
    compareDates: toDays(args.dates, 'dates', COMPARE_DATES_MAX).map((date) => ({ date })),
    position: toInt(args.position, 'position', { min: 1, max: 100 }, 10),
  };
  const rows = listRows(ctx, 'monitoring', monitoring.compareSerp, params, params.position, args.refresh);
  return rowsTable(ctx, rows as Rows, {
    header: headerArg(args.header, ctx),
    columns: compareSerpColumns(params.compareDates.map(({ date }) => date)),
    text: TEXT,
  });
}

export const SEO_RT_PROJECTS = formula('SEO_RT_PROJECTS', projects);
export const SEO_RT_GROUPS = formula('SEO_RT_GROUPS', groups);
export const SEO_RT_KEYWORDS = formula('SEO_RT_KEYWORDS', keywords);
export const SEO_RT_POSITIONS = formula('SEO_RT_POSITIONS', positions);
export const SEO_RT_SNIPPETS = formula('SEO_RT_SNIPPETS', snippets);
export const SEO_RT_COMPARE_SERP = formula('SEO_RT_COMPARE_SERP', serpComparison);
