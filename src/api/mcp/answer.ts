/**
 * What a tool's answer holds, read as tolerantly as a REST answer. The seed spec shows no tool's result and
 * the live tool server answers each tool its own way: its rows under `records`, `keywords`, `all_urls` or a
 * name of the tool's own, figures at the top or under `summary.overview` and `full_statistics`, totals
 * under `total` or `summary.total_keywords`, and `no_data` for a market without data. Nothing here
 * requires a key: the rows are the list the answer holds, wherever it holds it.
 */
import { at, numberAt, toBoolean, toNumber } from '../read';

type Row = Record<string, unknown>;

const isObject = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys a list of rows is looked for under first, before any other list the answer holds. */
const ROW_KEYS = ['records', 'rows', 'items', 'results', 'data'];
/** Where an answer may wrap itself once more. */
const WRAPPERS = ['data', 'result'];
const ID = /^\d+$/;

/** A list of rows: an array of objects, or a map of them keyed by id (both seen in the service's lists). */
function listOf(value: unknown): Row[] | undefined {
  if (Array.isArray(value)) return value.filter(isObject);
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value);
  return entries.length && entries.every(([key, item]) => ID.test(key) && isObject(item))
    ? entries.map(([, item]) => item as Row)
    : undefined;
}

/**
 * The rows of an answer: under the keys the tool is known to use (`keys`), the usual ones, or else the
 * first list it holds, one wrapper deep at most; the answer itself when it is a list. Undefined when it
 * holds no list at all.
 */
export function rowsOfAnswer(answer: unknown, keys: readonly string[] = []): Row[] | undefined {
  const direct = Array.isArray(answer) ? listOf(answer) : undefined;
  if (direct || !isObject(answer)) return direct;
  for (const key of [...keys, ...ROW_KEYS]) {
    const rows = listOf(answer[key]);
    if (rows) return rows;
  }
  const lists = Object.values(answer).map(listOf);
  const found = lists.find((rows) => rows?.length) ?? lists.find(Boolean);
  if (found) return found;
  for (const key of WRAPPERS)
    if (isObject(answer[key])) {
      const inner = rowsOfAnswer(answer[key], keys);
      if (inner) return inner;
    }
  return undefined;
}

/** Where an answer says how many rows there are in all. */
const TOTALS = [
  'total',
  'total_count',
  'summary.total',
  'summary.total_keywords',
  'summary.total_urls',
  'summary.total_domains',
  'summary.total_count',
  'pagination.count',
  'pagination.total',
];

/** How many rows the list has in all, when the answer says; a count it cannot read is unknown. */
export function totalOf(answer: unknown): number | undefined {
  for (const path of TOTALS) {
    const n = toNumber(at(answer, path));
    if (n !== undefined && n >= 0) return n;
  }
  return undefined;
}

/** Whether a later page exists, when the answer says. */
export function hasMoreOf(answer: unknown): boolean | undefined {
  for (const path of ['has_more', 'has_next_page', 'pagination.has_next_page', 'summary.has_more']) {
    const more = toBoolean(at(answer, path));
    if (more !== undefined) return more;
  }
  return undefined;
}

const NO_DATA = /^\s*no[_ ]data\b/i;

/**
 * The tool server's "no data for this market" (`get_positions_history_chart` on database 2.0): the text
 * `no_data`, or an answer saying it in `no_data`, `status`, `error` or `code`.
 */
export function isNoData(answer: unknown): boolean {
  if (typeof answer === 'string') return NO_DATA.test(answer);
  if (!isObject(answer)) return false;
  if (toBoolean(answer.no_data) === true) return true;
  return ['status', 'error', 'code', 'result'].some((key) => {
    const value = answer[key];
    return typeof value === 'string' && NO_DATA.test(value);
  });
}

/** A figure's value: a number, or an object holding it as `current`, `recent_value` or `value`. */
function figureValue(value: unknown): number | null | undefined {
  if (value === null) return null;
  const n = toNumber(value);
  if (n !== undefined || !isObject(value)) return n;
  return numberAt(value, 'current', 'recent_value', 'value');
}

/** Top-level fields of a figures answer that describe the question, not the domain. */
const ANSWER_FIELDS: ReadonlySet<string> = new Set([
  'country_id',
  'domain',
  'fetch_mode',
  'date',
  'previous_date',
  'compare_date',
]);

/**
 * An answer's figures by name, the nested ones first: `full_statistics.<name>` (a number, or an object with
 * its `current`), then `summary.overview.<name>`, then `statistics.<name>`; the answer's own top-level
 * numbers only where nothing is nested (an older, flat answer). What reads as no figure is left out.
 */
export function figuresOfAnswer(answer: unknown): Record<string, number | null> {
  const figures: Record<string, number | null> = {};
  const take = (block: unknown, skip?: ReadonlySet<string>) => {
    if (!isObject(block)) return;
    for (const [name, value] of Object.entries(block)) {
      if (name in figures || skip?.has(name) || (skip && isObject(value))) continue;
      const figure = figureValue(value);
      if (figure !== undefined) figures[name] = figure;
    }
  };
  take(at(answer, 'full_statistics'));
  take(at(answer, 'summary.overview'));
  take(at(answer, 'statistics'));
  // An answer with its figures nested keeps other numbers at the top (a comparison's days): not figures.
  if (!Object.keys(figures).length) take(answer, ANSWER_FIELDS);
  return figures;
}
