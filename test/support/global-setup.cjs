// Jest's global setup: the shared BigQuery simulator starts while the bundle builds (its start overlaps
// the build's seconds), then the host of service simulators, over the simulator the build bundled; all is
// ready before any suite runs.
const buildOnce = require('./build-once.cjs');
const { startSharedBigQuery, startSimulatorHost } = require('./simulators-once.cjs');

/** What a busy machine's start may take (test/support/time-outs.ts: SIMULATOR_START_TIMEOUT). */
const START_TIMEOUT_MS =
  15_000 *
  (Number(process.env.SEO_SHEETS_TEST_SLOWDOWN) > 0 ? Number(process.env.SEO_SHEETS_TEST_SLOWDOWN) : 4);

module.exports = async function globalSetup() {
  const started = startSharedBigQuery(START_TIMEOUT_MS);
  // Read by the teardown, which runs in this process.
  globalThis.__stopSharedBigQuery = started;
  buildOnce();
  const host = startSimulatorHost(START_TIMEOUT_MS);
  globalThis.__stopSimulatorHost = host;
  await Promise.all([started, host]);
};
