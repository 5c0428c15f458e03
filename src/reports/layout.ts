/**
 * Where a finished report goes in its sheet, decided without touching the sheet. The report owns the block
 * its record names, columns 1..width of rows 1..rows+1 (header first), always from A1; every other cell is
 * the user's. A re-run writes its table whatever its shape (new day columns move the header with them),
 * clears what of its old block the new one no longer covers, and may grow only into cells that hold
 * nothing: publish.ts asks the sheet about them and writes nothing when one is the user's.
 */
import type { Rect, TablePlacement } from '../platform/report-sheets';
import type { Language } from '../shared/i18n/languages';
import type { Said } from '../shared/i18n/said';
import type { ReportParams, Retry } from './job';
import type { Cadence, Late, Recovered } from './schedule';

/** What the add-on remembers about a report sheet between runs (stored per sheet name). */
export interface SheetRecord {
  readonly header: readonly string[];
  /** Data rows under the header, history snapshots included. */
  readonly rows: number;
  /** History mode: snapshots kept whole (retention.ts); absent in records written before it was kept. */
  readonly snapshots?: number;
  /** Its words as data; absent in records written before they were kept, whose words stay as they are. */
  readonly words?: SheetWords;
  /**
   * The block a publish that may have been cut short was about to write (its cells may hold the new table):
   * the report's as well as the record's own block until the run's end replaces the record.
   */
  readonly claimed?: Extent;
}

/** What a run's note says (note.ts `RunFacts`), with times as instants and a source's notices as messages. */
export interface NoteData {
  readonly ranAt: number;
  readonly rows: number;
  readonly units: number;
  readonly unitsEstimated: boolean;
  readonly rowCap: { readonly count: number; readonly at: number } | null;
  /** The schedule's cadence, when one refreshes the sheet. */
  readonly cadence: Cadence | null;
  readonly notices: readonly Said[];
  /** The run was moved to a later hour (spread.ts). */
  readonly late: Late | null;
  /** It got through after failed tries (recovered.ts); absent in records written before they were kept. */
  readonly recovered?: Recovered | null;
  readonly cells: number | null;
}

/**
 * What a report sheet's words say, as data (sheet-words.ts writes them in a language): kept in its record, so a
 * language change of the document rewrites them with no request (relabel.ts).
 */
export interface SheetWords {
  /** The language the sheet's words are written in now. */
  readonly language: Language;
  readonly reportId: string;
  readonly params: ReportParams;
  /** Names of the ids among `params` (a rank-tracker project's), as the service gave them when it ran. */
  readonly names?: Readonly<Record<string, string>>;
  readonly mode: 'replace' | 'history';
  /** History mode: snapshots kept whole. */
  readonly keep?: number;
  /** History mode: the older snapshots are in the warehouse, not in the sheet. */
  readonly inWarehouse?: boolean;
  /** When the table was taken: trend columns are named by months back from it. */
  readonly at: number;
  /** The run found nothing: the table is one cell saying so. */
  readonly empty: boolean;
  readonly note: NoteData;
  /** Columns the connection left blank, and why. */
  readonly blank?: { readonly columns: readonly string[]; readonly why: Said };
  /** The last failed refresh, when it came after the table was written. */
  readonly failure?: { readonly at: number; readonly message: Said; readonly retry: Retry };
}

/** A block anchored at A1: its last row (the header's included) and its width. */
export interface Extent {
  readonly last: number;
  readonly width: number;
}

/** The history sheets' first column: the day each snapshot was taken. */
export const SNAPSHOT_COLUMN = 'snapshot';

/** A table a run writes: its header, and its data rows from `startRow` on (rows above it stay as they are). */
export interface Table {
  readonly header: readonly string[];
  readonly startRow: number;
  readonly values: readonly (readonly unknown[])[];
  /** History: the snapshots the table keeps whole after this run. */
  readonly snapshots?: number;
  /** History: the newest snapshot's rows, the only ones its chart draws. */
  readonly latest?: { readonly row: number; readonly rows: number };
  /** Rewritten whole from row 2 (rolled up): grid rows past it that hold nothing are deleted. */
  readonly whole?: boolean;
}

/** Where the table goes (platform/report-sheets.ts carries that out), and what publishing needs besides. */
export interface Placement extends TablePlacement {
  /** Cells outside the report's block that the table needs: each must hold nothing before anything is written. */
  readonly grows: readonly Rect[];
  /** The block the table will cover. */
  readonly extent: Extent;
  readonly record: SheetRecord;
}

/** The block a record says the report owns, with what a cut-short publish claimed. */
function owned(previous: SheetRecord | null): Extent[] {
  if (!previous) return [];
  const block = { last: previous.rows + 1, width: previous.header.length };
  return previous.claimed ? [block, previous.claimed] : [block];
}

const whole = (extent: Extent): Rect[] =>
  extent.last && extent.width ? [{ row: 1, column: 1, rows: extent.last, columns: extent.width }] : [];

/** The cells of `rect` outside the block `cut` (anchored at A1): right of it, and below it. */
function outside(rect: Rect, cut: Extent): Rect[] {
  const lastColumn = rect.column + rect.columns - 1;
  const lastRow = rect.row + rect.rows - 1;
  const pieces: Rect[] = [];
  const right = Math.max(rect.column, cut.width + 1);
  if (right <= lastColumn) pieces.push({ ...rect, column: right, columns: lastColumn - right + 1 });
  const leftEnd = Math.min(lastColumn, cut.width);
  const below = Math.max(rect.row, cut.last + 1);
  if (rect.column <= leftEnd && below <= lastRow)
    pieces.push({
      row: below,
      column: rect.column,
      rows: lastRow - below + 1,
      columns: leftEnd - rect.column + 1,
    });
  return pieces;
}

const less = (rects: readonly Rect[], cuts: readonly Extent[]): Rect[] =>
  cuts.reduce<Rect[]>((left, cut) => left.flatMap((rect) => outside(rect, cut)), [...rects]);

/** Where `table` lands over the block the previous run left (none for a new sheet). */
export function place(previous: SheetRecord | null, table: Table): Placement {
  const rows = table.startRow - 2 + table.values.length;
  const extent = { last: rows + 1, width: table.header.length };
  const before = owned(previous);
  return {
    header: table.header,
    startRow: table.startRow,
    extent,
    grows: less(whole(extent), before),
    clear: before.flatMap((block) => less(whole(block), [extent])),
    record: {
      header: table.header,
      rows,
      ...(table.snapshots === undefined ? {} : { snapshots: table.snapshots }),
    },
    ...(table.latest && { latest: table.latest }),
    ...(table.whole && { shrinkTo: extent.last }),
  };
}

/** Columns of every snapshot in the order they first came: a history sheet's header. */
export function union(header: readonly string[], columns: readonly string[]): readonly string[] {
  const known = new Set(header);
  const added = columns.filter((name) => !known.has(name));
  return added.length ? [...header, ...added] : header;
}

/** Rows whose columns are `columns` as `header`'s, the snapshot's day in the snapshot column. */
export function arrange(
  header: readonly string[],
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  snapshot: Date,
): unknown[][] {
  const sources = header.map((name) => columns.indexOf(name));
  return rows.map((row) =>
    sources.map((source, i) =>
      source >= 0 ? (row[source] ?? '') : header[i] === SNAPSHOT_COLUMN ? snapshot : '',
    ),
  );
}
