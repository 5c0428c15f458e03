/**
 * Sidebar server functions for signing in and out and for sharing a sign-in with the document.
 * Results are plain data for google.script.run: no token ever leaves this file, passwords are never stored,
 * and failures go through `handler()` like every other server function.
 */
import * as users from '../api/users';
import { ApiError } from '../api/errors';
import {
  type CredentialStore,
  isExpired,
  jwtExpiry,
  LAST_ACCOUNT_KEY,
  readSession,
  readSharedSession,
  SHARED_SESSION_KEY,
  type StoredSession,
  TOKEN_LIFETIME_MS,
  USER_SESSION_KEY,
  writeSession,
} from '../connection/credentials';
import { executionContext } from '../context';
import { documentProperties, userProperties } from '../platform/properties';
import type { Language } from '../shared/i18n/languages';
import { type AccountInfo, accountInfo, type SharingStatus, sharingStatus } from './account-info';
import { handler } from './handler';
import * as input from './input';
import { fromSidebar } from './input';
import { SaidError, said } from '../shared/i18n/said';

export interface SignedIn {
  readonly email: string;
  /** The language the sidebar speaks now: the account's may differ from the Google locale's. */
  readonly language: Language;
}

export const signIn = handler((email: string, password: string): SignedIn => {
  const address = (fromSidebar(email, input.optionalText, 'email') ?? '').trim();
  if (!address || !fromSidebar(password, input.optionalText, 'password'))
    throw new SaidError(said('refuse.credentials'));
  const ctx = executionContext('server');
  const issued = users.requestToken(ctx.clientWith(null), { email: address, password: String(password) });
  // The token endpoint answers even for accounts without API access; find out now, not in the first formula.
  whoami(ctx.clientWith(issued.token));
  return store({
    token: issued.token,
    email: issued.email,
    expiresAt: ctx.now() + TOKEN_LIFETIME_MS,
    ...(issued.lang ? { lang: issued.lang } : {}),
  });
});

/** Signs in with a token generated in the account settings; whoami proves it and names the account. */
export const signInWithToken = handler((token: string): SignedIn => {
  const value = (fromSidebar(token, input.optionalText, 'token') ?? '').trim().replace(/^Bearer\s+/i, '');
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(value)) throw new SaidError(said('refuse.token'));
  const ctx = executionContext('server');
  const { email } = whoami(ctx.clientWith(value));
  return store({ token: value, email, expiresAt: jwtExpiry(value) ?? ctx.now() + TOKEN_LIFETIME_MS });
});

/**
 * `whoami`, with a refusal for want of API access explained: a plan with only the tool-server add-on
 * is refused by the API (403) and works through the sidebar's other way of connecting.
 */
function whoami(client: Parameters<typeof users.whoami>[0]): ReturnType<typeof users.whoami> {
  try {
    return users.whoami(client, {});
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NO_API_ACCESS')
      throw new ApiError('NO_API_ACCESS', said('error.tryToolServer', { error: error.said }), {
        status: error.status,
        path: error.path,
      });
    throw error;
  }
}

/** Forgets the user's sign-in, and its copy shared with this document if there is one. */
export const signOut = handler((): AccountInfo => {
  const own = readSession(userProperties());
  const document = documentProperties();
  if (own && document && readSharedSession(document)?.token === own.token)
    document.deleteProperty(SHARED_SESSION_KEY);
  userProperties().deleteProperty(USER_SESSION_KEY);
  return accountInfo(executionContext('server'));
});

/** Who is signed in, until when, and the account's quotas (reading them costs nothing). */
export const getAccount = handler((): AccountInfo => accountInfo(executionContext('server')));

/**
 * Lets formulas in this document use the current user's sign-in. Off by default; `confirm` must be true,
 * after the sidebar showed what sharing means (`refuse.confirmSharing` says it). Stored for this document only.
 */
export const shareSignInWithDocument = handler((confirm: boolean): SharingStatus => {
  if (confirm !== true) throw new SaidError(said('refuse.confirmSharing'));
  const session = readSession(userProperties());
  if (!session || isExpired(session, executionContext('server').now()))
    throw new SaidError(said('refuse.shareSignedOut'));
  writeSession(requireDocumentStore(), SHARED_SESSION_KEY, session);
  return sharingStatus(session);
});

/** Removes the shared sign-in from this document. Any editor may revoke; revoking only ever reduces access. */
export const stopSharingSignIn = handler((): SharingStatus => {
  requireDocumentStore().deleteProperty(SHARED_SESSION_KEY);
  return sharingStatus(readSession(userProperties()));
});

function store(session: StoredSession): SignedIn {
  writeSession(userProperties(), USER_SESSION_KEY, session);
  const document = documentProperties();
  if (document) {
    document.setProperty(LAST_ACCOUNT_KEY, session.email);
    // Keep a sharing choice alive across re-sign-ins of the same account, with the fresh token.
    if (readSharedSession(document)?.email === session.email)
      writeSession(document, SHARED_SESSION_KEY, session);
  }
  return { email: session.email, language: executionContext('server').userLanguage() };
}

function requireDocumentStore(): CredentialStore {
  const document = documentProperties();
  if (!document) throw new SaidError(said('refuse.shareNoDocument'));
  return document;
}
