/**
 * What a cell shows: values through the number formats reports use (`0`, `0.00`, `#,##0`, `0.00%`,
 * dates like `yyyy-mm-dd`); anything else shows the value as Sheets' automatic format would.
 */
import { isDate } from '../realm';
import { formatDate } from '../services/format-date';
import type { CellValue } from './values';

function formatNumber(value: number, pattern: string): string {
  const percent = pattern.includes('%');
  const number = percent ? value * 100 : value;
  const decimals = (/\.(0+)/.exec(pattern)?.[1] ?? '').length;
  const grouped = pattern.includes(',');
  const text = number.toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: grouped,
  });
  return percent ? `${text}%` : text;
}

/** Sheets' date tokens (lower-case m is month unless next to h or s) to Java-style letters. */
function javaDatePattern(pattern: string): string {
  return pattern
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
