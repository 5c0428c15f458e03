/** A catalogue's keys under a prefix, their area (`areas.ts`): put under one, and taken back out. */
import type { Message } from './format';

/** `T`'s entries, each key with `P` before it. */
export type Prefixed<P extends string, T> = { readonly [K in keyof T & string as `${P}${K}`]: T[K] };

/** `T`'s entries whose key starts with `P` (one prefix or several), each key without it. */
export type Under<T, P extends string> = {
  readonly [K in keyof T as K extends `${P}${infer Key}` ? Key : never]: T[K];
};

export function prefixed<P extends string, T extends object>(prefix: P, entries: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(entries).map(([key, value]) => [prefix + key, value])) as Prefixed<
    P,
    T
  >;
}

export function under<T extends object, P extends string>(catalogue: T, prefix: P): Under<T, P> {
  return Object.fromEntries(
    Object.entries(catalogue).flatMap(([key, value]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), value]] : [],
    ),
  ) as Under<T, P>;
}

/** A catalogue's areas, each under its prefix with its keys without it: how the build ships a catalogue. */
export const byArea = (
  catalogue: Readonly<Record<string, Message>>,
  prefixes: readonly string[],
): Record<string, Record<string, Message>> =>
  Object.fromEntries(prefixes.map((prefix) => [prefix, under(catalogue, prefix)]));

/** A catalogue again from its areas (`byArea`). */
export const fromAreas = (areas: Readonly<Record<string, object>>): Record<string, unknown> =>
  Object.assign({}, ...Object.entries(areas).map(([prefix, words]) => prefixed(prefix, words)));
