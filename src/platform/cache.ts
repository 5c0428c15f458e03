/**
 * The cache's ports bound to Apps Script: document properties, the document cache, the document lock
 * and Utilities' gzip and base64.
 */
import type { CachePorts, Compressor, FastCache } from '../cache/ports';
import { now } from './clock';
import { withDocumentLock } from './lock';
import { documentProperties } from './properties';

const gzipBase64: Compressor = {
  pack(text) {
    return Utilities.base64Encode(Utilities.gzip(Utilities.newBlob(text, 'application/json')).getBytes());
  },
  unpack(packed) {
    const blob = Utilities.newBlob(Utilities.base64Decode(packed), 'application/x-gzip');
    return Utilities.ungzip(blob).getDataAsString('UTF-8');
  },
};

function fastCache(cache: GoogleAppsScript.Cache.Cache): FastCache {
  return {
    getAll: (keys) => cache.getAll([...keys]),
    putAll: (values, ttl) => cache.putAll(values, ttl),
    removeAll: (keys) => cache.removeAll([...keys]),
  };
}

/** The document cache alone (CacheService), null where the platform offers none. */
export function documentFastCache(): FastCache | null {
  const cache = CacheService.getDocumentCache();
  return cache ? fastCache(cache) : null;
}

/** Null outside a document (document properties do not exist there). */
export function documentCachePorts(): CachePorts | null {
  const props = documentProperties();
  if (!props) return null;
  const cache = CacheService.getDocumentCache();
  return {
    props,
    fast: cache ? fastCache(cache) : null,
    compressor: gzipBase64,
    lock: withDocumentLock,
    now,
  };
}
