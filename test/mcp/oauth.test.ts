/**
 * The tool server's authorization, as MCP's authorization spec has it: protected-resource and
 * authorization-server metadata, dynamic registration, authorization code with PKCE through the login
 * page, expiring access tokens, rotating refresh tokens, revocation, 401 + WWW-Authenticate.
 */
import { createHash, randomBytes } from 'node:crypto';
import { useSim } from '../service/support';
import { type BrowserVisit, call, connect, type RequestLog, signInPage } from './support';

const sim = useSim();

const mcpRequest = (token?: string, method = 'POST') =>
  fetch(`${sim.url}/mcp`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body:
      method === 'POST'
        ? JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} })
        : undefined,
  });

/** A client registered by hand, for the steps the SDK's client never gets wrong. */
async function register(): Promise<string> {
  const res = await fetch(`${sim.url}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_name: 'Manual client',
      redirect_uris: ['http://127.0.0.1:9/cb'],
      token_endpoint_auth_method: 'none',
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).client_id;
}

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

function authorizeUrl(clientId: string, challenge: string): URL {
  const url = new URL('/authorize', sim.url);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: 'http://127.0.0.1:9/cb',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'xyz',
  }).toString();
  return url;
}

const token = (form: Record<string, string>) =>
  fetch(`${sim.url}/token`, { method: 'POST', body: new URLSearchParams(form) });

/** Registration, sign-in and code exchange by hand: the token response. */
async function manualTokens(email = 'mcp@example.com', password = 'mcp') {
  const clientId = await register();
  const { verifier, challenge } = pkce();
  const visit = await signInPage(authorizeUrl(clientId, challenge), { email, password });
  const code = visit.redirect?.searchParams.get('code') ?? '';
  const res = await token({
    grant_type: 'authorization_code',
    client_id: clientId,
    code,
    code_verifier: verifier,
    redirect_uri: 'http://127.0.0.1:9/cb',
  });
  expect(res.status).toBe(200);
  return { clientId, tokens: await res.json() };
}

describe('discovery', () => {
  test('protected-resource metadata names the tool server and its authorization server', async () => {
    const res = await fetch(`${sim.url}/.well-known/oauth-protected-resource/mcp`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.resource).toBe(`${sim.url}/mcp`);
    expect(body.authorization_servers).toEqual([`${sim.url}/`]);
  });

  test('authorization-server metadata: code flow with S256 PKCE, registration, refresh, revocation', async () => {
    const body = await (await fetch(`${sim.url}/.well-known/oauth-authorization-server`)).json();
    expect(body).toMatchObject({
      issuer: `${sim.url}/`,
      authorization_endpoint: `${sim.url}/authorize`,
      token_endpoint: `${sim.url}/token`,
      registration_endpoint: `${sim.url}/register`,
      revocation_endpoint: `${sim.url}/revoke`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
  });

  test('without a token: 401 with WWW-Authenticate pointing at the resource metadata', async () => {
    const res = await mcpRequest();
    expect(res.status).toBe(401);
    const header = res.headers.get('www-authenticate') ?? '';
    expect(header).toMatch(/^Bearer error="invalid_token"/);
    expect(header).toContain(`resource_metadata="${sim.url}/.well-known/oauth-protected-resource/mcp"`);
  });

  test('a REST token is not a tool-server token, nor the other way round', async () => {
    const rest = await sim.login('demo@example.com');
    const res = await mcpRequest(rest);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Invalid access token');
    const { tokens } = await manualTokens('demo@example.com', 'demo');
    const whoami = await sim.call('/api/users/whoami', { token: tokens.access_token });
    expect(whoami.status).toBe(302);
  });
});

describe('the SDK client through the OAuth flow', () => {
  test('connects: 401, discovery, registration, sign-in, code exchange, then the handshake', async () => {
    const log: RequestLog = [];
    const c = await connect(sim.url, 'mcp@example.com', 'mcp', log);
    expect(log).toEqual([
      'POST /mcp → 401',
      'GET /.well-known/oauth-protected-resource/mcp → 200',
      'GET /.well-known/oauth-authorization-server → 200',
      'POST /register → 201',
      'GET /.well-known/oauth-protected-resource/mcp → 200',
      'GET /.well-known/oauth-authorization-server → 200',
      'POST /token → 200',
      'POST /mcp → 200',
      'POST /mcp → 202',
    ]);
    expect(c.provider.authorizations).toHaveLength(1);
    const authorization = c.provider.authorizations[0];
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('resource')).toBe(`${sim.url}/mcp`);
    expect(c.provider.visit.redirect?.searchParams.get('state')).toBe('test-state');
    expect(c.provider.saved).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect((await c.client.listTools()).tools).toHaveLength(26);
    await c.close();
  });

  test('the tool-server-only account works here and gets 403 on REST', async () => {
    const c = await connect(sim.url, 'mcp@example.com');
    const limits = await call(c.client, 'get_limits');
    expect(limits.user.email).toBe('mcp@example.com');
    await c.close();
    const rest = await sim.login('mcp@example.com');
    expect((await sim.call('/api/users/whoami', { token: rest })).status).toBe(403);
  });

  test('accounts with REST access (plan or API add-on) use the tool server too', async () => {
    for (const email of ['demo@example.com', 'lite@example.com']) {
      const c = await connect(sim.url, email);
      expect((await call(c.client, 'get_limits')).user.email).toBe(email);
      await c.close();
    }
  });

  test('an expired access token is refreshed by the client; the old refresh token is spent', async () => {
    const c = await connect(sim.url, 'mcp@example.com');
    const before = c.provider.saved;
    await sim.control('advance', { seconds: 3601 });
    const expired = await mcpRequest(before?.access_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('error_description="Token has expired"');
    expect((await call(c.client, 'get_limits')).user.email).toBe('mcp@example.com');
    expect(c.provider.saved?.access_token).not.toBe(before?.access_token);
    const client = c.provider.client?.client_id ?? '';
    const reuse = await token({
      grant_type: 'refresh_token',
      client_id: client,
      refresh_token: before?.refresh_token ?? '',
    });
    expect(reuse.status).toBe(400);
    expect((await reuse.json()).error).toBe('invalid_grant');
    await c.close();
  });
});

describe('the login page', () => {
  const visitAs = async (email: string, password: string): Promise<BrowserVisit> => {
    const { challenge } = pkce();
    return signInPage(authorizeUrl(await register(), challenge), { email, password });
  };

  test('refuses an account without any add-on, saying what it needs', async () => {
    const visit = await visitAs('noplan@example.com', 'noplan');
    expect(visit.redirect).toBeUndefined();
    expect(visit.page).toContain('no plan that includes the tool server');
    expect(visit.page).toContain('tool-server add-on');
  });

  test('refuses a wrong password and an unconfirmed e-mail with their reasons', async () => {
    expect((await visitAs('demo@example.com', 'nope')).page).toContain('Wrong e-mail or password.');
    expect((await visitAs('unconfirmed@example.com', 'unconfirmed')).page).toContain('not confirmed');
  });

  test('cancel sends access_denied back with the state', async () => {
    const { challenge } = pkce();
    const visit = await signInPage(authorizeUrl(await register(), challenge), 'cancel');
    expect(visit.redirect?.searchParams.get('error')).toBe('access_denied');
    expect(visit.redirect?.searchParams.get('state')).toBe('xyz');
  });

  test('escapes what the client registered', async () => {
    const res = await fetch(`${sim.url}/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_name: '<script>x</script>', redirect_uris: ['http://127.0.0.1:9/cb'] }),
    });
    const { client_id } = await res.json();
    const page = await (await fetch(authorizeUrl(client_id, pkce().challenge))).text();
    expect(page).not.toContain('<script>x</script>');
    expect(page).toContain('&#60;script&#62;');
  });
});

describe('codes and tokens', () => {
  test('PKCE: a wrong verifier is refused, and a code works once', async () => {
    const clientId = await register();
    const { verifier, challenge } = pkce();
    const visit = await signInPage(authorizeUrl(clientId, challenge), {
      email: 'mcp@example.com',
      password: 'mcp',
    });
    const code = visit.redirect?.searchParams.get('code') ?? '';
    const exchange = (v: string) =>
      token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: v });
    expect((await exchange(pkce().verifier)).status).toBe(400);
    expect((await exchange(verifier)).status).toBe(200);
    expect((await exchange(verifier)).status).toBe(400);
  });

  test('a code expires after a minute of simulated time', async () => {
    const clientId = await register();
    const { verifier, challenge } = pkce();
    const visit = await signInPage(authorizeUrl(clientId, challenge), {
      email: 'mcp@example.com',
      password: 'mcp',
    });
    await sim.control('advance', { seconds: 61 });
    const res = await token({
      grant_type: 'authorization_code',
      client_id: clientId,
      code: visit.redirect?.searchParams.get('code') ?? '',
      code_verifier: verifier,
    });
    expect(res.status).toBe(400);
  });

  test('a revoked access token gets 401', async () => {
    const { clientId, tokens } = await manualTokens();
    expect((await mcpRequest(tokens.access_token)).status).toBe(200);
    const res = await fetch(`${sim.url}/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: tokens.access_token, client_id: clientId }),
    });
    expect(res.status).toBe(200);
    expect((await mcpRequest(tokens.access_token)).status).toBe(401);
  });

  test('stateless: no SSE stream to open, no session to delete', async () => {
    const { tokens } = await manualTokens();
    expect((await mcpRequest(tokens.access_token, 'GET')).status).toBe(405);
    expect((await mcpRequest(tokens.access_token, 'DELETE')).status).toBe(405);
  });
});
