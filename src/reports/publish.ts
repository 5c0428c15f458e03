/**
 * Publishing a finished run: where its table lands in the report sheet (layout.ts), how each column is
 * labelled and formatted (cells.ts, from the column vocabulary), and the sheet's new record. The sheet itself is written by platform/report-sheets.ts.
 */
import type { ChartPlan, ReportSheet } from '../platform/report-sheets';
import type { Cell } from '../shared/table';
import { headerCells } from './cells';
import type { Job } from './job';
import { arrange, placeHistory, placeReplace, type SheetRecord } from './layout';

const NO_ROWS = 'No data: the service has no rows for these parameters.';

export interface PublishInput {
  readonly job: Job;
  readonly rows: Cell[][];
  /** The record of the previous run, unless the sheet has gone since. */
  readonly previous: SheetRecord | null;
  readonly snapshot: Date;
  readonly note: string;
  readonly chart: ChartPlan | null;
}

/** Writes the finished table into the report sheet and returns the sheet's new record. */
export function publishTable(sheet: ReportSheet, input: PublishInput): SheetRecord {
  const { job } = input;
  // A run that found nothing says so in the sheet rather than leaving it blank.
  const empty = !job.header.length;
  const columns = empty ? ['status'] : job.header;
  const rows = empty ? [[NO_ROWS]] : input.rows;
  const history = job.request.mode === 'history';
  const state = { previous: sheet.existed ? input.previous : null, lastColumn: sheet.lastColumn };
  const placement = (history ? placeHistory : placeReplace)(state, columns, rows.length);
  const values = arrange(placement, rows, history ? input.snapshot : null);
  const header = headerCells(placement.header, values, input.snapshot);
  sheet.write({ placement, values, header, note: input.note, chart: input.chart });
  return placement.record;
}
