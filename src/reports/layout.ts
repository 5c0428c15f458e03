/**
 * Where a finished report goes in its sheet, decided without touching the sheet: the report owns
 * columns 1..width of rows 1..rows+1 (header first). Columns to the right belong to the user, so
 * once they hold something the report's columns stop changing: a later run fills the same columns
 * (a column the service dropped stays blank, a new one is left out) and never shifts the user's.
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

/** Where the table goes (platform/report-sheets.ts carries that out), and what publishing needs besides. */
export interface Placement extends TablePlacement {
  /** The source column of every target column, or -1 where the new rows have no such column. */
  readonly columnSources: readonly number[];
  readonly record: SheetRecord;
}

const SNAPSHOT_COLUMN = 'snapshot';

/** The sheet as the publisher finds it. */
export interface SheetState {
  /** The record of the previous run, null for a new (or recreated) sheet. */
  readonly previous: SheetRecord | null;
  /** Last column holding anything; beyond the previous header it is the user's. */
  readonly lastColumn: number;
}

function userColumnsRight(state: SheetState): boolean {
  return state.previous !== null && state.lastColumn > state.previous.header.length;
}

function sources(target: readonly string[], header: readonly string[]): number[] {
  return target.map((name) => header.indexOf(name));
}

/** Re-run in place: same top-left corner, new table, stale rows and columns cleared. */
export function placeReplace(state: SheetState, header: readonly string[], rows: number): Placement {
  const { previous } = state;
  const target = userColumnsRight(state) && previous ? previous.header : header;
  const clear: Rect[] = [];
  if (previous) {
    const oldWidth = previous.header.length;
    if (previous.rows > rows) {
      clear.push({
        row: rows + 2,
        column: 1,
        rows: previous.rows - rows,
        columns: Math.max(oldWidth, target.length),
      });
    }
    if (oldWidth > target.length) {
      clear.push({ row: 1, column: target.length + 1, rows: rows + 1, columns: oldWidth - target.length });
    }
  }
  return {
    header: target,
    startRow: 2,
    clear,
    columnSources: sources(target, header),
    record: { header: target, rows },
  };
}

/**
 * History mode: the snapshot goes under the previous ones with its date in the first column.
 * Columns are the union of every snapshot's (while the user has nothing to the right).
 */
export function placeHistory(state: SheetState, header: readonly string[], rows: number): Placement {
  const before = state.previous?.header ?? [SNAPSHOT_COLUMN];
  const known = new Set(before);
  const target = userColumnsRight(state) ? before : [...before, ...header.filter((name) => !known.has(name))];
  const previousRows = state.previous?.rows ?? 0;
  const snapshots = state.previous ? state.previous.snapshots : 0;
  return {
    header: target,
    startRow: previousRows + 2,
    clear: [],
    columnSources: sources(target, header),
    record: {
      header: target,
      rows: previousRows + rows,
      ...(snapshots === undefined ? {} : { snapshots: snapshots + 1 }),
    },
  };
}

/** Whether adding a snapshot passes `keep`: unknown for a sheet from before snapshots were counted. */
export function overKeep(previous: SheetRecord | null, keep: number): previous is SheetRecord {
  return previous !== null && previous.rows > 0 && (previous.snapshots ?? keep) + 1 > keep;
}

/**
 * A history table rewritten whole after retention (retention.ts) from row 2: `rows` rows and `snapshots`
 * snapshots where `before` rows were. The rows it no longer needs are deleted from the grid (the cells
 * count against the spreadsheet's 10 million), unless the user keeps columns to the right, whose rows
 * must not move: then they are only emptied.
 */
export function placeRetained(
  state: SheetState,
  history: Placement,
  before: number,
  rows: number,
  snapshots: number,
): Placement {
  const width = history.header.length;
  const userRight = userColumnsRight(state);
  return {
    ...history,
    startRow: 2,
    clear:
      userRight && before > rows ? [{ row: rows + 2, column: 1, rows: before - rows, columns: width }] : [],
    columnSources: history.header.map((_, i) => i),
    record: { header: history.header, rows, snapshots },
    ...(userRight ? {} : { shrinkTo: rows + 1 }),
  };
}

/** Rows as the placement's columns; `snapshot` fills the snapshot column in history mode. */
export function arrange(
  placement: Placement,
  rows: readonly (readonly unknown[])[],
  snapshot: Date | null,
): unknown[][] {
  return rows.map((row) =>
    placement.columnSources.map((source, i) =>
      source >= 0 ? (row[source] ?? '') : snapshot && placement.header[i] === SNAPSHOT_COLUMN ? snapshot : '',
    ),
  );
}
