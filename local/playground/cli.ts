/**
 * `npm start`: the simulator in a child process (or `--service URL`, one already running), the BigQuery
 * simulator beside it (or `--bigquery URL`), the playground on http://127.0.0.1:8080/ (or `--port P`, 0 for
 * any free port), the URLs and the demo sign-in printed; Ctrl+C stops them all.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, startPlayground } from './server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      data: { type: 'string' },
      service: { type: 'string' },
      bigquery: { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0-65535, got ${values.port}`);
  if (values.service !== undefined && !/^https?:\/\/[^/]+/.test(values.service))
    throw new Error(`--service must be a URL such as http://127.0.0.1:8787, got ${values.service}`);
  if (values.bigquery !== undefined && !/^https?:\/\/[^/]+/.test(values.bigquery))
    throw new Error(`--bigquery must be a URL such as http://127.0.0.1:9050, got ${values.bigquery}`);
  const playground = await startPlayground({
    port,
    dataDir: values.data,
    serviceUrl: values.service,
    bigQueryUrl: values.bigquery,
  });
  console.log(`Playground:  ${playground.url}`);
  // The add-on reaches it through the API_BASE_URL script property, whatever address the build baked in.
  console.log(`Simulator:   ${playground.serviceUrl}  (the add-on's API_BASE_URL in this playground)`);
  console.log(
    `BigQuery:    ${playground.bigQueryUrl}  (https://bigquery.googleapis.com here; ${playground.url}warehouse)`,
  );
  console.log('Demo sign-in: demo@example.com / demo  (Extensions > SEO Sheets > Sign in)');
  const stop = () => {
    playground.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A busy port is a user's everyday mistake: say which port and how to choose another, not Node's code. */
function problem(error: NodeJS.ErrnoException & { port?: number }): string {
  if (error.code !== 'EADDRINUSE') return error.message;
  return (
    `port ${error.port} is already in use on 127.0.0.1 (another playground or program is listening there). ` +
    'Start on another port: npm start -- --port 0 (any free port) or --port N.'
  );
}

main().catch((error: Error) => {
  console.error(`playground: ${problem(error)}`);
  process.exit(1);
});
