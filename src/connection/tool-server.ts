/**
 * A connection through the tool server (OAuth), kept in the user's properties only: never shared with a
 * document, never returned to the sidebar. Holds the client registration, the tokens and the tool list the
 * server last gave this account; refreshes the access token before it expires. The flow in progress (its
 * PKCE verifier) waits here too, between the sidebar's "connect" and the popup's callback.
 */
import type * as toolServerAuth from '../api/mcp/oauth';
import { ApiError } from '../api/errors';
import { connectionEnded } from '../api/mcp/rpc';
import type { CredentialStore } from './credentials';

export const TOOL_CONNECTION_KEY = 'seoSheets.auth.toolServer';
export const TOOL_FLOW_KEY = 'seoSheets.auth.toolServerFlow';
/** Refresh when less than this is left: a formula's 30 s and a sidebar call's 6 min both fit. */
const REFRESH_MARGIN_MS = 10 * 60_000;
/** The tool list is asked for again after a day: a plan change shows without reconnecting. */
const TOOLS_TTL_MS = 24 * 3_600_000;

export interface ToolConnection {
  readonly email: string;
  /** The tool server's endpoint, `{mcp_url}/mcp`. */
  readonly url: string;
  readonly resource: string;
  readonly clientId: string;
  readonly tokenUrl: string;
  readonly revokeUrl?: string;
  readonly access: string;
  readonly refresh?: string;
  readonly expiresAt?: number;
  readonly tools?: readonly string[];
  readonly toolsAt?: number;
}

/** What the callback needs to finish the flow the sidebar started. */
export interface ToolFlow {
  readonly url: string;
  readonly server: toolServerAuth.AuthServer;
  readonly clientId: string;
  readonly verifier: string;
  readonly redirectUri: string;
}

function readJson<T>(store: CredentialStore | null, key: string, required: readonly string[]): T | null {
  const raw = store?.getProperty(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    return required.every((k) => typeof value[k] === 'string') ? (value as T) : null;
  } catch {
    return null;
  }
}

export const readToolConnection = (store: CredentialStore | null): ToolConnection | null =>
  readJson<ToolConnection>(store, TOOL_CONNECTION_KEY, ['email', 'url', 'access', 'clientId', 'tokenUrl']);

export const writeToolConnection = (store: CredentialStore, connection: ToolConnection): void => {
  store.setProperty(TOOL_CONNECTION_KEY, JSON.stringify(connection));
};

export const readToolFlow = (store: CredentialStore): ToolFlow | null =>
  readJson<ToolFlow>(store, TOOL_FLOW_KEY, ['url', 'clientId', 'verifier', 'redirectUri']);

export const writeToolFlow = (store: CredentialStore, flow: ToolFlow): void => {
  store.setProperty(TOOL_FLOW_KEY, JSON.stringify(flow));
};

/** The tools cached for the connection while they are fresh; undefined asks the server. */
export function cachedTools(connection: ToolConnection, now: number): readonly string[] | undefined {
  return connection.toolsAt !== undefined && now - connection.toolsAt < TOOLS_TTL_MS
    ? connection.tools
    : undefined;
}

/**
 * The connection with an access token good for a while yet: refreshed (and stored) when it is about to
 * expire. Refresh tokens are single-use, so when another execution refreshed first, its tokens are used.
 */
export function freshToolConnection(
  store: CredentialStore,
  connection: ToolConnection,
  now: number,
  refresh: (
    server: Pick<toolServerAuth.AuthServer, 'token' | 'resource'>,
    clientId: string,
    refreshToken: string,
    now: number,
  ) => toolServerAuth.TokenSet,
): ToolConnection {
  if (connection.expiresAt === undefined || connection.expiresAt - now > REFRESH_MARGIN_MS) return connection;
  const ended = connectionEnded(connection.email);
  if (!connection.refresh) {
    if (connection.expiresAt > now) return connection;
    throw ended;
  }
  try {
    const tokens = refresh(
      { token: connection.tokenUrl, resource: connection.resource },
      connection.clientId,
      connection.refresh,
      now,
    );
    const renewed: ToolConnection = {
      ...connection,
      access: tokens.access,
      refresh: tokens.refresh ?? connection.refresh,
      expiresAt: tokens.expiresAt,
    };
    writeToolConnection(store, renewed);
    return renewed;
  } catch (error) {
    const stored = readToolConnection(store);
    if (stored && stored.access !== connection.access && (stored.expiresAt ?? Infinity) > now) return stored;
    throw error instanceof ApiError && error.code === 'SESSION_EXPIRED' ? ended : error;
  }
}

/** Keeps the tool list a client had to ask for with the connection, for the next execution. */
export function rememberTools(store: CredentialStore, names: readonly string[], now: number): void {
  const current = readToolConnection(store);
  if (current) writeToolConnection(store, { ...current, tools: [...names], toolsAt: now });
}
