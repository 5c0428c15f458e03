/**
 * A catalogue as Code.js carries it (scripts/build.ts puts one in place of each catalogue module): the words
 * it holds, and the rest as its language's messages file, read and parsed when a word it does not hold is
 * first asked for. Both are by area (`keys.ts` `byArea`) and read as they are: a word is looked up under its
 * area, since making one catalogue of them again costs an execution more than parsing them (a fresh
 * execution runs cold code). English holds every area but its messages whole (`whole`: a word missing there
 * is missing, and reads no file), since every formula's headers read the document's words and the menu the
 * server's; its messages are its file, as each other language's words are: an execution pays for the words
 * it says. Each other language holds the words recognised in every language (`areas.ts` `RECOGNISED`).
 */
import type { Message } from './format';
import { fromAreas } from './keys';

type Words = Readonly<Record<string, Message>>;
type Areas = Readonly<Record<string, Words>>;

/** `document.months` is the `months` of the `document.` area. */
const areaOf = (key: string): string => key.slice(0, key.indexOf('.') + 1);

function wordIn(areas: Areas, key: string): Message | undefined {
  const area = areaOf(key);
  return areas[area]?.[key.slice(area.length)];
}

/** What a shipped catalogue answers for its keys under a prefix, found in the prefix's area alone. */
const KEYS_UNDER = Symbol('keys under');

/**
 * The keys of `catalogue` that start with `prefix` (which names its area: `document.value.intent.`). A shipped
 * catalogue lists them from that area alone, where listing all its keys would read its file and merge every
 * area; a plain catalogue (src/ unbuilt) lists its own.
 */
export function keysUnder(catalogue: Words, prefix: string): string[] {
  const own = (catalogue as { [KEYS_UNDER]?: (prefix: string) => string[] })[KEYS_UNDER];
  return own ? own(prefix) : Object.keys(catalogue).filter((key) => key.startsWith(prefix));
}

/**
 * `read` gives the text, null when it cannot be read: then the words are `otherwise`'s (English's). A word
 * of an area `held` has whole is looked up there alone.
 */
export function shipped(
  held: Areas,
  read: () => string | null,
  otherwise: Words = {},
  whole: readonly string[] = [],
): Words {
  let rest: Areas | null | undefined;
  const restOf = (): Areas | null => {
    if (rest === undefined) {
      const text = read();
      rest = text === null ? null : (JSON.parse(text) as Areas);
    }
    return rest;
  };
  const word = (key: string): Message | undefined => {
    const areas = wordIn(held, key) !== undefined || whole.includes(areaOf(key)) ? held : restOf();
    return areas === null ? otherwise[key] : wordIn(areas, key);
  };
  const keysUnderOwn = (prefix: string): string[] => {
    const area = areaOf(prefix);
    const keys = new Set(Object.keys(held[area] ?? {}).map((key) => area + key));
    if (!whole.includes(area)) {
      const areas = restOf();
      const more =
        areas === null ? keysUnder(otherwise, area) : Object.keys(areas[area] ?? {}).map((key) => area + key);
      for (const key of more) keys.add(key);
    }
    return [...keys].filter((key) => key.startsWith(prefix));
  };
  // Only a reader of every word (a test) asks for them all: they are made one catalogue then, once, since a
  // spread asks for each key's descriptor.
  let merged: Words | undefined;
  const all = (): Words => {
    if (!merged) {
      const areas = restOf();
      merged = { ...(areas === null ? otherwise : fromAreas(areas)), ...fromAreas(held) } as Words;
    }
    return merged;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => (key === KEYS_UNDER ? keysUnderOwn : typeof key === 'string' ? word(key) : undefined),
      has: (_, key) => typeof key === 'string' && word(key) !== undefined,
      ownKeys: () => Reflect.ownKeys(all()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(all(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}
