import { cacheOver } from '../../src/cache';
import { phrases, statsRow } from './data';
import { fakePorts, STORE_LIMIT } from './fakes';

const HOUR = 3_600_000;
const always = { maxAgeMs: 1e12, notBefore: 0 };

function tuples(list: readonly string[], seed = 0): Map<string, unknown> {
  return new Map(
    list.map((p, i) => {
      const row = statsRow(p, seed + i);
      return [`1|${p}`, [row.searches, row.cpc, row.found ? 1 : 0, ...row.trend]];
    }),
  );
}

describe('DocumentCache', () => {
  it('keeps whole responses by key, fresh within their maximum age and after the refresh stamp', () => {
    const world = fakePorts();
    const cache = cacheOver(world);
    expect(cache.put('positions', 'example.pl|1', [{ keyword: 'a' }])).toBe(true);
    const day = { maxAgeMs: 24 * HOUR, notBefore: 0 };
    expect(cache.get('positions', 'example.pl|1', day)?.value).toEqual([{ keyword: 'a' }]);
    expect(cache.get('positions', 'example.pl|2', day)).toBeUndefined();
    expect(cache.get('visibility', 'example.pl|1', day)).toBeUndefined();
    expect(
      cache.get('positions', 'example.pl|1', { maxAgeMs: 24 * HOUR, notBefore: world.now() + 1 }),
    ).toBeUndefined();
    world.clock.now += 25 * HOUR;
    expect(cache.get('positions', 'example.pl|1', day)).toBeUndefined();
  });

  it('shares items between callers and answers only the fresh ones', () => {
    const world = fakePorts();
    const cache = cacheOver(world);
    const list = phrases(300);
    cache.putItems('keywordStats', tuples(list.slice(0, 200)), 1e12);
    world.clock.now += 2 * HOUR;
    cache.putItems('keywordStats', tuples(list.slice(200)), 1e12);
    const keys = list.map((p) => `1|${p}`);
    expect(cache.getItems('keywordStats', keys, always).size).toBe(300);
    const recent = cache.getItems('keywordStats', keys, { maxAgeMs: HOUR, notBefore: 0 });
    expect(new Set(recent.keys())).toEqual(new Set(keys.slice(200)));
    expect(recent.get(keys[250])!.value).toEqual(tuples([list[250]], 50).get(keys[250]));
  });

  it('keeps stale items while their bucket has room, then drops the oldest stale ones to make it', () => {
    const world = fakePorts();
    const cache = cacheOver(world);
    const keys = (from: number, count: number) => Array.from({ length: count }, (_, i) => `q${from + i}`);
    const put = (list: string[]) => cache.putItems('answers', new Map(list.map((k) => [k, { n: k }])), HOUR);
    const old = keys(0, 1_000);
    put(old);
    world.clock.now += 2 * HOUR;
    // Another formula's write: what a held answer reads stays, past its freshness.
    put(keys(1_000, 100));
    expect(cache.getItems('answers', old, always).size).toBe(1_000);
    // Buckets past BUCKET_ITEMS: the stale items make room, never the fresh ones.
    put(keys(1_100, 1_000));
    expect(cache.getItems('answers', keys(1_000, 1_100), always).size).toBe(1_100);
    const kept = cache.getItems('answers', old, always).size;
    expect(kept).toBeLessThan(1_000);
    expect(kept).toBeGreaterThan(0);
  });

  it('holds at least 8,000 keyword-statistics rows within the store, and keeps the newest when full', () => {
    const world = fakePorts();
    const cache = cacheOver(world);
    const list = phrases(16_000);
    for (let i = 0; i < list.length; i += 500) {
      world.clock.now += 60_000;
      cache.putItems('keywordStats', tuples(list.slice(i, i + 500), i), 1e12);
      expect(world.props.size()).toBeLessThanOrEqual(STORE_LIMIT);
    }
    const held = cache.getItems(
      'keywordStats',
      list.map((p) => `1|${p}`),
      always,
    );
    expect(held.size).toBeGreaterThanOrEqual(8_000);
    expect(cache.usage().bytes / held.size).toBeLessThan(45);
  });

  it('reads a damaged bucket as empty and rewrites it on the next put', () => {
    const world = fakePorts();
    const cache = cacheOver(world);
    const list = phrases(100);
    cache.putItems('keywordStats', tuples(list), 1e12);
    world.fast.data.clear();
    for (const [key, value] of world.props.data) {
      if (key.endsWith(':0')) world.props.data.set(key, `${value.slice(0, 8)}AAAA${value.slice(12)}`);
    }
    const held = () =>
      cache.getItems(
        'keywordStats',
        list.map((p) => `1|${p}`),
        always,
      ).size;
    expect(held()).toBe(0);
    cache.putItems('keywordStats', tuples(list), 1e12);
    expect(held()).toBe(100);
  });

  it('turns a refresh argument into the time before which data is stale', () => {
    const world = fakePorts();
    const cache = cacheOver(world);
    expect(cache.refreshAfter(undefined)).toBe(0);
    expect(cache.refreshAfter('')).toBe(0);
    expect(cache.refreshAfter(new Date(world.now() - HOUR))).toBe(world.now() - HOUR);
    expect(cache.refreshAfter(new Date(world.now() + HOUR))).toBe(world.now());
    const first = cache.refreshAfter(7);
    expect(first).toBe(world.now());
    world.clock.now += HOUR;
    expect(cache.refreshAfter(7)).toBe(first);
    expect(cache.refreshAfter('7')).toBe(world.now());
  });
});
