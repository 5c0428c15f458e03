/**
 * The counters between two readings of getLimits: as read, with the units formulas noted since
 * (src/spent/journal.ts keeps the notes). The sidebar's quota bars show them (the server hands the sums over
 * every few seconds), and the spend guard weighs a spend against them (src/spent/reading.ts).
 */
/** The fields of a counter (api/quota.ts `QuotaCounter`) that what formulas spent moves. */
export interface SpentCounter {
  readonly key: string;
  readonly used: number | null;
  readonly left: number | null;
}

/** The counters as they stand with what formulas spent since they were read: more used, less left. */
export function withSpent<Counter extends SpentCounter>(
  counters: readonly Counter[],
  spent: Readonly<Record<string, number>>,
): Counter[] {
  return counters.map((counter) => {
    const units = spent[counter.key] ?? 0;
    if (!units || counter.used === null) return counter;
    return {
      ...counter,
      used: counter.used + units,
      left: counter.left === null ? null : Math.max(0, counter.left - units),
    };
  });
}
