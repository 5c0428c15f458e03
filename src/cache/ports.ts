/**
 * What the cache needs from the platform, as small interfaces: the pure core is tested against
 * in-memory fakes, and `gas.ts` binds these to PropertiesService, CacheService, LockService and Utilities.
 */

/** Persistent strings shared by every editor of the document (document properties). */
export interface PropertyStore {
  get(key: string): string | null;
  getAll(): Record<string, string>;
  /** One call, so the chunks of an entry and the index land together. */
  setAll(values: Record<string, string>): void;
  remove(key: string): void;
}

/** The fast tier (document cache): any read may miss, values expire. */
export interface FastCache {
  getAll(keys: readonly string[]): Record<string, string>;
  putAll(values: Record<string, string>, ttlSeconds: number): void;
  removeAll(keys: readonly string[]): void;
}

/** Text to compact ASCII and back (gzip + base64); `unpack` throws on damaged input. */
export interface Compressor {
  pack(text: string): string;
  unpack(packed: string): string;
}

/** Runs `fn` while holding the document lock; undefined when the lock could not be had in time. */
export type Mutex = <T>(fn: () => T) => T | undefined;

export interface CachePorts {
  readonly props: PropertyStore;
  /** Null where the platform offers no document cache. */
  readonly fast: FastCache | null;
  readonly compressor: Compressor;
  readonly lock: Mutex;
  readonly now: () => number;
}
