/**
 * The SpreadsheetApp side of reports: a hidden staging sheet per run, and the report sheet the
 * finished table is published to (header, typed columns, links, filter, note, chart). Decisions
 * about where things go are made by reports/publish.ts; this file only carries them out.
 */
import type { Cell } from '../shared/table';
import { writeValue, writeValues } from './cells';

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;

/** A run's staging sheet, where its chunks wait until the table is published (reports/runner.ts). */
export interface Staging {
  write(offset: number, header: readonly string[], rows: readonly (readonly Cell[])[]): void;
  read(rows: number, width: number): Cell[][];
  drop(): void;
}

/** A block of a sheet's cells, 1-based. */
export interface Rect {
  readonly row: number;
  readonly column: number;
  readonly rows: number;
  readonly columns: number;
}

/** Where a report's table goes in its sheet, as reports/layout.ts decided it (its `Placement`). */
export interface TablePlacement {
  /** The table's columns, the header row's keys. */
  readonly header: readonly string[];
  /** 1-based sheet row of the first data row to write. */
  readonly startRow: number;
  /** Old report cells outside the new table whose values must go (formatting stays). */
  readonly clear: readonly Rect[];
  /** The sheet's table after this write: its data rows under the header, history snapshots included. */
  readonly record: { readonly rows: number };
  /** The last row the report needs (a history sheet rolled up): empty grid rows past it and the user's go. */
  readonly shrinkTo?: number;
  /** A history sheet's newest snapshot, the rows its chart draws (without it, the whole table). */
  readonly latest?: { readonly row: number; readonly rows: number };
}

/** A header cell as written: its label, its note (the column's API path) and number format (null: leave it). */
export interface HeaderCell {
  readonly label: string;
  /** The header cell's note: the column's raw API path, and why it is blank when it is. */
  readonly note: string;
  readonly format: string | null;
}

/** A chart drawn next to the table from two or more of its columns. */
export interface ChartPlan {
  readonly type: 'line' | 'column';
  readonly title: string;
  /** Titles this chart may carry from before (another language): such a chart is replaced, not doubled. */
  readonly replaces: readonly string[];
  /** The column on the horizontal axis, then the series; `all`: the table's, the first on the axis. */
  readonly columns: readonly string[] | 'all';
}

/** A chart is anchored this many columns right of the table's last. */
const CHART_GAP = 2;

function spreadsheet(): GoogleAppsScript.Spreadsheet.Spreadsheet {
  return SpreadsheetApp.getActiveSpreadsheet();
}

/**
 * Grows the grid so rows 1..rows and columns 1..columns exist; Sheets refuses ranges past its edge.
 * Rows grow by doubling, so a run of many chunks inserts rows a handful of times, not per chunk.
 */
function ensureSize(sheet: Sheet, rows: number, columns: number): void {
  const maxRows = sheet.getMaxRows();
  if (maxRows < rows) sheet.insertRowsAfter(maxRows, Math.max(rows, 2 * maxRows) - maxRows);
  const maxColumns = sheet.getMaxColumns();
  if (maxColumns < columns) sheet.insertColumnsAfter(maxColumns, columns - maxColumns);
}

/**
 * Deletes the columns of a sheet of ours past the table's: a new sheet has 26, and every empty cell of
 * them counts against the spreadsheet's 10 million (a 20,000-row table of 12 columns leaves 280,000).
 */
function fitColumns(sheet: Sheet, columns: number): void {
  const maxColumns = sheet.getMaxColumns();
  if (columns > 0 && maxColumns > columns) sheet.deleteColumns(columns + 1, maxColumns - columns);
}

/** A run's staging sheet's name: the one to make it with, and every one it may have been made with. */
export interface StagingNames {
  readonly make: string;
  readonly known: readonly string[];
}

export function staging(names: StagingNames): Staging {
  const existing = (): Sheet | null =>
    names.known.map((name) => spreadsheet().getSheetByName(name)).find((sheet) => sheet !== null) ?? null;
  // Left visible: a tab named "SEO run …" tells the user a run is in progress.
  const sheet = (): Sheet => existing() ?? spreadsheet().insertSheet(names.make);
  return {
    write(offset, header, rows) {
      // A chunk with no columns yet (a task just created, an empty page) has nothing to write.
      if (!header.length) return;
      const target = sheet();
      ensureSize(target, offset + rows.length + 1, header.length);
      fitColumns(target, header.length);
      writeValues(target.getRange(1, 1, 1, header.length), [header]);
      if (!rows.length) return;
      // Short rows (a chunk before the header grew) are padded so the block is rectangular.
      const block = rows.map((row) => header.map((_, i) => row[i] ?? ''));
      writeValues(target.getRange(offset + 2, 1, block.length, header.length), block);
    },
    read(rows, width) {
      if (!rows || !width) return [];
      return sheet().getRange(2, 1, rows, width).getValues() as Cell[][];
    },
    drop() {
      const made = existing();
      if (made) spreadsheet().deleteSheet(made);
    },
  };
}

/** A report sheet as the reports see it before they decide where the new table goes. */
export interface ReportSheet {
  /** The previous run's table can be there only if the sheet was there. */
  readonly existed: boolean;
  /** Carries out a layout decided by reports/publish.ts. */
  write(layout: SheetLayout): void;
  /** The table's data rows 2…rows+1, `width` columns: a history table to roll up. */
  read(rows: number, width: number): unknown[][];
  /** The first of these cells holding a value or a formula, in A1 notation; null when all are empty. */
  firstFilled(rects: readonly Rect[]): string | null;
}

export interface SheetLayout {
  readonly placement: TablePlacement;
  readonly values: readonly (readonly unknown[])[];
  /** Every column's label, note (its API path) and number format (null: leave the format alone). */
  readonly header: readonly HeaderCell[];
  readonly note: string;
  readonly chart: ChartPlan | null;
}

/** The report sheet named `name`, created (empty) when it does not exist. */
export function reportSheet(name: string): ReportSheet {
  const existing = spreadsheet().getSheetByName(name);
  const sheet = existing ?? spreadsheet().insertSheet(name);
  return {
    existed: existing !== null,
    // A sheet made for this run has no column of the user's: it ends where the table does, or its chart's anchor.
    write: (layout) => {
      writeLayout(sheet, layout);
      if (!existing) fitColumns(sheet, layout.placement.header.length + (layout.chart ? CHART_GAP : 0));
    },
    read: (rows, width) => (rows && width ? sheet.getRange(2, 1, rows, width).getValues() : []),
    firstFilled(rects) {
      // Only what lies within the cells holding anything is read.
      const lastRow = sheet.getLastRow();
      const lastColumn = sheet.getLastColumn();
      for (const rect of rects) {
        const rows = Math.min(rect.rows, lastRow - rect.row + 1);
        const columns = Math.min(rect.columns, lastColumn - rect.column + 1);
        if (rows < 1 || columns < 1) continue;
        const range = sheet.getRange(rect.row, rect.column, rows, columns);
        const values = range.getValues();
        const formulas = range.getFormulas();
        for (let r = 0; r < rows; r++)
          for (let c = 0; c < columns; c++)
            if (values[r][c] !== '' || formulas[r][c] !== '')
              return sheet.getRange(rect.row + r, rect.column + c).getA1Notation();
      }
      return null;
    },
  };
}

function writeLayout(sheet: Sheet, { placement, values, header, note, chart }: SheetLayout): void {
  const width = placement.header.length;
  ensureSize(sheet, placement.startRow + values.length - 1, width);
  writeValues(sheet.getRange(1, 1, 1, width), [header.map((cell) => cell.label)])
    .setNotes([headerNotes(header, note)])
    .setFontWeight('bold');
  sheet.setFrozenRows(1);
  if (values.length) writeValues(sheet.getRange(placement.startRow, 1, values.length, width), values);
  for (const rect of placement.clear)
    sheet.getRange(rect.row, rect.column, rect.rows, rect.columns).clearContent();
  if (values.length)
    header.forEach(({ format }, i) => {
      if (format) sheet.getRange(placement.startRow, i + 1, values.length, 1).setNumberFormat(format);
    });
  // Rows below that hold the user's cells stay; only empty grid rows go.
  const keep = placement.shrinkTo && Math.max(placement.shrinkTo, sheet.getLastRow());
  if (keep && sheet.getMaxRows() > keep) sheet.deleteRows(keep + 1, sheet.getMaxRows() - keep);
  resetFilter(sheet, placement.record.rows + 1, width);
  if (chart) drawChart(sheet, chart, placement);
}

/** The header cells' notes: the first cell's is the run's, its own column's note ending it. */
function headerNotes(header: readonly HeaderCell[], note: string): string[] {
  return header.map((cell, i) => (i === 0 ? `${note}\n${cell.note}` : cell.note));
}

function resetFilter(sheet: Sheet, rows: number, width: number): void {
  sheet.getFilter()?.remove();
  sheet.getRange(1, 1, rows, width).createFilter();
}

function drawChart(sheet: Sheet, plan: ChartPlan, placement: TablePlacement): void {
  for (const chart of sheet.getCharts()) {
    if (plan.replaces.includes(String(chart.getOptions().get('title')))) sheet.removeChart(chart);
  }
  const columns =
    plan.columns === 'all'
      ? placement.header.map((_, i) => i)
      : plan.columns.map((name) => placement.header.indexOf(name)).filter((i) => i >= 0);
  if (columns.length < 2) return;
  // A history sheet's chart draws its newest snapshot alone, never its copies as one line; its title names the series.
  const { latest } = placement;
  const [first, rows] = latest ? [latest.row, latest.rows] : [1, placement.record.rows + 1];
  const typed = plan.type === 'line' ? sheet.newChart().asLineChart() : sheet.newChart().asColumnChart();
  const builder = typed
    .setOption('title', plan.title)
    .setNumHeaders(latest ? 0 : 1)
    .setPosition(2, placement.header.length + CHART_GAP, 0, 0);
  if (latest) builder.setOption('legend', { position: 'none' });
  for (const column of columns) builder.addRange(sheet.getRange(first, column + 1, rows, 1));
  sheet.insertChart(builder.build());
}

/** The report sheet's note with the failure line, when the sheet exists; never touches its data. */
export function noteOnSheet(sheetName: string, update: (note: string) => string): void {
  const sheet = spreadsheet().getSheetByName(sheetName);
  if (!sheet) return;
  const cell = sheet.getRange(1, 1);
  cell.setNote(update(cell.getNote()));
}

/** A report sheet's words in another language (reports/sheet-words.ts), over its table as it stands. */
export interface SheetRelabel {
  readonly header: readonly HeaderCell[];
  readonly note: string;
  readonly chart: Pick<ChartPlan, 'title' | 'replaces'> | null;
  /** An empty table's message, under the header. */
  readonly status: string | null;
}

/**
 * Writes a report sheet's labels, notes, chart title and empty-table message again, touching no data, no
 * format and no column of the user's; false when the sheet is gone.
 */
export function relabelReportSheet(sheetName: string, words: SheetRelabel): boolean {
  const sheet = spreadsheet().getSheetByName(sheetName);
  if (!sheet) return false;
  const { header } = words;
  if (header.length)
    writeValues(sheet.getRange(1, 1, 1, header.length), [header.map((cell) => cell.label)]).setNotes([
      headerNotes(header, words.note),
    ]);
  if (words.status !== null) writeValue(sheet.getRange(2, 1), words.status);
  const { chart } = words;
  if (chart)
    for (const drawn of sheet.getCharts())
      if (chart.replaces.includes(String(drawn.getOptions().get('title'))))
        sheet.updateChart(drawn.modify().setOption('title', chart.title).build());
  return true;
}
