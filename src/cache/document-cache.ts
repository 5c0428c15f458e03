/**
 * The cache as the formulas see it: whole responses by request key, and single items (a phrase's
 * statistics, a domain's figures) shared between formulas. Freshness is decided per call: data
 * older than the kind's maximum age, or fetched before the refresh stamp, reads as missing.
 */
import type { BlobStore, CacheUsage } from './blobs';
import { hash53, hashId } from '../shared/hash';
import { BUCKET_ITEMS, type CacheKind, ITEM_BUCKETS, KIND_CODE } from './kinds';
import { type PackedItem, packItems, unpackItems } from './pack';

export interface Freshness {
  readonly maxAgeMs: number;
  /** Data fetched before this time (ms) is stale: the refresh stamp. */
  readonly notBefore: number;
  /**
   * Until this time (ms) data of any age is fresh enough: a relabelling pass over formulas the document
   * holds no answer of (written before answers were held, functions/held.ts).
   */
  readonly anyAgeUntil?: number;
}

export interface Cached<T> {
  readonly value: T;
  readonly fetchedAt: number;
}

export class DocumentCache {
  constructor(
    private readonly blobs: BlobStore,
    private readonly now: () => number,
  ) {}

  /** Whether data fetched at `fetchedMs` is fresh enough. */
  fresh(fetchedMs: number, freshness: Freshness): boolean {
    const now = this.now();
    return (
      fetchedMs >= freshness.notBefore &&
      (now - fetchedMs <= freshness.maxAgeMs || now < (freshness.anyAgeUntil ?? 0))
    );
  }

  private entryId(kind: CacheKind, key: string): string {
    return `${KIND_CODE[kind]}${hashId(key)}`;
  }

  private bucketId(kind: CacheKind, key: string): string {
    const buckets = ITEM_BUCKETS[kind];
    if (!buckets) throw new Error(`${kind} is not cached by item`);
    return `${KIND_CODE[kind]}.${hash53(key) % buckets}`;
  }

  get<T>(kind: CacheKind, key: string, freshness: Freshness): Cached<T> | undefined {
    const id = this.entryId(kind, key);
    const text = this.blobs.read([id]).get(id);
    if (text === undefined) return undefined;
    try {
      const entry = JSON.parse(text) as { k: string; f: number; v: T };
      // The full key guards against two requests whose ids collide.
      if (entry.k !== key || typeof entry.f !== 'number' || !this.fresh(entry.f, freshness)) return undefined;
      return { value: entry.v, fetchedAt: entry.f };
    } catch {
      return undefined;
    }
  }

  put(kind: CacheKind, key: string, value: unknown): boolean {
    const id = this.entryId(kind, key);
    const text = JSON.stringify({ k: key, f: this.now(), v: value });
    return this.blobs.update([id], () => new Map([[id, text]]));
  }

  /** Items of `keys` to come with this execution's next read of the cache, in the same calls. */
  readAlong(kind: CacheKind, keys: readonly string[]): void {
    this.blobs.readAlong([...this.group(kind, keys).keys()]);
  }

  /** The fresh items among `keys`. */
  getItems<T>(kind: CacheKind, keys: readonly string[], freshness: Freshness): Map<string, Cached<T>> {
    const byBucket = this.group(kind, keys);
    const texts = this.blobs.read([...byBucket.keys()]);
    const found = new Map<string, Cached<T>>();
    for (const [id, bucketKeys] of byBucket) {
      const items = this.unpack(texts.get(id));
      for (const key of bucketKeys) {
        const item = items.get(key);
        if (item && this.fresh(item.fetched, freshness)) {
          found.set(key, { value: item.value as T, fetchedAt: item.fetched });
        }
      }
    }
    return found;
  }

  /**
   * Adds items to their buckets. Items older than `maxAgeMs` make room when a bucket is full, the oldest
   * first; till then they stay, for the held answers that read them whatever their age.
   */
  putItems(kind: CacheKind, values: ReadonlyMap<string, unknown>, maxAgeMs: number): boolean {
    const byBucket = this.group(kind, [...values.keys()]);
    const fetched = this.now();
    const oldest = fetched - maxAgeMs;
    return this.blobs.update([...byBucket.keys()], (current) => {
      const next = new Map<string, string>();
      for (const [id, bucketKeys] of byBucket) {
        const items = this.unpack(current.get(id));
        for (const key of bucketKeys) items.delete(key);
        const stale = [...items].filter(([, item]) => item.fetched < oldest);
        stale.sort(([, a], [, b]) => a.fetched - b.fetched);
        const excess = items.size + bucketKeys.length - BUCKET_ITEMS;
        for (const [key] of stale.slice(0, Math.max(0, excess))) items.delete(key);
        for (const key of bucketKeys) items.set(key, { value: values.get(key), fetched });
        next.set(id, packItems(items));
      }
      return next;
    });
  }

  private group(kind: CacheKind, keys: readonly string[]): Map<string, string[]> {
    const byBucket = new Map<string, string[]>();
    for (const key of keys) {
      const id = this.bucketId(kind, key);
      const list = byBucket.get(id);
      if (list) list.push(key);
      else byBucket.set(id, [key]);
    }
    return byBucket;
  }

  private unpack(text: string | undefined): Map<string, PackedItem> {
    if (text === undefined) return new Map();
    try {
      return unpackItems(text);
    } catch {
      return new Map();
    }
  }

  /**
   * The time before which data counts as stale for a refresh argument: a date is taken as is; any
   * other value counts from when this document first saw it, so changing the stamp cell refreshes and
   * recalculating with the same stamp reads the cache.
   */
  refreshAfter(stamp: unknown): number {
    if (stamp === undefined || stamp === null || stamp === '') return 0;
    if (stamp instanceof Date) return Math.min(stamp.getTime(), this.now()) || 0;
    return this.blobs.firstSeen(hashId(JSON.stringify(stamp)));
  }

  usage(): CacheUsage {
    return this.blobs.usage();
  }

  clear(): void {
    this.blobs.clear();
  }
}
