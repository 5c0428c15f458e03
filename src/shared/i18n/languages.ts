/**
 * The languages the add-on speaks: English and those of the keyword database's markets. A locale tag from
 * anywhere (the account's `pl-PL`, Apps Script's `pl` or `pl_PL`, a setting) is read down to one of them.
 */
export const LANGUAGES = ['en', 'pl', 'cs', 'sk', 'hu', 'ro', 'nl', 'da', 'sv'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language in its own name, as a language picker shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  pl: 'Polski',
  cs: 'Čeština',
  sk: 'Slovenčina',
  hu: 'Magyar',
  ro: 'Română',
  nl: 'Nederlands',
  da: 'Dansk',
  sv: 'Svenska',
};

/** The user property holding a language chosen in Settings (absent: follow the account and locale). */
export const USER_LANGUAGE_KEY = 'seoSheets.language';

export function languageOf(tag: string | null | undefined): Language | null {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : null;
}

/**
 * The user's language: a choice made in Settings, else the signed-in account's, else the Google
 * account's locale, else English.
 */
export function userLanguage(tags: {
  readonly choice?: string | null;
  readonly account?: string | null;
  readonly locale?: string | null;
}): Language {
  return languageOf(tags.choice) ?? languageOf(tags.account) ?? languageOf(tags.locale) ?? 'en';
}

/** A document's decimal separator: a comma in every language here but English. */
export const decimalSeparator = (language: Language): ',' | '.' => (language === 'en' ? '.' : ',');

/** Sheets separates a formula's arguments with `;` where the decimal separator is a comma. */
export const argumentSeparator = (language: Language): ',' | ';' =>
  decimalSeparator(language) === ',' ? ';' : ',';
