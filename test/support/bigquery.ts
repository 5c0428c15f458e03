/**
 * The BigQuery simulator for a suite: the run's shared one (started by the global setup), or one of its
 * own when the suite runs outside jest's setup. Suites share it safely by working in projects of their
 * own (`uniqueProject`): data, jobs, quotas, faults and the clock are all per project.
 *
 *   const bq = await suiteBigQuery();
 *   const project = uniqueProject('loads');
 *   await bq.control.project({ projectId: project, billing: false });
 */
import { type BigQueryControl, bigQueryControl } from '../../local/bigquery/control-client';
import { spawnBigQuery } from '../../local/bigquery/spawn';
import { SIMULATOR_START_TIMEOUT } from './time-outs';

export interface SuiteBigQuery {
  url: string;
  control: BigQueryControl;
  /** Stops a simulator this suite started; the shared one is left to the global teardown. */
  stop(): Promise<void>;
}

export async function suiteBigQuery(): Promise<SuiteBigQuery> {
  const shared = process.env.SEO_SHEETS_BIGQUERY_URL;
  if (shared) return { url: shared, control: bigQueryControl(shared), stop: async () => {} };
  const child = await spawnBigQuery({ startTimeoutMs: SIMULATOR_START_TIMEOUT });
  return { url: child.url, control: bigQueryControl(child.url), stop: child.stop };
}

let projects = 0;

/** A project id no other suite or test uses (BigQuery's form: lower case, digits, dashes). */
export function uniqueProject(name: string): string {
  projects += 1;
  return `${name}-${process.pid}-${projects}`.toLowerCase();
}
