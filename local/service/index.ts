/** The service simulator, in-process. Use `spawnService` (./spawn) when the caller blocks its thread. */
import { ownedByToolServer, type PublicAddresses } from '../mcp/paths';
import { GONE, routes } from './routes';
import { Router } from './router';
import { type Mount, SimulatorServer } from './server';
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
  server.use(lazyToolServer(state, url, opts.publicAddresses));
  return { url, close: () => server.close() };
}

/**
 * The tool server, loaded at its first request: its SDK and Express took a tenth of a second of every
 * simulator's start (the tests start dozens), and most simulators never serve a tool call.
 */
function lazyToolServer(state: State, url: string, addresses: PublicAddresses | undefined): Mount {
  let mount: Mount | undefined;
  return {
    owns: ownedByToolServer,
    handle: (req, res) => {
      mount ??= (require('../mcp') as typeof import('../mcp')).toolServer(state, url, addresses);
      mount.handle(req, res);
    },
  };
}
