/** Visibility-analysis formulas: domain statistics for many domains, list reports, and history series. */
import { aiOverviewsNote, inMarket } from './ai-overview-figures';
import * as visibility from './endpoints';
import { characteristicTable, historyRows, historySpacing } from './rows';
import { DASHBOARD_MODES, type DomainFigures, fetchDomainFigures, figuresSource } from './domain-figures';
import { PER_DOMAIN_FIGURES, type WayChoice, type WayNeeds } from './domain-way';
import { type FormulaGuard, formulaGuard, limitsNow } from '../../functions/spend-guard';
import type { ListEndpoint } from '../../api/endpoint';
import type { Settled } from '../../api/client';
import type { DataKind } from '../../cache';
import {
  type Arg,
  ArgumentError,
  dayRange,
  optionalText,
  toChoice,
  toList,
  toText,
} from '../../functions/args';
import { normalizeDomain, normalizePhrase } from '../../normalize';
import { MAX_PHRASE_CHARS } from '../../functions/batch';
import {
  countryArg,
  domainPlan,
  domainArg,
  droppedPath,
  fetchModeArg,
  headerArg,
  limitArg,
  refuseMoved,
  takesPath,
} from '../../functions/shared-args';
import { cachedFetch, cachedItems } from '../../functions/cached';
import { answers, bulkNote, columnsArg, needsOf } from './domain-columns';
import { type ArgsOf, type EntryOf, type FormulaContext, formulasOf } from '../../functions/formula';
import type { FORMULAS } from './spec';
import { parseFilter } from '../../functions/filter-arg';
import {
  everyItemFailed,
  heldNote,
  joinNotes,
  listRows,
  orNoData,
  type Rows,
  rowNote,
  rowsTable,
  wholeRows,
  withNote,
} from '../../functions/results';
import type { Row, Table } from '../../shared/table';
import { zerosHint } from '../../shared/domain';
import { columnLabels } from '../../shared/columns';
import { decimalSeparator } from '../../shared/i18n/languages';
import { type Said, said } from '../../shared/i18n/said';
import { HISTORY_SEGMENTS } from './rows';
import { type DomainListParams, type FetchMode, wireFiltering } from '../../api/wire';
import {
  CANNIBALIZATION_COLUMNS,
  CHARACTERISTICS,
  COMPETITOR_COLUMNS,
  DOMAIN_SUGGESTION_COLUMNS,
  FILTER_KEYS,
  HISTORY_COLUMNS,
  KEYWORD_HISTORY_COLUMNS,
  POSITION_COLUMNS,
  SUBDOMAIN_COLUMNS,
  URL_COLUMNS,
  VISIBILITY_LAYOUT,
} from './spec';
import { keywordHistory } from './keyword-history';

/** How a domain's statistics are keyed in the per-item cache: by market and fetch mode, for any formula. */
const visibilityKey =
  (country: number, mode: FetchMode) =>
  (domain: string): string =>
    `${country}|${mode}|${domain}`;

const formula = formulasOf<typeof FORMULAS>();
type Args<N extends (typeof FORMULAS)[number]['name']> = ArgsOf<EntryOf<typeof FORMULAS, N>>;

const KEEP_EVERY_MS = 5_000;
/**
 * SEO_VISIBILITY's columns when `columns` names none (spec.ts): the same whichever way,
 * connection or data answers, so an INDEX, VLOOKUP or chart over the table keeps its column. A figure the
 * way that answered cannot give is blank, said under the table.
 */
const DEFAULT_FIGURES: readonly string[] = VISIBILITY_LAYOUT.slice(1, -1);
const REPORT_TEXT = [
  'keyword',
  'domain',
  'subdomain',
  'url',
  'previous_url',
  'intent',
  'serp_features',
  'trend',
  'keyword_param',
  'serp_feature',
  'param',
];

/**
 * Domain statistics of the domains the cache lacks, the way `fetchDomainFigures` chooses (a dashboard
 * request per domain, or runs of the URLs tool where the connection has it), one settled result per domain.
 */
function fetchFigures(
  ctx: FormulaContext,
  params: { country: number; mode: FetchMode; needs: WayNeeds; asked: readonly string[] | null },
  guard: FormulaGuard,
  missing: readonly string[],
  keep: (some: ReadonlyMap<string, DomainFigures>) => void,
): Map<string, Settled<DomainFigures>> {
  const source = ctx.source();
  const { budget } = source;
  let keptAt = budget.now();
  // The counters as the spend guard reads them: a recent reading, which spares the request, or getLimits.
  const figures = { ...figuresSource(source, params), limits: () => limitsNow(ctx) };
  const results = fetchDomainFigures(figures, missing, {
    setting: ctx.settings.visibilityWay,
    needs: params.needs,
    spent: ctx.spentCounters(),
    now: budget.now,
    guard: (choice, limits) => guard.hold(choice, limits, cheaperWay(choice, params.asked)),
    // What came back is kept from time to time, not after every round: a cache write costs about as much
    // as a wave, and it only matters when a later request is held until the platform ends the execution.
    keep(some) {
      if (budget.now() - keptAt < KEEP_EVERY_MS) return;
      keep(some);
      keptAt = budget.now();
    },
  });
  return new Map(missing.map((domain, k) => [domain, results[k]]));
}

/**
 * The cheaper way to a table the spend guard held back, where there is one: its figures a request per
 * domain gives were asked for (by columns or by Settings), and the URLs tool gives the others for one Tools
 * unit per 500 domains.
 */
function cheaperWay(choice: WayChoice, asked: readonly string[] | null): Said | undefined {
  if (choice.way !== 'perDomain') return undefined;
  if (choice.reason === 'setting') return said('guard.cheaperSetting');
  if (choice.reason !== 'columns') return undefined;
  const only = (asked ?? []).filter((column) => PER_DOMAIN_FIGURES.includes(column));
  return said('guard.cheaperColumns', { columns: only.join(', ') });
}

export function domainStatistics(ctx: FormulaContext, args: Args<'SEO_VISIBILITY'>): Table {
  const items = toList(args.domains, 'domains');
  const country = countryArg(ctx, args.country_id);
  const mode = fetchModeArg(args.fetch_mode);
  // No way of the service reads a directory's figures; a URL's are refused when fetched, where the
  // connection lacks the URLs tool (a cached one still answers).
  if (mode === 'catalog') throw new ArgumentError(said('mode.catalog'));
  const dashboard = DASHBOARD_MODES.includes(mode);
  const asked = columnsArg(args.columns, ctx.documentLanguage());
  const needs = needsOf(asked);
  const plan = domainPlan(items, mode);
  const guard = formulaGuard(ctx, args.refresh);
  const settled = cachedItems<DomainFigures>(
    ctx,
    'visibility',
    plan.unique,
    visibilityKey(country, mode),
    args.refresh,
    (missing, keep) => fetchFigures(ctx, { country, mode, needs, asked }, guard, missing, keep),
    answers(needs, ctx.settings.visibilityWay, dashboard),
  );
  const failure = everyItemFailed(settled.values());
  if (failure) throw failure;
  const found: DomainFigures[] = [];
  const rows = plan.rows.map((row, i): Row => {
    if ('blank' in row) return undefined;
    // A row not looked up or not answered keeps the domain as typed, and says why in the hint column.
    if ('refused' in row) return { domain: row.input, hint: row.refused };
    const item = items[i];
    const path = item.kind === 'text' ? droppedPath(item.text, mode) : undefined;
    const result = settled.get(row.key);
    if (!result?.ok)
      return {
        domain: item.kind === 'text' ? item.text : row.key,
        hint: joinNotes(rowNote(result?.error, { argument: 'domains', row: i + 1 }), path),
      };
    const figures = result.value;
    found.push(figures);
    // All zeros is the index having nothing for the domain here: said so, with the likely cause, and
    // not shown as figures.
    const none = Object.values(figures.metrics).every((value) => !value);
    const hint = joinNotes(none ? noDataHere(row.key, mode, country) : undefined, path);
    if (none) return { domain: row.key, hint };
    const category = { category: figures.category?.name, category_rank: figures.category?.rank };
    return { domain: row.key, ...inMarket(figures.metrics, country), ...category, hint };
  });
  const shown = asked ?? DEFAULT_FIGURES;
  // A range with nothing in it yet says so in its first row (the rest stay aligned with the input).
  if (plan.rows.every((row) => 'blank' in row)) rows[0] = { note: said('note.emptyDomains') };
  const note = [
    // Figures the URLs tool gave have no AI Overview figures anywhere, as the bulk note says.
    found.some((figures) => figures.via !== 'bulk') ? aiOverviewsNote(shown, country) : undefined,
    bulkNote(shown, found, ctx.settings.visibilityWay, dashboard),
    heldNote(settled.values()),
  ].reduce(joinNotes, undefined);
  const table = withBlankColumns(ctx, found, rows, shown);
  return rowsTable(ctx, withNote(table, note), {
    header: headerArg(args.header, ctx),
    columns: ['domain', ...shown, 'hint'],
    text: ['domain', 'category', 'hint'],
  });
}

/** "No data for this domain in this market", with the cause the spec names when one fits. */
function noDataHere(key: string, mode: FetchMode, country: number): Said {
  const cause = zerosHint(key.split('/')[0], mode, country);
  return cause ? said('zeros.noneWhy', { why: cause }) : said('zeros.none');
}

/**
 * The rows, with the shown columns that the connection which fetched some of them does not give named under
 * them, and why: "Blank here" when every domain lacks them, else for how many. Items are cached one by one,
 * whichever connection fetched them, so a table may mix domains that have a category with some that do not.
 */
function withBlankColumns(
  ctx: FormulaContext,
  found: readonly DomainFigures[],
  rows: Row[],
  shown: readonly string[],
): Rows<Row> {
  const blanked = found.filter((figures) => figures.blanks);
  const blanks = blanked[0]?.blanks;
  const columns = blanks?.columns.filter((column) => shown.includes(column));
  if (!blanks || !columns?.length) return { rows };
  if (blanked.length === found.length) return { rows, blanks };
  const labels = columnLabels(columns, ctx.documentLanguage()).join(', ');
  return { rows, note: said('note.blankFor', { count: blanked.length, columns: labels, why: blanks.why }) };
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

/** `keys`: what the report's filter takes (every key the service may know, when not given). */
function domainListParams(
  ctx: FormulaContext,
  args: DomainReportArgs,
  keys?: readonly string[],
): DomainListParams {
  const fetchMode = fetchModeArg(args.fetch_mode);
  const filter = optionalText(args.filter, 'filter');
  return {
    domain: domainArg(args.domain, 'domain', takesPath(fetchMode)),
    fetch_mode: fetchMode,
    country_id: countryArg(ctx, args.country_id),
    filtering: filter
      ? wireFiltering(parseFilter(filter, { keys, decimal: decimalSeparator(ctx.documentLanguage()) }))
      : undefined,
  };
}

const KEEP_ALL = (): boolean => true;

/**
 * A paginated visibility report of one domain, as a table of the row kind's columns. `extra` adds the
 * report's own parameters and shapes its rows.
 */
function domainReport<T extends object>(
  kind: DataKind,
  endpoint: ListEndpoint<DomainListParams, T>,
  defaultLimit: number,
  columns: readonly string[],
  keep: (row: T) => boolean = KEEP_ALL,
  extra: { params?: object; row?: (row: T) => object; filterKeys?: readonly string[] } = {},
) {
  return (ctx: FormulaContext, args: DomainReportArgs): Table => {
    const params = { ...domainListParams(ctx, args, extra.filterKeys), ...extra.params };
    const maxRows = limitArg(args.limit, defaultLimit);
    // A row `keep` drops (the asked domain among its competitors) is one more to ask for, so a limit of
    // 50 shows 50 rows over either connection.
    const asked = keep === KEEP_ALL ? maxRows : maxRows + 1;
    const result = listRows(ctx, kind, endpoint, params, asked, args.refresh);
    const kept = result.rows.filter(keep).slice(0, maxRows);
    const shaped = (extra.row ? kept.map(extra.row) : kept) as Readonly<Record<string, unknown>>[];
    const country = params.country_id;
    const aiOverviews = shaped.length ? aiOverviewsNote(columns, country) : undefined;
    const rows = withNote(
      {
        ...result,
        rows: shaped.map((row) => inMarket(row, country)),
        note: joinNotes(result.note, aiOverviews),
      },
      droppedPath(params.domain, params.fetch_mode),
    );
    return rowsTable(ctx, rows, {
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
function noRows(params: DomainListParams): Said {
  // The spec: without country_id, visibility reports read database 1.0 (id 1).
  const hint = zerosHint(normalizeDomain(params.domain), params.fetch_mode, params.country_id ?? 1);
  if (hint) return said('zeros.noData', { why: hint });
  return said(params.filtering ? 'note.noMatch' : 'note.noData');
}

function phraseHistory(ctx: FormulaContext, args: Args<'SEO_KEYWORD_HISTORY'>): Table {
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
    () =>
      orNoData(() => {
        const { rows } = ctx.source().run(keywordHistory, { domain: base, keyword, range });
        const note = said('note.notRanking', { domain, keyword: normalizePhrase(keyword) });
        return { value: rows ? { rows } : { rows: [], note }, complete: true };
      }),
  );
  return rowsTable(ctx, withNote(result, droppedPath(domain, fetchMode)), {
    header: headerArg(args.header, ctx),
    columns: KEYWORD_HISTORY_COLUMNS,
  });
}

/**
 * One segment of the domain's history. The service answers every segment at once, so the segment is not
 * sent; it is picked from the answer (over the tool server, the tool takes it). Points whose spacing is
 * not the interval asked (the live service answered daily points for weekly) are kept as they came, and
 * a closing note says so: a custom function cannot set a cell's note.
 */
function visibilityHistory(ctx: FormulaContext, args: Args<'SEO_VISIBILITY_HISTORY'>): Table {
  refuseMoved(ctx, 'SEO_VISIBILITY_HISTORY', args.country_id, 'segment', HISTORY_SEGMENTS);
  const fetchMode = fetchModeArg(args.fetch_mode);
  const params = {
    domain: domainArg(args.domain, 'domain', takesPath(fetchMode)),
    fetch_mode: fetchMode,
    country_id: countryArg(ctx, args.country_id),
    ...dayRange(args.date_min, args.date_max),
    date_interval: toChoice(args.interval, 'interval', ['daily', 'weekly', 'monthly'] as const, 'weekly'),
  };
  const segment = toChoice(args.segment, 'segment', HISTORY_SEGMENTS, 'all');
  const { getPositionsHistoryChart } = visibility;
  const rows = wholeRows(
    ctx,
    'visibility',
    ['visibilityHistory', params, segment],
    args.refresh,
    getPositionsHistoryChart,
    (source) => historyRows(source.get(getPositionsHistoryChart, { ...params, segment }), segment),
  );
  const interval = params.date_interval;
  const spacing = historySpacing(rows.rows as { date: string }[]);
  const note =
    spacing && spacing !== interval ? said('note.interval', { asked: interval, got: spacing }) : undefined;
  const noted = withNote(note ? { ...rows, note } : rows, droppedPath(params.domain, fetchMode));
  return rowsTable(ctx, noted, {
    header: headerArg(args.header, ctx),
    columns: HISTORY_COLUMNS,
  });
}

function domainSuggestions(ctx: FormulaContext, args: Args<'SEO_SUGGEST_DOMAINS'>): Table {
  const params = { value: toText(args.text, 'text'), country_id: countryArg(ctx, args.country_id) };
  const limit = limitArg(args.limit, visibility.SUGGEST_DOMAINS_MAX, visibility.SUGGEST_DOMAINS_MAX);
  const { suggestDomains } = visibility;
  const all = wholeRows(
    ctx,
    'visibility',
    ['suggestDomains', params],
    args.refresh,
    suggestDomains,
    (source) => source.get(suggestDomains, params),
  );
  return rowsTable(
    ctx,
    { ...all, rows: all.rows.slice(0, limit) },
    { header: headerArg(args.header, ctx), columns: DOMAIN_SUGGESTION_COLUMNS, text: ['domain'] },
  );
}

export const SEO_VISIBILITY = formula('SEO_VISIBILITY', domainStatistics);
export const SEO_POSITIONS = formula(
  'SEO_POSITIONS',
  domainReport('positions', visibility.getPositions, 100, POSITION_COLUMNS, KEEP_ALL, {
    filterKeys: FILTER_KEYS.positions,
  }),
);
/** The asked domain's own row is not a competitor of itself. */
export const SEO_COMPETITORS = formula(
  'SEO_COMPETITORS',
  domainReport('visibility', visibility.getCompetitors, 50, COMPETITOR_COLUMNS, (row) => !row.is_main_domain),
);
export const SEO_CANNIBALIZATION = formula(
  'SEO_CANNIBALIZATION',
  domainReport('visibility', visibility.getCannibalization, 100, CANNIBALIZATION_COLUMNS),
);

/** One characteristic's buckets (refused before anything is sent when it is not one the service has). */
function characteristics(ctx: FormulaContext, args: Args<'SEO_CHARACTERISTICS'>): Table {
  refuseMoved(ctx, 'SEO_CHARACTERISTICS', args.country_id, 'characteristics', CHARACTERISTICS);
  const characteristic = toChoice(args.characteristics, 'characteristics', CHARACTERISTICS, 'words_count');
  const table = characteristicTable(characteristic);
  const extra = { params: { characteristics: characteristic }, row: table.row };
  return domainReport(
    'visibility',
    visibility.getCharacteristics,
    1_000,
    table.columns,
    KEEP_ALL,
    extra,
  )(ctx, args);
}

export const SEO_CHARACTERISTICS = formula('SEO_CHARACTERISTICS', characteristics);
export const SEO_SUBDOMAINS = formula(
  'SEO_SUBDOMAINS',
  domainReport('visibility', visibility.getSubdomains, 100, SUBDOMAIN_COLUMNS),
);
export const SEO_URLS = formula('SEO_URLS', domainReport('visibility', visibility.getUrls, 100, URL_COLUMNS));
export const SEO_KEYWORD_HISTORY = formula('SEO_KEYWORD_HISTORY', phraseHistory);
export const SEO_VISIBILITY_HISTORY = formula('SEO_VISIBILITY_HISTORY', visibilityHistory);
export const SEO_SUGGEST_DOMAINS = formula('SEO_SUGGEST_DOMAINS', domainSuggestions);
