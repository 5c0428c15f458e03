/** The rank-tracker (monitoring) reports of a project. */
import * as monitoring from './endpoints';
import type { AnyRow } from '../../api/schemas';
import type { DataSource } from '../../api/source';
import type { ListEndpoint } from '../../api/endpoint';
import type { ReportParams } from '../../reports/job';
import * as p from '../../reports/params';
import type { Charge } from '../../reports/runner';
import {
  type ChargeContext,
  firstCharge,
  pagedSource,
  shapedSource,
  singleSource,
} from '../../reports/sources';
import { ResourceNotFoundError } from '../../api/errors';
import { RT_PROJECT_FIGURE_COLUMNS, RT_VISIBILITY_COLUMNS, SNIPPET_HISTORY_COLUMNS } from './spec';
import {
  chargedReport,
  dateRange,
  type Described,
  NO_CHARGE,
  type ReportDefinition,
  readsOnly,
} from '../../reports/definition';

const toolCharge = (params: ReportParams, ctx: ChargeContext): Charge =>
  firstCharge({ kind: 'tool', params }, ctx);

/** The account's active projects (id, name, domain): free to read, offered by name in the launcher. */
export const activeProjects = (source: DataSource) => source.get(monitoring.getActiveProjects, {});

/** The name of the project a report is about, for its note. */
function projectName(params: ReportParams, source: DataSource): Record<string, string> {
  const id = p.number(params, 'project_id');
  const name = activeProjects(source).find((project) => project.id === id)?.name;
  return name ? { project_id: name } : {};
}

/** A monitoring tool report: one tools unit per new parameter set, then free pages. */
function monitoringTool<P extends object>(
  described: Described,
  endpoint: ListEndpoint<P, AnyRow>,
  body: (params: ReportParams) => P,
): ReportDefinition {
  return chargedReport(
    {
      ...described,
      family: 'Monitoring',
      module: 'monitoring',
      reads: readsOnly(endpoint),
      names: projectName,
    },
    toolCharge,
    (params, ctx, first) => pagedSource(ctx.source, endpoint, body(params), first, ctx.rowLimit),
  );
}

/** Most projects a projects list is read for: an account's plan allows far fewer. */
const MOST_PROJECTS = 1000;

/** A project's visibility by day over the asked range, from the projects list (one free request a page). */
function projectVisibility(source: DataSource, params: ReportParams) {
  const id = p.requiredNumber(params, 'project_id');
  const { rows } = source.pages(monitoring.getProjectsList, dateRange(params), { maxRows: MOST_PROJECTS });
  const project = rows.find((row) => row.id === id);
  if (!project) throw new ResourceNotFoundError({ path: monitoring.getProjectsList.path });
  return project.chart;
}

export const MONITORING: readonly ReportDefinition[] = [
  {
    id: 'rt_projects',
    family: 'Monitoring',
    module: 'monitoring',
    params: [],
    reads: readsOnly(monitoring.getProjectsList),
    estimate: () => NO_CHARGE,
    source: (_params, ctx) =>
      shapedSource(
        pagedSource(ctx.source, monitoring.getProjectsList, {}, NO_CHARGE, ctx.rowLimit),
        RT_PROJECT_FIGURE_COLUMNS,
      ),
  },
  {
    id: 'rt_visibility',
    family: 'Monitoring',
    module: 'monitoring',
    params: [p.projectId, p.dateMin, p.dateMax],
    chart: { type: 'line', title: 'visibility', columns: [...RT_VISIBILITY_COLUMNS] },
    reads: readsOnly(monitoring.getProjectsList),
    estimate: () => NO_CHARGE,
    source: (params, ctx) =>
      shapedSource(
        singleSource(NO_CHARGE, () => projectVisibility(ctx.source, params)),
        RT_VISIBILITY_COLUMNS,
      ),
  },
  {
    id: 'rt_snippet_history',
    family: 'Monitoring',
    module: 'monitoring',
    params: [p.projectId, p.dateMin, p.dateMax],
    reads: readsOnly(monitoring.getSnippetHistory),
    estimate: () => NO_CHARGE,
    source: (params, ctx) =>
      shapedSource(
        singleSource(NO_CHARGE, () =>
          ctx.source.get(monitoring.getSnippetHistory, {
            project_id: p.requiredNumber(params, 'project_id'),
            ...dateRange(params),
          }),
        ),
        SNIPPET_HISTORY_COLUMNS,
      ),
  },
  {
    id: 'rt_positions',
    family: 'Monitoring',
    module: 'monitoring',
    alerts: { subject: 'phrase', key: 'keyword', position: 'position', url: 'url', searches: 'searches' },
    // A row a keyword and day: the day's position from its column (the rank tracker keeps 90 days).
    warehouse: {
      table: 'rank_tracker_positions',
      key: ['keyword'],
      day: { days: 'position' },
      params: ['project_id', 'group_id'],
      backfillDays: 90,
    },
    params: [p.projectId, p.dateMin, p.dateMax, p.groupId, p.limit(5000)],
    reads: readsOnly(monitoring.getPositions),
    names: projectName,
    estimate: () => NO_CHARGE,
    source: (params, ctx) =>
      pagedSource(
        ctx.source,
        monitoring.getPositions,
        {
          project_id: p.requiredNumber(params, 'project_id'),
          group_id: p.number(params, 'group_id'),
          ...dateRange(params),
        },
        NO_CHARGE,
        ctx.rowLimit,
      ),
  },
  monitoringTool(
    {
      id: 'rt_compare_serp',
      params: [
        p.projectId,
        { ...p.keyword, label: 'monitored' },
        {
          name: 'dates',
          label: 'dates',
          kind: 'text',
          required: true,
          hint: 'dates',
        },
        { name: 'position', label: 'position', kind: 'number', initial: 10 },
      ],
    },
    monitoring.compareSerp,
    (params) => ({
      project_id: p.requiredNumber(params, 'project_id'),
      keyword: p.required(params, 'keyword'),
      position: p.number(params, 'position'),
      compareDates: p
        .required(params, 'dates')
        .split(/[,;\s]+/)
        .filter(Boolean)
        .map((date) => ({ date })),
    }),
  ),
  monitoringTool(
    {
      id: 'rt_compare_days',
      params: [
        p.projectId,
        { name: 'date_from', label: 'date_from', kind: 'date', required: true },
        { name: 'date_to', label: 'date_to', kind: 'date', required: true },
        p.groupId,
      ],
    },
    monitoring.compareDays,
    (params) => ({
      project_id: p.requiredNumber(params, 'project_id'),
      group_id: p.number(params, 'group_id'),
      compareDates: [{ date: p.required(params, 'date_from') }, { date: p.required(params, 'date_to') }],
    }),
  ),
];
