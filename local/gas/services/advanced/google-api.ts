/**
 * What every advanced service stands on: a method call becomes the request Google's API client sends
 * (`https://<api>.googleapis.com/…`, the user's OAuth token, the arguments as JSON and query parameters),
 * which the emulator's `hosts` maps to a local simulator, and a failure becomes the exception Apps Script
 * throws. The request goes through the UrlFetch worker but is no UrlFetch call: Google's quota page counts
 * "URL Fetch calls" against UrlFetchApp only, an advanced service spends its API's own quotas (the simulator
 * keeps those), and the manifest's `urlFetchWhitelist` does not apply to it.
 */
import { createHash } from 'node:crypto';
import { EXCEEDED_TIME } from '../../errors';
import type { Execution } from '../../execution';
import {
  type FetchWorker,
  mapped,
  type RequestRecord,
  redact,
  type WireRequest,
  type WireResponse,
} from '../url-fetch';

/** What of the emulator's world a call needs. */
export interface ApiDeps {
  worker: FetchWorker;
  log: RequestRecord[];
  hosts?: Readonly<Record<string, string>>;
  fetchTimeoutMs: number;
  networkLatencyMs: number;
}

export interface ApiRequest {
  /** Google's method id, as Apps Script names the call in its errors: `bigquery.jobs.insert`. */
  id: string;
  httpMethod: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Without the query. */
  url: string;
  /** The call's `optionalArgs`, sent as query parameters. */
  query?: unknown;
  body?: { contentType: string; data: Buffer };
}

/** HTTP's reason phrases, for an error answer that carries no JSON message. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A stand-in for the access token Apps Script attaches: opaque, one per user, never logged. */
function accessToken(user: string): string {
  return `ya29.emulated-${createHash('sha256').update(user).digest('hex').slice(0, 32)}`;
}

/**
 * `optionalArgs` as query parameters, the way Google's clients send them: a list repeats its parameter, a
 * nested object's fields are named with dots (`formatOptions.useInt64Timestamp`), null and undefined are left
 * out.
 */
export function queryString(args: unknown): string {
  const params = new URLSearchParams();
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const item of value) add(name, item);
    else if (typeof value === 'object')
      for (const [key, inner] of Object.entries(value as Record<string, unknown>))
        add(`${name}.${key}`, inner);
    else params.append(name, String(value));
  };
  if (args && typeof args === 'object')
    for (const [key, value] of Object.entries(args as Record<string, unknown>)) add(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface GoogleError {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

function googleError(body: Buffer): GoogleError | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { error?: GoogleError };
    return parsed && typeof parsed.error === 'object' && parsed.error !== null ? parsed.error : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Apps Script's GoogleJsonResponseException: its message is "API call to <method id> failed with error:
 * <the API's message>", its name `GoogleJsonResponseException`, and `details` holds the error's `code`,
 * `message` and `errors` (`e.details.code === 409`, `e.details.errors[0].reason`), as scripts read them.
 */
function jsonResponseException(exec: Execution, id: string, status: number, body: Buffer): Error {
  const parsed = googleError(body);
  const message =
    typeof parsed?.message === 'string' && parsed.message
      ? parsed.message
      : (REASONS[status] ?? `HTTP ${status}`);
  const error = exec.fail(`API call to ${id} failed with error: ${message}`) as Error & { details?: unknown };
  error.name = 'GoogleJsonResponseException';
  error.details = exec.realm.adopt({
    code: typeof parsed?.code === 'number' ? parsed.code : status,
    message,
    errors: Array.isArray(parsed?.errors) ? parsed.errors : [],
  });
  return error;
}

/** One call of an advanced service: the parsed answer in the script's realm, undefined for an empty one. */
export function callApi(exec: Execution, deps: ApiDeps, request: ApiRequest): unknown {
  const url = `${request.url}${queryString(request.query)}`;
  const headers: Record<string, string> = {
    Authorization: `Bearer ${accessToken(exec.user)}`,
    Accept: 'application/json',
    ...(request.body ? { 'Content-Type': request.body.contentType } : {}),
  };
  const remaining = exec.remainingMs();
  const timeoutMs = Math.min(deps.fetchTimeoutMs, remaining);
  const wire: WireRequest = {
    url: mapped(url, deps.hosts),
    method: request.httpMethod,
    headers,
    body: request.body ? new Uint8Array(request.body.data) : null,
    followRedirects: true,
    timeoutMs,
    fresh: true,
  };
  const at = exec.clock.now();
  const [answer]: WireResponse[] = deps.worker.run([wire], timeoutMs + 5_000) ?? [
    { error: 'timeout', durationMs: timeoutMs },
  ];
  if (deps.networkLatencyMs) exec.clock.advance(deps.networkLatencyMs);
  const body = Buffer.from(answer.body ?? []);
  const status = answer.status ?? null;
  let failure: Error | undefined;
  if (answer.error === 'timeout' && timeoutMs === remaining) failure = exec.end(EXCEEDED_TIME);
  // No answer at all: what Apps Script reports when its call to the API came back with nothing.
  else if (answer.error || status === null)
    failure = exec.fail(`API call to ${request.id} failed with error: Empty response`);
  else if (status >= 400) failure = jsonResponseException(exec, request.id, status, body);
  let result: unknown;
  if (!failure && body.length) {
    try {
      result = exec.realm.adopt(JSON.parse(body.toString('utf8')));
    } catch {
      failure = exec.fail(`API call to ${request.id} failed with error: Unexpected response`);
    }
  }
  deps.log.push({
    at,
    execution: exec.functionName,
    method: request.httpMethod,
    url,
    headers: redact(headers),
    payloadBytes: request.body?.data.length ?? 0,
    status,
    durationMs: answer.durationMs,
    responseBytes: body.length,
    ...(failure ? { error: failure.message } : {}),
    service: request.id,
  });
  if (failure) throw failure;
  return result;
}
