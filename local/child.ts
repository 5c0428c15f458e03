/**
 * A simulator in a child process, as the tests and the playground start them: the Apps Script emulator
 * blocks the Node main thread during a synchronous UrlFetchApp call, so a simulator sharing that thread
 * would never answer. The child prints one ready line with its URL; with `--lifeline` it stops when its
 * stdin pipe closes, so it dies with its parent even when the parent is killed outright.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface SpawnedChild {
  url: string;
  stop(): Promise<void>;
}

/**
 * The arguments that start a simulator's CLI: the bundle a test run made of it (its path in the environment
 * variable `bundledEnv`), which starts without compiling, else its TypeScript `source` through tsx.
 */
export function cliArgs(bundledEnv: string, source: string): string[] {
  const bundled = process.env[bundledEnv];
  return bundled ? [bundled] : ['--import', 'tsx', source];
}

/**
 * Runs `node <args>` and resolves once it prints `readyPrefix` followed by its URL; rejects when it exits
 * first (with what it printed) or takes longer than `startTimeoutMs`.
 */
export function spawnReady(
  args: string[],
  readyPrefix: string,
  startTimeoutMs: number,
  what: string,
): Promise<SpawnedChild> {
  const ready = new RegExp(`${readyPrefix}(http:\\/\\/\\S+)`);
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
      () => fail(new Error(`${what} did not start within ${startTimeoutMs} ms: ${output}`)),
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
    child.once('exit', (code) => fail(new Error(`${what} exited with ${code}: ${output}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
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

/** A CLI's end: `close` on SIGTERM or SIGINT, or when the parent's pipe closes (`lifeline`), then exit 0. */
export function stopOnSignal(close: () => Promise<void>, lifeline: boolean): void {
  let stopping = false;
  const stopNow = (): void => {
    if (stopping) return;
    stopping = true;
    close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stopNow);
  process.once('SIGINT', stopNow);
  if (lifeline) {
    process.stdin.on('close', stopNow);
    process.stdin.resume();
  }
}
