/**
 * A formula's context over fake ports: a fresh document cache and one door of the data source over a
 * transport the test writes, the API's (`fakeFormulaContext`) or the tool server's (`fakeToolFormulaContext`).
 */
import { apiSource, type DataSource } from '../../src/api/source';
import { createClient } from '../../src/api/quota-client';
import { createToolClient } from '../../src/api/mcp/client';
import { executionBudget } from '../../src/api/budget';
import type { HttpTransport } from '../../src/api/transport';
import { spentCounters } from '../../src/spent/counters';
import { toolSource } from '../../src/api/mcp/source';
import { cacheOver, type DocumentCache } from '../../src/cache';
import { DEFAULT_SETTINGS, type Settings } from '../../src/document-settings';
import type { FormulaContext } from '../../src/functions/formula';
import { once } from '../api/fakes';
import type { FakeWorld } from '../cache/fakes';

interface FakeOptions {
  readonly settings?: Partial<Settings>;
  readonly cache?: DocumentCache;
}

function contextOver(ports: FakeWorld, source: () => DataSource, options: FakeOptions): FormulaContext {
  return {
    settings: { ...DEFAULT_SETTINGS, ...options.settings },
    cache: options.cache ?? cacheOver(ports),
    account: () => 'test@example.com',
    spentCounters: () => spentCounters(null, 'test@example.com'),
    // No reading kept: each formula reads getLimits when its guard needs it.
    limitsReading: { recent: () => null, keep: () => {} },
    documentLanguage: () => 'en',
    timeZone: () => ({ id: 'UTC', offsetMinutes: () => 0 }),
    now: ports.now,
    source,
  };
}

const budgetOf = (ports: FakeWorld) =>
  executionBudget('customFunction', { startedAt: ports.now(), now: ports.now });
const sleepOf = (ports: FakeWorld) => (ms: number) => {
  ports.clock.now += ms;
};

export function fakeFormulaContext(
  ports: FakeWorld,
  transport: HttpTransport,
  options: FakeOptions = {},
): FormulaContext {
  const client = once(() =>
    createClient({
      token: 'token',
      baseUrl: 'https://api.test',
      budget: budgetOf(ports),
      sleep: sleepOf(ports),
      transport,
    }),
  );
  return contextOver(ports, () => apiSource(client), options);
}

/** The same over the tool server's door: `tools` is the list the server gives the account. */
export function fakeToolFormulaContext(
  ports: FakeWorld,
  transport: HttpTransport,
  tools: readonly string[],
  options: FakeOptions = {},
): FormulaContext {
  const client = once(() =>
    createToolClient({
      url: 'https://mcp.test/mcp',
      token: 'token',
      account: 'test@example.com',
      transport,
      budget: budgetOf(ports),
      sleep: sleepOf(ports),
      tools,
    }),
  );
  return contextOver(ports, () => toolSource(client), options);
}
