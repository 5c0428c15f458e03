/**
 * Connecting to the simulator's tool server the way an assistant does: the SDK's `Client` over
 * `StreamableHTTPClientTransport`, authorized by the SDK's OAuth flow (discovery, dynamic registration,
 * PKCE). The provider's "browser" fetches the login page and submits the form, as a user would.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { type OAuthClientProvider, UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from '@modelcontextprotocol/sdk/shared/auth.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** Where the client says it wants the code; nothing listens there, the browser stops at the redirect. */
const REDIRECT = 'http://127.0.0.1:9/callback';

export interface Credentials {
  email: string;
  password: string;
}

/** What the sign-in page did: the login page's HTML when it refused, else the redirect it sent. */
export interface BrowserVisit {
  page?: string;
  redirect?: URL;
}

/** An in-memory OAuth client: the SDK calls it to store registration, verifier and tokens. */
export class TestAuthProvider implements OAuthClientProvider {
  client?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = '';
  visit: BrowserVisit = {};
  /** Authorization URLs the SDK sent the "user" to. */
  readonly authorizations: URL[] = [];

  constructor(private readonly credentials: Credentials | 'cancel') {}

  get redirectUrl(): string {
    return REDIRECT;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Tool server tests',
      redirect_uris: [REDIRECT],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  state(): string {
    return 'test-state';
  }

  clientInformation() {
    return this.client;
  }

  saveClientInformation(info: OAuthClientInformationMixed): void {
    this.client = info;
  }

  tokens() {
    return this.saved;
  }

  saveTokens(tokens: OAuthTokens): void {
    this.saved = tokens;
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    return this.verifier;
  }

  async redirectToAuthorization(url: URL): Promise<void> {
    this.authorizations.push(url);
    this.visit = await signInPage(url, this.credentials);
  }

  /** The code the sign-in redirect carried. */
  get code(): string {
    const code = this.visit.redirect?.searchParams.get('code');
    if (!code) throw new Error(`no code: ${this.visit.redirect ?? this.visit.page?.slice(0, 200)}`);
    return code;
  }
}

/** Opens the login page and submits it; returns the page when it stays (refusal) or the redirect. */
export async function signInPage(url: URL, credentials: Credentials | 'cancel'): Promise<BrowserVisit> {
  const page = await fetch(url, { redirect: 'manual' });
  const html = await page.text();
  const login = /name="login" value="([^"]+)"/.exec(html)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!login || !action) throw new Error(`not the login page (${page.status}): ${html.slice(0, 300)}`);
  const form = new URLSearchParams({ login });
  if (credentials === 'cancel') form.set('action', 'cancel');
  else {
    form.set('email', credentials.email);
    form.set('password', credentials.password);
    form.set('action', 'allow');
  }
  const answer = await fetch(new URL(action, url), { method: 'POST', body: form, redirect: 'manual' });
  const location = answer.headers.get('location');
  if (answer.status === 302 && location) return { redirect: new URL(location) };
  return { page: await answer.text() };
}

export interface Connection {
  client: Client;
  provider: TestAuthProvider;
  close(): Promise<void>;
}

/** `METHOD path → status` of every request the client made, OAuth's included. */
export type RequestLog = string[];

function transportFor(url: string, provider: TestAuthProvider, log?: RequestLog) {
  const logged: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const target = new URL(input instanceof Request ? input.url : input);
    log?.push(`${init?.method ?? 'GET'} ${target.pathname} → ${res.status}`);
    return res;
  };
  return new StreamableHTTPClientTransport(new URL('/mcp', url), { authProvider: provider, fetch: logged });
}

/**
 * Connects as `email` (password = the part before `@`): the first connect meets 401, the SDK discovers
 * the authorization server, registers, sends the user to sign in; then the code is exchanged and the
 * client connects again with its token.
 */
export async function connect(
  url: string,
  email: string,
  password = email.split('@')[0],
  log?: RequestLog,
): Promise<Connection> {
  const provider = new TestAuthProvider({ email, password });
  const client = new Client({ name: 'tool-server-tests', version: '1.0.0' });
  const first = transportFor(url, provider, log);
  try {
    await client.connect(first);
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    await first.finishAuth(provider.code);
    await client.connect(transportFor(url, provider, log));
  }
  return { client, provider, close: () => client.close() };
}

/**
 * A tool call that must succeed: its answer, JSON in the text of `content[0]` as the live tool server gives
 * it (no structured content), or the word it answers instead (`no_data`).
 */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary paths of the records
export async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<any> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (result.isError) throw new Error(`${name} failed: ${textOf(result)}`);
  expect(result.structuredContent).toBeUndefined();
  const text = textOf(result);
  return /^[[{]/.test(text) ? JSON.parse(text) : text;
}

/** A tool call that must be refused: its message. */
export async function refusal(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<string> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  if (!result.isError) throw new Error(`${name} should have failed: ${textOf(result).slice(0, 300)}`);
  return textOf(result);
}

function textOf(result: CallToolResult): string {
  const first = result.content[0];
  return first?.type === 'text' ? first.text : '';
}
