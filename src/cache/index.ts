/** The document's two-tier cache over its ports; the execution context opens it over the platform's. */
import { BlobStore } from './blobs';
import { DocumentCache } from './document-cache';
import type { CachePorts } from './ports';

export type { Cached, Freshness } from './document-cache';
export { DocumentCache } from './document-cache';
export type { DataKind } from './kinds';

export function cacheOver(ports: CachePorts): DocumentCache {
  return new DocumentCache(new BlobStore(ports), ports.now);
}
