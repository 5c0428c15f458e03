/**
 * `tables.insert`, `get`, `list`, `patch`, `update`, `delete`: a table's schema, day partitioning on a
 * column, clustering, expiration (60 days in the sandbox), and views whose query is checked and whose
 * schema is derived when they are made. Creating and widening a table is shared with load jobs.
 */
import { requirePermission } from './access';
import { API_ROOT, type Answer, type Call, etag, objectAt, ok } from './call';
import { requireDataset } from './datasets';
import { fail } from './errors';
import { viewFields } from './query';
import {
  columnType,
  evolveSchema,
  type Field,
  findField,
  quoteIdent,
  readSchema,
  schemaResource,
} from './schema';
import type { TableRef } from './sql/translate';
import { tableStats } from './stats';
import type { Dataset, Project, State, Table, TimePartitioning } from './state';

/** Letters, marks, numbers, connectors, dashes and spaces, up to 1,024 characters (Google's rule). */
const TABLE_ID = /^[\p{L}\p{M}\p{N}\p{Pc}\p{Pd}\p{Zs}]{1,1024}$/u;

export function checkTableId(tableId: string): void {
  if (!TABLE_ID.test(tableId))
    throw fail.invalid(
      `Invalid table ID "${tableId}". Table IDs must be alphanumeric (plus underscores) and must be at most 1024 characters long. Also, Table decorators cannot be used.`,
    );
}

export function requireTable(state: State, ref: TableRef): Table {
  const table = state.table(ref);
  if (!table) throw fail.notFound(`Table ${ref.projectId}:${ref.datasetId}.${ref.tableId}`);
  return table;
}

/** The `timePartitioning` of a request, checked against the schema; only DAY on a column is simulated. */
export function readPartitioning(
  raw: unknown,
  fields: readonly Field[],
  dataset: Dataset,
): TimePartitioning | undefined {
  if (raw === undefined || raw === null) return undefined;
  const spec = raw as Record<string, unknown>;
  const type = String(spec.type ?? 'DAY').toUpperCase();
  if (type !== 'DAY') throw fail.notSimulated(`Time partitioning by ${type}`);
  if (typeof spec.field !== 'string')
    throw fail.notSimulated('Ingestion-time partitioning (timePartitioning without a field)');
  const field = findField(fields, spec.field);
  if (!field)
    throw fail.invalid(
      `The field specified for time partitioning can not be found in the schema: ${spec.field}`,
    );
  if (!['DATE', 'TIMESTAMP', 'DATETIME'].includes(field.type) || field.mode === 'REPEATED')
    throw fail.invalid(
      `The field specified for time partitioning can only be of type TIMESTAMP, DATE or DATETIME. The type found is: ${field.type}.`,
    );
  const asked =
    spec.expirationMs === undefined ? dataset.defaultPartitionExpirationMs : Number(spec.expirationMs);
  return { type: 'DAY', field: field.name, ...(asked !== undefined ? { expirationMs: asked } : {}) };
}

export function readClustering(raw: unknown, fields: readonly Field[]): { fields: string[] } | undefined {
  const names = (raw as { fields?: unknown } | undefined)?.fields;
  if (names === undefined) return undefined;
  if (!Array.isArray(names) || names.length === 0)
    throw fail.invalid('Clustering fields must be a non-empty list.');
  if (names.length > 4)
    throw fail.invalid(`Too many clustering fields: ${names.length}, only 4 are allowed.`);
  return {
    fields: names.map((name) => {
      const field = findField(fields, String(name));
      if (!field || field.mode === 'REPEATED')
        throw fail.invalid(
          `The field specified for clustering cannot be found in the schema.  Invalid field: ${String(name)}.`,
        );
      return field.name;
    }),
  };
}

/** A new base table and its engine table; the sandbox (or the dataset's default) sets its expiration. */
export async function createTable(
  state: State,
  dataset: Dataset,
  spec: {
    tableId: string;
    fields: Field[];
    timePartitioning?: TimePartitioning;
    clustering?: { fields: string[] };
    description?: string;
    expirationTime?: number;
  },
): Promise<Table> {
  const now = state.now(dataset.projectId);
  const physical = await state.physicalName('t');
  await state.engine.run(`CREATE TABLE ${quoteIdent(physical)} (${columnsDdl(spec.fields)})`);
  const table: Table = {
    projectId: dataset.projectId,
    datasetId: dataset.datasetId,
    tableId: spec.tableId,
    type: 'TABLE',
    physical,
    fields: spec.fields,
    ...(spec.timePartitioning ? { timePartitioning: spec.timePartitioning } : {}),
    ...(spec.clustering ? { clustering: spec.clustering } : {}),
    ...(spec.description !== undefined ? { description: spec.description } : {}),
    creationTime: now,
    lastModifiedTime: now,
    ...expiration(dataset, now, spec.expirationTime),
  };
  await state.saveTable(table);
  return table;
}

function expiration(dataset: Dataset, now: number, asked: number | undefined): { expirationTime?: number } {
  const limit = dataset.defaultTableExpirationMs;
  if (asked !== undefined)
    return { expirationTime: limit === undefined ? asked : Math.min(asked, now + limit) };
  return limit === undefined ? {} : { expirationTime: now + limit };
}

/** DuckDB needs a column: a table made without fields keeps this one until its first field comes. */
const EMPTY_COLUMN = '"__simulator_empty"';

function columnsDdl(fields: readonly Field[]): string {
  if (!fields.length) return `${EMPTY_COLUMN} BOOLEAN`;
  return fields.map((f) => `${quoteIdent(f.name)} ${columnType(f)}`).join(', ');
}

/** The engine table grows the fields a schema change added (existing rows NULL, or empty lists). */
/**
 * The table with `added` after its columns, older rows NULL there (an empty list in a REPEATED one). Made
 * again whole rather than altered a column at a time: DuckDB refuses to commit a transaction (a load job is
 * one) that alters a table holding rows again after an alter that filled them, as a REPEATED column's
 * empty list does.
 */
export async function addColumns(state: State, table: Table, added: readonly Field[]): Promise<void> {
  if (!added.length) return;
  const physical = quoteIdent(table.physical as string);
  const rebuilt = quoteIdent(`${table.physical}_rebuilt`);
  const columns = [
    ...table.fields.map((f) => quoteIdent(f.name)),
    ...added.map(
      (f) => `CAST(${f.mode === 'REPEATED' ? '[]' : 'NULL'} AS ${columnType(f)}) AS ${quoteIdent(f.name)}`,
    ),
  ];
  await state.engine.run(`CREATE TABLE ${rebuilt} AS SELECT ${columns.join(', ')} FROM ${physical}`);
  await state.engine.run(`DROP TABLE ${physical}`);
  await state.engine.run(`ALTER TABLE ${rebuilt} RENAME TO ${physical}`);
}

export async function tableResource(
  state: State,
  table: Table,
  dataset: Dataset,
): Promise<Record<string, unknown>> {
  const id = `${table.projectId}:${table.datasetId}.${table.tableId}`;
  const stats = table.type === 'TABLE' ? await tableStats(state.engine, table) : undefined;
  return {
    kind: 'bigquery#table',
    etag: etag(id, table.lastModifiedTime, stats?.rows),
    id,
    selfLink: `${API_ROOT}/projects/${table.projectId}/datasets/${table.datasetId}/tables/${encodeURIComponent(table.tableId)}`,
    tableReference: { projectId: table.projectId, datasetId: table.datasetId, tableId: table.tableId },
    ...(table.description !== undefined ? { description: table.description } : {}),
    schema: schemaResource(table.fields),
    ...(table.timePartitioning ? { timePartitioning: partitioningResource(table.timePartitioning) } : {}),
    ...(table.clustering ? { clustering: { fields: [...table.clustering.fields] } } : {}),
    ...(stats ? { numBytes: String(stats.bytes), numLongTermBytes: '0', numRows: String(stats.rows) } : {}),
    creationTime: String(table.creationTime),
    ...(table.expirationTime !== undefined ? { expirationTime: String(table.expirationTime) } : {}),
    lastModifiedTime: String(table.lastModifiedTime),
    type: table.type,
    ...(table.view ? { view: { query: table.view.query, useLegacySql: false } } : {}),
    location: dataset.location,
  };
}

function partitioningResource(p: TimePartitioning): Record<string, unknown> {
  return {
    type: p.type,
    field: p.field,
    ...(p.expirationMs !== undefined ? { expirationMs: String(p.expirationMs) } : {}),
  };
}

function refOf(call: Call, tableId = call.params.tableId): TableRef {
  return { projectId: call.project.projectId, datasetId: call.params.datasetId, tableId };
}

export async function insertTable(call: Call): Promise<Answer> {
  const { state, project, body } = call;
  const dataset = requireDataset(call, call.params.datasetId);
  const reference = objectAt(body, 'tableReference');
  const tableId = String(reference.tableId ?? '');
  checkTableId(tableId);
  requirePermission(project, 'bigquery.tables.create', { kind: 'dataset', datasetId: dataset.datasetId });
  const ref = refOf(call, tableId);
  if (state.table(ref)) throw fail.duplicate(`Table ${project.projectId}:${dataset.datasetId}.${tableId}`);
  const description = typeof body.description === 'string' ? body.description : undefined;
  const expirationTime = body.expirationTime === undefined ? undefined : Number(body.expirationTime);
  if (body.view !== undefined) {
    const table = await createView(state, project, dataset, ref, objectAt(body, 'view'), description);
    return ok(await tableResource(state, table, dataset));
  }
  const fields = body.schema === undefined ? [] : readSchema(body.schema);
  const table = await createTable(state, dataset, {
    tableId,
    fields,
    timePartitioning: readPartitioning(body.timePartitioning, fields, dataset),
    clustering: readClustering(body.clustering, fields),
    description,
    expirationTime,
  });
  return ok(await tableResource(state, table, dataset));
}

async function createView(
  state: State,
  project: Project,
  dataset: Dataset,
  ref: TableRef,
  view: Record<string, unknown>,
  description: string | undefined,
): Promise<Table> {
  const query = checkedViewQuery(view);
  const now = state.now(project.projectId);
  const table: Table = {
    ...ref,
    type: 'VIEW',
    fields: await viewFields(state, project, query),
    view: { query },
    creationTime: now,
    lastModifiedTime: now,
    ...(description !== undefined ? { description } : {}),
    ...expiration(dataset, now, undefined),
  };
  await state.saveTable(table);
  return table;
}

function checkedViewQuery(view: Record<string, unknown>): string {
  if (typeof view.query !== 'string' || !view.query.trim()) throw fail.invalid('A view needs a query.');
  if (view.useLegacySql !== false)
    throw fail.notSimulated("A legacy SQL view (the API's default: send view.useLegacySql: false)");
  return view.query;
}

export async function getTable(call: Call): Promise<Answer> {
  const dataset = requireDataset(call, call.params.datasetId);
  if (call.params.tableId.includes('$')) throw fail.notSimulated('tables.get of a partition decorator');
  requirePermission(call.project, 'bigquery.tables.get', { kind: 'table', ref: refOf(call) });
  return ok(await tableResource(call.state, requireTable(call.state, refOf(call)), dataset));
}

export async function listTables(call: Call): Promise<Answer> {
  const dataset = requireDataset(call, call.params.datasetId);
  const all = call.state.tablesOf(dataset.projectId, dataset.datasetId);
  const start = Number(call.query.get('pageToken') ?? 0) || 0;
  const max = Number(call.query.get('maxResults') ?? 0) || 50;
  const page = all.slice(start, start + max).map((t) => ({
    kind: 'bigquery#table',
    id: `${t.projectId}:${t.datasetId}.${t.tableId}`,
    tableReference: { projectId: t.projectId, datasetId: t.datasetId, tableId: t.tableId },
    type: t.type,
    ...(t.timePartitioning ? { timePartitioning: partitioningResource(t.timePartitioning) } : {}),
    ...(t.clustering ? { clustering: { fields: [...t.clustering.fields] } } : {}),
    ...(t.type === 'VIEW' ? { view: { useLegacySql: false } } : {}),
    creationTime: String(t.creationTime),
    ...(t.expirationTime !== undefined ? { expirationTime: String(t.expirationTime) } : {}),
  }));
  return ok({
    kind: 'bigquery#tableList',
    etag: etag(dataset.datasetId, all.length, start),
    ...(start + max < all.length ? { nextPageToken: String(start + max) } : {}),
    ...(page.length ? { tables: page } : {}),
    totalItems: all.length,
  });
}

/** `tables.patch` (what the body names changes) and `tables.update` (the body is the whole resource). */
export function changeTable(replace: boolean) {
  return async (call: Call): Promise<Answer> => {
    const { state, project, body } = call;
    const dataset = requireDataset(call, call.params.datasetId);
    const ref = refOf(call);
    const table = requireTable(state, ref);
    requirePermission(project, 'bigquery.tables.update', { kind: 'table', ref });
    const now = call.now;
    let changed: Table = { ...table, lastModifiedTime: now };
    if (replace || body.description !== undefined)
      changed = {
        ...changed,
        description: typeof body.description === 'string' ? body.description : undefined,
      };
    if (replace || body.expirationTime !== undefined)
      changed = {
        ...changed,
        expirationTime: body.expirationTime == null ? undefined : Number(body.expirationTime),
      };
    if (table.type === 'VIEW' && body.view !== undefined) {
      const query = checkedViewQuery(objectAt(body, 'view'));
      changed = { ...changed, view: { query }, fields: await viewFields(state, project, query) };
    }
    let added: Field[] = [];
    if (table.type === 'TABLE' && body.schema !== undefined) {
      const evolved = evolveSchema(
        table.fields,
        readSchema(body.schema),
        `${ref.projectId}:${ref.datasetId}.${ref.tableId}`,
        { addition: true },
      );
      changed = { ...changed, fields: evolved.fields };
      added = evolved.added;
    }
    if (table.type === 'TABLE' && body.clustering !== undefined)
      changed = { ...changed, clustering: readClustering(body.clustering, changed.fields) };
    if (body.timePartitioning !== undefined && table.timePartitioning) {
      const asked = objectAt(body, 'timePartitioning');
      if (asked.field !== undefined && asked.field !== table.timePartitioning.field)
        throw fail.invalid('Cannot change partitioning spec for a partitioned table.');
      const expirationMs = asked.expirationMs === undefined ? undefined : Number(asked.expirationMs);
      changed = { ...changed, timePartitioning: { ...table.timePartitioning, expirationMs } };
    }
    await state.engine.transaction(async () => {
      await addColumns(state, table, added);
      await state.saveTable(changed);
    });
    return ok(await tableResource(state, changed, dataset));
  };
}

export async function deleteTable(call: Call): Promise<Answer> {
  requireDataset(call, call.params.datasetId);
  const ref = refOf(call);
  const table = requireTable(call.state, ref);
  requirePermission(call.project, 'bigquery.tables.delete', { kind: 'table', ref });
  await call.state.dropTable(table);
  return { status: 204 };
}
