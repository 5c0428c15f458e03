/**
 * The spend guard's recent reading (src/spent/reading.ts): getLimits as read, less the units the document's
 * formulas noted since for the same account, for ten minutes; then none, so the guard reads again.
 */
import { findCounter } from '../../src/api/quota';
import type { Limits } from '../../src/api/schemas';
import { noteSpent, type SpentStore } from '../../src/spent/journal';
import { keepReading, recentModel } from '../../src/spent/reading';

function memoryStore(): SpentStore {
  const values = new Map<string, string>();
  return {
    getAll: (keys) =>
      Object.fromEntries(keys.flatMap((k) => (values.has(k) ? [[k, values.get(k) as string]] : []))),
    putAll: (entries) => {
      for (const [k, v] of Object.entries(entries)) values.set(k, v);
    },
  };
}

const T = 'tools_daily_limit';
const LIMITS: Limits = {
  [T]: { limit: 10, usage: 1, extra_limit: undefined, hours_to_reset: 200 },
  visibility_analysis_queries_per_day: { limit: -1, usage: 5, extra_limit: undefined, hours_to_reset: 200 },
};
const AT = Date.UTC(2026, 11, 7, 12);
const left = (model: ReturnType<typeof recentModel>) => (model ? findCounter(model, T)?.left : undefined);

test('what is left is the reading less the units noted since for the account, each charge key once', () => {
  const store = memoryStore();
  keepReading(store, 'a@example.com', LIMITS, AT);
  expect(left(recentModel(store, 'a@example.com', AT + 1))).toBe(9);
  noteSpent(
    store,
    'a@example.com',
    [
      { counter: T, key: 'run-1' },
      { counter: T, key: 'run-2' },
    ],
    AT + 60_000,
    0,
  );
  noteSpent(store, 'a@example.com', [{ counter: T, key: 'run-1' }], AT + 90_000, 1);
  noteSpent(store, 'b@example.com', [{ counter: T, key: 'run-3' }], AT + 60_000, 2);
  const model = recentModel(store, 'a@example.com', AT + 120_000);
  expect(left(model)).toBe(7);
  expect(model && findCounter(model, T)?.used).toBe(3);
  // An unlimited counter stays unlimited.
  expect(model && findCounter(model, 'visibility_analysis_queries_per_day')?.left).toBeNull();
});

test('a reading ten minutes old, of another account, from the future or damaged is none', () => {
  const store = memoryStore();
  keepReading(store, 'a@example.com', LIMITS, AT);
  expect(recentModel(store, 'a@example.com', AT + 10 * 60_000)).toBeNull();
  expect(recentModel(store, 'b@example.com', AT + 1)).toBeNull();
  expect(recentModel(store, 'a@example.com', AT - 1)).toBeNull();
  store.putAll({ 'seoSheets.limits.a@example.com': '{"at":"soon"' }, 600);
  expect(recentModel(store, 'a@example.com', AT + 1)).toBeNull();
});
