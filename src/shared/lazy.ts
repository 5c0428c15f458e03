/**
 * A value built on first use. Every execution (a cell, a sidebar call, the hourly tick) evaluates the whole
 * bundle, and each uses a few of its wire schemas and one or two languages' words: built at load, the
 * wire schemas and the catalogues keyed again would be most of evaluating it (`npm run bench` measures
 * `cold_load_ms` against `cold_load_eager_ms`, the same bundle built at load).
 *
 * `lazy(build)` stands in for what `build` returns, with its type, until something reads it: the first
 * read builds it once, and every read after is the built value's. A proxy rather than zod's `z.lazy`: that
 * is a zod instance itself, built at load for every schema, and a proxy
 * serves a plain object (a catalogue) as well as a schema. What it stands in for is an object read by its
 * members: identity (`===`), `Array.isArray` and `Object.isFrozen` see the proxy, not the built value.
 */

/** Set by scripts/build.ts: true only in the bench's copy that builds everything at load. */
declare const __EAGER__: boolean | undefined;

interface Holder {
  readonly build: () => object;
  built?: object;
}

const value = (holder: Holder): object => {
  holder.built ??= holder.build();
  return holder.built;
};

/**
 * One handler for every lazy value (a proxy's target holds its own state), so standing in costs a proxy and
 * a small object, no closures. Descriptors are reported configurable: the target, not the built value,
 * holds none of them (a zod schema's `_zod` is not), and a proxy may not report otherwise.
 */
const standIn: ProxyHandler<Holder> = {
  get: (holder, key) => Reflect.get(value(holder), key),
  set: (holder, key, v) => Reflect.set(value(holder), key, v),
  has: (holder, key) => Reflect.has(value(holder), key),
  ownKeys: (holder) => Reflect.ownKeys(value(holder)),
  getOwnPropertyDescriptor: (holder, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(value(holder), key);
    return descriptor && { ...descriptor, configurable: true };
  },
  getPrototypeOf: (holder) => Reflect.getPrototypeOf(value(holder)),
};

const eager = typeof __EAGER__ === 'boolean' && __EAGER__;

/** What `build` returns, built when first read (at once in the bench's eager copy). */
export function lazy<T extends object>(build: () => T): T {
  return eager ? build() : (new Proxy<Holder>({ build }, standIn) as unknown as T);
}
