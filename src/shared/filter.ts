/**
 * The filter of list reports as a person writes it, "position<=10 and keyword contains buty", to the
 * service's `filtering` (one group: every condition must hold). Read by formulas, the report launcher
 * on the server and the launcher in the browser, so all three refuse the same text with the same words.
 * Text that is not read completely is refused: a half-read condition would be sent, charged, and
 * answer "No data." as if the domain had no such rows.
 */
import type { visibility } from '../api';
import { type MessageKey, type Said, SaidError, said } from './i18n/said';

/** Text the filter cannot read, with the part at fault; the message quotes it and shows the syntax. */
export class FilterSyntaxError extends SaidError {
  override name = 'FilterSyntaxError';
}

const OPERATORS: Readonly<Record<string, visibility.Filter['match']>> = {
  '<=': 'lte',
  '>=': 'gte',
  '<': 'lt',
  '>': 'gt',
  '=': 'eq',
  contains: 'contains',
};
const CONDITION = /^([a-z_][a-z0-9_.]*)\s*(<=|>=|<|>|=|contains(?=\s|"|$))\s*(.*)$/is;
const NUMBER = /^-?\d+(?:\.\d+)?$/;
const QUOTED = /^"(.*)"$/s;
/** Joiners outside quotes: "and", "or" (refused) and ";" (the older way to write "and"). */
const JOINER = /"[^"]*"?|;|\s+(and|or)\s+/gi;

/**
 * Thrown inside the reader: `readFilter` turns it into a FilterSyntaxError, `filterProblem` into its message.
 * The browser reaches only the latter, so its bundle carries no error taxonomy (and no English catalogue).
 */
class Refused {
  constructor(readonly said: Said) {}
}

function fail(part: string, why: MessageKey, params?: Readonly<Record<string, string>>): never {
  const reason: Said = said(why, params);
  throw new Refused(said('filter.cannotRead', { part, why: reason, syntax: said('filter.syntax') }));
}

function condition(text: string): visibility.Filter {
  const match = CONDITION.exec(text);
  if (!match) {
    if (/!=|<>/.test(text)) fail(text, 'filter.notEqual');
    return fail(text, /^[a-z_]/i.test(text) ? 'filter.noOperator' : 'filter.noKey');
  }
  const [, key, symbol, raw] = match;
  const operator = symbol.toLowerCase();
  const value = raw.trim();
  if (!value) fail(text, 'filter.nothingAfter', { operator });
  const quoted = QUOTED.exec(value);
  if (operator === 'contains' || operator === '=') {
    if (!quoted && /^[<>=!]/.test(value))
      fail(text, 'filter.notOperator', { operator: operator + value.charAt(0) });
    if (!quoted && value.includes('"')) fail(text, 'filter.openQuote', { value });
    const words = quoted ? quoted[1] : value;
    const typed = operator === '=' && !quoted && NUMBER.test(value) ? Number(value) : words;
    return { key, match: OPERATORS[operator], value: typed };
  }
  if (!NUMBER.test(value)) fail(text, 'filter.number', { operator, value });
  return { key, match: OPERATORS[operator], value: Number(value) };
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

function read(text: string | undefined): visibility.Filtering | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return undefined;
  const parts = conditions(trimmed);
  const empty = parts.findIndex((part) => !part);
  if (empty >= 0) fail(trimmed, empty === 0 ? 'filter.leadingJoiner' : 'filter.danglingJoiner');
  return [{ filters: parts.map(condition) }];
}

/** The service's `filtering` for `text`; undefined for a blank filter. Throws FilterSyntaxError. */
export function readFilter(text: string | undefined): visibility.Filtering | undefined {
  try {
    return read(text);
  } catch (error) {
    throw error instanceof Refused ? new FilterSyntaxError(error.said) : error;
  }
}

/** Why `text` cannot be read as a filter, or null when it can. */
export function filterProblem(text: string): Said | null {
  try {
    read(text);
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.said;
    throw error;
  }
}
