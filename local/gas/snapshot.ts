/** The emulator's state as JSON, for the playground's persistence across restarts. */
import type { MailboxSnapshot } from './mailbox';
import type { PropertyStoreSet } from './services/properties';
import type { TriggerTable } from './services/triggers';
import {
  type Cell,
  type CellKey,
  type ChartSpec,
  cellKey,
  keyToPosition,
  type Workbook,
} from './spreadsheet/workbook';
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
  /** Keyed `row,column`, as the spill's anchor is. */
  cells: Array<[string, Omit<Cell, 'value' | 'spillOf'> & { value: StoredValue; spillOf?: string }]>;
}

const storedKey = (key: CellKey): string => {
  const { row, column } = keyToPosition(key);
  return `${row},${column}`;
};

/** A copy of plain data, as JSON would give it back. */
const copied = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

const keyOf = (stored: string): CellKey => {
  const comma = stored.indexOf(',');
  return cellKey(Number(stored.slice(0, comma)), Number(stored.slice(comma + 1)));
};

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
      filter: copied(sheet.filter),
      charts: copied(sheet.charts),
      cells: [...sheet.cells].map(([key, cell]) => {
        const stored = { ...cell } as unknown as StoredSheet['cells'][number][1];
        if (isDate(cell.value)) stored.value = { date: cell.value.getTime() };
        if (cell.spillOf !== undefined) stored.spillOf = storedKey(cell.spillOf);
        return [storedKey(key), stored];
      }),
    })),
    namedRanges: [...workbook.namedRanges].map(([name, { sheet, range }]) => ({
      name,
      sheet,
      range: copied(range),
    })),
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
    // Copies: the workbook changes them in place, and a snapshot may be restored again.
    sheet.filter = copied(stored.filter);
    sheet.charts = copied(stored.charts);
    sheet.replaceCells(
      stored.cells.map(([key, cell]) => {
        // Copied and then corrected, not rebuilt from a rest: a report's sheet is hundreds of thousands.
        const restored = { ...cell } as unknown as Cell;
        if (typeof cell.value === 'object') restored.value = new Date(cell.value.date);
        if (cell.spillOf !== undefined) restored.spillOf = keyOf(cell.spillOf);
        return [keyOf(key), restored] as const;
      }),
    );
    // A grid deleted down below its default size (or grown past its cells) comes back as it was.
    if (stored.maxRows) sheet.maxRows = stored.maxRows;
    if (stored.maxColumns) sheet.maxColumns = stored.maxColumns;
  }
  for (const { name, sheet, range } of saved.namedRanges)
    workbook.namedRanges.set(name, { sheet, range: copied(range) });
  workbook.activeSheet = saved.activeSheet;
}
