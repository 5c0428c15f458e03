/**
 * The spend guard's reading of what is left, kept a few minutes in the document cache beside the journal
 * (journal.ts), so a formula after another does not pay a round trip to getLimits before its own
 * requests: the reading, less the units this document's formulas noted since, stands for the counters
 * until it is `FRESH_MS` old. What other documents spent in those minutes is not seen; the guard is a
 * brake against a surprise, and the service's own refusal stays the truth.
 */
import { type QuotaModel, quotaModel } from '../api/quota';
import type { Limits } from '../api/schemas';
import { withSpent } from '../shared/with-spent';
import { type SpentStore, spentSince } from './journal';

const FRESH_MS = 10 * 60_000;
const keyOf = (account: string): string => `seoSheets.limits.${account}`;

interface Reading {
  readonly at: number;
  readonly limits: Limits;
}

function readingOf(text: string | undefined): Reading | null {
  try {
    const parsed = JSON.parse(text ?? 'null') as Partial<Reading> | null;
    return parsed && typeof parsed.at === 'number' && parsed.limits && typeof parsed.limits === 'object'
      ? (parsed as Reading)
      : null;
  } catch {
    return null;
  }
}

/** The reading of the account in effect (the execution's context gives it). */
export interface LimitsReading {
  recent(): QuotaModel | null;
  keep(limits: Limits): void;
}

/** Keeps `account`'s reading of getLimits, taken at `at`. */
export function keepReading(store: SpentStore, account: string, limits: Limits, at: number): void {
  store.putAll({ [keyOf(account)]: JSON.stringify({ at, limits }) }, FRESH_MS / 1000);
}

/** What is left of `account`'s counters by a reading younger than 10 minutes; null without one. */
export function recentModel(store: SpentStore, account: string, now: number): QuotaModel | null {
  const key = keyOf(account);
  const reading = readingOf(store.getAll([key])[key]);
  if (!reading || now - reading.at >= FRESH_MS || now < reading.at) return null;
  const model = quotaModel(reading.limits, reading.at);
  return { ...model, counters: withSpent(model.counters, spentSince(store, account, reading.at)) };
}
