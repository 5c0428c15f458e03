/** One page of a computed list, with the spec's pagination object and the plan's row cap. */
import type { Paging } from './input';
import { ok, type Reply } from './reply';

export interface Pagination {
  page_count: number;
  current_page: number;
  has_next_page: boolean;
  has_prev_page: boolean;
  count: number;
  limit: number;
}

export function page<Row>(
  rows: readonly Row[],
  paging: Paging,
  rowCap: number,
): { data: Row[]; pagination: Pagination } {
  const count = Math.min(rows.length, rowCap);
  const start = paging.offset ?? (paging.page - 1) * paging.limit;
  const data = start < count ? rows.slice(start, Math.min(start + paging.limit, count)) : [];
  const pageCount = Math.ceil(count / paging.limit);
  return {
    data,
    pagination: {
      page_count: pageCount,
      current_page: paging.page,
      has_next_page: start + paging.limit < count,
      has_prev_page: start > 0,
      count,
      limit: paging.limit,
    },
  };
}

export function pagedReply<Row>(
  rows: readonly Row[],
  paging: Paging,
  rowCap: number,
  shape?: (row: Row) => unknown,
): Reply {
  const { data, pagination } = page(rows, paging, rowCap);
  return ok(shape ? data.map(shape) : data, pagination);
}
