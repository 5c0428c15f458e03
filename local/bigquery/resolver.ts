/**
 * Table names in a query, resolved against the catalog: a table, a view, or a wildcard's matching tables
 * (newest last: its schema is the wildcard's), each dataset checked to be in the query's location.
 */
import { fail } from './errors';
import type { Resolver, Source, TableRef } from './sql/translate';
import type { State } from './state';

export class CatalogResolver implements Resolver {
  /** Every dataset a query touched, to settle its location. */
  readonly datasets = new Map<string, string>();

  constructor(private readonly state: State) {}

  source(ref: TableRef, wildcard: boolean): Source {
    const dataset = this.state.dataset(ref.projectId, ref.datasetId);
    if (!dataset) throw fail.notFound(`Dataset ${ref.projectId}:${ref.datasetId}`);
    this.datasets.set(`${ref.projectId}:${ref.datasetId}`, dataset.location);
    if (wildcard) return this.wildcard(ref);
    const table = this.state.table(ref);
    if (!table) throw fail.notFound(`Table ${ref.projectId}:${ref.datasetId}.${ref.tableId}`);
    if (table.type === 'VIEW') return { kind: 'view', ref, query: table.view?.query ?? '' };
    return { kind: 'table', ref, physical: table.physical as string, fields: table.fields };
  }

  private wildcard(ref: TableRef): Source {
    const matching = this.state
      .tablesOf(ref.projectId, ref.datasetId)
      .filter((t) => t.tableId.startsWith(ref.tableId))
      .sort((a, b) => a.creationTime - b.creationTime);
    const view = matching.find((t) => t.type === 'VIEW');
    if (view)
      throw fail.invalidQuery(
        `Views cannot be queried through prefix. First view ${view.projectId}:${view.datasetId}.${view.tableId}.`,
      );
    if (!matching.length) throw fail.notFound(`Table ${ref.projectId}:${ref.datasetId}.${ref.tableId}*`);
    return {
      kind: 'wildcard',
      ref,
      fields: matching[matching.length - 1].fields,
      members: matching.map((t) => ({
        ref: { projectId: t.projectId, datasetId: t.datasetId, tableId: t.tableId },
        physical: t.physical as string,
        fields: t.fields,
        suffix: t.tableId.slice(ref.tableId.length),
      })),
    };
  }
}
