/**
 * The document cache as it lies in the document's properties, read back with the cache's own layout
 * (Node's zlib standing in for Utilities): what the bench counts as held, and therefore as a hit.
 */
import { gunzipSync } from 'node:zlib';
import { KEY_PREFIX, LEDGER_KEY, parseLedger } from '../src/cache/ledger';
import { type PackedItem, unpackItems } from '../src/cache/pack';

/** The items of every bucket whose id starts with `kind` (`ks.` keyword statistics, `vi.` visibility). */
export function cachedItems(props: Readonly<Record<string, string>>, kind: string): Map<string, PackedItem> {
  const ledger = parseLedger(props[LEDGER_KEY] ?? null);
  const items = new Map<string, PackedItem>();
  for (const [id, entry] of ledger.entries) {
    if (!id.startsWith(kind)) continue;
    const packed = Array.from({ length: entry.chunks }, (_, n) =>
      props[`${KEY_PREFIX}${id}:${n}`].slice(entry.gen.length + 1),
    ).join('');
    for (const [key, item] of unpackItems(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8')))
      items.set(key, item);
  }
  return items;
}

/** Bytes of the cache's own properties, as the store counts them. */
export function cacheBytes(props: Readonly<Record<string, string>>): number {
  let bytes = 0;
  for (const [key, value] of Object.entries(props))
    if (key.startsWith(KEY_PREFIX)) bytes += Buffer.byteLength(key + value);
  return bytes;
}
