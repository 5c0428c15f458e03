/**
 * The shape most formulas share: read a list report page by page (cached as a whole), and lay it out
 * as a table with a closing note when the rows are not all there.
 */
import {
  ApiError,
  collectPages,
  DeadlineExceededError,
  type ListEndpoint,
  type PagedResult,
  type Params,
  type ToolQuery,
  toolPages,
  toolRecords,
  saidOf,
} from '../api';
import type { DataKind } from '../cache';
import type { Arg } from './args';
import { cachedFetch } from './cached';
import type { FormulaContext } from './formula';
import { type Row, type Table, type TableOptions, toTable } from '../shared/table';
import { type Said, said } from '../shared/i18n/said';

/**
 * The note of an input row whose item failed. Out of time, or after a failure that may pass (a 504), it
 * says how to go on: the items that arrived are cached, so entering the formula again sends only the rest.
 */
export function rowNote(error: unknown): Said {
  if (error instanceof DeadlineExceededError) return said('note.outOfTime');
  if (error instanceof ApiError && error.retryable) return said('note.tryLater', { error: error.said });
  return saidOf(error);
}

export interface Rows<T = object> {
  readonly rows: T[];
  /** Why some rows are missing, shown under the table (cached as a message, never as words). */
  readonly note?: Said;
}

function noteFor(result: PagedResult<unknown>): Said | undefined {
  if (!result.partial || (result.reason !== 'planRows' && result.reason !== 'time')) return undefined;
  const count = result.rows.length;
  const total = result.totalCount;
  if (result.reason === 'planRows')
    return total ? said('note.planRowsOf', { count, total }) : said('note.planRows', { count });
  return total ? said('note.timeRowsOf', { count, total }) : said('note.timeRows', { count });
}

/**
 * Rows are cached as the api layer shapes them (`api/rows.ts`); this changes with a shape, so a document's
 * entries of an older shape are fetched again rather than shown in the new columns as blanks.
 */
const ROWS_SHAPE = 3;

/**
 * Up to `maxRows` rows of a list report; only a result that is not cut short by time is cached. Over the
 * tool server, `tool` is the list tool whose records, read as REST's wire rows, become the endpoint's rows;
 * without one the formula needs the API. Either way the cache key is REST's, so a connection change finds
 * what the other one fetched.
 */
export function listRows<P extends Params, T>(
  ctx: FormulaContext,
  kind: DataKind,
  endpoint: ListEndpoint<P, T>,
  params: P,
  maxRows: number,
  refresh: Arg,
  tool?: ToolQuery,
): Rows<T> {
  return cachedFetch(ctx, kind, [endpoint.path, params, maxRows, ROWS_SHAPE], refresh, () => {
    const tools = tool ? ctx.tools() : null;
    const result = tools
      ? toolRowsOf(endpoint, toolPages(tools, tool as ToolQuery, maxRows))
      : collectPages(ctx.client(), endpoint, params, { maxRows });
    return { value: { rows: result.rows, note: noteFor(result) }, complete: result.reason !== 'time' };
  });
}

/** A tool's pages with each record read by the endpoint's row reader, as REST's pages are. */
function toolRowsOf<T>(endpoint: ListEndpoint<never, T>, pages: PagedResult<object>): PagedResult<T> {
  return { ...pages, rows: endpoint.readRows(pages.rows, `/mcp ${endpoint.path}`) };
}

export function rowsTable(result: Rows, options: TableOptions): Table {
  const rows: Row[] = result.note ? [...result.rows, { note: result.note }] : result.rows;
  return toTable(rows, { empty: said('note.noData'), ...options });
}

/** REST's fields of a tool-server record, in REST's order (the tool's record holds more or orders them otherwise). */
export const pick =
  (...fields: string[]) =>
  (record: Record<string, unknown>): object =>
    Object.fromEntries(fields.map((field) => [field, record[field]]));

/**
 * A whole list over the connection in effect: the tool's records over the tool server (every page of them
 * up to `pagedUpTo` when the tool pages what the API gives whole), else `rest()`.
 */
export function eitherRows(
  ctx: FormulaContext,
  tool: ToolQuery,
  rest: () => object[],
  pagedUpTo?: number,
): object[] {
  const tools = ctx.tools();
  if (!tools) return rest();
  return pagedUpTo ? toolPages(tools, tool, pagedUpTo).rows : toolRecords(tools, tool);
}

/** A report the service answers in one piece (no pages), cached whole. */
export function wholeRows(
  ctx: FormulaContext,
  kind: DataKind,
  key: unknown,
  refresh: Arg,
  fetch: () => object[],
): Rows {
  return cachedFetch(ctx, kind, key, refresh, () => ({ value: { rows: fetch() }, complete: true }));
}
