/**
 * The views a warehouse is read through: one a kind (`positions`), every report's table of it under one
 * name (`positions__*`, a wildcard, whose newest table's columns it shows), `runs` alike; and, where the user
 * named their Search Console bulk export, `search_console_positions`: positions beside Search Console's clicks,
 * impressions and average position, by day, URL and query. Search Console's position is 0-based there.
 */
import type { BigQueryApi, Table } from '../platform/bigquery';
import { failureOf, isNotFound } from './failure';
import { wildcardOf } from './ids';
import type { WarehouseSettings } from './settings';

/** The view joining positions with Search Console (`WarehouseSettings.searchConsole`). */
export const SEARCH_CONSOLE_VIEW = 'search_console_positions';

/** Search Console's bulk export table of URL impressions (data_date, url, query, clicks, impressions, sum_position). */
const SEARCH_CONSOLE_TABLE = 'searchdata_url_impression';

const tableName = (settings: WarehouseSettings, table: string) =>
  `\`${settings.projectId}.${settings.dataset}.${table}\``;

export const kindViewSql = (settings: WarehouseSettings, kind: string): string =>
  `SELECT * FROM ${tableName(settings, wildcardOf(kind))}`;

export function searchConsoleSql(settings: WarehouseSettings, console: string): string {
  return [
    'SELECT p.data_date, p.report_id, p.domain, p.country_id, p.keyword AS query, p.url, p.position,',
    '  sc.clicks, sc.impressions, sc.position AS search_console_position',
    `FROM ${tableName(settings, 'positions')} AS p`,
    'LEFT JOIN (',
    '  SELECT data_date, url, query, SUM(clicks) AS clicks, SUM(impressions) AS impressions,',
    // sum_position adds up each impression's topmost position counted from 0: the average from 1 is it over impressions, plus 1.
    '    ROUND(SAFE_DIVIDE(SUM(sum_position), SUM(impressions)) + 1, 1) AS position',
    `  FROM \`${console}.${SEARCH_CONSOLE_TABLE}\``,
    '  WHERE query IS NOT NULL',
    '  GROUP BY data_date, url, query) AS sc',
    'ON sc.data_date = p.data_date AND sc.url = p.url AND sc.query = p.keyword',
  ].join('\n');
}

/** The table, or null when there is none. */
export function tableOrNull(api: BigQueryApi, settings: WarehouseSettings, table: string): Table | null {
  try {
    return api.getTable(settings.projectId, settings.dataset, table);
  } catch (error) {
    if (isNotFound(failureOf(error))) return null;
    throw error;
  }
}

/** Makes the view, or gives it this query when it has another. */
function ensureView(api: BigQueryApi, settings: WarehouseSettings, name: string, query: string): void {
  const { projectId, dataset } = settings;
  const view = { query, useLegacySql: false } as const;
  const found = tableOrNull(api, settings, name);
  if (!found)
    api.insertTable(
      { tableReference: { projectId, datasetId: dataset, tableId: name }, view },
      projectId,
      dataset,
    );
  else if (found.view?.query !== query) api.patchTable({ view }, projectId, dataset, name);
}

/** The views of these kinds (a kind's tables are there: its first load made them), and the Search Console join. */
export function ensureViews(api: BigQueryApi, settings: WarehouseSettings, kinds: readonly string[]): void {
  for (const kind of kinds) ensureView(api, settings, kind, kindViewSql(settings, kind));
  if (settings.searchConsole && (kinds.includes('positions') || tableOrNull(api, settings, 'positions')))
    ensureView(api, settings, SEARCH_CONSOLE_VIEW, searchConsoleSql(settings, settings.searchConsole));
}
