/**
 * The API client: sends `ApiCall`s through the transport, one at a time or as a parallel batch, with the
 * retry, pacing and deadline rules, and turns every outcome into a decoded value or a typed error.
 */
import type { ExecutionBudget } from './budget';
import { ApiError, DeadlineExceededError, saidOf } from './errors';
import { interpretOutcome } from './outcome';
import { createPacer, DEFAULT_RETRY, type RetryPolicy } from './retry';
import { type ApiRequest, buildRequest, type HttpTransport } from './transport';
import { chargesOfRequest, type SentCharge } from './quota';
import { inWaves, type Settled, type WaveRules } from './waves';
import { DEFAULT_WIDTH, type WidthPolicy, widthController } from './width';

export type { Settled };

/** One request to the service and how to read its answer. Endpoint modules build these. */
export interface ApiCall<T> {
  readonly request: ApiRequest;
  readonly expect?: 'json' | 'text';
  /** Validates the parsed body; throws ResponseValidationError. */
  decode(body: unknown): T;
}

export interface ClientOptions {
  /** Null only for the token request. */
  readonly token: string | null;
  readonly baseUrl: string;
  readonly budget: ExecutionBudget;
  /** The signed-in account, named in session-expired messages. */
  readonly account?: string;
  /** UrlFetchApp in Apps Script (platform/fetch.ts); tests pass their own. */
  readonly transport: HttpTransport;
  /** The platform's sleep in Apps Script (platform/clock.ts), the only way to wait. */
  readonly sleep: (ms: number) => void;
  readonly random?: () => number;
  readonly retry?: Partial<RetryPolicy>;
  /** Minimum gap between sequential requests; bulk callers pass ~1000 as the spec recommends. Default 0. */
  readonly paceMs?: number;
  /** How wide parallel batches start, and how narrow and wide they may get (`./width.ts`). */
  readonly width?: Partial<WidthPolicy>;
  /** Hears of each unit a request that succeeded charged (`chargesOfRequest`), as it comes back. */
  readonly onCharged?: (charge: SentCharge) => void;
}

export interface ApiClient {
  readonly budget: ExecutionBudget;
  readonly account?: string;
  /** Sends one call; returns its value or throws an ApiError. */
  call<T>(call: ApiCall<T>): T;
  /**
   * Sends independent calls in parallel (fetchAll of the transport) in waves of the width the edge tolerates
   * (learnt across the execution's batches); retries only the retryable failures, within the budget. One
   * result per call, in order; never throws for a single call's failure. Calls the budget had no room for
   * end with a DeadlineExceededError.
   */
  callAll<T>(calls: readonly ApiCall<T>[]): Settled<T>[];
  /**
   * Waits `ms` (for task polling) when a request still fits in the budget afterwards; returns false, without
   * waiting, when it would not.
   */
  pause(ms: number): boolean;
}

/**
 * The generic client; it knows no endpoint. `createClient` (`./quota-client.ts`) is what callers use: this
 * plus reset times on quota errors.
 */
export function createBareClient(options: ClientOptions): ApiClient {
  const { transport, sleep } = options;
  const random = options.random ?? Math.random;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const { budget } = options;
  const pacer = createPacer(options.paceMs ?? 0, budget.now, sleep);

  const width = widthController({ ...DEFAULT_WIDTH, ...options.width });

  const rules: WaveRules = { budget, width, retry: policy, sleep, random, pacer };
  const attemptAll = <T>(calls: readonly ApiCall<T>[]): Settled<T>[] =>
    inWaves(
      calls.length,
      (wave) => {
        const outcomes = transport.fetchAll(
          wave.map((i) => buildRequest(options.baseUrl, options.token, calls[i].request)),
        );
        return wave.map((i, k) => settle(calls[i], outcomes[k]));
      },
      rules,
      (i) => new DeadlineExceededError({ path: calls[i].request.path }),
    );

  function settle<T>(call: ApiCall<T>, outcome: Parameters<typeof interpretOutcome>[0]): Settled<T> {
    const { path } = call.request;
    try {
      const body = interpretOutcome(outcome, { path, account: options.account, expect: call.expect });
      const value = call.decode(body);
      for (const charge of chargesOfRequest(call.request)) options.onCharged?.(charge);
      return { ok: true, value };
    } catch (error) {
      return failed(
        error instanceof ApiError ? error : new ApiError('SERVICE_ERROR', saidOf(error), { path }),
      );
    }
  }

  return {
    budget,
    account: options.account,
    call: (call) => settledValue(attemptAll([call])[0]),
    callAll: attemptAll,
    pause(ms: number): boolean {
      if (budget.remainingMs() - ms < policy.minAttemptMs) return false;
      sleep(ms);
      return true;
    },
  };
}

/** A settled result's value, or its error thrown. */
export function settledValue<T>(result: Settled<T>): T {
  if (result.ok) return result.value;
  throw result.error;
}

export function failed(error: ApiError): { readonly ok: false; readonly error: ApiError } {
  return { ok: false, error };
}
