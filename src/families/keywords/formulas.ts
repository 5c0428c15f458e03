/** Keyword-database formulas: statistics for many phrases, and the lists around one seed or many. */
import * as keywords from './endpoints';
import { KEYWORD_COLUMNS } from '../../shared/layouts';
import type { ListEndpoint } from '../../api/endpoint';
import { type Arg, ArgumentError, toChoice, toList, toText } from '../../functions/args';
import { MAX_PHRASE_CHARS, planRows } from '../../functions/batch';
import {
  countryArg,
  domainArg,
  droppedPath,
  headerArg,
  limitArg,
  refuseDomain,
} from '../../functions/shared-args';
import { formulaGuard, limitsNow } from '../../functions/spend-guard';
import { type ArgsOf, type EntryOf, type FormulaContext, formulasOf } from '../../functions/formula';
import type { FORMULAS } from './spec';
import { keywordStats } from './keyword-stats';
import { joinNotes, listRows, type Rows, rowsTable } from '../../functions/results';
import { normalizeDomain, normalizePhrase } from '../../normalize';
import { type Said, said } from '../../shared/i18n/said';
import type { Row, Table } from '../../shared/table';
import type { KeywordRow } from './rows';
import { GROUP_COLUMNS, keywordSuggestionColumns } from './spec';

const formula = formulasOf<typeof FORMULAS>();
type Args<N extends (typeof FORMULAS)[number]['name']> = ArgsOf<EntryOf<typeof FORMULAS, N>>;

const SEED_MODES = ['keyword', 'domain', 'url'] as const;
const TEXT_COLUMNS = ['seed', 'keyword', 'group', 'question', 'serp_features'];
/** Most seeds one request carries: the reference names no bound; the simulator takes 100. */
const MAX_SEEDS = 100;
/** Longest seed text sent: a URL may be long, a domain at most 253 characters. */
const MAX_SEED_CHARS = { keyword: MAX_PHRASE_CHARS, domain: 253, url: 2_000 } as const;

/** A seed as the service keys it, so the same seeds in any spelling or order are one request. */
const seedKey = (mode: keywords.DataFetchMode) => (text: string) =>
  mode === 'keyword' ? normalizePhrase(text) : normalizeDomain(text, mode === 'url');

/**
 * Keyword suggestions around one seed or a range of them (phrases, domains or URLs), all sent in one
 * request; a seed that cannot be sent is left out and named under the table. Given more than one cell, the
 * table starts with the seed each row came from, where the answer names it (blank where it does not):
 * the columns follow from the arguments, not from what came back.
 */
function keywordSuggestions(ctx: FormulaContext, args: Args<'SEO_KEYWORDS'>): Table {
  const mode = toChoice(args.mode, 'mode', SEED_MODES, 'keyword');
  const country_id = countryArg(ctx, args.country_id, 'keywords');
  const refusal = keywords.seedsRefusal(mode, country_id);
  if (refusal) throw new ArgumentError(refusal);
  const items = toList(args.seed, 'seed');
  const keyOf = seedKey(mode);
  const plan = planRows(
    items,
    keyOf,
    MAX_SEED_CHARS[mode],
    mode === 'keyword' ? undefined : refuseDomain(mode === 'url'),
  );
  const refused = plan.rows.flatMap((row) => ('refused' in row ? [{ note: row.refused }] : []));
  const seeds = [...plan.unique].sort();
  if (!seeds.length) {
    // One cell is refused as the argument it is; a range names its first seed that cannot be sent.
    if (items.length === 1 && mode === 'keyword') toText(args.seed, 'seed');
    else if (items.length === 1) domainArg(args.seed, 'seed', mode === 'url');
    throw new ArgumentError(refused[0]?.note ?? said('arg.required', { name: 'seed' }));
  }
  if (seeds.length > MAX_SEEDS)
    throw new ArgumentError(said('keywords.tooManySeeds', { max: MAX_SEEDS, got: seeds.length }));
  // One keyword-database unit a seed: a range of them is weighed by the spend guard first.
  const spend = { counter: 'keywords_analysis_queries_per_day', units: seeds.length } as const;
  const result = listRows(
    ctx,
    'keywords',
    keywords.getKeywords,
    keywords.suggestionsOf(mode, seeds, country_id),
    limitArg(args.limit, 100),
    args.refresh,
    () => formulaGuard(ctx, args.refresh).hold(spend, () => limitsNow(ctx)),
  );
  const many = items.length > 1;
  const sent = new Set(seeds);
  const bySeed = (row: KeywordRow): Row => {
    const named = row.source === undefined ? undefined : keyOf(row.source);
    return { ...row, seed: named !== undefined && sent.has(named) ? named : undefined };
  };
  const rows = many ? result.rows.map(bySeed) : (result.rows as Row[]);
  // A URL read as a domain loses its path: said, naming the mode that reads the URL.
  const dropped = items.map((item) =>
    mode === 'domain' && item.kind === 'text' ? droppedPath(item.text, mode, 'mode') : undefined,
  );
  const note = dropped.reduce<Said | undefined>((notes, path) => joinNotes(notes, path), result.note);
  return rowsTable(
    ctx,
    { ...result, note, rows: [...rows, ...refused] },
    {
      header: headerArg(args.header, ctx),
      columns: keywordSuggestionColumns(many ? 'range' : 'one'),
      text: TEXT_COLUMNS,
    },
  );
}

interface SeedArgs {
  readonly keyword: Arg;
  readonly limit: Arg;
  readonly country_id: Arg;
  readonly header: Arg;
  readonly refresh: Arg;
}

/** A list around one seed phrase (groups, questions, related phrases). */
function seedReport<T>(endpoint: ListEndpoint<keywords.SeedParams, T>, columns: readonly string[]) {
  return (ctx: FormulaContext, args: SeedArgs): Table => {
    const keyword = toText(args.keyword, 'keyword');
    const params = keywords.seedOf(keyword, countryArg(ctx, args.country_id, 'keywords'));
    const rows = listRows(ctx, 'keywords', endpoint, params, limitArg(args.limit, 100), args.refresh);
    return rowsTable(ctx, rows as Rows, { header: headerArg(args.header, ctx), columns, text: TEXT_COLUMNS });
  };
}

export const SEO_KEYWORD_STATS = formula('SEO_KEYWORD_STATS', keywordStats);
export const SEO_KEYWORDS = formula('SEO_KEYWORDS', keywordSuggestions);
export const SEO_KEYWORD_GROUPS = formula(
  'SEO_KEYWORD_GROUPS',
  seedReport(keywords.getGroups, GROUP_COLUMNS),
);
export const SEO_QUESTIONS = formula('SEO_QUESTIONS', seedReport(keywords.getQuestions, KEYWORD_COLUMNS));
export const SEO_RELATED = formula('SEO_RELATED', seedReport(keywords.getRelated, KEYWORD_COLUMNS));
