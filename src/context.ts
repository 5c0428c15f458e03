/**
 * The execution context: one per execution, built the same way by every entry point (custom functions,
 * sidebar and menu handlers, the trigger). Everything in it is read or made on first use, so a fully
 * cached formula needs no sign-in and listing schedules sends no request: the document settings, the
 * document cache, the sign-in in effect and a client signed in as it, this user's charge history, the
 * clock and ids. Features take the slice they need (`Pick<Context, …>`), so tests pass plain fakes.
 */
import {
  ApiError,
  type ApiClient,
  type ChargeHistory,
  chargeHistory,
  CHARGES_KEY,
  type ClientOptions,
  createClient,
  createToolClient,
  executionBudget,
  type ExecutionKind,
  type SentCharge,
  fixedWidth,
  type ToolClient,
  toolServerAuth,
  type WidthPolicy,
} from './api';
import { isExpired, readSession, readSharedSession, resolveSession } from './account/credentials';
import {
  cachedTools,
  freshToolConnection,
  readToolConnection,
  rememberTools,
  type ToolConnection,
} from './account/tool-server';
import { cacheOver, type DocumentCache } from './cache';
import { type BaseUrl, baseUrlOverride, fixedFetchWidth, resolveBaseUrl } from './config';
import { readSettings, type Settings, type SettingsPatch, writeSettings } from './document-settings';
import { documentCachePorts, documentFastCache } from './platform/cache';
import { noteSpent } from './shared/spent';
import { now, sleep, zone } from './platform/clock';
import { urlFetchTransport } from './platform/fetch';
import { newId } from './platform/ids';
import { activeUserLocale, spreadsheetLocale } from './platform/locale';
import { timeZone } from './platform/spreadsheet';
import type { TimeZone } from './shared/i18n/dates';
import {
  documentProperties,
  requireDocumentProperties,
  scriptProperties,
  userProperties,
} from './platform/properties';
import { type Render, renderer, said } from './shared/i18n/said';
import { messagesFile } from './platform/messages';
import { type Language, languageOf, USER_LANGUAGE_KEY, userLanguage } from './shared/i18n/languages';

export interface Context {
  now(): number;
  /** Milliseconds this execution has left for requests (see api/budget.ts). */
  remainingMs(): number;
  newId(): string;
  /** The document settings, read once. */
  readonly settings: Settings;
  saveSettings(patch: SettingsPatch): Settings;
  /** Null outside a document, or when the document's storage cannot be read. */
  readonly cache: DocumentCache | null;
  /** The signed-in client, made on first use; throws "sign in" errors, so ask only when a request is needed. */
  client(): ApiClient;
  /**
   * The tool-server client when the connection in effect is the tool server's (no REST sign-in), else
   * null; made on first use, its token refreshed when it is about to expire.
   */
  tools(): ToolClient | null;
  /** A client for a token of the caller's choosing (null for the token request), at the user's address. */
  clientWith(token: string | null): ApiClient;
  /**
   * The e-mail of the sign-in in effect, without a request; throws "sign in" errors. Keys the cache of
   * an account's own data, which another editor of the document must not be shown.
   */
  account(): string;
  /** What this user was charged for, across documents. */
  readonly charges: ChargeHistory;
  /** The service address in effect, and the user's own override of it. */
  baseUrl(): BaseUrl;
  setBaseUrl(url: string | null): BaseUrl;
  /** The language the add-on speaks to this user: Settings' choice, else `automaticLanguage()`. */
  userLanguage(): Language;
  /** The account's language, else the Google locale's, else English. */
  automaticLanguage(): Language;
  /** The language of what lands in the document: the document setting, else `spreadsheetLanguage()`. */
  documentLanguage(): Language;
  /** The spreadsheet's locale's language (English for one the add-on does not speak). */
  spreadsheetLanguage(): Language;
  /** A message (an error's, a note's) in a language: the caller chooses whose (`userLanguage`, `documentLanguage`). */
  render: Render;
  /** The spreadsheet's time zone: every time the add-on writes or shows is in it, labelled (dates.ts). */
  timeZone(): TimeZone;
  /**
   * Notes in the document cache the units this execution's requests charged, for the sidebar's quota
   * bars (shared/spent.ts); best effort, and nothing when nothing was charged.
   */
  noteSpending(): void;
}

export interface ContextOptions {
  /** Minimum gap between sequential requests of the signed-in client (bulk report runs). */
  readonly paceMs?: number;
}

function lazy<T>(make: () => T): () => T {
  let made = false;
  let value: T;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value;
  };
}

function openCacheSafely(): DocumentCache | null {
  try {
    const ports = documentCachePorts();
    return ports && cacheOver(ports);
  } catch {
    return null;
  }
}

export function executionContext(kind: ExecutionKind, options: ContextOptions = {}): Context {
  const stores = () => ({ user: userProperties(), script: scriptProperties() });
  const charged: SentCharge[] = [];
  const onCharged = (charge: SentCharge) => charged.push(charge);
  const budget = lazy(() => executionBudget(kind));
  let settings = lazy(() => readSettings(documentProperties()));
  const cache = lazy(openCacheSafely);
  const charges = lazy(() => {
    const props = userProperties();
    return chargeHistory({
      get: () => props.getProperty(CHARGES_KEY),
      set: (value) => props.setProperty(CHARGES_KEY, value),
    });
  });
  const currentSession = () => resolveSession(userProperties(), documentProperties(), now());
  /** A live REST sign-in wins; without one, the tool-server connection; without both, REST's "sign in". */
  const connection = lazy((): ToolConnection | 'rest' => {
    const own = readSession(userProperties());
    if ((own && !isExpired(own, now())) || readSharedSession(documentProperties())) return 'rest';
    return readToolConnection(userProperties()) ?? 'rest';
  });
  const tools = lazy((): ToolClient | null => {
    const stored = connection();
    if (stored === 'rest') return null;
    const user = userProperties();
    const live = freshToolConnection(user, stored, now(), (server, clientId, token, at) =>
      toolServerAuth.refreshTokens(urlFetchTransport, server, clientId, token, at),
    );
    return createToolClient({
      url: live.url,
      token: live.access,
      account: live.email,
      transport: urlFetchTransport,
      budget: budget(),
      sleep,
      tools: cachedTools(live, now()),
      onTools: (names) => rememberTools(user, names, now()),
      width: fetchWidth(),
      onCharged,
    });
  });
  /** The parallel width the edge is learnt from, unless the deployment fixes it (Script Property FETCH_WIDTH). */
  const fetchWidth = (): WidthPolicy | undefined => {
    const width = fixedFetchWidth(scriptProperties());
    return width === undefined ? undefined : fixedWidth(width);
  };
  const clientOptions = (token: string | null, baseUrl: string): ClientOptions => ({
    token,
    baseUrl,
    budget: budget(),
    transport: urlFetchTransport,
    sleep,
    width: fetchWidth(),
    onCharged,
  });
  const client = lazy(() => {
    const stored = connection();
    if (stored !== 'rest')
      throw new ApiError('NO_API_ACCESS', said('error.toolServerOnly', { email: stored.email }));
    const session = currentSession();
    return createClient({
      ...clientOptions(session.token, resolveBaseUrl(stores(), session.source === 'user').url),
      account: session.label,
      paceMs: options.paceMs,
    });
  });
  const spreadsheetLanguage = lazy(() => languageOf(spreadsheetLocale()) ?? 'en');
  const automaticLanguage = lazy(() =>
    userLanguage({
      account: (readSession(userProperties()) ?? readSharedSession(documentProperties()))?.lang,
      locale: activeUserLocale(),
    }),
  );
  return {
    now,
    remainingMs: () => budget().remainingMs(),
    newId,
    get settings() {
      return settings();
    },
    saveSettings(patch) {
      const saved = writeSettings(requireDocumentProperties('Settings'), patch);
      settings = () => saved;
      return saved;
    },
    get cache() {
      return cache();
    },
    client,
    tools,
    clientWith: (token) => createClient(clientOptions(token, resolveBaseUrl(stores()).url)),
    account: () => {
      const stored = connection();
      return stored === 'rest' ? currentSession().email : stored.email;
    },
    get charges() {
      return charges();
    },
    baseUrl: () => resolveBaseUrl(stores()),
    setBaseUrl: (url) => {
      baseUrlOverride(userProperties(), url);
      return resolveBaseUrl(stores());
    },
    userLanguage: () => languageOf(userProperties().getProperty(USER_LANGUAGE_KEY)) ?? automaticLanguage(),
    automaticLanguage,
    documentLanguage: () => settings().language ?? spreadsheetLanguage(),
    spreadsheetLanguage,
    render: renderer(messagesFile),
    timeZone: lazy(() => zone(timeZone())),
    noteSpending() {
      if (!charged.length) return;
      try {
        const store = documentFastCache();
        const stored = connection();
        const account = stored === 'rest' ? currentSession().email : stored.email;
        if (store && account) noteSpent(store, account, charged, now());
      } catch {
        // A note the sidebar may miss: its next reading of the counters shows the units anyway.
      }
    },
  };
}
