/**
 * Sources: how each kind of report is fetched one chunk at a time. A chunk is one result page, one
 * statistics run of up to 500 phrases, or one readiness check of a task. The same cursor always
 * means the same rows (constant page size, fixed phrase batches), which is what lets a resumed
 * chunk overwrite instead of duplicate.
 */
import * as keywords from '../families/keywords/endpoints';
import type { AnyRow } from '../api/schemas';
import { type Charge as PastCharge, estimateCost, type PlannedCall } from '../api/quota';
import type { DataSource } from '../api/source';
import { ItemRefusedError, NoDataError } from '../api/errors';
import type { KeywordStats } from '../families/keywords/statistics';
import type { ListEndpoint } from '../api/endpoint';
import { statisticsByPhrase } from '../api/refused-items';
import { normalizePhrase } from '../normalize';
import { flatten } from '../shared/table';
import type { Chunk, Cursor, Row } from './job';
import { type Charge, FREE_COUNTER, type Source } from './runner';
import { type Said, said } from '../shared/i18n/said';
import { STATISTICS_COLUMNS } from '../families/keywords/spec';

const FREE: Charge = { counter: FREE_COUNTER, units: 0 };

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

/** A row as the given (flattened) columns, in their order; a field the row lacks is a blank. */
function pickColumns(row: object, columns: readonly string[]): Row {
  const flat = flatten(row);
  return Object.fromEntries(columns.map((column) => [column, flat.get(column) ?? null]));
}

/**
 * The same chunks with rows left out (`keep`), shaped (`shape`: a report's own columns from the api's row)
 * and laid out as `columns`: the fields the add-on shows, in their order, whatever else the service sent
 * or left out (a blank stays a column).
 */
export function shapedSource<R extends Row>(
  source: Source,
  columns: readonly string[],
  keep: (row: R) => boolean = () => true,
  shape: (row: R) => object = (row) => row,
): Source {
  return {
    ...source,
    fetch: (cursor, maxRows) => {
      const chunk = source.fetch(cursor, maxRows);
      const rows = (chunk.rows as R[]).filter(keep).map((row) => pickColumns(shape(row), columns));
      return { ...chunk, rows };
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

/**
 * A column of phrases in statistics runs. Batch N is always input rows N×500 … N×500+499; repeats
 * within a batch are sent once, and a batch is charged on exactly the body it sends.
 */
function statisticsBatches(phrases: readonly string[], countryId: number, ctx: ChargeContext) {
  const { STATISTICS_BATCH_SIZE } = keywords;
  const inputs = (batch: number) =>
    phrases.slice(batch * STATISTICS_BATCH_SIZE, (batch + 1) * STATISTICS_BATCH_SIZE);
  const unique = (batch: number) => [...new Set(inputs(batch).map(normalizePhrase).filter(Boolean))];
  const charge = (batch: number): Charge => {
    const sent = unique(batch);
    const params = { keywords: sent, country_id: countryId };
    return sent.length ? firstCharge({ kind: 'tool', params, what: 'statistics' }, ctx) : FREE;
  };
  return { batches: Math.ceil(phrases.length / STATISTICS_BATCH_SIZE), inputs, unique, charge };
}

/** Every run of the column: runs repeated within 24 h are free. */
export function statisticsCharge(phrases: readonly string[], countryId: number, ctx: ChargeContext): Charge {
  const { batches, charge } = statisticsBatches(phrases, countryId, ctx);
  const charges = Array.from({ length: batches }, (_, batch) => charge(batch));
  const units = charges.reduce((sum, c) => sum + c.units, 0);
  const reason = units ? said('cost.newRuns', { units, batches }) : charges[0]?.reason;
  return { counter: 'tools_daily_limit', units, reason };
}

/** Keyword statistics for a column of phrases, one row per input row in input order; blanks stay blank rows. */
export function statisticsSource(
  data: DataSource,
  phrases: readonly string[],
  countryId: number,
  ctx: ChargeContext,
): Source {
  const { batches, inputs, unique, charge } = statisticsBatches(phrases, countryId, ctx);
  return {
    charge: (cursor) => charge(cursor.batch),
    fetch(cursor): Chunk {
      const sent = unique(cursor.batch);
      const found = new Map<string, KeywordStats>();
      if (sent.length) {
        // A phrase the service refuses (`keywords.3`) is left out and its row blank; the rest still fill.
        const [results] = statisticsByPhrase(data, [sent], { country_id: countryId });
        const failed = results.find((result) => !result.ok && !(result.error instanceof ItemRefusedError));
        if (failed && !failed.ok) throw failed.error;
        results.forEach((result, i) => {
          if (result.ok) found.set(sent[i], result.value);
        });
      }
      const rows = inputs(cursor.batch).map((phrase): Row => {
        const stats = found.get(normalizePhrase(phrase));
        return stats ? { phrase, ...pickColumns(stats, STATISTICS_COLUMNS) } : {};
      });
      const next: Cursor | null = cursor.batch + 1 < batches ? { ...cursor, batch: cursor.batch + 1 } : null;
      return { rows, next, pages: 1, units: charge(cursor.batch).units, rowsTotal: phrases.length };
    },
  };
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
