/**
 * UrlFetchApp with real HTTP. The script's thread posts the request to a worker and sleeps in
 * `Atomics.wait` until the answer is in, so the script sees a synchronous call as in Apps Script.
 * Consequence: nothing on this thread can answer HTTP while a script waits; servers under test run
 * in another process.
 */
import { join } from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { EXCEEDED_TIME } from '../errors';
import type { Execution } from '../execution';
import { isPlainObject } from '../realm';
import { type DailyQuotas, tooManyTimesMessage } from '../quotas';
import { BlobImpl, decodeText, newBlob, signedBytes, toBuffer } from './blob';

const MAX_URL_CHARS = 2 * 1024;
const MAX_HEADERS = 100;
const MAX_PAYLOAD_BYTES = 50 * 1024 * 1024;
/** How long Apps Script waits for one response before giving up. */
export const DEFAULT_FETCH_TIMEOUT_MS = 60_000;
const USER_AGENT =
  'Mozilla/5.0 (compatible; Google-Apps-Script; beanserver; +https://script.google.com; id: UAEmulated)';

/** What the request log keeps of each request. */
export interface RequestRecord {
  /** Emulated start time. */
  at: number;
  /** The function of the execution that sent it. */
  execution: string;
  method: string;
  url: string;
  /** Request headers as sent, with `Authorization` replaced by `REDACTED`. */
  headers: Record<string, string>;
  payloadBytes: number;
  /** HTTP status, or null when no response came (network failure, timeout). */
  status: number | null;
  /** Real milliseconds the request took. */
  durationMs: number;
  responseBytes: number;
  /** The failure the script saw, if the request itself failed. */
  error?: string;
  /**
   * Set when an advanced service sent it: Google's method id (`bigquery.jobs.insert`). Such a request is not
   * a UrlFetch call and counts against no UrlFetch quota.
   */
  service?: string;
}

export interface WireRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  followRedirects: boolean;
  timeoutMs: number;
  /**
   * On a connection of its own: never sent again by the worker, which resends a request whose kept-alive
   * socket was closed before any answer, since the server may have done its work and lost only the answer.
   */
  fresh?: boolean;
}

export interface WireResponse {
  status?: number;
  headers?: string[];
  body?: Uint8Array;
  error?: 'timeout' | 'unavailable' | 'dns' | 'invalid' | 'other' | 'too-large';
  detail?: string;
  durationMs: number;
}

/**
 * The worker thread and the shared flag it raises when a batch is answered. Each batch carries a number
 * that its answer brings back, and an answer to any other batch is dropped: an answer that was not yet on
 * the port when the flag rose must not be taken later as the answer to the next batch, which would shift
 * every later answer by one request for the rest of the run.
 */
export class FetchWorker {
  private worker?: Worker;
  private port?: MessagePort;
  private flag?: Int32Array;
  private sent = 0;

  private start(): void {
    const signal = new SharedArrayBuffer(4);
    const { port1, port2 } = new MessageChannel();
    this.worker = new Worker(join(__dirname, 'fetch-worker.cjs'), {
      workerData: { port: port2, signal },
      transferList: [port2],
    });
    this.worker.unref();
    this.port = port1;
    this.flag = new Int32Array(signal);
  }

  /** Sends a batch concurrently and blocks until every answer is in, or `waitMs` passes (undefined). */
  run(batch: WireRequest[], waitMs: number): WireResponse[] | undefined {
    if (!this.worker) this.start();
    const flag = this.flag!;
    const port = this.port!;
    this.sent = (this.sent % 0x7fffffff) + 1;
    const id = this.sent;
    const deadline = Date.now() + waitMs;
    Atomics.store(flag, 0, 0);
    port.postMessage({ id, batch });
    for (;;) {
      for (let got = receiveMessageOnPort(port); got; got = receiveMessageOnPort(port)) {
        const answer = got.message as { id: number; results: WireResponse[] };
        if (answer.id === id) return answer.results;
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        // The worker is stuck past every deadline it was given; start afresh next time.
        this.close();
        return undefined;
      }
      // Asleep until the worker raises the flag; raised with no answer on the port yet, a short nap.
      const raised = Atomics.load(flag, 0);
      Atomics.wait(flag, 0, raised, raised === 0 ? left : Math.min(left, 5));
    }
  }

  close(): void {
    this.port?.close();
    void this.worker?.terminate();
    this.worker = undefined;
  }
}

/**
 * The same POST of JSON to each of `urls` at once, outside any script (not logged, not counted); throws
 * unless every answer is 2xx.
 */
export function postJsonSync(
  worker: FetchWorker,
  urls: readonly string[],
  body: unknown,
  timeoutMs = 10_000,
): void {
  const payload = new Uint8Array(Buffer.from(JSON.stringify(body)));
  const batch = urls.map((url) => ({
    url,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: payload,
    followRedirects: false,
    timeoutMs,
  }));
  const answers = worker.run(batch, timeoutMs + 1_000);
  urls.forEach((url, i) => {
    const answer = answers?.[i] ?? { error: 'timeout' as const };
    if (answer.error || !answer.status || answer.status >= 300)
      throw new Error(`POST ${url} failed: ${answer.error ?? `HTTP ${answer.status}`}`);
  });
}

export interface UrlFetchDeps {
  worker: FetchWorker;
  quotas: DailyQuotas;
  dailyLimit: number;
  log: RequestRecord[];
  fetchTimeoutMs: number;
  /** Emulated round trip per call or parallel batch, added to the clock instead of waited for. */
  networkLatencyMs: number;
  /** The manifest's `urlFetchWhitelist`: undefined where it has none, and every URL may be fetched. */
  whitelist?: readonly string[];
  /** Where an origin's requests really go (`https://api.example.com` → a loopback server); the script never sees it. */
  hosts?: Readonly<Record<string, string>>;
}

/**
 * Whether a manifest's prefix allows `url`: the URL starts with it; `*.` after the scheme stands for any
 * subdomains (Google's "wildcards to match URL subdomain prefixes"), so `https://*.example.com/` allows
 * `https://api.example.com/x`.
 */
export function whitelisted(url: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => {
    const wild = /^(https?:\/\/)\*\.(.*)$/i.exec(prefix);
    if (!wild) return url.startsWith(prefix);
    const escaped = wild[2].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`^${wild[1]}([^/?#]+\\.)?${escaped}`, 'i').test(url);
  });
}

/**
 * Apps Script's refusal of a URL outside the manifest's `urlFetchWhitelist` (seen as "Exception: Request to
 * https://api3.binance.com/api/v3/ticker/price? failed because the URL has not been whitelisted in the
 * script manifest."): the URL without its query, a `?` left where one was.
 */
export function notWhitelistedMessage(url: string): string {
  return `Request to ${url.replace(/\?.*$/, '?')} failed because the URL has not been whitelisted in the script manifest.`;
}

/** The address a request really goes to: its origin replaced where `hosts` maps it. */
export function mapped(url: string, hosts: Readonly<Record<string, string>> | undefined): string {
  const origin = /^[a-z]+:\/\/[^/?#]+/i.exec(url)?.[0];
  const target = origin && hosts?.[origin.toLowerCase()];
  return target ? `${target.replace(/\/+$/, '')}${url.slice(origin.length)}` : url;
}

type Params = GoogleAppsScript.URL_Fetch.URLFetchRequestOptions;

function headerMap(raw: string[]): {
  single: Record<string, string>;
  all: Record<string, string | string[]>;
} {
  const single: Record<string, string> = {};
  const all: Record<string, string | string[]> = {};
  for (let i = 0; i < raw.length; i += 2) {
    const [name, value] = [raw[i], raw[i + 1]];
    single[name] = value;
    const prior = all[name];
    all[name] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
  }
  return { single, all };
}

class HTTPResponse {
  constructor(
    private readonly exec: Execution,
    private readonly status: number,
    private readonly raw: string[],
    private readonly body: Buffer,
  ) {}

  getResponseCode(): number {
    return this.status;
  }
  getContentText(charset?: string): string {
    return decodeText(this.body, charset);
  }
  getContent(): number[] {
    return this.exec.realm.adopt(signedBytes(this.body));
  }
  getHeaders(): Record<string, string> {
    return this.exec.realm.adopt(headerMap(this.raw).single);
  }
  getAllHeaders(): Record<string, string | string[]> {
    return this.exec.realm.adopt(headerMap(this.raw).all);
  }
  getBlob(): GoogleAppsScript.Base.Blob {
    const type =
      headerMap(this.raw.map((v, i) => (i % 2 ? v : v.toLowerCase()))).single['content-type'] ?? null;
    return newBlob(this.exec, Buffer.from(this.body), type);
  }
}

/** Sets a header unless one of that name (in any case) is there and `replace` is false. */
function putHeader(headers: Record<string, string>, name: string, value: string, replace: boolean): void {
  const existing = Object.keys(headers).find((key) => key.toLowerCase() === name.toLowerCase());
  if (existing && !replace) return;
  if (existing) delete headers[existing];
  headers[name] = value;
}

/** The body Apps Script sends for a payload, and the content type it implies. */
function encodePayload(exec: Execution, payload: unknown): { body: Buffer; type: string } {
  const form = 'application/x-www-form-urlencoded';
  if (payload instanceof BlobImpl)
    return { body: payload.data, type: exec.unguarded(payload).getContentType() ?? form };
  if (typeof payload === 'string' || Array.isArray(payload)) return { body: toBuffer(payload), type: form };
  if (isPlainObject(payload)) {
    const fields = new URLSearchParams();
    for (const [key, value] of Object.entries(payload)) fields.append(key, String(value));
    return { body: Buffer.from(fields.toString()), type: form };
  }
  throw exec.fail('Invalid argument: payload');
}

export function urlFetchService(exec: Execution, deps: UrlFetchDeps): GoogleAppsScript.URL_Fetch.UrlFetchApp {
  const prepare = (input: unknown, given: Params = {}): { wire: WireRequest; mute: boolean } => {
    const url = String(input);
    if (!/^https?:\/\/[^/?#]+/i.test(url)) throw exec.fail(`Invalid argument: ${url}`);
    if (url.length > MAX_URL_CHARS) throw exec.fail('Limit Exceeded: URLFetch URL Length.');
    const method = String(given.method ?? 'get').toUpperCase();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(given.headers ?? {})) headers[name] = String(value);
    putHeader(headers, 'User-Agent', USER_AGENT, false);
    let body: Buffer | null = null;
    if (given.payload !== undefined && given.payload !== null && method !== 'GET') {
      const encoded = encodePayload(exec, given.payload);
      if (encoded.body.length > MAX_PAYLOAD_BYTES) throw exec.fail('Limit Exceeded: URLFetch POST Size.');
      body = encoded.body;
      putHeader(headers, 'Content-Type', encoded.type, false);
    }
    if (given.contentType) putHeader(headers, 'Content-Type', given.contentType, true);
    if (Object.keys(headers).length > MAX_HEADERS) throw exec.fail('Limit Exceeded: URLFetch headers.');
    const wire: WireRequest = {
      url,
      method,
      headers,
      body: body ? new Uint8Array(body) : null,
      followRedirects: given.followRedirects ?? true,
      timeoutMs: 0,
    };
    return { wire, mute: given.muteHttpExceptions ?? false };
  };

  const send = (requests: Array<{ wire: WireRequest; mute: boolean }>): unknown[] => {
    const { whitelist } = deps;
    const refused = whitelist && requests.find(({ wire }) => !whitelisted(wire.url, whitelist));
    if (refused) throw exec.fail(notWhitelistedMessage(refused.wire.url));
    for (let i = 0; i < requests.length; i++) {
      if (!deps.quotas.take('urlfetch', deps.dailyLimit, exec.clock.now()))
        throw exec.fail(tooManyTimesMessage('urlfetch'));
    }
    const remaining = exec.remainingMs();
    const timeoutMs = Math.min(deps.fetchTimeoutMs, remaining);
    const at = exec.clock.now();
    const batch = requests.map(({ wire }) => ({ ...wire, timeoutMs }));
    const answers = deps.worker.run(
      batch.map((wire) => ({ ...wire, url: mapped(wire.url, deps.hosts) })),
      timeoutMs + 5_000,
    );
    if (deps.networkLatencyMs) exec.clock.advance(deps.networkLatencyMs);
    const outcomes = batch.map((wire, i) => {
      const answer: WireResponse = answers?.[i] ?? { error: 'timeout', durationMs: timeoutMs };
      const failure = answer.error ? failureMessage(answer, wire.url, timeoutMs === remaining) : undefined;
      const body = Buffer.from(answer.body ?? []);
      const status = answer.status ?? null;
      const muted = requests[i].mute;
      const error =
        failure ??
        (status !== null && status >= 400 && !muted ? httpFailure(wire.url, status, body) : undefined);
      deps.log.push({
        at,
        execution: exec.functionName,
        method: wire.method,
        url: wire.url,
        headers: redact(wire.headers),
        payloadBytes: wire.body?.length ?? 0,
        status,
        durationMs: answer.durationMs,
        responseBytes: body.length,
        ...(error ? { error } : {}),
      });
      return {
        error,
        response: status === null ? undefined : new HTTPResponse(exec, status, answer.headers ?? [], body),
      };
    });
    const failed = outcomes.find((o) => o.error);
    if (failed?.error === EXCEEDED_TIME) exec.killedWith = EXCEEDED_TIME;
    if (failed?.error) throw exec.fail(failed.error);
    return outcomes.map((o) => exec.guard('UrlFetchApp', 'HTTPResponse', o.response!));
  };

  const service = {
    fetch: (url: string, params?: Params) => send([prepare(url, params)])[0],
    fetchAll: (requests: Array<string | (Params & { url: string })>) =>
      exec.realm.adopt(send(requests.map((r) => (typeof r === 'string' ? prepare(r) : prepare(r.url, r))))),
    getRequest: (url: string, params?: Params) => {
      const { wire } = prepare(url, params);
      return exec.realm.adopt({
        url: wire.url,
        method: wire.method.toLowerCase(),
        headers: wire.headers,
        payload: wire.body ? Buffer.from(wire.body).toString() : '',
        followRedirects: wire.followRedirects,
      });
    },
  };
  return exec.guard(
    'UrlFetchApp',
    'UrlFetchApp',
    service,
  ) as unknown as GoogleAppsScript.URL_Fetch.UrlFetchApp;
}

export function redact(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, k.toLowerCase() === 'authorization' ? 'REDACTED' : v]),
  );
}

function failureMessage(answer: WireResponse, url: string, executionBound: boolean): string {
  switch (answer.error) {
    case 'timeout':
      return executionBound ? EXCEEDED_TIME : `Timeout: ${url}`;
    case 'unavailable':
      return `Address unavailable: ${url}`;
    case 'dns':
      return `DNS error: ${url}`;
    case 'too-large':
      return 'Limit Exceeded: URLFetch response size.';
    default:
      return `Unexpected error: ${url}`;
  }
}

function httpFailure(url: string, status: number, body: Buffer): string {
  const text = body.toString('utf8');
  const shown = text.length > 100 ? `${text.slice(0, 100)}...` : text;
  return `Request failed for ${url} returned code ${status}. Truncated server response: ${shown} (use muteHttpExceptions option to examine full response)`;
}
