/**
 * Calls the simulator's `/__sim/*` control endpoints from Node. Each call opens its own connection:
 * the emulator blocks this thread during synchronous UrlFetch, long enough for the simulator to close an
 * idle kept-alive socket, and a pooled client (global fetch) would then fail with "other side closed".
 */
import { request } from 'node:http';

/** Where an emulator's `clockLink` posts its advances, so the simulator's clock follows the emulated one. */
export function clockLinkUrl(baseUrl: string): string {
  return new URL('/__sim/advance', baseUrl).href;
}

export function simulatorControl(baseUrl: string, path: string, body: unknown = {}): Promise<unknown> {
  return send('POST', new URL(path, baseUrl), JSON.stringify(body));
}

/** `GET /__sim/state` (with `query`'s parameters): the simulator's state, as the envelope's `data`. */
export async function simulatorState(
  baseUrl: string,
  query: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  return (await simulatorGet(baseUrl, '/__sim/state', query)) as Record<string, unknown>;
}

/** A `GET /__sim/*` control (`/__sim/webhooks`): the envelope's `data`. */
export async function simulatorGet(
  baseUrl: string,
  path: string,
  query: Record<string, string> = {},
): Promise<unknown> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const reply = (await send('GET', url, '')) as { data: unknown };
  return reply.data;
}

async function send(method: 'GET' | 'POST', url: URL, payload: string): Promise<unknown> {
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
  if (status < 200 || status >= 300) throw new Error(`simulator ${url.pathname} answered ${status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}
