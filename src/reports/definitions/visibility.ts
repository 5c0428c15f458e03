/** The visibility-analysis reports of a domain: positions, statistics, history, competitors and the rest. */
import { type AnyRow, type ApiClient, type ListEndpoint, readKeywordHistory, visibility } from '../../api';
import type { ReportParams, Row } from '../job';
import * as p from '../params';
import type { Charge, Source } from '../runner';
import type { ChartPlan } from '../../platform/report-sheets';
import { type ChargeContext, firstCharge, pagedSource, singleSource } from '../sources';
import {
  chargedReport,
  dateRange,
  type Described,
  type ReportContext,
  type ReportDefinition,
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
  described: Described,
  source: (params: ReportParams, ctx: ReportContext, first: Charge) => Source,
): ReportDefinition {
  return chargedReport(
    { ...described, family: 'Visibility', module: 'visibility_analysis' },
    visibilityCharge,
    source,
  );
}

function visibilityList(
  id: string,
  title: string,
  summary: string,
  endpoint: ListEndpoint<visibility.DomainListParams, AnyRow>,
  rows: number,
  extra: Partial<Pick<ReportDefinition, 'chart'>> & { filtering?: visibility.Filtering } = {},
): ReportDefinition {
  // A report with a fixed filter (position distribution) takes none of the user's.
  const params = [p.domain, p.fetchMode, p.country, p.limit(rows), ...(extra.filtering ? [] : [p.filter])];
  return visibilityReport({ id, title, summary, params, chart: extra.chart }, (values, ctx, first) =>
    pagedSource(
      ctx.client,
      endpoint,
      { ...domainParams(values), filtering: extra.filtering ?? p.filtering(values) },
      first,
      ctx.rowLimit,
    ),
  );
}

function visibilitySingle(
  id: string,
  title: string,
  summary: string,
  extraParams: readonly p.ParamSpec[],
  read: (client: ApiClient, params: ReportParams) => readonly Row[],
  chart?: ChartPlan,
): ReportDefinition {
  const params = [p.domain, ...extraParams, p.fetchMode, p.country];
  return visibilityReport({ id, title, summary, params, chart }, (values, ctx, first) =>
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
  return rows ?? [];
}

function visibilityHistory(client: ApiClient, params: ReportParams): readonly Row[] {
  const interval = p.text(params, 'date_interval') as 'daily' | 'weekly' | 'monthly' | undefined;
  const series = visibility.getPositionsHistoryChart(client, {
    ...domainParams(params),
    ...dateRange(params),
    date_interval: interval,
  });
  return series.flatMap((s) => s.data.map((point) => ({ ...point, domain: s.domain })));
}

const interval = p.choice('date_interval', 'Interval', ['weekly', 'daily', 'monthly']);

const positionFilter: visibility.Filtering = [
  { filters: [{ key: 'characteristic', match: 'eq', value: 'position' }] },
];

export const VISIBILITY: readonly ReportDefinition[] = [
  visibilityList(
    'positions',
    'Positions',
    'Keywords the domain ranks for, with positions, URL, searches and traffic.',
    visibility.getPositions,
    1000,
  ),
  visibilitySingle(
    'domain_statistics',
    'Domain statistics',
    'Visibility, TOP3/10/50, ranking, Ads equivalent, AI Overview phrases and citations.',
    [],
    (client, params) => [visibility.getDomainStatistics(client, domainParams(params))],
  ),
  visibilitySingle(
    'visibility_history',
    'Visibility history',
    'Visibility and TOP3/10/50 over time, with a line chart.',
    [p.dateMin, p.dateMax, interval],
    visibilityHistory,
    { type: 'line', title: 'Visibility', columns: ['date', 'visibility'] },
  ),
  visibilitySingle(
    'keyword_history',
    'Keyword history',
    'Daily position of one phrase for the domain, with a line chart.',
    [p.keyword, p.dateMin, p.dateMax],
    keywordHistory,
    { type: 'line', title: 'Position', columns: ['date', 'position'] },
  ),
  visibilityList(
    'competitors',
    'Competitors',
    'Domains competing for the same phrases.',
    visibility.getCompetitors,
    100,
  ),
  visibilityList(
    'cannibalization',
    'Cannibalization',
    'Phrases for which several URLs of the domain compete.',
    visibility.getCannibalization,
    500,
  ),
  visibilityList(
    'characteristics',
    'Keyword characteristics',
    'Phrase counts by length, intent and position.',
    visibility.getCharacteristics,
    100,
  ),
  visibilityList(
    'position_distribution',
    'Position distribution',
    'How many phrases rank in each position range, with a column chart.',
    visibility.getCharacteristics,
    100,
    {
      filtering: positionFilter,
      chart: { type: 'column', title: 'Phrases by position', columns: ['value', 'keywords'] },
    },
  ),
  visibilityList(
    'subdomains',
    'Subdomains',
    'Subdomains with their visibility.',
    visibility.getSubdomains,
    100,
  ),
  visibilityList('urls', 'URLs', 'Ranking URLs with visibility and phrase counts.', visibility.getUrls, 1000),
  visibilityList(
    'ai_overviews',
    'AI Overviews',
    'Phrases with an AI Overview and whether the domain is cited (database 200).',
    visibility.getAiOverviews,
    500,
  ),
];
