/**
 * What Sheets stores when a script writes a string with setValue(s): the string is read as if typed
 * into the cell, so "2024" becomes a number, "true" a boolean, "2026-01-05" a date and "12%" 0.12.
 * A leading apostrophe or the plain-text format `@` keeps the text.
 */
import { zoneOffsetMinutes } from '../services/format-date';
import type { CellValue } from './values';

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const PERCENT = /^([+-]?(\d+(\.\d*)?|\.\d+))%$/;
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Midnight of a calendar day in the spreadsheet's time zone. */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date | undefined {
  const utc = Date.UTC(year, month - 1, day);
  const probe = new Date(utc);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day)
    return undefined;
  return new Date(utc - zoneOffsetMinutes(utc, timeZone) * 60_000);
}

export function interpretWritten(
  text: string,
  numberFormat: string | undefined,
  timeZone: string,
): CellValue {
  if (numberFormat === '@') return text;
  if (text.startsWith("'")) return text.slice(1);
  const trimmed = text.trim();
  if (NUMBER.test(trimmed)) return Number(trimmed);
  const percent = PERCENT.exec(trimmed);
  if (percent) return Number(percent[1]) / 100;
  const upper = trimmed.toUpperCase();
  if (upper === 'TRUE' || upper === 'FALSE') return upper === 'TRUE';
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return localMidnight(Number(iso[1]), Number(iso[2]), Number(iso[3]), timeZone) ?? text;
  const us = US_DATE.exec(trimmed);
  if (us) return localMidnight(Number(us[3]), Number(us[1]), Number(us[2]), timeZone) ?? text;
  return text;
}
