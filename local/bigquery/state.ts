/**
 * Everything the simulator knows besides the rows: projects (billing, the API switch, what the caller may
 * not do), datasets, tables, jobs and the daily load-job counts. Kept in memory and written through to the
 * engine's metadata rows, so a file-backed simulator starts again where it stopped.
 */
import { Clocks, DAY_MS } from './clock';
import type { Engine } from './engine';
import type { ErrorProto } from './errors';
import { Faults } from './faults';
import type { Field } from './schema';
import type { TableRef } from './sql/translate';

export interface Project {
  projectId: string;
  /** The project number Google's messages name. */
  number: string;
  /** False: the BigQuery sandbox (expiring tables and partitions, no DML, no streaming). */
  billing: boolean;
  /** False: every request naming the project answers 403 accessNotConfigured. */
  apiEnabled: boolean;
  /** IAM permissions the caller lacks here (`bigquery.jobs.create`, `bigquery.tables.create`, …). */
  denied: string[];
}

export interface Dataset {
  projectId: string;
  datasetId: string;
  location: string;
  creationTime: number;
  lastModifiedTime: number;
  description?: string;
  defaultTableExpirationMs?: number;
  defaultPartitionExpirationMs?: number;
}

export interface TimePartitioning {
  type: 'DAY';
  field: string;
  expirationMs?: number;
}

export interface Table {
  projectId: string;
  datasetId: string;
  tableId: string;
  type: 'TABLE' | 'VIEW';
  /** The engine's table holding the rows (none for a view). */
  physical?: string;
  fields: Field[];
  timePartitioning?: TimePartitioning;
  clustering?: { fields: string[] };
  view?: { query: string };
  creationTime: number;
  lastModifiedTime: number;
  expirationTime?: number;
  description?: string;
}

export interface QueryResults {
  physical: string;
  fields: Field[];
  totalRows: number;
  /** Results are kept a day, as BigQuery keeps a query's anonymous result table. */
  expires: number;
}

export interface Job {
  projectId: string;
  jobId: string;
  location: string;
  jobType: 'LOAD' | 'QUERY';
  configuration: Record<string, unknown>;
  creationTime: number;
  startTime: number;
  endTime: number;
  errorResult?: ErrorProto;
  errors?: ErrorProto[];
  statistics: Record<string, unknown>;
  results?: QueryResults;
}

/** Sandbox tables and partitions expire after 60 days. */
export const SANDBOX_EXPIRATION_MS = 60 * DAY_MS;

export const datasetKey = (projectId: string, datasetId: string) => `${projectId}:${datasetId}`;
export const tableKey = (ref: TableRef) => `${ref.projectId}:${ref.datasetId}.${ref.tableId}`;
const jobKey = (projectId: string, jobId: string) => `${projectId}/${jobId}`;

export class State {
  readonly clocks = new Clocks();
  readonly faults = new Faults();
  readonly projects = new Map<string, Project>();
  readonly datasets = new Map<string, Dataset>();
  readonly tables = new Map<string, Table>();
  readonly jobs = new Map<string, Job>();
  /** `day|project` and `day|project:dataset.table` → load jobs that day (failed ones included). */
  readonly loadJobs = new Map<string, number>();
  /** Streamed rows' recent insertIds by table (`project:dataset.table`), for best-effort de-duplication. */
  readonly insertIds = new Map<string, Map<string, number>>();
  private sequence = 0;

  private constructor(readonly engine: Engine) {}

  static async open(engine: Engine): Promise<State> {
    const state = new State(engine);
    const meta = await engine.loadMeta();
    const each = <T>(kind: string, put: (key: string, value: T) => void) => {
      for (const { key, value } of meta.get(kind) ?? []) put(key, value as T);
    };
    each<Project>('project', (key, value) => state.projects.set(key, value));
    each<Dataset>('dataset', (key, value) => state.datasets.set(key, value));
    each<Table>('table', (key, value) => state.tables.set(key, value));
    each<Job>('job', (key, value) => state.jobs.set(key, value));
    each<number>('load-jobs', (key, value) => state.loadJobs.set(key, value));
    each<number>('sequence', (_key, value) => {
      state.sequence = value;
    });
    return state;
  }

  now(projectId: string): number {
    return this.clocks.now(projectId);
  }

  /** The project, created on first use with billing on, the API enabled and every permission. */
  async project(projectId: string): Promise<Project> {
    const known = this.projects.get(projectId);
    if (known) return known;
    return this.saveProject({
      projectId,
      number: projectNumber(projectId),
      billing: true,
      apiEnabled: true,
      denied: [],
    });
  }

  async saveProject(project: Project): Promise<Project> {
    this.projects.set(project.projectId, project);
    await this.engine.saveMeta('project', project.projectId, project);
    return project;
  }

  /** A fresh engine table name (`t_12`, `r_13`). */
  async physicalName(prefix: 't' | 'r'): Promise<string> {
    this.sequence += 1;
    await this.engine.saveMeta('sequence', 'next', this.sequence);
    return `${prefix}_${this.sequence}`;
  }

  dataset(projectId: string, datasetId: string): Dataset | undefined {
    return this.datasets.get(datasetKey(projectId, datasetId));
  }

  async saveDataset(dataset: Dataset): Promise<void> {
    const key = datasetKey(dataset.projectId, dataset.datasetId);
    this.datasets.set(key, dataset);
    await this.engine.saveMeta('dataset', key, dataset);
  }

  async deleteDataset(dataset: Dataset): Promise<void> {
    const key = datasetKey(dataset.projectId, dataset.datasetId);
    this.datasets.delete(key);
    await this.engine.deleteMeta('dataset', key);
  }

  table(ref: TableRef): Table | undefined {
    return this.tables.get(tableKey(ref));
  }

  tablesOf(projectId: string, datasetId: string): Table[] {
    return [...this.tables.values()]
      .filter((t) => t.projectId === projectId && t.datasetId === datasetId)
      .sort((a, b) => (a.tableId < b.tableId ? -1 : a.tableId > b.tableId ? 1 : 0));
  }

  async saveTable(table: Table): Promise<void> {
    const key = tableKey(table);
    this.tables.set(key, table);
    await this.engine.saveMeta('table', key, table);
  }

  /** Forgets a table and drops its rows. */
  async dropTable(table: Table): Promise<void> {
    const key = tableKey(table);
    this.tables.delete(key);
    await this.engine.deleteMeta('table', key);
    if (table.physical) await this.engine.run(`DROP TABLE IF EXISTS "${table.physical}"`);
  }

  job(projectId: string, jobId: string): Job | undefined {
    return this.jobs.get(jobKey(projectId, jobId));
  }

  async saveJob(job: Job): Promise<void> {
    const key = jobKey(job.projectId, job.jobId);
    this.jobs.set(key, job);
    await this.engine.saveMeta('job', key, job);
  }

  async setLoadJobs(key: string, count: number): Promise<void> {
    this.loadJobs.set(key, count);
    await this.engine.saveMeta('load-jobs', key, count);
  }

  /** Everything of one project (its tables' rows, results, jobs, counts and settings), or of all. */
  async reset(projectId?: string): Promise<void> {
    const mine = (p: string) => projectId === undefined || p === projectId;
    for (const table of [...this.tables.values()].filter((t) => mine(t.projectId)))
      await this.dropTable(table);
    for (const job of [...this.jobs.values()].filter((j) => mine(j.projectId))) {
      if (job.results) await this.engine.run(`DROP TABLE IF EXISTS "${job.results.physical}"`);
      this.jobs.delete(jobKey(job.projectId, job.jobId));
      await this.engine.deleteMeta('job', jobKey(job.projectId, job.jobId));
    }
    for (const dataset of [...this.datasets.values()].filter((d) => mine(d.projectId)))
      await this.deleteDataset(dataset);
    for (const key of [...this.loadJobs.keys()].filter((k) => mine(k.split('|')[1].split(':')[0]))) {
      this.loadJobs.delete(key);
      await this.engine.deleteMeta('load-jobs', key);
    }
    for (const id of [...this.projects.keys()].filter(mine)) {
      this.projects.delete(id);
      await this.engine.deleteMeta('project', id);
    }
    for (const key of [...this.insertIds.keys()].filter((k) => mine(k.split(':')[0])))
      this.insertIds.delete(key);
    this.faults.clear(projectId);
    this.clocks.reset(projectId);
  }

  /**
   * Drops what has expired by the project's clock: tables past their expiration time, partitions past
   * the table's partition expiration, query results past their day.
   */
  async expire(projectId: string): Promise<void> {
    const now = this.now(projectId);
    for (const table of [...this.tables.values()].filter((t) => t.projectId === projectId)) {
      if (table.expirationTime !== undefined && table.expirationTime <= now) {
        await this.dropTable(table);
        continue;
      }
      const partitioning = table.timePartitioning;
      if (!partitioning?.expirationMs || !table.physical) continue;
      // A day's partition expires once its start is `expirationMs` behind the clock.
      const lastExpired = new Date(now - partitioning.expirationMs).toISOString().slice(0, 10);
      const dropped = await this.engine.run(
        `DELETE FROM "${table.physical}" WHERE CAST("${partitioning.field}" AS DATE) <= DATE '${lastExpired}'`,
      );
      if (dropped) await this.saveTable({ ...table, lastModifiedTime: now });
    }
    for (const job of [...this.jobs.values()].filter((j) => j.projectId === projectId && j.results)) {
      const results = job.results as QueryResults;
      if (results.expires > now) continue;
      await this.engine.run(`DROP TABLE IF EXISTS "${results.physical}"`);
      await this.saveJob({ ...job, results: undefined });
    }
  }
}

/** A stable twelve-digit number for a project id, as Google numbers every project. */
function projectNumber(projectId: string): string {
  let hash = 0n;
  for (const ch of projectId) hash = (hash * 131n + BigInt(ch.codePointAt(0) ?? 0)) % 900_000_000_000n;
  return (hash + 100_000_000_000n).toString();
}
