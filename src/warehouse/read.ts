/**
 * Reading the warehouse back: a parameterised query (`Jobs.query`, then every page of `getQueryResults`),
 * its cells as BigQuery gives them (every value a string) read by the result's types. And, for an engine
 * that compares a report's consecutive runs (the alerts), a report's runs and a run's rows:
 *
 *   const run = runBefore(reader, reportId, null);          // the latest run whose rows are there
 *   const before = run && runBefore(reader, reportId, run);  // the run before it, of an earlier day
 *   const rows = before && runRows(reader, reportId, before);       // from the view of its kind
 *
 * A re-run the same day replaces that day's rows, so "the run before" is the latest of an earlier day.
 */
import { type Said, SaidError, said } from '../shared/i18n/said';
import type { BigQueryApi, Cell, Field, QueryAnswer, QueryParameter } from '../platform/bigquery';
import { failureOf, isNotFound } from './failure';
import { RUNS } from './ids';
import type { WarehouseSettings } from './settings';
import { sameType } from './schema';

export type Value = string | number | boolean | null | Value[];
export type ResultRow = Readonly<Record<string, Value>>;

/** A query parameter: a scalar, or a list of them (`IN UNNEST(@domains)`). */
export interface Param {
  readonly name: string;
  readonly type: 'STRING' | 'DATE' | 'INT64';
  readonly value: string | number | readonly (string | number)[];
}

export interface Reader {
  readonly settings: WarehouseSettings;
  /** Every row the query answers, at most `maxRows`. */
  query(sql: string, params?: readonly Param[], maxRows?: number): ResultRow[];
  /** The dataset's tables and views, by name. */
  tables(): string[];
}

const PAGE_ROWS = 10_000;
const WAIT_MS = 60_000;

function parameter({ name, type, value }: Param): QueryParameter {
  return Array.isArray(value)
    ? {
        name,
        parameterType: { type: 'ARRAY', arrayType: { type } },
        parameterValue: { arrayValues: value.map((v) => ({ value: String(v) })) },
      }
    : { name, parameterType: { type }, parameterValue: { value: String(value) } };
}

function cellValue(cell: Cell['v'], field: Field): Value {
  if (cell === null) return null;
  if (Array.isArray(cell)) return cell.map((item: Cell) => cellValue(item.v, { ...field, mode: 'NULLABLE' }));
  const text = cell as string;
  if (sameType(field.type, 'INT64') || sameType(field.type, 'FLOAT64') || field.type === 'NUMERIC')
    return Number(text);
  if (sameType(field.type, 'BOOL')) return text === 'true';
  // A TIMESTAMP comes as seconds since the epoch: an ISO time reads as one in every language.
  if (field.type === 'TIMESTAMP') return new Date(Number(text) * 1000).toISOString();
  return text;
}

function rowsOf(answer: QueryAnswer): ResultRow[] {
  const fields = answer.schema?.fields ?? [];
  return (answer.rows ?? []).map((row) =>
    Object.fromEntries(fields.map((field, i) => [field.name, cellValue(row.f[i]?.v ?? null, field)])),
  );
}

/** The reader of `settings`' dataset, over `api`; `pause` waits between looks at a query still running. */
export function readerOf(api: BigQueryApi, settings: WarehouseSettings, pause: (ms: number) => void): Reader {
  const { projectId, dataset, location } = settings;
  return {
    settings,
    query(sql, params = [], maxRows = Number.MAX_SAFE_INTEGER) {
      let answer = api.query(
        {
          query: sql,
          useLegacySql: false,
          parameterMode: 'NAMED',
          queryParameters: params.map(parameter),
          location,
          maxResults: PAGE_ROWS,
          timeoutMs: WAIT_MS,
        },
        projectId,
      );
      const jobId = answer.jobReference?.jobId ?? '';
      let waited = 0;
      while (!answer.jobComplete && waited < 5) {
        pause(2_000);
        waited++;
        answer = api.queryResults(projectId, jobId, { location, maxResults: PAGE_ROWS, timeoutMs: WAIT_MS });
      }
      if (!answer.jobComplete) throw new SaidError(said('warehouse.slow'));
      const rows = rowsOf(answer);
      while (answer.pageToken && rows.length < maxRows) {
        answer = api.queryResults(projectId, jobId, {
          location,
          pageToken: answer.pageToken,
          maxResults: PAGE_ROWS,
        });
        rows.push(...rowsOf(answer));
      }
      return rows.slice(0, maxRows);
    },
    tables() {
      const names: string[] = [];
      let pageToken: string | undefined;
      do {
        const page = api.listTables(projectId, dataset, pageToken);
        names.push(...(page.tables ?? []).map((t) => t.tableReference?.tableId ?? ''));
        pageToken = page.nextPageToken;
      } while (pageToken);
      return names;
    },
  };
}

/** A query's failure in words: a table not there yet says which report fills it. */
export function readFailure(error: unknown, missing: Said): Said {
  if (error instanceof SaidError) return error.said;
  const failure = failureOf(error);
  if (isNotFound(failure)) return missing;
  return said('warehouse.queryFailed', { detail: said('text', { text: failure.message }) });
}

/** A run of a report as the `runs` view has it. */
export interface RunInfo {
  readonly runId: string;
  /** The view of its kind, where its rows are: `positions`. */
  readonly kind: string;
  /** The day it describes: its partition. */
  readonly day: string;
  readonly startedAt: string;
  readonly rows: number;
}

/**
 * The latest run of the report whose rows are in the warehouse (`before` null), or the latest of a day
 * before `before`'s: a re-run the same day replaced that day's rows. Null when there is none.
 */
export function runBefore(reader: Reader, reportId: string, before: RunInfo | null): RunInfo | null {
  const [row] = reader.query(
    [
      'SELECT run_id, table_name, CAST(data_date AS STRING) AS day, started_at, table_rows',
      `FROM \`${reader.settings.projectId}.${reader.settings.dataset}.${RUNS}\``,
      `WHERE report_id = @report AND NOT backfill${before ? ' AND data_date < @day' : ''}`,
      'ORDER BY data_date DESC, started_at DESC LIMIT 1',
    ].join('\n'),
    [
      { name: 'report', type: 'STRING', value: reportId },
      ...(before ? [{ name: 'day', type: 'DATE' as const, value: before.day }] : []),
    ],
  );
  return row
    ? {
        runId: String(row.run_id),
        kind: String(row.table_name),
        day: String(row.day),
        startedAt: String(row.started_at),
        rows: Number(row.table_rows),
      }
    : null;
}

/** A run's rows in the view of its kind, read from its day's partition. */
export function runRows(reader: Reader, reportId: string, run: RunInfo): ResultRow[] {
  return reader.query(
    `SELECT * FROM \`${reader.settings.projectId}.${reader.settings.dataset}.${run.kind}\` WHERE data_date = @day AND report_id = @report AND run_id = @run`,
    [
      { name: 'day', type: 'DATE', value: run.day },
      { name: 'report', type: 'STRING', value: reportId },
      { name: 'run', type: 'STRING', value: run.runId },
    ],
  );
}
