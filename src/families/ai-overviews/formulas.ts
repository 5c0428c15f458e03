/**
 * AI Overviews, as the live service has them (observed): a domain's phrases with an AI Overview, its AI
 * Overview figures (one row per domain of a range) and the domains beside it there. Data exists in database
 * 200 only: in Poland's database 1.0 the service answers empty lists for every domain, so nothing is asked
 * there, and every table says where the data is instead of showing a bare header. The tool server lists no
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
import {
  everyItemFailed,
  listRows,
  type Rows,
  rowNote,
  rowsTable,
  wholeRows,
  withNote,
} from '../../functions/results';
import { normalizeDomain } from '../../normalize';
import { type Said, said } from '../../shared/i18n/said';
import type { Row, Table } from '../../shared/table';
import type { DomainParams } from '../../api/wire';
import { AI_OVERVIEW_COLUMNS, AI_OVERVIEW_COMPETITOR_COLUMNS, AI_OVERVIEW_STATISTICS_COLUMNS } from './spec';
import type { FetchMode } from '../../api/wire';

/** How a domain's AI Overview figures are keyed in the per-item cache: by market and fetch mode. */
const aiOverviewsKey =
  (country: number, mode: FetchMode) =>
  (domain: string): string =>
    `aio|${country}|${mode}|${domain}`;

const formula = formulasOf<typeof FORMULAS>();
type Args<N extends (typeof FORMULAS)[number]['name']> = ArgsOf<EntryOf<typeof FORMULAS, N>>;

/** The only database with AI Overviews data. */
const AI_OVERVIEWS_COUNTRY = 200;
/** The spec: on Poland's database 1.0 AI Overviews are "an empty array for every domain"; asking would spend a unit. */
const ALWAYS_EMPTY = 1;
const TEXT = ['keyword', 'domain', 'url', 'intent', 'journey_stage'];

/** Why a market's table is empty: where the data is, unless this is that market. */
const noData = (country: number): Said =>
  country === AI_OVERVIEWS_COUNTRY
    ? said('note.noData')
    : said('note.aiOverviews', { country: String(AI_OVERVIEWS_COUNTRY) });

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
  const result: Rows =
    params.country_id === ALWAYS_EMPTY
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
  const all =
    params.country_id === ALWAYS_EMPTY
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
  const settled: Map<string, Settled<Figures>> = country === ALWAYS_EMPTY
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
          const asked = missing.map((domain) => ({ domain, fetch_mode: mode, country_id: country }));
          const results = source.getAll(getAiOverviewsStatistics, asked);
          return new Map(missing.map((domain, k) => [domain, results[k]]));
        },
      );
  const failure = everyItemFailed(settled.values());
  if (failure) throw failure;
  let figures = false;
  const rows = plan.rows.map((row, i): Row => {
    if ('blank' in row) return undefined;
    if ('note' in row) return row;
    const result = settled.get(row.key);
    if (!result?.ok) return { note: rowNote(result?.error, { argument: 'domains', row: i + 1 }) };
    figures ||= Object.keys(result.value).length > 0;
    return { domain: row.key, ...result.value };
  });
  const note = plan.unique.length && !figures ? [{ note: noData(country) }] : [];
  // A URL read as a whole domain loses its path: said under the table, naming the mode that reads it.
  const dropped = items.flatMap((item) => {
    const path = item.kind === 'text' ? droppedPath(item.text, mode) : undefined;
    return path ? [{ note: path }] : [];
  });
  // A range with nothing in it yet says so in its first row (the rest stay aligned with the input).
  if (plan.rows.every((row) => 'blank' in row)) rows[0] = { note: said('note.emptyDomains') };
  return rowsTable(
    ctx,
    { rows: [...rows, ...note, ...dropped] },
    { header: headerArg(args.header, ctx), columns: AI_OVERVIEW_STATISTICS_COLUMNS, text: ['domain'] },
  );
}

export const SEO_AI_OVERVIEWS = formula('SEO_AI_OVERVIEWS', keywords);
export const SEO_AI_OVERVIEWS_STATS = formula('SEO_AI_OVERVIEWS_STATS', statistics);
export const SEO_AI_OVERVIEWS_COMPETITORS = formula('SEO_AI_OVERVIEWS_COMPETITORS', competitors);
