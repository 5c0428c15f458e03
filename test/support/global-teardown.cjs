// Stops what the global setup started: the shared BigQuery simulator and the host of service simulators.
module.exports = async function globalTeardown() {
  const stops = await Promise.all([globalThis.__stopSharedBigQuery, globalThis.__stopSimulatorHost]);
  await Promise.all(stops.map((stop) => stop?.()));
};
