/**
 * Filling a message: `{name}` placeholders, and plurals chosen by the language's own rules
 * (Polish and Czech have more forms than "one" and "other").
 */
import { decimalSeparator, type Language } from './languages';

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A message that depends on `{count}`: one text per plural category the language uses. */
export type PluralMessage = { readonly other: string } & Partial<Record<PluralCategory, string>>;
export type Message = string | PluralMessage;
export type Params = Readonly<Record<string, string | number>>;

/** The names of `S`'s placeholders, `{name}` each. */
type Holes<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Holes<Rest> : never;
type Each<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer All) => void ? All : never;
/** A text with each of `S`'s placeholders (any text where `S` is not known word for word). */
type Text<S extends string> = [Holes<S>] extends [never]
  ? string
  : Each<Holes<S> extends infer Name extends string ? `${string}{${Name}}${string}` : never>;

/**
 * A language's catalogue has the same keys as English's, each a text with English's placeholders, or plural
 * forms as there: a key or a placeholder missing is a type error.
 */
export type Catalogue<T> = {
  readonly [K in keyof T]: T[K] extends string ? Text<T[K]> : PluralMessage;
};

const PLACEHOLDER = /\{(\w+)\}/g;

export function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  return [
    ...new Set(texts.flatMap((text) => [...(text ?? '').matchAll(PLACEHOLDER)].map((m) => m[1]))),
  ].sort();
}

const rules = new Map<Language, (n: number) => PluralCategory>();

const inRange = (n: number, from: number, to: number) => n >= from && n <= to;

/**
 * CLDR's cardinal rules for our languages, for a runtime whose Intl lacks the language (which locales Apps
 * Script's has is not documented: see dates.ts). test/shared/i18n.test.ts holds them to Intl.PluralRules.
 */
export function ownPluralCategory(language: Language, n: number): PluralCategory {
  const whole = Number.isInteger(n);
  switch (language) {
    case 'pl':
      if (!whole) return 'other';
      return n === 1 ? 'one' : inRange(n % 10, 2, 4) && !inRange(n % 100, 12, 14) ? 'few' : 'many';
    case 'cs':
    case 'sk':
      if (!whole) return 'many';
      return n === 1 ? 'one' : inRange(n, 2, 4) ? 'few' : 'other';
    case 'ro':
      if (!whole) return 'few';
      return n === 1 ? 'one' : n === 0 || inRange(n % 100, 1, 19) ? 'few' : 'other';
    case 'da':
      return n === 1 || (!whole && n < 2) ? 'one' : 'other';
    default:
      return n === 1 && whole ? 'one' : 'other';
  }
}

/** Intl.PluralRules where the runtime has the language; otherwise our own rules. */
export function pluralCategory(language: Language, n: number): PluralCategory {
  let select = rules.get(language);
  if (!select) {
    const intl =
      typeof Intl === 'object' &&
      typeof Intl.PluralRules === 'function' &&
      Intl.PluralRules.supportedLocalesOf([language]).length > 0
        ? new Intl.PluralRules(language)
        : null;
    select = intl ? (x) => intl.select(x) as PluralCategory : (x) => ownPluralCategory(language, x);
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

/**
 * Numbers grouped and with the decimal sign of the language (1 234,5 in Polish); plain digits where the
 * runtime's Intl lacks the language (rather than another language's grouping).
 */
export function formatNumber(language: Language, n: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    const intl =
      typeof Intl === 'object' &&
      typeof Intl.NumberFormat === 'function' &&
      Intl.NumberFormat.supportedLocalesOf([language]).length > 0
        ? new Intl.NumberFormat(language)
        : null;
    format = intl ? (x) => intl.format(x) : String;
    numberFormats.set(language, format);
  }
  return format(n);
}

const formatValue = (language: Language, value: string | number): string =>
  typeof value === 'number' ? formatNumber(language, value) : value;

const SIZE_UNITS = [
  ['kilobyte', 'kB'],
  ['megabyte', 'MB'],
] as const;

/**
 * A size as the reader says it: under a kilobyte in words, `inBytes` being the catalogue's plural ("341
 * bytes", "341 bajtów"); else "93,2 kB" in Polish, "93.2 kB" in English, one decimal at most.
 */
export function formatSize(language: Language, bytes: number, inBytes: (count: number) => string): string {
  if (bytes < 1024) return inBytes(bytes);
  const step = bytes < 1024 * 1024 ? 1 : 2;
  const value = bytes / 1024 ** step;
  const [unit, short] = SIZE_UNITS[step - 1];
  try {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    // A runtime without Intl's units: our digits, the separator as the language writes it.
    return `${String(Math.round(value * 10) / 10).replace('.', decimalSeparator(language))} ${short}`;
  }
}
