/**
 * A finished run into the warehouse: its rows (from the run's staging sheet) as its report's table has them
 * (schema.ts), cut into load jobs (plan.ts), one row of what ran into the report's `runs` table, all sent
 * exactly once (writer.ts); then the views every table of a kind is read through (views.ts). Resumable: the
 * ledger keeps how far it got, and the same rows make the same jobs again.
 */
import { normalizeDomain } from '../normalize';
import type { WarehouseTable } from '../reports/definition';
import type { Job as Run } from '../reports/job';
import * as p from '../reports/params';
import type { BigQueryApi, Field } from '../platform/bigquery';
import { failureOf, isNotFound } from './failure';
import { loadJobId, RUNS, type ReportKey, reportIdOf, tableOf } from './ids';
import { type Chunk, chunksOf } from './plan';
import type { LoadCount } from './quota';
import { columnName, layoutOf, mergedFields, type RunContext } from './schema';
import type { WarehouseSettings } from './settings';
import { ensureViews } from './views';
import { type ChunkState, type TableLoad, type Written, writeChunks } from './writer';

/** An export's progress, kept between executions. */
export interface ExportRecord {
  /** When it began: its rows' `loaded_at`, the same in every execution. */
  readonly startedAt: number;
  readonly chunks: readonly ChunkState[];
}

export interface ExportPorts {
  readonly api: BigQueryApi;
  readonly settings: WarehouseSettings;
  readonly key: ReportKey;
  now(): number;
  sleep(ms: number): void;
  /** A date's day in the spreadsheet's zone. */
  dayOf(at: number): string;
  record(): ExportRecord | null;
  loads(): LoadCount | null;
  save(record: ExportRecord, loads?: LoadCount): void;
}

/** What an export did, for the sheet's note and the run's card. */
export interface Exported {
  /** The kind's view: `project.dataset.positions`. */
  readonly table: string;
  readonly rows: number;
  readonly days: number;
  readonly firstDay: string | null;
  readonly lastDay: string | null;
  readonly jobs: number;
  readonly bytes: number;
}

export type ExportOutcome = Written & { readonly exported?: Exported };

/**
 * The fields of `runs`, one row a run: the day it describes, the report and run; its kind, view, sheet and
 * schedule; whether it was a backfill; its domain, market and parameters (JSON); when it started; rows
 * fetched and written to its table, the days they describe; units charged (and whether some are the
 * estimate); load jobs and bytes; when it went to the warehouse (docs/warehouse.md).
 */
const RUN_FIELDS: readonly Field[] = (
  'data_date DATE,report_id,run_id,report,table_name,sheet,schedule_id,backfill BOOL,domain,country_id INT64,' +
  'params,started_at TIMESTAMP,rows INT64,table_rows INT64,first_day DATE,last_day DATE,units INT64,' +
  'units_estimated BOOL,load_jobs INT64,bytes INT64,loaded_at TIMESTAMP'
)
  .split(',')
  .map((column) => {
    const [name, type = 'STRING'] = column.split(' ');
    return { name, type, mode: 'NULLABLE' };
  });

/** The table's fields now, or null when it is not there yet (the first load makes it). */
function existingFields(ports: ExportPorts, table: string): readonly Field[] | null {
  const { projectId, dataset } = ports.settings;
  try {
    return ports.api.getTable(projectId, dataset, table).schema?.fields ?? null;
  } catch (error) {
    if (isNotFound(failureOf(error))) return null;
    throw error;
  }
}

/** The run as its table and the `runs` table take it: every chunk to load, in order. */
function planOf(
  run: Run,
  spec: WarehouseTable,
  cells: readonly (readonly unknown[])[],
  ports: ExportPorts,
  startedAt: number,
): { chunks: Chunk[]; loads: Map<string, TableLoad>; exported: Exported } {
  const { params } = run.request;
  const domain = p.text(params, 'domain');
  const context: RunContext = {
    reportId: reportIdOf(ports.key),
    runId: run.id,
    domain: domain ? normalizeDomain(domain, p.text(params, 'fetch_mode') === 'url') : null,
    countryId: p.number(params, 'country_id') ?? null,
    params,
    runDay: ports.dayOf(run.startedAt),
    loadedAt: new Date(startedAt).toISOString(),
    dayOf: (date) => ports.dayOf(date.getTime()),
  };
  const table = tableOf(spec.table, ports.key);
  const layout = layoutOf(spec, run.header, context);
  const rows = layout.rows(cells);
  const existing = existingFields(ports, table);
  const fields = mergedFields(existing, layout.fields);
  const data = chunksOf(table, rows, layout.fields, fields);
  // Clustered by the report, then its natural key (the columns of it the rows have).
  const named = new Set(fields.map((f) => f.name));
  const clustering = ['report_id', ...spec.key.map(columnName).filter((name) => named.has(name))].slice(0, 4);
  // A run that found nothing still replaces its day: a re-run the same day that finds nothing leaves nothing.
  if (!data.length && !spec.day)
    data.push({ table, day: context.runDay, replaces: true, rows: 0, ndjson: '', bytes: 0 });
  const days = [...new Set(data.map((c) => c.day))];
  const { projectId, dataset } = ports.settings;
  const exported: Exported = {
    table: `${projectId}.${dataset}.${spec.table}`,
    rows: rows.length,
    days: days.length,
    firstDay: days[0] ?? null,
    lastDay: days[days.length - 1] ?? null,
    jobs: data.length,
    bytes: data.reduce((sum, c) => sum + c.bytes, 0),
  };
  const runsTable = tableOf(RUNS, ports.key);
  const runRow = {
    data_date: context.runDay,
    report_id: context.reportId,
    run_id: run.id,
    report: run.request.reportId,
    table_name: spec.table,
    sheet: run.request.sheetName,
    schedule_id: run.scheduleId,
    backfill: Boolean(run.request.backfill),
    domain: context.domain,
    country_id: context.countryId,
    params: JSON.stringify(params),
    started_at: new Date(run.startedAt).toISOString(),
    rows: run.rowsWritten,
    table_rows: exported.rows,
    first_day: exported.firstDay,
    last_day: exported.lastDay,
    units: run.unitsCharged,
    units_estimated: Boolean(run.unitsEstimated),
    load_jobs: exported.jobs,
    bytes: exported.bytes,
    loaded_at: context.loadedAt,
  };
  const runsExisting = existingFields(ports, runsTable);
  const runFields = mergedFields(runsExisting, RUN_FIELDS);
  const [runChunk] = chunksOf(runsTable, [{ day: context.runDay, json: runRow }], RUN_FIELDS, runFields);
  return {
    // Another run of the report the same day adds its row: `runs` is appended to, never replaced.
    chunks: [...data, { ...runChunk, replaces: false }],
    loads: new Map([
      [table, { fields, layout: existing ? null : clustering }],
      [runsTable, { fields: runFields, layout: runsExisting ? null : ['report_id'] }],
    ]),
    exported,
  };
}

/**
 * Works on the run's export until it is in the warehouse, the deadline is near, or it fails. `cells` reads
 * the run's rows from its staging sheet.
 */
export function exportRun(
  run: Run,
  spec: WarehouseTable,
  cells: () => readonly (readonly unknown[])[],
  ports: ExportPorts,
  deadline: number,
): ExportOutcome {
  const record = ports.record() ?? { startedAt: ports.now(), chunks: [] };
  let plan: ReturnType<typeof planOf>;
  try {
    plan = planOf(run, spec, cells(), ports, record.startedAt);
  } catch (error) {
    const failure = failureOf(error);
    return {
      kind: 'failed',
      failure,
      quota: false,
      retryable: failure.status === null || failure.status >= 500,
    };
  }
  const { projectId, dataset, location } = ports.settings;
  const loadOf = (table: string): TableLoad => plan.loads.get(table) ?? { fields: [], layout: null };
  let chunks = record.chunks;
  const written = writeChunks(
    plan.chunks,
    (i, attempt) => {
      const chunk = plan.chunks[i];
      return loadJobId(ports.key, chunk.table, chunk.day, run.id, i, attempt);
    },
    loadOf,
    {
      api: ports.api,
      projectId,
      datasetId: dataset,
      location,
      now: ports.now,
      sleep: ports.sleep,
      ledger: {
        chunks: () => chunks,
        loads: ports.loads,
        save: (next, loads) => {
          chunks = next;
          ports.save({ startedAt: record.startedAt, chunks: next }, loads);
        },
      },
    },
    deadline,
  );
  if (written.kind !== 'done') return written;
  try {
    ensureViews(ports.api, ports.settings, [spec.table, RUNS]);
  } catch (error) {
    return { kind: 'failed', failure: failureOf(error), quota: false, retryable: false };
  }
  return { kind: 'done', exported: plan.exported };
}
