/**
 * A load job of newline-delimited JSON into a table or one day's partition (`table$YYYYMMDD`): created if
 * needed (`CREATE_IF_NEEDED` with its schema, partitioning and clustering), widened when the job allows
 * field addition, appended to or truncated (a decorated truncate replaces that partition only), all in one
 * transaction: a job that fails leaves the table as it was. The daily load-job quotas (1,500 a table,
 * 100,000 a project, failed jobs counted) are charged before anything else.
 */
import { accessDenied, allowed } from './access';
import { dayIn } from './clock';
import { BigQueryError, type ErrorProto, fail } from './errors';
import { convertRow, NULL_PARTITION, type Row } from './rows';
import { columnType, evolveSchema, type Field, quoteIdent, readSchema } from './schema';
import type { TableRef } from './sql/translate';
import type { Project, State, Table } from './state';
import { addColumns, checkTableId, createTable, readClustering, readPartitioning } from './tables';

export const TABLE_LOAD_JOBS_PER_DAY = 1500;
export const PROJECT_LOAD_JOBS_PER_DAY = 100_000;
/** Google's daily quotas turn over at midnight Pacific time. */
const QUOTA_ZONE = 'America/Los_Angeles';

const WRITE = ['WRITE_APPEND', 'WRITE_TRUNCATE', 'WRITE_EMPTY'] as const;
const CREATE = ['CREATE_IF_NEEDED', 'CREATE_NEVER'] as const;

export interface LoadSpec {
  destination: TableRef;
  /** `YYYYMMDD` or `__NULL__` of a `table$…` destination. */
  partition?: string;
  write: (typeof WRITE)[number];
  create: (typeof CREATE)[number];
  schema?: Field[];
  addition: boolean;
  ignoreUnknownValues: boolean;
  maxBadRecords: number;
  raw: Record<string, unknown>;
}

/** The load configuration, checked as the API checks it before a job exists (a 400, no job). */
export function readLoad(projectId: string, load: Record<string, unknown>): LoadSpec {
  const dest = (load.destinationTable ?? {}) as Record<string, unknown>;
  if (typeof dest.datasetId !== 'string' || typeof dest.tableId !== 'string')
    throw fail.invalid('Required parameter is missing: destinationTable');
  const format = String(load.sourceFormat ?? 'CSV').toUpperCase();
  if (format !== 'NEWLINE_DELIMITED_JSON')
    throw fail.notSimulated(
      `sourceFormat ${format}${load.sourceFormat === undefined ? " (the API's default)" : ''}; send NEWLINE_DELIMITED_JSON`,
    );
  if (load.sourceUris !== undefined) throw fail.notSimulated('Loading from Cloud Storage (sourceUris)');
  if (load.autodetect === true) throw fail.notSimulated('Schema auto-detection');
  const [tableId, decorator] = String(dest.tableId).split('$');
  checkTableId(tableId);
  if (decorator !== undefined && !/^(\d{8}|__NULL__)$/.test(decorator))
    throw fail.invalid(
      `Invalid table partition decorator: ${decorator}. Only day partitions (YYYYMMDD) and __NULL__ are simulated.`,
    );
  const write = choice(load.writeDisposition, WRITE, 'WRITE_APPEND', 'writeDisposition');
  const options = Array.isArray(load.schemaUpdateOptions) ? load.schemaUpdateOptions.map(String) : [];
  const unknown = options.find((o) => o !== 'ALLOW_FIELD_ADDITION');
  if (unknown) throw fail.notSimulated(`schemaUpdateOptions ${unknown}`);
  if (
    options.length &&
    !(write === 'WRITE_APPEND' || (write === 'WRITE_TRUNCATE' && decorator !== undefined))
  )
    throw fail.invalid(
      'Schema update options should only be specified with WRITE_APPEND disposition, or with WRITE_TRUNCATE disposition on a table partition.',
    );
  return {
    destination: {
      projectId: typeof dest.projectId === 'string' ? dest.projectId : projectId,
      datasetId: dest.datasetId,
      tableId,
    },
    ...(decorator !== undefined ? { partition: decorator } : {}),
    write,
    create: choice(load.createDisposition, CREATE, 'CREATE_IF_NEEDED', 'createDisposition'),
    ...(load.schema !== undefined ? { schema: readSchema(load.schema) } : {}),
    addition: options.includes('ALLOW_FIELD_ADDITION'),
    ignoreUnknownValues: load.ignoreUnknownValues === true,
    maxBadRecords: Number(load.maxBadRecords ?? 0) || 0,
    raw: load,
  };
}

function choice<T extends string>(value: unknown, allowedValues: readonly T[], fallback: T, name: string): T {
  if (value === undefined) return fallback;
  const upper = String(value).toUpperCase() as T;
  if (!allowedValues.includes(upper)) throw fail.invalid(`Invalid value for ${name}: ${String(value)}`);
  return upper;
}

/** Today's keys of the load-job counts: `day|project`, and `day|project:dataset.table` for a table. */
export function loadJobKey(state: State, projectId: string, table?: TableRef): { day: string; key: string } {
  const day = dayIn(state.now(projectId), QUOTA_ZONE);
  return {
    day,
    key: table ? `${day}|${table.projectId}:${table.datasetId}.${table.tableId}` : `${day}|${projectId}`,
  };
}

/** Counts the job against the day's quotas; a job past them fails (and still counts). */
export async function chargeLoadJob(state: State, project: Project, spec: LoadSpec): Promise<void> {
  const projectKey = loadJobKey(state, project.projectId).key;
  const tableKey = loadJobKey(state, project.projectId, spec.destination).key;
  const projectCount = state.loadJobs.get(projectKey) ?? 0;
  const tableCount = state.loadJobs.get(tableKey) ?? 0;
  await state.setLoadJobs(projectKey, projectCount + 1);
  await state.setLoadJobs(tableKey, tableCount + 1);
  if (projectCount >= PROJECT_LOAD_JOBS_PER_DAY)
    throw fail.quotaExceeded(
      'Your project exceeded quota for imports per project.',
      'load_job_per_project.long',
    );
  if (tableCount >= TABLE_LOAD_JOBS_PER_DAY)
    throw fail.quotaExceeded(
      'Your table exceeded quota for imports or query appends per table.',
      'load_job_per_table.long',
    );
}

export interface LoadOutcome {
  statistics: Record<string, unknown>;
}

export async function runLoad(
  state: State,
  project: Project,
  spec: LoadSpec,
  data: Buffer,
): Promise<LoadOutcome> {
  const { destination: ref } = spec;
  const name = `${ref.projectId}:${ref.datasetId}.${ref.tableId}`;
  const dataset = state.dataset(ref.projectId, ref.datasetId);
  if (!dataset) throw fail.notFound(`Dataset ${ref.projectId}:${ref.datasetId}`);
  const existing = state.table(ref);
  if (existing?.type === 'VIEW') throw fail.invalid(`Cannot load into view ${name}.`);
  if (!existing && spec.create === 'CREATE_NEVER') throw fail.notFound(`Table ${name}`);
  const permission = existing ? 'bigquery.tables.updateData' : 'bigquery.tables.create';
  if (!allowed(project, permission))
    throw accessDenied(
      project,
      permission,
      existing ? { kind: 'table', ref } : { kind: 'dataset', datasetId: ref.datasetId },
    );
  const fields = targetFields(existing, spec, name);
  const partitioning =
    existing?.timePartitioning ?? readPartitioning(spec.raw.timePartitioning, fields, dataset);
  if (existing) checkSameLayout(existing, spec, fields);
  if (spec.partition !== undefined && !partitioning)
    throw fail.invalid(
      `Cannot write to partition ${ref.tableId}$${spec.partition} of table ${name}: the table is not partitioned by day.`,
    );
  const rows = readRows(data, fields, spec, partitioning?.field);
  await state.engine.transaction(async () => {
    const table = existing
      ? await reshape(state, existing, fields, spec)
      : await createTable(state, dataset, {
          tableId: ref.tableId,
          fields,
          timePartitioning: partitioning,
          clustering: readClustering(spec.raw.clustering, fields),
        });
    await clearFor(state, table, spec, name);
    await state.engine.insertJson(
      table.physical as string,
      table.fields.map((f) => ({ name: f.name, type: columnType(f) })),
      rows.rows,
    );
    await state.saveTable({ ...table, lastModifiedTime: state.now(ref.projectId) });
  });
  await state.expire(ref.projectId);
  return {
    statistics: {
      inputFiles: '1',
      inputFileBytes: String(data.length),
      outputRows: String(rows.rows.length),
      outputBytes: String(rows.bytes),
      badRecords: String(rows.bad),
    },
  };
}

/** The table's fields after this job: the job's schema checked against the table's, or the table's. */
function targetFields(existing: Table | undefined, spec: LoadSpec, name: string): Field[] {
  if (!existing) {
    if (!spec.schema) throw fail.invalid('No schema specified on job or table.');
    return spec.schema;
  }
  if (!spec.schema) return existing.fields;
  // A whole-table truncate takes the job's schema as it comes.
  if (spec.write === 'WRITE_TRUNCATE' && spec.partition === undefined) return spec.schema;
  return evolveSchema(existing.fields, spec.schema, name, { addition: spec.addition }).fields;
}

function checkSameLayout(table: Table, spec: LoadSpec, fields: Field[]): void {
  const asked = spec.raw.timePartitioning as Record<string, unknown> | undefined;
  if (
    asked &&
    (!table.timePartitioning ||
      String(asked.field ?? '').toLowerCase() !== table.timePartitioning.field.toLowerCase())
  )
    throw fail.invalid(
      `Incompatible table partitioning specification. Expects partitioning specification ${table.timePartitioning ? `interval(type:day,field:${table.timePartitioning.field})` : 'none'}, but input partitioning specification is interval(type:day,field:${String(asked.field)})`,
    );
  const clustering = readClustering(spec.raw.clustering, fields);
  if (
    clustering &&
    clustering.fields.join(',').toLowerCase() !== (table.clustering?.fields ?? []).join(',').toLowerCase()
  )
    throw fail.invalid(
      `Incompatible table clustering specification. Expects clustering fields ${(table.clustering?.fields ?? []).join(',') || 'none'}, but input clustering fields are ${clustering.fields.join(',')}`,
    );
}

/** An existing table given this job's fields: columns added, or rebuilt for a whole-table truncate. */
async function reshape(state: State, table: Table, fields: Field[], spec: LoadSpec): Promise<Table> {
  if (spec.write === 'WRITE_TRUNCATE' && spec.partition === undefined && spec.schema) {
    const physical = quoteIdent(table.physical as string);
    await state.engine.run(`DROP TABLE ${physical}`);
    await state.engine.run(
      `CREATE TABLE ${physical} (${fields.map((f) => `${quoteIdent(f.name)} ${columnType(f)}`).join(', ')})`,
    );
    return { ...table, fields };
  }
  const added = fields.slice(table.fields.length);
  await addColumns(state, table, added);
  return { ...table, fields };
}

/** WRITE_TRUNCATE empties the table or the partition; WRITE_EMPTY refuses one that holds rows. */
async function clearFor(state: State, table: Table, spec: LoadSpec, name: string): Promise<void> {
  if (spec.write === 'WRITE_APPEND') return;
  const physical = quoteIdent(table.physical as string);
  const field = table.timePartitioning?.field;
  const where =
    spec.partition === undefined || !field
      ? 'TRUE'
      : spec.partition === NULL_PARTITION
        ? `${quoteIdent(field)} IS NULL`
        : `CAST(${quoteIdent(field)} AS DATE) = DATE '${spec.partition.slice(0, 4)}-${spec.partition.slice(4, 6)}-${spec.partition.slice(6)}'`;
  if (spec.write === 'WRITE_TRUNCATE') {
    await state.engine.run(`DELETE FROM ${physical} WHERE ${where}`);
    return;
  }
  const { rows } = await state.engine.query(`SELECT count(*) FROM ${physical} WHERE ${where}`);
  if (Number(rows[0][0]) > 0)
    throw fail.duplicate(`Table ${name}${spec.partition ? `$${spec.partition}` : ''}`);
}

interface ReadRows {
  rows: Row[];
  bytes: number;
  bad: number;
}

/**
 * The data part's lines as rows, each checked; more bad rows than `maxBadRecords` fails the job with
 * Google's summary first and the rows' errors after it. Rows of a decorated load must all fall in its day.
 */
function readRows(
  data: Buffer,
  fields: Field[],
  spec: LoadSpec,
  partitionField: string | undefined,
): ReadRows {
  const text = data.toString('utf8');
  const problems: ErrorProto[] = [];
  const rows: Row[] = [];
  let bytes = 0;
  let offset = 0;
  let lines = 0;
  for (const line of text.split('\n')) {
    const at = offset;
    offset += Buffer.byteLength(line) + 1;
    if (!line.trim()) continue;
    lines += 1;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      problems.push(rowError(at, 'Parser terminated before end of string'));
      continue;
    }
    const converted = convertRow(parsed, fields, {
      ignoreUnknownValues: spec.ignoreUnknownValues,
      partitionField,
    });
    if ('problem' in converted) {
      problems.push(rowError(at, converted.problem));
      continue;
    }
    if (spec.partition !== undefined && converted.partition !== spec.partition)
      throw fail.invalid(
        `Some rows belong to different partitions rather than destination partition ${spec.partition}`,
      );
    rows.push(converted.row);
    bytes += converted.bytes;
  }
  if (problems.length > spec.maxBadRecords) {
    const summary: ErrorProto = {
      reason: 'invalid',
      message: `Error while reading data, error message: JSON table encountered too many errors, giving up. Rows: ${lines}; errors: ${problems.length}. Please look into the errors[] collection for more details.`,
    };
    throw new BigQueryError(summary, problems.slice(0, 5));
  }
  return { rows, bytes, bad: problems.length };
}

function rowError(offset: number, problem: string): ErrorProto {
  return {
    reason: 'invalid',
    message: `Error while reading data, error message: JSON parsing error in row starting at position ${offset}: ${problem}`,
  };
}
