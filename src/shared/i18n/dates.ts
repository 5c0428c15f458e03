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
 * `timeZone` (an IANA name, the spreadsheet's on the server) applies where Intl has it; without Intl the
 * runtime's own zone is used, which on Apps Script is the script project's.
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

function dateTimeFormat(
  language: Language,
  withTime: boolean,
  timeZone: string | undefined,
): ((at: number) => string) | null {
  const key = `${language}|${withTime}|${timeZone ?? ''}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  let format: ((at: number) => string) | null = null;
  if (intlSupports('DateTimeFormat', language)) {
    try {
      const intl = new Intl.DateTimeFormat(language, {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
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
  return dateTimeFormat(language, false, timeZone)?.(at) ?? isoDate(new Date(at));
}

/** "5 gru 2026, 09:07"; 2026-12-05 09:07 without Intl. */
export function formatDateTime(language: Language, at: number, timeZone?: string): string {
  const date = new Date(at);
  return (
    dateTimeFormat(language, true, timeZone)?.(at) ??
    `${isoDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}`
  );
}

/** An ISO time from the service or the server ("2026-11-25 14:03:00", "…T…Z") as a date-time; as given when unreadable. */
export function formatTimestamp(language: Language, text: string, timeZone?: string): string {
  const at = Date.parse(text.includes('T') ? text : text.replace(' ', 'T'));
  return Number.isNaN(at) ? text : formatDateTime(language, at, timeZone);
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
