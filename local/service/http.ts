/** HTTP plumbing shared by the simulator's server and the playground's: loopback only. */
import type { IncomingMessage, Server } from 'node:http';

/** Listens on 127.0.0.1 (`port` 0 picks a free one); resolves with the port. */
export function listenLocal(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no TCP address'));
      resolve(address.port);
    });
  });
}

/** Stops listening and drops open connections, kept-alive ones included. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** The body as UTF-8 text; null (and the rest left unread) as soon as it grows past `maxBytes`. */
export function readBodyText(request: IncomingMessage): Promise<string>;
export function readBodyText(request: IncomingMessage, maxBytes: number): Promise<string | null>;
export async function readBodyText(
  request: IncomingMessage,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A parsed JSON value that is an object (not null, not an array). */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
