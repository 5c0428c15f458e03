/**
 * The filter of list reports as a person writes it, "position<=10 and keyword contains buty", to the
 * service's `filtering` (one group: every condition must hold). Read by formulas, the report launcher
 * on the server and the launcher in the browser, so all three refuse the same text with the same words.
 * Text that is not read completely is refused: a half-read condition would be sent, charged, and
 * answer "No data." as if the domain had no such rows. So is a key the report does not take: the
 * service would refuse it only after the request, with no word of which key or which would do.
 */
import { excerpt } from './excerpt';
import { type MessageKey, type Said, type SaidParam, SaidError, said } from './i18n/said';

/**
 * One condition of the service's `filtering`, as this module reads it and api/wire.ts
 * sends it: declared on this floor, since the browser's launcher reads filters too and never imports api/.
 */
export interface Filter {
  readonly key: string;
  readonly match: 'eq' | 'gt' | 'gte' | 'lt' | 'lte' | 'contains';
  readonly value: string | number | boolean;
  /** How the service compares the value; its web client sends it beside a value sent as text. */
  readonly type?: 'number' | 'string';
}
/** A row passes when it passes every filter of at least one group. */
export type Filtering = readonly { readonly filters: readonly Filter[] }[];

/** What a filter is read against: the report's keys, and how the document writes a decimal. */
export interface FilterRules {
  /** The keys the report takes; a condition on any other is refused with the list. Absent: any key. */
  readonly keys?: readonly string[];
  /**
   * The document's decimal separator. With "," (a Polish, Czech… document) "1,5" is 1.5, as a cell of
   * that document reads it; with "." a comma in a number is refused with both readings spelled out,
   * since "1,500" may mean 1500 there. The point is read in every document: it is the syntax's own.
   */
  readonly decimal?: ',' | '.';
  /**
   * The service's code a typed text value stands for on `key` (values.ts's `filterCodes`): a coded column
   * shows words of the document's language, and a filter reads them too. Absent: text is sent as typed.
   */
  readonly code?: (key: string, typed: string) => string;
}

/** Text the filter cannot read, with the part at fault; the message quotes it and shows the syntax. */
export class FilterSyntaxError extends SaidError {
  override name = 'FilterSyntaxError';
}

const OPERATORS: Readonly<Record<string, Filter['match']>> = {
  '<=': 'lte',
  '>=': 'gte',
  '<': 'lt',
  '>': 'gt',
  '=': 'eq',
  contains: 'contains',
};
const CONDITION = /^([a-z_][a-z0-9_.]*)\s*(<=|>=|<|>|=|contains(?=\s|"|$))\s*(.*)$/is;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const COMMA_NUMBER = /^-?\d+,\d+$/;
const QUOTED = /^"(.*)"$/s;
/**
 * Joiners outside quotes: "and", "or" (refused) and ";" (the older way to write "and"). A word joiner at
 * either end counts too, so "searches>1000 and" is blamed on its "and", not read as the number "1000 and".
 */
const JOINER = /"[^"]*"?|;|(?:^|\s+)(and|or)(?:\s+|$)/gi;

/**
 * Thrown inside the reader: `readFilter` turns it into a FilterSyntaxError, `filterProblem` into its message.
 * The browser reaches only the latter, so its bundle carries no error taxonomy (and no English catalogue).
 */
class Refused {
  constructor(readonly said: Said) {}
}

function fail(part: string, why: MessageKey, params?: Readonly<Record<string, SaidParam>>): never {
  const reason: Said = said(why, params);
  throw new Refused(
    said('filter.cannotRead', { part: excerpt(part), why: reason, syntax: said('filter.syntax') }),
  );
}

/** The number `value` is, read with the document's decimal separator; undefined when it is none. */
function numberOf(value: string, decimal: ',' | '.'): number | undefined {
  if (NUMBER.test(value)) return Number(value);
  if (decimal === ',' && COMMA_NUMBER.test(value)) return Number(value.replace(',', '.'));
  return undefined;
}

/** The key as the report spells it, or a refusal naming the keys it takes (and the likely one meant). */
function knownKey(text: string, key: string, keys: readonly string[] | undefined): string {
  if (!keys) return key;
  const known = keys.find((k) => k === key.toLowerCase());
  if (known) return known;
  const listed = keys.join(', ');
  const near = keys.find((k) => editDistance(k, key.toLowerCase()) <= 2);
  return near
    ? fail(text, 'filter.unknownKeyNear', { key: excerpt(key), keys: listed, near })
    : fail(text, 'filter.unknownKey', { key: excerpt(key), keys: listed });
}

/** Levenshtein distance, for "postion" → "position"; keys are short, so the plain table is enough. */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

function condition(text: string, rules: FilterRules): Filter {
  const match = CONDITION.exec(text);
  if (!match) {
    if (/!=|<>/.test(text)) fail(text, 'filter.notEqual');
    return fail(text, /^[a-z_]/i.test(text) ? 'filter.noOperator' : 'filter.noKey');
  }
  const [, written, symbol, raw] = match;
  const key = knownKey(text, written, rules.keys);
  const operator = symbol.toLowerCase();
  const value = raw.trim();
  if (!value) fail(text, 'filter.nothingAfter', { operator });
  const decimal = rules.decimal ?? '.';
  const quoted = QUOTED.exec(value);
  if (operator === 'contains' || operator === '=') {
    if (!quoted && /^[<>=!]/.test(value))
      fail(text, 'filter.notOperator', { operator: operator + value.charAt(0) });
    if (!quoted && value.includes('"')) fail(text, 'filter.openQuote', { value: excerpt(value) });
    const words = quoted ? quoted[1] : value;
    const number = operator === '=' && !quoted ? numberOf(value, decimal) : undefined;
    return { key, match: OPERATORS[operator], value: number ?? rules.code?.(key, words) ?? words };
  }
  const number = numberOf(value, decimal);
  if (number !== undefined) return { key, match: OPERATORS[operator], value: number };
  if (COMMA_NUMBER.test(value))
    fail(text, 'filter.decimalPoint', {
      value: excerpt(value),
      point: excerpt(value.replace(',', '.')),
      whole: excerpt(value.replace(',', '')),
    });
  return fail(text, 'filter.number', { operator, value: excerpt(value) });
}

/** Splits on "and" and ";" outside quotes; "or" is refused, the service's groups are not documented as alternatives. */
function conditions(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const found of text.matchAll(JOINER)) {
    if (found[0].startsWith('"')) continue;
    if (found[1]?.toLowerCase() === 'or') fail(text, 'filter.or');
    parts.push(text.slice(start, found.index));
    start = (found.index ?? 0) + found[0].length;
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

function read(text: string | undefined, rules: FilterRules): Filtering | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return undefined;
  const parts = conditions(trimmed);
  const empty = parts.findIndex((part) => !part);
  if (empty >= 0) fail(trimmed, empty === 0 ? 'filter.leadingJoiner' : 'filter.danglingJoiner');
  return [{ filters: parts.map((part) => condition(part, rules)) }];
}

/** The service's `filtering` for `text`; undefined for a blank filter. Throws FilterSyntaxError. */
export function readFilter(text: string | undefined, rules: FilterRules = {}): Filtering | undefined {
  try {
    return read(text, rules);
  } catch (error) {
    throw error instanceof Refused ? new FilterSyntaxError(error.said) : error;
  }
}

/** Why `text` cannot be read as a filter, or null when it can. */
export function filterProblem(text: string, rules: FilterRules = {}): Said | null {
  try {
    read(text, rules);
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.said;
    throw error;
  }
}
