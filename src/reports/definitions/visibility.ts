/** The visibility-analysis reports of a domain: positions, statistics, history, competitors and the rest. */
import {
  CANNIBALIZATION_COLUMNS,
  type Characteristic,
  CHARACTERISTICS,
  type CharacteristicRow,
  characteristicTable,
  COMPETITOR_COLUMNS,
  type CompetitorRow,
  distributionRows,
  DOMAIN_METRICS,
  type AnyRow,
  AI_OVERVIEW_COLUMNS,
  type DataSource,
  type Declared,
  HISTORY_COLUMNS,
  HISTORY_SEGMENTS,
  historyRows,
  historySpacing,
  type ListEndpoint,
  POSITION_COLUMNS,
  SUBDOMAIN_COLUMNS,
  URL_COLUMNS,
  visibility,
} from '../../api';
import type { ReportParams, Row } from '../job';
import * as p from '../params';
import type { Charge, Source } from '../runner';
import { said } from '../../shared/i18n/said';
import {
  type Answered,
  type ChargeContext,
  firstCharge,
  pagedSource,
  shapedSource,
  singleSource,
} from '../sources';
import {
  type ChartSpec,
  chargedReport,
  dateRange,
  type Described,
  type ReportContext,
  type ReportDefinition,
  type ReportId,
  readsOnly,
} from './definition';

const domainParams = (params: ReportParams): visibility.DomainParams => ({
  domain: p.required(params, 'domain'),
  fetch_mode: (p.text(params, 'fetch_mode') ?? 'topLevelDomain') as visibility.FetchMode,
  country_id: p.number(params, 'country_id'),
});

const visibilityCharge = (params: ReportParams, ctx: ChargeContext): Charge => {
  const { domain, fetch_mode, country_id } = domainParams(params);
  return firstCharge({ kind: 'visibility', fetchMode: fetch_mode, domain, countryId: country_id }, ctx);
};

function visibilityReport(
  described: Described & Pick<ReportDefinition, 'reads'>,
  source: (params: ReportParams, ctx: ReportContext, first: Charge) => Source,
): ReportDefinition {
  return chargedReport(
    { ...described, family: 'Visibility', module: 'visibility_analysis' },
    visibilityCharge,
    source,
  );
}

interface ListExtras<R> {
  /** Rows the sheet leaves out (the asked domain among its competitors). */
  readonly keep?: (row: R) => boolean;
}

function visibilityList<R extends AnyRow>(
  id: ReportId,
  endpoint: ListEndpoint<visibility.DomainListParams, R>,
  rows: number,
  columns: readonly string[],
  extra: ListExtras<R> = {},
): ReportDefinition {
  const params = [p.domain, p.fetchMode, p.country, p.limit(rows), p.filter];
  return visibilityReport({ id, params, reads: readsOnly(endpoint) }, (values, ctx, first) =>
    shapedSource(
      pagedSource(ctx.source, endpoint, listParams(values), first, ctx.rowLimit),
      columns,
      extra.keep,
    ),
  );
}

const listParams = (values: ReportParams): visibility.DomainListParams => ({
  ...domainParams(values),
  filtering: visibility.wireFiltering(p.filtering(values)),
});

const characteristicChoice = p.choice('characteristics', CHARACTERISTICS);

/** One characteristic's buckets, under a column named for it (the formula's table). */
const characteristics = visibilityReport(
  {
    id: 'characteristics',
    params: [p.domain, characteristicChoice, p.fetchMode, p.country, p.limit(100), p.filter],
    reads: readsOnly(visibility.getCharacteristics),
  },
  (values, ctx, first) => {
    const asked = p.text(values, 'characteristics');
    const characteristic = CHARACTERISTICS.find((c) => c === asked) ?? 'words_count';
    const table = characteristicTable(characteristic);
    const params = { ...listParams(values), characteristics: characteristic as Characteristic };
    return shapedSource<CharacteristicRow>(
      pagedSource(ctx.source, visibility.getCharacteristics, params, first, ctx.rowLimit),
      table.columns,
      undefined,
      table.row,
    );
  },
);

/** A report read by one request of `endpoint`: a record, a series. */
function visibilitySingle(
  id: ReportId,
  extraParams: readonly p.ParamSpec[],
  endpoint: Declared,
  read: (source: DataSource, params: ReportParams) => readonly Row[] | Answered,
  chart?: ChartSpec,
): ReportDefinition {
  const params = [p.domain, ...extraParams, p.fetchMode, p.country];
  return visibilityReport({ id, params, chart, reads: readsOnly(endpoint) }, (values, ctx, first) =>
    singleSource(first, () => read(ctx.source, values)),
  );
}

function keywordHistory(source: DataSource, params: ReportParams): readonly Row[] {
  const { rows } = source.keywordHistory(
    domainParams(params),
    p.required(params, 'keyword'),
    dateRange(params),
  );
  return (rows ?? []).map(({ date, position }) => ({ date, position }));
}

/**
 * One segment of the history, its metrics in the formula's columns. Points spaced otherwise than the
 * interval asked are kept as they came, and the sheet's note says so.
 */
function visibilityHistory(source: DataSource, params: ReportParams): Answered {
  const interval = (p.text(params, 'date_interval') ?? 'weekly') as visibility.Interval;
  const asked = p.text(params, 'segment');
  const segment = HISTORY_SEGMENTS.find((s) => s === asked) ?? 'all';
  const series = source.get(visibility.getPositionsHistoryChart, {
    ...domainParams(params),
    ...dateRange(params),
    date_interval: interval,
    segment,
  });
  const rows = historyRows(series, segment).map((row) =>
    Object.fromEntries(HISTORY_COLUMNS.map((column) => [column, row[column] ?? null])),
  );
  const spacing = historySpacing(rows as { date: string }[]);
  return {
    rows,
    ...(spacing &&
      spacing !== interval && { notice: said('note.interval', { asked: interval, got: spacing }) }),
  };
}

function domainStatistics(source: DataSource, params: ReportParams): readonly Row[] {
  const values = domainParams(params);
  const { metrics, category } = source.get(visibility.getDomainStatistics, values);
  const known = Object.fromEntries(DOMAIN_METRICS.map((m) => [m, metrics[m] ?? null]));
  const filed = { category: category?.name ?? null, category_rank: category?.rank ?? null };
  return [{ domain: values.domain, ...known, ...metrics, ...filed }];
}

/** Phrases at each position 1…50. */
function positionDistribution(source: DataSource, params: ReportParams): readonly Row[] {
  return distributionRows(source.get(visibility.getPositionDistribution, domainParams(params)));
}

const interval = p.choice('date_interval', ['weekly', 'daily', 'monthly']);
const segment = p.choice('segment', HISTORY_SEGMENTS);

export const VISIBILITY: readonly ReportDefinition[] = [
  visibilityList('positions', visibility.getPositions, 1000, POSITION_COLUMNS),
  visibilitySingle('domain_statistics', [], visibility.getDomainStatistics, domainStatistics),
  visibilitySingle(
    'visibility_history',
    [p.dateMin, p.dateMax, interval, segment],
    visibility.getPositionsHistoryChart,
    visibilityHistory,
    { type: 'line', title: 'visibility', columns: ['date', 'visibility'] },
  ),
  visibilitySingle(
    'keyword_history',
    [p.keyword, p.dateMin, p.dateMax],
    visibility.getKeywordHistory,
    keywordHistory,
    { type: 'line', title: 'position', columns: ['date', 'position'] },
  ),
  visibilityList('competitors', visibility.getCompetitors, 100, COMPETITOR_COLUMNS, {
    keep: (row: CompetitorRow) => !row.is_main_domain,
  }),
  visibilityList('cannibalization', visibility.getCannibalization, 500, CANNIBALIZATION_COLUMNS),
  characteristics,
  visibilitySingle('position_distribution', [], visibility.getPositionDistribution, positionDistribution, {
    type: 'column',
    title: 'byPosition',
    columns: ['position', 'keywords'],
  }),
  visibilityList('subdomains', visibility.getSubdomains, 100, SUBDOMAIN_COLUMNS),
  visibilityList('urls', visibility.getUrls, 1000, URL_COLUMNS),
  visibilityList('ai_overviews', visibility.getAiOverviews, 500, AI_OVERVIEW_COLUMNS),
];
