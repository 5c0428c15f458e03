/**
 * The one place a request is built. `buildRequest` is pure; `platform/fetch.ts` sends it over
 * UrlFetchApp; tests inject their own `HttpTransport`.
 */

import type { HttpOutcome, HttpRequest } from '../shared/http';

export type { HttpOutcome, HttpRequest, HttpTransport } from '../shared/http';

export type HttpMethod = 'GET' | 'POST';

/** What the client asks for: a service path and its parameters, before any HTTP is decided. */
export interface ApiRequest {
  readonly method: HttpMethod;
  /** Starting with `/api/`. */
  readonly path: string;
  /** GET: the query string. POST: the JSON body. Undefined values are left out. */
  readonly params?: Readonly<Record<string, unknown>>;
  /** False only for the token request. */
  readonly authenticated?: boolean;
}

export function isThrown(outcome: HttpOutcome): outcome is { readonly thrown: unknown } {
  return 'thrown' in outcome;
}

export function buildRequest(baseUrl: string, token: string | null, request: ApiRequest): HttpRequest {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.authenticated !== false && token) headers.Authorization = `Bearer ${token}`;
  const params = definedEntries(request.params ?? {});
  if (request.method === 'GET') {
    const query = params
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(queryValue(v))}`)
      .join('&');
    return { url: `${baseUrl}${request.path}${query ? `?${query}` : ''}`, method: 'get', headers };
  }
  return {
    url: `${baseUrl}${request.path}`,
    method: 'post',
    headers,
    contentType: 'application/json',
    payload: JSON.stringify(Object.fromEntries(params)),
  };
}

function definedEntries(params: Readonly<Record<string, unknown>>): [string, unknown][] {
  return Object.entries(params).filter(([, v]) => v !== undefined && v !== null);
}

function queryValue(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
