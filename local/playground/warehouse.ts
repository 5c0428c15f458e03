/**
 * The Warehouse view's server side: the BigQuery simulator read as a person browsing it would, through its
 * REST API (tables' rows, queries) and its catalog control (projects and partitions, which the API cannot
 * list). Each request goes on a connection of its own: an execution may hold this thread for longer than a
 * kept-alive socket lives (docs/testing.md).
 */
import { bigQueryControl } from '../bigquery/control-client';
import { requestOnce } from '../service/control-client';
import type {
  QueryRequest,
  RowsRequest,
  WarehouseCatalog,
  WarehouseError,
  WarehouseGrid,
  WarehousePage,
} from './warehouse-protocol';
import type { AddOnAccess } from './warehouse-protocol';

/** Rows a page of the view shows. */
const PAGE_ROWS = 100;

interface ApiField {
  name: string;
  type: string;
  mode?: string;
}

interface ApiCell {
  v: string | null | ApiCell[];
}

interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a wire answer, read field by field below.
  body: any;
}

/** A TIMESTAMP cell (float seconds since the epoch) as the console shows it. */
function timestampText(seconds: string): string {
  const ms = Number.parseFloat(seconds) * 1000;
  if (!Number.isFinite(ms)) return seconds;
  return `${new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.000Z$|Z$/, '')} UTC`;
}

function cellText(cell: ApiCell, field: ApiField): string | null {
  if (cell.v === null) return null;
  if (Array.isArray(cell.v))
    return `[${cell.v.map((item) => cellText(item, { ...field, mode: 'NULLABLE' }) ?? 'NULL').join(', ')}]`;
  return field.type === 'TIMESTAMP' ? timestampText(cell.v) : cell.v;
}

function errorOf(answer: ApiAnswer): WarehouseError {
  const error = answer.body?.error;
  return {
    code: answer.status,
    reason: String(error?.errors?.[0]?.reason ?? error?.status ?? 'error'),
    message: String(error?.message ?? `HTTP ${answer.status}`),
  };
}

function grid(fields: readonly ApiField[], body: ApiAnswer['body'], next?: WarehousePage): WarehouseGrid {
  const rows = (body.rows ?? []) as { f: ApiCell[] }[];
  return {
    columns: fields.map((f) => ({ name: f.name, type: f.mode === 'REPEATED' ? `ARRAY<${f.type}>` : f.type })),
    rows: rows.map((row) => row.f.map((cell, i) => cellText(cell, fields[i]))),
    totalRows: String(body.totalRows ?? rows.length),
    ...(next ? { next } : {}),
  };
}

const segment = encodeURIComponent;

export class Warehouse {
  constructor(
    readonly url: string,
    /** What the add-on's manifest and the user's grant allow, asked when the view is opened. */
    private readonly access: () => AddOnAccess,
  ) {}

  private async api(method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    const { status, text } = await requestOnce(
      method,
      new URL(`/bigquery/v2/projects/${path}`, this.url),
      body === undefined ? '' : JSON.stringify(body),
      { Authorization: 'Bearer playground-warehouse-view' },
    );
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { error: { message: text.slice(0, 200) } };
    }
    return { status, body: parsed };
  }

  async catalog(): Promise<WarehouseCatalog> {
    const projects = await bigQueryControl(this.url).catalog();
    return { url: this.url, access: this.access(), projects };
  }

  /** A page of a table's (or one partition's) rows, under its schema. */
  async rows(request: RowsRequest, pageToken?: string): Promise<WarehouseGrid> {
    const { projectId, datasetId, tableId } = request;
    const base = tableId.replace(/\$.*$/, '');
    const table = await this.api(
      'GET',
      `${segment(projectId)}/datasets/${segment(datasetId)}/tables/${segment(base)}`,
    );
    if (table.status !== 200) return { columns: [], rows: [], totalRows: '0', error: errorOf(table) };
    const query = new URLSearchParams({ maxResults: String(PAGE_ROWS), ...(pageToken ? { pageToken } : {}) });
    const data = await this.api(
      'GET',
      `${segment(projectId)}/datasets/${segment(datasetId)}/tables/${segment(tableId)}/data?${query}`,
    );
    if (data.status !== 200) return { columns: [], rows: [], totalRows: '0', error: errorOf(data) };
    const next: WarehousePage | undefined = data.body.pageToken
      ? { kind: 'table', projectId, datasetId, tableId, pageToken: data.body.pageToken }
      : undefined;
    return grid(table.body.schema?.fields ?? [], data.body, next);
  }

  /** A query typed by the user, its first page of results; BigQuery's refusal comes back as data. */
  async query(request: QueryRequest): Promise<WarehouseGrid> {
    const answer = await this.api('POST', `${segment(request.projectId)}/queries`, {
      query: request.query,
      useLegacySql: false,
      maxResults: PAGE_ROWS,
    });
    return this.results(request.projectId, answer);
  }

  async page(page: WarehousePage): Promise<WarehouseGrid> {
    if (page.kind === 'table') return this.rows(page, page.pageToken);
    const query = new URLSearchParams({
      maxResults: String(PAGE_ROWS),
      pageToken: page.pageToken,
      location: page.location,
    });
    const answer = await this.api(
      'GET',
      `${segment(page.projectId)}/queries/${segment(page.jobId)}?${query}`,
    );
    return this.results(page.projectId, answer);
  }

  private results(projectId: string, answer: ApiAnswer): WarehouseGrid {
    if (answer.status !== 200) return { columns: [], rows: [], totalRows: '0', error: errorOf(answer) };
    const { jobReference, pageToken } = answer.body;
    const next: WarehousePage | undefined = pageToken
      ? { kind: 'query', projectId, jobId: jobReference.jobId, location: jobReference.location, pageToken }
      : undefined;
    return grid(answer.body.schema?.fields ?? [], answer.body, next);
  }
}

/** The Warehouse view's endpoints, for the playground server's POST routes. */
export function warehouseRoutes(
  warehouse: Warehouse,
  field: (body: Record<string, unknown>, key: string) => string,
): Record<string, (body: Record<string, unknown>) => Promise<unknown>> {
  return {
    '/api/warehouse/catalog': () => warehouse.catalog(),
    '/api/warehouse/rows': (body) =>
      warehouse.rows({
        projectId: field(body, 'projectId'),
        datasetId: field(body, 'datasetId'),
        tableId: field(body, 'tableId'),
      }),
    '/api/warehouse/query': (body) =>
      warehouse.query({ projectId: field(body, 'projectId'), query: field(body, 'query') }),
    '/api/warehouse/page': (body) => {
      const page = (body.page ?? {}) as Record<string, unknown>;
      const common = { projectId: field(page, 'projectId'), pageToken: field(page, 'pageToken') };
      return warehouse.page(
        page.kind === 'query'
          ? { kind: 'query', ...common, jobId: field(page, 'jobId'), location: field(page, 'location') }
          : {
              kind: 'table',
              ...common,
              datasetId: field(page, 'datasetId'),
              tableId: field(page, 'tableId'),
            },
      );
    },
  };
}
