/**
 * The cache's ports bound to Apps Script: document properties, the document cache, the document lock
 * and Utilities' gzip and base64. The only file of the cache that touches a service.
 */
import type { CachePorts, Compressor, FastCache, Mutex, PropertyStore } from './ports';

/** Long enough to queue behind another cell's write, short against a formula's 30 s. */
const LOCK_WAIT_MS = 3_000;

export const gzipBase64: Compressor = {
  pack(text) {
    return Utilities.base64Encode(Utilities.gzip(Utilities.newBlob(text, 'application/json')).getBytes());
  },
  unpack(packed) {
    const blob = Utilities.newBlob(Utilities.base64Decode(packed), 'application/x-gzip');
    return Utilities.ungzip(blob).getDataAsString('UTF-8');
  },
};

function propertyStore(props: GoogleAppsScript.Properties.Properties): PropertyStore {
  return {
    get: (key) => props.getProperty(key),
    getAll: () => props.getProperties(),
    setAll: (values) => {
      props.setProperties(values);
    },
    remove: (key) => {
      props.deleteProperty(key);
    },
  };
}

function fastCache(cache: GoogleAppsScript.Cache.Cache): FastCache {
  return {
    getAll: (keys) => cache.getAll([...keys]),
    putAll: (values, ttl) => cache.putAll(values, ttl),
    removeAll: (keys) => cache.removeAll([...keys]),
  };
}

const documentLock: Mutex = (fn) => {
  const lock = LockService.getDocumentLock();
  if (!lock?.tryLock(LOCK_WAIT_MS)) return undefined;
  try {
    return fn();
  } finally {
    lock.releaseLock();
  }
};

/** Null outside a document (document properties do not exist there). */
export function documentCachePorts(): CachePorts | null {
  const props = PropertiesService.getDocumentProperties();
  if (!props) return null;
  const cache = CacheService.getDocumentCache();
  return {
    props: propertyStore(props),
    fast: cache ? fastCache(cache) : null,
    compressor: gzipBase64,
    lock: documentLock,
    now: () => Date.now(),
  };
}
