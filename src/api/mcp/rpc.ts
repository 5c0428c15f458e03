/**
 * JSON-RPC over MCP's Streamable HTTP transport, made of UrlFetchApp's synchronous posts: every message is
 * a POST that accepts a JSON body or an SSE stream, carries the session id when the server handed one out,
 * and the negotiated protocol version after the handshake. Failures become the api's typed errors where
 * REST's do (`../outcome.ts` `generateError`).
 */
import { ApiError, ToolConnectionEndedError } from '../errors';
import { cutShort, generateError, isWebPage } from '../outcome';
import { type HttpOutcome, type HttpRequest, isThrown } from '../transport';
import { said } from '../../shared/i18n/said';

export const PROTOCOL_VERSION = '2025-06-18';
const PATH = '/mcp';

export interface RpcMessage {
  readonly method: string;
  readonly params?: object;
}

/** Where the server is and what the handshake settled; the session id changes only at initialize. */
export interface RpcChannel {
  readonly url: string;
  readonly token: string;
  /** The account, named in messages. */
  readonly account: string;
  sessionId?: string;
  protocolVersion?: string;
}

/** `id` null: a notification, which has no answer. */
export function rpcRequest(channel: RpcChannel, message: RpcMessage, id: number | null): HttpRequest {
  const headers: Record<string, string> = {
    Accept: 'application/json, text/event-stream',
    Authorization: `Bearer ${channel.token}`,
  };
  if (channel.sessionId) headers['Mcp-Session-Id'] = channel.sessionId;
  if (channel.protocolVersion) headers['MCP-Protocol-Version'] = channel.protocolVersion;
  const body = id === null ? { jsonrpc: '2.0', ...message } : { jsonrpc: '2.0', id, ...message };
  return {
    url: channel.url,
    method: 'post',
    headers,
    contentType: 'application/json',
    payload: JSON.stringify(body),
  };
}

/** The tool server refused the token: expired past refreshing, revoked, or never valid. */
export function connectionEnded(account: string): ApiError {
  return new ToolConnectionEndedError(account, { path: PATH });
}

/**
 * The `result` of the answer to request `id`, or the typed error of its outcome, which names `path` (the
 * tool a call asked). `id` null (a notification): any 2xx will do.
 */
export function rpcResult(outcome: HttpOutcome, id: number | null, account: string, path = PATH): unknown {
  const context = { path, account, door: 'tools' } as const;
  if (isThrown(outcome) || outcome.status < 200 || outcome.status >= 300)
    throw generateError(outcome, context);
  if (id === null) return undefined;
  // An answer cut off mid-way is a dropped connection, not one the add-on cannot read.
  if (cutShort(outcome)) throw generateError(outcome, context);
  const { status } = outcome;
  const answer = messagesOf(outcome.headers['content-type'] ?? '', outcome.body).find(
    (m) => (m as { id?: unknown }).id === id,
  ) as { result?: unknown; error?: { message?: unknown } } | undefined;
  // A captive portal or a parked domain answers 200 too: a web page, said as one at either door.
  if (!answer)
    throw isWebPage(outcome.headers, outcome.body)
      ? generateError(outcome, context)
      : invalid('no answer to the request', status);
  if (answer.error) {
    const text = typeof answer.error.message === 'string' ? answer.error.message : 'unknown error';
    throw generateError({ refusal: text, by: 'rpc' }, context);
  }
  return answer.result;
}

/** The JSON-RPC messages of a body: one JSON message or a batch, or the `data:` of each SSE event. */
export function messagesOf(contentType: string, body: string): unknown[] {
  try {
    if (/text\/event-stream/i.test(contentType)) {
      return body
        .split(/\r?\n\r?\n/)
        .map((event) =>
          event
            .split(/\r?\n/)
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).replace(/^ /, ''))
            .join('\n'),
        )
        .filter((data) => data.trim() !== '')
        .map((data) => JSON.parse(data));
    }
    const parsed: unknown = body.trim() ? JSON.parse(body) : [];
    return Array.isArray(parsed) ? parsed : [parsed];
  } catch {
    return [];
  }
}

function invalid(what: string, status: number): ApiError {
  return new ApiError('RESPONSE_INVALID', said('error.toolUnreadable', { what }), {
    status,
    path: PATH,
  });
}
