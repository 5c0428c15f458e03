/**
 * The client callers use: the generic client, plus one service-specific courtesy. A quota 418 names no
 * reset time; getLimits does, and costs nothing, so a quota failure is completed with it (best effort,
 * read once per batch). Kept apart so the generic client never imports an endpoint.
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
import { getLimits } from './endpoints/users';
import { QuotaExceededError } from './errors';
import { findCounter, type QuotaModel, quotaModel } from './quota';

export function createClient(options: ClientOptions): ApiClient {
  const bare = createBareClient(options);

  function withResetTimes(results: Settled<unknown>[]): void {
    let model: QuotaModel | null | undefined;
    results.forEach((result, i) => {
      const error = result.ok ? undefined : result.error;
      if (!(error instanceof QuotaExceededError) || !error.counter || error.hoursToReset !== undefined)
        return;
      if (model === undefined) {
        const [limits] = bare.callAll([getLimits.call({})]);
        model = limits.ok ? quotaModel(limits.value, bare.budget.now()) : null;
      }
      const counter = model && findCounter(model, error.counter);
      if (!counter) return;
      const info = {
        counter: error.counter,
        limit: counter.limit ?? error.limit,
        hoursToReset: counter.hoursToReset,
      };
      const details = { status: error.status, path: error.path, serviceMessage: error.serviceMessage };
      results[i] = failed(new QuotaExceededError(info, details));
    });
  }

  function callAll<T>(calls: readonly ApiCall<T>[]): Settled<T>[] {
    const results = bare.callAll(calls);
    withResetTimes(results);
    return results;
  }

  return { ...bare, callAll, call: (call) => settledValue(callAll([call])[0]) };
}
