/**
 * SEO_KEYWORD_STATS: statistics for thousands of phrases, one row per input row. Phrases are normalized
 * and de-duplicated, answered from the per-phrase cache first (phrases another formula fetched are
 * reused), and only the rest go to the service in sorted runs of 500, all in parallel.
 */
import * as keywords from './endpoints';
import type { KeywordStats } from './statistics';
import type { Settled } from '../../api/client';
import { statisticsByPhrase } from './statistics';
import { ArgumentError, toList } from '../../functions/args';
import { normalizePhrase } from '../../normalize';
import { batches, MAX_PHRASE_CHARS, planRows } from '../../functions/batch';
import { countryArg, headerArg } from '../../functions/shared-args';
import { cachedItems } from '../../functions/cached';
import type { ArgsOf, EntryOf, FormulaContext } from '../../functions/formula';
import type { FORMULAS } from './spec';
import { everyItemFailed, heldNote, rowNote } from '../../functions/results';
import { type FormulaGuard, formulaGuard, limitsNow } from '../../functions/spend-guard';
import { type Row, type Table, toTable } from '../../shared/table';
import { said } from '../../shared/i18n/said';
import { KEYWORD_STATS_COLUMNS } from './spec';

/** How a phrase's statistics are keyed in the per-item cache: another formula over the market reuses them. */
const keywordStatsKey =
  (country: number) =>
  (phrase: string): string =>
    `${country}|${phrase}`;

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
 * Sends the phrases the cache lacks in runs of 500, all in parallel: one settled result per phrase, the
 * figures or its run's error.
 */
function fetchMissing(
  ctx: FormulaContext,
  country: number,
  guard: FormulaGuard,
  missing: readonly string[],
): Map<string, Settled<StatsTuple>> {
  if (missing.length > MAX_NEW_PHRASES) {
    throw new ArgumentError(
      said('arg.tooManyPhrases', { count: `${missing.length}`, max: `${MAX_NEW_PHRASES}` }),
    );
  }
  const runs = batches(missing, keywords.STATISTICS_BATCH_SIZE);
  const held = guard.hold({ counter: 'tools_daily_limit', units: runs.length }, () => limitsNow(ctx));
  if (held) return new Map(missing.map((phrase) => [phrase, { ok: false, error: held }]));
  const settled = new Map<string, Settled<StatsTuple>>();
  statisticsByPhrase(ctx.source(), runs, { country_id: country }).forEach((results, b) => {
    runs[b].forEach((phrase, i) => {
      const result = results[i];
      settled.set(phrase, result.ok ? { ok: true, value: toTuple(result.value) } : result);
    });
  });
  return settled;
}

export function keywordStats(
  ctx: FormulaContext,
  args: ArgsOf<EntryOf<typeof FORMULAS, 'SEO_KEYWORD_STATS'>>,
): Table {
  const items = toList(args.phrases, 'phrases');
  const country = countryArg(ctx, args.country_id, 'keywords');
  const withHeader = headerArg(args.header, ctx);
  const plan = planRows(items, normalizePhrase, MAX_PHRASE_CHARS);
  const settled = cachedItems<StatsTuple>(
    ctx,
    'keywordStats',
    plan.unique,
    keywordStatsKey(country),
    args.refresh,
    (missing) => fetchMissing(ctx, country, formulaGuard(ctx, args.refresh), missing),
  );
  const failure = everyItemFailed(settled.values());
  if (failure) throw failure;
  // A row not looked up or not answered keeps its phrase as typed, and says why in the hint column.
  const rows = plan.rows.map((row, i): Row => {
    if ('blank' in row) return undefined;
    if ('refused' in row) return { keyword: row.input, hint: row.refused };
    const result = settled.get(row.key);
    const item = items[i];
    const keyword = item.kind === 'text' ? item.text : row.key;
    if (!result) return { keyword, hint: said('note.notLookedUp') };
    return result.ok
      ? fromTuple(keyword, result.value)
      : { keyword, hint: rowNote(result.error, { argument: 'phrases', row: i + 1 }) };
  });
  // A range with nothing in it yet says so in its first row (the rest stay aligned with the input).
  if (plan.rows.every((row) => 'blank' in row)) rows[0] = { note: said('note.emptyPhrases') };
  const held = heldNote(settled.values());
  if (held) rows.push({ note: held });
  return toTable(rows, { header: withHeader, columns: KEYWORD_STATS_COLUMNS, text: ['keyword', 'hint'] });
}
