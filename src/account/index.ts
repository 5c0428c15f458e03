/**
 * The account layer for the rest of the add-on: a client signed in as whoever this execution should act for.
 * Sidebar server functions live in `server.ts`.
 */
import { type ApiClient, type ClientOptions, createClient } from '../api/client';
import { type ExecutionKind, executionBudget } from '../api/budget';
import { resolveBaseUrl } from '../config';
import { resolveSession, type ResolvedSession } from './session';

export type { ResolvedSession, SessionSource } from './session';

/** Client options a caller may set; the token, account and base URL come from the sign-in. */
export type SignedInOptions = Partial<Omit<ClientOptions, 'token' | 'account' | 'baseUrl' | 'budget'>> & {
  readonly budget?: ClientOptions['budget'];
};

/**
 * A client for the sign-in this execution should use (the user's own, else the one shared with the
 * document). Throws NotSignedInError / SessionExpiredError with a message fit for a cell.
 */
export function signedInClient(kind: ExecutionKind, options: SignedInOptions = {}): ApiClient {
  const session = currentSession();
  return createClient({
    ...options,
    budget: options.budget ?? executionBudget(kind),
    token: session.token,
    account: session.label,
    // A shared sign-in is someone else's token: it only ever goes to the deployment's host.
    baseUrl: resolveBaseUrl(session.source === 'user').url,
  });
}

/** The e-mail and source of the sign-in in effect (no token). Throws when there is none. */
export function currentAccount(): Pick<ResolvedSession, 'email' | 'source' | 'expiresAt' | 'label'> {
  const { email, source, expiresAt, label } = currentSession();
  return { email, source, expiresAt, label };
}

function currentSession(): ResolvedSession {
  return resolveSession(
    PropertiesService.getUserProperties(),
    PropertiesService.getDocumentProperties(),
    Date.now(),
  );
}
