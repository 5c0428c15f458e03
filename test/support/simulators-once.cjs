// The run's shared simulators, started by the global setup: one BigQuery simulator, started while the
// bundle builds, which suites share in projects of their own (test/support/bigquery.ts), and one host of
// service simulators (local/service/host.ts), which starts a simulator of its own for each suite
// (test/support/service.ts) in one process. Neither is paid for per suite. Their CLIs are bundled (the
// engine's native package stays external) so they start without compiling TypeScript, and so does every
// simulator a suite spawns on its own (the spawn modules read the bundles' paths).
const { mkdirSync, renameSync } = require('node:fs');
const { join } = require('node:path');
const { buildSync } = require('esbuild');

const ROOT = join(__dirname, '../..');
const DIR = require('./cache-dir.cjs');

/** Bundles `entry` to `name` in the cache, written aside and renamed so no other run starts half a file. */
function bundle(entry, name) {
  mkdirSync(DIR, { recursive: true });
  const target = join(DIR, name);
  const written = join(DIR, `${process.pid}-${name}`);
  buildSync({
    entryPoints: [join(ROOT, entry)],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['@duckdb/node-api'],
    outfile: written,
    logLevel: 'warning',
  });
  renameSync(written, target);
  return target;
}

/** Starts the shared simulator; resolves with its stop once it is ready (its URL in the environment). */
async function startSharedBigQuery(startTimeoutMs) {
  const { BUNDLED_BIGQUERY, spawnBigQuery } = require(
    bundle('local/bigquery/spawn.ts', 'bigquery-spawn.cjs'),
  );
  process.env[BUNDLED_BIGQUERY] = bundle('local/bigquery/cli.ts', 'bigquery.cjs');
  const child = await spawnBigQuery({ startTimeoutMs });
  process.env.SEO_SHEETS_BIGQUERY_URL = child.url;
  return child.stop;
}

/**
 * Starts the host of service simulators, once build-once.cjs has bundled the simulator; resolves with its
 * stop once it is ready (its URL in the environment).
 */
async function startSimulatorHost(startTimeoutMs) {
  const { spawnHost } = require(bundle('local/service/spawn.ts', 'simulator-spawn.cjs'));
  const child = await spawnHost(startTimeoutMs);
  process.env.SEO_SHEETS_SIMULATOR_HOST = child.url;
  return child.stop;
}

module.exports = { startSharedBigQuery, startSimulatorHost };
