/**
 * What a cell shows: values through the number formats reports use (`0`, `0.00`, `#,##0`, `0.00%`,
 * dates like `yyyy-mm-dd`); anything else shows the value as Sheets' automatic format would. The
 * document's locale gives the decimal and grouping marks, the words for TRUE and FALSE and the
 * automatic date format (`1,5`, `PRAWDA` and `5.01.2026` in a Polish document).
 */
import { isDate } from '../realm';
import { formatDate } from '../services/format-date';
import type { LocaleRules } from './locale';
import type { CellValue } from './values';

/** One formatter per pattern: building an `Intl.NumberFormat` costs far more than using one. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** After the point, `0` is a digit always shown and `#` one shown only when it is not zero. */
function numberFormat(pattern: string): Intl.NumberFormat {
  let format = numberFormats.get(pattern);
  if (!format) {
    const fraction = /\.([0#]+)/.exec(pattern)?.[1] ?? '';
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fraction.replace(/#/g, '').length,
      maximumFractionDigits: fraction.length,
      useGrouping: pattern.includes(','),
    });
    numberFormats.set(pattern, format);
  }
  return format;
}

/** Formatted the English way, then given the locale's marks. */
function formatNumber(value: number, pattern: string, rules: LocaleRules): string {
  const percent = pattern.includes('%');
  const text = inLocaleMarks(numberFormat(pattern).format(percent ? value * 100 : value), rules);
  return percent ? `${text}%` : text;
}

const inLocaleMarks = (english: string, rules: LocaleRules): string =>
  rules.decimal === '.'
    ? english
    : english.replace(/[,.]/g, (mark) => (mark === ',' ? rules.group : rules.decimal));

/**
 * Sheets' date tokens (lower-case m is month unless next to h or s) to Java-style letters. Hours are
 * on a 24-hour clock unless the pattern has an AM/PM marker, where Java's `h` is the 12-hour one.
 */
function javaDatePattern(pattern: string): string {
  const twelveHour = /am\/pm|a\/p/i.test(pattern);
  return pattern
    .replace(/am\/pm|a\/p/gi, 'a')
    .replace(/h/gi, twelveHour ? 'h' : 'H')
    .replace(/([hH]+[^a-zA-Z]*)mm/g, '$1§§')
    .replace(/mm([^a-zA-Z]*s)/g, '§§$1')
    .replace(/m/g, 'M')
    .replace(/§/g, 'm')
    .replace(/D/g, 'd')
    .replace(/Y/g, 'y');
}

function automaticDate(value: Date, timeZone: string, rules: LocaleRules): string {
  const time = formatDate(value, timeZone, 'HH:mm:ss');
  const date = rules.datePattern;
  return formatDate(value, timeZone, time === '00:00:00' ? date : `${date} H:mm:ss`);
}

export function displayOf(
  value: CellValue | '',
  pattern: string | undefined,
  timeZone: string,
  rules: LocaleRules,
): string {
  if (value === '') return '';
  if (isDate(value)) {
    const date = new Date(value.getTime());
    return pattern && /[dmy]/i.test(pattern)
      ? formatDate(date, timeZone, javaDatePattern(pattern))
      : automaticDate(date, timeZone, rules);
  }
  if (typeof value === 'boolean') return value ? rules.true : rules.false;
  if (typeof value === 'number')
    return pattern && /[0#]/.test(pattern)
      ? formatNumber(value, pattern, rules)
      : inLocaleMarks(String(value), rules);
  return String(value);
}
