/**
 * History sheets, one way for every report: a Snapshot column first, holding the day the run took its data
 * (in the spreadsheet's zone), and one block per run under the previous ones. A run on a day the last block
 * already has replaces that block, so a re-run never doubles a day. Past the snapshots to keep whole the
 * table is rolled up (retention.ts) and rewritten from row 2. A sheet that held the table as it comes
 * becomes history with its table as the first snapshot, dated when it was taken. Pure over `read`.
 */
import { type TimeZone, zonedDate, zonedDayStart, zonedMonth } from '../shared/i18n/dates';
import { arrange, SNAPSHOT_COLUMN, type SheetRecord, type Table, union } from './layout';
import { retain } from './retention';

export interface Snapshot {
  /** The previous run's record, null for a new sheet. */
  readonly previous: SheetRecord | null;
  /** The run's columns and rows. */
  readonly columns: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
  /** When the run took its data. */
  readonly at: number;
  readonly zone: TimeZone;
  /** Snapshots to keep whole (retention.ts `keepOf`). */
  readonly keep: number;
  /** The older snapshots are dropped rather than rolled up: their history is in the warehouse. */
  readonly dropOlder?: boolean;
  /** The previous table's first `rows` data rows, `width` columns from A. */
  read(rows: number, width: number): unknown[][];
}

/** A snapshot cell as a key: its instant, or what a user typed there. */
const keyOf = (cell: unknown): string => (cell instanceof Date ? String(cell.getTime()) : String(cell));

/** The table a history run writes: its new block in place, or the whole table rolled up. */
export function historyTable(snapshot: Snapshot): Table {
  const { previous, zone, keep } = snapshot;
  const today = zonedDate(snapshot.at, zone);
  const taken = zonedDayStart(snapshot.at, zone);
  let header: readonly string[];
  /** Data rows that stay where they are above the new block. */
  let above = 0;
  /** Snapshots kept whole above it. */
  let whole = 0;
  /** Rows rewritten with it when the table is written again from row 2. */
  let old: unknown[][] | null = null;
  if (previous?.header[0] === SNAPSHOT_COLUMN) {
    header = union(previous.header, snapshot.columns);
    const days = snapshot.read(previous.rows, 1).map((row) => row[0]);
    above = days.length;
    const last = days[days.length - 1];
    const again = last instanceof Date && zonedDate(last.getTime(), zone) === today;
    while (again && above > 0 && keyOf(days[above - 1]) === keyOf(last)) above--;
    whole = (previous.snapshots ?? new Set(days.map(keyOf)).size) - (again ? 1 : 0);
    if (whole + 1 > keep) old = snapshot.read(above, previous.header.length);
  } else if (previous) {
    header = union([SNAPSHOT_COLUMN, ...previous.header], snapshot.columns);
    const { words } = previous;
    const at = words?.at;
    const first = at !== undefined && !words?.empty && zonedDate(at, zone) !== today;
    old = first
      ? snapshot.read(previous.rows, previous.header.length).map((row) => [zonedDayStart(at, zone), ...row])
      : [];
  } else {
    header = [SNAPSHOT_COLUMN, ...snapshot.columns];
  }
  const block = arrange(header, snapshot.columns, snapshot.rows, taken);
  if (old === null)
    return {
      header,
      startRow: above + 2,
      values: block,
      snapshots: whole + 1,
      latest: { row: above + 2, rows: block.length },
    };
  const padding = (row: readonly unknown[]) => [...row, ...Array(header.length - row.length).fill('')];
  const kept = retain(
    [...old.map(padding), ...block],
    keep,
    snapshot.dropOlder ? null : (day) => zonedMonth(day.getTime(), zone),
  );
  return {
    header,
    startRow: 2,
    values: kept.rows,
    snapshots: kept.snapshots,
    latest: { row: 2 + kept.rows.length - block.length, rows: block.length },
    whole: true,
  };
}
