/**
 * Retry and pacing rules. Only failures that a second attempt can cure are retried: 5xx, timeouts, edge
 * rejections and network failures (`ApiError.retryable`). A 418 or any other 4xx is final: resending it
 * would fail the same way, and a quota 418 must never be hammered.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  /** A retry is only worth it when at least this much time is left after its back-off. */
  readonly minAttemptMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 8_000,
  minAttemptMs: 1_500,
};

/** Exponential back-off with full jitter: a random delay up to base × 2^(attempt-1), capped. */
function backoffMs(policy: RetryPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}

/**
 * The wait before retry number `attempt` (1 = first retry), or null when there should be no retry:
 * the attempts are used up or the execution has too little time left to wait and try again. An attempt
 * that failed slowly (a time-out) is expected to take as long again: a retry that the platform would
 * kill halfway would lose the whole execution's answer, what was fetched included.
 */
export function nextDelay(
  policy: RetryPolicy,
  attempt: number,
  remainingMs: number,
  random: () => number,
  lastAttemptMs = 0,
): number | null {
  if (attempt >= policy.maxAttempts) return null;
  const delay = backoffMs(policy, attempt, random);
  return remainingMs - delay >= Math.max(policy.minAttemptMs, lastAttemptMs) ? delay : null;
}

/** The gap the spec recommends between sequential bulk requests: pass it as `paceMs` to a report job's client. */
export const BULK_PACE_MS = 1_000;

/**
 * Keeps sequential requests at least `intervalMs` apart (the spec recommends about 1 s for bulk work).
 * Parallel batches from fetchAll count as one step.
 */
export interface Pacer {
  wait(): void;
}

export function createPacer(intervalMs: number, now: () => number, sleep: (ms: number) => void): Pacer {
  let last: number | null = null;
  return {
    wait() {
      if (last !== null && intervalMs > 0) {
        const gap = intervalMs - (now() - last);
        if (gap > 0) sleep(gap);
      }
      last = now();
    },
  };
}
