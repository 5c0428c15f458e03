/**
 * The launcher's reports "From the warehouse": what the report runs kept there, read back without SQL into
 * a sheet with a chart. A trend of chosen domains (a column each) over the days they describe, and what moved
 * between a report's last two runs. They charge no unit; BigQuery bills the bytes a query scans (free in the
 * sandbox and in the first terabyte a month).
 */
import { normalizeDomain } from '../normalize';
import { type ReportContext, type ReportDefinition, NO_CHARGE } from '../reports/definition';
import type { ReportParams } from '../reports/job';
import * as p from '../reports/params';
import { singleSource } from '../reports/sources';
import { SaidError, said } from '../shared/i18n/said';
import { type Param, type Reader, type ResultRow, readFailure, runBefore, runRows } from './read';

export interface WarehouseContext extends ReportContext {
  /** The document's warehouse, to read; throws a SaidError saying why when it is off or may not be used. */
  warehouse(): Reader;
  /** The `report_id` of the report that writes the sheet named so. */
  reportIdOf(sheetName: string): string;
}

type Report = ReportDefinition<WarehouseContext>;

const domains: p.ParamSpec = {
  name: 'domains',
  label: 'domains',
  kind: 'domains',
  required: true,
  hint: 'domains',
};
const METRICS = {
  top10: 'COUNTIF(position <= 10)',
  top3: 'COUNTIF(position <= 3)',
  top50: 'COUNTIF(position <= 50)',
  keywords: 'COUNT(*)',
  visibility: 'ROUND(SUM(visibility), 2)',
  position: 'ROUND(AVG(position), 1)',
} as const;
type Metric = keyof typeof METRICS;
const metric = p.choice('metric', Object.keys(METRICS) as Metric[]);

const free = () => ({ ...NO_CHARGE, reason: said('warehouse.free') });

const domainsOf = (params: ReportParams): string[] => [
  ...new Set(
    p
      .required(params, 'domains')
      .split(/[,;\s]+/)
      .filter(Boolean)
      .map((d) => normalizeDomain(d)),
  ),
];

const chartOfAll = { type: 'line', title: 'trend', columns: 'all' } as const;

/**
 * A trend of the chosen domains: the value `points` selects (`data_date, domain, value, loaded_at` from the
 * views there are, `where` their filter), a row a day and a column a domain. A day of a domain that several
 * reports kept (two sheets of it) is the one loaded last.
 */
function trend(
  id: Report['id'],
  more: readonly p.ParamSpec[],
  figure: (params: ReportParams) => string,
  points: (
    views: readonly string[],
    where: string,
    name: (view: string) => string,
    figure: string,
  ) => string | null,
  kinds: string,
): Report {
  return {
    id,
    family: 'Warehouse',
    module: null,
    params: [domains, ...more, p.dateMin, p.dateMax],
    chart: chartOfAll,
    reads: () => [],
    estimate: free,
    source(params, ctx) {
      const hosts = domainsOf(params);
      const from = p.text(params, 'date_min');
      const to = p.text(params, 'date_max');
      const where = `domain IN UNNEST(@domains)${from ? ' AND data_date >= @date_min' : ''}${to ? ' AND data_date <= @date_max' : ''}`;
      const asked: Param[] = [
        { name: 'domains', type: 'STRING', value: hosts },
        ...(from ? [{ name: 'date_min', type: 'DATE' as const, value: from }] : []),
        ...(to ? [{ name: 'date_max', type: 'DATE' as const, value: to }] : []),
      ];
      const shown = figure(params);
      return singleSource(free(), () => {
        const reader = ctx.warehouse();
        const { projectId, dataset } = reader.settings;
        const sql = points(reader.tables(), where, (view) => `\`${projectId}.${dataset}.${view}\``, shown);
        if (!sql) throw new SaidError(said('warehouse.noKind', { kind: kinds }));
        let rows: ResultRow[];
        try {
          rows = reader.query(
            `WITH points AS (${sql})\nSELECT CAST(data_date AS STRING) AS day, domain, value FROM points\n` +
              'QUALIFY ROW_NUMBER() OVER (PARTITION BY data_date, domain ORDER BY loaded_at DESC) = 1 ORDER BY day, domain',
            asked,
          );
        } catch (error) {
          throw new SaidError(readFailure(error, said('warehouse.empty')));
        }
        const days = new Map<string, Record<string, unknown>>();
        for (const row of rows) {
          const day = String(row.day);
          const wide = days.get(day) ?? {
            date: day,
            ...Object.fromEntries(hosts.map((h) => [`${h}.${shown}`, null])),
          };
          wide[`${row.domain}.${shown}`] = row.value;
          days.set(day, wide);
        }
        return [...days.values()];
      });
    },
  };
}

const positionsTrend = trend(
  'warehouse_positions',
  [metric],
  (params) => (p.text(params, 'metric') ?? 'top10') as Metric,
  (views, where, name, figure) =>
    views.includes('positions')
      ? `SELECT data_date, domain, MAX(loaded_at) AS loaded_at, ${METRICS[figure as Metric] ?? METRICS.top10} AS value FROM ${name('positions')} WHERE ${where} GROUP BY data_date, domain, report_id`
      : null,
  'positions',
);

/** Visibility a day: the domain statistics runs and the visibility history (all phrases) kept there. */
const visibilityTrend = trend(
  'warehouse_visibility',
  [],
  () => 'visibility',
  (views, where, name) =>
    ['domain_statistics', 'visibility_history']
      .filter((view) => views.includes(view))
      .map(
        (view) =>
          `SELECT data_date, domain, loaded_at, visibility AS value FROM ${name(view)} WHERE ${where}${view === 'visibility_history' ? " AND (segment IS NULL OR segment = 'all')" : ''}`,
      )
      .join(' UNION ALL ') || null,
  'domain_statistics, visibility_history',
);

const sheet: p.ParamSpec = { name: 'sheet', label: 'sheet', kind: 'text', required: true, hint: 'sheet' };

/** A row's identity across runs: its phrase's id, else the phrase, else the URL. */
const keyOf = (row: ResultRow): string => String(row.keyword_id ?? row.keyword ?? row.url ?? '');

/** What moved between a report's last two runs of different days: entered, dropped, up or down. */
const changes: Report = {
  id: 'warehouse_changes',
  family: 'Warehouse',
  module: null,
  params: [sheet, p.limit(1000)],
  reads: () => [],
  estimate: free,
  source(params, ctx) {
    const sheetName = p.required(params, 'sheet');
    const limit = p.number(params, 'limit') ?? 1000;
    return singleSource(free(), () => {
      const reader = ctx.warehouse();
      const reportId = ctx.reportIdOf(sheetName);
      try {
        const last = runBefore(reader, reportId, null);
        const before = last && runBefore(reader, reportId, last);
        if (!last || !before) throw new SaidError(said('warehouse.twoRuns', { sheet: sheetName }));
        const then = new Map(runRows(reader, reportId, before).map((row) => [keyOf(row), row]));
        const now = runRows(reader, reportId, last);
        const seen = new Set(now.map(keyOf));
        const rank = (value: unknown) => (typeof value === 'number' ? value : null);
        const rows = [...now, ...[...then.values()].filter((row) => !seen.has(keyOf(row)))].map((row) => {
          const current = seen.has(keyOf(row)) ? rank(row.position) : null;
          const previous = rank(then.get(keyOf(row))?.position);
          return {
            keyword: row.keyword ?? null,
            url: row.url ?? null,
            position: current,
            previous_position: previous,
            // Positive: moved up; a phrase that entered or dropped out has no change, only its one position.
            position_change: current !== null && previous !== null ? previous - current : null,
            date: current === null ? null : last.day,
            previous_date: previous === null ? null : before.day,
          };
        });
        const moved = rows.filter((row) => row.position !== row.previous_position);
        const size = (row: (typeof rows)[number]) =>
          row.position_change === null ? Number.MAX_SAFE_INTEGER : Math.abs(row.position_change);
        return moved.sort((a, b) => size(b) - size(a)).slice(0, limit);
      } catch (error) {
        throw new SaidError(readFailure(error, said('warehouse.twoRuns', { sheet: sheetName })));
      }
    });
  },
};

export const WAREHOUSE_REPORTS: readonly Report[] = [positionsTrend, visibilityTrend, changes];
