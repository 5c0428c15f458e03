/**
 * The page's copy of the workbook: every sheet's cells, kept current from the server's answers, which
 * carry only what changed since the revisions the page sends back (`known`). Answers may arrive out of
 * order; one older than what the page holds is skipped for that sheet.
 */
import type { CellView, ChartView, KnownRevisions, WorkbookView } from '../protocol';

export interface SheetState {
  readonly id: number;
  name: string;
  rows: number;
  columns: number;
  revision: number;
  /**
   * Keyed by A1 address. A plain object, not a Map: a whole sheet arrives as one, and taking it as it is
   * spares copying 100,000 entries when a big workbook opens.
   */
  cells: Record<string, CellView>;
  charts: readonly ChartView[];
}

export class WorkbookState {
  sheets: SheetState[] = [];
  private session = '';

  known(): KnownRevisions {
    return {
      session: this.session,
      sheets: Object.fromEntries(this.sheets.map((sheet) => [String(sheet.id), sheet.revision])),
    };
  }

  find(name: string): SheetState | undefined {
    return this.sheets.find((sheet) => sheet.name === name);
  }

  apply(view: WorkbookView): void {
    // Another run of the server (a restart) answered: what the page held means nothing to it.
    if (view.session !== this.session) {
      this.session = view.session;
      this.sheets = [];
    }
    const held = new Map(this.sheets.map((sheet) => [sheet.id, sheet]));
    this.sheets = view.sheets.map((incoming) => {
      const sheet = held.get(incoming.id) ?? {
        id: incoming.id,
        name: incoming.name,
        rows: 0,
        columns: 0,
        revision: -1,
        cells: {},
        charts: [],
      };
      sheet.name = incoming.name;
      if (incoming.revision < sheet.revision) return sheet;
      if (incoming.complete) sheet.cells = incoming.cells as Record<string, CellView>;
      else
        for (const [address, cell] of Object.entries(incoming.cells)) {
          if (cell) sheet.cells[address] = cell;
          else delete sheet.cells[address];
        }
      Object.assign(sheet, {
        rows: incoming.rows,
        columns: incoming.columns,
        revision: incoming.revision,
        charts: incoming.charts,
      });
      return sheet;
    });
  }
}
