/**
 * Filling a message: `{name}` placeholders, and plurals chosen by the language's own rules
 * (Polish and Czech have more forms than "one" and "other").
 */
import type { Language } from './languages';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A message that depends on `{count}`: one text per plural category the language uses. */
export type PluralMessage = { readonly other: string } & Partial<Record<PluralCategory, string>>;
export type Message = string | PluralMessage;
export type Params = Readonly<Record<string, string | number>>;

/** A language's catalogue has the same keys as English's, each a text or plural forms as there. */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : PluralMessage };

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [
    ...new Set(texts.flatMap((text) => [...(text ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]))),
  ].sort();
}

const rules = new Map<Language, (n: number) => PluralCategory>();

/** Intl.PluralRules where the runtime has it; otherwise the English rule, which is right for "other". */
export function pluralCategory(language: Language, n: number): PluralCategory {
  let select = rules.get(language);
  if (!select) {
    const intl =
      typeof Intl === 'object' && typeof Intl.PluralRules === 'function'
        ? new Intl.PluralRules(language)
        : null;
    select = intl ? (x) => intl.select(x) as PluralCategory : (x) => (x === 1 ? 'one' : 'other');
    rules.set(language, select);
  }
  return select(n);
}

export function fill(language: Language, message: Message, params: Params = {}): string {
  const count = params.count;
  const text =
    typeof message === 'string'
      ? message
      : (message[pluralCategory(language, typeof count === 'number' ? count : Number(count))] ??
        message.other);
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? formatValue(language, params[name]) : whole,
  );
}

const numberFormats = new Map<Language, (n: number) => string>();

/** Numbers grouped and with the decimal sign of the language (1 234,5 in Polish); plain digits without Intl. */
export function formatNumber(language: Language, n: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    const intl =
      typeof Intl === 'object' && typeof Intl.NumberFormat === 'function'
        ? new Intl.NumberFormat(language)
        : null;
    format = intl ? (x) => intl.format(x) : String;
    numberFormats.set(language, format);
  }
  return format(n);
}

const formatValue = (language: Language, value: string | number): string =>
  typeof value === 'number' ? formatNumber(language, value) : value;
