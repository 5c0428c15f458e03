/** A translator over one family of catalogues (the sidebar's or the server's), for one language. */
import { fill, type Message, type Params } from './format';
import type { Language } from './languages';

export type Translate<K extends string> = (key: K, params?: Params) => string;

export function translator<T extends Readonly<Record<string, Message>>>(
  catalogues: Readonly<Record<Language, T>>,
  language: Language,
): Translate<keyof T & string> {
  const catalogue = catalogues[language];
  return (key, params) => fill(language, catalogue[key], params);
}
