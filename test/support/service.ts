/**
 * The service simulator for a suite: one of its own (its clock, faults, quotas and tasks are the suite's
 * to move) on the run's host of simulators (started by the global setup), or in a process of its own when
 * the suite runs outside jest's setup.
 */
import { hostedService, type SpawnedService, spawnService } from '../../local/service/spawn';
import { SIMULATOR_START_TIMEOUT } from './time-outs';

export function suiteService(opts: { latencyMs?: number; seed?: string } = {}): Promise<SpawnedService> {
  const host = process.env.SEO_SHEETS_SIMULATOR_HOST;
  return host
    ? hostedService(host, opts)
    : spawnService({ ...opts, startTimeoutMs: SIMULATOR_START_TIMEOUT });
}
