/**
 * What a tool's answer holds, read as tolerantly as a REST answer. The seed spec shows no tool's result and
 * the live tool server answers each tool its own way: its rows under `records`, `keywords`, `all_urls` or a
 * name of the tool's own, figures at the top or under `summary.overview` and `full_statistics`, totals
 * under `total` or `summary.total_keywords`, and `no_data` for a market without data. Nothing here
 * requires a key: the rows are the list the answer holds, wherever it holds it.
 */
import * as z from 'zod/mini';
import { once } from '../../shared/lazy';
import { at, flag, isRecord, metric, num, numOrNull, row, text, tolerant } from '../read';

type Row = Record<string, unknown>;

/** Keys a list of rows is looked for under first, before any other list the answer holds. */
const ROW_KEYS = ['records', 'rows', 'items', 'results', 'data'];
/** Where an answer may wrap itself once more. */
const WRAPPERS = ['data', 'result'];
const ID = /^\d+$/;

/** A list of rows: an array of objects, or a map of them keyed by id (both seen in the service's lists). */
function listOf(value: unknown): Row[] | undefined {
  if (Array.isArray(value)) return value.filter(isRecord);
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value);
  return entries.length && entries.every(([key, item]) => ID.test(key) && isRecord(item))
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
  if (direct || !isRecord(answer)) return direct;
  for (const key of [...keys, ...ROW_KEYS]) {
    const rows = listOf(answer[key]);
    if (rows) return rows;
  }
  const lists = Object.values(answer).map(listOf);
  const found = lists.find((rows) => rows?.length) ?? lists.find(Boolean);
  if (found) return found;
  for (const key of WRAPPERS)
    if (isRecord(answer[key])) {
      const inner = rowsOfAnswer(answer[key], keys);
      if (inner) return inner;
    }
  return undefined;
}

/** What an answer says of its list as a whole: how many rows in all, whether a later page exists. */
const listSummary = row({
  total: at(
    num,
    'total',
    'total_count',
    'summary.total',
    'summary.total_keywords',
    'summary.total_urls',
    'summary.total_domains',
    'summary.total_count',
    'pagination.count',
    'pagination.total',
  ),
  more: at(flag, 'has_more', 'has_next_page', 'pagination.has_next_page', 'summary.has_more'),
});

const summaryOf = (answer: unknown) => {
  const read = listSummary().safeParse(answer);
  return read.success ? read.data : undefined;
};

/** How many rows the list has in all, when the answer says; a count it cannot read is unknown. */
export function totalOf(answer: unknown): number | undefined {
  const total = summaryOf(answer)?.total;
  return total !== undefined && total >= 0 ? total : undefined;
}

/** Whether a later page exists, when the answer says. */
export const hasMoreOf = (answer: unknown): boolean | undefined => summaryOf(answer)?.more;

const NO_DATA = /^\s*no[_ ]data\b/i;

/**
 * The tool server's "no data for this market" (`get_positions_history_chart` on database 2.0): the text
 * `no_data`, or an answer saying it in `no_data`, `status`, `error` or `code`.
 */
export function isNoData(answer: unknown): boolean {
  if (typeof answer === 'string') return NO_DATA.test(answer);
  if (!isRecord(answer)) return false;
  if (flag().parse(answer.no_data) === true) return true;
  return ['status', 'error', 'code', 'result'].some((key) => {
    const value = answer[key];
    return typeof value === 'string' && NO_DATA.test(value);
  });
}

/** A block of figures by name; what reads as no figure (`metric`) is undefined. */
const figures = once(() => tolerant(z.record(z.string(), metric())));
/** An answer's own top-level numbers (an older, flat answer); its blocks are not figures. */
const flatFigures = once(() => tolerant(z.record(z.string(), numOrNull())));
const nested = row({
  full: at(figures, 'full_statistics'),
  overview: at(figures, 'summary.overview'),
  statistics: at(figures),
});

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
  const found: Record<string, number | null> = {};
  const take = (
    block: Readonly<Record<string, number | null | undefined>> | undefined,
    skip?: ReadonlySet<string>,
  ) => {
    for (const [name, value] of Object.entries(block ?? {}))
      if (!(name in found) && !skip?.has(name) && value !== undefined) found[name] = value;
  };
  const read = nested().safeParse(answer);
  if (read.success)
    for (const block of [read.data.full, read.data.overview, read.data.statistics]) take(block);
  // An answer with its figures nested keeps other numbers at the top (a comparison's days): not figures.
  if (!Object.keys(found).length) take(flatFigures().parse(answer), ANSWER_FIELDS);
  return found;
}

const named = row({ email: at(text, 'email', 'user.email', 'account.email') });

/** The account an answer names (`get_limits`): `email`, `user.email` or `account.email`. */
export function emailOfAnswer(answer: unknown): string | undefined {
  const read = named().safeParse(answer);
  return read.success ? read.data.email : undefined;
}
