/**
 * The remote tool server on the simulator's port: `{url}/mcp` (Streamable HTTP, stateless, JSON answers)
 * behind OAuth, and the authorization server (the SDK's `mcpAuthRouter`: metadata, dynamic registration,
 * /authorize with PKCE, /token, /revoke) with its login page. An Express app, because the SDK's auth
 * helpers are Express middleware; the simulator's node:http server hands it the paths it owns.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createMcpExpressApp } from '@modelcontextprotocol/sdk/server/express.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import {
  createOAuthMetadata,
  getOAuthProtectedResourceMetadataUrl,
  mcpAuthRouter,
} from '@modelcontextprotocol/sdk/server/auth/router.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { Account } from '../service/accounts';
import type { Mount } from '../service/server';
import type { State } from '../service/state';
import { handleLogin, renderLogin } from './login';
import { accountOf, SCOPE, ToolServerAuth } from './oauth';
import { LOGIN_PATH, MCP_PATH, ownedByToolServer, type PublicAddresses } from './paths';
import { TOOLS } from './tools';

const METADATA_PATH = '/.well-known/oauth-authorization-server';

type Request = IncomingMessage & { auth?: AuthInfo; body?: unknown };
type Next = (error?: unknown) => void;

/** A fresh server per request (stateless): tools bound to the token's account. */
function mcpServer(state: State, auth: AuthInfo | undefined): McpServer {
  const account = accountOf(auth);
  if (!account) throw new Error('bearer middleware let through a token without an account');
  const server = new McpServer(
    { name: 'search-visibility-simulator', version: '1.0.0' },
    {
      instructions:
        'SEO data: domain visibility, keyword database, rank tracking, SERP analysis. Quotas are the account’s, shared with the API.',
    },
  );
  for (const t of TOOLS) t.register(server, { state, account });
  return server;
}

/** The tools the live server answers with HTTP 402 (payment required) on a plan without their module. */
const PAID: Readonly<Record<string, (account: Account) => boolean>> = {
  serp_create: (account) => account.serpAddon,
};

/**
 * Observed (issue #30): `serp_create` on a plan without SERP analysis is refused with HTTP 402, not with
 * the tool's refusal inside a 200 (its other SERP tools still refuse in words).
 */
function paymentRequired(req: Request, res: ServerResponse): boolean {
  const body = req.body as { method?: unknown; params?: { name?: unknown } } | undefined;
  const name = body?.method === 'tools/call' ? body.params?.name : undefined;
  const allowed = typeof name === 'string' ? PAID[name] : undefined;
  const account = accountOf(req.auth);
  if (!allowed || !account || allowed(account)) return false;
  res.writeHead(402, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: 'payment_required', message: `${name} is not in this account's plan.` }));
  return true;
}

async function serveMcp(state: State, req: Request, res: ServerResponse): Promise<void> {
  if (paymentRequired(req, res)) return;
  const server = mcpServer(state, req.auth);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on('close', () => {
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
}

function methodNotAllowed(_req: Request, res: ServerResponse): void {
  res.writeHead(405, { 'Content-Type': 'application/json', Allow: 'POST' });
  res.end(
    JSON.stringify({
      jsonrpc: '2.0',
      error: {
        code: -32000,
        message: 'This tool server is stateless: POST JSON-RPC requests, no SSE stream.',
      },
      id: null,
    }),
  );
}

export function toolServer(state: State, baseUrl: string, addresses: PublicAddresses = {}): Mount {
  const issuer = new URL(addresses.auth ?? baseUrl);
  const resource = new URL(addresses.mcp ?? MCP_PATH, baseUrl);
  const auth = new ToolServerAuth(state.clock, resource, renderLogin);
  const app = createMcpExpressApp({ host: '127.0.0.1' });
  // Metadata a test scripted (`POST /__sim/oauth_metadata`): the server's own with those fields replaced.
  app.get(METADATA_PATH, (_req: Request, res: ServerResponse, next: Next) => {
    const fields = state.scripted.metadata;
    if (!Object.keys(fields).length) return next();
    const own: Record<string, unknown> = {
      ...createOAuthMetadata({ provider: auth, issuerUrl: issuer, scopesSupported: [SCOPE] }),
    };
    for (const [key, value] of Object.entries(fields)) {
      if (value === null) delete own[key];
      else own[key] = value;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(own));
  });
  // The simulator serves one client machine: the SDK's per-IP rate limits would only break test runs.
  app.use(
    mcpAuthRouter({
      provider: auth,
      issuerUrl: issuer,
      resourceServerUrl: resource,
      scopesSupported: [SCOPE],
      resourceName: 'Search Visibility tool server (simulator)',
      authorizationOptions: { rateLimit: false },
      clientRegistrationOptions: { rateLimit: false },
      tokenOptions: { rateLimit: false },
      revocationOptions: { rateLimit: false },
    }),
  );
  app.post(LOGIN_PATH, (req: Request, res: ServerResponse, next: Next) => {
    handleLogin(auth, req, res).catch(next);
  });
  app.all(
    MCP_PATH,
    requireBearerAuth({
      verifier: auth,
      resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(resource),
      expectedResource: resource,
    }),
  );
  app.post(MCP_PATH, (req: Request, res: ServerResponse, next: Next) => {
    serveMcp(state, req, res).catch(next);
  });
  app.all(MCP_PATH, methodNotAllowed);
  return {
    owns: ownedByToolServer,
    handle: (req, res) => app(req, res),
  };
}
