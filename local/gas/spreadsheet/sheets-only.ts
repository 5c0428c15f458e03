/**
 * Google Sheets' own functions that neither formula library has (they are not Excel's): the text and
 * list helpers SEO sheets lean on for keyword lists. Plain values in, plain values out; a `FormulaError`
 * thrown here becomes the cell's error.
 */
import FormulaError from 'fast-formula-parser/formulas/error';

type Grid = unknown[][];

const asGrid = (value: unknown): Grid =>
  Array.isArray(value) ? (value.map((row) => (Array.isArray(row) ? row : [row])) as Grid) : [[value]];

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function regex(pattern: unknown): RegExp {
  try {
    return new RegExp(text(pattern));
  } catch {
    throw new FormulaError(
      '#REF!',
      `Function REGEX parameter 2 value "${text(pattern)}" is not a valid regular expression.`,
    );
  }
}

export const SHEETS_ONLY: Record<string, (...args: unknown[]) => unknown> = {
  /** `SPLIT(text, delimiter, [split_by_each = TRUE], [remove_empty_text = TRUE])`: one row. */
  SPLIT(value, delimiter, splitByEach = true, removeEmpty = true) {
    const separators = splitByEach === false ? [text(delimiter)] : [...text(delimiter)];
    const escaped = separators.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    const parts = text(value).split(new RegExp(escaped || '$^'));
    const kept = removeEmpty === false ? parts : parts.filter((part) => part !== '');
    return [kept.map((part) => (/^-?\d+(\.\d+)?$/.test(part) ? Number(part) : part))];
  },
  /** `JOIN(delimiter, values...)`: every value of every range, empty cells included, as Sheets does. */
  JOIN(delimiter, ...values) {
    return values
      .flatMap((value) => asGrid(value).flat())
      .map(text)
      .join(text(delimiter));
  },
  REGEXMATCH: (value, pattern) => regex(pattern).test(text(value)),
  /** The first capture group when the pattern has one, else the whole match; no match is #N/A. */
  REGEXEXTRACT(value, pattern) {
    const match = regex(pattern).exec(text(value));
    if (!match)
      throw new FormulaError(
        '#N/A',
        `Function REGEXEXTRACT parameter 2 value "${text(pattern)}" does not match text of Function REGEXEXTRACT parameter 1 value "${text(value)}".`,
      );
    return match[1] ?? match[0];
  },
  REGEXREPLACE: (value, pattern, replacement) =>
    text(value).replace(new RegExp(regex(pattern).source, 'g'), text(replacement).replace(/\\(\d)/g, '$$$1')),
  /** Distinct rows in first-seen order. */
  UNIQUE(range) {
    const seen = new Set<string>();
    return asGrid(range).filter((row) => {
      const key = JSON.stringify(row);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  },
};
