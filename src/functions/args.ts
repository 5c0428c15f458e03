/**
 * Cell and range arguments to typed values. Sheets hands a custom function a scalar for one cell
 * (string, number, boolean, Date, '' when blank), a 2D array for a range, and undefined for an
 * omitted argument. Everything here is pure so that every odd value a sheet can hold is unit-tested.
 */
import { excerpt } from '../shared/excerpt';
import { SaidError, said } from '../shared/i18n/said';

/** What Sheets may pass for one cell. */
export type CellValue = string | number | boolean | Date | null | undefined;
/** What Sheets may pass for one argument. */
export type Arg = CellValue | CellValue[][];

/** A bad argument: the message names the parameter and says what would be accepted. */
export class ArgumentError extends SaidError {
  override name = 'ArgumentError';
}

/** Error values Sheets shows in a referenced cell; a list keeps their row so output stays aligned. */
const ERROR_VALUE = /^#(N\/A|REF!|VALUE!|DIV\/0!|NUM!|NAME\?|NULL!|ERROR!|SPILL!|CALC!)/;

function isErrorValue(value: unknown): value is string {
  return typeof value === 'string' && ERROR_VALUE.test(value);
}

function isBlank(value: unknown): value is null | undefined | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One cell of a list: its text, blank (keeps an empty output row), or a cell error (a row note). */
export type ListItem = { kind: 'text'; text: string } | { kind: 'blank' } | { kind: 'error'; value: string };

function describe(value: unknown): string {
  if (value instanceof Date) return 'a date';
  if (typeof value === 'string') return `"${excerpt(value)}"`;
  return String(value);
}

function scalarOf(value: Arg, name: string): CellValue {
  if (!Array.isArray(value)) return value;
  const cells = value.flat();
  if (cells.length === 1) return cells[0];
  throw new ArgumentError(
    said('arg.oneCell', { name, rows: `${value.length}`, cols: `${value[0]?.length ?? 0}` }),
  );
}

/** Dates become ISO days, numbers and booleans their plain text, so "2024" or TRUE can be a phrase. */
function cellText(value: Exclude<CellValue, null | undefined>): string {
  if (value instanceof Date) return isoDay(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value);
}

function listItem(cell: CellValue): ListItem {
  if (isErrorValue(cell)) return { kind: 'error', value: cell };
  if (isBlank(cell)) return { kind: 'blank' };
  return { kind: 'text', text: cellText(cell).trim() };
}

/**
 * A single cell or a one-column/one-row range as a list, one item per cell in order.
 * A block of several rows and columns is refused: which cells belong to which output row would be a guess.
 */
export function toList(value: Arg, name: string): ListItem[] {
  if (!Array.isArray(value)) return [listItem(value)];
  const rows = value.length;
  const cols = rows ? value[0].length : 0;
  if (rows > 1 && cols > 1) {
    throw new ArgumentError(said('arg.oneColumn', { name, rows: `${rows}`, cols: `${cols}` }));
  }
  return value.flat().map(listItem);
}

/** Required text; a cell error or a blank is refused with the parameter's name. */
export function toText(value: Arg, name: string): string {
  const cell = scalarOf(value, name);
  if (isErrorValue(cell)) throw new ArgumentError(said('arg.cellError', { name, value: cell }));
  if (isBlank(cell)) throw new ArgumentError(said('arg.required', { name }));
  return cellText(cell).trim();
}

export function optionalText(value: Arg, name: string): string | undefined {
  return isBlank(scalarOf(value, name)) ? undefined : toText(value, name);
}

export interface IntRange {
  min: number;
  max: number;
}

/** A whole number within range; numeric text is accepted because sheets often hold numbers as text. */
export function toInt(value: Arg, name: string, range: IntRange, fallback?: number): number {
  const cell = scalarOf(value, name);
  if (isBlank(cell)) {
    if (fallback === undefined) throw new ArgumentError(said('arg.required', { name }));
    return fallback;
  }
  const number =
    typeof cell === 'number' ? cell : typeof cell === 'string' ? Number(cell.trim()) : Number.NaN;
  if (!Number.isInteger(number) || number < range.min || number > range.max) {
    throw new ArgumentError(
      said('arg.wholeNumber', { name, min: `${range.min}`, max: `${range.max}`, got: describe(cell) }),
    );
  }
  return number;
}

const TRUE_WORDS = new Set(['true', 'yes', '1', 'y']);
const FALSE_WORDS = new Set(['false', 'no', '0', 'n']);

export function toBool(value: Arg, name: string, fallback: boolean): boolean {
  const cell = scalarOf(value, name);
  if (isBlank(cell)) return fallback;
  if (typeof cell === 'boolean') return cell;
  if (typeof cell === 'number' && (cell === 0 || cell === 1)) return cell === 1;
  if (typeof cell === 'string') {
    const word = cell.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  throw new ArgumentError(said('arg.boolean', { name, got: describe(cell) }));
}

/** One of a fixed set of words, matched without regard to case. */
export function toChoice<T extends string>(value: Arg, name: string, choices: readonly T[], fallback: T): T {
  const cell = scalarOf(value, name);
  if (isBlank(cell)) return fallback;
  const text = toText(cell, name).toLowerCase();
  const match = choices.find((choice) => choice.toLowerCase() === text);
  if (match) return match;
  throw choiceError(name, choices, describe(cell));
}

/** A word outside a fixed set, named with the set. */
export function choiceError(name: string, choices: readonly string[], got: string): ArgumentError {
  return new ArgumentError(
    said('arg.choice', { name, choices: choices.map((c) => `"${c}"`).join(', '), got }),
  );
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** A Date from Sheets is midnight of the day in the script's time zone: read its local calendar day. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Day 0 of Sheets' serial dates. */
const SERIAL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function validIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

function dayOf(cell: CellValue, name: string): string {
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) throw new ArgumentError(said('arg.badDate', { name }));
    return isoDay(cell);
  }
  if (typeof cell === 'number' && Number.isInteger(cell) && cell > 0 && cell < 2_958_466) {
    return new Date(SERIAL_EPOCH + cell * DAY_MS).toISOString().slice(0, 10);
  }
  if (typeof cell === 'string' && validIsoDay(cell.trim())) return cell.trim();
  throw new ArgumentError(said('arg.date', { name, got: describe(cell) }));
}

/** An optional day as YYYY-MM-DD: a date cell, a serial day number or ISO text. */
export function optionalDay(value: Arg, name: string): string | undefined {
  const cell = scalarOf(value, name);
  return isBlank(cell) ? undefined : dayOf(cell, name);
}

/**
 * date_min and date_max, checked here because the service's own message for a reversed range reads
 * backwards ("date_max cannot be greater than date_min").
 */
export function dayRange(min: Arg, max: Arg): { date_min?: string; date_max?: string } {
  const range = { date_min: optionalDay(min, 'date_min'), date_max: optionalDay(max, 'date_max') };
  if (range.date_min && range.date_max && range.date_min > range.date_max)
    throw new ArgumentError(said('arg.dateOrder', { min: range.date_min, max: range.date_max }));
  return range;
}

const utcDay = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** The day `count` days after `day` (before, when negative), both `YYYY-MM-DD`. */
export function daysFrom(day: string, count: number): string {
  return new Date(utcDay(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `first` to `last`, both `YYYY-MM-DD`. */
export function daysBetween(first: string, last: string): number {
  return Math.round((utcDay(last) - utcDay(first)) / DAY_MS);
}

/** Several days: a range of date cells, or text separated by commas, semicolons or spaces. */
export function toDays(value: Arg, name: string, max: number): string[] {
  const cells = (Array.isArray(value) ? value.flat() : [value]).filter((cell) => !isBlank(cell));
  const days = cells.flatMap((cell) =>
    typeof cell === 'string'
      ? cell
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((part) => dayOf(part, name))
      : [dayOf(cell, name)],
  );
  const unique = [...new Set(days)];
  if (!unique.length) throw new ArgumentError(said('arg.noDates', { name }));
  if (unique.length > max)
    throw new ArgumentError(said('arg.tooManyDates', { name, max, got: unique.length }));
  return unique;
}
