/**
 * Retention of history sheets: every scheduled run adds a dated snapshot under the previous ones, so a
 * daily report grows without end towards the 10 million cells of a spreadsheet. The last `keep`
 * snapshots stay whole; older ones are rolled up to one row per month for each row of the report (its
 * key: the leading columns that tell a snapshot's rows apart, such as the keyword id or the domain).
 *
 * The row kept for a month is the month's last value, not an average. For an SEO reader a position is a
 * rank, and the mean of 3 and 40 is a rank nobody held; the last value is one real observation whose
 * position, URL, searches and visibility belong together, as a month-end report shows them, and a
 * phrase that dropped out in mid-month shows the last day it ranked instead of a blend with days it did
 * not. Pure: rows in, rows out; the snapshot's date is the first column.
 */

import { HISTORY_KEEP } from '../shared/platform-limits';

type Row = readonly unknown[];

/** The snapshot a row belongs to: its date's time, or the cell as text when a user typed something else. */
function snapshotOf(row: Row): string {
  const at = row[0];
  return at instanceof Date ? String(at.getTime()) : String(at);
}

/**
 * How many leading columns after the snapshot tell every snapshot's rows apart (at least one; all of
 * them when nothing shorter does, so no two different rows are ever taken for one).
 */
export function keyWidth(rows: readonly Row[]): number {
  const width = Math.max(1, ...rows.map((row) => row.length - 1));
  for (let k = 1; k < width; k++) {
    const seen = new Set<string>();
    const unique = rows.every((row) => {
      const key = JSON.stringify([snapshotOf(row), ...row.slice(1, 1 + k)]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (unique) return k;
  }
  return width;
}

export interface Retained {
  readonly rows: unknown[][];
  /** Snapshots now kept whole. */
  readonly snapshots: number;
}

/**
 * The history table kept: rows of snapshots older than the last `keep` become the month's last value
 * per key, months oldest first, then the kept snapshots' rows as they were. `monthOf` names a row's
 * month in the spreadsheet's time zone; null: the older snapshots go (their history is in the warehouse).
 * Rolling up rows already rolled up changes nothing.
 */
export function retain(rows: readonly Row[], keep: number, monthOf: ((at: Date) => string) | null): Retained {
  const times = [...new Set(rows.map(snapshotOf))];
  const dated = (id: string) => (Number.isFinite(Number(id)) ? Number(id) : Number.NEGATIVE_INFINITY);
  times.sort((a, b) => dated(a) - dated(b));
  const kept = new Set(times.slice(-keep));
  const old = monthOf ? rows.filter((row) => !kept.has(snapshotOf(row))) : [];
  const width = keyWidth(old);
  const months = new Map<string, unknown[]>();
  for (const row of old) {
    const at = row[0];
    const month = at instanceof Date && monthOf ? monthOf(at) : String(at);
    const key = JSON.stringify([month, ...row.slice(1, 1 + width)]);
    const last = months.get(key);
    // Rows arrive oldest snapshot first; a later one replaces the month's value.
    if (!last || snapshotTime(row) >= snapshotTime(last)) months.set(key, [...row]);
  }
  const rolled = [...months.values()].sort((a, b) => snapshotTime(a) - snapshotTime(b));
  return {
    rows: [...rolled, ...rows.filter((row) => kept.has(snapshotOf(row))).map((row) => [...row])],
    snapshots: kept.size,
  };
}

function snapshotTime(row: Row): number {
  const at = row[0];
  return at instanceof Date ? at.getTime() : Number.NEGATIVE_INFINITY;
}

/** Snapshots to keep whole: the request's number when it is a whole number from 1 to MAX_KEEP. */
export function keepOf(keep: unknown): number {
  return validKeep(keep) ? (keep as number) : HISTORY_KEEP.default;
}

export function validKeep(keep: unknown): boolean {
  return Number.isInteger(keep) && (keep as number) >= 1 && (keep as number) <= HISTORY_KEEP.max;
}
