/** Validated list parameters (paging, filtering, sorting) and the paged reply, shared by every list report. */
import { rowCap } from './accounts';
import { everyRow, type FilterKeys, rowFilter } from './filtering';
import { type RowSort, rowSort } from './sorting';
import { daysBetween } from './clock';
import type { Input, Paging } from './input';
import { pagedReply } from './paging';
import { fail, type Reply } from './reply';
import type { Context } from './route';

export interface ListParams<Row> {
  paging: Paging;
  keep: (row: Row) => boolean;
  /** The request's `order`, if any: its `prop` is a path into the answer's records, so it sorts those. */
  sort?: RowSort<unknown>;
}

export function listParams<Row>(
  input: Input,
  maxLimit: number,
  filterKeys: FilterKeys<Row> = {},
): ListParams<Row> {
  return {
    paging: input.paging(maxLimit),
    keep: rowFilter(input.values.filtering, filterKeys),
    sort: rowSort(input.values.order),
  };
}

/**
 * The page of `rows` that passes the filter; `shape` builds the answer's records of that page only, unless
 * the request orders them: `order.prop` is a path into the answer's records, so then all are shaped first.
 */
export function listReply<Row>(
  ctx: Context,
  rows: readonly Row[],
  params: ListParams<Row>,
  shape?: (row: Row) => unknown,
): Reply {
  const kept = keptRows(rows, params);
  if (!params.sort) return pagedReply(kept, params.paging, rowCap(ctx.account), shape);
  const records = shape ? kept.map(shape) : kept;
  return pagedReply(params.sort(records), params.paging, rowCap(ctx.account));
}

/** The rows that pass the request's filter: the list itself when it filters nothing, not a copy a page. */
export function keptRows<Row>(rows: readonly Row[], params: ListParams<Row>): readonly Row[] {
  return params.keep === everyRow ? rows : rows.filter(params.keep);
}

/** The page-size maximum of most list endpoints. */
export const DEFAULT_PAGE_MAX = 100;

/** Longer histories are the service's `timeout` error: "narrow the request". */
export const MAX_HISTORY_POINTS = 731;

/** The days of a validated `date_min`..`date_max` range. */
export function historyDays(input: Input, defaults: { min: string; max: string }): string[] {
  const [min, max] = input.dateRange('date_min', 'date_max', defaults);
  const days = daysBetween(min, max);
  if (days.length > MAX_HISTORY_POINTS) throw fail.timeout();
  return days;
}
