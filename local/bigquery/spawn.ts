/** The BigQuery simulator in a child process (../child says why a child). */
import { join } from 'node:path';
import { cliArgs, type SpawnedChild, spawnReady } from '../child';

const CLI = join(__dirname, 'cli.ts');
/**
 * cli.ts bundled into one file, when a test run has made one (test/support/global-setup.cjs): it starts
 * without compiling the simulator through tsx.
 */
export const BUNDLED_BIGQUERY = 'SEO_SHEETS_BIGQUERY_SIMULATOR';
/** The line cli.ts prints once it listens, followed by the simulator's URL. */
export const READY_PREFIX = 'bigquery simulator ready at ';
/** How long a start may take before it counts as hung (a start that fails exits, and says so at once). */
const START_TIMEOUT_MS = 15000;

export interface SpawnBigQueryOptions {
  /** A DuckDB file that keeps the state (the playground's `.local-data/`); default in memory. */
  dataPath?: string;
  /** Default 15 s; tests give a busy machine's (test/support/time-outs.ts). */
  startTimeoutMs?: number;
}

export function spawnBigQuery(opts: SpawnBigQueryOptions = {}): Promise<SpawnedChild> {
  const args = [...cliArgs(BUNDLED_BIGQUERY, CLI), '--port', '0', '--lifeline'];
  if (opts.dataPath) args.push('--data', opts.dataPath);
  return spawnReady(args, READY_PREFIX, opts.startTimeoutMs ?? START_TIMEOUT_MS, 'bigquery simulator');
}
