/**
 * The simulator in a child process. The Apps Script emulator blocks the Node main thread during a
 * synchronous UrlFetchApp call, so a simulator sharing that thread would never answer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface SpawnedService {
  url: string;
  stop(): Promise<void>;
}

const CLI = join(__dirname, 'cli.ts');
/**
 * cli.ts bundled into one file, when a test run has made one (test/support/build-once.cjs): it starts
 * without compiling the simulator again through tsx.
 */
const BUNDLED = 'SEO_SHEETS_SIMULATOR';
/** The line cli.ts prints once it listens, followed by the service's URL. */
export const READY_PREFIX = 'service simulator ready at ';
const READY = new RegExp(`${READY_PREFIX}(http:\\/\\/\\S+)`);
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
  const startTimeoutMs = opts.startTimeoutMs ?? START_TIMEOUT_MS;
  const bundled = process.env[BUNDLED];
  const args = [
    ...(bundled ? [bundled] : ['--import', 'tsx', CLI]),
    '--port',
    '0',
    '--latency',
    String(opts.latencyMs ?? 0),
    '--lifeline',
  ];
  if (opts.seed) args.push('--seed', opts.seed);
  if (opts.publicAddresses?.mcp) args.push('--public-mcp', opts.publicAddresses.mcp);
  if (opts.publicAddresses?.auth) args.push('--public-auth', opts.publicAddresses.auth);
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const killChild = (): void => {
    child.kill('SIGTERM');
  };
  // The child must not outlive the parent: killed on a normal exit, and `--lifeline` makes it stop
  // when its stdin pipe closes, which also covers a parent killed outright.
  process.once('exit', killChild);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`simulator did not start within ${startTimeoutMs} ms: ${output}`)),
      startTimeoutMs,
    );
    const fail = (error: Error): void => {
      clearTimeout(timer);
      killChild();
      process.removeListener('exit', killChild);
      reject(error);
    };
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => fail(new Error(`simulator exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: match[1], stop: () => stop(child, killChild) });
    });
  });
}

function stop(child: ChildProcess, killChild: () => void): Promise<void> {
  process.removeListener('exit', killChild);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
