/**
 * Text read as Sheets reads what is typed into a cell, in the document's locale; a script's setValue(s)
 * of a string is read the same way. "2024" becomes a number, "true" a boolean, "2026-01-05" a date and
 * "12%" 0.12; in a comma-decimal locale "1,5" is 1.5 and the locale's words for TRUE and FALSE and its
 * date order are read too. A leading apostrophe or the plain-text format `@` keeps the text.
 */
import { zoneOffsetMinutes } from '../services/format-date';
import { formulaFromLocale } from './formula-syntax';
import type { LocaleRules } from './locale';
import type { CellValue } from './values';

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Midnight of a calendar day in the spreadsheet's time zone. */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date | undefined {
  const utc = Date.UTC(year, month - 1, day);
  const probe = new Date(utc);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return undefined;
  return new Date(utc - zoneOffsetMinutes(utc, timeZone) * 60_000);
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

interface LocaleReaders {
  number: RegExp;
  percent: RegExp;
  /** The locale's own date order (`M/d/yyyy`, `d.MM.yyyy`), marks as written and spaces optional. */
  date: RegExp;
  dateOrder: Array<'y' | 'M' | 'd'>;
}

const readers = new Map<string, LocaleReaders>();

function readersOf(rules: LocaleRules): LocaleReaders {
  let found = readers.get(rules.locale);
  if (found) return found;
  const point = literally(rules.decimal);
  const number = `[+-]?(?:\\d+(?:${point}\\d*)?|${point}\\d+)`;
  const dateOrder: LocaleReaders['dateOrder'] = [];
  const pieces = rules.datePattern.split(/(y+|M+|d+)/).filter(Boolean);
  const date = pieces
    .map((piece, i) => {
      if (/^[yMd]/.test(piece)) {
        dateOrder.push(piece[0] as 'y' | 'M' | 'd');
        return piece[0] === 'y' ? '(\\d{4})' : '(\\d{1,2})';
      }
      const mark = literally(piece).replace(/\s+/g, '\\s*');
      // A trailing mark (Hungarian `2026. 01. 05.`) may be left off.
      return i === pieces.length - 1 ? `(?:${mark})?` : mark;
    })
    .join('');
  found = {
    number: new RegExp(`^${number}(?:[eE][+-]?\\d+)?$`),
    percent: new RegExp(`^(${number})%$`),
    date: new RegExp(`^${date}$`),
    dateOrder,
  };
  readers.set(rules.locale, found);
  return found;
}

const toNumber = (text: string, rules: LocaleRules) => Number(text.replace(rules.decimal, '.'));

function localeDate(text: string, rules: LocaleRules, timeZone: string): Date | undefined {
  const { date, dateOrder } = readersOf(rules);
  const match = date.exec(text);
  if (!match) return undefined;
  const field = (letter: 'y' | 'M' | 'd') => Number(match[dateOrder.indexOf(letter) + 1]);
  return localMidnight(field('y'), field('M'), field('d'), timeZone);
}

/** The words a locale reads as TRUE and FALSE: its own, and the English ones. */
function booleanOf(text: string, rules: LocaleRules): boolean | undefined {
  // Locale-aware upper-casing is slow; most text is longer than any of these words.
  if (text.length > Math.max(5, rules.true.length, rules.false.length)) return undefined;
  const upper = text.toLocaleUpperCase(rules.tag);
  if (upper === 'TRUE' || upper === rules.true) return true;
  if (upper === 'FALSE' || upper === rules.false) return false;
  return undefined;
}

export function interpretWritten(
  text: string,
  numberFormat: string | undefined,
  timeZone: string,
  rules: LocaleRules,
): CellValue {
  if (numberFormat === '@') return text;
  if (text.startsWith("'")) return text.slice(1);
  const trimmed = text.trim();
  const read = readersOf(rules);
  if (read.number.test(trimmed)) return toNumber(trimmed, rules);
  const percent = read.percent.exec(trimmed);
  if (percent) return toNumber(percent[1], rules) / 100;
  const boolean = booleanOf(trimmed, rules);
  if (boolean !== undefined) return boolean;
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return localMidnight(Number(iso[1]), Number(iso[2]), Number(iso[3]), timeZone) ?? text;
  return localeDate(trimmed, rules, timeZone) ?? text;
}

/**
 * Typed text as a cell takes it: a formula in English syntax, a formula kept as typed because it does not
 * parse in the document's locale, or a value. `=` alone is text, as in Sheets.
 */
export type Typed = { formula: string } | { unparsed: string } | { value: CellValue | '' };

export function readTyped(text: string, rules: LocaleRules, timeZone: string, numberFormat?: string): Typed {
  if (text.startsWith('=') && text.length > 1) {
    const formula = formulaFromLocale(text, rules);
    return formula === undefined ? { unparsed: text } : { formula };
  }
  if (text === '') return { value: '' };
  return { value: interpretWritten(text, numberFormat, timeZone, rules) };
}
