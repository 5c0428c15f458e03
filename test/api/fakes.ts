/** Small fakes for unit tests of src/api and src/account: a scripted transport, a manual clock, property stores. */
import type { ExecutionBudget } from '../../src/api/budget';
import type { ApiClient } from '../../src/api/client';
import { createClient } from '../../src/api/quota-client';
import type { RetryPolicy } from '../../src/api/retry';
import type { WidthPolicy } from '../../src/api/width';
import type { HttpOutcome, HttpRequest, HttpTransport } from '../../src/api/transport';
import type { HttpResponse } from '../../src/shared/http';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): HttpResponse {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export function html(status: number, body = '<html><body>Error</body></html>'): HttpResponse {
  return { status, headers: { 'content-type': 'text/html' }, body };
}

export function ok(data: unknown, pagination?: unknown): HttpResponse {
  return json(200, pagination === undefined ? { success: true, data } : { success: true, data, pagination });
}

export function failure(type: string, message: string, params?: unknown): HttpResponse {
  return json(418, { success: false, data: { error: { type, message, ...(params ? { params } : {}) } } });
}

export const emptyEnvelope = (status: number): HttpResponse => json(status, { success: false, message: '' });

/** A clock that only moves when told to (or when the code under test sleeps). */
export class ManualClock {
  constructor(public time = 1_700_000_000_000) {}
  now = (): number => this.time;
  sleep = (ms: number): void => {
    this.sleeps.push(ms);
    this.time += ms;
  };
  readonly sleeps: number[] = [];
}

export function fakeBudget(clock: ManualClock, remainingAtStart: number): ExecutionBudget {
  const end = clock.time + remainingAtStart;
  return { kind: 'server', now: clock.now, remainingMs: () => Math.max(0, end - clock.time) };
}

/**
 * A transport answering from a handler; records every request and advances the clock by `latencyMs` per
 * batch, as a parallel fetchAll takes about as long as its slowest request.
 */
export class FakeTransport implements HttpTransport {
  readonly requests: HttpRequest[] = [];
  /** How many requests each fetchAll sent. */
  readonly sizes: number[] = [];
  batches = 0;
  constructor(
    private readonly handler: (request: HttpRequest, index: number, inBatch: number) => HttpOutcome,
    private readonly clock?: ManualClock,
    private readonly latencyMs = 100,
  ) {}

  fetchAll(requests: readonly HttpRequest[]): HttpOutcome[] {
    this.batches++;
    this.sizes.push(requests.length);
    if (this.clock) this.clock.time += this.latencyMs;
    return requests.map((r, k) => {
      this.requests.push(r);
      return this.handler(r, this.requests.length - 1, k);
    });
  }
}

/** Answers in turn from a list; the last answer repeats. */
export function sequence(...outcomes: HttpOutcome[]): (request: HttpRequest, index: number) => HttpOutcome {
  return (_request, index) => outcomes[Math.min(index, outcomes.length - 1)];
}

export class MemoryProperties {
  readonly data = new Map<string, string>();
  getProperty(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setProperty(key: string, value: string): this {
    this.data.set(key, value);
    return this;
  }
  deleteProperty(key: string): this {
    this.data.delete(key);
    return this;
  }
  getProperties(): Record<string, string> {
    return Object.fromEntries(this.data);
  }
}

/** Paths of requests, without host and query. */
export function paths(transport: FakeTransport): string[] {
  return transport.requests.map((r) => r.url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, ''));
}

export const BASE = 'https://api.test';

export interface FakeClientOptions {
  readonly remainingMs?: number;
  readonly latencyMs?: number;
  readonly paceMs?: number;
  readonly retry?: Partial<RetryPolicy>;
  /** The jitter source; 0.5 makes back-off delays three quarters of their ceiling. */
  readonly random?: number;
  readonly width?: Partial<WidthPolicy>;
}

/** A client over a FakeTransport and a manual clock; sleeping advances the clock. */
export function fakeClient(
  handler: (request: HttpRequest, index: number, inBatch: number) => HttpOutcome,
  options: FakeClientOptions = {},
): { client: ApiClient; transport: FakeTransport; clock: ManualClock } {
  const clock = new ManualClock();
  const transport = new FakeTransport(handler, clock, options.latencyMs ?? 100);
  const client = createClient({
    token: 'tok',
    baseUrl: BASE,
    budget: fakeBudget(clock, options.remainingMs ?? 300_000),
    transport,
    sleep: clock.sleep,
    random: () => options.random ?? 0.5,
    paceMs: options.paceMs,
    retry: options.retry,
    width: options.width,
  });
  return { client, transport, clock };
}

/** `make`'s value, made on first use and kept, as the execution context keeps its client. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
