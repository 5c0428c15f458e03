/**
 * The BigQuery simulator's `/__sim/*` controls from Node, typed; each call on its own connection (see
 * ../service/control-client.ts for why).
 */
import { simulatorControl, simulatorRead, simulatorState } from '../service/control-client';
import type { CatalogProject } from './catalog-types';
import type { FaultMode } from './faults';
import type { Project } from './state';

export interface ProjectSettings {
  projectId: string;
  /** False: the sandbox. */
  billing?: boolean;
  /** False: every request naming the project answers 403 accessNotConfigured. */
  apiEnabled?: boolean;
  /** IAM permissions the caller lacks (`bigquery.jobs.create`, `bigquery.tables.create`, …). */
  denied?: string[];
}

export interface BigQueryControl {
  url: string;
  /** Creates or changes a project's settings. */
  project(settings: ProjectSettings): Promise<Project>;
  /** Moves one project's clock (or every clock); the simulated now as ISO text. */
  advance(seconds: number, projectId?: string): Promise<string>;
  /** Arms `mode` for the next `count` requests (of `method`, in `projectId`); `none` disarms. */
  fault(
    mode: FaultMode | 'none',
    aim?: { projectId?: string; method?: string; count?: number },
  ): Promise<void>;
  /** Sets today's load-job count of a table (or of the project, without a table). */
  loadJobs(projectId: string, count: number, table?: { datasetId: string; tableId: string }): Promise<void>;
  /** Forgets a project (or everything): its data, jobs, counts, settings, faults and clock offset. */
  reset(projectId?: string): Promise<void>;
  state(projectId?: string): Promise<Record<string, unknown>>;
  /** Every project's (or one's) datasets and tables, with rows and day partitions. */
  catalog(projectId?: string): Promise<CatalogProject[]>;
}

/**
 * The address `clockLink` posts an emulator's advances to: one project's clock, or without a project every
 * clock (a simulator of one's own, as the playground's; never the tests' shared one).
 */
export function bigQueryClockLink(url: string, projectId?: string): string {
  const advance = new URL('/__sim/advance', url).href;
  return projectId === undefined ? advance : `${advance}?projectId=${encodeURIComponent(projectId)}`;
}

export function bigQueryControl(url: string): BigQueryControl {
  const data = async (path: string, body: unknown) =>
    ((await simulatorControl(url, path, body)) as { data: unknown }).data;
  return {
    url,
    project: async (settings) => (await data('/__sim/project', settings)) as Project,
    advance: async (seconds, projectId) =>
      ((await data('/__sim/advance', { seconds, projectId })) as { now: string }).now,
    fault: async (mode, aim = {}) => {
      await data('/__sim/faults', { mode, ...aim });
    },
    loadJobs: async (projectId, count, table) => {
      await data('/__sim/load-jobs', { projectId, count, ...table });
    },
    reset: async (projectId) => {
      await data('/__sim/reset', { projectId });
    },
    state: (projectId) => simulatorState(url, projectId ? { projectId } : {}),
    catalog: async (projectId) =>
      (
        (await simulatorRead(url, '/__sim/catalog', projectId ? { projectId } : {})) as {
          projects: CatalogProject[];
        }
      ).projects,
  };
}
