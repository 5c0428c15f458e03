/**
 * PropertiesService: script, user (per e-mail) and document stores of strings, with the platform's
 * 9 KB per value and 500 KB per store. Sizes are UTF-8 bytes of key plus value.
 */
import type { Execution } from '../execution';
import { type DailyQuotas, tooManyTimesMessage } from '../quotas';

const VALUE_LIMIT_BYTES = 9 * 1024;
const STORE_LIMIT_BYTES = 500 * 1024;
const DAILY_READS_WRITES = 50_000;
const QUOTA_MESSAGE =
  'You have exceeded the property storage quota. Please remove some properties and try again.';

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

/** One store as tests and the playground see it. */
export interface PropertyStoreView {
  get(key: string): string | null;
  /** Bypasses the limits: for test setup only. */
  set(key: string, value: string): void;
  delete(key: string): void;
  entries(): Record<string, string>;
  /** Bytes used, as counted against the 500 KB limit. */
  bytes(): number;
  clear(): void;
}

export class PropertyStore implements PropertyStoreView {
  private readonly map = new Map<string, string>();
  /** Kept as entries come and go: every write checks the 500 KB, and a full store is hundreds of values. */
  private total = 0;

  get(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.delete(key);
    this.map.set(key, value);
    this.total += bytes(key) + bytes(value);
  }
  delete(key: string): void {
    const old = this.map.get(key);
    if (old === undefined) return;
    this.map.delete(key);
    this.total -= bytes(key) + bytes(old);
  }
  entries(): Record<string, string> {
    return Object.fromEntries(this.map);
  }
  bytes(): number {
    return this.total;
  }
  /** Bytes the store would hold with `changes` written (over the others, or alone). */
  bytesWith(changes: ReadonlyMap<string, string>, keepOthers: boolean): number {
    let total = keepOthers ? this.total : 0;
    for (const [key, value] of changes) {
      const old = keepOthers ? this.map.get(key) : undefined;
      if (old !== undefined) total -= bytes(key) + bytes(old);
      total += bytes(key) + bytes(value);
    }
    return total;
  }
  clear(): void {
    this.map.clear();
    this.total = 0;
  }
  replace(entries: Record<string, string>): void {
    this.clear();
    for (const [key, value] of Object.entries(entries)) this.set(key, value);
  }
}

export interface PropertyStores {
  readonly script: PropertyStoreView;
  readonly document: PropertyStoreView;
  /** The user store of an e-mail (created empty on first use). */
  user(email: string): PropertyStoreView;
}

export class PropertyStoreSet implements PropertyStores {
  readonly script = new PropertyStore();
  readonly document = new PropertyStore();
  private readonly users = new Map<string, PropertyStore>();

  user(email: string): PropertyStore {
    let store = this.users.get(email);
    if (!store) {
      store = new PropertyStore();
      this.users.set(email, store);
    }
    return store;
  }

  toJSON(): {
    script: Record<string, string>;
    document: Record<string, string>;
    users: Record<string, Record<string, string>>;
  } {
    const users: Record<string, Record<string, string>> = {};
    for (const [email, store] of this.users) users[email] = store.entries();
    return { script: this.script.entries(), document: this.document.entries(), users };
  }

  restore(state: ReturnType<PropertyStoreSet['toJSON']>): void {
    this.script.replace(state.script);
    this.document.replace(state.document);
    this.users.clear();
    for (const [email, entries] of Object.entries(state.users)) this.user(email).replace(entries);
  }
}

/** The `Properties` object a script holds. */
export class Properties {
  constructor(
    private readonly store: PropertyStore,
    private readonly exec: Execution,
    private readonly quotas: DailyQuotas,
  ) {}

  private count(): void {
    if (!this.quotas.take('properties', DAILY_READS_WRITES, this.exec.clock.now()))
      throw this.exec.fail(tooManyTimesMessage('properties'));
  }

  /** Writes the changes only if every limit holds with them. */
  private checkedWrite(changes: Array<[string, string]>, keepOthers: boolean): void {
    const next = new Map<string, string>();
    for (const [key, value] of changes) {
      if (bytes(value) > VALUE_LIMIT_BYTES) throw this.exec.fail('Argument too large: value');
      next.set(key, value);
    }
    if (this.store.bytesWith(next, keepOthers) > STORE_LIMIT_BYTES) throw this.exec.fail(QUOTA_MESSAGE);
    if (!keepOthers) this.store.clear();
    for (const [key, value] of next) this.store.set(key, value);
  }

  getProperty(key: string): string | null {
    this.count();
    return this.store.get(String(key));
  }
  getProperties(): Record<string, string> {
    this.count();
    return this.exec.realm.adopt(this.store.entries());
  }
  getKeys(): string[] {
    this.count();
    return this.exec.realm.adopt(Object.keys(this.store.entries()));
  }
  setProperty(key: string, value: unknown): this {
    this.count();
    this.checkedWrite([[String(key), String(value)]], true);
    return this;
  }
  setProperties(properties: Record<string, unknown>, deleteAllOthers = false): this {
    this.count();
    const changes = Object.entries(properties).map(([k, v]): [string, string] => [k, String(v)]);
    this.checkedWrite(changes, !deleteAllOthers);
    return this;
  }
  deleteProperty(key: string): this {
    this.count();
    this.store.delete(String(key));
    return this;
  }
  deleteAllProperties(): this {
    this.count();
    this.store.clear();
    return this;
  }
}
