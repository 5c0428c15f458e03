/**
 * What the cache needs from the platform, as small interfaces: the pure core is tested against
 * in-memory fakes, and `platform/cache.ts` binds these to PropertiesService, CacheService, LockService
 * and Utilities (gzip, base64).
 */
import type { PropertyStore } from '../platform/properties';

/** The document's properties: the chunks of an entry and the index are written in one `setProperties`. */
export type CacheProperties = Pick<
  PropertyStore,
  'getProperty' | 'getProperties' | 'setProperties' | 'deleteProperty'
>;

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
  readonly props: CacheProperties;
  /** Null where the platform offers no document cache. */
  readonly fast: FastCache | null;
  readonly compressor: Compressor;
  readonly lock: Mutex;
  readonly now: () => number;
}
