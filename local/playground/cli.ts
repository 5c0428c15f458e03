/**
 * `npm start`: the simulator in a child process (or `--service URL`, one already running), the playground
 * on http://127.0.0.1:8080/ (or `--port P`, 0 for any free port), both URLs and the demo sign-in printed;
 * Ctrl+C stops both.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, startPlayground } from './server';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DEFAULT_PORT) },
      data: { type: 'string' },
      service: { type: 'string' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be 0-65535, got ${values.port}`);
  if (values.service !== undefined && !/^https?:\/\/[^/]+/.test(values.service))
    throw new Error(`--service must be a URL such as http://127.0.0.1:8787, got ${values.service}`);
  const playground = await startPlayground({ port, dataDir: values.data, serviceUrl: values.service });
  console.log(`Playground:  ${playground.url}`);
  // The add-on reaches it through the API_BASE_URL script property, whatever address the build baked in.
  console.log(`Simulator:   ${playground.serviceUrl}  (the add-on's API_BASE_URL in this playground)`);
  console.log('Demo sign-in: demo@example.com / demo  (Extensions > SEO Sheets > Sign in)');
  const stop = () => {
    playground.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: Error) => {
  console.error(`playground: ${error.message}`);
  process.exit(1);
});
