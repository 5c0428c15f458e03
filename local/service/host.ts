/**
 * Many simulators in one process: a test run starts one host and each suite asks it for a simulator of its
 * own (its port, state, clock, faults and quotas), rather than paying for a process and the simulator's
 * parse per suite. Simulators in one process share only what is remembered of generated answers, which is
 * keyed so none sees another's (position-scripts.ts). The host's own port answers `POST /simulators` (a
 * new simulator: `ServiceOptions` less the port; its URL back) and `DELETE /simulators?url=…` (stops one).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { closeServer, isJsonObject, listenLocal, readBodyText } from './http';
import { type RunningService, type ServiceOptions, startService } from './index';

export interface RunningHost {
  url: string;
  close(): Promise<void>;
}

/** A simulator's options from a request's JSON object; null when the body is not one. */
async function optionsOf(req: IncomingMessage): Promise<Omit<ServiceOptions, 'port'> | null> {
  let body: unknown;
  try {
    body = JSON.parse((await readBodyText(req)) || '{}');
  } catch {
    return null;
  }
  if (!isJsonObject(body)) return null;
  const { latencyMs, seed } = body;
  return {
    ...(typeof latencyMs === 'number' ? { latencyMs } : {}),
    ...(typeof seed === 'string' ? { seed } : {}),
  };
}

export async function startHost(port = 0): Promise<RunningHost> {
  const running = new Map<string, RunningService>();
  const server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const handled = async () => {
      if (url.pathname !== '/simulators') return answer(404, { error: `no ${url.pathname} here` });
      if (req.method === 'POST') {
        const options = await optionsOf(req);
        if (!options) return answer(400, { error: "a simulator's options are a JSON object" });
        const service = await startService({ ...options, port: 0 });
        running.set(service.url, service);
        return answer(200, { url: service.url });
      }
      if (req.method === 'DELETE') {
        const service = running.get(url.searchParams.get('url') ?? '');
        if (!service) return answer(404, { error: 'no such simulator' });
        running.delete(service.url);
        await service.close();
        return answer(200, { stopped: service.url });
      }
      return answer(405, { error: `${req.method} is not served` });
    };
    handled().catch((error: unknown) => answer(500, { error: String(error) }));
  });
  const url = `http://127.0.0.1:${await listenLocal(server, port)}`;
  return {
    url,
    close: async () => {
      await Promise.all([...running.values()].map((service) => service.close()));
      running.clear();
      await closeServer(server);
    },
  };
}
