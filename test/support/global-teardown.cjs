// Stops what the global setup started: the shared BigQuery simulator.
module.exports = async function globalTeardown() {
  const stop = await globalThis.__stopSharedBigQuery;
  if (stop) await stop();
};
