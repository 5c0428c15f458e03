/**
 * Publishing a finished run: where its table lands in the report sheet (layout.ts), how each column is
 * labelled and formatted (cells.ts, from the column vocabulary), and the sheet's new record. A history
 * sheet past its snapshots to keep is rolled up (retention.ts) and written whole. The sheet itself is
 * written by platform/report-sheets.ts.
 */
import type { ChartPlan, ReportSheet } from '../platform/report-sheets';
import type { Language } from '../shared/i18n/languages';
import type { Cell } from '../shared/table';
import { type BlankColumns, headerCells } from './header-cells';
import type { Job } from './job';
import { arrange, overKeep, placeHistory, placeReplace, placeRetained, type SheetRecord } from './layout';
import { keepOf, retain } from './retention';
import { words } from './words';

export interface PublishInput {
  readonly job: Job;
  readonly rows: Cell[][];
  /** The record of the previous run, unless the sheet has gone since. */
  readonly previous: SheetRecord | null;
  readonly snapshot: Date;
  readonly note: string;
  readonly chart: ChartPlan | null;
  /** The document's: labels, notes and the empty table's message are written in it. */
  readonly language: Language;
  /** Columns the connection that fetched the rows leaves blank, and why (in the document's language). */
  readonly blank?: BlankColumns;
  /**
   * A date's month in the spreadsheet's time zone (`2026-11`), for a history sheet's retention; null: the
   * sheet keeps its latest snapshot alone, its history being in the warehouse.
   */
  readonly monthOf: ((at: Date) => string) | null;
}

/** Writes the finished table into the report sheet and returns the sheet's new record. */
export function publishTable(sheet: ReportSheet, input: PublishInput): SheetRecord {
  const { job } = input;
  // A run that found nothing says so in the sheet rather than leaving it blank.
  const empty = !job.header.length;
  const columns = empty ? ['status'] : job.header;
  const rows = empty ? [[words(input.language)('note.noRows')]] : input.rows;
  const history = job.request.mode === 'history';
  const state = { previous: sheet.existed ? input.previous : null, lastColumn: sheet.lastColumn };
  let placement = (history ? placeHistory : placeReplace)(state, columns, rows.length);
  let values = arrange(placement, rows, history ? input.snapshot : null);
  // A history in the warehouse keeps its latest snapshot alone in the sheet (`monthOf` null).
  const keep = input.monthOf ? keepOf(job.request.keep) : 1;
  if (history && overKeep(state.previous, keep)) {
    const before = state.previous.rows + values.length;
    const old = sheet.read(state.previous.rows, placement.header.length);
    const kept = retain([...old, ...values], keep, input.monthOf);
    placement = placeRetained(state, placement, before, kept.rows.length, kept.snapshots);
    values = kept.rows;
  }
  const header = headerCells(placement.header, values, input.snapshot, input.language, input.blank);
  sheet.write({ placement, values, header, note: input.note, chart: input.chart });
  return placement.record;
}
