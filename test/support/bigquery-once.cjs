// One BigQuery simulator for the whole run, started while the bundle builds: suites share it, each in
// projects of its own (test/support/bigquery.ts), so none pays for a start. Its CLI is bundled (the
// engine's native package stays external) so it starts without compiling TypeScript, and so does every
// simulator a suite spawns on its own (local/bigquery/spawn.ts reads the bundle's path).
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

module.exports = { startSharedBigQuery };
