/** Small helpers for the playground's JSON-over-HTTP endpoints. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isJsonObject, readBodyText } from '../service/http';
import type { ErrorBody } from './protocol';

/** Request bodies of the playground are small; anything bigger is a mistake or an attack. */
const MAX_BODY_BYTES = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (text === null) throw new HttpError(413, 'request body too large');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new HttpError(400, 'request body is not JSON');
  }
}

export function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));
}

export function sendError(response: ServerResponse, error: unknown): void {
  const status = error instanceof HttpError ? error.status : 500;
  const body: ErrorBody = { error: error instanceof Error ? error.message : String(error) };
  sendJson(response, status, body);
}

/** The request body as an object, or a 400. */
export function objectBody(body: unknown): Record<string, unknown> {
  if (!isJsonObject(body)) throw new HttpError(400, 'request body must be a JSON object');
  return body;
}

export function stringField(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value !== 'string') throw new HttpError(400, `"${key}" must be a string`);
  return value;
}

export function numberField(body: Record<string, unknown>, key: string): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new HttpError(400, `"${key}" must be a number`);
  return value;
}
