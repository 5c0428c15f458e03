/**
 * Builders for endpoint functions, so each endpoint module is a list of declarations (method, path,
 * parameters type, schema) rather than repeated request code. An endpoint is callable as
 * `endpoint(client, params)` and also yields its `ApiCall` for parallel batches (`client.callAll`).
 */
import * as z from 'zod/mini';
import type { ApiCall, ApiClient } from './client';
import type { Pagination } from './schemas';
import type { HttpMethod } from './transport';
import { list } from './read';
import { decode, decodeEnvelope } from './validate';

export interface Endpoint<P, T> {
  (client: ApiClient, params: P): T;
  readonly method: HttpMethod;
  readonly path: string;
  call(params: P): ApiCall<T>;
}

export interface PageRequest {
  /** 1-based. */
  readonly page?: number;
  readonly limit?: number;
}

export interface Page<Row> {
  readonly rows: Row[];
  /** Absent on endpoints that do not paginate. */
  readonly pagination?: Pagination;
}

export interface ListEndpoint<P, Row> extends Endpoint<P & PageRequest, Page<Row>> {
  /** The largest `limit` this endpoint accepts; a larger one is a 418. */
  readonly maxPageSize: number;
  /** Rows in this endpoint's wire shape read as its rows: what a tool server's records become. */
  readRows(rows: readonly unknown[], path: string): Row[];
}

/** Parameters object of an endpoint; `object` keeps optional interface fields assignable. */
export type Params = object;
/** For endpoints without parameters: call them with `{}`. */
export type NoParams = Record<string, never>;

interface EndpointOptions {
  /** False only for the token request. */
  readonly authenticated?: boolean;
  readonly expect?: 'json' | 'text';
}

function endpoint<P extends Params, T>(
  method: HttpMethod,
  path: string,
  decode: (body: unknown) => T,
  options: EndpointOptions = {},
): Endpoint<P, T> {
  const call = (params: P): ApiCall<T> => ({
    request: {
      method,
      path,
      params: params as Record<string, unknown>,
      authenticated: options.authenticated,
    },
    expect: options.expect,
    decode,
  });
  return Object.assign((client: ApiClient, params: P) => client.call(call(params)), { method, path, call });
}

/** An endpoint whose `data` is one value (an object, or an array we take whole). */
export function dataEndpoint<P extends Params, S extends z.ZodMiniType>(
  method: HttpMethod,
  path: string,
  data: S,
  options: EndpointOptions = {},
): Endpoint<P, z.output<S>> {
  return endpoint(method, path, (body) => decodeEnvelope(body, data, path).data, options);
}

/**
 * The rows of a list answer: an array, a map keyed by id (the service sends both), or an object holding
 * them under `rows` beside other keys (the SERP reports' `{rows, extra}`).
 */
export function rowsOf<S extends z.ZodMiniType>(row: S) {
  return z.pipe(
    z.pipe(
      z.unknown(),
      z.transform((v) => {
        const rows = typeof v === 'object' && v !== null ? (v as { rows?: unknown }).rows : undefined;
        return typeof rows === 'object' && rows !== null ? rows : v;
      }),
    ),
    list(row),
  );
}

/** An endpoint whose `data` a schema reads as a page of rows, with a `pagination` object. */
export function pagedEndpoint<P extends Params, Row>(
  method: HttpMethod,
  path: string,
  rows: z.ZodMiniType<Row[]>,
  maxPageSize = 100,
): ListEndpoint<P, Row> {
  const decodePage = (body: unknown): Page<Row> => {
    const { data, pagination } = decodeEnvelope(body, rows, path);
    return { rows: data, pagination };
  };
  const readRows = (records: readonly unknown[], from: string): Row[] => decode(records, rows, from);
  return Object.assign(endpoint<P & PageRequest, Page<Row>>(method, path, decodePage), {
    maxPageSize,
    readRows,
  });
}

/** An endpoint whose `data` is a list of rows (see `rowsOf`) with a `pagination` object. */
export function listEndpoint<P extends Params, S extends z.ZodMiniType>(
  method: HttpMethod,
  path: string,
  row: S,
  maxPageSize = 100,
): ListEndpoint<P, z.output<S>> {
  return pagedEndpoint(method, path, rowsOf(row) as z.ZodMiniType<z.output<S>[]>, maxPageSize);
}

/** A CSV export: the body is returned as text. */
export function textEndpoint<P extends Params>(method: HttpMethod, path: string): Endpoint<P, string> {
  return endpoint(method, path, (body) => String(body), { expect: 'text' });
}
