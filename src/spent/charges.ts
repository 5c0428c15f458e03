/**
 * What an account has been charged for in the last 24 hours, so estimates can say a repeat is free.
 * Quota counters are per account, not per document, hence user properties; one Google user may sign in
 * to several accounts (an API sign-in, a tool-server connection, a shared one), so each entry names the
 * account it was charged to and a history reads only the account that will pay. Forgetting a charge only
 * makes an estimate pessimistic, so the history is pruned and capped rather than kept exactly.
 */
import { hashId } from '../shared/hash';
import { type Charge, REPEAT_FREE_MS } from '../api/quota';
import type { PropertyStore } from '../platform/properties';

/** About 50 bytes an entry: a few kilobytes, well under the 9 KB a property value may hold. */
export const MAX_CHARGES = 120;

export const CHARGES_KEY = 'seoSheets.charges';

/** Where the serialized history lives: one property value. */
export interface ChargeStore {
  get(): string | null;
  set(value: string): void;
}

export interface ChargeHistory {
  /** Charges still inside their repeat-free window. */
  list(now: number): Charge[];
  /** Remembers a call that succeeded, if its estimate charged a unit a repeat could reuse. */
  record(estimate: { readonly units: number; readonly key?: string | null }, at: number): void;
}

type Entry = [key: string, at: number, account: string];

function parseEntries(raw: string | null, now: number): Entry[] {
  let entries: unknown;
  try {
    entries = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  // An entry without its account (written before they named one) could be any account's: not free.
  return entries.filter(
    (e): e is Entry =>
      Array.isArray(e) &&
      typeof e[0] === 'string' &&
      typeof e[1] === 'number' &&
      typeof e[2] === 'string' &&
      now - e[1] < REPEAT_FREE_MS,
  );
}

/** The history of `account` (the sign-in in effect, whose counters the next call charges). */
export function chargeHistory(store: ChargeStore, account: string): ChargeHistory {
  const payer = hashId(account.toLowerCase());
  const list = (now: number): Charge[] =>
    parseEntries(store.get(), now)
      .filter((e) => e[2] === payer)
      .map(([key, at]) => ({ key, at }));
  return {
    list,
    record({ units, key }, at) {
      if (!units || !key) return;
      const others = parseEntries(store.get(), at).filter((e) => e[0] !== key || e[2] !== payer);
      store.set(JSON.stringify([...others, [key, at, payer]].slice(-MAX_CHARGES)));
    },
  };
}

/** The history of `account` kept in `props` (the user's properties: counters are the account's, across documents). */
export function chargesIn(
  props: Pick<PropertyStore, 'getProperty' | 'setProperty'>,
  account: string,
): ChargeHistory {
  return chargeHistory(
    { get: () => props.getProperty(CHARGES_KEY), set: (value) => props.setProperty(CHARGES_KEY, value) },
    account,
  );
}
