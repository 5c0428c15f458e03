/**
 * A value built on first use. Every execution (a cell, a sidebar call, the hourly tick) evaluates the whole
 * bundle, and each reads a few of its wire schemas: built at load, every schema would be most of evaluating
 * it (`npm run bench` measures `cold_load_ms` against `cold_load_eager_ms`, the same bundle built at load).
 *
 * `once(build)` is a function that builds its value on the first call and returns the same value after; a
 * schema built from others calls theirs inside its own `build`, so nothing is built before an answer is read.
 */

/** Set by scripts/build.ts: true only in the bench's copy that builds everything at load. */
declare const __EAGER__: boolean | undefined;

const eager = typeof __EAGER__ === 'boolean' && __EAGER__;

/** `build`'s value, built on the first call (at once in the bench's eager copy), the same value after. */
export function once<T>(build: () => T): () => T {
  if (eager) {
    const built = build();
    return () => built;
  }
  let built: { readonly value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
