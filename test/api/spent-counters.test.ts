/** The memory of spent counters: per account, until each resets, taught by refusals and by getLimits. */
import { quotaModel } from '../../src/api/quota';
import { SPENT_KEY, spentCounters, UNKNOWN_RESET_MS } from '../../src/spent/counters';
import { MemoryProperties } from './fakes';

const HOUR = 3_600_000;
const NOW = 1_700_000_000_000;
const V = 'visibility_analysis_queries_per_day';
const T = 'tools_daily_limit';

function store() {
  const props = new MemoryProperties();
  return {
    props,
    store: {
      get: () => props.getProperty(SPENT_KEY),
      set: (v: string) => void props.setProperty(SPENT_KEY, v),
    },
  };
}

describe('spentCounters', () => {
  it('remembers a refusal until its reset, for its account only, across executions', () => {
    const { store: s } = store();
    spentCounters(s, 'lite@example.com').remember(V, NOW, 120, 100);
    const again = spentCounters(s, 'lite@example.com');
    expect(again.spent(V, NOW + HOUR)).toEqual({ until: NOW + 120 * HOUR, limit: 100 });
    expect(again.spent(T, NOW)).toBeNull();
    expect(spentCounters(s, 'demo@example.com').spent(V, NOW)).toBeNull();
    expect(again.spent(V, NOW + 120 * HOUR)).toBeNull();
  });

  it('without a reset time, believes it for an hour', () => {
    const memory = spentCounters(store().store, 'a@example.com');
    memory.remember(T, NOW, undefined);
    expect(memory.spent(T, NOW)?.until).toBe(NOW + UNKNOWN_RESET_MS);
  });

  it('getLimits teaches both ways: a counter with nothing left is spent, one with room is not', () => {
    const memory = spentCounters(store().store, 'a@example.com');
    memory.remember(T, NOW, 5);
    const limits = {
      [V]: { limit: 100, usage: 100, extra_limit: 0, hours_to_reset: 48 },
      [T]: { limit: 10, usage: 3, extra_limit: 0, hours_to_reset: 48 },
      visibility_analysis_rows_per_report: { limit: 500, usage: null, extra_limit: 0, hours_to_reset: null },
    };
    memory.learn(quotaModel(limits, NOW));
    expect(memory.spent(V, NOW)).toEqual({ until: NOW + 48 * HOUR, limit: 100 });
    expect(memory.spent(T, NOW)).toBeNull();
  });

  it('keeps one small value: reset refusals are dropped; unreadable text reads as none', () => {
    const { props, store: s } = store();
    spentCounters(s, 'old@example.com').remember(V, NOW - 10 * HOUR, 1);
    spentCounters(s, 'new@example.com').remember(T, NOW, 2);
    expect(JSON.parse(props.getProperty(SPENT_KEY) as string)).toEqual({
      'new@example.com': { [T]: [NOW + 2 * HOUR] },
    });
    props.setProperty(SPENT_KEY, 'not json');
    expect(spentCounters(s, 'new@example.com').spent(T, NOW)).toBeNull();
  });

  it('without a store (outside a document) remembers for the execution', () => {
    const memory = spentCounters(null, 'a@example.com');
    memory.remember(V, NOW, 3);
    expect(memory.spent(V, NOW)).not.toBeNull();
  });
});
