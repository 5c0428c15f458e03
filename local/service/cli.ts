/**
 * `npm run service -- --port P [--latency MS] [--seed S] [--public-mcp URL] [--public-auth URL] [--lifeline]`:
 * one ready line, clean stop on SIGTERM/SIGINT. With `--host`, a host of simulators on P instead (host.ts),
 * which starts one per request.
 */
import { parseArgs } from 'node:util';
import { stopOnSignal } from '../child';
import { startHost } from './host';
import { startService } from './index';
import { READY_PREFIX } from './spawn';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      latency: { type: 'string', default: '0' },
      seed: { type: 'string', default: 'default' },
      // The tool server's endpoint and its authorization server as a release build names them.
      'public-mcp': { type: 'string' },
      'public-auth': { type: 'string' },
      // Set by spawnService: stdin is a pipe from the parent, closed however the parent dies.
      lifeline: { type: 'boolean', default: false },
      host: { type: 'boolean', default: false },
    },
  });
  if (values.host) {
    const host = await startHost(Number(values.port));
    console.log(`${READY_PREFIX}${host.url}`);
    stopOnSignal(() => host.close(), values.lifeline);
    return;
  }
  const service = await startService({
    port: Number(values.port),
    latencyMs: Number(values.latency),
    seed: values.seed,
    publicAddresses: { mcp: values['public-mcp'], auth: values['public-auth'] },
  });
  console.log(`${READY_PREFIX}${service.url}`);
  stopOnSignal(() => service.close(), values.lifeline);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
