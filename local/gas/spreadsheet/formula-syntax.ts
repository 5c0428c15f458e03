/**
 * A formula as a user types and reads it in the document's locale, and as Sheets keeps it, which is how
 * Apps Script's `getFormula`/`setFormula` give and take it: English syntax. In a `;` locale `;` separates
 * arguments, `\` separates an array literal's columns (`;` still its rows) and `,` is the decimal mark:
 * `=ROUND(1,5; 0)` and `={1\2;3\4}` are `=ROUND(1.5, 0)` and `={1,2;3,4}`. Strings and quoted sheet names
 * are left as written; function names are English in every locale.
 */
import type { LocaleRules } from './locale';

/** What a name, a reference or a number is made of: a digit after one of these is not a number's start. */
const NAME_CHAR = /[\p{L}\p{N}_.$]/u;
const DIGIT = /\d/;

/** Whether the mark at `i` is a number's decimal mark: between a number's digits, or before `.5`'s. */
function isDecimalMark(text: string, i: number): boolean {
  if (!DIGIT.test(text[i + 1] ?? '')) return false;
  let start = i;
  while (start > 0 && DIGIT.test(text[start - 1])) start--;
  return start === 0 || !NAME_CHAR.test(text[start - 1]);
}

/**
 * Rewrites every character outside quotes with `swap` (told whether it sits directly in an array literal);
 * `undefined` from `swap` means the text does not parse.
 */
function rewrite(
  text: string,
  swap: (char: string, at: number, inArray: boolean) => string | undefined,
): string | undefined {
  let out = '';
  let quote: string | null = null;
  const open: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = null;
      out += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      out += char;
      continue;
    }
    if (char === '(' || char === '{') open.push(char);
    else if (char === ')' || char === '}') open.pop();
    const swapped = swap(char, i, open.at(-1) === '{');
    if (swapped === undefined) return undefined;
    out += swapped;
  }
  return out;
}

/** A formula kept in English syntax, as the document's locale writes it (the formula bar's text). */
export function formulaInLocale(formula: string, rules: LocaleRules): string {
  if (rules.argumentSeparator === ',') return formula;
  return (
    rewrite(formula, (char, at, inArray) => {
      if (char === ',') return inArray ? rules.arrayColumnSeparator : rules.argumentSeparator;
      if (char === '.' && isDecimalMark(formula, at)) return rules.decimal;
      return char;
    }) ?? formula
  );
}

/**
 * A formula typed in the document's locale, in English syntax; `undefined` when Sheets would answer
 * "Formula parse error." (a `,` that is no decimal mark, or a decimal point, in a `;` locale).
 */
export function formulaFromLocale(typed: string, rules: LocaleRules): string | undefined {
  if (rules.argumentSeparator === ',') return typed;
  return rewrite(typed, (char, at, inArray) => {
    if (char === ';') return inArray ? ';' : ',';
    if (char === '\\' && inArray) return ',';
    if (char === ',') return isDecimalMark(typed, at) ? '.' : undefined;
    if (char === '.' && isDecimalMark(typed, at)) return undefined;
    return char;
  });
}
