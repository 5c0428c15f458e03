/**
 * What the sidebar shows of the account: who is signed in, until when, whether the sign-in is shared
 * with this document, and the quotas. Plain data: never a token.
 */
import { getLimits } from '../api/endpoints/users';
import { userMessage } from '../api/errors';
import { type QuotaCounter, quotaModel } from '../api/quota';
import type { BaseUrl } from '../config';
import type { Context } from '../context';
import { documentProperties, userProperties } from '../platform/properties';
import { isExpired, readSession, readSharedSession, type StoredSession } from '../account/credentials';

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
export function accountInfo(ctx: Pick<Context, 'now' | 'clientWith' | 'baseUrl'>): AccountInfo {
  const session = readSession(userProperties());
  const now = ctx.now();
  const expired = session ? isExpired(session, now) : false;
  let limits: QuotaCounter[] | null = null;
  let limitsError: string | null = null;
  if (session && !expired) {
    try {
      limits = [...quotaModel(getLimits(ctx.clientWith(session.token), {}), now).counters];
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
    baseUrl: ctx.baseUrl(),
  };
}

export function sharingStatus(own: StoredSession | null): SharingStatus {
  const shared = readSharedSession(documentProperties());
  return {
    active: shared !== null,
    email: shared?.email ?? null,
    mine: !!own && shared?.token === own.token,
  };
}
