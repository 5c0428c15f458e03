/**
 * The one vocabulary of column names: every header a formula returns and every header of a report sheet
 * goes through `describeColumn`, so `SEO_POSITIONS` and the positions report both say "Position", never
 * `position` in one and `statistics.position.current` in the other. Each column also has a kind, which
 * gives a report sheet's number format, and a label in every language's `document.` area
 * (i18n/<language>.ts), chosen by the document's language: the cache keeps data, never labels.
 *
 * Adding a field: add its snake_case key to COLUMNS with its kind, and its label to every language's
 * `document.` area (the typecheck fails without one). A key a
 * formula lists in a fixed header must be a `ColumnKey` (the typecheck fails otherwise); a key that only
 * arrives from the service is caught by the emulator tests, which run every formula and report and
 * require `isVocabularyLabel` of each header. A key the live service adds later still reads well
 * (`visibility_new` → "Visibility new") rather than failing: drift must not break a sheet.
 */
import { documentCatalogues } from './i18n/areas';
import { intlSupports } from './i18n/dates';
import { fill } from './i18n/format';
import type { Language } from './i18n/languages';

/**
 * How a column's values read; decides its number format in report sheets and its type in the warehouse
 * (`flag`: yes or no; `list`: names the service lists, written as text joined with commas).
 */
export type ColumnKind =
  | 'id'
  | 'integer'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'datetime'
  | 'text'
  | 'flag'
  | 'list';

export interface ColumnSpec {
  readonly label: string;
  readonly kind: ColumnKind;
}

/** Key → kind; the labels are the document catalogues'. */
const COLUMNS = {
  ads_equivalent: 'money',
  ai_overview_avg_position: 'number',
  ai_overview_avg_position_all: 'number',
  ai_overview_citations: 'integer',
  ai_overview_domains: 'integer',
  ai_overview_keywords: 'integer',
  ai_overview_length: 'integer',
  ai_overview_losses: 'integer',
  ai_overview_only_competitor: 'integer',
  ai_overview_only_domain: 'integer',
  ai_overview_position: 'number',
  ai_overview_visibility_loss: 'number',
  ai_overview_wins: 'integer',
  avg: 'number',
  average_position: 'number',
  category: 'text',
  category_rank: 'integer',
  cited: 'flag',
  code: 'text',
  code_lang: 'text',
  common_factor: 'integer',
  common_keywords: 'integer',
  competition: 'number',
  competitors_number: 'integer',
  content_length: 'integer',
  counter: 'text',
  country_id: 'id',
  cpc: 'money',
  cpc_avg: 'money',
  cpc_max: 'money',
  cpc_min: 'money',
  created_at: 'datetime',
  date: 'date',
  description: 'text',
  description_length: 'integer',
  diff: 'integer',
  difficulty: 'integer',
  domain: 'text',
  domain_max: 'text',
  domain_min: 'text',
  domain_rank: 'integer',
  efficiency_top10: 'number',
  efficiency_top50: 'number',
  favourite: 'flag',
  fetch_mode: 'text',
  found: 'flag',
  group: 'text',
  group_id: 'id',
  group_name: 'text',
  groups_count: 'integer',
  h1: 'text',
  h1_count: 'integer',
  h2_count: 'integer',
  h3_count: 'integer',
  headings: 'integer',
  hint: 'text',
  id: 'id',
  images: 'integer',
  intent: 'text',
  is_dynamic: 'flag',
  journey_stage: 'text',
  key: 'text',
  keyword: 'text',
  keyword_id: 'id',
  keyword_in_title: 'text',
  keyword_param: 'text',
  keyword_params: 'list',
  keywords: 'integer',
  keywords_count: 'integer',
  keywords_owned: 'integer',
  keywords_with_snippet: 'integer',
  label: 'text',
  left: 'integer',
  limit: 'integer',
  links_external: 'integer',
  links_internal: 'integer',
  localization_id: 'id',
  main_domain: 'text',
  market: 'text',
  max: 'number',
  measure: 'text',
  min: 'number',
  name: 'text',
  name_with_phone_country_code: 'text',
  note: 'text',
  occurrences: 'integer',
  param: 'text',
  parent_keyword: 'text',
  phone_country_code: 'text',
  phrase: 'text',
  position: 'integer',
  position_from: 'integer',
  position_to: 'integer',
  previous_date: 'date',
  project_id: 'id',
  rank_value: 'number',
  ranking: 'integer',
  relevance: 'number',
  resets: 'text',
  results_count: 'integer',
  searches: 'integer',
  searches_avg: 'integer',
  searches_sum: 'integer',
  seed: 'text',
  segment: 'text',
  serp_coverage: 'number',
  serp_feature: 'text',
  serp_features: 'list',
  share: 'percent',
  snapshot: 'date',
  snippet: 'text',
  status: 'text',
  subdomain: 'text',
  task_id: 'id',
  text2html_ratio: 'number',
  title: 'text',
  title_length: 'integer',
  top10: 'integer',
  top3: 'integer',
  top50: 'integer',
  traffic: 'number',
  trend: 'text',
  unique_urls_top10: 'integer',
  unique_urls_top50: 'integer',
  url: 'text',
  urls_count: 'integer',
  urls_in_top10: 'integer',
  used: 'integer',
  value: 'text',
  visibility: 'number',
  visibility_no_brand: 'number',
  visibility_percent: 'number',
  visibility_sum: 'number',
  visible_keywords: 'integer',
  words: 'integer',
  words_count: 'integer',
} as const satisfies Record<string, ColumnKind>;

export type ColumnKey = keyof typeof COLUMNS;
/**
 * What a formula may list in a fixed header: a vocabulary key, one's previous value or change (labelled
 * from it: "Visibility (previous)", "Visibility change"), or a month of a trend.
 */
export type FixedColumn = ColumnKey | `previous_${ColumnKey}` | `${ColumnKey}_change` | `trend.${number}`;

function humanize(key: string): string {
  const words = key.replace(/[._]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** A Map, not an object: a field named `__proto__` or `constructor` is data, not the vocabulary's. */
const KINDS: ReadonlyMap<string, ColumnKind> = new Map(Object.entries(COLUMNS));

/** The typecheck fails when a key has no label: `Pick` takes only keys the English catalogue has. */
type Labels = Readonly<Pick<(typeof documentCatalogues)['en'], ColumnKey>>;

const labelOf = (language: Language, key: string): string =>
  (documentCatalogues[language] as Labels)[key as ColumnKey];

export interface ColumnHeader extends ColumnSpec {
  /** False for a key the vocabulary does not know: its label is the key made readable. */
  readonly known: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A host, then a column key: `sklep.example.pl.url`. */
const DOMAIN_COLUMN = /^((?:[a-z0-9-]+\.)+[a-z]{2,})\.([a-z0-9_]+)$/;
const PREVIOUS_SUFFIX = /^(.+)\.(previous_value|previous)$/;
const CURRENT_SUFFIX = /^(.+)\.(recent_value|current)$/;
const DIFF_SUFFIX = /^(.+)\.diff$/;

const monthFormats = new Map<Language, (month: Date) => string>();

/**
 * A month as the language names it ("paź 2026"): Intl where the runtime has the language (which locales
 * Apps Script's V8 carries is unconfirmed, so it is asked), else the catalogue's short month names.
 */
function monthName(language: Language, month: Date): string {
  let format = monthFormats.get(language);
  if (!format) {
    const intl = intlSupports('DateTimeFormat', language)
      ? new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric' })
      : null;
    const names = documentCatalogues[language].months.split(' ');
    const own = (d: Date) => `${names[d.getMonth()]} ${d.getFullYear()}`;
    // Some locales write a short month as a number (Slovak: 10/2026): a header names it instead.
    format = intl ? (d) => (/\p{L}/u.test(intl.format(d)) ? intl.format(d) : own(d)) : own;
    monthFormats.set(language, format);
  }
  return format(month);
}

/**
 * The month a trend value is for: the service's `trend` holds the last 12 complete months, the most
 * recent first (`trend.1` is last month), so in November 2026 `trend.1` is October 2026.
 */
export function trendMonth(index: number, at: Date, language: Language): string {
  return monthName(language, new Date(at.getFullYear(), at.getMonth() - index, 1));
}

/** Strips a wrapper the service nests metrics in (`statistics.position.current` is `position`). */
function unwrap(path: string): string {
  return path.startsWith('statistics.') ? path.slice('statistics.'.length) : path;
}

const known = (label: string, kind: ColumnKind): ColumnHeader => ({ label, kind, known: true });

/**
 * The label (in the document's language) and kind of a column from its key or dotted API path; `at`
 * dates the trend months.
 */
export function describeColumn(path: string, language: Language, at: Date = new Date()): ColumnHeader {
  const describe = (inner: string) => describeColumn(inner, language, at);
  const kind = KINDS.get(path);
  if (kind) return known(labelOf(language, path), kind);
  const trend = /^trend[._](\d+)$/.exec(path);
  if (trend) return known(trendMonth(Number(trend[1]), at, language), 'integer');
  // Monitoring positions: one column per day, `positions.2026-11-20` or the bare date.
  const day = /^(?:positions\.)?(\d{4}-\d{2}-\d{2})$/.exec(path);
  if (day) return known(day[1], 'integer');
  // Compare SERP: `2026-11-01.position`, one group of columns per day.
  const dated = /^(\d{4}-\d{2}-\d{2})\.(.+)$/.exec(path);
  if (dated && !DAY.test(dated[2])) return derived(describe(dated[2]), (l) => `${dated[1]} ${l}`);
  const inner = unwrap(path);
  const current = CURRENT_SUFFIX.exec(inner);
  if (current) return describe(current[1]);
  const words = documentCatalogues[language];
  const previous = PREVIOUS_SUFFIX.exec(inner) ?? /^previous_(.+)$/.exec(inner);
  if (previous)
    return derived(describe(previous[1]), (label) => fill(language, words['column.previous'], { label }));
  const diff = DIFF_SUFFIX.exec(inner) ?? /^(.+)_change$/.exec(inner);
  if (diff) return derived(describe(diff[1]), (label) => fill(language, words['column.change'], { label }));
  // A list flattened into numbered columns: `urls.1.url` is "URL 1".
  const item = /^[a-z_]+\.(\d+)\.(.+)$/.exec(inner);
  if (item) return derived(describe(item[2]), (l) => `${l} ${item[1]}`);
  // A figure of one of several compared domains: `example.pl.position` is "example.pl Position".
  const ofDomain = DOMAIN_COLUMN.exec(inner);
  if (ofDomain && KINDS.has(ofDomain[2])) return derived(describe(ofDomain[2]), (l) => `${ofDomain[1]} ${l}`);
  if (inner !== path) return describe(inner);
  return { label: humanize(path), kind: 'text', known: false };
}

function derived(base: ColumnHeader, label: (base: string) => string): ColumnHeader {
  return { ...base, label: label(base.label) };
}

let labels: ReadonlySet<string> | undefined;

/**
 * Whether a header cell is a label this vocabulary gives in English (a fixed one, a month, a day, or one
 * derived from a fixed one), for tests that read tables as the user sees them.
 */
export function isVocabularyLabel(text: string): boolean {
  labels ??= new Set([...KINDS.keys()].map((key) => labelOf('en', key)));
  if (labels.has(text) || /^(\d{4}-\d{2}-\d{2}|[A-Z][a-z]{2} \d{4})$/.test(text)) return true;
  const stripped =
    /^\d{4}-\d{2}-\d{2} (.+)$/.exec(text)?.[1] ??
    /^(?:[a-z0-9-]+\.)+[a-z]{2,} (.+)$/.exec(text)?.[1] ??
    /^(.+) \(previous\)$/.exec(text)?.[1] ??
    /^(.+) change$/.exec(text)?.[1] ??
    /^(.+) \d+$/.exec(text)?.[1];
  return stripped !== undefined && isVocabularyLabel(stripped);
}

/** Header labels of a table's keys, in the document's language. */
export function columnLabels(keys: readonly string[], language: Language, at?: Date): string[] {
  return keys.map((key) => (key === '' ? '' : describeColumn(key, language, at).label));
}
