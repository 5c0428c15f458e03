/** Validation of a success body against a schema; disagreement becomes a ResponseValidationError naming the path. */
import * as z from 'zod/mini';
import { once } from '../shared/lazy';
import { PageTooLargeError, ResponseValidationError } from './errors';
import { tolerant, type Lazy, type Schema } from './read';
import { type Pagination, paginationSchema } from './schemas';

export interface Envelope<D> {
  readonly data: D;
  readonly pagination?: Pagination;
}

/** An endpoint's envelope around its `data`, built when its first answer is read. */
export const envelope = <T>(data: Lazy<T>): Lazy<Envelope<T>> =>
  once(() => z.object({ data: data(), pagination: tolerant(paginationSchema()) }) as Schema<Envelope<T>>);

/** A body read by `schema`, or a ResponseValidationError naming `path` and what disagreed. */
export function decode<T>(body: unknown, schema: Schema<T>, path: string): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ResponseValidationError(
      result.error.issues.map((i) => ({ path: i.path, message: describe(i) })),
      { path, status: 200 },
    );
  }
  return result.data;
}

/** zod/mini carries no message catalogue: say in words what is wrong with the field. */
function describe(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_type' && issue.code !== 'invalid_union') return issue.message;
  return issue.input === undefined || issue.input === null ? 'missing' : 'not readable';
}

/**
 * How many pages' worth of rows a page may hold before it is no page at all: the service sends at most
 * the rows asked; one that sends ten times as many is broken or hostile, and reading it row by row (a
 * 1,300,000-row, 47 MB answer took 35-40 s to validate) would outlast a custom function's 30 s.
 */
export const OVERSIZE_FACTOR = 10;

/**
 * A page's answer with its rows (under `key`: REST's `data`, a tool's `records`) cut to the `asked` before
 * anything reads them one by one; a page of more than OVERSIZE_FACTOR times as many is refused unread.
 * The rows are a list, a map keyed by id, or either under `rows` beside other keys, as `rowsOf` reads them.
 */
export function cutPage(
  answer: unknown,
  key: 'data' | 'records',
  asked: number | undefined,
  path: string,
): unknown {
  if (!asked || typeof answer !== 'object' || answer === null) return answer;
  const holder = answer as Record<string, unknown>;
  const rows = cutRows(holder[key], asked, path);
  return rows === holder[key] ? answer : { ...holder, [key]: rows };
}

function cutRows(rows: unknown, asked: number, path: string): unknown {
  if (typeof rows !== 'object' || rows === null) return rows;
  const refuse = (count: number) => {
    if (count > asked * OVERSIZE_FACTOR) throw new PageTooLargeError(count, asked, { path, status: 200 });
  };
  if (Array.isArray(rows)) {
    refuse(rows.length);
    return rows.length > asked ? rows.slice(0, asked) : rows;
  }
  const inner = (rows as { rows?: unknown }).rows;
  if (typeof inner === 'object' && inner !== null) {
    const cut = cutRows(inner, asked, path);
    return cut === inner ? rows : { ...rows, rows: cut };
  }
  const ids = Object.keys(rows);
  refuse(ids.length);
  if (ids.length <= asked) return rows;
  const map = rows as Record<string, unknown>;
  return Object.fromEntries(ids.slice(0, asked).map((id) => [id, map[id]]));
}
