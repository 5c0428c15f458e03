/** The production transport: the thin adapter over UrlFetchApp. */
import type { HttpRequest, HttpResponse, HttpTransport } from '../api/transport';

/**
 * The production transport. UrlFetchApp.fetchAll throws for the whole batch when one request cannot
 * connect; every request goes to the same host, so all of them count as failed and the retry layer decides.
 */
export const urlFetchTransport: HttpTransport = {
  fetchAll(requests) {
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
