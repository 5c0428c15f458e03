/** The document's two-tier cache. Formulas, the settings view and the menu's *Clear cache* use this. */
import { BlobStore } from './blobs';
import { DocumentCache } from './cache';
import { documentCachePorts } from './gas';
import type { CachePorts } from './ports';

export type { CacheUsage } from './blobs';
export { BlobStore, DEFAULT_LIMITS } from './blobs';
export type { Cached, Freshness } from './cache';
export { DocumentCache } from './cache';
export { DATA_KINDS, type DataKind, DEFAULT_FRESHNESS_HOURS } from './kinds';

export function cacheOver(ports: CachePorts): DocumentCache {
  return new DocumentCache(new BlobStore(ports), ports.now);
}

/** The cache of the open document, or null when there is none (outside a document). */
export function openDocumentCache(): DocumentCache | null {
  const ports = documentCachePorts();
  return ports && cacheOver(ports);
}
