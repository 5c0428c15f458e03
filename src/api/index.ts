/**
 * The API client's public surface. Callers build a client (usually through `account`'s
 * `signedInClient(kind)`), then call endpoint functions with it:
 *
 *   const client = signedInClient('customFunction');
 *   const stats = visibility.getDomainStatistics(client, { domain: 'example.pl', fetch_mode: 'topLevelDomain' });
 *   const { rows, partial, reason } = collectPages(client, visibility.getPositions, params, { maxRows: 1000 });
 *
 * Every failure is an `ApiError` subclass; `saidOf(err)` turns anything thrown into the message for a cell
 * or the sidebar, which the caller renders in its reader's language (`userMessage(err)`: in English, for logs).
 */
export { CHARGES_KEY, type ChargeHistory, type ChargeStore, chargeHistory } from '../spent/charges';
export {
  DASHBOARD_MODES,
  type DomainFigures,
  fetchDomainFigures,
  figuresRefusal,
  type FiguresAsk,
  type FiguresSource,
  figuresSource,
  wayFor,
} from '../families/visibility/domain-figures';
export {
  BULK_FIGURES,
  bulkUnits,
  chooseWay,
  type DomainWay,
  HANDFUL,
  PER_DOMAIN_FIGURES,
  type WayChoice,
  type WayNeeds,
  type WayReason,
  WAY_SETTINGS,
  type WaySetting,
} from '../families/visibility/domain-way';
export { SPENT_KEY, type SpentCounters, type SpentStore, spentCounters } from '../spent/counters';

export { type BudgetOptions, type ExecutionBudget, type ExecutionKind, executionBudget } from './budget';
export type { ApiCall, ApiClient, ClientOptions, Settled } from './client';
export { createClient } from './quota-client';
export type { Endpoint, ListEndpoint, NoParams, Page, PageRequest, Params, ToolBinding } from './endpoint';
export {
  apiSource,
  type Blanks,
  type DataSource,
  type Declared,
  type Probe,
  type ProbeResult,
} from './source';
export * as countries from './markets';
export * as crawl from '../families/serp/crawls';
export * as keywords from '../families/keywords/endpoints';
export * as monitoring from '../families/monitoring/endpoints';
export * as serp from '../families/serp/endpoints';
export * as users from './account';
export * as visibility from '../families/visibility/endpoints';
export * from './errors';
export type * from '../families/serp/rows';
export { type KeywordHistory, readKeywordHistory } from '../families/visibility/keyword-history';
export { interpretOutcome, type OutcomeContext } from './outcome';
export {
  collectPages,
  type PagedResult,
  PageCursor,
  type PaginateOptions,
  type StopReason,
} from './pagination';
export * from './quota';
export { BULK_PACE_MS, createPacer, DEFAULT_RETRY, type Pacer, type RetryPolicy } from './retry';
export type * from './schemas';
export { HISTORY_SEGMENTS } from './schemas';
export { fixedWidth, type WidthPolicy } from './width';
export {
  type CharacteristicRow,
  characteristicTable,
  type CompetitorRow,
  distributionRows,
  type HistoryRow,
  historyRows,
  historySpacing,
  type KeywordRow,
  type PositionRow,
  wirePath,
} from '../families/visibility/rows';
/** Each row kind's columns are the formulas' layouts (shared/layouts.ts), which api/rows.ts shapes rows for. */
export {
  AI_OVERVIEW_COLUMNS,
  AI_OVERVIEW_COMPETITOR_COLUMNS,
  AI_OVERVIEW_STATISTICS_COLUMNS,
  CANNIBALIZATION_COLUMNS,
  type Characteristic,
  CHARACTERISTICS,
  COMPETITOR_COLUMNS,
  DOMAIN_METRICS,
  GROUP_COLUMNS,
  HISTORY_COLUMNS,
  KEYWORD_COLUMNS,
  POSITION_COLUMNS,
  STATISTICS_COLUMNS,
  SUGGESTION_COLUMNS,
  SUBDOMAIN_COLUMNS,
  URL_COLUMNS,
} from '../shared/layouts';
export {
  type KeywordStats,
  runKeywordStatistics,
  type StatisticsOptions,
} from '../families/keywords/statistics';
export { statisticsByPhrase } from './refused-items';
export * from '../families/serp/task-status';
export type {
  ApiRequest,
  HttpMethod,
  HttpOutcome,
  HttpRequest,
  HttpResponse,
  HttpTransport,
} from './transport';
export { createToolClient, type ToolCall, type ToolClient, type ToolClientOptions } from './mcp/client';
export { toolAccount, toolSource } from './mcp/source';
export * as toolServerAuth from './mcp/oauth';
export { connectionEnded } from './mcp/rpc';
