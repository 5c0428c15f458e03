/** Visibility-analysis formulas: domain statistics for many domains, list reports, and history series. */
import {
  AI_OVERVIEW_COLUMNS,
  CHARACTERISTIC_COLUMNS,
  COMPETITOR_COLUMNS,
  DeadlineExceededError,
  DOMAIN_METRICS,
  type DomainStatistics,
  historyRows,
  type ListEndpoint,
  POSITION_COLUMNS,
  readKeywordHistory,
  SUBDOMAIN_COLUMNS,
  URL_COLUMNS,
  userMessage,
  visibility,
} from '../api';
import type { DataKind } from '../cache';
import { type Arg, ArgumentError, dayRange, optionalText, toChoice, toList, toText } from './args';
import { normalizeDomain, normalizePhrase } from '../normalize';
import { MAX_PHRASE_CHARS, planRows } from './batch';
import { countryArg, fetchModeArg, headerArg, limitArg } from './common';
import { cachedFetch, cachedItems } from './cached';
import { visibilityKey } from './cache-keys';
import { type ArgsOf, type FormulaContext, formula } from './formula';
import { parseFilter } from './filter';
import { listRows, type Rows, rowsTable, wholeRows } from './report';
import { type Row, type Table, toTable } from '../shared/table';

/** Requests per parallel round: many simultaneous connections from one address may meet the edge proxy. */
const PARALLEL = 25;
const MAX_DOMAIN_CHARS = 253;
/** The documented metrics, so a table whose domains all failed or were blank still has its header. */
const DOMAIN_COLUMNS = ['domain', ...DOMAIN_METRICS];
/** The only database with AI Overviews data; elsewhere the service answers an empty list. */
const AI_OVERVIEWS_COUNTRY = 200;
const REPORT_TEXT = ['keyword', 'domain', 'subdomain', 'url', 'characteristic', 'value'];

/** A domain's figures as cached and shown: the report date and each metric's current value. */
type DomainFigures = DomainStatistics;

/** Domain statistics of the domains the cache lacks, PARALLEL at a time while time is left; failures by domain. */
function fetchFigures(
  ctx: FormulaContext,
  params: { country: number; mode: visibility.DomainListParams['fetch_mode'] },
  missing: readonly string[],
  failed: Map<string, unknown>,
): Map<string, DomainFigures> {
  const client = ctx.client();
  const fresh = new Map<string, DomainFigures>();
  for (let i = 0; i < missing.length; i += PARALLEL) {
    const round = missing.slice(i, i + PARALLEL);
    if (i > 0 && client.budget.remainingMs() <= 0) {
      for (const domain of missing.slice(i)) failed.set(domain, new DeadlineExceededError());
      break;
    }
    const calls = round.map((domain) =>
      visibility.getDomainStatistics.call({ domain, fetch_mode: params.mode, country_id: params.country }),
    );
    client.callAll(calls).forEach((result, k) => {
      if (!result.ok) {
        failed.set(round[k], result.error);
        return;
      }
      fresh.set(round[k], result.value);
    });
  }
  return fresh;
}

function domainStatistics(ctx: FormulaContext, args: ArgsOf<'SEO_VISIBILITY'>): Table {
  const items = toList(args.domains, 'domains');
  const country = countryArg(ctx, args.country_id);
  const mode = fetchModeArg(args.fetch_mode);
  const keepPath = mode === 'catalog' || mode === 'url';
  const plan = planRows(items, (text) => normalizeDomain(text, keepPath), MAX_DOMAIN_CHARS);
  const failed = new Map<string, unknown>();
  const found = cachedItems<DomainFigures>(
    ctx,
    'visibility',
    plan.unique,
    visibilityKey(country, mode),
    args.refresh,
    (missing) => fetchFigures(ctx, { country, mode }, missing, failed),
  );
  // Nothing to show: the first failure is the cell's error (sign-in, quota...), not a column of notes.
  if (!found.size && failed.size) throw [...failed.values()][0];
  const rows = plan.rows.map((row): Row => {
    if ('blank' in row) return undefined;
    if ('note' in row) return row;
    const figures = found.get(row.key);
    return figures ? { domain: row.key, ...figures.metrics } : { note: userMessage(failed.get(row.key)) };
  });
  const metrics = [...found.values()].flatMap((figures) => Object.keys(figures.metrics));
  return toTable(rows, {
    header: headerArg(args.header),
    columns: [...new Set([...DOMAIN_COLUMNS, ...metrics])],
    text: ['domain'],
  });
}

interface DomainReportArgs {
  readonly domain: Arg;
  readonly limit?: Arg;
  readonly country_id: Arg;
  readonly fetch_mode?: Arg;
  readonly filter?: Arg;
  readonly header: Arg;
  readonly refresh: Arg;
}

function domainListParams(ctx: FormulaContext, args: DomainReportArgs): visibility.DomainListParams {
  return {
    domain: toText(args.domain, 'domain'),
    fetch_mode: fetchModeArg(args.fetch_mode),
    country_id: countryArg(ctx, args.country_id),
    filtering: parseFilter(optionalText(args.filter, 'filter')),
  };
}

/** A paginated visibility report of one domain, as a table of the row kind's columns. */
function domainReport<T extends object>(
  kind: DataKind,
  endpoint: ListEndpoint<visibility.DomainListParams, T>,
  defaultLimit: number,
  columns: readonly string[],
  keep: (row: T) => boolean = () => true,
) {
  return (ctx: FormulaContext, args: DomainReportArgs): Table => {
    const params = domainListParams(ctx, args);
    const result = listRows(ctx, kind, endpoint, params, limitArg(args.limit, defaultLimit), args.refresh);
    const rows = { ...result, rows: result.rows.filter(keep) };
    return rowsTable(rows, { header: headerArg(args.header), columns, text: REPORT_TEXT });
  };
}

/** The spec: on Poland's database 1.0 this report "returns an empty array for every domain"; asking would only spend a unit. */
const AI_OVERVIEWS_ALWAYS_EMPTY = 1;

function aiOverviews(ctx: FormulaContext, args: ArgsOf<'SEO_AI_OVERVIEWS'>): Table {
  const params = domainListParams(ctx, args);
  const result =
    params.country_id === AI_OVERVIEWS_ALWAYS_EMPTY
      ? { rows: [] }
      : listRows(
          ctx,
          'visibility',
          visibility.getAiOverviews,
          params,
          limitArg(args.limit, 100),
          args.refresh,
        );
  return rowsTable(result as Rows, {
    header: headerArg(args.header),
    columns: AI_OVERVIEW_COLUMNS,
    text: REPORT_TEXT,
    empty:
      params.country_id === AI_OVERVIEWS_COUNTRY
        ? 'No data.'
        : `AI Overviews data exists for country_id ${AI_OVERVIEWS_COUNTRY} (Poland, database 2.0) only: set country_id to ${AI_OVERVIEWS_COUNTRY}.`,
  });
}

function keywordHistory(ctx: FormulaContext, args: ArgsOf<'SEO_KEYWORD_HISTORY'>): Table {
  const domain = toText(args.domain, 'domain');
  const keyword = toText(args.keyword, 'keyword');
  if (keyword.length > MAX_PHRASE_CHARS)
    throw new ArgumentError(
      `keyword must be at most ${MAX_PHRASE_CHARS} characters (got ${keyword.length}).`,
    );
  const base = {
    domain,
    fetch_mode: fetchModeArg(args.fetch_mode),
    country_id: countryArg(ctx, args.country_id),
  };
  const range = dayRange(args.date_min, args.date_max);
  const result = cachedFetch<Rows>(
    ctx,
    'positions',
    ['keywordHistory', base, normalizePhrase(keyword), range],
    args.refresh,
    () => {
      const { phrase, rows } = readKeywordHistory(ctx.client(), base, keyword, range);
      const value = rows ? { rows } : { rows: [], note: `${domain} does not rank for "${phrase}".` };
      return { value, complete: true };
    },
  );
  return rowsTable(result, { header: headerArg(args.header), columns: ['date', 'position'] });
}

function visibilityHistory(ctx: FormulaContext, args: ArgsOf<'SEO_VISIBILITY_HISTORY'>): Table {
  const params = {
    domain: toText(args.domain, 'domain'),
    fetch_mode: fetchModeArg(args.fetch_mode),
    country_id: countryArg(ctx, args.country_id),
    ...dayRange(args.date_min, args.date_max),
    date_interval: toChoice(args.interval, 'interval', ['daily', 'weekly', 'monthly'] as const, 'weekly'),
  };
  const rows = wholeRows(ctx, 'visibility', ['visibilityHistory', params], args.refresh, () =>
    historyRows(visibility.getPositionsHistoryChart(ctx.client(), params)),
  );
  return rowsTable(rows, { header: headerArg(args.header) });
}

function domainSuggestions(ctx: FormulaContext, args: ArgsOf<'SEO_SUGGEST_DOMAINS'>): Table {
  const params = { value: toText(args.text, 'text'), country_id: countryArg(ctx, args.country_id) };
  const limit = limitArg(args.limit, visibility.SUGGEST_DOMAINS_MAX, visibility.SUGGEST_DOMAINS_MAX);
  const all = wholeRows(ctx, 'visibility', ['suggestDomains', params], args.refresh, () =>
    visibility.suggestDomains(ctx.client(), params),
  );
  return rowsTable(
    { rows: all.rows.slice(0, limit) },
    { header: headerArg(args.header), columns: ['domain', 'favourite'], text: ['domain'] },
  );
}

export const SEO_VISIBILITY = formula('SEO_VISIBILITY', domainStatistics);
export const SEO_POSITIONS = formula(
  'SEO_POSITIONS',
  domainReport('positions', visibility.getPositions, 100, POSITION_COLUMNS),
);
/** The asked domain's own row is not a competitor of itself. */
export const SEO_COMPETITORS = formula(
  'SEO_COMPETITORS',
  domainReport('visibility', visibility.getCompetitors, 50, COMPETITOR_COLUMNS, (row) => !row.is_main_domain),
);
export const SEO_CANNIBALIZATION = formula(
  'SEO_CANNIBALIZATION',
  domainReport('visibility', visibility.getCannibalization, 100, POSITION_COLUMNS),
);
export const SEO_CHARACTERISTICS = formula(
  'SEO_CHARACTERISTICS',
  domainReport('visibility', visibility.getCharacteristics, 1_000, CHARACTERISTIC_COLUMNS),
);
export const SEO_SUBDOMAINS = formula(
  'SEO_SUBDOMAINS',
  domainReport('visibility', visibility.getSubdomains, 100, SUBDOMAIN_COLUMNS),
);
export const SEO_URLS = formula('SEO_URLS', domainReport('visibility', visibility.getUrls, 100, URL_COLUMNS));
export const SEO_KEYWORD_HISTORY = formula('SEO_KEYWORD_HISTORY', keywordHistory);
export const SEO_VISIBILITY_HISTORY = formula('SEO_VISIBILITY_HISTORY', visibilityHistory);
export const SEO_SUGGEST_DOMAINS = formula('SEO_SUGGEST_DOMAINS', domainSuggestions);
export const SEO_AI_OVERVIEWS = formula('SEO_AI_OVERVIEWS', aiOverviews);
