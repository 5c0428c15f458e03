/** The visibility-analysis reports of a domain: positions, statistics, history, competitors and the rest. */
import {
  CHARACTERISTIC_COLUMNS,
  COMPETITOR_COLUMNS,
  type CompetitorRow,
  DOMAIN_METRICS,
  type AnyRow,
  AI_OVERVIEW_COLUMNS,
  type ApiClient,
  historyRows,
  type ListEndpoint,
  POSITION_COLUMNS,
  readKeywordHistory,
  SUBDOMAIN_COLUMNS,
  URL_COLUMNS,
  visibility,
} from '../../api';
import type { ReportParams, Row } from '../job';
import * as p from '../params';
import type { Charge, Source } from '../runner';
import { type ChargeContext, firstCharge, pagedSource, shapedSource, singleSource } from '../sources';
import {
  type ChartSpec,
  chargedReport,
  dateRange,
  type Described,
  type ReportContext,
  type ReportDefinition,
  type ReportId,
} from './definition';
import { FILTER_KEYS, type FilteredReport } from '../../shared/filter';

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
  described: Described,
  source: (params: ReportParams, ctx: ReportContext, first: Charge) => Source,
): ReportDefinition {
  return chargedReport(
    { ...described, family: 'Visibility', module: 'visibility_analysis' },
    visibilityCharge,
    source,
  );
}

interface ListExtras<R> extends Partial<Pick<ReportDefinition, 'chart'>> {
  readonly filtering?: visibility.Filtering;
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
  // A report with a fixed filter (position distribution) takes none of the user's.
  const params = [
    p.domain,
    p.fetchMode,
    p.country,
    p.limit(rows),
    ...(extra.filtering ? [] : [p.filter(FILTER_KEYS[id as FilteredReport])]),
  ];
  return visibilityReport({ id, params, chart: extra.chart }, (values, ctx, first) =>
    shapedSource(
      pagedSource(
        ctx.client,
        endpoint,
        { ...domainParams(values), filtering: extra.filtering ?? p.filtering(values, ctx.language) },
        first,
        ctx.rowLimit,
      ),
      columns,
      extra.keep,
    ),
  );
}

function visibilitySingle(
  id: ReportId,
  extraParams: readonly p.ParamSpec[],
  read: (client: ApiClient, params: ReportParams) => readonly Row[],
  chart?: ChartSpec,
): ReportDefinition {
  const params = [p.domain, ...extraParams, p.fetchMode, p.country];
  return visibilityReport({ id, params, chart }, (values, ctx, first) =>
    singleSource(first, () => read(ctx.client, values)),
  );
}

function keywordHistory(client: ApiClient, params: ReportParams): readonly Row[] {
  const { rows } = readKeywordHistory(
    client,
    domainParams(params),
    p.required(params, 'keyword'),
    dateRange(params),
  );
  return (rows ?? []).map(({ date, position }) => ({ date, position }));
}

function visibilityHistory(client: ApiClient, params: ReportParams): readonly Row[] {
  const interval = p.text(params, 'date_interval') as visibility.Interval | undefined;
  const series = visibility.getPositionsHistoryChart(client, {
    ...domainParams(params),
    ...dateRange(params),
    date_interval: interval,
  });
  return historyRows(series);
}

function domainStatistics(client: ApiClient, params: ReportParams): readonly Row[] {
  const values = domainParams(params);
  const { metrics } = visibility.getDomainStatistics(client, values);
  const known = Object.fromEntries(DOMAIN_METRICS.map((m) => [m, metrics[m] ?? null]));
  return [{ domain: values.domain, ...known, ...metrics }];
}

const interval = p.choice('date_interval', ['weekly', 'daily', 'monthly']);

const positionFilter: visibility.Filtering = [
  { filters: [{ key: 'characteristic', match: 'eq', value: 'position' }] },
];

export const VISIBILITY: readonly ReportDefinition[] = [
  visibilityList('positions', visibility.getPositions, 1000, POSITION_COLUMNS),
  visibilitySingle('domain_statistics', [], domainStatistics),
  visibilitySingle('visibility_history', [p.dateMin, p.dateMax, interval], visibilityHistory, {
    type: 'line',
    title: 'visibility',
    columns: ['date', 'visibility'],
  }),
  visibilitySingle('keyword_history', [p.keyword, p.dateMin, p.dateMax], keywordHistory, {
    type: 'line',
    title: 'position',
    columns: ['date', 'position'],
  }),
  visibilityList('competitors', visibility.getCompetitors, 100, COMPETITOR_COLUMNS, {
    keep: (row: CompetitorRow) => !row.is_main_domain,
  }),
  visibilityList('cannibalization', visibility.getCannibalization, 500, POSITION_COLUMNS),
  visibilityList('characteristics', visibility.getCharacteristics, 100, CHARACTERISTIC_COLUMNS),
  visibilityList('position_distribution', visibility.getCharacteristics, 100, CHARACTERISTIC_COLUMNS, {
    filtering: positionFilter,
    chart: { type: 'column', title: 'byPosition', columns: ['value', 'keywords'] },
  }),
  visibilityList('subdomains', visibility.getSubdomains, 100, SUBDOMAIN_COLUMNS),
  visibilityList('urls', visibility.getUrls, 1000, URL_COLUMNS),
  visibilityList('ai_overviews', visibility.getAiOverviews, 500, AI_OVERVIEW_COLUMNS),
];
