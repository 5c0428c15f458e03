/**
 * The shape most formulas share: read a list report page by page (cached as a whole), and lay it out
 * as a table with a closing note when the rows are not all there.
 */
import { collectPages, type ListEndpoint, type PagedResult, type Params } from '../api';
import type { DataKind } from '../cache';
import type { Arg } from './args';
import { cachedFetch } from './cached';
import type { FormulaContext } from './formula';
import { type Row, type Table, type TableOptions, toTable } from '../shared/table';

export const LAUNCHER_HINT = 'use Extensions › SEO Sheets › Run a report for all of it';

export interface Rows<T = object> {
  readonly rows: T[];
  /** Why some rows are missing, shown under the table. */
  readonly note?: string;
}

function noteFor(result: PagedResult<unknown>): string | undefined {
  if (!result.partial) return undefined;
  const of = result.totalCount ? ` of ${result.totalCount}` : '';
  if (result.reason === 'planRows')
    return `First ${result.rows.length}${of} rows: the plan's limit per report.`;
  if (result.reason === 'time')
    return `First ${result.rows.length}${of} rows: no time for more in a formula; ${LAUNCHER_HINT}.`;
  return undefined;
}

/**
 * Rows are cached as the api layer shapes them (`api/rows.ts`); this changes with a shape, so a document's
 * entries of an older shape are fetched again rather than shown in the new columns as blanks.
 */
const ROWS_SHAPE = 2;

/** Up to `maxRows` rows of a list report; only a result that is not cut short by time is cached. */
export function listRows<P extends Params, T>(
  ctx: FormulaContext,
  kind: DataKind,
  endpoint: ListEndpoint<P, T>,
  params: P,
  maxRows: number,
  refresh: Arg,
): Rows<T> {
  return cachedFetch(ctx, kind, [endpoint.path, params, maxRows, ROWS_SHAPE], refresh, () => {
    const result = collectPages(ctx.client(), endpoint, params, { maxRows });
    return { value: { rows: result.rows, note: noteFor(result) }, complete: result.reason !== 'time' };
  });
}

export function rowsTable(result: Rows, options: TableOptions): Table {
  const rows: Row[] = result.note ? [...result.rows, { note: result.note }] : result.rows;
  return toTable(rows, { empty: 'No data.', ...options });
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
