/**
 * `npm start`'s options, run as a user would: `--port` (0 for any free port), `--data`, and `--service` and
 * `--bigquery` to use simulators already running instead of spawning them; the printed simulator lines are
 * the addresses the add-on uses in this playground.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIMULATOR_START_TIMEOUT, scaled } from '../../test/support/time-outs';
import { suiteBigQuery } from '../../test/support/bigquery';
import { spawnService } from '../service/spawn';

const CLI = join(__dirname, 'cli.ts');

function startCli(args: string[]): { child: ChildProcess; output: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = new Promise<string>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`no start-up lines in time:\n${text}`)), scaled(30_000));
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      if (/Demo sign-in/.test(text) || /playground: /.test(text)) {
        clearTimeout(timer);
        resolve(text);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(text);
    });
  });
  return { child, output };
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', resolve));

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test('--port 0, --service and --bigquery run the playground on a free port against the given simulators', async () => {
  const [service, bigQuery] = await Promise.all([
    spawnService({ startTimeoutMs: SIMULATOR_START_TIMEOUT }),
    suiteBigQuery(),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'seo-sheets-cli-'));
  const { child, output } = startCli([
    ...['--port', '0', '--data', dataDir],
    ...['--service', service.url, '--bigquery', bigQuery.url],
  ]);
  try {
    const text = await output;
    const url = /Playground: +(http:\/\/127\.0\.0\.1:(\d+)\/)/.exec(text);
    expect(url).not.toBeNull();
    expect(url![2]).not.toBe('8080');
    expect(text).toContain(`Simulator:   ${service.url}  (the add-on's API_BASE_URL in this playground)`);
    expect(text).toContain(
      `BigQuery:    ${bigQuery.url}  (https://bigquery.googleapis.com here; ${url![1]}warehouse)`,
    );
    const workbook = await fetch(`${url![1]}api/workbook`);
    expect(workbook.status).toBe(200);
  } finally {
    await stop(child);
    await Promise.all([service.stop(), bigQuery.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a bad --port is refused with a message, not a stack trace', async () => {
  const { child, output } = startCli(['--port', '99999']);
  const text = await output;
  await stop(child);
  expect(text.trim()).toBe('playground: --port must be 0-65535, got 99999');
});

test('a busy port is named, with how to pick another, and the playground exits with an error', async () => {
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const { port } = busy.address() as { port: number };
  const dataDir = mkdtempSync(join(tmpdir(), 'seo-sheets-cli-'));
  try {
    const { child, output } = startCli(['--port', String(port), '--data', dataDir]);
    const text = await output;
    expect(await exited(child)).toBe(1);
    expect(text.trim()).toBe(
      `playground: port ${port} is already in use on 127.0.0.1 (another playground or program is listening there). ` +
        'Start on another port: npm start -- --port 0 (any free port) or --port N.',
    );
  } finally {
    busy.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
