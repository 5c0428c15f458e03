/**
 * The AI Overviews reports of a domain (observed): its phrases with an AI Overview, its AI Overview figures
 * and the domains beside it there, in the formulas' columns. Only Poland's database 2.0 has AI Overviews
 * (elsewhere the service answers empty lists), so the launcher proposes it, and a run in another market asks
 * nothing, charges nothing, says so at the cost check and in the sheet where the data is.
 */
import type { Offer } from '../../alerts/offer';
import type { AnyRow } from '../../api/schemas';
import type { Declared } from '../../api/source';
import { normalizeDomain } from '../../normalize';
import { said } from '../../shared/i18n/said';
import { AI_OVERVIEWS_MARKET } from '../../shared/markets';
import type { ReportParams, Row } from '../../reports/job';
import * as p from '../../reports/params';
import type { Charge, Source } from '../../reports/runner';
import { type ChargeContext, pagedSource, shapedSource, singleSource } from '../../reports/sources';
import {
  chargedReport,
  NO_CHARGE,
  type ReportContext,
  type ReportDefinition,
  type ReportId,
  readsOnly,
  type WarehouseTable,
} from '../../reports/definition';
import { getAiOverviewsCompetitors, getAiOverviewsKeywords, getAiOverviewsStatistics } from './endpoints';
import { AI_OVERVIEW_COLUMNS, AI_OVERVIEW_COMPETITOR_COLUMNS, AI_OVERVIEW_STATISTICS_COLUMNS } from './spec';
import { domainParams } from '../../reports/params';
import { visibilityCharge } from '../../reports/sources';

const noData = (params: ReportParams) => domainParams(params).country_id !== AI_OVERVIEWS_MARKET;
const WHERE = said('note.aiOverviews', { country: String(AI_OVERVIEWS_MARKET) });
/** The cost check of a run in a market without the data: free, and empty. */
const EMPTY_HERE: Charge = {
  ...NO_CHARGE,
  reason: said('cost.aiOverviewsEmpty', { where: WHERE }),
};
/** The launcher's market: the one with the data, whatever the document's. */
const market: p.ParamSpec = { ...p.country, initial: AI_OVERVIEWS_MARKET };

/** The row with every column, blanks where the service gave none. */
const inColumns = (row: object, columns: readonly string[]): Row =>
  Object.fromEntries(
    columns.map((column) => [column, (row as Record<string, unknown>)[column] ?? null]),
  ) as Row;

function aiOverviewsReport(
  id: ReportId,
  endpoint: Declared,
  extraParams: readonly p.ParamSpec[],
  warehouse: WarehouseTable,
  source: (params: ReportParams, ctx: ReportContext, first: Charge) => Source,
  alerts?: Offer,
): ReportDefinition {
  const charge = (params: ReportParams, ctx: ChargeContext): Charge =>
    noData(params) ? EMPTY_HERE : visibilityCharge(params, ctx);
  return chargedReport(
    {
      id,
      family: 'Visibility',
      module: 'visibility_analysis',
      params: [p.domain, p.fetchMode, market, ...extraParams],
      reads: readsOnly(endpoint),
      alerts,
      warehouse,
    },
    charge,
    (params, ctx, first) =>
      noData(params) ? singleSource(first, () => ({ rows: [], notice: WHERE })) : source(params, ctx, first),
  );
}

export const AI_OVERVIEWS: readonly ReportDefinition[] = [
  aiOverviewsReport(
    'ai_overviews',
    getAiOverviewsKeywords,
    [p.limit(500)],
    { table: 'ai_overviews', key: ['keyword'] },
    (params, ctx, first) =>
      shapedSource(
        pagedSource(ctx.source, getAiOverviewsKeywords, domainParams(params), first, ctx.rowLimit),
        AI_OVERVIEW_COLUMNS,
      ),
    {
      subject: 'phrase',
      key: 'keyword',
      position: 'position',
      url: 'url',
      searches: 'searches',
      cited: 'cited',
    },
  ),
  aiOverviewsReport(
    'ai_overviews_statistics',
    getAiOverviewsStatistics,
    [],
    { table: 'ai_overview_statistics', key: ['domain'] },
    (params, ctx, first) =>
      singleSource(first, () => {
        const asked = domainParams(params);
        const figures = ctx.source.get(getAiOverviewsStatistics, asked);
        const domain = normalizeDomain(
          asked.domain,
          asked.fetch_mode === 'catalog' || asked.fetch_mode === 'url',
        );
        const rows = [inColumns({ domain, ...figures }, AI_OVERVIEW_STATISTICS_COLUMNS)];
        return Object.keys(figures).length ? rows : { rows, notice: WHERE };
      }),
  ),
  aiOverviewsReport(
    'ai_overviews_competitors',
    getAiOverviewsCompetitors,
    [p.limit(100)],
    { table: 'ai_overview_competitors', key: ['domain'] },
    (params, ctx, first) =>
      singleSource(first, () => {
        const asked = domainParams(params);
        const self = normalizeDomain(asked.domain);
        const rows = (ctx.source.get(getAiOverviewsCompetitors, asked) as AnyRow[])
          .filter((row) => normalizeDomain(String(row.domain)) !== self)
          .slice(0, p.number(params, 'limit') ?? 100)
          .map((row) => inColumns(row, AI_OVERVIEW_COMPETITOR_COLUMNS));
        return rows.length || asked.country_id === AI_OVERVIEWS_MARKET ? rows : { rows, notice: WHERE };
      }),
  ),
];
