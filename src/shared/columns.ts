/**
 * The one vocabulary of column names: every header a formula returns and every header of a report sheet
 * goes through `describeColumn`, so `SEO_POSITIONS` and the positions report both say "Position", never
 * `position` in one and `statistics.position.current` in the other. Each column also has a kind, which
 * gives a report sheet's number format.
 *
 * Adding a field: add its snake_case key to COLUMNS with its kind (and its label, when the key made
 * readable is not the right one). A key a formula lists in a fixed header must be a
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

/** Key → kind, with the label where the key made readable (`fetch_mode` → "Fetch mode") is not it. */
const COLUMNS = {
  ads_equivalent: 'money',
  ai_overview_citations: ['AI Overview citations', 'integer'],
  ai_overview_keywords: ['AI Overview phrases', 'integer'],
  characteristic: 'text',
  cited: 'text',
  code: 'text',
  code_lang: ['Language code', 'text'],
  common_keywords: ['Common phrases', 'integer'],
  competition: 'number',
  competitors_number: ['Competitors', 'integer'],
  counter: 'text',
  country_id: ['Country ID', 'id'],
  cpc: ['CPC', 'money'],
  cpc_avg: ['Average CPC', 'money'],
  cpc_max: ['CPC (highest)', 'money'],
  cpc_min: ['CPC (lowest)', 'money'],
  created_at: ['Created', 'datetime'],
  date: 'date',
  description: 'text',
  diff: ['Change', 'integer'],
  difficulty: 'integer',
  domain: 'text',
  domain_rank: ['Domain rank', 'integer'],
  favourite: 'text',
  fetch_mode: 'text',
  found: 'text',
  group: 'text',
  group_id: ['Group ID', 'id'],
  group_name: 'text',
  groups_count: ['Groups', 'integer'],
  headings: 'integer',
  hint: 'text',
  id: ['ID', 'id'],
  images: 'integer',
  intent: 'text',
  is_dynamic: ['Dynamic', 'text'],
  key: 'text',
  keyword: 'text',
  keyword_id: ['Keyword ID', 'id'],
  keyword_in_title: 'text',
  keywords: ['Phrases', 'integer'],
  keywords_count: ['Phrases', 'integer'],
  keywords_owned: ['Phrases where the domain owns it', 'integer'],
  keywords_with_snippet: ['Phrases with the snippet', 'integer'],
  label: 'text',
  left: 'integer',
  limit: 'integer',
  links_external: ['External links', 'integer'],
  links_internal: ['Internal links', 'integer'],
  localization_id: ['Localization ID', 'id'],
  market: 'text',
  name: 'text',
  name_with_phone_country_code: ['Name with phone code', 'text'],
  note: 'text',
  phone_country_code: ['Phone code', 'text'],
  phrase: 'text',
  position: 'integer',
  position_from: ['Position (first day)', 'integer'],
  position_to: ['Position (second day)', 'integer'],
  previous_date: 'date',
  project_id: ['Project ID', 'id'],
  ranking: 'integer',
  relevance: 'number',
  resets: 'text',
  results_count: ['Results', 'integer'],
  searches: 'integer',
  searches_avg: ['Average searches', 'integer'],
  searches_sum: ['Searches (total)', 'integer'],
  serp_coverage: ['SERP coverage', 'number'],
  share: 'percent',
  snapshot: 'datetime',
  snippet: 'text',
  status: 'text',
  subdomain: 'text',
  task_id: ['Task ID', 'id'],
  title: 'text',
  top10: ['TOP10', 'integer'],
  top3: ['TOP3', 'integer'],
  top50: ['TOP50', 'integer'],
  traffic: 'number',
  url: ['URL', 'text'],
  urls_count: ['URLs', 'integer'],
  urls_in_top10: ['URLs in TOP10', 'integer'],
  used: 'integer',
  value: 'text',
  visibility: 'number',
  visibility_no_brand: ['Visibility (no brand)', 'number'],
  visibility_percent: ['Visibility share (%)', 'number'],
  visibility_sum: ['Visibility (total)', 'number'],
  visible_keywords: ['Visible phrases', 'integer'],
  words: 'integer',
  words_count: ['Words', 'integer'],
} as const satisfies Record<string, ColumnKind | readonly [label: string, kind: ColumnKind]>;

export type ColumnKey = keyof typeof COLUMNS;
/** What a formula may list in a fixed header: a vocabulary key, or a month of a trend. */
export type FixedColumn = ColumnKey | `trend.${number}`;

function humanize(key: string): string {
  const words = key.replace(/[._]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

/** A Map, not an object: a field named `__proto__` or `constructor` is data, not the vocabulary's. */
const TABLE: ReadonlyMap<string, ColumnSpec> = new Map(
  Object.entries(COLUMNS as Record<string, ColumnKind | readonly [string, ColumnKind]>).map(
    ([key, entry]) => [key, typeof entry === 'string' ? col(humanize(key), entry) : col(entry[0], entry[1])],
  ),
);

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

/** Strips a wrapper the service nests metrics in (`statistics.position.current` is `position`). */
function unwrap(path: string): string {
  return path.startsWith('statistics.') ? path.slice('statistics.'.length) : path;
}

const known = (spec: ColumnSpec): ColumnHeader => ({ ...spec, known: true });

/** The label and kind of a column from its key or dotted API path; `at` dates the trend months. */
export function describeColumn(path: string, at: Date = new Date()): ColumnHeader {
  const spec = TABLE.get(path);
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

const LABELS = new Set([...TABLE.values()].map((spec) => spec.label));

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
