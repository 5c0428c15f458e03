import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { SIMULATOR_START_TIMEOUT, scaled } from '../support/time-outs';

const ROOT = join(__dirname, '../..');
const CLI = join(ROOT, 'local/service/cli.ts');

/** Resolves with the first stdout line matching `pattern`. */
function lineMatching(stream: NodeJS.ReadableStream, pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    let buffer = '';
    stream.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((l) => pattern.test(l));
      if (line) resolve(line);
    });
  });
}

async function refused(url: string, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { redirect: 'manual' });
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

test('the CLI prints exactly one ready line with the URL and stops cleanly on SIGTERM', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0'], { cwd: ROOT });
  let stdout = '';
  child.stdout.on('data', (c: Buffer) => {
    stdout += c.toString();
  });
  const line = await lineMatching(child.stdout, /ready/);
  const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1] as string;
  expect((await fetch(`${url}/api/users/whoami`, { redirect: 'manual' })).status).toBe(302);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(stdout.trim().split('\n')).toEqual([`service simulator ready at ${url}`]);
});

test('a spawned simulator dies with its parent, even when the parent is killed outright', async () => {
  const script = `require(${JSON.stringify(join(ROOT, 'local/service/spawn.ts'))}).spawnService({ startTimeoutMs: ${SIMULATOR_START_TIMEOUT} }).then((s) => console.log('child ' + s.url));`;
  const parent = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT });
  const line = await lineMatching(parent.stdout, /^child /);
  const url = line.slice('child '.length).trim();
  expect((await fetch(`${url}/api/users/whoami`, { redirect: 'manual' })).status).toBe(302);
  parent.kill('SIGKILL');
  expect(await refused(url, scaled(10_000))).toBe(true);
});
