/**
 * Sources: how each kind of report is fetched one chunk at a time. A chunk is one result page, one
 * statistics run of up to 500 phrases, or one readiness check of a task. The same cursor always
 * means the same rows (constant page size, fixed phrase batches), which is what lets a resumed
 * chunk overwrite instead of duplicate.
 */
import type { AnyRow } from '../api/schemas';
import { type Charge as PastCharge, estimateCost, type PlannedCall } from '../api/quota';
import type { DataSource } from '../api/source';
import { NoDataError } from '../api/errors';
import type { ListEndpoint } from '../api/endpoint';
import { flatten } from '../shared/table';
import type { Chunk, Cursor, ReportParams, Row } from './job';
import { domainParams } from './params';
import { type Charge, FREE_COUNTER, type Source } from './runner';
import type { Said } from '../shared/i18n/said';

export const FREE: Charge = { counter: FREE_COUNTER, units: 0 };

/** What a charge depends on besides the request: the time and this user's charges of the last 24 h. */
export interface ChargeContext {
  readonly now: number;
  readonly history: readonly PastCharge[];
}

/** What the first request of a report charges; later pages read computed results for free. */
export function firstCharge(planned: PlannedCall, ctx: ChargeContext): Charge {
  const { counter, units, key, reason } = estimateCost(planned, ctx.history, ctx.now);
  return { counter: counter ?? FREE.counter, units, key, reason };
}

/** What a report of a domain charges: a visibility unit for each new fetch mode, domain and market. */
export const visibilityCharge = (params: ReportParams, ctx: ChargeContext): Charge => {
  const { domain, fetch_mode, country_id } = domainParams(params);
  return firstCharge({ kind: 'visibility', fetchMode: fetch_mode, domain, countryId: country_id }, ctx);
};

/** A row as the given (flattened) columns, in their order; a field the row lacks is a blank. */
export function pickColumns(row: object, columns: readonly string[]): Row {
  const flat = flatten(row);
  return Object.fromEntries(columns.map((column) => [column, flat.get(column) ?? null]));
}

/**
 * The same chunks with rows left out (`keep`), shaped (`shape`: a report's own columns from the api's row)
 * and laid out as `columns`: the fields the add-on shows, in their order, whatever else the service sent
 * or left out (a blank stays a column). A row left out that the run keeps beside its table (`aside`: the
 * asked domain's own among its competitors) is laid out the same.
 */
export function shapedSource<R extends Row>(
  source: Source,
  columns: readonly string[],
  keep: (row: R) => boolean = () => true,
  shape: (row: R) => object = (row) => row,
  aside?: (row: R) => boolean,
): Source {
  return {
    ...source,
    fetch: (cursor, maxRows) => {
      const chunk = source.fetch(cursor, maxRows);
      const rows = (chunk.rows as R[]).filter(keep).map((row) => pickColumns(shape(row), columns));
      const kept = aside && (chunk.rows as R[]).find(aside);
      return { ...chunk, rows, ...(kept && { aside: pickColumns(shape(kept), columns) }) };
    },
  };
}

/** A paginated report read page by page at a constant page size. */
export function pagedSource<P extends object>(
  data: DataSource,
  endpoint: ListEndpoint<P, AnyRow>,
  params: P,
  first: Charge,
  rowLimit: number,
): Source {
  // Fixed for the whole job: page N must always mean the same rows.
  const pageSize = Math.max(1, Math.min(endpoint.maxPageSize, rowLimit));
  return {
    charge: (cursor) => (cursor.page === 1 ? first : FREE),
    fetch: (cursor) =>
      pageChunk(
        cursor,
        readPage(data, endpoint, params, cursor.page, pageSize),
        cursor.page === 1 ? first.units : 0,
      ),
  };
}

/** What one request answered, and what the sheet's note should say about it (points spaced otherwise than asked). */
export interface Answered {
  readonly rows: readonly Row[];
  readonly notice?: Said;
}

/** A report answered by one request: a record, a series, a short list. */
export function singleSource(first: Charge, read: () => readonly Row[] | Answered): Source {
  return {
    charge: () => first,
    fetch: () => {
      const answered = answeredOrNoData(read);
      const { rows, notice } = Array.isArray(answered)
        ? { rows: answered, notice: undefined }
        : (answered as Answered);
      return { rows, next: null, pages: 1, units: first.units, ...(notice && { notice }) };
    },
  };
}

/** A market without data (the tool server's `no_data`) is an answer: no rows, and the sheet's note says so. */
function answeredOrNoData(read: () => readonly Row[] | Answered): readonly Row[] | Answered {
  try {
    return read();
  } catch (error) {
    if (error instanceof NoDataError) return { rows: [], notice: error.said };
    throw error;
  }
}

export interface PageOfRows {
  readonly rows: readonly Row[];
  readonly nextPage: number | null;
  readonly total: number | null;
}

/** One page of a paginated endpoint at a fixed page size. */
export function readPage<P extends object>(
  data: DataSource,
  endpoint: ListEndpoint<P, AnyRow>,
  params: P,
  page: number,
  pageSize: number,
): PageOfRows {
  const result = data.pages(endpoint, params, { startPage: page, maxPages: 1, pageSize });
  return { rows: result.rows, nextPage: result.nextPage, total: result.totalCount ?? null };
}

function pageChunk(cursor: Cursor, page: PageOfRows, units: number): Chunk {
  const next = page.nextPage === null ? null : { ...cursor, page: page.nextPage };
  return { rows: page.rows, next, pages: 1, units, rowsTotal: page.total };
}

export interface TaskSteps {
  /** Creates the task (or finds the existing one) and returns its id. */
  create(): number;
  ready(taskId: number): boolean;
  /** Reads one page of a ready task's report. */
  page(taskId: number, page: number): PageOfRows;
  readonly createCharge: Charge;
  /** Wait between readiness checks. */
  readonly pollMs: number;
}

/**
 * A report read from an asynchronous task: create it once (its id rides in the cursor, so a
 * resumed job never creates it again), check until ready, then read pages.
 */
export function taskSource(data: DataSource, steps: TaskSteps): Source {
  return {
    charge: (cursor) => (cursor.taskId === undefined ? steps.createCharge : FREE),
    fetch(cursor): Chunk {
      if (cursor.taskId === undefined) {
        const taskId = steps.create();
        return { rows: [], next: { ...cursor, taskId }, pages: 0, units: steps.createCharge.units };
      }
      if (!steps.ready(cursor.taskId)) {
        data.pause(steps.pollMs);
        return { rows: [], next: cursor, pages: 0, units: 0 };
      }
      return pageChunk(cursor, steps.page(cursor.taskId, cursor.page), 0);
    },
  };
}
