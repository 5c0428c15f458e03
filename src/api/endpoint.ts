import type { ApiCall, ApiClient } from './client';
import { wireAddress } from '../normalize';
import { once } from '../shared/lazy';
import type { Pagination } from './schemas';
import type { HttpMethod } from './transport';
import { type Lazy, list, reshaped } from './read';
import { cutPage, decode, envelope } from './validate';

export interface Endpoint<P, T> {
  (client: ApiClient, params: P): T;
  readonly method: HttpMethod;
  readonly path: string;
  call(params: P): ApiCall<T>;
  /**
   * An answer's `data`, in this endpoint's wire shape, read as the endpoint reads it: how the tool server's
   * records, put in REST's shape by `tool`, become the same value REST's answer does.
   */
  readData(data: unknown, from: string): T;
  /** The tool server's tool that answers what this endpoint answers, where there is one. */
  readonly tool?: ToolBinding<P>;
}

/**
 * How the tool server answers an endpoint's question: the tool, its arguments, and how its records become
 * the endpoint's wire rows, so one row reader reads both doors' answers.
 */
export interface ToolBinding<P> {
  /** The tool's name, as the server's tools/list gives it. */
  readonly name: string;
  /** The tool's arguments for the endpoint's parameters; null where the tool cannot ask it (a filter). Default: the same. */
  readonly args?: (params: P) => object | null;
  /**
   * The markets (`country_id`) the tool answers for, where it takes fewer than the endpoint: a request for
   * another is refused before it is sent, naming them, rather than met with a 418 after a charge.
   */
  readonly markets?: readonly number[];
  /**
   * How the tool answers: pages of rows (the default), all its rows at once, one `record` (or the answer
   * itself when it holds none), or the answer itself. Rows are the list the answer holds, under whatever
   * key (`mcp/answer.ts`).
   */
  readonly answer?: 'pages' | 'records' | 'record' | 'object';
  /** Keys the tool is known to hold its rows under (`keywords`, `all_urls`), looked at first. */
  readonly rows?: readonly string[];
  /** A record as the endpoint's wire row, where the endpoint's reader cannot read it as it is. */
  readonly row?: (record: Record<string, unknown>) => object;
  /**
   * The endpoint's wire `data` from the rows, the whole answer and the arguments the tool was asked,
   * where it is not the list of rows.
   */
  readonly data?: (rows: object[], answer: Readonly<Record<string, unknown>>, args: object) => unknown;
  /** Records a page, where the tool allows fewer than 100. */
  readonly pageSize?: number;
  /** Most records a whole answer gathers across the tool's pages (an answer REST gives in one piece). */
  readonly maxRecords?: number;
  /**
   * The `detail_level` asked for: `standard` where its records hold every column the endpoint's tables
   * show, else `extended` (the default: the whole record; positions need it for intent, SERP features and
   * the previous URL, and URLs for their statistics).
   */
  readonly detail?: 'standard' | 'extended';
  /** Columns of the endpoint's rows the tool does not give: blank over it, and said so under the table. */
  readonly blank?: readonly string[];
}

/** The tool-server tool of an endpoint, declared beside its path. */
export function withTool<E extends { tool?: unknown }>(endpoint: E, tool: NonNullable<E['tool']>): E {
  return Object.assign(endpoint, { tool });
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
  readonly tool?: ToolBinding<P>;
}

/** Parameters object of an endpoint; `object` keeps optional interface fields assignable. */
export type Params = object;
/** For endpoints without parameters: call them with `{}`. */
export type NoParams = Record<string, never>;

interface EndpointOptions {
  /** False only for the token request. */
  readonly authenticated?: boolean;
  readonly expect?: 'json' | 'text';
  /**
   * Parameters the add-on reads the answer by but the API is not sent (it answers every value at once);
   * a tool may still take them.
   */
  readonly unsent?: readonly string[];
}

/**
 * Parameters as the service accepts them, at either door: a `domain` (the spec's shared parameter: a
 * domain, host or URL) and the URLs lists (`urls`: the URLs tool's, a URL crawl's) in their wire form
 * (`normalize.ts` `wireAddress`: an internationalized name in punycode); everything else as it is.
 */
export function wireParams(params: object): Record<string, unknown> {
  const { domain, urls } = params as { domain?: unknown; urls?: unknown };
  if (typeof domain !== 'string' && !Array.isArray(urls)) return params as Record<string, unknown>;
  return {
    ...params,
    ...(typeof domain === 'string' && { domain: wireAddress(domain) }),
    ...(Array.isArray(urls) && {
      urls: urls.map((url) => (typeof url === 'string' ? wireAddress(url) : url)),
    }),
  };
}

function sent(params: object, unsent: readonly string[] | undefined): Record<string, unknown> {
  const wire = wireParams(params);
  if (!unsent?.length) return wire;
  return Object.fromEntries(Object.entries(wire).filter(([key]) => !unsent.includes(key)));
}

function endpoint<P extends Params, T>(
  method: HttpMethod,
  path: string,
  decode: (body: unknown, params: P) => T,
  readData: (data: unknown, from: string) => T,
  options: EndpointOptions = {},
): Endpoint<P, T> {
  const call = (params: P): ApiCall<T> => ({
    request: {
      method,
      path,
      params: sent(params, options.unsent),
      authenticated: options.authenticated,
    },
    expect: options.expect,
    decode: (body) => decode(body, params),
  });
  return Object.assign((client: ApiClient, params: P) => client.call(call(params)), {
    method,
    path,
    call,
    readData,
  });
}

/** An endpoint whose `data` is one value (an object, or an array we take whole). */
export function dataEndpoint<P extends Params, T>(
  method: HttpMethod,
  path: string,
  data: Lazy<T>,
  options: EndpointOptions = {},
): Endpoint<P, T> {
  const whole = envelope(data);
  return endpoint(
    method,
    path,
    (body) => decode(body, whole(), path).data,
    (value, from) => decode(value, data(), from),
    options,
  );
}

/**
 * The rows of a list answer: an array, a map keyed by id (the service sends both), or an object holding
 * them under `rows` beside other keys (the SERP reports' `{rows, extra}`).
 */
export const rowsOf = <R>(row: Lazy<R>): Lazy<R[]> =>
  once(() =>
    reshaped((v) => {
      const rows = typeof v === 'object' && v !== null ? (v as { rows?: unknown }).rows : undefined;
      return typeof rows === 'object' && rows !== null ? rows : v;
    }, list(row())),
  );

/** An endpoint whose `data` a schema reads as a page of rows, with a `pagination` object. */
export function pagedEndpoint<P extends Params, Row>(
  method: HttpMethod,
  path: string,
  rows: Lazy<Row[]>,
  maxPageSize = 100,
): ListEndpoint<P, Row> {
  const page = envelope(rows);
  // Cut to the rows asked before the schema reads them (`cutPage`): a page far larger is refused unread.
  const decodePage = (body: unknown, params: P & PageRequest): Page<Row> => {
    const { data, pagination } = decode(cutPage(body, 'data', params.limit, path), page(), path);
    return { rows: data, pagination };
  };
  const readData = (data: unknown, from: string): Page<Row> => ({ rows: decode(data, rows(), from) });
  return Object.assign(endpoint<P & PageRequest, Page<Row>>(method, path, decodePage, readData), {
    maxPageSize,
  });
}

/** An endpoint whose `data` is a list of rows (see `rowsOf`) with a `pagination` object. */
export function listEndpoint<P extends Params, R>(
  method: HttpMethod,
  path: string,
  row: Lazy<R>,
  maxPageSize = 100,
): ListEndpoint<P, R> {
  return pagedEndpoint(method, path, rowsOf(row), maxPageSize);
}
