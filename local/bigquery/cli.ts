/**
 * `npm run bigquery -- [--port 9050] [--data .local-data/bigquery.duckdb] [--lifeline]`: one ready line,
 * clean stop on SIGTERM/SIGINT.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { stopOnSignal } from '../child';
import { startBigQuery } from './index';
import { READY_PREFIX } from './spawn';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '9050' },
      data: { type: 'string' },
      // Set by spawnBigQuery: stdin is a pipe from the parent, closed however the parent dies.
      lifeline: { type: 'boolean', default: false },
    },
  });
  if (values.data) mkdirSync(dirname(values.data), { recursive: true });
  const bigquery = await startBigQuery({ port: Number(values.port), dataPath: values.data });
  console.log(`${READY_PREFIX}${bigquery.url}`);
  stopOnSignal(() => bigquery.close(), values.lifeline);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
