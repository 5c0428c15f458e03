/**
 * Where a sign-in lives and which one a call uses. The user's own sign-in is in *user* properties (in a
 * custom function those are the spreadsheet owner's); a sign-in is copied into *document* properties only
 * when its owner chose to share it with this document. Nothing here ever returns a token to a caller
 * outside `src/` code paths that send it to the service.
 */
import { NotSignedInError, SessionExpiredError } from '../api/errors';
import type { PropertyStore } from '../platform/properties';
import { said } from '../shared/i18n/said';

/** The part of a property store a sign-in needs; tests pass an in-memory one. */
export type CredentialStore = Pick<PropertyStore, 'getProperty' | 'setProperty' | 'deleteProperty'>;

export interface StoredSession {
  readonly token: string;
  readonly email: string;
  /** Epoch ms; null when the token's expiry is unknown (a pasted token without `exp`). */
  readonly expiresAt: number | null;
  /** The account's language as the token response gave it (`pl-PL`); the sidebar speaks it. */
  readonly lang?: string;
}

export type SessionSource = 'user' | 'document';

export interface ResolvedSession extends StoredSession {
  readonly source: SessionSource;
  /** How messages name this sign-in ("a@b.c", or "a@b.c, shared with this document"). */
  readonly label: string;
}

/** The user's own sign-in (user properties). */
export const USER_SESSION_KEY = 'seoSheets.auth.session';
/** A sign-in shared with this document on purpose (document properties). */
export const SHARED_SESSION_KEY = 'seoSheets.auth.shared';
/** Not a secret: the e-mail last signed in from this document, so a formula can say whose sign-in it needs. */
export const LAST_ACCOUNT_KEY = 'seoSheets.auth.lastAccount';

export const TOKEN_LIFETIME_MS = 31 * 24 * 3_600_000;

export function readSession(store: CredentialStore | null): StoredSession | null {
  const raw = store?.getProperty(USER_SESSION_KEY);
  return raw ? parseSession(raw) : null;
}

export function readSharedSession(store: CredentialStore | null): StoredSession | null {
  const raw = store?.getProperty(SHARED_SESSION_KEY);
  return raw ? parseSession(raw) : null;
}

export function writeSession(
  store: CredentialStore,
  key: typeof USER_SESSION_KEY | typeof SHARED_SESSION_KEY,
  session: StoredSession,
): void {
  store.setProperty(key, JSON.stringify(session));
}

/** A damaged entry counts as no sign-in rather than an error: signing in again repairs it. */
function parseSession(raw: string): StoredSession | null {
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (typeof value.token !== 'string' || typeof value.email !== 'string') return null;
    return {
      token: value.token,
      email: value.email,
      expiresAt: typeof value.expiresAt === 'number' ? value.expiresAt : null,
      ...(typeof value.lang === 'string' ? { lang: value.lang } : {}),
    };
  } catch {
    return null;
  }
}

export function isExpired(session: StoredSession, now: number): boolean {
  return session.expiresAt !== null && session.expiresAt <= now;
}

/**
 * The sign-in a call should use: the user's own, else the one shared with the document. Throws
 * NotSignedInError naming the account that would be needed, or SessionExpiredError when the token
 * is known to be past its 31 days (saving a request that would only be redirected to the login).
 */
export function resolveSession(
  user: CredentialStore | null,
  document: CredentialStore | null,
  now: number,
): ResolvedSession {
  const own = readSession(user);
  const shared = own ? null : readSharedSession(document);
  const chosen = own ?? shared;
  if (!chosen) throw notSignedIn(document?.getProperty(LAST_ACCOUNT_KEY) ?? null);
  const source: SessionSource = own ? 'user' : 'document';
  const label = source === 'user' ? chosen.email : `${chosen.email}, shared with this document`;
  if (isExpired(chosen, now)) throw new SessionExpiredError({}, label);
  return { ...chosen, source, label };
}

function notSignedIn(lastAccount: string | null): NotSignedInError {
  return new NotSignedInError(
    lastAccount ? said('error.noSignInLast', { account: lastAccount }) : said('error.noSignIn'),
    lastAccount ?? undefined,
  );
}

/** Expiry from a JWT's `exp` claim (seconds), or null when the token is not a readable JWT. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Apps Script has no atob; the payload is short, so a plain decoder (UTF-8 via percent-decoding) does. */
function base64UrlDecode(text: string): string {
  let bits = 0;
  let value = 0;
  let encoded = '';
  for (const char of text.replace(/[=\s]/g, '').replace(/\+/g, '-').replace(/\//g, '_')) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base64url');
    value = (value << 6) | index;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      encoded += `%${((value >> bits) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  return decodeURIComponent(encoded);
}
