/**
 * An HTTP exchange as plain data: what api/'s clients send through a transport and platform/fetch.ts
 * carries over UrlFetchApp (tests and the benchmark carry it over Node). Declared on the ground floor,
 * since api/ may not import platform/ and platform/ may not import api/.
 */

export interface HttpRequest {
  readonly url: string;
  readonly method: 'get' | 'post';
  readonly headers: Readonly<Record<string, string>>;
  readonly contentType?: string;
  readonly payload?: string;
}

export interface HttpResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A response, or the exception the platform threw instead (DNS, refused connection, platform timeout). */
export type HttpOutcome = HttpResponse | { readonly thrown: unknown };

export interface HttpTransport {
  /** Sends requests in parallel; one outcome per request, in order. */
  fetchAll(requests: readonly HttpRequest[]): HttpOutcome[];
}
