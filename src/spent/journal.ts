/**
 * What formulas spent, for the sidebar's quota bars between two readings of getLimits. Each formula
 * execution notes the units its requests charged (api/quota.ts `chargesOfRequest`) in the document
 * cache as it finishes; the open sidebar asks for them every few seconds, which costs no request to the
 * service, and adds those noted after its last reading to the counters it shows. The next reading (the
 * minute reading) replaces the sum with the service's own figures, which stay the truth
 * (shared/with-spent.ts adds them, for the bars and for the spend guard's recent reading).
 *
 * The journal is a few slots of the document cache (shared by everyone who opens the document, so each
 * entry names its account), one chosen at random by each writer so that formulas finishing together
 * seldom write the same slot; losing a note costs only a minute's lag on the bars, never a wrong count.
 */
/**
 * A unit a request charged, as api/quota.ts notes it (`SentCharge`): the counter and the key a repeat within
 * 24 h is free under.
 */
export interface NotedCharge {
  readonly counter: string;
  readonly key: string;
}

/** The document cache as the journal uses it (CacheService's getAll/putAll). */
export interface SpentStore {
  getAll(keys: readonly string[]): Record<string, string>;
  putAll(values: Record<string, string>, ttlSeconds: number): void;
}

/** One unit noted: [account, counter, charge key, when (ms)]. */
type Entry = readonly [string, string, string, number];

const SLOTS = 16;
const SLOT_KEYS = Array.from({ length: SLOTS }, (_, i) => `seoSheets.spent.${i}`);
/** Longer than any gap between two readings; CacheService keeps a value at most 6 h anyway. */
const KEEP_MS = 6 * 3_600_000;
/** A slot's entries at most: about 80 characters each, well under the 100 KB a cache value may hold. */
const MAX_ENTRIES = 400;

function entries(text: string | undefined): Entry[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is Entry =>
            Array.isArray(e) && e.length === 4 && typeof e[2] === 'string' && typeof e[3] === 'number',
        )
      : [];
  } catch {
    return [];
  }
}

/** Notes the units one execution charged for `account`; `slot` (0–15) is random unless a test fixes it. */
export function noteSpent(
  store: SpentStore,
  account: string,
  charges: readonly NotedCharge[],
  at: number,
  slot = Math.floor(Math.random() * SLOTS),
): void {
  if (!charges.length) return;
  const key = SLOT_KEYS[slot % SLOTS];
  const kept = entries(store.getAll([key])[key]).filter(([, , , when]) => at - when < KEEP_MS);
  const added = charges.map((c): Entry => [account, c.counter, c.key, at]);
  store.putAll({ [key]: JSON.stringify([...kept, ...added].slice(-MAX_ENTRIES)) }, KEEP_MS / 1000);
}

/**
 * Units per counter that `account`'s formulas noted at or after `since` (the sidebar's last reading),
 * each charge key once, and none already noted before it: a repeat within the window is free.
 */
export function spentSince(store: SpentStore, account: string, since: number): Record<string, number> {
  const noted = Object.values(store.getAll(SLOT_KEYS))
    .flatMap(entries)
    .filter(([who]) => who === account);
  const before = new Set(noted.filter(([, , , at]) => at < since).map(([, , key]) => key));
  const counted = new Set<string>();
  const units: Record<string, number> = {};
  for (const [, counter, key, at] of noted) {
    if (at < since || before.has(key) || counted.has(key)) continue;
    counted.add(key);
    units[counter] = (units[counter] ?? 0) + 1;
  }
  return units;
}
