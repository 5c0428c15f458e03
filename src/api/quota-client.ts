/**
 * The client callers use: the generic client, plus one service-specific courtesy. A quota 418 names no
 * reset time; getLimits does, and costs nothing, so a quota failure is completed with it. Kept apart so the
 * generic client never imports an endpoint.
 *
 * The client remembers what this execution learnt of getLimits, through whichever caller asked: its last
 * reading, whose reset times still hold (a counter resets at a fixed time, whatever was charged since), or
 * that a read failed, which is not asked again in the same execution (a service failing getLimits fails it
 * again a second later, and an unattended run must not spend its requests on it).
 */
import {
  type ApiCall,
  type ApiClient,
  type ClientOptions,
  createBareClient,
  failed,
  type Settled,
  settledValue,
} from './client';
import { getLimits } from './users';
import { QuotaExceededError } from './errors';
import { findCounter, type QuotaModel, quotaModel, resetsAt } from './quota';
import type { Limits } from './schemas';

const HOUR = 3_600_000;

export function createClient(options: ClientOptions): ApiClient {
  const bare = createBareClient(options);
  /** This execution's last getLimits reading; null once a read failed; undefined before the first. */
  let limits: QuotaModel | null | undefined;

  /** What the results of getLimits among `calls` say, whoever asked. */
  function learn(calls: readonly ApiCall<unknown>[], results: readonly Settled<unknown>[]): void {
    calls.forEach((call, i) => {
      if (call.request.path !== getLimits.path) return;
      const result = results[i];
      limits = result.ok ? quotaModel(result.value as Limits, bare.budget.now()) : null;
    });
  }

  /** When `counter` resets, as this execution's reading says; null when it cannot say. */
  const resetOf = (counter: string): number | null => {
    const found = limits ? findCounter(limits, counter) : undefined;
    return found && limits ? resetsAt(limits, found) : null;
  };

  /**
   * Hours until `counter` resets, from this execution's reading: read now when there is none yet, or when
   * the reset it said has passed (the counter's period rolled since); never again after a read failed.
   */
  function hoursToReset(counter: string): number | null {
    const known = resetOf(counter);
    if (limits === undefined || (known !== null && known <= bare.budget.now())) callAll([getLimits.call({})]);
    const at = resetOf(counter);
    return at === null ? null : Math.max(0, (at - bare.budget.now()) / HOUR);
  }

  function withResetTimes(results: Settled<unknown>[]): void {
    results.forEach((result, i) => {
      const error = result.ok ? undefined : result.error;
      if (!(error instanceof QuotaExceededError) || !error.counter || error.hoursToReset !== undefined)
        return;
      const hours = hoursToReset(error.counter);
      if (hours === null) return;
      const counter = limits ? findCounter(limits, error.counter) : undefined;
      const info = { counter: error.counter, limit: counter?.limit ?? error.limit, hoursToReset: hours };
      const details = { status: error.status, path: error.path, serviceMessage: error.serviceMessage };
      results[i] = failed(new QuotaExceededError(info, details));
    });
  }

  function callAll<T>(calls: readonly ApiCall<T>[]): Settled<T>[] {
    const results = bare.callAll(calls);
    learn(calls, results);
    withResetTimes(results);
    return results;
  }

  return { ...bare, callAll, call: (call) => settledValue(callAll([call])[0]) };
}
