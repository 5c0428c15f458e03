/**
 * What the playground's Warehouse view (`/warehouse`) and its server say to each other: the BigQuery
 * simulator's projects, datasets and tables, a table's rows and a query's results as a grid. Types only, so
 * the Node server and the browser page compile against the same shapes.
 */
import type { CatalogProject } from '../bigquery/catalog-types';

export type {
  CatalogDataset,
  CatalogPartition,
  CatalogProject,
  CatalogTable,
} from '../bigquery/catalog-types';

/** Whether the add-on can reach BigQuery in this playground: what its manifest enables and the user granted. */
export interface AddOnAccess {
  /** The manifest's `enabledAdvancedServices` entry for `bigquery`, when it has one. */
  readonly service?: { readonly userSymbol: string; readonly version: string };
  /** `https://www.googleapis.com/auth/bigquery` is among the manifest's `oauthScopes`. */
  readonly scopeDeclared: boolean;
  /** The playground's user has granted it. */
  readonly scopeGranted: boolean;
}

export interface WarehouseCatalog {
  /** The simulator's address (the add-on reaches it as https://bigquery.googleapis.com). */
  readonly url: string;
  readonly access: AddOnAccess;
  readonly projects: readonly CatalogProject[];
}

/** BigQuery's own words for a refusal: shown as they came, as data. */
export interface WarehouseError {
  readonly code: number;
  readonly reason: string;
  readonly message: string;
}

/** A page of a table's rows or of a query's results, each cell as BigQuery's console shows it. */
export interface WarehouseGrid {
  readonly columns: readonly { readonly name: string; readonly type: string }[];
  /** `null` is SQL's NULL. */
  readonly rows: readonly (readonly (string | null)[])[];
  /** Rows in the table, partition or result, as the API counts them. */
  readonly totalRows: string;
  /** Send it back for the next page; absent on the last one. */
  readonly next?: WarehousePage;
  /** Set instead of the rest when BigQuery refused. */
  readonly error?: WarehouseError;
}

/** Where the next page of a grid comes from. */
export type WarehousePage =
  | {
      readonly kind: 'table';
      readonly projectId: string;
      readonly datasetId: string;
      readonly tableId: string;
      readonly pageToken: string;
    }
  | {
      readonly kind: 'query';
      readonly projectId: string;
      readonly jobId: string;
      readonly location: string;
      readonly pageToken: string;
    };

export interface RowsRequest {
  readonly projectId: string;
  readonly datasetId: string;
  /** `positions`, or one day partition: `positions$20240101`. */
  readonly tableId: string;
}

export interface QueryRequest {
  /** The project the query runs (and is billed) in. */
  readonly projectId: string;
  /** GoogleSQL. */
  readonly query: string;
}
