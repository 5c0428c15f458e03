/**
 * `.ci/apt-install`, which CI and the browser tests' set-up use to install Chromium: it waits while
 * another apt process holds a lock and fails at once on anything else. A fake apt-get stands in for
 * Debian's, answering as apt does when its lock is taken.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '..', '..', '.ci', 'apt-install');
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'apt-install-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fake apt-get that fails `busy` times with `failure`, then succeeds; it logs every call. */
function fakeAptGet(busy: number, failure: string): string {
  const path = join(dir, 'apt-get');
  writeFileSync(
    path,
    `#!/usr/bin/env bash
echo "$*" >> "${dir}/calls"
n=$(cat "${dir}/count" 2>/dev/null || echo 0); echo $((n + 1)) > "${dir}/count"
if [ "$n" -lt ${busy} ]; then echo "${failure}" >&2; exit 100; fi
echo "ok"
`,
  );
  chmodSync(path, 0o755);
  return path;
}

function run(aptGet: string, wait: number) {
  const result = spawnSync(SCRIPT, ['chromium'], {
    env: { ...process.env, APT_GET: aptGet, APT_LOCK_WAIT: String(wait), APT_LOCK_POLL: '0.05', SUDO: '' },
    encoding: 'utf8',
  });
  const calls = readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n');
  return { status: result.status, stderr: result.stderr, calls };
}

const LOCKED = 'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4242 (apt-get)';

test('waits while another apt process holds the lock, then updates and installs', () => {
  const { status, stderr, calls } = run(fakeAptGet(3, LOCKED), 60);
  expect(status).toBe(0);
  expect(stderr).toMatch(/another apt process holds the lock; waiting/);
  expect(calls).toHaveLength(5);
  expect(calls.slice(0, 4).every((call) => call.endsWith('update -qq'))).toBe(true);
  expect(calls[4]).toMatch(/DPkg::Lock::Timeout=\d+ install -y -qq chromium$/);
});

test('gives up on a lock that stays held past the limit, saying so', () => {
  const { status, stderr } = run(fakeAptGet(1_000_000, LOCKED), 1);
  expect(status).toBe(100);
  expect(stderr).toMatch(/gave up after 1 s waiting for apt's lock/);
});

test('fails at once on an error that is not a lock', () => {
  const { status, stderr, calls } = run(fakeAptGet(1, 'E: Unable to locate package chromium'), 60);
  expect(status).toBe(100);
  expect(stderr).toMatch(/Unable to locate package/);
  expect(calls).toHaveLength(1);
});
