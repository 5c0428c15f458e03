/**
 * What the sidebar shows of the account: who is signed in, until when, whether the sign-in is shared
 * with this document, and the quotas. Plain data: never a token.
 */
import * as users from '../api/users';
import { type QuotaCounter, quotaModel } from '../api/quota';
import { saidOf } from '../api/errors';
import type { BaseUrl } from '../config';
import type { Context } from '../context';
import { documentProperties, userProperties } from '../platform/properties';
import { documentCells } from '../platform/spreadsheet';
import { resetsAt, spent } from '../spent/platform-usage';
import { formatZonedDateTime } from '../shared/i18n/dates';
import { isExpired, readSession, readSharedSession, type StoredSession } from '../connection/credentials';
import { readToolConnection } from '../connection/tool-server';

export interface SharingStatus {
  /** Formulas in this document may use a shared sign-in. */
  readonly active: boolean;
  readonly email: string | null;
  /** The shared sign-in is the current user's own. */
  readonly mine: boolean;
}

export interface AccountInfo {
  readonly signedIn: boolean;
  /** How formulas reach the service: the API (REST sign-in) or the tool server (OAuth connection). */
  readonly via: 'api' | 'tools';
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
  readonly platform: PlatformView;
}

/** This user's use of Google's per-user daily quotas, as the add-on counted it, and the document's cells. */
export interface PlatformView {
  /** UrlFetch calls in Google's open day (it resets 24 hours after its first call). */
  readonly fetches: number;
  /** When that day resets, in the user's language and the spreadsheet's zone; null when nothing was counted. */
  readonly fetchesReset: string | null;
  readonly triggerMinutes: number;
  /** Cells of the document's grids; null when they cannot be read. */
  readonly cells: number | null;
}

function platformView(ctx: Pick<Context, 'now' | 'usage' | 'userLanguage' | 'timeZone'>): PlatformView {
  const now = ctx.now();
  const usage = ctx.usage();
  const reset = resetsAt(usage.fetches, now);
  let cells: number | null = null;
  try {
    cells = documentCells();
  } catch {
    // No document to count in: the cells stay unknown.
  }
  return {
    fetches: spent(usage.fetches, now),
    // The spreadsheet's zone, labelled; UTC, labelled so, where there is no document.
    fetchesReset: reset === null ? null : formatZonedDateTime(ctx.userLanguage(), reset, ctx.timeZone()),
    triggerMinutes: Math.round(spent(usage.triggerMs, now) / 60_000),
    cells,
  };
}

type InfoContext = Pick<
  Context,
  'now' | 'source' | 'baseUrl' | 'userLanguage' | 'render' | 'usage' | 'timeZone' | 'limitsReading'
>;

/**
 * Who is signed in or connected (from the stored credentials), and the quota, read through the data
 * source like any other data: whichever connection is in effect answers it.
 */
export function accountInfo(ctx: InfoContext): AccountInfo {
  const session = readSession(userProperties());
  const now = ctx.now();
  const expired = session ? isExpired(session, now) : false;
  const connection = session && !expired ? null : readToolConnection(userProperties());
  if (connection) return toolServerInfo(ctx, connection.email);
  const read = session && !expired ? quotaCounters(ctx) : null;
  return {
    signedIn: session !== null,
    via: 'api',
    email: session?.email ?? null,
    expiresAt: session?.expiresAt ? new Date(session.expiresAt).toISOString() : null,
    daysLeft: session?.expiresAt ? Math.max(0, Math.floor((session.expiresAt - now) / 86_400_000)) : null,
    expired,
    sharing: sharingStatus(session),
    limits: read?.limits ?? null,
    limitsError: read?.error ?? null,
    baseUrl: ctx.baseUrl(),
    platform: platformView(ctx),
  };
}

/** A connection through the tool server: no expiry to show (it is refreshed), not shareable. */
function toolServerInfo(ctx: InfoContext, email: string): AccountInfo {
  // A connection that has ended still shows, with why, so the user can disconnect or connect again.
  const read = quotaCounters(ctx);
  return {
    signedIn: true,
    via: 'tools',
    email,
    expiresAt: null,
    daysLeft: null,
    expired: false,
    sharing: { active: false, email: null, mine: false },
    limits: read.limits,
    limitsError: read.error,
    baseUrl: ctx.baseUrl(),
    platform: platformView(ctx),
  };
}

function quotaCounters(ctx: InfoContext): { limits: QuotaCounter[] | null; error: string | null } {
  try {
    const limits = ctx.source().get(users.getLimits, {});
    // The spend guard's next formula reads these rather than asking again (spent/reading.ts).
    ctx.limitsReading.keep(limits);
    return { limits: [...quotaModel(limits, ctx.now()).counters], error: null };
  } catch (error) {
    return { limits: null, error: ctx.render(ctx.userLanguage(), saidOf(error)) };
  }
}

export function sharingStatus(own: StoredSession | null): SharingStatus {
  const shared = readSharedSession(documentProperties());
  return {
    active: shared !== null,
    email: shared?.email ?? null,
    mine: !!own && shared?.token === own.token,
  };
}
