/**
 * The one vocabulary of column names: every header a formula returns and every header of a report sheet
 * goes through `describeColumn`, so `SEO_POSITIONS` and the positions report both say "Position", never
 * `position` in one and `statistics.position.current` in the other. Each column also has a kind, which
 * gives a report sheet's number format.
 *
 * Adding a field: add its snake_case key to COLUMNS. A key a formula lists in a fixed header must be a
 * `ColumnKey` (the typecheck fails otherwise); a key that only arrives from the service is caught by the
 * emulator tests, which run every formula and report and require `isVocabularyLabel` of each header.
 * A key the live service adds later still reads well (`visibility_new` → "Visibility new") rather than
 * failing: drift must not break a sheet.
 */

/** How a column's values read; decides its number format in report sheets. */
export type ColumnKind = 'id' | 'integer' | 'number' | 'money' | 'percent' | 'date' | 'datetime' | 'text';

export interface ColumnSpec {
  readonly label: string;
  readonly kind: ColumnKind;
}

const col = (label: string, kind: ColumnKind): ColumnSpec => ({ label, kind });

const COLUMNS = {
  ads_equivalent: col('Ads equivalent', 'money'),
  ai_overview_citations: col('AI Overview citations', 'integer'),
  ai_overview_keywords: col('AI Overview phrases', 'integer'),
  characteristic: col('Characteristic', 'text'),
  cited: col('Cited', 'text'),
  code: col('Code', 'text'),
  code_lang: col('Language code', 'text'),
  common_keywords: col('Common phrases', 'integer'),
  competition: col('Competition', 'number'),
  competitors_number: col('Competitors', 'integer'),
  counter: col('Counter', 'text'),
  country_id: col('Country ID', 'id'),
  cpc: col('CPC', 'money'),
  created_at: col('Created', 'datetime'),
  date: col('Date', 'date'),
  description: col('Description', 'text'),
  diff: col('Change', 'integer'),
  domain: col('Domain', 'text'),
  fetch_mode: col('Fetch mode', 'text'),
  found: col('Found', 'text'),
  group: col('Group', 'text'),
  group_id: col('Group ID', 'id'),
  group_name: col('Group name', 'text'),
  groups_count: col('Groups', 'integer'),
  headings: col('Headings', 'integer'),
  id: col('ID', 'id'),
  images: col('Images', 'integer'),
  intent: col('Intent', 'text'),
  key: col('Key', 'text'),
  keyword: col('Keyword', 'text'),
  keyword_id: col('Keyword ID', 'id'),
  keyword_in_title: col('Keyword in title', 'text'),
  keywords: col('Phrases', 'integer'),
  keywords_count: col('Phrases', 'integer'),
  keywords_owned: col('Phrases where the domain owns it', 'integer'),
  keywords_with_snippet: col('Phrases with the snippet', 'integer'),
  label: col('Label', 'text'),
  left: col('Left', 'integer'),
  limit: col('Limit', 'integer'),
  links_external: col('External links', 'integer'),
  links_internal: col('Internal links', 'integer'),
  localization_id: col('Localization ID', 'id'),
  name: col('Name', 'text'),
  name_with_phone_country_code: col('Name with phone code', 'text'),
  phone_country_code: col('Phone code', 'text'),
  phrase: col('Phrase', 'text'),
  position: col('Position', 'integer'),
  position_from: col('Position (first day)', 'integer'),
  position_to: col('Position (second day)', 'integer'),
  previous_date: col('Previous date', 'date'),
  project_id: col('Project ID', 'id'),
  ranking: col('Ranking', 'integer'),
  relevance: col('Relevance', 'number'),
  resets_in_hours: col('Resets in (hours)', 'integer'),
  results_count: col('Results', 'integer'),
  searches: col('Searches', 'integer'),
  share: col('Share', 'percent'),
  snapshot: col('Snapshot', 'datetime'),
  snippet: col('Snippet', 'text'),
  status: col('Status', 'text'),
  subdomain: col('Subdomain', 'text'),
  task_id: col('Task ID', 'id'),
  title: col('Title', 'text'),
  top10: col('TOP10', 'integer'),
  top3: col('TOP3', 'integer'),
  top50: col('TOP50', 'integer'),
  traffic: col('Traffic', 'number'),
  url: col('URL', 'text'),
  urls_count: col('URLs', 'integer'),
  urls_in_top10: col('URLs in TOP10', 'integer'),
  used: col('Used', 'integer'),
  value: col('Value', 'text'),
  visibility: col('Visibility', 'number'),
  visibility_no_brand: col('Visibility (no brand)', 'number'),
  words: col('Words', 'integer'),
} as const satisfies Record<string, ColumnSpec>;

export type ColumnKey = keyof typeof COLUMNS;
/** What a formula may list in a fixed header: a vocabulary key, or a month of a trend. */
export type FixedColumn = ColumnKey | `trend.${number}`;

const TABLE: Readonly<Record<string, ColumnSpec>> = COLUMNS;

export interface ColumnHeader extends ColumnSpec {
  /** False for a key the vocabulary does not know: its label is the key made readable. */
  readonly known: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PREVIOUS_SUFFIX = /^(.+)\.(previous_value|previous)$/;
const CURRENT_SUFFIX = /^(.+)\.(recent_value|current)$/;
const DIFF_SUFFIX = /^(.+)\.diff$/;

/**
 * The month a trend value is for: the service's `trend` holds the last 12 complete months, the most
 * recent first (`trend.1` is last month), so in November 2026 `trend.1` is 2026-10.
 */
export function trendMonth(index: number, at: Date): string {
  const month = new Date(at.getFullYear(), at.getMonth() - index, 1);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}

function humanize(key: string): string {
  const words = key.replace(/[._]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** Strips a wrapper the service nests metrics in (`statistics.position.current` is `position`). */
function unwrap(path: string): string {
  return path.startsWith('statistics.') ? path.slice('statistics.'.length) : path;
}

const known = (spec: ColumnSpec): ColumnHeader => ({ ...spec, known: true });

/** The label and kind of a column from its key or dotted API path; `at` dates the trend months. */
export function describeColumn(path: string, at: Date = new Date()): ColumnHeader {
  const spec = TABLE[path];
  if (spec) return known(spec);
  const trend = /^trend[._](\d+)$/.exec(path);
  if (trend) return known(col(trendMonth(Number(trend[1]), at), 'integer'));
  // Monitoring positions: one column per day, `positions.2026-11-20` or the bare date.
  const day = /^(?:positions\.)?(\d{4}-\d{2}-\d{2})$/.exec(path);
  if (day) return known(col(day[1], 'integer'));
  // Compare SERP: `2026-11-01.position`, one group of columns per day.
  const dated = /^(\d{4}-\d{2}-\d{2})\.(.+)$/.exec(path);
  if (dated && !DAY.test(dated[2])) return derived(describeColumn(dated[2], at), (l) => `${dated[1]} ${l}`);
  const inner = unwrap(path);
  const current = CURRENT_SUFFIX.exec(inner);
  if (current) return describeColumn(current[1], at);
  const previous = PREVIOUS_SUFFIX.exec(inner) ?? /^previous_(.+)$/.exec(inner);
  if (previous) return derived(describeColumn(previous[1], at), (l) => `${l} (previous)`);
  const diff = DIFF_SUFFIX.exec(inner) ?? /^(.+)_change$/.exec(inner);
  if (diff) return derived(describeColumn(diff[1], at), (l) => `${l} change`);
  // A list flattened into numbered columns: `urls.1.url` is "URL 1".
  const item = /^[a-z_]+\.(\d+)\.(.+)$/.exec(inner);
  if (item) return derived(describeColumn(item[2], at), (l) => `${l} ${item[1]}`);
  if (inner !== path) return describeColumn(inner, at);
  return { label: humanize(path), kind: 'text', known: false };
}

function derived(base: ColumnHeader, label: (base: string) => string): ColumnHeader {
  return { ...base, label: label(base.label) };
}

const LABELS = new Set(Object.values(TABLE).map((spec) => spec.label));

/**
 * Whether a header cell is a label this vocabulary gives (a fixed one, a month, a day, or one derived
 * from a fixed one), for tests that read tables as the user sees them.
 */
export function isVocabularyLabel(text: string): boolean {
  if (LABELS.has(text) || /^\d{4}-\d{2}(-\d{2})?$/.test(text)) return true;
  const stripped =
    /^\d{4}-\d{2}-\d{2} (.+)$/.exec(text)?.[1] ??
    /^(.+) \(previous\)$/.exec(text)?.[1] ??
    /^(.+) change$/.exec(text)?.[1] ??
    /^(.+) \d+$/.exec(text)?.[1];
  return stripped !== undefined && isVocabularyLabel(stripped);
}

/** Header labels of a table's keys. */
export function columnLabels(keys: readonly string[], at?: Date): string[] {
  return keys.map((key) => (key === '' ? '' : describeColumn(key, at).label));
}
