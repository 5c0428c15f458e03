/** The service simulator, in-process. Use `spawnService` (./spawn) when the caller blocks its thread. */
import { type PublicAddresses, toolServer } from '../mcp';
import { GONE, routes } from './routes';
import { Router } from './router';
import { SimulatorServer } from './server';
import { State } from './state';

export interface ServiceOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** Delay before every API answer. Default 0. */
  latencyMs?: number;
  /** Seeds generated data and the token secret. Default `default`. */
  seed?: string;
  /** The tool server's endpoint and its authorization server's address as clients reach them (default: this one). */
  publicAddresses?: PublicAddresses;
}

export interface RunningService {
  url: string;
  close(): Promise<void>;
}

export async function startService(opts: ServiceOptions = {}): Promise<RunningService> {
  const state = new State(opts.seed ?? 'default', opts.latencyMs ?? 0);
  const server = new SimulatorServer(state, new Router(routes, GONE));
  const url = await server.listen(opts.port ?? 0);
  server.use(toolServer(state, url, opts.publicAddresses));
  return { url, close: () => server.close() };
}
