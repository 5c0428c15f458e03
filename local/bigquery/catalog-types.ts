/**
 * The shapes of `/__sim/catalog`'s answer (catalog.ts), apart so that a browser page (the playground's
 * Warehouse view) compiles against them without the simulator's Node code.
 */

export interface CatalogPartition {
  /** `YYYYMMDD`, or `__NULL__` for rows whose partitioning column is NULL. */
  id: string;
  rows: number;
}

export interface CatalogTable {
  tableId: string;
  type: 'TABLE' | 'VIEW';
  rows: number;
  bytes: number;
  /** The DATE or TIMESTAMP column a day-partitioned table is partitioned on. */
  partitionedBy?: string;
  clusteredBy?: string[];
  /** Newest first; empty for a table that is not partitioned. */
  partitions: CatalogPartition[];
  /** Epoch ms. */
  expirationTime?: number;
}

export interface CatalogDataset {
  datasetId: string;
  location: string;
  tables: CatalogTable[];
}

export interface CatalogProject {
  projectId: string;
  billing: boolean;
  apiEnabled: boolean;
  datasets: CatalogDataset[];
}
