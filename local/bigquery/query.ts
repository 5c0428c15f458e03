/**
 * Running a GoogleSQL statement: translated (./sql/translate), located (every dataset it reads must be in
 * one location, the job's), checked (permissions; the sandbox refuses DML), then run by the engine. A
 * SELECT's rows are kept as the job's results table for a day, read back page by page; a DML statement
 * reports the rows it changed.
 */
import { allowed, accessDenied, refuseDmlInSandbox } from './access';
import { DAY_MS } from './clock';
import { normalLocation } from './datasets';
import { resultField } from './cells';
import { BigQueryError, fail } from './errors';
import { CatalogResolver } from './resolver';
import type { Field } from './schema';
import { quoteIdent } from './schema';
import { readParameters } from './sql/parameters';
import { type StatementType, type TableRef, type Translation, translate } from './sql/translate';
import { tableStats } from './stats';
import type { Project, QueryResults, State } from './state';

export interface QueryRequest {
  query: string;
  useLegacySql?: unknown;
  parameterMode?: unknown;
  queryParameters?: unknown;
  defaultDataset?: { projectId?: string; datasetId?: string };
  /** Where the job runs; by default the location of the datasets it reads (US when it reads none). */
  location?: string;
}

export interface Planned {
  translation: Translation;
  location: string;
  fields: Field[];
  bytesProcessed: number;
}

export interface Outcome extends Planned {
  results?: QueryResults;
  dmlAffectedRows?: number;
}

/** A query's plan: translated, located and checked, its result columns known; nothing run. */
export async function plan(state: State, project: Project, request: QueryRequest): Promise<Planned> {
  const sql = standardSql(request);
  const resolver = new CatalogResolver(state);
  const requested = request.location ? normalLocation(request.location) : undefined;
  let translation: Translation;
  try {
    translation = translate(sql, {
      projectId: project.projectId,
      defaultDataset: request.defaultDataset?.datasetId
        ? {
            projectId: request.defaultDataset.projectId ?? project.projectId,
            datasetId: request.defaultDataset.datasetId,
          }
        : undefined,
      params: readParameters(request.parameterMode, request.queryParameters),
      nowMs: state.now(project.projectId),
      resolver,
    });
  } catch (error) {
    // In a query, what is missing is missing *in the job's location*, as Google says it.
    if (error instanceof BigQueryError && error.proto.reason === 'notFound') {
      const where = requested ?? [...resolver.datasets.values()][0] ?? 'US';
      throw fail.notFound(
        `${error.proto.message.slice('Not found: '.length)} was not found in location ${where}`,
      );
    }
    throw error;
  }
  const location = requested ?? [...resolver.datasets.values()][0] ?? 'US';
  for (const [name, where] of resolver.datasets)
    if (where !== location) throw fail.notFound(`Dataset ${name} was not found in location ${location}`);
  checkAccess(project, translation);
  const fields = translation.statement === 'SELECT' ? await resultFields(state, translation.sql) : [];
  return { translation, location, fields, bytesProcessed: await bytesRead(state, translation.tables) };
}

/** Runs a planned statement; a SELECT's rows land in a results table that lives a day. */
export async function execute(state: State, project: Project, planned: Planned): Promise<Outcome> {
  const { translation } = planned;
  try {
    if (translation.statement !== 'SELECT') {
      const changed = await state.engine.run(translation.sql);
      const target = translation.target && state.table(translation.target);
      if (target) await state.saveTable({ ...target, lastModifiedTime: state.now(target.projectId) });
      return { ...planned, dmlAffectedRows: changed };
    }
    const physical = await state.physicalName('r');
    await state.engine.run(`CREATE TABLE ${quoteIdent(physical)} AS ${translation.sql}`);
    const { rows } = await state.engine.query(`SELECT count(*) FROM ${quoteIdent(physical)}`);
    const results = {
      physical,
      fields: planned.fields,
      totalRows: Number(rows[0][0]),
      expires: state.now(project.projectId) + DAY_MS,
    };
    return { ...planned, results };
  } catch (error) {
    throw engineError(error);
  }
}

/** `statistics.query` of a job that ran `outcome`. */
export function queryStatistics(outcome: Planned & { dmlAffectedRows?: number }): Record<string, unknown> {
  const processed = outcome.bytesProcessed;
  // Google bills at least 10 MB per table a query reads, in whole megabytes.
  const billed = processed === 0 ? 0 : Math.max(10 * 2 ** 20, Math.ceil(processed / 2 ** 20) * 2 ** 20);
  return {
    totalBytesProcessed: String(processed),
    totalBytesBilled: String(billed),
    billingTier: 1,
    cacheHit: false,
    statementType: outcome.translation.statement,
    referencedTables: uniqueRefs(outcome.translation.tables),
    ...(outcome.dmlAffectedRows !== undefined ? { numDmlAffectedRows: String(outcome.dmlAffectedRows) } : {}),
  };
}

/** The result schema a view's query gives (checked as a query is, when the view is made). */
export async function viewFields(state: State, project: Project, query: string): Promise<Field[]> {
  const planned = await plan(state, project, { query, useLegacySql: false });
  if (planned.translation.statement !== 'SELECT')
    throw fail.invalid('A view must be defined by a SELECT query.');
  return planned.fields;
}

/** Legacy SQL is the API's default; only GoogleSQL (`useLegacySql: false` or `#standardSQL`) is simulated. */
function standardSql(request: QueryRequest): string {
  const query = String(request.query ?? '');
  if (!query.trim()) throw fail.invalid('Query text is empty.');
  const prefix = /^\s*#(standardSQL|legacySQL)\b/i.exec(query)?.[1]?.toLowerCase();
  if (prefix === 'legacysql' || (request.useLegacySql !== false && prefix !== 'standardsql'))
    throw fail.notSimulated("Legacy SQL (the API's default: send useLegacySql: false)");
  return query;
}

function checkAccess(project: Project, translation: Translation): void {
  const statement: StatementType = translation.statement;
  if (statement !== 'SELECT') {
    refuseDmlInSandbox(project);
    const target = translation.target as TableRef;
    if (!allowed(project, 'bigquery.tables.updateData'))
      throw accessDenied(project, 'bigquery.tables.updateData', { kind: 'table', ref: target });
  }
  const [read] = translation.tables;
  if (read && !allowed(project, 'bigquery.tables.getData'))
    throw accessDenied(project, 'bigquery.tables.getData', { kind: 'table', ref: read });
}

/**
 * The API's result columns: DuckDB's names, except an expression's (which GoogleSQL calls `f0_`, `f1_`…);
 * the same name twice is refused, as GoogleSQL refuses it.
 */
async function resultFields(state: State, sql: string): Promise<Field[]> {
  let columns: { name: string; type: string }[];
  try {
    columns = await state.engine.describe(sql);
  } catch (error) {
    throw engineError(error);
  }
  let unnamed = 0;
  const fields = columns.map((c) =>
    resultField(/^[A-Za-z_][A-Za-z0-9_]*$/.test(c.name) ? c.name : `f${unnamed++}_`, c.type),
  );
  const seen = new Set<string>();
  const duplicates = fields.map((f) => f.name.toLowerCase()).filter((n) => seen.has(n) || !seen.add(n));
  if (duplicates.length)
    throw fail.invalidQuery(
      `Duplicate column names in the result are not supported. Found duplicate(s): ${[...new Set(duplicates)].join(', ')}`,
    );
  return fields;
}

async function bytesRead(state: State, refs: TableRef[]): Promise<number> {
  let bytes = 0;
  for (const ref of uniqueRefs(refs)) {
    const table = state.table(ref);
    if (table) bytes += (await tableStats(state.engine, table)).bytes;
  }
  return bytes;
}

function uniqueRefs(refs: TableRef[]): TableRef[] {
  const seen = new Map(refs.map((r) => [`${r.projectId}:${r.datasetId}.${r.tableId}`, r]));
  return [...seen.values()];
}

/** DuckDB's refusal of a translated statement, as GoogleSQL's invalidQuery (its own words, first line). */
function engineError(error: unknown): BigQueryError {
  if (error instanceof BigQueryError) return error;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  const column = /Referenced column "([^"]+)" not found/.exec(message);
  if (column) return fail.invalidQuery(`Unrecognized name: ${column[1]}`);
  return fail.invalidQuery(message.replace(/^(Parser|Binder|Conversion|Catalog|Invalid Input) Error: /, ''));
}
