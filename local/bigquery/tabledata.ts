/**
 * `tabledata.list` (a table's or one partition's rows, paged, every cell a string) and
 * `tabledata.insertAll` (streaming: refused in the sandbox; each row checked, a bad row failing the
 * request's others unless `skipInvalidRows`; `insertId` de-duplicated for a minute, best effort).
 */
import { refuseStreamingInSandbox, requirePermission } from './access';
import { type Answer, type Call, etag, ok } from './call';
import { requireDataset } from './datasets';
import { fail } from './errors';
import { pageAsk, readPage } from './paging';
import { convertRow, NULL_PARTITION, type Row } from './rows';
import { columnType, findField, quoteIdent } from './schema';
import type { TableRef } from './sql/translate';
import { requireTable } from './tables';

export async function listTableData(call: Call): Promise<Answer> {
  requireDataset(call, call.params.datasetId);
  const [tableId, partition] = call.params.tableId.split('$');
  const ref: TableRef = { projectId: call.project.projectId, datasetId: call.params.datasetId, tableId };
  const table = requireTable(call.state, ref);
  if (table.type === 'VIEW') throw fail.invalid('Cannot list a table of type VIEW.');
  requirePermission(call.project, 'bigquery.tables.getData', { kind: 'table', ref });
  const selected = call.query.get('selectedFields');
  const fields = selected
    ? selected.split(',').map((name) => {
        const field = findField(table.fields, name.trim());
        if (!field) throw fail.invalid(`Invalid field selection ${name.trim()}`);
        return field;
      })
    : table.fields;
  const field = table.timePartitioning?.field;
  let where = '';
  if (partition !== undefined) {
    if (!field) throw fail.invalid(`Cannot read partition ${partition} of a table that is not partitioned.`);
    where =
      partition === NULL_PARTITION
        ? ` WHERE ${quoteIdent(field)} IS NULL`
        : ` WHERE strftime(CAST(${quoteIdent(field)} AS DATE), '%Y%m%d') = '${partition.replace(/\D/g, '')}'`;
  }
  const from = `${quoteIdent(table.physical as string)}${where}`;
  const { rows: counted } = await call.state.engine.query(`SELECT count(*) FROM ${from}`);
  const total = Number(counted[0][0]);
  const owner = `${ref.projectId}:${ref.datasetId}.${call.params.tableId}`;
  const page = await readPage(
    call.state.engine,
    { from, columns: fields.length ? fields.map((f) => quoteIdent(f.name)).join(', ') : 'NULL' },
    fields,
    total,
    pageAsk(call.query, owner),
    owner,
    { int64Timestamp: call.query.get('formatOptions.useInt64Timestamp') === 'true' },
  );
  return ok({
    kind: 'bigquery#tableDataList',
    etag: etag(owner, table.lastModifiedTime, total),
    totalRows: String(total),
    ...(page.pageToken ? { pageToken: page.pageToken } : {}),
    ...(page.rows.length ? { rows: page.rows } : {}),
  });
}

/** How long a streamed row's insertId keeps a repeat of it out. */
const DEDUP_MS = 60_000;

export async function insertAll(call: Call): Promise<Answer> {
  const { state, project, body } = call;
  requireDataset(call, call.params.datasetId);
  refuseStreamingInSandbox(project);
  const ref: TableRef = {
    projectId: project.projectId,
    datasetId: call.params.datasetId,
    tableId: call.params.tableId,
  };
  const table = requireTable(state, ref);
  if (table.type === 'VIEW')
    throw fail.invalid(`Cannot insert into view ${ref.projectId}:${ref.datasetId}.${ref.tableId}.`);
  requirePermission(project, 'bigquery.tables.updateData', { kind: 'table', ref });
  if (body.templateSuffix !== undefined) throw fail.notSimulated('templateSuffix');
  const entries = Array.isArray(body.rows) ? (body.rows as Record<string, unknown>[]) : [];
  if (!entries.length) throw fail.invalid('No rows present in the request.');
  const seen = seenIds(state.insertIds, `${ref.projectId}:${ref.datasetId}.${ref.tableId}`, call.now);
  const rows: Row[] = [];
  const insertErrors: {
    index: number;
    errors: { reason: string; location: string; debugInfo: string; message: string }[];
  }[] = [];
  entries.forEach((entry, index) => {
    const converted = convertRow(entry?.json, table.fields, {
      ignoreUnknownValues: body.ignoreUnknownValues === true,
    });
    if ('problem' in converted) {
      insertErrors.push({
        index,
        errors: [{ reason: 'invalid', location: '', debugInfo: '', message: converted.problem }],
      });
      return;
    }
    const insertId = typeof entry.insertId === 'string' ? entry.insertId : undefined;
    if (insertId && seen.has(insertId)) return;
    if (insertId) seen.set(insertId, call.now);
    rows.push(converted.row);
  });
  if (insertErrors.length && body.skipInvalidRows !== true) {
    // Nothing of the request is written; every valid row is reported as stopped by the invalid ones.
    const bad = new Set(insertErrors.map((e) => e.index));
    entries.forEach((_entry, index) => {
      if (!bad.has(index))
        insertErrors.push({
          index,
          errors: [{ reason: 'stopped', location: '', debugInfo: '', message: '' }],
        });
    });
    insertErrors.sort((a, b) => a.index - b.index);
    return ok({ kind: 'bigquery#tableDataInsertAllResponse', insertErrors });
  }
  await state.engine.insertJson(
    table.physical as string,
    table.fields.map((f) => ({ name: f.name, type: columnType(f) })),
    rows,
  );
  await state.saveTable({ ...table, lastModifiedTime: call.now });
  return ok({
    kind: 'bigquery#tableDataInsertAllResponse',
    ...(insertErrors.length ? { insertErrors } : {}),
  });
}

function seenIds(byTable: Map<string, Map<string, number>>, table: string, now: number): Map<string, number> {
  const seen = byTable.get(table) ?? new Map<string, number>();
  for (const [id, at] of seen) if (now - at > DEDUP_MS) seen.delete(id);
  byTable.set(table, seen);
  return seen;
}
