/** The emulator's state as JSON, for the playground's persistence across restarts. */
import type { MailboxSnapshot } from './mailbox';
import type { PropertyStoreSet } from './services/properties';
import type { TriggerTable } from './services/triggers';
import type { Cell, ChartSpec, Workbook } from './spreadsheet/workbook';
import type { GridRange } from './spreadsheet/values';
import { isDate } from './realm';

type StoredValue = string | number | boolean | { date: number };

interface StoredSheet {
  name: string;
  frozenRows: number;
  frozenColumns: number;
  /** Absent when the sheet shows, and in snapshots saved before sheets could hide. */
  hidden?: true;
  /** The grid's size; absent in snapshots saved before it was kept (the cells then decide it). */
  maxRows?: number;
  maxColumns?: number;
  filter?: GridRange;
  charts: ChartSpec[];
  cells: Array<[string, Omit<Cell, 'value'> & { value: StoredValue }]>;
}

export interface EmulatorSnapshot {
  version: 1;
  clockOffsetMs: number;
  workbook: {
    id: string;
    name: string;
    timeZone: string;
    /** Absent in snapshots saved before locales were emulated. */
    locale?: string;
    activeSheet: string;
    sheets: StoredSheet[];
    namedRanges: Array<{ name: string; sheet: string; range: GridRange }>;
  };
  properties: ReturnType<PropertyStoreSet['toJSON']>;
  triggers: ReturnType<TriggerTable['toJSON']>;
  /** Each user's grant of the manifest's scopes; absent in snapshots saved before grants were kept. */
  consent?: Record<string, string[]>;
  /** The mail sent and each user's recipient quota; absent in snapshots saved before MailApp was emulated. */
  mail?: MailboxSnapshot;
}

export function saveWorkbook(workbook: Workbook): EmulatorSnapshot['workbook'] {
  return {
    id: workbook.id,
    name: workbook.name,
    timeZone: workbook.timeZone,
    locale: workbook.locale,
    activeSheet: workbook.activeSheet,
    sheets: workbook.sheets.map((sheet) => ({
      name: sheet.name,
      frozenRows: sheet.frozenRows,
      frozenColumns: sheet.frozenColumns,
      ...(sheet.hidden ? { hidden: true as const } : {}),
      maxRows: sheet.maxRows,
      maxColumns: sheet.maxColumns,
      filter: sheet.filter,
      charts: sheet.charts,
      cells: [...sheet.cells].map(([key, cell]) => [
        key,
        { ...cell, value: isDate(cell.value) ? { date: cell.value.getTime() } : cell.value },
      ]),
    })),
    namedRanges: [...workbook.namedRanges].map(([name, { sheet, range }]) => ({ name, sheet, range })),
  };
}

/** Replaces the workbook's contents in place, so references held by the playground stay valid. */
export function loadWorkbook(workbook: Workbook, saved: EmulatorSnapshot['workbook']): void {
  workbook.id = saved.id;
  workbook.name = saved.name;
  workbook.timeZone = saved.timeZone;
  workbook.locale = saved.locale ?? 'en_US';
  workbook.sheets.length = 0;
  workbook.namedRanges.clear();
  for (const stored of saved.sheets) {
    const sheet = workbook.addSheet(stored.name);
    sheet.frozenRows = stored.frozenRows;
    sheet.frozenColumns = stored.frozenColumns;
    sheet.hidden = stored.hidden === true;
    sheet.filter = stored.filter;
    sheet.charts = stored.charts;
    sheet.replaceCells(
      stored.cells.map(([key, cell]) => {
        const value = typeof cell.value === 'object' ? new Date(cell.value.date) : cell.value;
        return [key, { ...cell, value }] as const;
      }),
    );
    // A grid deleted down below its default size (or grown past its cells) comes back as it was.
    if (stored.maxRows) sheet.maxRows = stored.maxRows;
    if (stored.maxColumns) sheet.maxColumns = stored.maxColumns;
  }
  for (const { name, sheet, range } of saved.namedRanges) workbook.namedRanges.set(name, { sheet, range });
  workbook.activeSheet = saved.activeSheet;
}
