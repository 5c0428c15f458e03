/**
 * The shape most formulas share: read a list report page by page (cached as a whole), and lay it out
 * as a table with a closing note when the rows are not all there.
 */
import {
  ApiError,
  type Blanks,
  type DataSource,
  DeadlineExceededError,
  type Declared,
  type ListEndpoint,
  type PagedResult,
  type Params,
  saidOf,
  type Settled,
} from '../api';
import type { DataKind } from '../cache';
import type { Arg } from './args';
import { cachedFetch } from './cached';
import type { FormulaContext } from './formula';
import { blankColumnsNote, type Row, type Table, type TableOptions, toTable } from '../shared/table';
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

/**
 * The error a cell shows when not one item came through (a sign-in, a spent quota): the first failure,
 * rather than a column of the same note. Undefined when something came through, or nothing was asked.
 */
export function everyItemFailed(results: Iterable<Settled<unknown>>): ApiError | undefined {
  let first: ApiError | undefined;
  for (const result of results) {
    if (result.ok) return undefined;
    first ??= result.error;
  }
  return first;
}

export interface Rows<T = object> {
  readonly rows: T[];
  /** Why some rows are missing, shown under the table (cached as a message, never as words). */
  readonly note?: Said;
  /** Columns the connection that fetched the rows could not fill, and why: said under the table. */
  readonly blanks?: Blanks;
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
const ROWS_SHAPE = 4;

/**
 * Up to `maxRows` rows of a list report, from the data source; only a result that is not cut short by
 * time is cached. The cache key is the endpoint's path and parameters, whichever connection fetched it,
 * so a connection change finds what the other one fetched.
 */
export function listRows<P extends Params, T>(
  ctx: FormulaContext,
  kind: DataKind,
  endpoint: ListEndpoint<P, T>,
  params: P,
  maxRows: number,
  refresh: Arg,
): Rows<T> {
  return cachedFetch(ctx, kind, [endpoint.path, params, maxRows, ROWS_SHAPE], refresh, () => {
    const source = ctx.source();
    const result = source.pages(endpoint, params, { maxRows });
    const value = withBlanks(source, endpoint, { rows: result.rows, note: noteFor(result) });
    return { value, complete: result.reason !== 'time' };
  });
}

/** Rows with the columns `source` leaves blank for `endpoint`, when it leaves any and there are rows. */
export function withBlanks<T>(source: DataSource, endpoint: Declared, rows: Rows<T>): Rows<T> {
  const blanks = rows.rows.length ? source.blanks(endpoint) : null;
  return blanks ? { ...rows, blanks } : rows;
}

/**
 * The table of a result, its notes as closing rows: why rows are missing, and which columns are blank and
 * why (a custom function cannot set a cell's note), their names in the document's language.
 */
export function rowsTable(
  ctx: Pick<FormulaContext, 'documentLanguage'>,
  result: Rows<Row>,
  options: TableOptions,
): Table {
  const { blanks: given } = result;
  const blank = given?.columns.filter((column) => !options.columns || options.columns.includes(column));
  const blanks =
    given && blank?.length ? blankColumnsNote(blank, given.why, ctx.documentLanguage()) : undefined;
  const notes = [result.note, blanks].filter((note): note is Said => note !== undefined);
  const rows: Row[] = [...result.rows, ...notes.map((note) => ({ note }))];
  return toTable(rows, { empty: said('note.noData'), ...options });
}

/** A report the service answers in one piece (no pages) from `endpoint`, cached whole. */
export function wholeRows(
  ctx: FormulaContext,
  kind: DataKind,
  key: unknown,
  refresh: Arg,
  endpoint: Declared,
  fetch: (source: DataSource) => object[],
): Rows {
  return cachedFetch(ctx, kind, key, refresh, () => {
    const source = ctx.source();
    return { value: withBlanks(source, endpoint, { rows: fetch(source) }), complete: true };
  });
}
