/**
 * What this add-on has spent of the Apps Script quotas Google counts per user: UrlFetch calls (20,000 a
 * day on a consumer account, 100,000 on Workspace) and trigger run time (90 minutes a day, 6 hours).
 * Google resets each "24 hours after the first request", so each is counted in a window that opens with
 * its first use and closes a day later. Kept in the user's properties (the same user's across documents,
 * as the quotas are), and written at most once per execution with what the execution added: never a write
 * per request. Calls of other scripts of the same user count against the same quota and are not seen here.
 * The ceilings themselves are in shared/platform-limits.ts.
 */
import type { PropertyStore } from '../platform/properties';

export const PLATFORM_USAGE_KEY = 'seoSheets.platformUsage';

const DAY = 24 * 3_600_000;

/** A day's count: opened by its first use, reset 24 hours after it. */
export interface UsageWindow {
  readonly from: number;
  readonly used: number;
}

export interface PlatformUsage {
  readonly fetches: UsageWindow | null;
  /** Milliseconds of trigger runs. */
  readonly triggerMs: UsageWindow | null;
}

export type UsageDelta = { readonly [K in keyof PlatformUsage]?: number };

const EMPTY: PlatformUsage = { fetches: null, triggerMs: null };

function validWindow(value: unknown): UsageWindow | null {
  const w = value as UsageWindow | null;
  return w && Number.isFinite(w.from) && Number.isFinite(w.used) && w.used >= 0 ? w : null;
}

/** A damaged record reads as nothing counted: the next execution starts a fresh one. */
export function parseUsage(text: string | null): PlatformUsage {
  if (!text) return EMPTY;
  try {
    const wire = JSON.parse(text) as Partial<Record<keyof PlatformUsage, unknown>>;
    return { fetches: validWindow(wire.fetches), triggerMs: validWindow(wire.triggerMs) };
  } catch {
    return EMPTY;
  }
}

const open = (window: UsageWindow | null, now: number): window is UsageWindow =>
  window !== null && now < window.from + DAY && now >= window.from;

/** What the window counted in the day that is still open at `now`; 0 once it has reset. */
export function spent(window: UsageWindow | null, now: number): number {
  return open(window, now) ? window.used : 0;
}

/** When the open window resets; null when none is open. */
export function resetsAt(window: UsageWindow | null, now: number): number | null {
  return open(window, now) ? window.from + DAY : null;
}

/** The window with `amount` more; a closed window gives way to one opened now. */
export function added(window: UsageWindow | null, amount: number, now: number): UsageWindow {
  return open(window, now) ? { from: window.from, used: window.used + amount } : { from: now, used: amount };
}

export function readUsage(store: Pick<PropertyStore, 'getProperty'>): PlatformUsage {
  return parseUsage(store.getProperty(PLATFORM_USAGE_KEY));
}

/** Adds an execution's use in one read and one write; nothing is written when it used nothing. */
export function recordUsage(
  store: Pick<PropertyStore, 'getProperty' | 'setProperty'>,
  delta: UsageDelta,
  now: number,
): void {
  const entries = Object.entries(delta).filter(([, amount]) => amount && amount > 0) as [
    keyof PlatformUsage,
    number,
  ][];
  if (!entries.length) return;
  const usage: Record<keyof PlatformUsage, UsageWindow | null> = { ...readUsage(store) };
  for (const [key, amount] of entries) usage[key] = added(usage[key], amount, now);
  store.setProperty(PLATFORM_USAGE_KEY, JSON.stringify(usage));
}
