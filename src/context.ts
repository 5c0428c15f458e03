/**
 * The execution context: one per execution, built the same way by every entry point (custom functions,
 * sidebar and menu handlers, the trigger). Everything in it is read or made on first use, so a fully
 * cached formula needs no sign-in and listing schedules sends no request: the document settings, the
 * document cache, the sign-in in effect and the data source over its connection, this user's charge
 * history, the clock and ids. Features take the slice they need (`Pick<Context, …>`), so tests pass plain
 * fakes.
 */
import * as toolServerAuth from './api/mcp/oauth';
import type { ApiClient, ClientOptions } from './api/client';
import { apiSource, type DataSource } from './api/source';
import { type ChargeHistory, chargesIn } from './spent/charges';
import { createClient } from './api/quota-client';
import { createToolClient } from './api/mcp/client';
import { executionBudget, type ExecutionKind } from './api/budget';
import type { SentCharge } from './api/quota';
import { fixedWidth, type WidthPolicy } from './api/width';
import { type SpentCounters, spentIn } from './spent/counters';
import { toolSource } from './api/mcp/source';
import { isExpired, readSession, readSharedSession, resolveSession } from './connection/credentials';
import {
  cachedTools,
  freshToolConnection,
  readToolConnection,
  rememberTools,
  type ToolConnection,
} from './connection/tool-server';
import { cacheOver, type DocumentCache } from './cache';
import { type BaseUrl, baseUrlOverride, fixedFetchWidth, resolveBaseUrl } from './config';
import { readSettings, type Settings, type SettingsPatch, writeSettings } from './document-settings';
import { documentFastCache, type FastCache, gzipBase64 } from './platform/cache-service';
import { noteSpent } from './spent/journal';
import { keepReading, type LimitsReading, recentModel } from './spent/reading';
import { now, sleep, zone } from './platform/clock';
import { takeFetchCount, urlFetchTransport } from './platform/fetch';
import { newId } from './platform/ids';
import { withDocumentLock } from './platform/lock';
import { activeUserLocale, spreadsheetLocale } from './platform/locale';
import { timeZone } from './platform/spreadsheet';
import type { TimeZone } from './shared/i18n/dates';
import {
  documentProperties,
  requireDocumentProperties,
  scriptProperties,
  userProperties,
} from './platform/properties';
import { type Render, render } from './shared/i18n/said';
import { type Language, languageOf, USER_LANGUAGE_KEY, userLanguage } from './shared/i18n/languages';
import { type PlatformUsage, readUsage, recordUsage, type UsageDelta } from './spent/platform-usage';

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
  /**
   * Where data comes from, over the connection in effect: a live REST sign-in (the user's own or one shared
   * with the document) wins, else the user's tool-server connection. Its client is made on first use (a
   * tool-server token refreshed when it is about to expire), and a missing sign-in is a "sign in" error
   * then, so a fully cached formula needs none.
   */
  source(): DataSource;
  /** A client for a token of the caller's choosing (null for the token request), at the user's address. */
  clientWith(token: string | null): ApiClient;
  /**
   * The e-mail of the sign-in in effect, without a request; throws "sign in" errors. Keys the cache of
   * an account's own data, which another editor of the document must not be shown.
   */
  account(): string;
  /** What the account in effect was charged for by this user, across documents. */
  readonly charges: ChargeHistory;
  /**
   * The counters the service said are spent, of the account in effect, until each resets: kept in the
   * document (a custom function cannot write user properties), keyed by account; best effort.
   */
  spentCounters(): SpentCounters;
  /**
   * The spend guard's recent reading of getLimits for the account in effect (spent/reading.ts), in the
   * document cache; best effort: without a cache or a sign-in there is none, and nothing is kept.
   */
  readonly limitsReading: LimitsReading;
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
  /** What this user has spent today of Google's per-user quotas, as this add-on counted it. */
  usage(): PlatformUsage;
  /** Adds to this user's day (the trigger's run time); UrlFetch calls are added by `settleExecution`. */
  addUsage(delta: UsageDelta): void;
  /** The spreadsheet's time zone: every time the add-on writes or shows is in it, labelled (dates.ts). */
  timeZone(): TimeZone;
  /**
   * Notes in the document cache the units this execution's requests charged, for the sidebar's quota
   * bars (spent/journal.ts); best effort, and nothing when nothing was charged.
   */
  noteSpending(): void;
}

/**
 * The end of an execution (handler() and formula() call it): its UrlFetch calls join the user's count
 * of the day, in one write. Best effort: a custom function run by an editor may not write the owner's
 * properties, and a count lost costs only precision.
 */
export function settleExecution(): void {
  const fetches = takeFetchCount();
  if (!fetches) return;
  try {
    recordUsage(userProperties(), { fetches }, now());
  } catch {
    // The platform refused the write; the calls go uncounted.
  }
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

/** The document cache over Apps Script's services; null outside a document (it has no document properties). */
function openCacheSafely(): DocumentCache | null {
  try {
    const props = documentProperties();
    if (!props) return null;
    return cacheOver({
      props,
      fast: documentFastCache(),
      compressor: gzipBase64,
      lock: withDocumentLock,
      now,
    });
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
    return chargesIn(userProperties(), payingAccount());
  });
  /** The account a charge would fall on; none when signed out, so nothing is estimated free. */
  const payingAccount = (): string => {
    try {
      return account();
    } catch {
      return '';
    }
  };
  const account = (): string => {
    const stored = connection();
    return stored === 'rest' ? currentSession().email : stored.email;
  };
  const spent = lazy(() => spentIn(documentProperties(), account()));
  /**
   * `use` of the document cache under the account in effect, best effort: `otherwise` without a cache or an
   * account, or where either cannot be read (a custom function's cache quota, a lapsed sign-in).
   */
  const inAccountCache = <T>(use: (store: FastCache, who: string) => T, otherwise: T): T => {
    try {
      const store = documentFastCache();
      const who = account();
      return store && who ? use(store, who) : otherwise;
    } catch {
      return otherwise;
    }
  };
  const currentSession = () => resolveSession(userProperties(), documentProperties(), now());
  /** A live REST sign-in wins; without one, the tool-server connection; without both, REST's "sign in". */
  const connection = lazy((): ToolConnection | 'rest' => {
    const own = readSession(userProperties());
    if ((own && !isExpired(own, now())) || readSharedSession(documentProperties())) return 'rest';
    return readToolConnection(userProperties()) ?? 'rest';
  });
  const toolClient = (stored: ToolConnection) => {
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
  };
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
  const client = lazy((): ApiClient => {
    const session = currentSession();
    return createClient({
      ...clientOptions(session.token, resolveBaseUrl(stores(), session.source === 'user').url),
      account: session.label,
      paceMs: options.paceMs,
    });
  });
  /** The connection is chosen here, once; nothing past this line knows which one it is. */
  const source = lazy((): DataSource => {
    const stored = connection();
    return stored === 'rest' ? apiSource(client) : toolSource(lazy(() => toolClient(stored)));
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
    source,
    clientWith: (token) => createClient(clientOptions(token, resolveBaseUrl(stores()).url)),
    account,
    spentCounters: spent,
    limitsReading: {
      recent: () => inAccountCache((store, who) => recentModel(store, who, now()), null),
      // Unkept, the next formula reads getLimits again.
      keep: (limits) => inAccountCache((store, who) => keepReading(store, who, limits, now()), undefined),
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
    render,
    usage: () => readUsage(userProperties()),
    addUsage: (delta) => recordUsage(userProperties(), delta, now()),
    timeZone: lazy(() => zone(timeZone())),
    noteSpending() {
      // A note the sidebar may miss: its next reading of the counters shows the units anyway.
      if (charged.length) inAccountCache((store, who) => noteSpent(store, who, charged, now()), undefined);
    },
  };
}
