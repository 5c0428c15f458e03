/**
 * `GET /__sim/catalog`: what the simulator holds, project by project, as a person browsing it wants to see it
 * (the playground's Warehouse view): datasets and tables with their rows, bytes and day partitions. The API
 * has no call that lists projects or partitions, so this is a control, not a REST method.
 */
import type { CatalogDataset, CatalogPartition, CatalogProject, CatalogTable } from './catalog-types';
import { quoteIdent } from './schema';
import { tableStats } from './stats';
import { NULL_PARTITION } from './rows';
import type { State, Table } from './state';

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

async function partitionsOf(state: State, table: Table): Promise<CatalogPartition[]> {
  if (!table.timePartitioning || !table.physical) return [];
  const day = `strftime(CAST(${quoteIdent(table.timePartitioning.field)} AS DATE), '%Y%m%d')`;
  const { rows } = await state.engine.query(
    `SELECT coalesce(${day}, '${NULL_PARTITION}') AS id, count(*) FROM ${quoteIdent(table.physical)} GROUP BY 1 ORDER BY 1 DESC`,
  );
  return rows.map(([id, count]) => ({ id: String(id), rows: Number(count) }));
}

async function catalogTable(state: State, table: Table): Promise<CatalogTable> {
  const stats = table.type === 'TABLE' ? await tableStats(state.engine, table) : { rows: 0, bytes: 0 };
  return {
    tableId: table.tableId,
    type: table.type,
    rows: stats.rows,
    bytes: stats.bytes,
    ...(table.timePartitioning ? { partitionedBy: table.timePartitioning.field } : {}),
    ...(table.clustering ? { clusteredBy: [...table.clustering.fields] } : {}),
    partitions: await partitionsOf(state, table),
    ...(table.expirationTime !== undefined ? { expirationTime: table.expirationTime } : {}),
  };
}

/** Every project (or the one named), what has expired by its clock already gone. */
export async function catalog(state: State, projectId?: string): Promise<CatalogProject[]> {
  const projects = [...state.projects.values()]
    .filter((p) => projectId === undefined || p.projectId === projectId)
    .sort((a, b) => byName(a.projectId, b.projectId));
  const answer: CatalogProject[] = [];
  for (const project of projects) {
    await state.expire(project.projectId);
    const datasets: CatalogDataset[] = [];
    const mine = [...state.datasets.values()].filter((d) => d.projectId === project.projectId);
    for (const dataset of mine.sort((a, b) => byName(a.datasetId, b.datasetId))) {
      const described: CatalogTable[] = [];
      for (const table of state.tablesOf(project.projectId, dataset.datasetId))
        described.push(await catalogTable(state, table));
      datasets.push({ datasetId: dataset.datasetId, location: dataset.location, tables: described });
    }
    answer.push({
      projectId: project.projectId,
      billing: project.billing,
      apiEnabled: project.apiEnabled,
      datasets,
    });
  }
  return answer;
}
