// Jest's global setup: build the bundle once, before any suite runs, so the emulator and browser suites
// always exercise the code under test, never a build/ left over from an earlier checkout or edit. The
// simulator is bundled once too: the suites spawn dozens of simulators, and each would otherwise compile
// its TypeScript again through tsx (about 0.3 s of CPU apiece, seconds on a cold cache).
const { execFileSync } = require('node:child_process');
const { mkdirSync, renameSync } = require('node:fs');
const { join } = require('node:path');
const { buildSync } = require('esbuild');

const ROOT = join(__dirname, '../..');

module.exports = function buildOnce() {
  execFileSync(process.execPath, [require.resolve('tsx/cli'), join(ROOT, 'scripts/build.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const dir = require('./cache-dir.cjs');
  mkdirSync(dir, { recursive: true });
  const simulator = join(dir, 'simulator.cjs');
  // Written aside and renamed, so another run's workers never start a half-written file.
  const written = join(dir, `simulator-${process.pid}.cjs`);
  buildSync({
    entryPoints: [join(ROOT, 'local/service/cli.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile: written,
    logLevel: 'warning',
  });
  renameSync(written, simulator);
  // Read by local/service/spawn.ts in the workers, which inherit this process's environment.
  process.env.SEO_SHEETS_SIMULATOR = simulator;
};
