/**
 * Named texts stored compressed in document properties, with the document cache in front.
 * An entry is gzip+base64, cut into chunks that fit the 9 KB value limit, and listed in the ledger
 * with its generation; entries are evicted least recently used so the cache stays inside a byte budget
 * that leaves the rest of the 500 KB store to settings, sign-in and report jobs. Damaged or partial
 * entries read as missing and are removed. Every write is best-effort: false, never an exception.
 */
import {
  chunkKey,
  emptyLedger,
  KEY_PREFIX,
  type Ledger,
  LEDGER_KEY,
  ledgerBytes,
  markUsed,
  parseLedger,
  planEviction,
  rememberStamp,
  serializeLedger,
  usedWithin,
} from './ledger';
import type { CachePorts } from './ports';

export interface BlobStoreLimits {
  /** The platform's limit for one property store. */
  readonly storeBytes: number;
  /** Never used by the cache, whatever else is stored: room for settings, sign-in and report jobs. */
  readonly reserveBytes: number;
  /** Characters of one chunk, under the 9 KB value limit with the key and generation. */
  readonly chunkChars: number;
  /** Keeps the ledger itself well under one property value. */
  readonly maxEntries: number;
}

export const DEFAULT_LIMITS: BlobStoreLimits = {
  storeBytes: 500 * 1024,
  reserveBytes: 48 * 1024,
  chunkChars: 8_800,
  maxEntries: 160,
};

/** The document cache's maximum lifetime. */
const FAST_TTL_SECONDS = 21_600;
const FAST_MAX_CHARS = 99_000;
const MAX_STAMPS = 24;
/**
 * How precisely eviction knows the order of use: a read of entries used within this many minutes records
 * nothing, so Sheets recalculating the formulas of a document it opens writes no property and takes no lock.
 */
const USE_PRECISION_MINUTES = 60;

export interface CacheUsage {
  readonly bytes: number;
  readonly entries: number;
  readonly budgetBytes: number;
}

function byteLength(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) bytes += code > 0x7ff && (code < 0xd800 || code > 0xdfff) ? 2 : 1;
  }
  return bytes;
}

function fastKey(id: string): string {
  return `${KEY_PREFIX}${id}`;
}

function newGeneration(now: number): string {
  return (now % 1_679_616).toString(36) + Math.floor(Math.random() * 1296).toString(36);
}

/**
 * One per execution (the context opens it): the ledger is read once, and what this execution writes under
 * the lock, where it is read afresh, is what it reads next. An entry another execution rewrote meanwhile
 * reads as a miss, never as damage (`readPresent`). Entries it will read next (`readAlong`) come with the
 * read before, in the same calls.
 */
export class BlobStore {
  private known?: Ledger;
  /** Entries to read with the next read, and what a read brought of them, until this execution writes them. */
  private readonly along = new Set<string>();
  private readonly brought = new Map<string, string | undefined>();

  constructor(
    private readonly ports: CachePorts,
    private readonly limits: BlobStoreLimits = DEFAULT_LIMITS,
  ) {}

  private minutes(): number {
    return Math.floor(this.ports.now() / 60_000);
  }

  private readLedger(): Ledger {
    if (this.known) return this.known;
    try {
      this.known = parseLedger(this.ports.props.getProperty(LEDGER_KEY));
      return this.known;
    } catch {
      return emptyLedger();
    }
  }

  /** Writes the ledger (under the lock) and keeps it as this execution's. */
  private writeLedger(ledger: Ledger, sets: Record<string, string> = {}): void {
    this.ports.props.setProperties({ ...sets, [LEDGER_KEY]: serializeLedger(ledger) });
    this.known = ledger;
  }

  /** The texts of the entries that exist and are intact, from the fast tier when it has them. */
  read(ids: readonly string[]): Map<string, string> {
    const wanted = ids.filter((id) => !this.brought.has(id));
    const along = [...this.along].filter((id) => !ids.includes(id) && !this.brought.has(id));
    this.along.clear();
    let texts = new Map<string, string>();
    if (wanted.length || along.length) {
      try {
        texts = this.readPresent([...wanted, ...along]);
      } catch {
        // Storage that cannot be read is a cache miss: the formula fetches instead of failing.
      }
    }
    for (const id of along) this.brought.set(id, texts.get(id));
    for (const id of ids) {
      const text = this.brought.get(id);
      if (text !== undefined) texts.set(id, text);
    }
    for (const id of along) texts.delete(id);
    return texts;
  }

  /** `ids` are read with this execution's next read, in the same calls: a read they are sure to follow. */
  readAlong(ids: readonly string[]): void {
    for (const id of ids) this.along.add(id);
  }

  private readPresent(ids: readonly string[]): Map<string, string> {
    const ledger = this.readLedger();
    const present = ids.filter((id) => ledger.entries.has(id));
    const fast = this.fastGet(present);
    const texts = new Map<string, string>();
    const damaged: string[] = [];
    const refill: Record<string, string> = {};
    for (const id of present) {
      const entry = ledger.entries.get(id)!;
      const cached = fast[fastKey(id)];
      const fromFast = cached?.startsWith(`${entry.gen}|`) === true;
      const packed = fromFast
        ? cached.slice(entry.gen.length + 1)
        : this.readChunks(id, entry.chunks, entry.gen, (key) => this.ports.props.getProperty(key));
      const text = packed === undefined ? undefined : this.unpack(packed);
      if (text === undefined) {
        damaged.push(id);
        continue;
      }
      texts.set(id, text);
      if (!fromFast && packed!.length <= FAST_MAX_CHARS) refill[fastKey(id)] = `${entry.gen}|${packed}`;
    }
    this.fastPut(refill);
    // What reads whole under the lock was rewritten since this execution read the ledger: it stays.
    if (damaged.length)
      this.update(
        damaged,
        (current) => new Map(damaged.filter((id) => !current.has(id)).map((id) => [id, null])),
      );
    this.touch(ledger, [...texts.keys()]);
    return texts;
  }

  /**
   * Rewrites entries under the document lock: `change` gets the current texts of `ids` and returns
   * the new text of each entry to write, or null to remove it. False when the write did not happen.
   */
  update(
    ids: readonly string[],
    change: (current: Map<string, string>) => Map<string, string | null>,
  ): boolean {
    try {
      return this.ports.lock(() => this.updateLocked(ids, change)) ?? false;
    } catch {
      return false;
    }
  }

  private updateLocked(
    ids: readonly string[],
    change: (current: Map<string, string>) => Map<string, string | null>,
  ): boolean {
    const all = this.ports.props.getProperties();
    const ledger = parseLedger(all[LEDGER_KEY] ?? null);
    const current = new Map<string, string>();
    for (const id of ids) {
      const entry = ledger.entries.get(id);
      const packed = entry && this.readChunks(id, entry.chunks, entry.gen, (key) => all[key] ?? null);
      const text = packed === undefined ? undefined : this.unpack(packed);
      if (text !== undefined) current.set(id, text);
    }
    const next = change(current);
    for (const id of next.keys()) this.brought.delete(id);
    const now = this.minutes();
    const writes = new Map<string, Record<string, string>>();
    const fastWrites: Record<string, string> = {};
    for (const [id, text] of next) {
      if (text === null) {
        ledger.entries.delete(id);
        continue;
      }
      const packed = this.ports.compressor.pack(text);
      const gen = newGeneration(this.ports.now());
      const chunks: Record<string, string> = {};
      let bytes = 0;
      for (let n = 0; n * this.limits.chunkChars < packed.length || n === 0; n++) {
        const key = chunkKey(id, n);
        chunks[key] = `${gen}|${packed.slice(n * this.limits.chunkChars, (n + 1) * this.limits.chunkChars)}`;
        bytes += key.length + chunks[key].length;
      }
      writes.set(id, chunks);
      // Written is used: the entry moves to the end of the order of use.
      ledger.entries.delete(id);
      ledger.entries.set(id, { chunks: Object.keys(chunks).length, bytes, used: now, gen });
      if (packed.length <= FAST_MAX_CHARS) fastWrites[fastKey(id)] = `${gen}|${packed}`;
    }
    const evicted = planEviction(ledger, this.entryLimits(all, ledger), new Set(writes.keys()));
    for (const id of evicted) {
      ledger.entries.delete(id);
      writes.delete(id);
      delete fastWrites[fastKey(id)];
    }
    const sets: Record<string, string> = {};
    for (const chunks of writes.values()) Object.assign(sets, chunks);
    // Stale keys go first, so the store never holds old and new entries at once and cannot overflow.
    const stale = Object.keys(all).filter(
      (key) => key.startsWith(KEY_PREFIX) && !(key in sets) && !this.owned(key, ledger),
    );
    for (const key of stale) this.ports.props.deleteProperty(key);
    this.writeLedger(ledger, sets);
    this.fastRemove([...next.keys(), ...evicted].filter((id) => !(fastKey(id) in fastWrites)));
    this.fastPut(fastWrites);
    return true;
  }

  /** Bytes the entries may take: the store minus what others hold, the reserve and the ledger itself. */
  private entryLimits(all: Record<string, string>, ledger: Ledger) {
    let others = 0;
    for (const [key, value] of Object.entries(all)) {
      if (!key.startsWith(KEY_PREFIX)) others += byteLength(key) + byteLength(value);
    }
    const ledgerSize = LEDGER_KEY.length + serializeLedger(ledger).length;
    return {
      bytes: this.limits.storeBytes - this.limits.reserveBytes - others - ledgerSize,
      entries: this.limits.maxEntries,
    };
  }

  private owned(key: string, ledger: Ledger): boolean {
    if (key === LEDGER_KEY) return true;
    const match = /^(.*):(\d+)$/.exec(key.slice(KEY_PREFIX.length));
    const entry = match && ledger.entries.get(match[1]);
    return !!entry && Number(match[2]) < entry.chunks;
  }

  private readChunks(
    id: string,
    count: number,
    gen: string,
    get: (key: string) => string | null,
  ): string | undefined {
    const parts: string[] = [];
    for (let n = 0; n < count; n++) {
      const value = get(chunkKey(id, n));
      if (value === null || !value.startsWith(`${gen}|`)) return undefined;
      parts.push(value.slice(gen.length + 1));
    }
    return parts.join('');
  }

  private unpack(packed: string): string | undefined {
    try {
      return this.ports.compressor.unpack(packed);
    } catch {
      return undefined;
    }
  }

  /**
   * Records a read in the order of use, so eviction takes what was used longest ago, to the hour: a read
   * of entries all used within it writes nothing; any other moves its entries to the end, in one write.
   */
  private touch(ledger: Ledger, ids: readonly string[]): void {
    const now = this.minutes();
    if (usedWithin(ledger, ids, now - USE_PRECISION_MINUTES)) return;
    this.withLedger((fresh) => markUsed(fresh, ids, now));
  }

  /**
   * The time a refresh-stamp value was first seen in this document: data fetched before it is stale.
   * Seeing a new value records it, so the next recalculation with the same value reads the cache.
   */
  firstSeen(stamp: string): number {
    const known = this.readLedger().stamps.get(stamp);
    if (known !== undefined) return known;
    const now = this.ports.now();
    this.withLedger((fresh) => {
      if (!fresh.stamps.has(stamp)) rememberStamp(fresh, stamp, now, MAX_STAMPS);
    });
    return now;
  }

  private withLedger(change: (ledger: Ledger) => void): void {
    try {
      this.ports.lock(() => {
        const ledger = parseLedger(this.ports.props.getProperty(LEDGER_KEY));
        change(ledger);
        this.writeLedger(ledger);
      });
    } catch {
      // Best-effort: a lost touch or stamp only costs precision, never data.
    }
  }

  usage(): CacheUsage {
    try {
      const all = this.ports.props.getProperties();
      const ledger = parseLedger(all[LEDGER_KEY] ?? null);
      return {
        bytes: ledgerBytes(ledger) + LEDGER_KEY.length + (all[LEDGER_KEY]?.length ?? 0),
        entries: ledger.entries.size,
        budgetBytes: this.entryLimits(all, ledger).bytes,
      };
    } catch {
      return { bytes: 0, entries: 0, budgetBytes: 0 };
    }
  }

  /** Removes every cache entry and the ledger; other properties are left alone. */
  clear(): void {
    const all = this.ports.props.getProperties();
    const ids = [...parseLedger(all[LEDGER_KEY] ?? null).entries.keys()];
    for (const key of Object.keys(all)) if (key.startsWith(KEY_PREFIX)) this.ports.props.deleteProperty(key);
    this.known = emptyLedger();
    this.brought.clear();
    this.fastRemove(ids);
  }

  private fastGet(ids: readonly string[]): Record<string, string> {
    if (!this.ports.fast || !ids.length) return {};
    try {
      return this.ports.fast.getAll(ids.map(fastKey));
    } catch {
      return {};
    }
  }

  private fastPut(values: Record<string, string>): void {
    if (!this.ports.fast || !Object.keys(values).length) return;
    try {
      this.ports.fast.putAll(values, FAST_TTL_SECONDS);
    } catch {
      // The fast tier is an optimisation; the properties hold the truth.
    }
  }

  private fastRemove(ids: readonly string[]): void {
    if (!this.ports.fast || !ids.length) return;
    try {
      this.ports.fast.removeAll(ids.map(fastKey));
    } catch {
      // An old value left in the fast tier is ignored anyway: its generation no longer matches.
    }
  }
}
