/**
 * The cache's index, kept in one document property: for every entry its chunk count, bytes, last use
 * and generation, in the order of use (least recently used first). Pure: parsing, the order of use,
 * LRU eviction planning and serialization, no platform calls.
 */

export const KEY_PREFIX = 'cache:';
export const LEDGER_KEY = `${KEY_PREFIX}index`;

export function chunkKey(id: string, n: number): string {
  return `${KEY_PREFIX}${id}:${n}`;
}

export interface LedgerEntry {
  readonly chunks: number;
  /** Keys plus values of all chunks, as the property store counts them. */
  readonly bytes: number;
  /** Minutes since the epoch: last read or write. */
  readonly used: number;
  /** Written into every chunk, so chunks of two different writes are never stitched together. */
  readonly gen: string;
}

export interface Ledger {
  /** Least recently used first: a read or a write moves an entry to the end. */
  readonly entries: Map<string, LedgerEntry>;
  /** Refresh-stamp values (hashed) and the time each was first seen; see `refreshAfter`. */
  readonly stamps: Map<string, number>;
}

type Wire = { e?: Record<string, [number, number, number, string]>; s?: Record<string, number> };

export function emptyLedger(): Ledger {
  return { entries: new Map(), stamps: new Map() };
}

function validEntry(value: unknown): value is [number, number, number, string] {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.slice(0, 3).every((n) => Number.isInteger(n) && n >= 0) &&
    typeof value[3] === 'string'
  );
}

/**
 * A damaged index is dropped: the entries it named become orphans that the next write removes. The
 * entries come back in their order of use; an index written before it kept that order is put in it by
 * last use (the sort is stable, so uses within one minute keep the order they were written in).
 */
export function parseLedger(text: string | null): Ledger {
  const ledger = emptyLedger();
  if (!text) return ledger;
  let wire: Wire;
  try {
    wire = JSON.parse(text);
  } catch {
    return ledger;
  }
  const valid = Object.entries(wire.e ?? {}).filter(
    (entry): entry is [string, [number, number, number, string]] => validEntry(entry[1]),
  );
  valid.sort(([, a], [, b]) => a[2] - b[2]);
  for (const [id, value] of valid)
    ledger.entries.set(id, { chunks: value[0], bytes: value[1], used: value[2], gen: value[3] });
  for (const [stamp, time] of Object.entries(wire.s ?? {})) {
    if (typeof time === 'number') ledger.stamps.set(stamp, time);
  }
  return ledger;
}

export function serializeLedger(ledger: Ledger): string {
  const e: Wire['e'] = {};
  for (const [id, x] of ledger.entries) e[id] = [x.chunks, x.bytes, x.used, x.gen];
  return JSON.stringify({ e, s: Object.fromEntries(ledger.stamps) });
}

export function ledgerBytes(ledger: Ledger): number {
  let total = 0;
  for (const entry of ledger.entries.values()) total += entry.bytes;
  return total;
}

export interface EvictionLimits {
  readonly bytes: number;
  readonly entries: number;
}

/** Records a use of `ids` (a read or a write) at `minute`: they move to the end, in the order given. */
export function markUsed(ledger: Ledger, ids: readonly string[], minute: number): void {
  for (const id of ids) {
    const entry = ledger.entries.get(id);
    if (!entry) continue;
    ledger.entries.delete(id);
    ledger.entries.set(id, { ...entry, used: minute });
  }
}

/** Whether every entry of `ids` the ledger holds was used at `minute` or later. */
export function usedWithin(ledger: Ledger, ids: readonly string[], minute: number): boolean {
  return ids.every((id) => (ledger.entries.get(id)?.used ?? minute) >= minute);
}

/**
 * Entries to drop, least recently used first, until the rest fits the limits. Entries in `keep`
 * (those being written) are dropped only when nothing else is left.
 */
export function planEviction(ledger: Ledger, limits: EvictionLimits, keep: ReadonlySet<string>): string[] {
  let bytes = ledgerBytes(ledger);
  let count = ledger.entries.size;
  // The ledger is in the order of use; a stable sort puts the entries being written last.
  const order = [...ledger.entries].sort(([a], [b]) => Number(keep.has(a)) - Number(keep.has(b)));
  const evicted: string[] = [];
  for (const [id, entry] of order) {
    if (bytes <= limits.bytes && count <= limits.entries) break;
    evicted.push(id);
    bytes -= entry.bytes;
    count -= 1;
  }
  return evicted;
}

/** The stamps map is bounded: the oldest stamps are forgotten first. */
export function rememberStamp(ledger: Ledger, stamp: string, time: number, max: number): void {
  ledger.stamps.set(stamp, time);
  const excess = ledger.stamps.size - max;
  if (excess > 0) {
    const oldest = [...ledger.stamps].sort(([, a], [, b]) => a - b).slice(0, excess);
    for (const [key] of oldest) ledger.stamps.delete(key);
  }
}
