/**
 * A catalogue as Code.js carries it (scripts/build.ts puts one in place of each catalogue module): the words
 * it holds as they are, and the rest as a JSON text by area (`keys.ts` `byArea`), parsed when a word it does
 * not hold is first asked for. English's text is in Code.js, and its held words are the document's, which
 * the bundle reads as it loads (the vocabulary's English labels). Each other language's text is its
 * messages file, read once, and its held words are those recognised in every language (`areas.ts`
 * `RECOGNISED`).
 */
import type { Message } from './format';
import { fromAreas } from './keys';

type Words = Readonly<Record<string, Message>>;

/** `read` gives the text, null when it cannot be read: then the words are `otherwise`'s (English's). */
export function shipped(
  heldByArea: Readonly<Record<string, object>>,
  read: () => string | null,
  otherwise: Words = {},
): Words {
  const held = fromAreas(heldByArea) as Words;
  let words: Words | undefined;
  const all = (): Words => {
    if (!words) {
      const text = read();
      words = text === null ? otherwise : { ...held, ...(fromAreas(JSON.parse(text)) as Words) };
    }
    return words;
  };
  return new Proxy(held, {
    get: (_, key) => (typeof key === 'string' && key in held ? held[key] : Reflect.get(all(), key)),
    has: (_, key) => Reflect.has(all(), key),
    ownKeys: () => Reflect.ownKeys(all()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(all(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
