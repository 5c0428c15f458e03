/** A formula's context over fake ports: a fresh document cache and the API's door over a transport the test writes. */
import { apiSource, createClient, executionBudget, type HttpTransport, spentCounters } from '../../src/api';
import { cacheOver, type DocumentCache } from '../../src/cache';
import { DEFAULT_SETTINGS, type Settings } from '../../src/document-settings';
import type { FormulaContext } from '../../src/functions/formula';
import { once } from '../api/fakes';
import type { FakeWorld } from '../cache/fakes';

export function fakeFormulaContext(
  ports: FakeWorld,
  transport: HttpTransport,
  options: { readonly settings?: Partial<Settings>; readonly cache?: DocumentCache } = {},
): FormulaContext {
  return {
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    cache: options.cache ?? cacheOver(ports),
    account: () => 'test@example.com',
    spentCounters: () => spentCounters(null, 'test@example.com'),
    documentLanguage: () => 'en',
    timeZone: () => ({ id: 'UTC', offsetMinutes: () => 0 }),
    source: () =>
      apiSource(
        once(() =>
          createClient({
            token: 'token',
            baseUrl: 'https://api.test',
            budget: executionBudget('customFunction', { startedAt: ports.now(), now: ports.now }),
            sleep: (ms) => {
              ports.clock.now += ms;
            },
            transport,
          }),
        ),
      ),
  };
}
