/**
 * A family's catalogues (the sidebar's, the server's) are put together from areas, each with its own keys in
 * every language, so areas are written side by side without touching each other's files.
 */
import type { Message } from './format';
import { LANGUAGES, type Language } from './languages';

type Area = Readonly<Record<Language, Readonly<Record<string, Message>>>>;
type Joined<A extends readonly Area[]> = (A[number] extends infer U
  ? (U extends Area ? (x: U['en']) => void : never) extends (x: infer I) => void
    ? I
    : never
  : never) &
  object;

/** Each language's messages of every area, in one catalogue. */
export function joinAreas<A extends readonly Area[]>(...areas: A): Readonly<Record<Language, Joined<A>>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, Object.assign({}, ...areas.map((area) => area[language]))]),
  ) as Record<Language, Joined<A>>;
}
