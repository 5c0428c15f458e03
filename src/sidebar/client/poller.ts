/**
 * Polls while the sidebar is open: every `intervalMs` (the spec asks for 30–60 s between task
 * checks), doubling the wait after each failure up to `maxIntervalMs`, and giving up at a deadline
 * so a forgotten sidebar does not poll for ever. Timers are injected so the schedule is testable.
 */
export interface Timers {
  setTimeout(fn: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  now(): number;
}

export const browserTimers: Timers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle),
  now: () => Date.now(),
};

export interface PollPolicy {
  readonly intervalMs: number;
  readonly maxIntervalMs: number;
  /** Time from start() after which polling stops until started again. */
  readonly deadlineMs: number;
}

export const TASK_POLICY: PollPolicy = {
  intervalMs: 45_000,
  maxIntervalMs: 5 * 60_000,
  deadlineMs: 60 * 60_000,
};

/** `pending` keeps polling; `settled` stops until the next start(). */
export type PollOutcome = 'pending' | 'settled';

export type PollEvent =
  | { readonly type: 'failed'; readonly error: unknown; readonly retryInMs: number }
  | { readonly type: 'stopped'; readonly reason: 'settled' | 'deadline' | 'fatal'; readonly error?: unknown };

export interface Poller {
  /** (Re)starts with a fresh deadline; the first check runs after one interval. */
  start(): void;
  stop(): void;
  readonly active: boolean;
}

export function backoff(policy: PollPolicy, failures: number): number {
  return Math.min(policy.intervalMs * 2 ** failures, policy.maxIntervalMs);
}

export function createPoller(
  check: () => Promise<PollOutcome>,
  policy: PollPolicy,
  timers: Timers,
  onEvent: (event: PollEvent) => void,
  /** Errors that no retry can fix (a lapsed sign-in): stop instead of backing off. */
  isFatal: (error: unknown) => boolean = () => false,
): Poller {
  let handle: number | undefined;
  let deadline = 0;
  let failures = 0;
  let generation = 0;
  let live = false;

  const stop = (): void => {
    live = false;
    if (handle !== undefined) timers.clearTimeout(handle);
    handle = undefined;
    generation += 1;
  };

  const halt = (reason: 'settled' | 'deadline' | 'fatal', error?: unknown): void => {
    stop();
    onEvent({ type: 'stopped', reason, error });
  };

  const schedule = (delay: number): void => {
    if (timers.now() + delay > deadline) {
      halt('deadline');
      return;
    }
    const mine = generation;
    handle = timers.setTimeout(() => {
      handle = undefined;
      void run(mine);
    }, delay);
  };

  async function run(mine: number): Promise<void> {
    try {
      const outcome = await check();
      if (mine !== generation) return;
      failures = 0;
      if (outcome === 'settled') halt('settled');
      else schedule(policy.intervalMs);
    } catch (error) {
      if (mine !== generation) return;
      if (isFatal(error)) {
        halt('fatal', error);
        return;
      }
      failures += 1;
      const retryInMs = backoff(policy, failures);
      onEvent({ type: 'failed', error, retryInMs });
      schedule(retryInMs);
    }
  }

  return {
    start() {
      stop();
      failures = 0;
      live = true;
      deadline = timers.now() + policy.deadlineMs;
      schedule(policy.intervalMs);
    },
    stop,
    get active() {
      return live;
    },
  };
}
