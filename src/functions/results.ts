/**
 * The shape most formulas share: read a list report page by page (cached as a whole), and lay it out
 * as a table with a closing note when the rows are not all there.
 */
import * as users from '../api/users';
import {
  ApiError,
  DeadlineExceededError,
  type FieldSource,
  HeldBackError,
  InvalidDataError,
  ItemRefusedError,
  NoDataError,
  refusalOf,
  saidOf,
} from '../api/errors';
import type { Blanks, DataSource, Declared } from '../api/source';
import type { ListEndpoint, Params } from '../api/endpoint';
import type { PagedResult } from '../api/pagination';
import { planRowCuts, quotaModel, type RowCuts, rowCutAt } from '../api/quota';
import type { Settled } from '../api/client';
import type { DataKind } from '../cache';
import type { Arg } from './args';
import { cachedFetch } from './cached';
import type { FormulaContext } from './formula';
import { blankColumnsNote, type Row, type Table, type TableOptions, toTable } from '../shared/table';
import { type Said, said } from '../shared/i18n/said';

/**
 * The note of an input row whose item failed. Out of time, or after a failure that may pass (a 504), it
 * says how to go on: the items that arrived are cached, so entering the formula again sends only the rest.
 * The service's refusal of the item names the argument and the row it came from (`at`).
 */
export function rowNote(error: unknown, at?: FieldSource): Said {
  if (error instanceof HeldBackError) return error.row;
  if (error instanceof DeadlineExceededError) return said('note.outOfTime');
  if (error instanceof ApiError && error.retryable) return said('note.tryLater', { error: error.said });
  if (at && error instanceof InvalidDataError && error.fields.length)
    return refusalOf(error.fields, () => at);
  return saidOf(error);
}

/**
 * The error a cell shows when not one item came through (a sign-in, a spent quota): the first failure,
 * rather than a column of the same note. Undefined when something came through, or nothing was asked.
 */
export function everyItemFailed(results: Iterable<Settled<unknown>>): ApiError | undefined {
  let first: ApiError | undefined;
  for (const result of results) {
    // An item the service refused, or the spend guard held back, is that row's own answer (its hint),
    // not a failure of the formula: the table keeps its layout.
    if (result.ok || result.error instanceof ItemRefusedError || result.error instanceof HeldBackError)
      return undefined;
    first ??= result.error;
  }
  return first;
}

/** The spend guard's story of the items it held back, for the table's closing note; undefined when none. */
export function heldNote(results: Iterable<Settled<unknown>>): Said | undefined {
  for (const result of results)
    if (!result.ok && result.error instanceof HeldBackError) return result.error.said;
  return undefined;
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
 * Rows are cached as the api layer shapes them (each family's `rows.ts`); this changes with a shape, so a document's
 * entries of an older shape are fetched again rather than shown in the new columns as blanks.
 */
const ROWS_SHAPE = 4;

/** No plan cuts a list shorter (the seed spec's smallest rows per report, Lite's): a list this long needs no plan. */
const SMALLEST_PLAN_ROWS = 500;

/**
 * The most rows a list at `path` can hold for this sign-in: the rows asked, or the plan's cut when smaller.
 * The service cuts every list at the plan's rows per report and says nothing of it, so a Lite account's
 * 500 rows look whole: cached under the rows asked alone, they would answer a Prime account asking for
 * 1,000. Up to the smallest cut nothing is asked; past it, the account's rows per report from getLimits
 * (free), kept a while as the account's own data (its projects' freshness) so recalculating asks nothing.
 */
export function rowsHeld(ctx: FormulaContext, path: string, maxRows: number): number {
  if (maxRows <= SMALLEST_PLAN_ROWS) return maxRows;
  const cuts = cachedFetch<RowCuts>(ctx, 'monitoring', ['rowsPerReport'], undefined, () => {
    const source = ctx.source();
    return {
      value: planRowCuts(quotaModel(source.get(users.getLimits, {}), source.budget.now())),
      complete: true,
    };
  });
  return Math.min(maxRows, rowCutAt(cuts, path) ?? maxRows);
}

/**
 * Up to `maxRows` rows of a list report, from the data source; only a result that is not cut short by
 * time is cached. The cache key is the endpoint's path and parameters and the rows the list can hold for
 * this sign-in (`rowsHeld`), whichever connection fetched it, so a connection change finds what the other
 * one fetched, and a larger plan is not served a smaller plan's cut. `heldBack` is asked before anything
 * is sent (the spend guard): what it says stands under an empty table, and nothing is kept.
 */
export function listRows<P extends Params, T>(
  ctx: FormulaContext,
  kind: DataKind,
  endpoint: ListEndpoint<P, T>,
  params: P,
  maxRows: number,
  refresh: Arg,
  heldBack: () => ApiError | undefined = () => undefined,
): Rows<T> {
  const held = rowsHeld(ctx, endpoint.path, maxRows);
  return cachedFetch(ctx, kind, [endpoint.path, params, held, ROWS_SHAPE], refresh, () =>
    orNoData(() => {
      const stopped = heldBack();
      if (stopped) return { value: { rows: [], note: stopped.said }, complete: false };
      const source = ctx.source();
      const result = source.pages(endpoint, params, { maxRows });
      const value = withBlanks(source, endpoint, { rows: result.rows, note: noteFor(result) });
      return { value, complete: result.reason !== 'time' };
    }),
  );
}

/**
 * A market without data (the tool server's `no_data`) is an answer, kept like any other: no rows, and a
 * note that says so instead of the cell's error.
 */
export function orNoData<T>(fetch: () => { value: Rows<T>; complete: boolean }): {
  value: Rows<T>;
  complete: boolean;
} {
  try {
    return fetch();
  } catch (error) {
    if (error instanceof NoDataError) return { value: { rows: [], note: error.said }, complete: true };
    throw error;
  }
}

/** Rows with the columns `source` leaves blank for `endpoint`, when it leaves any and there are rows. */
export function withBlanks<T>(source: DataSource, endpoint: Declared, rows: Rows<T>): Rows<T> {
  const blanks = rows.rows.length ? source.blanks(endpoint) : null;
  return blanks ? { ...rows, blanks } : rows;
}

/**
 * The table of a result, its notes as closing rows: why rows are missing, and which columns are blank and
 * why (a custom function cannot set a cell's note), their names in the document's language. Its columns are
 * given (the family's spec.ts): a formula's header follows from its arguments, never from the rows that came.
 */
export function rowsTable(
  ctx: Pick<FormulaContext, 'documentLanguage'>,
  result: Rows<Row>,
  options: TableOptions & { readonly columns: readonly string[] },
): Table {
  const { blanks: given } = result;
  const blank = given?.columns.filter((column) => options.columns.includes(column));
  const blanks =
    given && blank?.length ? blankColumnsNote(blank, given.why, ctx.documentLanguage()) : undefined;
  const notes = [result.note, blanks].filter((note): note is Said => note !== undefined);
  // No rows but a note (a path left out): what the caller says of an empty table still comes first.
  const none = !result.rows.length && notes.length && options.empty ? [{ note: options.empty }] : [];
  const rows: Row[] = [...result.rows, ...none, ...notes.map((note) => ({ note }))];
  return toTable(rows, { empty: said('note.noData'), words: () => ctx.documentLanguage(), ...options });
}

/** Two notes as one, either of which may be absent. */
export function joinNotes(first: Said | undefined, second: Said | undefined): Said | undefined {
  return first && second ? said('join', { first, second }) : (first ?? second);
}

/** Rows with one more closing note after theirs (`note` may be absent). */
export function withNote<T>(rows: Rows<T>, note: Said | undefined): Rows<T> {
  return note ? { ...rows, note: joinNotes(rows.note, note) } : rows;
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
  return cachedFetch(ctx, kind, key, refresh, () =>
    orNoData(() => {
      const source = ctx.source();
      return { value: withBlanks(source, endpoint, { rows: fetch(source) }), complete: true };
    }),
  );
}
