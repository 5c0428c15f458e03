/**
 * Pages of rows (query results, `tabledata.list`): `maxResults` rows at most and never past the API's
 * 10 MB answer, from `startIndex` or from where an opaque `pageToken` left off; a token is only good for
 * the results it was given with.
 */
import { type CellOptions, rowOf } from './cells';
import type { Engine } from './engine';
import { fail } from './errors';
import type { Field } from './schema';

/** The API's cap on one answer's rows, in bytes of JSON. */
const MAX_PAGE_BYTES = 10 * 1024 * 1024;
/** Rows read from the engine at a time while a page fills. */
const CHUNK_ROWS = 10_000;

export interface PageAsk {
  start: number;
  maxResults?: number;
}

export interface Page {
  rows: { f: unknown[] }[];
  pageToken?: string;
}

/** Where a page starts and how long it may be, from `pageToken` (which wins) or `startIndex`, and `maxResults`. */
export function pageAsk(params: { get(name: string): string | null | undefined }, owner: string): PageAsk {
  const token = params.get('pageToken');
  const max = params.get('maxResults');
  const maxResults = max === null || max === undefined || max === '' ? undefined : Number(max);
  if (maxResults !== undefined && !(Number.isInteger(maxResults) && maxResults >= 0))
    throw fail.invalid(`Invalid value for maxResults: ${max}`);
  if (token) return { start: readToken(token, owner), maxResults };
  const start = Number(params.get('startIndex') ?? 0);
  if (!(Number.isInteger(start) && start >= 0))
    throw fail.invalid(`Invalid value for startIndex: ${params.get('startIndex')}`);
  return { start, maxResults };
}

/**
 * One page of `source`'s `total` rows (an engine table and the columns to read, `*` for a results table),
 * read as `fields`; a `pageToken` when rows remain.
 */
export async function readPage(
  engine: Engine,
  source: { from: string; columns: string },
  fields: readonly Field[],
  total: number,
  ask: PageAsk,
  owner: string,
  cells: CellOptions,
): Promise<Page> {
  const limit = Math.min(ask.maxResults ?? Number.POSITIVE_INFINITY, Math.max(0, total - ask.start));
  const rows: { f: unknown[] }[] = [];
  let bytes = 0;
  fill: while (rows.length < limit) {
    const take = Math.min(CHUNK_ROWS, limit - rows.length);
    const { rows: chunk } = await engine.query(
      `SELECT ${source.columns} FROM ${source.from} LIMIT ${take} OFFSET ${ask.start + rows.length}`,
    );
    if (!chunk.length) break;
    for (const values of chunk) {
      const row = rowOf(values, fields, cells);
      bytes += JSON.stringify(row).length + 1;
      if (rows.length > 0 && bytes > MAX_PAGE_BYTES) break fill;
      rows.push(row);
    }
  }
  const next = ask.start + rows.length;
  return { rows, ...(next < total ? { pageToken: makeToken(next, owner) } : {}) };
}

function makeToken(start: number, owner: string): string {
  return Buffer.from(JSON.stringify({ s: start, o: owner })).toString('base64url');
}

function readToken(token: string, owner: string): number {
  try {
    const { s, o } = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      s: unknown;
      o: unknown;
    };
    if (o === owner && typeof s === 'number' && Number.isInteger(s) && s >= 0) return s;
  } catch {
    // An unreadable token is as invalid as another result's.
  }
  throw fail.invalid(`Invalid page token: ${token}`);
}
