/**
 * Page iteration with honest partial results. A cursor walks a list endpoint page by page with a constant
 * page size (so page N always means the same offset), stops at the caller's row cap, the plan's
 * `*_rows_per_report`, or when the execution has no time for another page, and says which one stopped it.
 */
import type { ApiClient } from './client';
import type { ListEndpoint, Page, PageRequest, Params } from './endpoint';
import { DeadlineExceededError, GatewayTimeoutError } from './errors';
import { passes } from './wire';
import type { Filtering } from '../shared/filter';

/** Why iteration ended: all rows read, a cap reached, out of time, or the caller's page budget for this chunk. */
export type StopReason = 'complete' | 'rowCap' | 'planRows' | 'time' | 'pageBudget';

export interface PaginateOptions {
  /** The caller's cap on rows. */
  readonly maxRows?: number;
  /** The plan's row cap for this report (see quota.rowsPerReport). */
  readonly rowsPerReport?: number;
  /** Defaults to the endpoint's maximum. */
  readonly pageSize?: number;
  /** Resume from this page (1-based); pages before it are assumed read. */
  readonly startPage?: number;
  /** Read at most this many pages now (resumable jobs cut their work in chunks). */
  readonly maxPages?: number;
}

export interface PagedResult<Row> {
  readonly rows: Row[];
  /** True when the service holds more rows than were returned. */
  readonly partial: boolean;
  readonly reason: StopReason;
  /** The page to resume from, or null when complete. */
  readonly nextPage: number | null;
  /** Total rows the service reports for the query, when it says. */
  readonly totalCount?: number;
  readonly pageSize: number;
}

export class PageCursor<P extends Params, Row> implements Iterable<Page<Row>> {
  reason: StopReason | null = null;
  nextPage: number;
  totalCount: number | undefined;
  readonly pageSize: number;
  private readonly cap: number;
  private readonly capReason: StopReason;
  private rowsSeen = 0;
  private slowestPageMs = 0;

  constructor(
    private readonly client: ApiClient,
    private readonly endpoint: ListEndpoint<P, Row>,
    private readonly params: P,
    private readonly options: PaginateOptions = {},
  ) {
    const plan = options.rowsPerReport ?? Number.POSITIVE_INFINITY;
    const caller = options.maxRows ?? Number.POSITIVE_INFINITY;
    this.cap = Math.min(plan, caller);
    this.capReason = caller <= plan ? 'rowCap' : 'planRows';
    const wanted = Math.min(options.pageSize ?? endpoint.maxPageSize, endpoint.maxPageSize, this.cap);
    this.pageSize = Math.max(1, Math.floor(wanted));
    this.nextPage = options.startPage ?? 1;
  }

  *[Symbol.iterator](): Iterator<Page<Row>> {
    for (let read = 0; ; read++) {
      const stop = this.stopBefore(read);
      if (stop) {
        this.reason = stop;
        return;
      }
      const page = this.fetch();
      if (!page) return;
      const room = this.cap - this.rowsSeen;
      // A filter the service ignored: only the rows it holds of are shown, and later pages make up the rest.
      const { filtering } = this.params as { filtering?: Filtering };
      const matching = filtering ? page.rows.filter((row) => passes(row, filtering)) : page.rows;
      const rows = matching.length > room ? matching.slice(0, room) : matching;
      this.rowsSeen += rows.length;
      this.totalCount = page.pagination?.count ?? this.totalCount;
      const last = !page.pagination?.has_next_page || page.rows.length === 0;
      this.nextPage++;
      yield { rows, pagination: page.pagination };
      if (last) {
        this.reason = 'complete';
        return;
      }
    }
  }

  /** Every row, across pages. */
  *items(): Generator<Row> {
    for (const page of this) yield* page.rows;
  }

  private stopBefore(pagesRead: number): StopReason | null {
    if (this.rowsSeen >= this.cap) return this.capReason;
    if (this.options.maxPages !== undefined && pagesRead >= this.options.maxPages) return 'pageBudget';
    // The first page is always attempted; later ones only when the slowest page so far still fits.
    if (pagesRead > 0 && this.client.budget.remainingMs() < this.slowestPageMs * 1.5) return 'time';
    return null;
  }

  private fetch(): Page<Row> | null {
    const started = this.client.budget.now();
    const request = { ...this.params, page: this.nextPage, limit: this.pageSize } as P & PageRequest;
    try {
      const page = this.endpoint(this.client, request);
      this.slowestPageMs = Math.max(this.slowestPageMs, this.client.budget.now() - started);
      return page;
    } catch (error) {
      // Out of time, or the service's gateway was (504), after some rows: keep them. With none, there is
      // nothing partial to return.
      const outOfTime = error instanceof DeadlineExceededError || error instanceof GatewayTimeoutError;
      if (outOfTime && this.rowsSeen > 0) {
        this.reason = 'time';
        return null;
      }
      throw error;
    }
  }
}

/** Reads pages until done or stopped and returns the rows with why it stopped. */
export function collectPages<P extends Params, Row>(
  client: ApiClient,
  endpoint: ListEndpoint<P, Row>,
  params: P,
  options: PaginateOptions = {},
): PagedResult<Row> {
  const cursor = new PageCursor(client, endpoint, params, options);
  const rows: Row[] = [];
  for (const page of cursor) rows.push(...page.rows);
  const reason = cursor.reason ?? 'complete';
  const complete =
    reason === 'complete' || (cursor.totalCount !== undefined && rows.length >= cursor.totalCount);
  return {
    rows,
    partial: !complete,
    reason: complete ? 'complete' : reason,
    nextPage: complete ? null : cursor.nextPage,
    totalCount: cursor.totalCount,
    pageSize: cursor.pageSize,
  };
}
