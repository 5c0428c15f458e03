/**
 * The tool server's authorization server, behind the SDK's `mcpAuthRouter` (metadata, registration,
 * /authorize, /token, /revoke): clients, pending logins, codes and tokens, all timed on the simulated
 * clock so `/__sim/advance` expires them. Tokens are opaque and live here only: a REST JWT is not one.
 */
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import { InvalidGrantError, InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type {
  AuthorizationParams,
  OAuthServerProvider,
} from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import type {
  OAuthClientInformationFull,
  OAuthTokenRevocationRequest,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import { type Account, accountById } from '../service/accounts';
import { type Clock, DAY, HOUR, SECOND } from '../service/clock';
import { hasToolAccess } from './access';

export const ACCESS_TOKEN_SECONDS = HOUR / SECOND;
export const REFRESH_TOKEN_DAYS = 30;
const CODE_MS = 60 * SECOND;
const LOGIN_MS = 10 * 60 * SECOND;
/** The one scope: the tools of the account's plan. */
export const SCOPE = 'tools';

/** What the user granted: to which client, for which account and resource. */
interface Grant {
  accountId: number;
  client: OAuthClientInformationFull;
  scopes: string[];
  resource: string;
}

interface Expiring<T> {
  value: T;
  expiresAt: number;
}

/** An /authorize request waiting for the user to sign in on the login page. */
export interface PendingLogin {
  client: OAuthClientInformationFull;
  params: AuthorizationParams;
}

/** A store whose entries vanish at their simulated expiry. */
class ExpiringMap<T> {
  private readonly items = new Map<string, Expiring<T>>();

  constructor(private readonly clock: Clock) {}

  set(key: string, value: T, lifetimeMs: number): void {
    this.items.set(key, { value, expiresAt: this.clock.now() + lifetimeMs });
  }

  /** The live entry; an expired one is dropped and reported as `expired`. */
  get(key: string): Expiring<T> | 'expired' | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    if (item.expiresAt > this.clock.now()) return item;
    this.items.delete(key);
    return 'expired';
  }

  /** Reads and removes: codes and refresh tokens are single-use. */
  take(key: string): Expiring<T> | 'expired' | undefined {
    const item = this.get(key);
    this.items.delete(key);
    return item;
  }

  delete(key: string): boolean {
    return this.items.delete(key);
  }
}

const secret = (): string => randomBytes(32).toString('base64url');

export class ToolServerAuth implements OAuthServerProvider {
  private readonly clients = new Map<string, OAuthClientInformationFull>();
  private readonly logins: ExpiringMap<PendingLogin>;
  private readonly codes: ExpiringMap<Grant & { challenge: string; redirectUri: string }>;
  private readonly accessTokens: ExpiringMap<Grant>;
  private readonly refreshTokens: ExpiringMap<Grant>;

  /**
   * `resource`: the tool server's URL, the audience of every token (clients that send no RFC 8707
   * `resource` get it too: this server protects nothing else). `renderLogin` writes the login page.
   */
  constructor(
    clock: Clock,
    private readonly resource: URL,
    private readonly renderLogin: (res: ServerResponse, loginId: string, login: PendingLogin) => void,
  ) {
    this.logins = new ExpiringMap(clock);
    this.codes = new ExpiringMap(clock);
    this.accessTokens = new ExpiringMap(clock);
    this.refreshTokens = new ExpiringMap(clock);
  }

  get clientsStore(): OAuthRegisteredClientsStore {
    return {
      getClient: (id) => this.clients.get(id),
      registerClient: (client) => {
        // The SDK's registration handler has generated client_id (and the secret) before calling this.
        const full = client as OAuthClientInformationFull;
        this.clients.set(full.client_id, full);
        return full;
      },
    };
  }

  async authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: ServerResponse) {
    const loginId = secret();
    const login = { client, params };
    this.logins.set(loginId, login, LOGIN_MS);
    this.renderLogin(res, loginId, login);
  }

  /** The login waiting under `loginId`, or undefined when it is unknown or older than ten minutes. */
  pendingLogin(loginId: string): PendingLogin | undefined {
    const login = this.logins.get(loginId);
    return login === undefined || login === 'expired' ? undefined : login.value;
  }

  cancelLogin(loginId: string): void {
    this.logins.delete(loginId);
  }

  /** The user signed in as `account`: the code that goes back to the client's redirect URI. */
  grantCode(loginId: string, account: Account): string | undefined {
    const login = this.logins.take(loginId);
    if (login === undefined || login === 'expired') return undefined;
    const { client, params } = login.value;
    const code = secret();
    this.codes.set(
      code,
      {
        accountId: account.id,
        client,
        scopes: params.scopes?.length ? params.scopes : [SCOPE],
        resource: (params.resource ?? this.resource).href,
        challenge: params.codeChallenge,
        redirectUri: params.redirectUri,
      },
      CODE_MS,
    );
    return code;
  }

  async challengeForAuthorizationCode(client: OAuthClientInformationFull, code: string): Promise<string> {
    const entry = this.codes.get(code);
    if (entry === undefined || entry === 'expired' || entry.value.client.client_id !== client.client_id)
      throw new InvalidGrantError('Invalid or expired authorization code');
    return entry.value.challenge;
  }

  async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    code: string,
    _verifier?: string,
    redirectUri?: string,
  ): Promise<OAuthTokens> {
    const entry = this.codes.take(code);
    if (entry === undefined || entry === 'expired' || entry.value.client.client_id !== client.client_id)
      throw new InvalidGrantError('Invalid or expired authorization code');
    if (redirectUri !== undefined && redirectUri !== entry.value.redirectUri)
      throw new InvalidGrantError('redirect_uri differs from the one of the authorization request');
    const { challenge: _c, redirectUri: _r, ...grant } = entry.value;
    return this.issue(grant);
  }

  /** Refresh tokens rotate: each is good for one exchange, which also re-checks the account's plan. */
  async exchangeRefreshToken(client: OAuthClientInformationFull, refreshToken: string): Promise<OAuthTokens> {
    const entry = this.refreshTokens.take(refreshToken);
    if (entry === undefined || entry === 'expired' || entry.value.client.client_id !== client.client_id)
      throw new InvalidGrantError('Invalid or expired refresh token');
    const account = accountById(entry.value.accountId);
    if (!account || !hasToolAccess(account))
      throw new InvalidGrantError('The account no longer has a plan that includes the tool server');
    return this.issue(entry.value);
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const entry = this.accessTokens.get(token);
    if (entry === 'expired') throw new InvalidTokenError('Token has expired');
    if (entry === undefined) throw new InvalidTokenError('Invalid access token');
    const grant = entry.value;
    return {
      token,
      clientId: grant.client.client_id,
      scopes: grant.scopes,
      expiresAt: Math.floor(entry.expiresAt / SECOND),
      resource: new URL(grant.resource),
      extra: { accountId: grant.accountId },
    };
  }

  async revokeToken(client: OAuthClientInformationFull, request: OAuthTokenRevocationRequest): Promise<void> {
    for (const store of [this.accessTokens, this.refreshTokens]) {
      const entry = store.get(request.token);
      if (entry !== undefined && entry !== 'expired' && entry.value.client.client_id === client.client_id)
        store.delete(request.token);
    }
  }

  private issue(grant: Grant): OAuthTokens {
    const access = secret();
    const refresh = secret();
    this.accessTokens.set(access, grant, ACCESS_TOKEN_SECONDS * SECOND);
    this.refreshTokens.set(refresh, grant, REFRESH_TOKEN_DAYS * DAY);
    return {
      access_token: access,
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: refresh,
      scope: grant.scopes.join(' '),
    };
  }
}

/** The account an access token the bearer middleware accepted belongs to. */
export function accountOf(auth: AuthInfo | undefined): Account | undefined {
  const id = auth?.extra?.accountId;
  return typeof id === 'number' ? accountById(id) : undefined;
}
