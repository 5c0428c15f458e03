/**
 * The HTTP layer: authorization (any bearer token, as the emulator sends the script's), the project (made
 * on first use; a disabled API answers for it), armed faults, the upload's parts, then the handler. One
 * request works at a time, so a job, its transaction and its metadata never interleave with another's.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { closeServer, listenLocal } from '../service/http';
import type { Answer, Call } from './call';
import { control } from './control';
import { asBigQueryError, BigQueryError, fail } from './errors';
import { readUpload } from './multipart';
import { match } from './routes';
import type { State } from './state';

const NOT_FOUND_PAGE =
  '<!DOCTYPE html>\n<html lang=en><meta charset=utf-8><title>Error 404 (Not Found)!!1</title><p><b>404.</b> <ins>That’s an error.</ins><p>The requested URL was not found on this server. <ins>That’s all we know.</ins>';

export class BigQueryServer {
  private readonly server: Server;
  /** The tail of the work queue: each request's work starts when the one before has ended. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly state: State) {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        console.error('bigquery simulator: unhandled error', error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  }

  async listen(port: number): Promise<string> {
    return `http://127.0.0.1:${await listenLocal(this.server, port)}`;
  }

  close(): Promise<void> {
    return closeServer(this.server);
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL((req.url ?? '/').replace(/^\/+/, '/'), 'http://127.0.0.1');
    const method = String(req.headers['x-http-method-override'] ?? req.method ?? 'GET').toUpperCase();
    const body = await readBody(req);
    if (url.pathname.startsWith('/__sim/')) {
      const input =
        method === 'GET'
          ? Object.fromEntries(url.searchParams)
          : { ...Object.fromEntries(url.searchParams), ...parseJson(body) };
      const answer = await this.serially(() =>
        control(this.state, url.pathname.slice('/__sim/'.length), method, input),
      );
      return writeJson(res, answer.status, answer.body);
    }
    const found = match(method, url.pathname);
    if (!found) {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=UTF-8' }).end(NOT_FOUND_PAGE);
      return;
    }
    if (!/^Bearer\s+\S+/i.test(req.headers.authorization ?? ''))
      return writeError(res, fail.unauthenticated());
    const { route, params } = found;
    const { projectId, ...rest } = params;
    const project = await this.serially(() => this.state.project(projectId));
    if (!project.apiEnabled) return writeError(res, fail.accessNotConfigured(project.number));
    const fault = this.state.faults.take(projectId, route.id);
    if (fault === 'connectionLost') return void req.socket.destroy();
    if (fault === 'backendError') return writeError(res, fail.backendError());
    if (fault === 'internalError') return writeError(res, fail.internalError());
    if (fault === 'rateLimitExceeded') return writeError(res, fail.rateLimitExceeded());
    let outcome: Answer | BigQueryError;
    try {
      outcome = await this.serially(async () => {
        await this.state.expire(projectId);
        const call: Call = {
          state: this.state,
          project,
          params: rest,
          query: url.searchParams,
          body: route.upload ? {} : parseJson(body, true),
          ...(route.upload
            ? {
                upload: readUpload(
                  url.searchParams.get('uploadType'),
                  String(req.headers['content-type'] ?? ''),
                  body,
                ),
              }
            : {}),
          now: this.state.now(projectId),
        };
        return route.handle(call);
      });
    } catch (error) {
      outcome = asBigQueryError(error);
    }
    if (fault === 'connectionLostAfterCommit') return void req.socket.destroy();
    if (fault === 'backendErrorAfterCommit') return writeError(res, fail.backendError());
    if (outcome instanceof BigQueryError) return writeError(res, outcome);
    if (outcome.status === 204) {
      res.writeHead(204).end();
      return;
    }
    writeJson(res, outcome.status, outcome.body);
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A JSON object body; `strict` refuses what is not JSON as Google does, else it reads as none. */
function parseJson(body: Buffer, strict = false): Record<string, unknown> {
  const text = body.toString('utf8');
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Falls through to the refusal below.
  }
  if (!strict) return {};
  throw new BigQueryError({
    reason: 'parseError',
    message: 'Invalid JSON payload received. Unexpected token.',
  });
}

function writeError(res: ServerResponse, error: BigQueryError): void {
  writeJson(res, error.httpStatus, error.body());
}

function writeJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8' });
  res.end(JSON.stringify(body));
}
