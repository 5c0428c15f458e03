/**
 * Connecting through the tool server, the way Apps Script add-ons do third-party OAuth: the sidebar asks
 * `connectToolServer` for the authorization URL and opens it in a popup; the provider sends the browser to
 * the script's `usercallback`, where the state token runs `toolServerCallback`, which exchanges the code
 * (PKCE) and keeps the tokens in user properties. The sidebar polls `sidebarAccount` to see it. No token
 * ever leaves this file for the sidebar or a page.
 */
import * as toolServerAuth from '../api/mcp/oauth';
import { createToolClient } from '../api/mcp/client';
import { executionBudget } from '../api/budget';
import { saidOf } from '../api/errors';
import { toolAccount } from '../api/mcp/source';
import {
  readToolConnection,
  readToolFlow,
  TOOL_CONNECTION_KEY,
  TOOL_FLOW_KEY,
  type ToolConnection,
  writeToolConnection,
  writeToolFlow,
} from '../connection/tool-server';
import { resolveToolServer } from '../config';
import { executionContext } from '../context';
import { now, sleep } from '../platform/clock';
import { urlFetchTransport } from '../platform/fetch';
import {
  callbackPage,
  codeChallenge,
  newCodeVerifier,
  newStateToken,
  userCallbackUrl,
} from '../platform/oauth';
import { scriptProperties, userProperties } from '../platform/properties';
import { type AccountInfo, accountInfo } from './account-info';
import { handler } from './handler';
import { languageOrEnglish, type MessageKey, type Said, SaidError, said } from '../shared/i18n/said';

/** Long enough to sign in on the provider's page; Apps Script allows up to an hour. */
const FLOW_TIMEOUT_S = 900;
const CALLBACK = 'toolServerCallback';

/** Discovers the authorization server, registers this add-on, and returns the URL the popup opens. */
export const connectToolServer = handler((): { url: string } => {
  const { url, authServers } = resolveToolServer({ user: userProperties(), script: scriptProperties() });
  const server = toolServerAuth.discover(urlFetchTransport, url, authServers);
  const redirectUri = userCallbackUrl();
  const clientId = toolServerAuth.registerClient(urlFetchTransport, server, redirectUri);
  const verifier = newCodeVerifier();
  writeToolFlow(userProperties(), { url, server, clientId, verifier, redirectUri });
  return {
    url: toolServerAuth.authorizationUrl(server, {
      clientId,
      redirectUri,
      challenge: codeChallenge(verifier),
      state: newStateToken(CALLBACK, FLOW_TIMEOUT_S),
    }),
  };
});

interface CallbackRequest {
  readonly parameter?: Readonly<Record<string, string | undefined>>;
}

/** The `usercallback` of the flow: exchanges the code and names the account; the popup shows the outcome. */
export const toolServerCallback = handler((request: CallbackRequest) => {
  try {
    const connection = finishFlow(request.parameter ?? {});
    return popupPage('callback.connected', said('callback.connectedAs', { email: connection.email }));
  } catch (error) {
    return popupPage('callback.notConnected', saidOf(error));
  }
});

/** The popup's last page, in the user's language. */
function popupPage(title: MessageKey, text: Said): GoogleAppsScript.HTML.HtmlOutput {
  const ctx = executionContext('server');
  const language = languageOrEnglish(ctx.userLanguage);
  const say = (message: Said) => ctx.render(language, message);
  return callbackPage({
    lang: language,
    title: say(said(title)),
    text: say(text),
    close: say(said('callback.close')),
  });
}

function finishFlow(parameter: Readonly<Record<string, string | undefined>>): ToolConnection {
  const store = userProperties();
  const flow = readToolFlow(store);
  store.deleteProperty(TOOL_FLOW_KEY);
  if (parameter.error)
    throw new SaidError(
      parameter.error === 'access_denied'
        ? said('refuse.toolCancelled')
        : said('refuse.toolRefused', { text: parameter.error_description ?? parameter.error }),
    );
  if (!flow) throw new SaidError(said('refuse.toolNotPending'));
  if (!parameter.code) throw new SaidError(said('refuse.toolNoCode'));
  const tokens = toolServerAuth.exchangeCode(
    urlFetchTransport,
    flow.server,
    { clientId: flow.clientId, code: parameter.code, verifier: flow.verifier, redirectUri: flow.redirectUri },
    now(),
  );
  let tools: string[] = [];
  // get_limits is free and names the account the user signed in as.
  const client = createToolClient({
    url: flow.url,
    token: tokens.access,
    account: 'the new connection',
    transport: urlFetchTransport,
    budget: executionBudget('server'),
    sleep,
    onTools: (names) => {
      tools = names;
    },
  });
  const { email } = toolAccount(client);
  const connection: ToolConnection = {
    email: email ?? 'your account',
    url: flow.url,
    resource: flow.server.resource,
    clientId: flow.clientId,
    tokenUrl: flow.server.token,
    revokeUrl: flow.server.revoke,
    access: tokens.access,
    refresh: tokens.refresh,
    expiresAt: tokens.expiresAt,
    tools,
    toolsAt: now(),
  };
  writeToolConnection(store, connection);
  return connection;
}

/** Revokes the connection's tokens at the server (best effort) and forgets them. */
export const disconnectToolServer = handler((): AccountInfo => {
  const store = userProperties();
  const connection = readToolConnection(store);
  if (connection?.revokeUrl) {
    for (const token of [connection.refresh, connection.access])
      if (token)
        toolServerAuth.revokeToken(urlFetchTransport, connection.revokeUrl, connection.clientId, token);
  }
  store.deleteProperty(TOOL_CONNECTION_KEY);
  return accountInfo(executionContext('server'));
});
