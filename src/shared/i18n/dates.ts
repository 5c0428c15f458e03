/**
 * Dates, date-times and "in 18 days" in a language, for what the sidebar and the server's messages show.
 *
 * Intl in Apps Script: Google's V8 runtime guide (developers.google.com/apps-script/guides/v8-runtime) says
 * only that scripts run on the V8 that powers Chrome and Node.js; it lists no Intl locales, and neither the
 * Apps Script reference nor any issue or Q&A we could find says which ICU data it carries (looked up in
 * November 2026). Embedders do ship V8 without Intl or with English only (J2V8, ClearScript, Javet). So
 * nothing here assumes it: each formatter is made only when `supportedLocalesOf` names the language, and
 * otherwise the text is ours: an ISO date (2026-12-05, 2026-12-05 09:07) and, for relative times, the
 * caller's words in the language (the quota catalogues' plurals) or English ones.
 *
 * A time of day is always the spreadsheet's (`TimeZone`), labelled with its offset ("UTC+1"): the sidebar
 * runs in the reader's browser, whose clock may be in another zone, and a report's note is read by
 * collaborators anywhere. Without Intl the zone's own offset shifts the ISO text, never the runtime's.
 */
import type { Language } from './languages';

export type RelativeUnit = 'hour' | 'day';

type IntlKind = 'DateTimeFormat' | 'RelativeTimeFormat';

/** Whether the runtime's Intl has `kind` for `language` (asked, since Apps Script's locales are unconfirmed). */
export function intlSupports(kind: IntlKind, language: Language): boolean {
  if (typeof Intl !== 'object' || typeof Intl[kind] !== 'function') return false;
  try {
    return Intl[kind].supportedLocalesOf([language]).length > 0;
  } catch {
    return false;
  }
}

const cache = new Map<string, ((at: number) => string) | null>();

/** What a formatter writes: the day, the day and the time, or the time alone. */
type Parts = 'date' | 'dateTime' | 'time';

const DAY = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const TIME = { hour: 'numeric', minute: '2-digit' } as const;
const FIELDS: Readonly<Record<Parts, Intl.DateTimeFormatOptions>> = {
  date: DAY,
  dateTime: { ...DAY, ...TIME },
  time: TIME,
};

function dateTimeFormat(
  language: Language,
  parts: Parts,
  timeZone: string | undefined,
): ((at: number) => string) | null {
  const key = `${language}|${parts}|${timeZone ?? ''}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let format: ((at: number) => string) | null = null;
  if (intlSupports('DateTimeFormat', language)) {
    try {
      const intl = new Intl.DateTimeFormat(language, {
        ...FIELDS[parts],
        ...(timeZone ? { timeZone } : {}),
      });
      format = (at) => intl.format(at);
    } catch {
      // An unknown time zone: our own format below rather than a failure.
    }
  }
  cache.set(key, format);
  return format;
}

const two = (n: number): string => String(n).padStart(2, '0');

function isoDate(at: Date): string {
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** "5 gru 2026" in Polish, "Dec 5, 2026" in English; 2026-12-05 without Intl. */
export function formatDate(language: Language, at: number, timeZone?: string): string {
  return dateTimeFormat(language, 'date', timeZone)?.(at) ?? isoDate(new Date(at));
}

/** A time zone as the labelled formatters need it: its IANA name and its offset from UTC at a moment. */
export interface TimeZone {
  readonly id: string;
  /** Minutes ahead of UTC at `at` (daylight saving included): 60 for Warsaw in winter. */
  offsetMinutes(at: number): number;
}

/** "UTC+1", "UTC-3:30", "UTC": the zone as a reader anywhere can place it, in every language. */
export function zoneLabel(offsetMinutes: number): string {
  if (!offsetMinutes) return 'UTC';
  const sign = offsetMinutes < 0 ? '-' : '+';
  const minutes = Math.abs(offsetMinutes);
  const rest = minutes % 60;
  return `UTC${sign}${Math.floor(minutes / 60)}${rest ? `:${two(rest)}` : ''}`;
}

/**
 * "5 gru 2026, 09:07 UTC+1": a time in `zone` (the document's), labelled with it, since the reader's own
 * clock (the browser's, a collaborator's) may be in another. Without Intl, ISO text shifted by the
 * zone's own offset rather than the runtime's.
 */
export function formatZonedDateTime(language: Language, at: number, zone: TimeZone): string {
  const offset = zone.offsetMinutes(at);
  const shifted = new Date(at + offset * 60_000);
  const text =
    dateTimeFormat(language, 'dateTime', zone.id)?.(at) ??
    `${isoUtcDate(shifted)} ${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
  return `${text} ${zoneLabel(offset)}`;
}

/** "09:07 UTC+1": the time alone, in `zone`, labelled (a cell that says when it last checked). */
export function formatZonedTime(language: Language, at: number, zone: TimeZone): string {
  const offset = zone.offsetMinutes(at);
  const shifted = new Date(at + offset * 60_000);
  const text =
    dateTimeFormat(language, 'time', zone.id)?.(at) ??
    `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`;
  return `${text} ${zoneLabel(offset)}`;
}

/** "2026-11-21": the day `at` falls on, in `zone`. */
export function zonedDate(at: number, zone: TimeZone): string {
  return isoUtcDate(new Date(at + zone.offsetMinutes(at) * 60_000));
}

/** The first instant of the day `at` falls on, in `zone`: a history snapshot's date. */
export function zonedDayStart(at: number, zone: TimeZone): Date {
  const midnight = Date.parse(`${zonedDate(at, zone)}T00:00:00Z`);
  // The offset at that midnight, which a change of daylight saving since may make another than now.
  return new Date(midnight - zone.offsetMinutes(midnight - zone.offsetMinutes(at) * 60_000) * 60_000);
}

/** "2026-11": the month `at` falls in, in `zone` (a history sheet's snapshots are rolled up by it). */
export function zonedMonth(at: number, zone: TimeZone): string {
  return zonedDate(at, zone).slice(0, 7);
}

function isoUtcDate(at: Date): string {
  return `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat | null>();

const english = (count: number, unit: RelativeUnit): string => `in ${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "za 18 dni", "in 5 hours": a time ahead, in whole units. `words` says it in the language where the
 * runtime's Intl does not have it; without them, English.
 */
export function formatRelative(
  language: Language,
  count: number,
  unit: RelativeUnit,
  words?: (count: number) => string,
): string {
  if (!relativeFormats.has(language))
    relativeFormats.set(
      language,
      intlSupports('RelativeTimeFormat', language)
        ? new Intl.RelativeTimeFormat(language, { numeric: 'always' })
        : null,
    );
  const intl = relativeFormats.get(language);
  if (intl) return intl.format(count, unit);
  return words ? words(count) : english(count, unit);
}
