/**
 * Counters the service has said are spent, per account, with when each resets: what it refuses until then
 * is not asked for again, request after request, at every recalculation. A quota error or a getLimits read
 * teaches it; the reset time comes from getLimits (`hours_to_reset`), and when nothing says, the counter is
 * asked again an hour later. Kept as one small JSON value wherever the caller stores it (the document's
 * properties: a custom function may not write the user's), keyed by account, since counters are the
 * account's and every editor on a shared sign-in meets the same refusal.
 */
import { type CounterKey, type QuotaModel, resetsAt } from '../api/quota';
import type { PropertyStore } from '../platform/properties';

export const SPENT_KEY = 'seoSheets.spent';

/** How long a spent counter is believed spent when nothing said when it resets. */
export const UNKNOWN_RESET_MS = 3_600_000;

/** Where the serialized memory lives: one property value. */
export interface SpentStore {
  get(): string | null;
  set(value: string): void;
}

export interface Spent {
  /** When the counter resets (epoch ms). */
  readonly until: number;
  /** The plan's value, when known: the message names it. */
  readonly limit?: number;
}

export interface SpentCounters {
  /** The counter's refusal, while it lasts. */
  spent(counter: CounterKey, now: number): Spent | null;
  /** The service refused a request on `counter`; `hoursToReset` as getLimits or the error said, if either did. */
  remember(counter: CounterKey, now: number, hoursToReset?: number | null, limit?: number): void;
  /** What a getLimits read says of every consumable counter: spent ones remembered, the others forgotten. */
  learn(model: QuotaModel): void;
}

type Entry = [until: number, limit?: number];
type Stored = Record<string, Record<string, Entry>>;

const entry = (until: number, limit?: number): Entry => (limit === undefined ? [until] : [until, limit]);

function parse(raw: string | null): Stored {
  try {
    const parsed = JSON.parse(raw ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * The memory of `account`'s counters; with no store (outside a document), of this execution only. Read
 * once, as a formula asks it of counter after counter; a change is made to what the store holds then.
 */
export function spentCounters(store: SpentStore | null, account: string): SpentCounters {
  let memory: string | null = null;
  const backing = store ?? { get: () => memory, set: (value: string) => (memory = value) };
  let known: Stored | undefined;

  const update = (now: number, change: (own: Record<string, Entry>) => void): void => {
    const all = parse(backing.get());
    const own = { ...all[account] };
    change(own);
    const kept: Stored = {};
    // Refusals that have reset are dropped, and with them accounts that have none left.
    for (const [who, counters] of Object.entries({ ...all, [account]: own })) {
      const live = Object.entries(counters).filter(([, entry]) => Array.isArray(entry) && entry[0] > now);
      if (live.length) kept[who] = Object.fromEntries(live);
    }
    const text = JSON.stringify(kept);
    if (text !== JSON.stringify(all)) backing.set(text);
    known = kept;
  };

  return {
    spent(counter, now) {
      known ??= parse(backing.get());
      const entry = known[account]?.[counter];
      if (!Array.isArray(entry) || typeof entry[0] !== 'number' || entry[0] <= now) return null;
      return { until: entry[0], ...(typeof entry[1] === 'number' && { limit: entry[1] }) };
    },
    remember(counter, now, hoursToReset, limit) {
      const until =
        typeof hoursToReset === 'number' ? now + hoursToReset * 3_600_000 : now + UNKNOWN_RESET_MS;
      update(now, (own) => {
        own[counter] = entry(until, limit);
      });
    },
    learn(model) {
      update(model.readAt, (own) => {
        for (const counter of model.counters) {
          if (counter.kind !== 'consumable') continue;
          const until = resetsAt(model, counter);
          if (counter.left === 0)
            own[counter.key] = entry(until ?? model.readAt + UNKNOWN_RESET_MS, counter.limit ?? undefined);
          else delete own[counter.key];
        }
      });
    },
  };
}

/**
 * The memory of `account`'s counters kept in `props` (the document's properties), written best effort: a
 * formula may not be allowed to write, and then only forgets sooner. Without a document, this execution's.
 */
export function spentIn(
  props: Pick<PropertyStore, 'getProperty' | 'setProperty'> | null,
  account: string,
): SpentCounters {
  const store = props && {
    get: () => props.getProperty(SPENT_KEY),
    set: (value: string) => {
      try {
        props.setProperty(SPENT_KEY, value);
      } catch {
        // Not kept: the refusal is met again, and remembered then.
      }
    },
  };
  return spentCounters(store, account);
}
