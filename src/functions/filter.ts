/**
 * The `filter` argument of list reports: "position<=10; keyword contains buty" to the service's
 * `filtering` structure (all conditions must hold). Keys are passed through: the service says which it accepts.
 */
import type { visibility } from '../api';
import { ArgumentError } from './args';

const OPERATORS: readonly [string, visibility.Filter['match']][] = [
  ['<=', 'lte'],
  ['>=', 'gte'],
  ['<', 'lt'],
  ['>', 'gt'],
  ['=', 'eq'],
  [' contains ', 'contains'],
];

function condition(text: string): visibility.Filter {
  const lower = text.toLowerCase();
  for (const [symbol, match] of OPERATORS) {
    const at = lower.indexOf(symbol);
    if (at <= 0) continue;
    const key = text.slice(0, at).trim();
    const raw = text.slice(at + symbol.length).trim();
    if (!/^[a-z_][a-z0-9_.]*$/i.test(key) || !raw) break;
    const unquoted = raw.replace(/^"(.*)"$/, '$1');
    const value = match !== 'contains' && /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : unquoted;
    return { key, match, value };
  }
  throw new ArgumentError(
    `filter: cannot read "${text}"; write conditions like position<=10 or keyword contains buty, joined with ";".`,
  );
}

export function parseFilter(text: string | undefined): visibility.Filtering | undefined {
  const parts = (text ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length ? [{ filters: parts.map(condition) }] : undefined;
}
