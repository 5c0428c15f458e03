/**
 * Sidebar server functions for signing in and out and for sharing a sign-in with the document.
 * Results are plain data for google.script.run: no token ever leaves this file, passwords are never stored,
 * and failures are thrown as Errors whose message is already the plain-language text to show.
 */
import { type ExecutionBudget, executionBudget } from '../api/budget';
import { type ApiClient, createClient } from '../api/client';
import { getLimits, requestToken, whoami } from '../api/endpoints/users';
import { ApiError, userMessage } from '../api/errors';
import { type QuotaCounter, quotaModel } from '../api/quota';
import { type BaseUrl, resolveBaseUrl } from '../config';
import {
  isExpired,
  jwtExpiry,
  LAST_ACCOUNT_KEY,
  type PropertyStore,
  readSession,
  readSharedSession,
  SHARED_SESSION_KEY,
  type StoredSession,
  TOKEN_LIFETIME_MS,
  USER_SESSION_KEY,
  writeSession,
} from './session';

export interface SignedIn {
  readonly email: string;
}

export interface SharingStatus {
  /** Formulas in this document may use a shared sign-in. */
  readonly active: boolean;
  readonly email: string | null;
  /** The shared sign-in is the current user's own. */
  readonly mine: boolean;
}

export interface AccountInfo {
  readonly signedIn: boolean;
  readonly email: string | null;
  /** ISO date-time, or null when unknown. */
  readonly expiresAt: string | null;
  readonly daysLeft: number | null;
  readonly expired: boolean;
  readonly sharing: SharingStatus;
  readonly limits: QuotaCounter[] | null;
  /** Why limits could not be read, in plain words. */
  readonly limitsError: string | null;
  readonly baseUrl: BaseUrl;
}

/** Exchanges e-mail and password for a token kept in the user's properties. The password is not kept. */
export function signIn(email: string, password: string): SignedIn {
  const address = String(email ?? '').trim();
  if (!address || !password) throw new Error('Enter the e-mail and password of your account.');
  return asSidebarError(() => {
    const budget = executionBudget('server');
    const anonymous = clientFor(null, budget);
    const issued = requestToken(anonymous, { email: address, password: String(password) });
    // The token endpoint answers even for accounts without API access; find out now, not in the first formula.
    whoami(clientFor(issued.token, budget), {});
    return store({ token: issued.token, email: issued.email, expiresAt: Date.now() + TOKEN_LIFETIME_MS });
  });
}

/** Signs in with a token generated in the account settings; whoami proves it and names the account. */
export function signInWithToken(token: string): SignedIn {
  const value = String(token ?? '')
    .trim()
    .replace(/^Bearer\s+/i, '');
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) throw new Error('That does not look like an API token.');
  return asSidebarError(() => {
    const { email } = whoami(clientFor(value, executionBudget('server')), {});
    return store({ token: value, email, expiresAt: jwtExpiry(value) ?? Date.now() + TOKEN_LIFETIME_MS });
  });
}

/** Forgets the user's sign-in, and its copy shared with this document if there is one. */
export function signOut(): AccountInfo {
  const own = readSession(userStore());
  const document = documentStore();
  if (own && document && readSharedSession(document)?.token === own.token)
    document.deleteProperty(SHARED_SESSION_KEY);
  userStore().deleteProperty(USER_SESSION_KEY);
  return getAccount();
}

/** Who is signed in, until when, and the account's quotas (reading them costs nothing). */
export function getAccount(): AccountInfo {
  const session = readSession(userStore());
  const now = Date.now();
  const expired = session ? isExpired(session, now) : false;
  let limits: QuotaCounter[] | null = null;
  let limitsError: string | null = null;
  if (session && !expired) {
    try {
      limits = [
        ...quotaModel(getLimits(clientFor(session.token, executionBudget('server')), {}), now).counters,
      ];
    } catch (error) {
      limitsError = userMessage(error);
    }
  }
  return {
    signedIn: session !== null,
    email: session?.email ?? null,
    expiresAt: session?.expiresAt ? new Date(session.expiresAt).toISOString() : null,
    daysLeft: session?.expiresAt ? Math.max(0, Math.floor((session.expiresAt - now) / 86_400_000)) : null,
    expired,
    sharing: sharingStatus(session),
    limits,
    limitsError,
    baseUrl: resolveBaseUrl(),
  };
}

export const SHARING_WARNING =
  'Every editor of this document will run formulas on your sign-in and spend your account’s quota, ' +
  'until you stop sharing or sign out.';

/**
 * Lets formulas in this document use the current user's sign-in. Off by default; `confirm` must be true,
 * after the sidebar showed SHARING_WARNING. Stored for this document only.
 */
export function shareSignInWithDocument(confirm: boolean): SharingStatus {
  if (confirm !== true) throw new Error(`Confirm first: ${SHARING_WARNING}`);
  const session = readSession(userStore());
  if (!session || isExpired(session, Date.now())) throw new Error('Sign in first, then share your sign-in.');
  writeSession(requireDocumentStore(), SHARED_SESSION_KEY, session);
  return sharingStatus(session);
}

/** Removes the shared sign-in from this document. Any editor may revoke; revoking only ever reduces access. */
export function stopSharingSignIn(): SharingStatus {
  requireDocumentStore().deleteProperty(SHARED_SESSION_KEY);
  return sharingStatus(readSession(userStore()));
}

function store(session: StoredSession): SignedIn {
  writeSession(userStore(), USER_SESSION_KEY, session);
  const document = documentStore();
  if (document) {
    document.setProperty(LAST_ACCOUNT_KEY, session.email);
    // Keep a sharing choice alive across re-sign-ins of the same account, with the fresh token.
    if (readSharedSession(document)?.email === session.email)
      writeSession(document, SHARED_SESSION_KEY, session);
  }
  return { email: session.email };
}

function sharingStatus(own: StoredSession | null): SharingStatus {
  const shared = readSharedSession(documentStore());
  return {
    active: shared !== null,
    email: shared?.email ?? null,
    mine: !!own && shared?.token === own.token,
  };
}

function clientFor(token: string | null, budget: ExecutionBudget): ApiClient {
  return createClient({ token, budget, baseUrl: resolveBaseUrl().url });
}

/** google.script.run shows only `message`; make sure it is the plain-language one. */
function asSidebarError<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new Error(userMessage(error));
  }
}

function userStore(): PropertyStore {
  return PropertiesService.getUserProperties();
}

function documentStore(): PropertyStore | null {
  return PropertiesService.getDocumentProperties();
}

function requireDocumentStore(): PropertyStore {
  const document = documentStore();
  if (!document) throw new Error('Open SEO Sheets from a spreadsheet to share a sign-in with it.');
  return document;
}
