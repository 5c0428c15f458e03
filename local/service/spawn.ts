/** The service simulator in a child process (../child says why a child). */
import { join } from 'node:path';
import { cliArgs, type SpawnedChild, spawnReady } from '../child';
import { requestOnce } from './control-client';

export type SpawnedService = SpawnedChild;

const CLI = join(__dirname, 'cli.ts');
/**
 * cli.ts bundled into one file, when a test run has made one (test/support/build-once.cjs): it starts
 * without compiling the simulator again through tsx.
 */
const BUNDLED = 'SEO_SHEETS_SIMULATOR';
/** The line cli.ts prints once it listens, followed by the service's URL. */
export const READY_PREFIX = 'service simulator ready at ';
/** How long a start may take before it counts as hung (a start that fails exits, and says so at once). */
const START_TIMEOUT_MS = 15000;

export interface SpawnOptions {
  latencyMs?: number;
  seed?: string;
  /** Default 15 s; tests give a busy machine's (test/support/time-outs.ts). */
  startTimeoutMs?: number;
  /** The public addresses the simulator names its tool server and authorization server by. */
  publicAddresses?: { mcp?: string; auth?: string };
}

export function spawnService(opts: SpawnOptions = {}): Promise<SpawnedService> {
  const args = [
    ...cliArgs(BUNDLED, CLI),
    '--port',
    '0',
    '--latency',
    String(opts.latencyMs ?? 0),
    '--lifeline',
  ];
  if (opts.seed) args.push('--seed', opts.seed);
  if (opts.publicAddresses?.mcp) args.push('--public-mcp', opts.publicAddresses.mcp);
  if (opts.publicAddresses?.auth) args.push('--public-auth', opts.publicAddresses.auth);
  return spawnReady(args, READY_PREFIX, opts.startTimeoutMs ?? START_TIMEOUT_MS, 'simulator');
}

/** A host of simulators in a child process (host.ts): one process for many. */
export function spawnHost(startTimeoutMs = START_TIMEOUT_MS): Promise<SpawnedChild> {
  return spawnReady(
    [...cliArgs(BUNDLED, CLI), '--port', '0', '--host', '--lifeline'],
    READY_PREFIX,
    startTimeoutMs,
    'simulator host',
  );
}

/** A simulator of its own on a running host: what spawnService gives, without a process of its own. */
export async function hostedService(
  hostUrl: string,
  opts: Pick<SpawnOptions, 'latencyMs' | 'seed'> = {},
): Promise<SpawnedService> {
  const simulators = new URL('/simulators', hostUrl);
  const started = await requestOnce('POST', simulators, JSON.stringify(opts));
  const { url } = JSON.parse(started.text || '{}') as { url?: string };
  if (started.status !== 200 || !url)
    throw new Error(`the simulator host answered ${started.status}: ${started.text}`);
  return {
    url,
    stop: async () => {
      simulators.searchParams.set('url', url);
      await requestOnce('DELETE', simulators, '');
    },
  };
}
