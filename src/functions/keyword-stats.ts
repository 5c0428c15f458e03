/**
 * SEO_KEYWORD_STATS: statistics for thousands of phrases, one row per input row. Phrases are normalized
 * and de-duplicated, answered from the per-phrase cache first (phrases another formula fetched are
 * reused), and only the rest go to the service in sorted runs of 500, all in parallel.
 */
import {
  type KeywordStats,
  keywords,
  runKeywordStatistics,
  STATISTICS_COLUMNS,
  toolKeywordStatistics,
} from '../api';
import { ArgumentError, toList } from './args';
import { normalizePhrase } from '../normalize';
import { batches, MAX_PHRASE_CHARS, planRows } from './batch';
import { countryArg, headerArg } from './common';
import { cachedItems } from './cached';
import { keywordStatsKey } from './cache-keys';
import type { ArgsOf, FormulaContext } from './formula';
import { rowNote } from './report';
import { type Row, type Table, toTable } from '../shared/table';
import { type Said, said } from '../shared/i18n/said';

const TREND_MONTHS = 12;
/** Ten parallel statistics runs: what fits a formula's 30 s with room to spare. */
const MAX_NEW_PHRASES = 10 * keywords.STATISTICS_BATCH_SIZE;

/** How a row is cached: [searches, cpc, found (1/0), ...12 trend values]; columns compress well. */
type StatsTuple = (number | null)[];

function toTuple(row: KeywordStats): StatsTuple {
  const trend = Array.from({ length: TREND_MONTHS }, (_, i) => row.trend[i] ?? null);
  return [row.searches ?? null, row.cpc ?? null, row.found ? 1 : 0, ...trend];
}

function fromTuple(keyword: string, tuple: StatsTuple): object {
  const [searches, cpc, found, ...trend] = tuple;
  return { keyword, searches, cpc, found: found === 1, trend };
}

/**
 * Sends the phrases the cache lacks in runs of 500, all in parallel; returns what came back, and
 * records a failure per phrase in `failed`.
 */
function fetchMissing(
  ctx: FormulaContext,
  country: number,
  missing: readonly string[],
  failed: Map<string, Said>,
  errors: unknown[],
): Map<string, StatsTuple> {
  if (missing.length > MAX_NEW_PHRASES) {
    throw new ArgumentError(
      said('arg.tooManyPhrases', { count: `${missing.length}`, max: `${MAX_NEW_PHRASES}` }),
    );
  }
  const runs = batches(missing, keywords.STATISTICS_BATCH_SIZE);
  const tools = ctx.tools();
  const results = tools
    ? toolKeywordStatistics(tools, runs, country)
    : runKeywordStatistics(ctx.client(), runs, { country_id: country });
  const fresh = new Map<string, StatsTuple>();
  results.forEach((result, b) => {
    const sent = runs[b];
    if (!result.ok) {
      errors.push(result.error);
      for (const phrase of sent) failed.set(phrase, rowNote(result.error));
      return;
    }
    sent.forEach((phrase, i) => {
      fresh.set(phrase, toTuple(result.value[i]));
    });
  });
  return fresh;
}

export function keywordStats(ctx: FormulaContext, args: ArgsOf<'SEO_KEYWORD_STATS'>): Table {
  const items = toList(args.phrases, 'phrases');
  const country = countryArg(ctx, args.country_id);
  const withHeader = headerArg(args.header, ctx);
  const plan = planRows(items, normalizePhrase, MAX_PHRASE_CHARS);
  const failed = new Map<string, Said>();
  const errors: unknown[] = [];
  const found = cachedItems<StatsTuple>(
    ctx,
    'keywordStats',
    plan.unique,
    keywordStatsKey(country),
    args.refresh,
    (missing) => fetchMissing(ctx, country, missing, failed, errors),
  );
  // Nothing to show: the first failure is the cell's error (sign-in, quota...), not a column of notes.
  if (errors.length && found.size === 0) throw errors[0];
  const rows = plan.rows.map((row, i): Row => {
    if ('blank' in row) return undefined;
    if ('note' in row) return row;
    const tuple = found.get(row.key);
    const item = items[i];
    const keyword = item.kind === 'text' ? item.text : row.key;
    return tuple ? fromTuple(keyword, tuple) : { note: failed.get(row.key) ?? said('note.notLookedUp') };
  });
  return toTable(rows, { header: withHeader, columns: STATISTICS_COLUMNS, text: ['keyword'] });
}
