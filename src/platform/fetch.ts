/** The production transport: the thin adapter over UrlFetchApp, and the count of its calls. */
import type { HttpRequest, HttpResponse, HttpTransport } from '../shared/http';

/** UrlFetch calls of this execution not yet added to the user's day (every execution loads the script afresh). */
let uncounted = 0;

/** The calls made since the last time this was asked, for the user's daily count (spent/platform-usage.ts). */
export function takeFetchCount(): number {
  const count = uncounted;
  uncounted = 0;
  return count;
}

/**
 * The production transport. UrlFetchApp.fetchAll throws for the whole batch when one request cannot
 * connect; every request goes to the same host, so all of them count as failed and the retry layer decides.
 */
export const urlFetchTransport: HttpTransport = {
  fetchAll(requests) {
    // Google counts every request of a fetchAll, sent or refused, against the day's calls.
    uncounted += requests.length;
    try {
      return UrlFetchApp.fetchAll(requests.map(toFetchOptions)).map(toResponse);
    } catch (thrown) {
      return requests.map(() => ({ thrown }));
    }
  },
};

function toFetchOptions(request: HttpRequest): GoogleAppsScript.URL_Fetch.URLFetchRequest {
  return {
    url: request.url,
    method: request.method,
    headers: { ...request.headers },
    contentType: request.contentType,
    payload: request.payload,
    followRedirects: false,
    muteHttpExceptions: true,
  };
}

function toResponse(response: GoogleAppsScript.URL_Fetch.HTTPResponse): HttpResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders() as Record<string, unknown>)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { status: response.getResponseCode(), headers, body: response.getContentText() };
}
