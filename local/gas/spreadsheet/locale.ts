/**
 * What a spreadsheet's locale (File › Settings › Locale, `getSpreadsheetLocale()`) decides in Sheets: the
 * decimal and grouping marks of numbers, the formula syntax (a comma-decimal locale separates arguments
 * with `;` and array columns with `\`), the words TRUE and FALSE are shown as, and the automatic date
 * format. Function names stay English in every locale.
 *
 * Marks and the date order come from CLDR through Node's Intl, which is where Sheets' per-locale formats
 * come from too; Intl has no spreadsheet booleans, so those are a table: the names Sheets (and Excel) give
 * TRUE() and FALSE() in the add-on's languages (and German). Other languages show TRUE/FALSE.
 */

export interface LocaleRules {
  /** `en_US` as Sheets names it. */
  readonly locale: string;
  /** The same as a BCP 47 tag for Intl (`en-US`); `en-US` for a locale Intl cannot read. */
  readonly tag: string;
  readonly decimal: string;
  /** Between thousands in a `#,##0` format. */
  readonly group: string;
  /** Between a function's arguments, and between the columns of an array literal (`\` where `;`). */
  readonly argumentSeparator: ',' | ';';
  readonly arrayColumnSeparator: ',' | '\\';
  readonly true: string;
  readonly false: string;
  /** The automatic format of a date, in `Utilities.formatDate` letters (`M/d/yyyy`, `d.MM.yyyy`). */
  readonly datePattern: string;
}

const BOOLEANS: Readonly<Record<string, readonly [string, string]>> = {
  pl: ['PRAWDA', 'FAŁSZ'],
  cs: ['PRAVDA', 'NEPRAVDA'],
  sk: ['PRAVDA', 'NEPRAVDA'],
  hu: ['IGAZ', 'HAMIS'],
  ro: ['ADEVĂRAT', 'FALS'],
  nl: ['WAAR', 'ONWAAR'],
  da: ['SAND', 'FALSK'],
  sv: ['SANT', 'FALSKT'],
  de: ['WAHR', 'FALSCH'],
};

/** A day and month under 10, so a locale's zero padding shows (5 vs 05). */
const PROBE_DATE = new Date(Date.UTC(2026, 0, 5, 12));

function intlTag(locale: string): string {
  const tag = locale.replace(/_/g, '-');
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en-US';
  } catch {
    return 'en-US';
  }
}

/** CLDR's numeric year-month-day order and marks as a pattern: `M/d/yyyy`, `d.MM.yyyy`, `yyyy. MM. dd.`. */
function datePatternOf(tag: string): string {
  const format = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  return format
    .formatToParts(PROBE_DATE)
    .map((part) => {
      if (part.type === 'year') return 'yyyy';
      if (part.type === 'month') return part.value.length > 1 ? 'MM' : 'M';
      if (part.type === 'day') return part.value.length > 1 ? 'dd' : 'd';
      return part.value.replace(/[A-Za-z']/g, '');
    })
    .join('');
}

function markOf(tag: string, type: 'decimal' | 'group'): string | undefined {
  return new Intl.NumberFormat(tag, { numberingSystem: 'latn' })
    .formatToParts(1234567.5)
    .find((part) => part.type === type)?.value;
}

function rulesOf(locale: string): LocaleRules {
  const tag = intlTag(locale);
  const decimal = markOf(tag, 'decimal') === ',' ? ',' : '.';
  const semicolons = decimal === ',';
  const [yes, no] = BOOLEANS[tag.split('-')[0]] ?? ['TRUE', 'FALSE'];
  return {
    locale,
    tag,
    decimal,
    group: markOf(tag, 'group') ?? (semicolons ? '.' : ','),
    argumentSeparator: semicolons ? ';' : ',',
    arrayColumnSeparator: semicolons ? '\\' : ',',
    true: yes,
    false: no,
    datePattern: datePatternOf(tag),
  };
}

/** Each locale's rules once: building Intl formatters costs far more than reading the result. */
const known = new Map<string, LocaleRules>();

export function localeRules(locale: string): LocaleRules {
  let rules = known.get(locale);
  if (!rules) {
    rules = rulesOf(locale);
    known.set(locale, rules);
  }
  return rules;
}
