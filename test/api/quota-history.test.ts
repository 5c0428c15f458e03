import { type ChargeStore, chargeHistory } from '../../src/spent/charges';
import { estimateCost } from '../../src/api/quota';
import { MAX_CHARGES } from '../../src/spent/charges';
import { inEnglish } from '../support/in-english';

const NOW = Date.UTC(2026, 10, 21, 12);
const HOUR = 3_600_000;
const ACCOUNT = 'demo@example.com';

function memoryStore(value: string | null = null): ChargeStore & { value: string | null } {
  const store = {
    value,
    get: () => store.value,
    set: (next: string) => {
      store.value = next;
    },
  };
  return store;
}

const crawl = (urls: string[]) => ({ kind: 'tool' as const, params: { urls }, what: 'crawl' as const });

describe('charge history', () => {
  test('a recorded charge makes the same call free for 24 h, and only that call', () => {
    const history = chargeHistory(memoryStore(), ACCOUNT);
    const first = estimateCost(crawl(['https://a.pl/']), history.list(NOW), NOW);
    expect(first.units).toBe(1);
    history.record(first, NOW);
    const later = NOW + 2 * HOUR;
    expect(inEnglish(estimateCost(crawl(['https://a.pl/']), history.list(later), later))).toMatchObject({
      units: 0,
      reason:
        'Estimated: the same crawl parameters were charged 2 h ago, and the service charges them once in 24 h, whichever report or formula asks.',
    });
    expect(estimateCost(crawl(['https://b.pl/']), history.list(later), later).units).toBe(1);
    expect(history.list(NOW + 24 * HOUR)).toEqual([]);
  });

  test('remembers only what was charged: a free repeat does not extend the window', () => {
    const store = memoryStore();
    const history = chargeHistory(store, ACCOUNT);
    history.record(estimateCost({ kind: 'serpRefresh' }, [], NOW), NOW);
    history.record({ units: 0, key: 'abc' }, NOW);
    expect(store.value).toBeNull();
    history.record({ units: 1, key: 'abc' }, NOW);
    history.record({ units: 1, key: 'abc' }, NOW + HOUR);
    expect(history.list(NOW + HOUR)).toEqual([{ key: 'abc', at: NOW + HOUR }]);
  });

  test('prunes entries past their window and keeps the newest when full, well under 9 KB', () => {
    const store = memoryStore();
    const history = chargeHistory(store, ACCOUNT);
    history.record({ units: 1, key: 'old' }, NOW - 25 * HOUR);
    for (let i = 0; i < MAX_CHARGES + 30; i++) {
      const { key } = estimateCost(crawl([`https://example.pl/${i}`]), [], NOW);
      history.record({ units: 1, key }, NOW + i);
    }
    const kept = history.list(NOW + MAX_CHARGES + 30);
    expect(kept).toHaveLength(MAX_CHARGES);
    expect(kept[0].at).toBe(NOW + 30);
    expect(kept.some((c) => c.key === 'old')).toBe(false);
    expect(store.value!.length).toBeLessThan(7_000);
  });

  test('a charge on one account never makes the same call free for another', () => {
    const store = memoryStore();
    const demo = chargeHistory(store, ACCOUNT);
    const first = estimateCost(crawl(['https://a.pl/']), demo.list(NOW), NOW);
    demo.record(first, NOW);
    const lite = chargeHistory(store, 'lite@example.com');
    const later = NOW + 4 * 60_000;
    expect(estimateCost(crawl(['https://a.pl/']), lite.list(later), later).units).toBe(1);
    expect(estimateCost(crawl(['https://a.pl/']), demo.list(later), later).units).toBe(0);
    // The same account by another spelling (as a tool-server connection may name it) is the same account.
    expect(chargeHistory(store, 'Demo@Example.com').list(later)).toHaveLength(1);
    // Both kept: the second account's charge does not replace the first's.
    lite.record(first, later);
    expect([demo.list(later).length, lite.list(later).length]).toEqual([1, 1]);
  });

  test('an entry that names no account (kept before they did) makes nothing free', () => {
    const store = memoryStore(JSON.stringify([['abc', NOW]]));
    expect(chargeHistory(store, ACCOUNT).list(NOW)).toEqual([]);
  });

  test.each(['not json', '{"a":1}', '[["k","1"],[2,3],"x"]'])('reads a damaged value %j as empty', (raw) => {
    expect(chargeHistory(memoryStore(raw), ACCOUNT).list(NOW)).toEqual([]);
  });
});
