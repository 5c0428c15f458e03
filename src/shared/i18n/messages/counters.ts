/**
 * The quota counters' names as messages (`counter.<name>`), taken from quota wording's labels, so that an
 * error or a paused run names the counter in the reader's language while each name is written once.
 */
type Names<T> = { readonly [K in keyof T as K extends `label.${infer N}` ? `counter.${N}` : never]: T[K] };

export function counterMessages<T extends Readonly<Record<string, unknown>>>(quotaShared: T): Names<T> {
  return Object.fromEntries(
    Object.entries(quotaShared)
      .filter(([key]) => key.startsWith('label.'))
      .map(([key, text]) => [`counter.${key.slice('label.'.length)}`, text]),
  ) as Names<T>;
}
