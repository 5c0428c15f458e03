/**
 * What this user has been charged for in the last 24 hours, so estimates can say a repeat is free.
 * Quota counters are per account, not per document, hence user properties. Forgetting a charge only
 * makes an estimate pessimistic, so the history is pruned and capped rather than kept exactly.
 */
import { type Charge, REPEAT_FREE_MS } from './quota';

/** About 35 bytes an entry: a few kilobytes, well under the 9 KB a property value may hold. */
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

function parseCharges(raw: string | null, now: number): Charge[] {
  let entries: unknown;
  try {
    entries = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries
    .filter(
      (e): e is [string, number] =>
        Array.isArray(e) &&
        typeof e[0] === 'string' &&
        typeof e[1] === 'number' &&
        now - e[1] < REPEAT_FREE_MS,
    )
    .map(([key, at]) => ({ key, at }));
}

function withCharge(history: readonly Charge[], charge: Charge): Charge[] {
  return [...history.filter((h) => h.key !== charge.key), charge].slice(-MAX_CHARGES);
}

export function chargeHistory(store: ChargeStore): ChargeHistory {
  const list = (now: number) => parseCharges(store.get(), now);
  return {
    list,
    record({ units, key }, at) {
      if (!units || !key) return;
      store.set(JSON.stringify(withCharge(list(at), { key, at }).map((c) => [c.key, c.at])));
    },
  };
}
