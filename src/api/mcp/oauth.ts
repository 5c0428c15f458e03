/**
 * The tool server's OAuth, as MCP's authorization spec has it, in plain HTTPS calls: discovery (protected-
 * resource metadata, then the authorization server's), dynamic client registration, the authorization URL
 * with PKCE (S256), and the token endpoint for codes, refreshes and revocation. The caller keeps the tokens;
 * nothing here stores or logs one. Apps Script has no `URL`, so addresses are split by hand.
 */
import { ApiError } from '../errors';
import { num } from '../read';
import { type HttpRequest, type HttpTransport, isThrown } from '../transport';
import { isTrustedAddress } from '../../shared/address';
import { excerpt } from '../../shared/excerpt';
import { type Said, said } from '../../shared/i18n/said';

/** Where the authorization server takes each step, and the resource its tokens are for. */
export interface AuthServer {
  readonly resource: string;
  readonly authorize: string;
  readonly token: string;
  readonly register: string;
  readonly revoke?: string;
}

export interface TokenSet {
  readonly access: string;
  readonly refresh?: string;
  /** Epoch ms; undefined when the server did not say. */
  readonly expiresAt?: number;
}

const SCHEME_HOST = /^(https?:\/\/[^/?#]+)([^?#]*)/i;

function splitUrl(url: string): { origin: string; path: string } {
  const match = SCHEME_HOST.exec(url);
  if (!match) throw refused(`${url} is not an http(s) address`);
  return { origin: match[1], path: match[2].replace(/\/$/, '') };
}

function refused(what: string, status?: number): ApiError {
  return new ApiError('SERVICE_ERROR', said('error.toolConnectFailed', { what }), {
    status,
    path: '/oauth',
  });
}

type Json = Record<string, unknown>;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function json(transport: HttpTransport, request: HttpRequest): { status: number; body: Json } {
  const outcome = transport.fetchAll([request])[0];
  if (isThrown(outcome)) throw refused(`${request.url} cannot be reached`);
  let body: unknown = null;
  try {
    body = JSON.parse(outcome.body);
  } catch {
    // An HTML error page: the status says enough.
  }
  return { status: outcome.status, body: body && typeof body === 'object' ? (body as Json) : {} };
}

const get = (url: string): HttpRequest => ({ url, method: 'get', headers: { Accept: 'application/json' } });

/** The first metadata document that answers 200: the path-aware well-known address first, then the root one. */
function metadata(transport: HttpTransport, url: string, kind: string, required: string): Json {
  const { origin, path } = splitUrl(url);
  const candidates = [`${origin}/.well-known/${kind}${path}`, `${origin}/.well-known/${kind}`];
  for (const candidate of path ? candidates : candidates.slice(1)) {
    const { status, body } = json(transport, get(candidate));
    if (status === 200 && body[required] !== undefined) return body;
  }
  throw refused(`no ${kind} metadata for ${url}`);
}

/**
 * Discovery from the tool server's address alone: which authorization server, and its endpoints. `allowed`
 * are the authorization servers the build lists (`config.ts`): one the tool server names beyond them, or
 * an endpoint of it beyond their hosts, is refused before anything is sent there.
 */
export function discover(transport: HttpTransport, mcpUrl: string, allowed?: readonly string[]): AuthServer {
  if (!isTrustedAddress(mcpUrl))
    throw refusedMetadata(said('error.toolAddressInsecure', { address: excerpt(mcpUrl) }));
  const resource = metadata(transport, mcpUrl, 'oauth-protected-resource', 'resource');
  const servers = resource.authorization_servers;
  const issuer = trusted(
    'authorization_servers',
    (Array.isArray(servers) && text(servers[0])) || splitUrl(mcpUrl).origin,
  );
  if (allowed) listedOrRefused(issuer, allowed, allowed);
  const server = metadata(transport, issuer, 'oauth-authorization-server', 'token_endpoint');
  return { resource: text(resource.resource) ?? mcpUrl, ...checkedEndpoints(issuer, server, allowed) };
}

const refusedMetadata = (message: Said): ApiError =>
  new ApiError('SERVICE_ERROR', message, { path: '/oauth' });

/** `url`, when the add-on may send a sign-in to it or open it (shared/address.ts); else the refusal naming `field`. */
function trusted(field: string, url: string): string {
  if (!isTrustedAddress(url))
    throw refusedMetadata(said('error.toolMetadataInsecure', { field, address: excerpt(url) }));
  return url;
}

/** RFC 8414 §3.3: identical, but for the trailing slash of an origin's root. */
const sameIssuer = (a: string, b: string): boolean => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/**
 * The authorization server's endpoints, once its metadata is what the specifications ask: it names itself
 * as the server it was asked of (RFC 8414 §3.3, against a server answering for another), it offers PKCE
 * with S256 (MCP 2025-11-25: metadata without `code_challenge_methods_supported` is refused), and every
 * endpoint is an address the add-on may send a sign-in to or open in the sidebar's popup.
 */
function checkedEndpoints(
  issuer: string,
  server: Json,
  allowed?: readonly string[],
): Omit<AuthServer, 'resource'> {
  const named = text(server.issuer);
  if (named === undefined) throw refusedMetadata(said('error.toolMetadataMissing', { field: 'issuer' }));
  if (!sameIssuer(named, issuer))
    throw refusedMetadata(
      said('error.toolMetadataIssuer', { expected: excerpt(issuer), issuer: excerpt(named) }),
    );
  const methods = server.code_challenge_methods_supported;
  if (!Array.isArray(methods) || !methods.includes('S256'))
    throw refusedMetadata(said('error.toolMetadataNoS256'));
  const endpoint = (field: string): string => {
    const url = text(server[field]);
    if (!url) throw refusedMetadata(said('error.toolMetadataMissing', { field }));
    const address = trusted(field, url);
    // Apps Script fetches only the build's hosts: an endpoint elsewhere is refused in words, not by the
    // platform. The authorization page itself is opened in the user's browser, not fetched.
    if (allowed && field !== 'authorization_endpoint') listedOrRefused(address, hosts, allowed);
    return address;
  };
  const hosts = (allowed ?? []).map((listed) => splitUrl(listed).origin);
  const revoke = text(server.revocation_endpoint);
  return {
    authorize: endpoint('authorization_endpoint'),
    token: endpoint('token_endpoint'),
    register: endpoint('registration_endpoint'),
    revoke: revoke === undefined ? undefined : endpoint('revocation_endpoint'),
  };
}

/** `url` is one of `prefixes` or under one of them; else the refusal naming the authorization servers listed. */
function listedOrRefused(url: string, prefixes: readonly string[], listed: readonly string[]): void {
  const bare = (address: string) => address.replace(/\/+$/, '').toLowerCase();
  const under = (prefix: string) => bare(url) === bare(prefix) || bare(url).startsWith(`${bare(prefix)}/`);
  if (!prefixes.some(under))
    throw new ApiError('SERVICE_ERROR', said('error.authNotListed', { url, listed: listed.join(', ') }), {
      path: '/oauth',
    });
}

/** Dynamic client registration of a public client (PKCE, no secret); returns its client_id. */
export function registerClient(transport: HttpTransport, server: AuthServer, redirectUri: string): string {
  const { status, body } = json(transport, {
    url: server.register,
    method: 'post',
    headers: { Accept: 'application/json' },
    contentType: 'application/json',
    payload: JSON.stringify({
      client_name: 'SEO Sheets',
      redirect_uris: [redirectUri],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    }),
  });
  const id = body.client_id;
  if (status >= 300 || typeof id !== 'string') throw refused(`registration answered HTTP ${status}`, status);
  return id;
}

const query = (params: Record<string, string>): string =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');

export interface AuthorizationRequest {
  readonly clientId: string;
  readonly redirectUri: string;
  /** base64url(SHA-256(verifier)), computed by the platform. */
  readonly challenge: string;
  readonly state: string;
}

export function authorizationUrl(server: AuthServer, request: AuthorizationRequest): string {
  const separator = server.authorize.includes('?') ? '&' : '?';
  return `${server.authorize}${separator}${query({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    code_challenge: request.challenge,
    code_challenge_method: 'S256',
    state: request.state,
    resource: server.resource,
  })}`;
}

/** A token-endpoint grant; `invalid_grant` (a spent code or refresh token) is a session that ended. */
function tokenGrant(
  transport: HttpTransport,
  server: Pick<AuthServer, 'token' | 'resource'>,
  params: Record<string, string>,
  now: number,
): TokenSet {
  const { status, body } = json(transport, {
    url: server.token,
    method: 'post',
    headers: { Accept: 'application/json' },
    contentType: 'application/x-www-form-urlencoded',
    payload: query({ ...params, resource: server.resource }),
  });
  const access = text(body.access_token);
  if (status === 200 && access) {
    const seconds = num().parse(body.expires_in);
    return {
      access,
      refresh: text(body.refresh_token),
      expiresAt: seconds === undefined ? undefined : now + seconds * 1000,
    };
  }
  const { error } = body;
  if (error === 'invalid_grant')
    throw new ApiError('SESSION_EXPIRED', said('error.toolSignInEnded'), {
      status,
      path: '/oauth/token',
    });
  throw refused(
    `the token endpoint answered HTTP ${status}${typeof error === 'string' ? ` (${error})` : ''}`,
    status,
  );
}

export function exchangeCode(
  transport: HttpTransport,
  server: AuthServer,
  grant: { clientId: string; code: string; verifier: string; redirectUri: string },
  now: number,
): TokenSet {
  return tokenGrant(
    transport,
    server,
    {
      grant_type: 'authorization_code',
      code: grant.code,
      code_verifier: grant.verifier,
      redirect_uri: grant.redirectUri,
      client_id: grant.clientId,
    },
    now,
  );
}

export function refreshTokens(
  transport: HttpTransport,
  server: Pick<AuthServer, 'token' | 'resource'>,
  clientId: string,
  refreshToken: string,
  now: number,
): TokenSet {
  return tokenGrant(
    transport,
    server,
    { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId },
    now,
  );
}

/** RFC 7009: best effort; the caller forgets the tokens whatever the server answers. */
export function revokeToken(
  transport: HttpTransport,
  revokeUrl: string,
  clientId: string,
  token: string,
): void {
  transport.fetchAll([
    {
      url: revokeUrl,
      method: 'post',
      headers: { Accept: 'application/json' },
      contentType: 'application/x-www-form-urlencoded',
      payload: query({ token, client_id: clientId }),
    },
  ]);
}
