/** In-memory ports for the cache with the platform's limits, and a zlib-backed gzip+base64. */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { CacheProperties, CachePorts, Compressor, FastCache } from '../../src/cache/ports';

export const VALUE_LIMIT = 9 * 1024;
export const STORE_LIMIT = 500 * 1024;

function bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export class FakeProperties implements CacheProperties {
  readonly data = new Map<string, string>();
  reads = 0;

  getProperty(key: string): string | null {
    this.reads++;
    return this.data.get(key) ?? null;
  }
  getProperties(): Record<string, string> {
    this.reads++;
    return Object.fromEntries(this.data);
  }
  setProperties(values: Record<string, string>): void {
    const next = new Map(this.data);
    for (const [key, value] of Object.entries(values)) {
      if (bytes(value) > VALUE_LIMIT) throw new Error('Argument too large: value');
      next.set(key, value);
    }
    if (FakeProperties.size(next) > STORE_LIMIT)
      throw new Error('You have exceeded the property storage quota.');
    for (const [key, value] of next) this.data.set(key, value);
  }
  deleteProperty(key: string): void {
    this.data.delete(key);
  }
  size(): number {
    return FakeProperties.size(this.data);
  }
  static size(map: Map<string, string>): number {
    let total = 0;
    for (const [key, value] of map) total += bytes(key) + bytes(value);
    return total;
  }
}

export class FakeFastCache implements FastCache {
  readonly data = new Map<string, string>();
  missAll = false;
  /** Calls of getAll. */
  reads = 0;

  getAll(keys: readonly string[]): Record<string, string> {
    this.reads++;
    if (this.missAll) return {};
    return Object.fromEntries(keys.filter((k) => this.data.has(k)).map((k) => [k, this.data.get(k)!]));
  }
  putAll(values: Record<string, string>): void {
    for (const [key, value] of Object.entries(values)) {
      if (key.length > 250 || bytes(value) > 100 * 1024) throw new Error('Argument too large');
      this.data.set(key, value);
    }
  }
  removeAll(keys: readonly string[]): void {
    for (const key of keys) this.data.delete(key);
  }
}

export const zlibCompressor: Compressor = {
  pack: (text) => gzipSync(Buffer.from(text, 'utf8')).toString('base64'),
  unpack: (packed) => gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'),
};

export interface FakeWorld extends CachePorts {
  readonly props: FakeProperties;
  readonly fast: FakeFastCache;
  clock: { now: number };
  lockFree: boolean;
}

export function fakePorts(start = Date.UTC(2026, 10, 21, 12)): FakeWorld {
  const clock = { now: start };
  const world: FakeWorld = {
    props: new FakeProperties(),
    fast: new FakeFastCache(),
    compressor: zlibCompressor,
    clock,
    lockFree: true,
    now: () => clock.now,
    lock: <T>(fn: () => T) => (world.lockFree ? fn() : undefined),
  };
  return world;
}
