/**
 * SEO_CONTENT_GAP: the competitors analysis as the classic content-gap table. Phrases up to four
 * competitors rank for and the domain does not (or, in "common" mode, that all of them rank for), with the
 * phrase's figures and each compared domain's position and URL side by side. One tools unit a new run.
 */
import * as visibility from './endpoints';
import { normalizeDomain } from '../../normalize';
import { domainProblem } from '../../shared/domain';
import { said } from '../../shared/i18n/said';
import type { Table } from '../../shared/table';
import { type Arg, ArgumentError, toChoice, toList } from '../../functions/args';
import { countryArg, domainArg, headerArg, limitArg } from '../../functions/shared-args';
import { type ArgsOf, type EntryOf, type FormulaContext, formulasOf } from '../../functions/formula';
import type { FORMULAS } from './spec';
import { listRows, rowsTable } from '../../functions/results';
import type { ContentGapRow } from './rows';
import { contentGapColumns } from './spec';

const formula = formulasOf<typeof FORMULAS>();
type Args<N extends (typeof FORMULAS)[number]['name']> = ArgsOf<EntryOf<typeof FORMULAS, N>>;

/** The service compares a domain with at most this many others. */
const MAX_COMPETITORS = 4;
const MODES = { missing: 'missing_keywords', common: 'common_keywords' } as const;

/**
 * The competitors as normalized hosts: a range or a text of domains separated by commas, semicolons or
 * spaces; repeats once; refused (before anything is sent) when none, too many, one that is no domain, or
 * the compared domain itself.
 */
function competitorsArg(value: Arg, name: string, main: string): string[] {
  const texts = toList(value, name).flatMap((item) =>
    item.kind === 'text' ? item.text.split(/[\s,;]+/).filter(Boolean) : [],
  );
  const hosts = texts.map((text) => {
    const host = normalizeDomain(text);
    const problem = domainProblem(host, text, false);
    if (problem) throw new ArgumentError(said('arg.problem', { name, problem }));
    if (host === main) throw new ArgumentError(said('arg.sameDomain', { name, domain: host }));
    return host;
  });
  const unique = [...new Set(hosts)];
  if (!unique.length) throw new ArgumentError(said('arg.noDomains', { name }));
  if (unique.length > MAX_COMPETITORS)
    throw new ArgumentError(said('arg.tooManyDomains', { name, max: MAX_COMPETITORS, got: unique.length }));
  return unique;
}

/** A phrase of the analysis with each compared domain's position and URL as `<domain>.position`, `<domain>.url`. */
function gapRow(row: ContentGapRow, compared: readonly string[]): object {
  const byHost = new Map(Object.entries(row.domains).map(([key, at]) => [normalizeDomain(key), at]));
  return {
    keyword: row.keyword,
    searches: row.searches,
    cpc: row.cpc,
    difficulty: row.difficulty,
    keyword_params: row.params,
    ...Object.fromEntries(
      compared.flatMap((host) => [
        [`${host}.position`, byHost.get(host)?.position ?? null],
        [`${host}.url`, byHost.get(host)?.url],
      ]),
    ),
  };
}

function contentGap(ctx: FormulaContext, args: Args<'SEO_CONTENT_GAP'>): Table {
  const main = normalizeDomain(domainArg(args.domain, 'domain', false));
  const competitors = competitorsArg(args.competitors, 'competitors', main);
  const mode = toChoice(args.mode, 'mode', ['missing', 'common'] as const, 'missing');
  const params: visibility.CompetitorsAnalysisParams = {
    main_domain: { domain: main },
    competitors_domains: competitors.map((domain) => ({ domain })),
    mode: MODES[mode],
    country_id: countryArg(ctx, args.country_id),
  };
  const result = listRows(
    ctx,
    'visibility',
    visibility.getCompetitorsAnalysis,
    params,
    limitArg(args.limit, 100),
    args.refresh,
  );
  const compared = [main, ...competitors];
  return rowsTable(
    ctx,
    { ...result, rows: result.rows.map((row) => gapRow(row, compared)) },
    {
      header: headerArg(args.header, ctx),
      columns: contentGapColumns(compared),
      text: ['keyword', 'keyword_params', ...compared.map((host) => `${host}.url`)],
    },
  );
}

export const SEO_CONTENT_GAP = formula('SEO_CONTENT_GAP', contentGap);
