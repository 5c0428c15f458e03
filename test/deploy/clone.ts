/**
 * A scratch copy of the project as a fresh clone has it (the files git tracks, plus any not yet committed),
 * sharing this checkout's node_modules, with an empty HOME: no clasp credentials, no global clasp. Deploy
 * tests build and push from here, so they never rewrite the build/ other tests are reading.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { scaled } from '../support/time-outs';

export const ROOT = join(__dirname, '..', '..');
const FAKE_GOOGLE = join(__dirname, 'fake-google', 'register.mjs');

export interface Run {
  readonly status: number | null;
  /** stdout and stderr together, as a maintainer reads them. */
  readonly output: string;
}

export interface Clone {
  readonly dir: string;
  readonly home: string;
  /** Runs a command in the clone with the throw-away HOME and only the environment given. */
  run(command: string, args: string[], env?: Record<string, string>): Run;
  /** Signs clasp in with stored credentials whose refresh the fake Google answers. */
  signIn(): void;
  /** Environment that sends clasp's requests to the fake Google, which logs them to `log`. */
  fakeGoogle(log: string, extra?: Record<string, string>): Record<string, string>;
  remove(): void;
}

export function cloneProject(): Clone {
  const dir = mkdtempSync(join(tmpdir(), 'seo-sheets-clone-'));
  const home = join(dir, '.home');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && !file.startsWith('node_modules/'));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    try {
      copyFileSync(join(ROOT, file), join(dir, file));
    } catch (error) {
      // Tracked but deleted in this checkout: a clone would not have it either.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  mkdirSync(home);

  const baseEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    // npm would otherwise write its cache and logs under the real HOME, and ask about updates.
    npm_config_cache: join(home, '.npm'),
    npm_config_update_notifier: 'false',
  };
  return {
    dir,
    home,
    run(command, args, env = {}) {
      const result = spawnSync(command, args, {
        cwd: dir,
        env: { ...baseEnv, ...env },
        encoding: 'utf8',
        // A command is a Node process that loads googleapis (clasp) or npm: seconds apiece on a busy machine.
        timeout: scaled(60_000),
      });
      return { status: result.status, output: `${result.stdout}${result.stderr}` };
    },
    signIn() {
      const stored = {
        type: 'authorized_user',
        client_id: 'fake-client.apps.googleusercontent.com',
        client_secret: 'fake-secret',
        refresh_token: 'fake-refresh-token',
      };
      writeFileSync(join(home, '.clasprc.json'), JSON.stringify({ tokens: { default: stored } }));
    },
    fakeGoogle(log, extra = {}) {
      return { NODE_OPTIONS: `--import ${FAKE_GOOGLE}`, FAKE_GOOGLE_LOG: log, ...extra };
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
