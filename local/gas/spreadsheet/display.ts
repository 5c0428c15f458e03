/**
 * What a cell shows: values through the number formats reports use (`0`, `0.00`, `#,##0`, `0.00%`,
 * dates like `yyyy-mm-dd`); anything else shows the value as Sheets' automatic format would.
 */
import { isDate } from '../realm';
import { formatDate } from '../services/format-date';
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

function formatNumber(value: number, pattern: string): string {
  const percent = pattern.includes('%');
  const text = numberFormat(pattern).format(percent ? value * 100 : value);
  return percent ? `${text}%` : text;
}

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

function automaticDate(value: Date, timeZone: string): string {
  const time = formatDate(value, timeZone, 'HH:mm:ss');
  return formatDate(value, timeZone, time === '00:00:00' ? 'M/d/yyyy' : 'M/d/yyyy H:mm:ss');
}

export function displayOf(value: CellValue | '', pattern: string | undefined, timeZone: string): string {
  if (value === '') return '';
  if (isDate(value)) {
    const date = new Date(value.getTime());
    return pattern && /[dmy]/i.test(pattern)
      ? formatDate(date, timeZone, javaDatePattern(pattern))
      : automaticDate(date, timeZone);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number')
    return pattern && /[0#]/.test(pattern) ? formatNumber(value, pattern) : String(value);
  return String(value);
}
