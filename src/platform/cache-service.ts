/**
 * Apps Script's side of the document cache: CacheService's document cache and Utilities' gzip and base64,
 * in the shapes the cache's core takes (cache/ports.ts names them from here); `context.ts` binds them
 * with the document properties and lock.
 */

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

export const gzipBase64: Compressor = {
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
