/**
 * GoogleSQL text as tokens: string literals decoded (quotes, raw and triple-quoted forms, backslash
 * escapes), backticked names, identifiers, numbers, `@name` and `?` parameters, operators. Whitespace and
 * comments (`--`, `#`, `/* *\/`) are kept as `space` tokens so a translation keeps the text's layout.
 */
import { fail } from '../errors';

export type TokenKind = 'space' | 'string' | 'quoted' | 'ident' | 'number' | 'param' | 'positional' | 'op';

export interface Token {
  kind: TokenKind;
  /** The text as written. */
  text: string;
  /** A string's decoded value, a backticked name's inner text, a parameter's name. */
  value: string;
  /** Offset in the query, for Google's `at [line:column]`. */
  start: number;
}

const OPERATORS = ['<=>', '>>', '<<', '<=', '>=', '<>', '!=', '||', '::', '=>'];

export function tokenize(sql: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, end: number, value = sql.slice(i, end)) => {
    tokens.push({ kind, text: sql.slice(i, end), value, start: i });
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i];
    const rest = sql.slice(i);
    if (/\s/.test(c)) {
      push('space', i + /^\s+/.exec(rest)![0].length);
    } else if (rest.startsWith('--') || c === '#') {
      const nl = sql.indexOf('\n', i);
      push('space', nl < 0 ? sql.length : nl);
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) throw syntaxError(sql, i, 'Unclosed comment');
      push('space', end + 2);
    } else if (/^[rRbB]{0,2}['"]/.test(rest)) {
      const prefix = /^[rRbB]*/.exec(rest)![0];
      if (/b/i.test(prefix)) throw fail.notSimulated(`A BYTES literal (at ${position(sql, i)})`);
      const { end, value } = readString(sql, i + prefix.length, /r/i.test(prefix));
      push('string', end, value);
    } else if (c === '`') {
      const end = sql.indexOf('`', i + 1);
      if (end < 0) throw syntaxError(sql, i, 'Unclosed identifier literal');
      push('quoted', end + 1, sql.slice(i + 1, end));
    } else if (/[A-Za-z_]/.test(c)) {
      push('ident', i + /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest)![0].length);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(sql[i + 1] ?? ''))) {
      const hex = /^0[xX][0-9a-fA-F]+/.exec(rest);
      push('number', i + (hex ?? /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(rest)!)[0].length);
    } else if (c === '@' && /^@[A-Za-z_]/.test(rest)) {
      const name = /^@([A-Za-z_][A-Za-z0-9_]*)/.exec(rest)![1];
      push('param', i + 1 + name.length, name);
    } else if (c === '@' && rest.startsWith('@@')) {
      throw fail.notSimulated(`System variables (at ${position(sql, i)})`);
    } else if (c === '?') {
      push('positional', i + 1);
    } else {
      const op = OPERATORS.find((o) => rest.startsWith(o)) ?? c;
      push('op', i + op.length);
    }
  }
  return tokens;
}

const ESCAPES: Record<string, string> = {
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\\': '\\',
  '?': '?',
  '"': '"',
  "'": "'",
  '`': '`',
};

/** A string literal whose opening quote is at `open`: where it ends and what it says. */
function readString(sql: string, open: number, raw: boolean): { end: number; value: string } {
  const quote = sql.startsWith(sql[open].repeat(3), open) ? sql[open].repeat(3) : sql[open];
  let i = open + quote.length;
  let value = '';
  while (i < sql.length) {
    if (sql.startsWith(quote, i)) return { end: i + quote.length, value };
    const c = sql[i];
    if (quote.length === 1 && c === '\n') break;
    if (c !== '\\') {
      value += c;
      i += 1;
      continue;
    }
    const next = sql[i + 1] ?? '';
    if (raw) {
      value += c + next;
      i += 2;
      continue;
    }
    const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (hex) {
      value += String.fromCodePoint(Number.parseInt(sql.slice(i + 2, i + 2 + hex), 16));
      i += 2 + hex;
    } else if (/[0-7]/.test(next)) {
      value += String.fromCharCode(Number.parseInt(sql.slice(i + 1, i + 4), 8));
      i += 4;
    } else if (next in ESCAPES) {
      value += ESCAPES[next];
      i += 2;
    } else {
      throw syntaxError(sql, i, `Illegal escape sequence: \\${next}`);
    }
  }
  throw syntaxError(sql, open, 'Unclosed string literal');
}

/** Google's `[line:column]` of an offset, both counted from 1. */
export function position(sql: string, offset: number): string {
  const before = sql.slice(0, offset).split('\n');
  return `[${before.length}:${before[before.length - 1].length + 1}]`;
}

export function syntaxError(sql: string, offset: number, message: string) {
  return fail.invalidQuery(`Syntax error: ${message} at ${position(sql, offset)}`);
}
