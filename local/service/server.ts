/**
 * The HTTP layer: reads requests, applies latency and armed faults to `/api` requests (and faults aimed
 * at the tool server to its requests), hands them to the router, and writes replies. Every timer it starts is released by `close()`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, isJsonObject, listenLocal, readBodyText } from './http';
import { control } from './control';
import type { ReplyMode } from './faults';
import { multipartBoundary, parseForm, parseMultipart } from './form';
import { ALREADY_ACTIVE, envelope, fail, html, notFound, type Reply, ServiceError } from './reply';
import type { Router } from './router';
import { Scripted } from './scripted';
import type { State } from './state';
import { hookOf } from './webhooks';

/** A sub-application served on the simulator's port (the tool server): it answers the paths it owns. */
export interface Mount {
  owns(path: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

export class SimulatorServer {
  private readonly server: Server;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly state: State,
    private readonly router: Router,
  ) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        write(res, html(500, 'Internal Server Error'));
        console.error('simulator: unhandled error', error);
      });
    });
  }

  async listen(port: number): Promise<string> {
    return `http://127.0.0.1:${await listenLocal(this.server, port)}`;
  }

  private mount: Mount | undefined;

  use(mount: Mount): void {
    this.mount = mount;
  }

  close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    return closeServer(this.server);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // `//api/...` is a path with a doubled slash (the live service takes it), not a host named `api`.
    const url = new URL((req.url ?? '/').replace(/^\/+/, '/'), 'http://127.0.0.1');
    if (this.mount?.owns(url.pathname)) {
      // Only a fault aimed at the tool server's paths reaches it: its requests are not `/api` ones.
      const fault = this.state.faults.take(url.pathname);
      if (!fault) return this.mount.handle(req, res);
      if (fault.mode === 'cut') return this.mount.handle(req, cutShort(res));
      req.resume();
      await this.sleep(fault.mode === 'timeout' ? fault.holdMs : 0);
      write(res, faultReply(fault.mode, url.pathname));
      return;
    }
    const method = req.method ?? 'GET';
    if (hookOf(url.pathname)) {
      const text = await readBodyText(req);
      const query = parseForm(url.search.slice(1));
      const contentType = req.headers['content-type'] ?? '';
      const incoming = { method, path: url.pathname, query, contentType, text };
      write(res, this.state.webhooks.receive(incoming, this.state.clock.now()));
      return;
    }
    const body = await readBody(req);
    const query = parseForm(url.search.slice(1));
    if (url.pathname.startsWith('/__sim/')) {
      write(
        res,
        answer(() =>
          control(this.state, url.pathname.slice('/__sim/'.length), method, method === 'GET' ? query : body),
        ),
      );
      return;
    }
    const client = req.socket.remoteAddress ?? '';
    const faults = this.state.faults;
    if (!faults.admit(client)) {
      await this.sleep(this.state.latencyMs);
      write(res, faultReply('edge_reject', url.pathname));
      return;
    }
    try {
      const fault = faults.take(url.pathname);
      await this.sleep(fault?.mode === 'timeout' ? fault.holdMs : this.state.latencyMs);
      if (res.destroyed) return;
      const reply =
        fault && fault.mode !== 'cut'
          ? faultReply(fault.mode, url.pathname)
          : scripted(
              this.state,
              answer(() =>
                this.router.dispatch(this.state, {
                  method,
                  path: url.pathname,
                  query,
                  body,
                  authorization: req.headers.authorization,
                }),
              ),
            );
      write(fault?.mode === 'cut' ? cutShort(res) : res, reply);
    } finally {
      faults.release(client);
    }
  }

  private sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

/** A successful answer as a test scripted it: its rows' text, or a page far larger than asked. */
function scripted(state: State, reply: Reply): Reply {
  if (reply.kind !== 'json' || reply.status !== 200) return reply;
  const body = reply.body as { success?: unknown; data?: unknown; pagination?: Record<string, unknown> };
  if (body?.success !== true) return reply;
  const rows = body.pagination ? state.scripted.takeOversize() : 0;
  if (rows) {
    const text = Scripted.oversizedPage(rows, body.pagination ?? {});
    return { kind: 'text', status: 200, contentType: 'application/json; charset=utf-8', body: text };
  }
  return { ...reply, body: { ...body, data: state.scripted.rewrite(body.data) } };
}

/** What `run` answers, or the reply of the `ServiceError` a handler threw from any depth. */
function answer(run: () => Reply): Reply {
  try {
    return run();
  } catch (error) {
    if (error instanceof ServiceError) return error.reply;
    throw error;
  }
}

function faultReply(mode: ReplyMode, path: string): Reply {
  switch (mode) {
    case 'http500_html':
      return html(500, 'Internal Server Error');
    case 'http503':
      return html(503, 'Service Unavailable');
    case 'edge_reject':
      return html(403, 'Request blocked by edge protection');
    case 'timeout':
      return html(504, 'Gateway Timeout');
    case 'database':
      return envelope(500, 'database', 'Database error');
    // A captive portal, a proxy's sign-in page, a parked domain: a web page with a success status.
    case 'html200':
      return html(200, 'Welcome');
    // A route the service no longer has, as it answered one in February 2026.
    case 'gone':
      return notFound(path);
    case 'upstream':
      return fail.upstream().reply;
    // A refusal inside a 200, as the reference's rank-tracker examples show one (`projects/activate`).
    case 'refused200':
      return { ...ALREADY_ACTIVE, status: 200 };
  }
}

/** A JSON, form-urlencoded or multipart body as one object of parameters; anything unreadable is none. */
async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBodyText(req);
  if (text.trim() === '') return {};
  const type = req.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return parseForm(text);
  const boundary = multipartBoundary(type);
  if (boundary) return parseMultipart(text, boundary) ?? {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isJsonObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function write(res: ServerResponse, reply: Reply): void {
  if (res.headersSent || res.destroyed) return;
  const body = reply.kind === 'json' ? JSON.stringify(reply.body) : reply.body;
  const contentType = reply.kind === 'json' ? 'application/json; charset=utf-8' : reply.contentType;
  res.writeHead(reply.status, { 'Content-Type': contentType, ...reply.headers });
  res.end(body);
}

/**
 * The `cut` fault: the response as its handler writes it (the service did the work, and charged for it), its
 * status and headers sent whole with the whole body's Content-Length, but only the first half of the body,
 * then the connection is closed, as a dropped connection does. The head is held until the body is known.
 */
function cutShort(res: ServerResponse): ServerResponse {
  const chunks: Buffer[] = [];
  const bytes = (chunk: unknown, encoding?: unknown): Buffer =>
    Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(
          String(chunk ?? ''),
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
        );
  const cut = res as ServerResponse & { writeHead: unknown; write: unknown; end: unknown };
  const [writeHead, write] = [res.writeHead.bind(res), res.write.bind(res)];
  let head: { status: number; headers: Record<string, unknown> } = { status: 200, headers: {} };
  cut.writeHead = (status: number, ...rest: unknown[]) => {
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null) ?? {};
    head = { status, headers: headers as Record<string, unknown> };
    return res;
  };
  cut.write = (chunk: unknown, encoding?: unknown) => {
    chunks.push(bytes(chunk, encoding));
    return true;
  };
  cut.end = (chunk?: unknown, encoding?: unknown) => {
    if (chunk !== undefined && typeof chunk !== 'function') chunks.push(bytes(chunk, encoding));
    const whole = Buffer.concat(chunks);
    writeHead(head.status, { ...head.headers, 'Content-Length': whole.length });
    write(whole.subarray(0, Math.floor(whole.length / 2)), () => res.destroy());
    return res;
  };
  return res;
}
