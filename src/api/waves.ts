/**
 * Sending independent requests in waves: the one loop behind both clients' parallel batches (REST calls and
 * tool calls), so the tool server gets the same edge-learnt width, retries and deadline as the API.
 */
import type { ExecutionBudget } from './budget';
import type { ApiError } from './errors';
import { nextDelay, type Pacer, type RetryPolicy } from './retry';
import type { WidthController } from './width';

/** A request's end: its value, or its typed error. */
export type Settled<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

export interface WaveRules {
  readonly budget: ExecutionBudget;
  readonly width: WidthController;
  readonly retry: RetryPolicy;
  readonly sleep: (ms: number) => void;
  readonly random: () => number;
  /** Spaces waves for bulk callers. */
  readonly pacer?: Pacer;
}

/**
 * Settles `count` requests, sending at most the width controller's number at a time through `wave` (which
 * sends the given indices in parallel and settles each). A request that fails retryably goes back to the head
 * of the queue after a back-off. When the budget has no room for another wave like the last one, the requests
 * still queued end with the error they had, or `deadline`'s.
 */
export function inWaves<T>(
  count: number,
  wave: (indices: readonly number[]) => readonly Settled<T>[],
  rules: WaveRules,
  deadline: (index: number) => ApiError,
): Settled<T>[] {
  const { budget, width } = rules;
  const results: (Settled<T> | undefined)[] = Array.from({ length: count }, () => undefined);
  const attempts = results.map(() => 0);
  let queue = results.map((_, i) => i);
  let waveMs = 0;
  while (queue.length > 0) {
    const remaining = budget.remainingMs();
    if (remaining <= 0 || remaining < waveMs) {
      for (const i of queue) results[i] ??= { ok: false, error: deadline(i) };
      break;
    }
    rules.pacer?.wait();
    const sent = queue.slice(0, width.current());
    queue = queue.slice(sent.length);
    const started = budget.now();
    const settled = wave(sent);
    waveMs = budget.now() - started;
    const retry: number[] = [];
    let congested = false;
    sent.forEach((index, k) => {
      const result = settled[k];
      results[index] = result;
      attempts[index]++;
      if (result.ok) return;
      congested ||= isCongestion(result.error);
      if (result.error.retryable && attempts[index] < rules.retry.maxAttempts) retry.push(index);
    });
    if (congested) width.congested();
    else width.clean(sent.length);
    if (retry.length === 0) continue;
    const delay = nextDelay(
      rules.retry,
      Math.max(...retry.map((i) => attempts[i])),
      budget.remainingMs(),
      rules.random,
      waveMs,
    );
    if (delay === null) continue;
    rules.sleep(delay);
    queue = [...retry, ...queue];
  }
  return results as Settled<T>[];
}

/** The failures that say the service or its edge is overwhelmed: send fewer at once. */
function isCongestion(error: ApiError): boolean {
  return error.code === 'EDGE_REJECTED' || (error.status ?? 0) >= 500;
}
