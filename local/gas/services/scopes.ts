/** A store service (PropertiesService, CacheService): `getScript<Noun>`, `getUser<Noun>`, `getDocument<Noun>`. */
import type { Execution } from '../execution';

export interface ScopedStores<S> {
  readonly script: S;
  readonly document: S;
  user(email: string): S;
}

/**
 * @param family the service's name, also its permission family
 * @param noun the object each getter returns (`Properties`, `Cache`), named so in messages
 * @param userEmail whose user store `getUser<Noun>` opens
 */
export function scopedService<S>(
  exec: Execution,
  family: string,
  noun: string,
  stores: ScopedStores<S>,
  userEmail: string,
  open: (store: S) => object,
): unknown {
  const wrap = (store: S) => exec.guard(family, noun, open(store));
  return exec.guard(family, family, {
    [`getScript${noun}`]: () => wrap(stores.script),
    [`getUser${noun}`]: () => wrap(stores.user(userEmail)),
    [`getDocument${noun}`]: () => wrap(stores.document),
  });
}
