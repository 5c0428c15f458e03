/**
 * How much time the current execution has left. Apps Script kills a custom function at 30 s and any other
 * execution at 6 min; no timer can interrupt a fetch, so every request and every retry asks the budget first.
 */

export type ExecutionKind = 'customFunction' | 'server';

const LIMIT_MS: Record<ExecutionKind, number> = { customFunction: 30_000, server: 360_000 };
/** Kept back for the caller's own work after the last response: shaping the table, writing the cache. */
const RESERVE_MS: Record<ExecutionKind, number> = { customFunction: 3_000, server: 20_000 };

/**
 * Every execution loads the bundle afresh, so load time is the best available stand-in for its start.
 * Date.now touches no service, so this is safe at top level in AuthMode.NONE.
 */
const LOADED_AT = Date.now();

export interface ExecutionBudget {
  readonly kind: ExecutionKind;
  now(): number;
  /** Milliseconds left for requests, after the reserve. Never negative. */
  remainingMs(): number;
}

export interface BudgetOptions {
  readonly startedAt?: number;
  readonly now?: () => number;
  /** Overrides the platform limit (tests, or a caller that wants to stop early). */
  readonly limitMs?: number;
}

export function executionBudget(kind: ExecutionKind, options: BudgetOptions = {}): ExecutionBudget {
  const now = options.now ?? Date.now;
  const startedAt = options.startedAt ?? LOADED_AT;
  const usable = (options.limitMs ?? LIMIT_MS[kind]) - RESERVE_MS[kind];
  return {
    kind,
    now,
    remainingMs: () => Math.max(0, startedAt + usable - now()),
  };
}
