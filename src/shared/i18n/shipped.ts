/**
 * A catalogue as Code.js carries it (scripts/build.ts puts one in place of each catalogue module): the words
 * it holds, and the rest as a JSON text, parsed when a word it does not hold is first asked for. Both are by
 * area (`keys.ts` `byArea`) and read as they are: a word is looked up under its area, since making one
 * catalogue of them again costs an execution more than parsing them (a fresh execution runs cold code).
 * English's text is in Code.js, and its held words are the document's, which the bundle reads as it loads
 * (the vocabulary's English labels). Each other language's text is its messages file, read once, and its
 * held words are those recognised in every language (`areas.ts` `RECOGNISED`).
 */
import type { Message } from './format';
import { fromAreas } from './keys';

type Words = Readonly<Record<string, Message>>;
type Areas = Readonly<Record<string, Words>>;

/** `document.months` is the `months` of the `document.` area. */
function wordIn(areas: Areas, key: string): Message | undefined {
  const area = key.indexOf('.') + 1;
  return areas[key.slice(0, area)]?.[key.slice(area)];
}

/**
 * `read` gives the text, null when it cannot be read: then the words are `otherwise`'s (English's). A word
 * `filed` says the text leaves out is `otherwise`'s too (English's filed words, in their own file).
 */
export function shipped(
  held: Areas,
  read: () => string | null,
  otherwise: Words = {},
  filed: (key: string) => boolean = () => false,
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
    const areas = wordIn(held, key) === undefined ? restOf() : held;
    return areas === null || filed(key) ? otherwise[key] : wordIn(areas, key);
  };
  // Only a reader of every word (a test) asks for them all: they are made one catalogue then, once (a
  // descriptor asked for each word would otherwise make it again for every one).
  let every: Words | undefined;
  const all = (): Words => {
    if (every) return every;
    const areas = restOf();
    const others = Object.fromEntries(
      Object.keys(otherwise)
        .filter(filed)
        .map((key) => [key, otherwise[key]]),
    );
    every = {
      ...(areas === null ? otherwise : { ...others, ...fromAreas(areas) }),
      ...fromAreas(held),
    } as Words;
    return every;
  };
  return new Proxy(
    {},
    {
      get: (_, key) => (typeof key === 'string' ? word(key) : undefined),
      has: (_, key) => typeof key === 'string' && word(key) !== undefined,
      ownKeys: () => Reflect.ownKeys(all()),
      getOwnPropertyDescriptor: (_, key) => {
        const descriptor = Reflect.getOwnPropertyDescriptor(all(), key);
        return descriptor && { ...descriptor, configurable: true };
      },
    },
  );
}
