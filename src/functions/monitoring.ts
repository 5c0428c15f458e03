/** Rank-tracker formulas. Reading projects and positions is free; comparing SERPs costs a tools unit. */
import { monitoring } from '../api';
import { dayRange, toDays, toInt, toText, type Arg } from './args';
import { headerArg } from './common';
import { type ArgsOf, type FormulaContext, formula } from './formula';
import { listRows, type Rows, rowsTable, wholeRows } from './report';
import type { Table } from '../shared/table';

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
const TEXT = ['keyword', 'name', 'domain', 'url', 'group_name'];
/** The columns of a group, fixed so a table reads the same fresh and from the cache. */
const GROUP_COLUMNS = ['id', 'name', 'keywords_count', 'is_dynamic'];
/** The columns of a SERP feature's row. */
const SNIPPET_COLUMNS = [
  'snippet',
  'serp_coverage',
  'keywords',
  'previous_keywords',
  'keywords_change',
  'visible_keywords',
  'previous_visible_keywords',
  'visible_keywords_change',
];

function projects(ctx: FormulaContext, args: ArgsOf<'SEO_RT_PROJECTS'>): Table {
  const { getActiveProjects } = monitoring;
  const rows = wholeRows(ctx, 'monitoring', ['projects'], args.refresh, getActiveProjects, (source) =>
    source.get(getActiveProjects, {}),
  );
  return rowsTable(ctx, rows, { header: headerArg(args.header, ctx), text: TEXT });
}

function groups(ctx: FormulaContext, args: ArgsOf<'SEO_RT_GROUPS'>): Table {
  const params = { project_id: idArg(args.project_id, 'project_id') };
  const rows = listRows(ctx, 'monitoring', monitoring.getGroups, params, ALL_ROWS, args.refresh);
  return rowsTable(ctx, rows as Rows, {
    header: headerArg(args.header, ctx),
    columns: GROUP_COLUMNS,
    text: TEXT,
  });
}

function keywords(ctx: FormulaContext, args: ArgsOf<'SEO_RT_KEYWORDS'>): Table {
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    group_id: optionalId(args.group_id, 'group_id'),
  };
  const rows = listRows(ctx, 'monitoring', monitoring.getProjectKeywords, params, ALL_ROWS, args.refresh);
  return rowsTable(ctx, rows as Rows, { header: headerArg(args.header, ctx), text: TEXT });
}

function positions(ctx: FormulaContext, args: ArgsOf<'SEO_RT_POSITIONS'>): Table {
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    group_id: optionalId(args.group_id, 'group_id'),
    ...dayRange(args.date_min, args.date_max),
  };
  const rows = listRows(ctx, 'monitoring', monitoring.getPositions, params, ALL_ROWS, args.refresh);
  return rowsTable(ctx, rows as Rows, { header: headerArg(args.header, ctx), text: TEXT });
}

function snippets(ctx: FormulaContext, args: ArgsOf<'SEO_RT_SNIPPETS'>): Table {
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

function serpComparison(ctx: FormulaContext, args: ArgsOf<'SEO_RT_COMPARE_SERP'>): Table {
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    keyword: toText(args.keyword, 'keyword'),
    compareDates: toDays(args.dates, 'dates', COMPARE_DATES_MAX).map((date) => ({ date })),
    position: toInt(args.position, 'position', { min: 1, max: 100 }, 10),
  };
  const rows = listRows(ctx, 'monitoring', monitoring.compareSerp, params, params.position, args.refresh);
  return rowsTable(ctx, rows as Rows, { header: headerArg(args.header, ctx), text: TEXT });
}

export const SEO_RT_PROJECTS = formula('SEO_RT_PROJECTS', projects);
export const SEO_RT_GROUPS = formula('SEO_RT_GROUPS', groups);
export const SEO_RT_KEYWORDS = formula('SEO_RT_KEYWORDS', keywords);
export const SEO_RT_POSITIONS = formula('SEO_RT_POSITIONS', positions);
export const SEO_RT_SNIPPETS = formula('SEO_RT_SNIPPETS', snippets);
export const SEO_RT_COMPARE_SERP = formula('SEO_RT_COMPARE_SERP', serpComparison);
