/**
 * Publishing a finished run: the table it writes (a history sheet's is its new snapshot, snapshots.ts),
 * where it lands in the report sheet (layout.ts), how each column is labelled and formatted (header-cells.ts,
 * from the column vocabulary), and the sheet's new record. A table that would need a cell of the user's is
 * not written at all. The sheet itself is written by platform/report-sheets.ts.
 */
import type { ChartPlan, ReportSheet } from '../platform/report-sheets';
import type { TimeZone } from '../shared/i18n/dates';
import type { Language } from '../shared/i18n/languages';
import { SaidError, said } from '../shared/i18n/said';
import type { Cell } from '../shared/table';
import { isCoded, valueWord } from '../shared/values';
import { type BlankColumns, headerCells } from './header-cells';
import type { Job } from './job';
import { place, type SheetRecord, type Table } from './layout';
import { keepOf } from './retention';
import { historyTable } from './snapshots';
import { words } from './words';

export interface PublishInput {
  readonly job: Job;
  readonly rows: Cell[][];
  /** The record of the previous run, unless the sheet has gone since. */
  readonly previous: SheetRecord | null;
  /** When the run took its data: a history snapshot's day in `zone`. */
  readonly at: number;
  readonly note: string;
  readonly chart: ChartPlan | null;
  /** The document's: labels, notes and the empty table's message are written in it. */
  readonly language: Language;
  /** Columns the connection that fetched the rows leaves blank, and why (in the document's language). */
  readonly blank?: BlankColumns;
  /** The spreadsheet's. */
  readonly zone: TimeZone;
  /** A history in the warehouse: the sheet keeps its latest snapshot alone, the older ones dropped. */
  readonly inWarehouse?: boolean;
  /**
   * Keeps the sheet's record with the block about to be written before it is (store.ts), so a publish cut
   * short and done again knows the cells it wrote for its own.
   */
  claim(record: SheetRecord): void;
}

/** The run's rows with the service's codes in `language`'s words: staging keeps the codes, as caches do. */
function worded(columns: readonly string[], rows: Cell[][], language: Language): Cell[][] {
  const coded = columns.map(isCoded);
  if (!coded.includes(true)) return rows;
  return rows.map((row) =>
    row.map((cell, i) =>
      coded[i] && typeof cell === 'string' ? valueWord(columns[i], cell, language) : cell,
    ),
  );
}

/** Writes the finished table into the report sheet and returns the sheet's new record. */
export function publishTable(sheet: ReportSheet, input: PublishInput): SheetRecord {
  const { job } = input;
  // A run that found nothing says so in the sheet rather than leaving it blank.
  const empty = !job.header.length;
  const columns = empty ? ['status'] : job.header;
  const rows = empty ? [[words(input.language)('note.noRows')]] : worded(columns, input.rows, input.language);
  const previous = sheet.existed ? input.previous : null;
  const table: Table =
    job.request.mode === 'history'
      ? historyTable({
          previous,
          columns,
          rows,
          at: input.at,
          zone: input.zone,
          keep: input.inWarehouse ? 1 : keepOf(job.request.keep),
          dropOlder: input.inWarehouse,
          read: sheet.read,
        })
      : { header: columns, startRow: 2, values: rows };
  const placement = place(previous, table);
  if (placement.grows.length) {
    const taken = sheet.firstFilled(placement.grows);
    if (taken) throw new SaidError(said('refuse.userCells', { sheet: job.request.sheetName, cell: taken }));
    input.claim({ ...(previous ?? { header: [], rows: 0 }), claimed: placement.extent });
  }
  const header = headerCells(placement.header, table.values, new Date(input.at), input.language, input.blank);
  sheet.write({ placement, values: table.values, header, note: input.note, chart: input.chart });
  return placement.record;
}
