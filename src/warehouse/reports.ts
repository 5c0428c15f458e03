/**
 * The launcher's reports "From the warehouse": what the report runs kept there, read back without SQL into
 * a sheet with a chart. A trend of chosen domains (a column each) over the days they describe, and what moved
 * between a report's last two runs. They charge no unit; BigQuery bills the bytes a query scans (free in the
 * sandbox and in the first terabyte a month).
 */
import { normalizeDomain } from '../normalize';
import { type ReportContext, type ReportDefinition, NO_CHARGE } from '../reports/definition';
import type { ReportParams, Row } from '../reports/job';
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

/** The query's date bounds, as the report's From and To say. */
function between(params: ReportParams): { where: string; params: Param[] } {
  const from = p.text(params, 'date_min');
  const to = p.text(params, 'date_max');
  return {
    where: [from ? ' AND data_date >= @date_min' : '', to ? ' AND data_date <= @date_max' : ''].join(''),
    params: [
      ...(from ? [{ name: 'date_min', type: 'DATE' as const, value: from }] : []),
      ...(to ? [{ name: 'date_max', type: 'DATE' as const, value: to }] : []),
    ],
  };
}

/** Rows of (day, domain, value) as a row a day with a column a domain, `<domain>.<figure>`. */
function wide(points: readonly ResultRow[], hosts: readonly string[], figure: string): Row[] {
  const days = new Map<string, Record<string, unknown>>();
  for (const point of points) {
    const day = String(point.day);
    const row = days.get(day) ?? {
      date: day,
      ...Object.fromEntries(hosts.map((h) => [`${h}.${figure}`, null])),
    };
    row[`${point.domain}.${figure}`] = point.value;
    days.set(day, row);
  }
  return [...days.values()];
}

/** The query's rows; its failure in words. */
function read(reader: Reader, sql: string, params: Param[]): ResultRow[] {
  try {
    return reader.query(sql, params);
  } catch (error) {
    throw new SaidError(readFailure(error, said('warehouse.empty')));
  }
}

const name = (reader: Reader, view: string) =>
  `\`${reader.settings.projectId}.${reader.settings.dataset}.${view}\``;

const chartOfAll = { type: 'line', title: 'trend', columns: 'all' } as const;

const positionsTrend: Report = {
  id: 'warehouse_positions',
  family: 'Warehouse',
  module: null,
  params: [domains, metric, p.dateMin, p.dateMax],
  chart: chartOfAll,
  reads: () => [],
  estimate: free,
  source(params, ctx) {
    const hosts = domainsOf(params);
    const figure = (p.text(params, 'metric') ?? 'top10') as Metric;
    const range = between(params);
    return singleSource(free(), () => {
      const reader = ctx.warehouse();
      if (!reader.tables().includes('positions'))
        throw new SaidError(said('warehouse.noKind', { kind: 'positions' }));
      // A day of a domain in several reports (two sheets of it) counts once: the report loaded last.
      const points = read(
        reader,
        [
          'WITH per_report AS (',
          `  SELECT data_date, domain, report_id, MAX(loaded_at) AS loaded_at, ${METRICS[figure] ?? METRICS.top10} AS value`,
          `  FROM ${name(reader, 'positions')}`,
          `  WHERE domain IN UNNEST(@domains)${range.where}`,
          '  GROUP BY data_date, domain, report_id)',
          'SELECT CAST(data_date AS STRING) AS day, domain, value FROM per_report',
          'QUALIFY ROW_NUMBER() OVER (PARTITION BY data_date, domain ORDER BY loaded_at DESC) = 1',
          'ORDER BY day, domain',
        ].join('\n'),
        [{ name: 'domains', type: 'STRING', value: hosts }, ...range.params],
      );
      return wide(points, hosts, figure);
    });
  },
};

/** Visibility a day: the domain statistics runs and the visibility history (all phrases) kept there. */
const visibilityTrend: Report = {
  id: 'warehouse_visibility',
  family: 'Warehouse',
  module: null,
  params: [domains, p.dateMin, p.dateMax],
  chart: chartOfAll,
  reads: () => [],
  estimate: free,
  source(params, ctx) {
    const hosts = domainsOf(params);
    const range = between(params);
    return singleSource(free(), () => {
      const reader = ctx.warehouse();
      const tables = reader.tables();
      const sources = [
        tables.includes('domain_statistics') ? 'domain_statistics' : null,
        tables.includes('visibility_history') ? 'visibility_history' : null,
      ].filter((t): t is string => t !== null);
      if (!sources.length)
        throw new SaidError(said('warehouse.noKind', { kind: 'domain_statistics, visibility_history' }));
      const points = read(
        reader,
        [
          'WITH points AS (',
          sources
            .map(
              (view) =>
                `  SELECT data_date, domain, visibility, loaded_at FROM ${name(reader, view)} WHERE domain IN UNNEST(@domains)${range.where}${
                  view === 'visibility_history' ? " AND (segment IS NULL OR segment = 'all')" : ''
                }`,
            )
            .join('\n  UNION ALL\n'),
          ')',
          'SELECT CAST(data_date AS STRING) AS day, domain, visibility AS value FROM points',
          'QUALIFY ROW_NUMBER() OVER (PARTITION BY data_date, domain ORDER BY loaded_at DESC) = 1',
          'ORDER BY day, domain',
        ].join('\n'),
        [{ name: 'domains', type: 'STRING', value: hosts }, ...range.params],
      );
      return wide(points, hosts, 'visibility');
    });
  },
};

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
