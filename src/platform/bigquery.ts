/**
 * Apps Script's BigQuery advanced service (v2, enabled in the manifest) as the warehouse calls it: the calls
 * (`BigQueryApi`, in the REST API's shapes, only the fields the warehouse reads), each made as the service
 * makes it, its failures thrown as the service throws them (warehouse/failure.ts reads them). Rows go up as
 * a blob of newline-delimited JSON, a multipart upload. Tests of the warehouse pass a fake of `BigQueryApi`.
 */
export interface Field {
  readonly name: string;
  /** GoogleSQL's names when the warehouse sends them; the API answers with the legacy ones (INTEGER, FLOAT…). */
  readonly type: string;
  readonly mode?: string;
  readonly description?: string;
}

export interface TableRef {
  readonly projectId: string;
  readonly datasetId: string;
  readonly tableId: string;
}

export interface Table {
  readonly tableReference?: TableRef;
  readonly type?: string;
  readonly schema?: { readonly fields?: readonly Field[] };
  readonly numRows?: string;
  readonly numBytes?: string;
  readonly view?: { readonly query: string; readonly useLegacySql: false };
  readonly description?: string;
  readonly expirationTime?: string;
}

export interface Dataset {
  readonly datasetReference?: { readonly projectId?: string; readonly datasetId: string };
  readonly location?: string;
  readonly description?: string;
  readonly defaultTableExpirationMs?: string;
  readonly defaultPartitionExpirationMs?: string;
}

export interface ErrorProto {
  readonly reason?: string;
  readonly message?: string;
  readonly location?: string;
}

export interface Job {
  readonly jobReference?: { readonly projectId?: string; readonly jobId: string; readonly location?: string };
  readonly configuration?: Readonly<Record<string, unknown>>;
  readonly status?: {
    readonly state?: string;
    readonly errorResult?: ErrorProto;
    readonly errors?: readonly ErrorProto[];
  };
  readonly statistics?: {
    readonly load?: { readonly outputRows?: string; readonly inputFileBytes?: string };
  };
}

export interface QueryParameter {
  readonly name: string;
  readonly parameterType: { readonly type: string; readonly arrayType?: { readonly type: string } };
  readonly parameterValue: {
    readonly value?: string;
    readonly arrayValues?: readonly { readonly value: string }[];
  };
}

export interface QueryRequest {
  readonly query: string;
  readonly useLegacySql: false;
  readonly parameterMode?: 'NAMED';
  readonly queryParameters?: readonly QueryParameter[];
  readonly location: string;
  readonly maxResults?: number;
  readonly timeoutMs?: number;
  readonly dryRun?: boolean;
}

/** A cell of a result row: every value a string, a REPEATED one a list of cells. */
export interface Cell {
  readonly v: string | null | readonly Cell[];
}

export interface QueryAnswer {
  readonly jobReference?: { readonly jobId?: string; readonly location?: string };
  readonly jobComplete?: boolean;
  readonly schema?: { readonly fields?: readonly Field[] };
  readonly rows?: readonly { readonly f: readonly Cell[] }[];
  readonly pageToken?: string;
  readonly totalBytesProcessed?: string;
}

export interface ResultPage {
  readonly location: string;
  readonly pageToken?: string;
  readonly maxResults?: number;
  readonly timeoutMs?: number;
}

export interface BigQueryApi {
  getDataset(projectId: string, datasetId: string): Dataset;
  insertDataset(dataset: Dataset, projectId: string): Dataset;
  getTable(projectId: string, datasetId: string, tableId: string): Table;
  insertTable(table: Table, projectId: string, datasetId: string): Table;
  patchTable(table: Table, projectId: string, datasetId: string, tableId: string): Table;
  removeTable(projectId: string, datasetId: string, tableId: string): void;
  listTables(
    projectId: string,
    datasetId: string,
    pageToken?: string,
  ): { readonly tables?: readonly Table[]; readonly nextPageToken?: string };
  /** A load job whose rows go with it as newline-delimited JSON (a multipart upload). */
  insertLoad(job: Job, projectId: string, ndjson: string): Job;
  getJob(projectId: string, jobId: string, location: string): Job;
  query(request: QueryRequest, projectId: string): QueryAnswer;
  queryResults(projectId: string, jobId: string, page: ResultPage): QueryAnswer;
}

const SCOPE = 'https://www.googleapis.com/auth/bigquery';

function service(): GoogleAppsScript.BigQuery {
  if (typeof BigQuery === 'undefined' || !BigQuery)
    throw new Error('The BigQuery advanced service is not enabled in this build of SEO Sheets.');
  return BigQuery;
}

// The service's types are the API's, every field optional and mutable; ours are the same JSON, read-only.
type Loose = never;

export function bigQuery(): BigQueryApi {
  const bq = service;
  return {
    getDataset: (projectId, datasetId) => bq().Datasets.get(projectId, datasetId),
    insertDataset: (dataset, projectId) => bq().Datasets.insert(dataset as Loose, projectId),
    getTable: (projectId, datasetId, tableId) => bq().Tables.get(projectId, datasetId, tableId),
    insertTable: (table, projectId, datasetId) => bq().Tables.insert(table as Loose, projectId, datasetId),
    patchTable: (table, projectId, datasetId, tableId) =>
      bq().Tables.patch(table as Loose, projectId, datasetId, tableId),
    removeTable: (projectId, datasetId, tableId) => bq().Tables.remove(projectId, datasetId, tableId),
    listTables: (projectId, datasetId, pageToken) =>
      bq().Tables.list(projectId, datasetId, pageToken ? { pageToken } : {}),
    insertLoad: (job, projectId, ndjson) =>
      bq().Jobs.insert(job as Loose, projectId, Utilities.newBlob(ndjson, 'application/octet-stream')),
    getJob: (projectId, jobId, location) => bq().Jobs.get(projectId, jobId, { location }),
    query: (request, projectId) => bq().Jobs.query(request as Loose, projectId),
    queryResults: (projectId, jobId, page) => bq().Jobs.getQueryResults(projectId, jobId, page),
  } as BigQueryApi;
}

/**
 * Whether this execution's user granted the BigQuery scope: a trigger cannot ask (granular consent), so it
 * checks, and skips what it may not do.
 */
export function bigQueryGranted(): boolean {
  // Since granular consent, the scopes asked about may be named (the types predate it).
  const info = (
    ScriptApp.getAuthorizationInfo as (
      mode: GoogleAppsScript.Script.AuthMode,
      scopes: string[],
    ) => GoogleAppsScript.Script.AuthorizationInfo
  )(ScriptApp.AuthMode.FULL, [SCOPE]);
  return info.getAuthorizationStatus() !== ScriptApp.AuthorizationStatus.REQUIRED;
}

/**
 * Asks the user for the BigQuery scope now, from a sidebar call: where it is not granted, Google shows its
 * consent window and this execution ends ("Authorization is required to perform that action.").
 */
export function requireBigQuery(): void {
  ScriptApp.requireScopes(ScriptApp.AuthMode.FULL, [SCOPE]);
}
