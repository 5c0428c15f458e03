/** Keyword-database formulas: statistics for many phrases, and the lists around one seed. */
import { GROUP_COLUMNS, KEYWORD_COLUMNS, keywords, type ListEndpoint } from '../api';
import { type Arg, toChoice, toText } from './args';
import { countryArg, domainArg, droppedPath, headerArg, limitArg } from './common';
import { type ArgsOf, type FormulaContext, formula } from './formula';
import { keywordStats } from './keyword-stats';
import { listRows, type Rows, rowsTable, withNote } from './report';
import type { Table } from '../shared/table';

const SEED_MODES = ['keyword', 'domain', 'url'] as const;
const TEXT_COLUMNS = ['keyword', 'group', 'question'];

function keywordSuggestions(ctx: FormulaContext, args: ArgsOf<'SEO_KEYWORDS'>): Table {
  const mode = toChoice(args.mode, 'mode', SEED_MODES, 'keyword');
  const seed = mode === 'keyword' ? toText(args.seed, 'seed') : domainArg(args.seed, 'seed', mode === 'url');
  const country_id = countryArg(ctx, args.country_id, 'keywords');
  const params = {
    country_id,
    parameters: [{ data_fetch_mode: mode, value: [seed] }],
  };
  const rows = listRows(
    ctx,
    'keywords',
    keywords.getKeywords,
    params,
    limitArg(args.limit, 100),
    args.refresh,
  );
  // A URL read as a domain loses its path: said, naming the mode that reads the URL.
  const path = mode === 'domain' ? droppedPath(seed, mode, 'mode') : undefined;
  return rowsTable(ctx, withNote(rows as Rows, path), {
    header: headerArg(args.header, ctx),
    columns: KEYWORD_COLUMNS,
    text: TEXT_COLUMNS,
  });
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
