/**
 * What the cache needs from the platform, as small interfaces: the pure core is tested against
 * in-memory fakes, and `context.ts` binds them to PropertiesService, CacheService, LockService and
 * Utilities (gzip, base64). The shapes of what the platform offers are its own (`platform/properties.ts`,
 * `platform/cache-service.ts`), named here from the floor below.
 */
import type { Compressor, FastCache } from '../platform/cache-service';
import type { PropertyStore } from '../platform/properties';

export type { Compressor, FastCache };

/** The document's properties: the chunks of an entry and the index are written in one `setProperties`. */
export type CacheProperties = Pick<
  PropertyStore,
  'getProperty' | 'getProperties' | 'setProperties' | 'deleteProperty'
>;

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
