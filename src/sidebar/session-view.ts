/**
 * The session as the sidebar sees it: signed in (with quota) or not, never a token. A sign-in past its
 * 31 days counts as signed out, with a notice, since every call would be refused.
 */
import type { QuotaCounter } from '../api/quota';
import type { AccountInfo, PlatformView, SharingStatus } from '../handlers/account-info';
import type { Language } from '../shared/i18n/languages';
import { serverCatalogues } from '../shared/i18n/areas';
import { translator } from '../shared/i18n/translator';

export type SidebarSession =
  | { readonly signedIn: false; readonly notice: string | null }
  | {
      readonly signedIn: true;
      readonly via: 'api' | 'tools';
      readonly email: string;
      /** Fractional days until the token expires; null when unknown. */
      readonly daysLeft: number | null;
      readonly counters: readonly QuotaCounter[];
      /** When the counters were read (the server's clock): formulas' spending after it is added (`sidebarSpent`). */
      readonly readAt: number;
      readonly limitsError: string | null;
      readonly sharing: SharingStatus;
      readonly platform: PlatformView;
    };

const DAY_MS = 86_400_000;

/** `now` is the execution's clock; days stay fractional so "31 days" means a fresh token, not 30 and change. */
export function sidebarSession(info: AccountInfo, now: number, language: Language = 'en'): SidebarSession {
  if (!info.signedIn || !info.email) return { signedIn: false, notice: null };
  if (info.expired) {
    return {
      signedIn: false,
      notice: translator(serverCatalogues, language)('session.expired', { email: info.email }),
    };
  }
  return {
    signedIn: true,
    via: info.via,
    email: info.email,
    daysLeft: info.expiresAt === null ? null : (Date.parse(info.expiresAt) - now) / DAY_MS,
    counters: info.limits ?? [],
    readAt: now,
    limitsError: info.limitsError,
    sharing: info.sharing,
    platform: info.platform,
  };
}
