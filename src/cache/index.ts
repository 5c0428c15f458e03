/** The document's two-tier cache over its ports; the execution context opens it over the platform's. */
import { BlobStore } from './blobs';
import { DocumentCache } from './cache';
import type { CachePorts } from './ports';

export type { Freshness } from './cache';
export { DocumentCache } from './cache';
export type { DataKind } from './kinds';

export function cacheOver(ports: CachePorts): DocumentCache {
  return new DocumentCache(new BlobStore(ports), ports.now);
}
