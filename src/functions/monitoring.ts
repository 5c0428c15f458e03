/** Rank-tracker formulas. Reading projects and positions is free; comparing SERPs costs a tools unit. */
import { monitoring } from '../api';
import { dayRange, toDays, toInt, toText, type Arg } from './args';
import { headerArg } from './common';
import { type ArgsOf, type FormulaContext, formula } from './formula';
import { eitherRows, listRows, pick, type Rows, rowsTable, wholeRows } from './report';
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
/** A group as the API sends it (`keywords_number`); the tool server names the count `keywords_count`. */
const GROUP_FIELDS = (record: Record<string, unknown>): object => ({
  id: record.id,
  name: record.name,
  keywords_number: record.keywords_count,
  is_dynamic: record.is_dynamic,
});
/** The columns of a group, whichever of them the connection in effect sends. */
const GROUP_COLUMNS = ['id', 'name', 'keywords_count', 'is_dynamic'];
/**
 * A SERP feature's row as the API's reader gives it: the tool counts the phrases with the feature and those
 * where the domain holds it, today only, so coverage and the previous day's counts stay blank over it.
 */
const SNIPPETS_TOOL = {
  tool: 'rt_get_snippets_statistics',
  formula: 'SEO_RT_SNIPPETS',
  read: (record: Record<string, unknown>): object => ({
    snippet: record.snippet,
    serp_coverage: null,
    keywords: record.keywords_with_snippet,
    previous_keywords: null,
    keywords_change: null,
    visible_keywords: record.keywords_owned,
    previous_visible_keywords: null,
    visible_keywords_change: null,
  }),
};

function projects(ctx: FormulaContext, args: ArgsOf<'SEO_RT_PROJECTS'>): Table {
  const rows = wholeRows(ctx, 'monitoring', ['projects'], args.refresh, () =>
    eitherRows(
      ctx,
      // The API's project fields; the tool's record holds more (counts, dates) that REST's does not.
      {
        tool: 'rt_get_active_projects',
        formula: 'SEO_RT_PROJECTS',
        args: {},
        read: pick('id', 'name', 'domain'),
      },
      () => monitoring.getActiveProjects(ctx.client(), {}),
    ),
  );
  return rowsTable(rows, { header: headerArg(args.header, ctx), text: TEXT });
}

function groups(ctx: FormulaContext, args: ArgsOf<'SEO_RT_GROUPS'>): Table {
  const params = { project_id: idArg(args.project_id, 'project_id') };
  const rows = listRows(ctx, 'monitoring', monitoring.getGroups, params, ALL_ROWS, args.refresh, {
    tool: 'rt_list_groups',
    formula: 'SEO_RT_GROUPS',
    args: params,
    read: GROUP_FIELDS,
  });
  return rowsTable(rows as Rows, { header: headerArg(args.header, ctx), columns: GROUP_COLUMNS, text: TEXT });
}

function keywords(ctx: FormulaContext, args: ArgsOf<'SEO_RT_KEYWORDS'>): Table {
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    group_id: optionalId(args.group_id, 'group_id'),
  };
  const rows = listRows(ctx, 'monitoring', monitoring.getProjectKeywords, params, ALL_ROWS, args.refresh, {
    tool: 'rt_get_project_keywords',
    formula: 'SEO_RT_KEYWORDS',
    args: params,
  });
  return rowsTable(rows as Rows, { header: headerArg(args.header, ctx), text: TEXT });
}

function positions(ctx: FormulaContext, args: ArgsOf<'SEO_RT_POSITIONS'>): Table {
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    group_id: optionalId(args.group_id, 'group_id'),
    ...dayRange(args.date_min, args.date_max),
  };
  const rows = listRows(ctx, 'monitoring', monitoring.getPositions, params, ALL_ROWS, args.refresh, {
    tool: 'rt_get_position_data',
    formula: 'SEO_RT_POSITIONS',
    args: params,
    read: pick('keyword_id', 'keyword', 'group_id', 'url', 'positions'),
    pageSize: 50,
  });
  return rowsTable(rows as Rows, { header: headerArg(args.header, ctx), text: TEXT });
}

function snippets(ctx: FormulaContext, args: ArgsOf<'SEO_RT_SNIPPETS'>): Table {
  const params = { project_id: idArg(args.project_id, 'project_id') };
  const rows = wholeRows(ctx, 'monitoring', ['snippets', params], args.refresh, () =>
    eitherRows(ctx, { ...SNIPPETS_TOOL, args: params }, () =>
      monitoring.getSnippetStatistics(ctx.client(), params),
    ),
  );
  return rowsTable(rows, { header: headerArg(args.header, ctx) });
}

function serpComparison(ctx: FormulaContext, args: ArgsOf<'SEO_RT_COMPARE_SERP'>): Table {
  const params = {
    project_id: idArg(args.project_id, 'project_id'),
    keyword: toText(args.keyword, 'keyword'),
    compareDates: toDays(args.dates, 'dates', COMPARE_DATES_MAX).map((date) => ({ date })),
    position: toInt(args.position, 'position', { min: 1, max: 100 }, 10),
  };
  const rows = listRows(ctx, 'monitoring', monitoring.compareSerp, params, params.position, args.refresh);
  return rowsTable(rows as Rows, { header: headerArg(args.header, ctx), text: TEXT });
}

export const SEO_RT_PROJECTS = formula('SEO_RT_PROJECTS', projects);
export const SEO_RT_GROUPS = formula('SEO_RT_GROUPS', groups);
export const SEO_RT_KEYWORDS = formula('SEO_RT_KEYWORDS', keywords);
export const SEO_RT_POSITIONS = formula('SEO_RT_POSITIONS', positions);
export const SEO_RT_SNIPPETS = formula('SEO_RT_SNIPPETS', snippets);
export const SEO_RT_COMPARE_SERP = formula('SEO_RT_COMPARE_SERP', serpComparison);
