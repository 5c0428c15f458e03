/** Visibility-analysis formulas: domain statistics for many domains, list reports, and history series. */
import {
  AI_OVERVIEW_COLUMNS,
  CHARACTERISTIC_COLUMNS,
  COMPETITOR_COLUMNS,
  DOMAIN_METRICS,
  type DomainStatistics,
  type ExecutionBudget,
  historyRows,
  type ListEndpoint,
  POSITION_COLUMNS,
  readKeywordHistory,
  type Settled,
  type ToolQuery,
  toolDomainStatistics,
  SUBDOMAIN_COLUMNS,
  URL_COLUMNS,
  toolPages,
  visibility,
} from '../api';
import type { DataKind } from '../cache';
import { type Arg, ArgumentError, dayRange, optionalText, toChoice, toList, toText } from './args';
import { normalizeDomain, normalizePhrase } from '../normalize';
import { MAX_PHRASE_CHARS, planRows } from './batch';
import { countryArg, domainArg, fetchModeArg, headerArg, limitArg, refuseDomain, takesPath } from './common';
import { cachedFetch, cachedItems } from './cached';
import { visibilityKey } from './cache-keys';
import type { CustomFunctionName } from './catalog';
import { type ArgsOf, type FormulaContext, formula } from './formula';
import { parseFilter } from './filter';
import { eitherRows, listRows, type Rows, rowNote, rowsTable, wholeRows } from './report';
import { type Row, type Table, toTable } from '../shared/table';
import { zerosHint } from '../shared/domain';
import { FILTER_KEYS } from '../shared/filter';
import { decimalSeparator } from '../shared/i18n/languages';
import { type Said, said } from '../shared/i18n/said';

const MAX_DOMAIN_CHARS = 253;
const KEEP_EVERY_MS = 5_000;
/** Domains sent between two chances to keep what arrived; the client's width carries over between them. */
const KEEP_CHUNK = 48;
/** The documented metrics, so a table whose domains all failed or were blank still has its header. */
const DOMAIN_COLUMNS: readonly string[] = ['domain', ...DOMAIN_METRICS];
/** The only database with AI Overviews data; elsewhere the service answers an empty list. */
const AI_OVERVIEWS_COUNTRY = 200;
const REPORT_TEXT = ['keyword', 'domain', 'subdomain', 'url', 'characteristic', 'value'];
/** Daily points of the longest range the service answers (two years): the tool server pages them. */
const HISTORY_POINTS = 731;

/** A domain's figures as cached and shown: the report date and each metric's current value. */
type DomainFigures = DomainStatistics;

/**
 * Domain statistics over the connection in effect, one parallel batch either way: each client paces its
 * width for the edge and ends what the formula's time had no room for with a deadline error.
 */
function domainStatisticsSource(
  ctx: FormulaContext,
  params: { country: number; mode: visibility.DomainListParams['fetch_mode'] },
): { budget: ExecutionBudget; fetch(domains: readonly string[]): Settled<DomainStatistics>[] } {
  const tools = ctx.tools();
  if (tools)
    return {
      budget: tools.budget,
      fetch: (domains) =>
        toolDomainStatistics(tools, domains, { country: params.country, mode: params.mode }),
    };
  const client = ctx.client();
  return {
    budget: client.budget,
    fetch: (domains) =>
      client.callAll(
        domains.map((domain) =>
          visibility.getDomainStatistics.call({
            domain,
            fetch_mode: params.mode,
            country_id: params.country,
          }),
        ),
      ),
  };
}

/** Domain statistics of the domains the cache lacks; failures by domain. */
function fetchFigures(
  ctx: FormulaContext,
  params: { country: number; mode: visibility.DomainListParams['fetch_mode'] },
  missing: readonly string[],
  failed: Map<string, unknown>,
  keep: (some: ReadonlyMap<string, DomainFigures>) => void,
): Map<string, DomainFigures> {
  const fresh = new Map<string, DomainFigures>();
  const { budget, fetch } = domainStatisticsSource(ctx, params);
  let keptAt = budget.now();
  for (let i = 0; i < missing.length; i += KEEP_CHUNK) {
    // What came back is kept from time to time, not after every chunk: a cache write costs about as much
    // as a wave, and it only matters when a later request is held until the platform ends the execution.
    if (budget.now() - keptAt >= KEEP_EVERY_MS) {
      keep(fresh);
      keptAt = budget.now();
    }
    const chunk = missing.slice(i, i + KEEP_CHUNK);
    fetch(chunk).forEach((result, k) => {
      if (result.ok) fresh.set(chunk[k], result.value);
      else failed.set(chunk[k], result.error);
    });
  }
  return fresh;
}

export function domainStatistics(ctx: FormulaContext, args: ArgsOf<'SEO_VISIBILITY'>): Table {
  const items = toList(args.domains, 'domains');
  const country = countryArg(ctx, args.country_id);
  const mode = fetchModeArg(args.fetch_mode);
  const keepPath = takesPath(mode);
  const plan = planRows(
    items,
    (text) => normalizeDomain(text, keepPath),
    MAX_DOMAIN_CHARS,
    refuseDomain(keepPath),
  );
  const failed = new Map<string, unknown>();
  const found = cachedItems<DomainFigures>(
    ctx,
    'visibility',
    plan.unique,
    visibilityKey(country, mode),
    args.refresh,
    (missing, keep) => fetchFigures(ctx, { country, mode }, missing, failed, keep),
  );
  // Nothing to show: the first failure is the cell's error (sign-in, quota...), not a column of notes.
  if (!found.size && failed.size) throw [...failed.values()][0];
  let hinted = false;
  const rows = plan.rows.map((row): Row => {
    if ('blank' in row) return undefined;
    if ('note' in row) return row;
    const figures = found.get(row.key);
    if (!figures) return { note: rowNote(failed.get(row.key)) };
    const zeros = Object.values(figures.metrics).every((value) => !value);
    const cause = zeros ? zerosHint(row.key.split('/')[0], mode, country) : undefined;
    const hint = cause && said('zeros.allZeros', { why: cause });
    hinted ||= hint !== undefined;
    return { domain: row.key, ...figures.metrics, hint };
  });
  const metrics = [...found.values()].flatMap((figures) => Object.keys(figures.metrics));
  return toTable(rows, {
    header: headerArg(args.header, ctx),
    // The hint column only when a row has one: most tables are all real figures.
    columns: [...new Set([...DOMAIN_COLUMNS, ...metrics]), ...(hinted ? ['hint'] : [])],
    text: ['domain', 'hint'],
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

/** `keys`: what the report's filter takes, for the formulas that have a filter argument. */
function domainListParams(
  ctx: FormulaContext,
  args: DomainReportArgs,
  keys: readonly string[] = [],
): visibility.DomainListParams {
  const fetchMode = fetchModeArg(args.fetch_mode);
  const filter = optionalText(args.filter, 'filter');
  return {
    domain: domainArg(args.domain, 'domain', takesPath(fetchMode)),
    fetch_mode: fetchMode,
    country_id: countryArg(ctx, args.country_id),
    filtering: filter
      ? parseFilter(filter, { keys, decimal: decimalSeparator(ctx.documentLanguage()) })
      : undefined,
  };
}

const KEEP_ALL = (): boolean => true;

/**
 * A paginated visibility report of one domain, as a table of the row kind's columns. `tool` names the
 * tool-server tool whose records are the endpoint's rows, where there is one; it takes no filter.
 */
function domainReport<T extends object>(
  kind: DataKind,
  endpoint: ListEndpoint<visibility.DomainListParams, T>,
  defaultLimit: number,
  columns: readonly string[],
  keep: (row: T) => boolean = KEEP_ALL,
  tool?: { name: string; formula: CustomFunctionName; read?: ToolQuery['read'] },
  filterKeys?: readonly string[],
) {
  return (ctx: FormulaContext, args: DomainReportArgs): Table => {
    const params = domainListParams(ctx, args, filterKeys);
    const { filtering, ...query } = params;
    const overTools = tool && !filtering ? { ...tool, tool: tool.name, args: query } : undefined;
    const maxRows = limitArg(args.limit, defaultLimit);
    // A row `keep` drops (the asked domain among its competitors) is one more to ask for, so a limit of
    // 50 shows 50 rows over either connection.
    const asked = keep === KEEP_ALL ? maxRows : maxRows + 1;
    const result = listRows(ctx, kind, endpoint, params, asked, args.refresh, overTools);
    const rows = { ...result, rows: result.rows.filter(keep).slice(0, maxRows) };
    return rowsTable(rows, {
      header: headerArg(args.header, ctx),
      columns,
      text: REPORT_TEXT,
      empty: noRows(params),
    });
  };
}

/**
 * "No data." with the likely reason: one the spec names for the domain, market and mode, else the filter,
 * so an empty answer is never read as "the domain has no such rows" when the filter excluded them.
 */
function noRows(params: visibility.DomainListParams): Said {
  // The spec: without country_id, visibility reports read database 1.0 (id 1).
  const hint = zerosHint(normalizeDomain(params.domain), params.fetch_mode, params.country_id ?? 1);
  if (hint) return said('zeros.noData', { why: hint });
  return said(params.filtering ? 'note.noMatch' : 'note.noData');
}

/** The API's position row from the tool server's record, its position figures nested as the API nests them. */
function positionFromTool(record: Record<string, unknown>): object {
  const { keyword_id, keyword, position, previous_position, position_change, url, searches, cpc, traffic } =
    record;
  const statistics = { position: { current: position, previous: previous_position, diff: position_change } };
  return { keyword_id, keyword, statistics, url, searches, cpc, traffic };
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
    header: headerArg(args.header, ctx),
    columns: AI_OVERVIEW_COLUMNS,
    text: REPORT_TEXT,
    empty:
      params.country_id === AI_OVERVIEWS_COUNTRY
        ? said('note.noData')
        : said('note.aiOverviews', { country: String(AI_OVERVIEWS_COUNTRY) }),
  });
}

/**
 * A phrase's daily positions, null when the domain does not rank for it. The tool finds the phrase itself
 * and answers no records then: a history that exists has a record for every day of its range.
 */
function keywordHistoryRows(
  ctx: FormulaContext,
  base: visibility.DomainParams,
  keyword: string,
  range: { date_min?: string; date_max?: string },
): object[] | null {
  const tools = ctx.tools();
  if (!tools) return readKeywordHistory(ctx.client(), base, keyword, range).rows;
  const query = {
    tool: 'get_keyword_history',
    formula: 'SEO_KEYWORD_HISTORY',
    args: { ...base, ...range, keyword },
  };
  const { rows } = toolPages(tools, query, HISTORY_POINTS);
  return rows.length ? rows : null;
}

function keywordHistory(ctx: FormulaContext, args: ArgsOf<'SEO_KEYWORD_HISTORY'>): Table {
  const fetchMode = fetchModeArg(args.fetch_mode);
  const domain = domainArg(args.domain, 'domain', takesPath(fetchMode));
  const keyword = toText(args.keyword, 'keyword');
  if (keyword.length > MAX_PHRASE_CHARS)
    throw new ArgumentError(
      said('arg.maxChars', { name: 'keyword', max: `${MAX_PHRASE_CHARS}`, got: `${keyword.length}` }),
    );
  const base = {
    domain,
    fetch_mode: fetchMode,
    country_id: countryArg(ctx, args.country_id),
  };
  const range = dayRange(args.date_min, args.date_max);
  const result = cachedFetch<Rows>(
    ctx,
    'positions',
    ['keywordHistory', base, normalizePhrase(keyword), range],
    args.refresh,
    () => {
      const rows = keywordHistoryRows(ctx, base, keyword, range);
      const note = said('note.notRanking', { domain, keyword: normalizePhrase(keyword) });
      return { value: rows ? { rows } : { rows: [], note }, complete: true };
    },
  );
  return rowsTable(result, { header: headerArg(args.header, ctx), columns: ['date', 'position'] });
}

function visibilityHistory(ctx: FormulaContext, args: ArgsOf<'SEO_VISIBILITY_HISTORY'>): Table {
  const fetchMode = fetchModeArg(args.fetch_mode);
  const params = {
    domain: domainArg(args.domain, 'domain', takesPath(fetchMode)),
    fetch_mode: fetchMode,
    country_id: countryArg(ctx, args.country_id),
    ...dayRange(args.date_min, args.date_max),
    date_interval: toChoice(args.interval, 'interval', ['daily', 'weekly', 'monthly'] as const, 'weekly'),
  };
  const { date_interval: interval, ...range } = params;
  const tool = {
    tool: 'get_positions_history_chart',
    formula: 'SEO_VISIBILITY_HISTORY' as const,
    args: { ...range, interval },
  };
  const rows = wholeRows(ctx, 'visibility', ['visibilityHistory', params], args.refresh, () =>
    eitherRows(
      ctx,
      tool,
      () => historyRows(visibility.getPositionsHistoryChart(ctx.client(), params)),
      HISTORY_POINTS,
    ),
  );
  return rowsTable(rows, { header: headerArg(args.header, ctx) });
}

function domainSuggestions(ctx: FormulaContext, args: ArgsOf<'SEO_SUGGEST_DOMAINS'>): Table {
  const params = { value: toText(args.text, 'text'), country_id: countryArg(ctx, args.country_id) };
  const limit = limitArg(args.limit, visibility.SUGGEST_DOMAINS_MAX, visibility.SUGGEST_DOMAINS_MAX);
  const tool = {
    tool: 'suggest_domains',
    formula: 'SEO_SUGGEST_DOMAINS' as const,
    args: { text: params.value, limit: visibility.SUGGEST_DOMAINS_MAX, country_id: params.country_id },
  };
  const all = wholeRows(ctx, 'visibility', ['suggestDomains', params], args.refresh, () =>
    eitherRows(ctx, tool, () => visibility.suggestDomains(ctx.client(), params)),
  );
  return rowsTable(
    { rows: all.rows.slice(0, limit) },
    { header: headerArg(args.header, ctx), columns: ['domain', 'favourite'], text: ['domain'] },
  );
}

export const SEO_VISIBILITY = formula('SEO_VISIBILITY', domainStatistics);
export const SEO_POSITIONS = formula(
  'SEO_POSITIONS',
  domainReport(
    'positions',
    visibility.getPositions,
    100,
    POSITION_COLUMNS,
    undefined,
    { name: 'get_positions_data', formula: 'SEO_POSITIONS', read: positionFromTool },
    FILTER_KEYS.positions,
  ),
);
/** The asked domain's own row is not a competitor of itself. */
export const SEO_COMPETITORS = formula(
  'SEO_COMPETITORS',
  domainReport(
    'visibility',
    visibility.getCompetitors,
    50,
    COMPETITOR_COLUMNS,
    (row) => !row.is_main_domain,
    {
      name: 'get_competitors',
      formula: 'SEO_COMPETITORS',
    },
  ),
);
export const SEO_CANNIBALIZATION = formula(
  'SEO_CANNIBALIZATION',
  domainReport('visibility', visibility.getCannibalization, 100, POSITION_COLUMNS, undefined, {
    name: 'get_cannibalization_keywords',
    formula: 'SEO_CANNIBALIZATION',
  }),
);
export const SEO_CHARACTERISTICS = formula(
  'SEO_CHARACTERISTICS',
  domainReport('visibility', visibility.getCharacteristics, 1_000, CHARACTERISTIC_COLUMNS, undefined, {
    name: 'get_characteristics_table',
    formula: 'SEO_CHARACTERISTICS',
  }),
);
/** Subdomains or URLs: the row kind's columns, over either connection. */
function sectionReport<T extends object>(
  endpoint: ListEndpoint<visibility.DomainListParams, T>,
  columns: readonly string[],
  formula: CustomFunctionName,
  tool: string,
  read?: ToolQuery['read'],
) {
  return domainReport('visibility', endpoint, 100, columns, undefined, { name: tool, formula, read });
}

/** The tool server names a subdomain record's host `subdomain`; the API's row, `domain`. */
const subdomainFromTool = ({ subdomain, ...rest }: Record<string, unknown>): object => ({
  domain: subdomain,
  ...rest,
});

export const SEO_SUBDOMAINS = formula(
  'SEO_SUBDOMAINS',
  sectionReport(
    visibility.getSubdomains,
    SUBDOMAIN_COLUMNS,
    'SEO_SUBDOMAINS',
    'get_subdomains',
    subdomainFromTool,
  ),
);
export const SEO_URLS = formula(
  'SEO_URLS',
  sectionReport(visibility.getUrls, URL_COLUMNS, 'SEO_URLS', 'get_urls'),
);
export const SEO_KEYWORD_HISTORY = formula('SEO_KEYWORD_HISTORY', keywordHistory);
export const SEO_VISIBILITY_HISTORY = formula('SEO_VISIBILITY_HISTORY', visibilityHistory);
export const SEO_SUGGEST_DOMAINS = formula('SEO_SUGGEST_DOMAINS', domainSuggestions);
export const SEO_AI_OVERVIEWS = formula('SEO_AI_OVERVIEWS', aiOverviews);
