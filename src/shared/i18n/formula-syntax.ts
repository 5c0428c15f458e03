/**
 * A formula as a user types it in the document's locale: where the decimal sign is a comma, Sheets
 * separates arguments with `;` and writes 1,5 for 1.5. Quoted text and quoted sheet names are left as written.
 */
export function inLocaleSyntax(formula: string, separator: ',' | ';'): string {
  if (separator === ',') return formula;
  let out = '';
  let quote: '"' | "'" | null = null;
  for (let i = 0; i < formula.length; i++) {
    const c = formula[i];
    if (quote) {
      if (c === quote) quote = null;
      out += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      out += c;
    } else if (c === ',') out += ';';
    else if (c === '.' && /\d/.test(formula[i - 1] ?? '') && /\d/.test(formula[i + 1] ?? '')) out += ',';
    else out += c;
  }
  return out;
}
