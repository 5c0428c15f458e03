/**
 * AI Overviews, as the live service has them (observed): a domain's phrases with an AI Overview, its AI
 * Overview figures (one row per domain of a range) and the domains beside it there. Data exists in database
 * 200 only: elsewhere the service answers empty lists for every domain, so nothing is asked there, and every table says where the data is instead of showing a bare header. The tool server lists no
 * AI Overviews tool: the source refuses them there before anything is sent.
 */
import { getAiOverviewsCompetitors, getAiOverviewsKeywords, getAiOverviewsStatistics } from './endpoints';
import type { Settled } from '../../api/client';
import { type Arg, toList } from '../../functions/args';
import { cachedItems } from '../../functions/cached';
import {
  countryArg,
  domainArg,
  domainPlan,
  droppedPath,
  fetchModeArg,
  headerArg,
  limitArg,
  takesPath,
} from '../../functions/shared-args';
import { type ArgsOf, type EntryOf, type FormulaContext, formulasOf } from '../../functions/formula';
import type { FORMULAS } from './spec';
import { formulaGuard, limitsNow } from '../../functions/spend-guard';
import {
  everyItemFailed,
  heldNote,
  joinNotes,
  listRows,
  type Rows,
  rowNote,
  rowsTable,
  wholeRows,
  withNote,
} from '../../functions/results';
import { normalizeDomain } from '../../normalize';
import { AI_OVERVIEWS_MARKET } from '../../shared/markets';
import { type Said, said } from '../../shared/i18n/said';
import type { Row, Table } from '../../shared/table';
import type { DomainParams } from '../../api/wire';
import {
  AI_OVERVIEW_COLUMNS,
  AI_OVERVIEW_COMPETITOR_COLUMNS,
  AI_OVERVIEW_STATS_FORMULA_COLUMNS,
} from './spec';
import type { FetchMode } from '../../api/wire';

/** How a domain's AI Overview figures are keyed in the per-item cache: by market and fetch mode. */
const aiOverviewsKey =
  (country: number, mode: FetchMode) =>
  (domain: string): string =>
    `aio|${country}|${mode}|${domain}`;

const formula = formulasOf<typeof FORMULAS>();
type Args<N extends (typeof FORMULAS)[number]['name']> = ArgsOf<EntryOf<typeof FORMULAS, N>>;

/** The spec: outside database 200 AI Overviews are "an empty array for every domain"; asking would spend a unit. */
const noDataIn = (country: number): boolean => country !== AI_OVERVIEWS_MARKET;
const TEXT = ['keyword', 'domain', 'url', 'intent', 'journey_stage'];

/** Why a market's table is empty: where the data is, unless this is that market. */
const noData = (country: number): Said =>
  noDataIn(country)
    ? said('note.aiOverviews', { country: String(AI_OVERVIEWS_MARKET) })
    : said('note.noData');

interface DomainArgs {
  readonly domain: Arg;
  readonly country_id: Arg;
  readonly fetch_mode: Arg;
}

function domainParams(ctx: FormulaContext, args: DomainArgs): DomainParams & { country_id: number } {
  const fetchMode = fetchModeArg(args.fetch_mode);
  return {
    domain: domainArg(args.domain, 'domain', takesPath(fetchMode)),
    fetch_mode: fetchMode,
    country_id: countryArg(ctx, args.country_id),
  };
}

/** The domain's phrases with an AI Overview (`getKeywords`, paged). */
function keywords(ctx: FormulaContext, args: Args<'SEO_AI_OVERVIEWS'>): Table {
  const params = domainParams(ctx, args);
  const result: Rows = noDataIn(params.country_id)
    ? { rows: [] }
    : listRows(ctx, 'visibility', getAiOverviewsKeywords, params, limitArg(args.limit, 100), args.refresh);
  return rowsTable(ctx, withNote(result as Rows<Row>, droppedPath(params.domain, params.fetch_mode)), {
    header: headerArg(args.header, ctx),
    columns: AI_OVERVIEW_COLUMNS,
    text: TEXT,
    empty: noData(params.country_id),
  });
}

/** The domains beside the asked one (which is not its own competitor), in one answer. */
function competitors(ctx: FormulaContext, args: Args<'SEO_AI_OVERVIEWS_COMPETITORS'>): Table {
  const params = domainParams(ctx, args);
  const all = noDataIn(params.country_id)
    ? { rows: [] }
    : wholeRows(
        ctx,
        'visibility',
        [getAiOverviewsCompetitors.path, params],
        args.refresh,
        getAiOverviewsCompetitors,
        (source) => source.get(getAiOverviewsCompetitors, params),
      );
  const asked = normalizeDomain(params.domain, takesPath(params.fetch_mode));
  const rows = (all.rows as { domain: string }[]).filter((row) => normalizeDomain(row.domain) !== asked);
  return rowsTable(
    ctx,
    withNote(
      { ...all, rows: rows.slice(0, limitArg(args.limit, 50)) as Row[] },
      droppedPath(params.domain, params.fetch_mode),
    ),
    {
      header: headerArg(args.header, ctx),
      columns: AI_OVERVIEW_COMPETITOR_COLUMNS,
      text: TEXT,
      empty: noData(params.country_id),
    },
  );
}

type Figures = Record<string, number | null>;

/**
 * Each domain's figures (`getStatistics`), a request per domain the cache lacks, all in parallel; one row
 * per input cell, in input order. A table with no figures at all closes with where the data is.
 */
function statistics(ctx: FormulaContext, args: Args<'SEO_AI_OVERVIEWS_STATS'>): Table {
  const items = toList(args.domains, 'domains');
  const country = countryArg(ctx, args.country_id);
  const mode = fetchModeArg(args.fetch_mode);
  const plan = domainPlan(items, mode);
  const settled: Map<string, Settled<Figures>> = noDataIn(country)
    ? new Map(plan.unique.map((domain) => [domain, { ok: true, value: {} }]))
    : cachedItems<Figures>(
        ctx,
        'visibility',
        plan.unique,
        aiOverviewsKey(country, mode),
        args.refresh,
        (missing) => {
          const source = ctx.source();
          source.ensure(getAiOverviewsStatistics);
          const spend = { counter: 'visibility_analysis_queries_per_day', units: missing.length } as const;
          const held = formulaGuard(ctx, args.refresh).hold(spend, () => limitsNow(ctx));
          if (held) return new Map(missing.map((domain) => [domain, { ok: false, error: held }]));
          const asked = missing.map((domain) => ({ domain, fetch_mode: mode, country_id: country }));
          const results = source.getAll(getAiOverviewsStatistics, asked);
          return new Map(missing.map((domain, k) => [domain, results[k]]));
        },
      );
  const failure = everyItemFailed(settled.values());
  if (failure) throw failure;
  let figures = false;
  // A row keeps the domain as typed when it is not answered; its hint says why, or which path was left out.
  const rows = plan.rows.map((row, i): Row => {
    if ('blank' in row) return undefined;
    if ('refused' in row) return { domain: row.input, hint: row.refused };
    const item = items[i];
    const path = item.kind === 'text' ? droppedPath(item.text, mode) : undefined;
    const result = settled.get(row.key);
    if (!result?.ok)
      return {
        domain: item.kind === 'text' ? item.text : row.key,
        hint: joinNotes(rowNote(result?.error, { argument: 'domains', row: i + 1 }), path),
      };
    figures ||= Object.keys(result.value).length > 0;
    return { domain: row.key, ...result.value, hint: path };
  });
  const held = heldNote(settled.values());
  const note = [
    ...(plan.unique.length && !figures && !held ? [{ note: noData(country) }] : []),
    ...(held ? [{ note: held }] : []),
  ];
  // A range with nothing in it yet says so in its first row (the rest stay aligned with the input).
  if (plan.rows.every((row) => 'blank' in row)) rows[0] = { note: said('note.emptyDomains') };
  return rowsTable(
    ctx,
    { rows: [...rows, ...note] },
    {
      header: headerArg(args.header, ctx),
      columns: AI_OVERVIEW_STATS_FORMULA_COLUMNS,
      text: ['domain', 'hint'],
    },
  );
}

export const SEO_AI_OVERVIEWS = formula('SEO_AI_OVERVIEWS', keywords);
export const SEO_AI_OVERVIEWS_STATS = formula('SEO_AI_OVERVIEWS_STATS', statistics);
export const SEO_AI_OVERVIEWS_COMPETITORS = formula('SEO_AI_OVERVIEWS_COMPETITORS', competitors);
