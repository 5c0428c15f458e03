import { LRUCache } from 'lru-cache';

/**
 * A bounded cache, least recently read out first, for generated data that reports read again and again.
 * One host serves every suite of a test run, so the caches stay full and every miss evicts: a Map whose
 * oldest key is found with `keys().next()` walks past every entry deleted before it, which made eviction
 * cost as much as the 50,000-entry caches are long. lru-cache evicts in constant time.
 */
export class Memo<T extends {}> {
  private readonly items: LRUCache<string, T>;

  constructor(capacity: number) {
    this.items = new LRUCache({ max: capacity });
  }

  get(key: string, make: () => T): T {
    const hit = this.items.get(key);
    if (hit !== undefined) return hit;
    const value = make();
    this.items.set(key, value);
    return value;
  }
}
