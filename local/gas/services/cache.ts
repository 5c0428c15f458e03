/**
 * CacheService: script, user (per e-mail) and document caches on the emulated clock.
 * Keys ≤ 250 characters, values ≤ 100 KB, at most 1,000 items (when full the oldest tenth is dropped,
 * first in first out, as measured on the real service), expiry clamped to 1 s – 6 h, default 10 min.
 * `missAll` models the documented "any read may miss".
 */
import type { Execution } from '../execution';

const KEY_LIMIT_CHARS = 250;
const VALUE_LIMIT_BYTES = 100 * 1024;
const MAX_ITEMS = 1000;
const MAX_EXPIRY_S = 21_600;
const DEFAULT_EXPIRY_S = 600;

interface Entry {
  value: string;
  expiresAt: number;
}

export class CacheStore {
  readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  read(key: string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  write(key: string, value: string, expirySeconds: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + expirySeconds * 1000 });
    if (this.entries.size > MAX_ITEMS) {
      const drop = Math.ceil(MAX_ITEMS / 10);
      for (const oldest of [...this.entries.keys()].slice(0, drop)) this.entries.delete(oldest);
    }
  }

  /** Live (unexpired) item count. */
  size(): number {
    const now = this.now();
    return [...this.entries.values()].filter((e) => e.expiresAt > now).length;
  }
}

export interface CacheStores {
  readonly script: CacheStore;
  readonly document: CacheStore;
  user(email: string): CacheStore;
  /** When true every read misses (the platform may evict anything at any time). */
  missAll: boolean;
  /** Empties every cache. */
  clear(): void;
}

export class CacheStoreSet implements CacheStores {
  readonly script: CacheStore;
  readonly document: CacheStore;
  missAll = false;
  private readonly users = new Map<string, CacheStore>();

  constructor(private readonly now: () => number) {
    this.script = new CacheStore(now);
    this.document = new CacheStore(now);
  }

  user(email: string): CacheStore {
    let store = this.users.get(email);
    if (!store) {
      store = new CacheStore(this.now);
      this.users.set(email, store);
    }
    return store;
  }

  clear(): void {
    this.script.entries.clear();
    this.document.entries.clear();
    this.users.clear();
  }
}

/** The `Cache` object a script holds. */
export class Cache {
  constructor(
    private readonly store: CacheStore,
    private readonly stores: CacheStoreSet,
    private readonly exec: Execution,
  ) {}

  private checkKey(key: unknown): string {
    const text = String(key);
    if (text.length > KEY_LIMIT_CHARS) throw this.exec.fail('Argument too large: key');
    return text;
  }

  private checkValue(value: unknown): string {
    const text = String(value);
    if (Buffer.byteLength(text, 'utf8') > VALUE_LIMIT_BYTES)
      throw this.exec.fail('Argument too large: value');
    return text;
  }

  private expiry(seconds: unknown): number {
    if (seconds === undefined) return DEFAULT_EXPIRY_S;
    return Math.min(MAX_EXPIRY_S, Math.max(1, Math.floor(Number(seconds)) || 1));
  }

  get(key: string): string | null {
    const checked = this.checkKey(key);
    return this.stores.missAll ? null : this.store.read(checked);
  }
  getAll(keys: string[]): Record<string, string> {
    const found: Record<string, string> = {};
    for (const key of keys) {
      const value = this.get(key);
      if (value !== null) found[key] = value;
    }
    return this.exec.realm.adopt(found);
  }
  put(key: string, value: string, expirationInSeconds?: number): void {
    this.store.write(this.checkKey(key), this.checkValue(value), this.expiry(expirationInSeconds));
  }
  putAll(values: Record<string, string>, expirationInSeconds?: number): void {
    const checked = Object.entries(values).map(([k, v]) => [this.checkKey(k), this.checkValue(v)] as const);
    for (const [key, value] of checked) this.store.write(key, value, this.expiry(expirationInSeconds));
  }
  remove(key: string): void {
    this.store.entries.delete(this.checkKey(key));
  }
  removeAll(keys: string[]): void {
    for (const key of keys) this.remove(key);
  }
}
