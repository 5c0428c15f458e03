/** The visibility-analysis reports of a domain: positions, statistics, history, competitors and the rest. */
import { aiOverviewsNote, inMarket } from './ai-overview-figures';
import * as visibility from './endpoints';
import {
  type CharacteristicRow,
  characteristicTable,
  type CompetitorRow,
  distributionRows,
  historyRows,
  historySpacing,
} from './rows';
import type { Offer } from '../../alerts/offer';
import type { AnyRow } from '../../api/schemas';
import type { DataSource, Declared } from '../../api/source';
import type { ListEndpoint } from '../../api/endpoint';
import type { WayReason } from './domain-way';
import type { Language } from '../../shared/i18n/languages';
import type { ReportParams, Row } from '../../reports/job';
import * as p from '../../reports/params';
import { domainParams } from '../../reports/params';
import type { Charge, Source } from '../../reports/runner';
import {
  type Answered,
  firstCharge,
  pagedSource,
  shapedSource,
  singleSource,
  visibilityCharge,
} from '../../reports/sources';
import {
  type ChartSpec,
  chargedReport,
  dateRange,
  type Described,
  type ReportContext,
  type ReportDefinition,
  type ReportId,
  readsOnly,
  type WarehouseTable,
} from '../../reports/definition';
import { normalizeDomain } from '../../normalize';
import { type Said, said } from '../../shared/i18n/said';
import { HISTORY_SEGMENTS, type Interval } from './rows';
import { type DomainListParams, wireFiltering } from '../../api/wire';
import {
  CANNIBALIZATION_COLUMNS,
  CHARACTERISTIC_BUCKETS,
  CHARACTERISTICS,
  COMPETITOR_COLUMNS,
  type Characteristic,
  DOMAIN_METRICS,
  FILTER_KEYS,
  type FilteredReport,
  HISTORY_COLUMNS,
  POSITION_COLUMNS,
  SUBDOMAIN_COLUMNS,
  URL_COLUMNS,
} from './spec';
import { keywordHistory } from './keyword-history';
import type { DomainQuery } from './ways';
import type { WaysContext } from './ways';

function visibilityReport(
  described: Described & Pick<ReportDefinition, 'reads' | 'asks' | 'alerts'>,
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
  /** A row left out that the run keeps beside its table, for alerts (the asked domain's own figures). */
  readonly aside?: (row: R) => boolean;
  /** What its rows offer the alert rules. */
  readonly alerts?: Offer;
  readonly warehouse?: WarehouseTable;
}

function visibilityList<R extends AnyRow>(
  id: ReportId,
  endpoint: ListEndpoint<DomainListParams, R>,
  rows: number,
  columns: readonly string[],
  extra: ListExtras<R> = {},
): ReportDefinition {
  const params = [
    p.domain,
    p.fetchMode,
    p.country,
    p.limit(rows),
    p.filter(FILTER_KEYS[id as FilteredReport]),
  ];
  const asks = (values: ReportParams, language: Language) => [
    { endpoint, params: listParams(values, language) },
  ];
  const { keep, aside, alerts, warehouse } = extra;
  return visibilityReport(
    { id, params, reads: readsOnly(endpoint), asks, alerts, warehouse },
    (values, ctx, first) => {
      const country = domainParams(values).country_id;
      const source = shapedSource(
        pagedSource(ctx.source, endpoint, listParams(values, ctx.language), first, ctx.rowLimit),
        columns,
        keep,
        (row) => inMarket(row, country),
        aside,
      );
      const blank = aiOverviewsNote(columns, country);
      return blank ? withNotice(source, blank) : source;
    },
  );
}

/** `source` whose chunks with rows say `notice` too (beside their own). */
function withNotice(source: Source, notice: Said): Source {
  return {
    ...source,
    fetch(cursor, maxRows) {
      const chunk = source.fetch(cursor, maxRows);
      if (!chunk.rows.length) return chunk;
      return {
        ...chunk,
        notice: chunk.notice ? said('join', { first: chunk.notice, second: notice }) : notice,
      };
    },
  };
}

const listParams = (
  values: ReportParams,
  language: Language,
  columns?: Readonly<Record<string, string>>,
): DomainListParams => ({
  ...domainParams(values),
  filtering: wireFiltering(p.filtering(values, language, columns)),
});

const characteristicChoice = p.choice('characteristics', CHARACTERISTICS);

/** The list's parameters and the characteristic asked (words count unless another is). */
function characteristicsParams(values: ReportParams, language: Language) {
  const asked = p.text(values, 'characteristics');
  const characteristic: Characteristic = CHARACTERISTICS.find((c) => c === asked) ?? 'words_count';
  // Its `key` shows under the characteristic's column: SERP features and keyword parameters as words.
  const columns = { key: CHARACTERISTIC_BUCKETS[characteristic] };
  return { ...listParams(values, language, columns), characteristics: characteristic };
}

/** One characteristic's buckets, under a column named for it (the formula's table). */
const characteristics = visibilityReport(
  {
    id: 'characteristics',
    params: [
      p.domain,
      characteristicChoice,
      p.fetchMode,
      p.country,
      p.limit(100),
      p.filter(FILTER_KEYS.characteristics),
    ],
    reads: readsOnly(visibility.getCharacteristics),
    asks: (values, language) => [
      { endpoint: visibility.getCharacteristics, params: characteristicsParams(values, language) },
    ],
  },
  (values, ctx, first) => {
    const params = characteristicsParams(values, ctx.language);
    const table = characteristicTable(params.characteristics);
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
  warehouse?: WarehouseTable,
): ReportDefinition {
  const params = [p.domain, ...extraParams, p.fetchMode, p.country];
  return visibilityReport(
    { id, params, chart, reads: readsOnly(endpoint), warehouse },
    (values, ctx, first) => singleSource(first, () => read(ctx.source, values)),
  );
}

function phraseHistory(source: DataSource, params: ReportParams): readonly Row[] {
  const { rows } = source.run(keywordHistory, {
    domain: domainParams(params),
    keyword: p.required(params, 'keyword'),
    range: dateRange(params),
  });
  return (rows ?? []).map(({ date, position }) => ({ date, position }));
}

/**
 * One segment of the history, its metrics in the formula's columns. Points spaced otherwise than the
 * interval asked are kept as they came, and the sheet's note says so.
 */
function visibilityHistory(source: DataSource, params: ReportParams): Answered {
  const interval = (p.text(params, 'date_interval') ?? 'weekly') as Interval;
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

/** The domain as the formula and the URLs tool key it, the market (the reports' default 1) and the mode. */
function domainQuery(params: ReportParams): { domain: string; query: DomainQuery } {
  const { domain, fetch_mode: mode, country_id } = domainParams(params);
  return {
    domain: normalizeDomain(domain, mode === 'catalog' || mode === 'url'),
    query: { country: country_id ?? 1, mode },
  };
}

const WHY: Partial<Record<WayReason, Said>> = {
  spent: said('way.spent'),
  setting: said('way.setting'),
  mode: said('way.mode'),
};

/**
 * The domain's statistics the way the api chooses for one domain: the dashboard, unless the visibility
 * counter is spent (or Settings asks for runs), then one run of the URLs tool on the tools counter.
 */
function domainStatisticsCharge(
  params: ReportParams,
  ctx: Pick<WaysContext, 'now' | 'history' | 'ways'>,
): Charge {
  const { domain, query } = domainQuery(params);
  const choice = ctx.ways.choose(1, query);
  if (choice.way === 'perDomain') return visibilityCharge(params, ctx);
  const fetchMode = query.mode === 'url' ? {} : { fetch_mode: query.mode };
  const body = { urls: [domain], country_id: query.country, ...fetchMode };
  const way = said('cost.viaBulk', { why: WHY[choice.reason] ?? said('way.cheaper') });
  return { ...firstCharge({ kind: 'tool', params: body }, ctx), way };
}

/**
 * The modes domain statistics are read in: the dashboard's, and single URLs through the URLs tool; a
 * directory none of the service's ways reads (a stored one is refused with why, `figuresRefusal`).
 */
const figuresMode = p.choice('fetch_mode', ['topLevelDomain', 'subdomain', 'url']);

const domainStatisticsReport: ReportDefinition<WaysContext> = {
  id: 'domain_statistics',
  family: 'Visibility',
  module: 'visibility_analysis',
  alerts: { subject: 'domain', key: 'domain', visibility: 'visibility' },
  warehouse: { table: 'domain_statistics', key: ['domain'] },
  params: [p.domain, figuresMode, p.country],
  reads: readsOnly(visibility.getDomainStatistics),
  estimate: domainStatisticsCharge,
  source(params, ctx) {
    const first = domainStatisticsCharge(params, ctx);
    const { domain, query } = domainQuery(params);
    return {
      charge: () => first,
      fetch() {
        const [result] = ctx.ways.fetch([domain], query);
        if (!result.ok) throw result.error;
        const { category, via } = result.value;
        const metrics = inMarket(result.value.metrics, query.country);
        const known = Object.fromEntries(DOMAIN_METRICS.map((m) => [m, metrics[m] ?? null]));
        const filed = { category: category?.name ?? null, category_rank: category?.rank ?? null };
        // The URLs tool gives no rank, category or AI Overview figures: the sheet's note says why they are blank.
        const how = first.way ?? said('note.bulkBlankSetting');
        const notice =
          via === 'bulk'
            ? said('note.bulkBlank', { count: 1, how })
            : aiOverviewsNote(DOMAIN_METRICS, query.country);
        const rows = [{ domain, ...known, ...metrics, ...filed }];
        return { rows, next: null, pages: 1, units: first.units, notice };
      },
    };
  },
};

/** Phrases at each position 1…50. */
function positionDistribution(source: DataSource, params: ReportParams): readonly Row[] {
  return distributionRows(source.get(visibility.getPositionDistribution, domainParams(params)));
}

const interval = p.choice('date_interval', ['weekly', 'daily', 'monthly']);
const segment = p.choice('segment', HISTORY_SEGMENTS);

/** A table of the domain's phrases, as the alert rules read it. */
const PHRASES: Offer = {
  subject: 'phrase',
  key: 'keyword',
  position: 'position',
  url: 'url',
  searches: 'searches',
};

/** The history the service holds of a domain, filled into the warehouse on request: a year back. */
const HISTORY_DAYS = 365;

export const VISIBILITY: readonly ReportDefinition<WaysContext>[] = [
  visibilityList('positions', visibility.getPositions, 1000, POSITION_COLUMNS, {
    alerts: PHRASES,
    warehouse: { table: 'positions', key: ['keyword_id'] },
  }),
  domainStatisticsReport,
  visibilitySingle(
    'visibility_history',
    [p.dateMin, p.dateMax, interval, segment],
    visibility.getPositionsHistoryChart,
    visibilityHistory,
    { type: 'line', title: 'visibility', columns: ['date', 'visibility'] },
    {
      table: 'visibility_history',
      key: [],
      day: { column: 'date' },
      params: ['segment'],
      backfillDays: HISTORY_DAYS,
    },
  ),
  visibilitySingle(
    'keyword_history',
    [p.keyword, p.dateMin, p.dateMax],
    visibility.getKeywordHistory,
    phraseHistory,
    { type: 'line', title: 'position', columns: ['date', 'position'] },
    {
      table: 'keyword_history',
      key: ['keyword'],
      day: { column: 'date' },
      params: ['keyword'],
      backfillDays: HISTORY_DAYS,
    },
  ),
  visibilityList('competitors', visibility.getCompetitors, 100, COMPETITOR_COLUMNS, {
    keep: (row: CompetitorRow) => !row.is_main_domain,
    aside: (row: CompetitorRow) => Boolean(row.is_main_domain),
    alerts: { subject: 'domain', key: 'domain', visibility: 'visibility', own: true },
    warehouse: { table: 'competitors', key: ['domain'] },
  }),
  visibilityList('cannibalization', visibility.getCannibalization, 500, CANNIBALIZATION_COLUMNS, {
    alerts: PHRASES,
    warehouse: { table: 'cannibalization', key: ['keyword', 'url'] },
  }),
  characteristics,
  visibilitySingle('position_distribution', [], visibility.getPositionDistribution, positionDistribution, {
    type: 'column',
    title: 'byPosition',
    columns: ['position', 'keywords'],
  }),
  visibilityList('subdomains', visibility.getSubdomains, 100, SUBDOMAIN_COLUMNS, {
    warehouse: { table: 'subdomains', key: ['subdomain'] },
  }),
  visibilityList('urls', visibility.getUrls, 1000, URL_COLUMNS, {
    warehouse: { table: 'urls', key: ['url'] },
  }),
];
