/**
 * SpreadsheetApp over the in-memory workbook: the Spreadsheet, its named ranges and the UI entry point.
 * Only the methods the add-on needs exist; the rest fail as "not implemented" through the execution's guard.
 */
import { type GridRange, parseA1, RANGE_NAME } from '../../spreadsheet/values';
import {
  keyToPosition,
  NEW_SHEET_COLUMNS,
  NEW_SHEET_ROWS,
  type SheetModel,
  type Workbook,
} from '../../spreadsheet/workbook';
import { uiService } from '../ui';
import { type CellBlock, checkCellLimit, type Deps, FAMILY } from './deps';
import { Range } from './range';
import { Sheet } from './sheet';

const NEW_SHEET_CELLS = NEW_SHEET_ROWS * NEW_SHEET_COLUMNS;

class NamedRange {
  constructor(
    private readonly deps: Deps,
    private readonly name: string,
  ) {}
  getName(): string {
    return this.name;
  }
  getRange(): unknown {
    const { sheet, range } = this.deps.workbook.namedRanges.get(this.name)!;
    return this.deps.exec.guard(
      FAMILY,
      'Range',
      new Range(this.deps, this.deps.workbook.sheet(sheet), range),
    );
  }
  remove(): void {
    this.deps.workbook.namedRanges.delete(this.name);
  }
}

/**
 * `Spreadsheet.createTextFinder`: the options the add-on uses (formula text, case). Cells come in
 * sheet order, then row by row, as Sheets returns them.
 */
class TextFinder {
  private formulas = false;
  private caseSensitive = false;
  constructor(
    private readonly deps: Deps,
    private readonly text: string,
  ) {}
  matchFormulaText(formulas: boolean): this {
    this.formulas = Boolean(formulas);
    return this;
  }
  matchCase(caseSensitive: boolean): this {
    this.caseSensitive = Boolean(caseSensitive);
    return this;
  }
  findAll(): unknown[] {
    const wanted = this.caseSensitive ? this.text : this.text.toLowerCase();
    const matches = (text: string) => (this.caseSensitive ? text : text.toLowerCase()).includes(wanted);
    const found: unknown[] = [];
    for (const model of this.deps.workbook.sheets) {
      const cells = this.formulas
        ? model.formulaKeys().map((key) => {
            const { row, column } = keyToPosition(key);
            return { row, column, text: model.cell(row, column)?.formula ?? '' };
          })
        : [...model.cells].map(([key, cell]) => {
            const { row, column } = keyToPosition(key);
            return { row, column, text: cell.value === '' ? '' : String(cell.value) };
          });
      cells.sort((a, b) => a.row - b.row || a.column - b.column);
      for (const cell of cells)
        if (cell.text && matches(cell.text))
          found.push(
            this.deps.exec.guard(
              FAMILY,
              'Range',
              new Range(this.deps, model, { row: cell.row, column: cell.column, rows: 1, columns: 1 }),
            ),
          );
    }
    return this.deps.exec.realm.adopt(found);
  }
}

class Spreadsheet {
  constructor(private readonly deps: Deps) {}

  private get wb(): Workbook {
    return this.deps.workbook;
  }
  private sheet(model: SheetModel): unknown {
    return this.deps.make.sheet(model);
  }
  private range(model: SheetModel, grid: GridRange): unknown {
    return this.deps.exec.guard(FAMILY, 'Range', new Range(this.deps, model, grid));
  }

  getId(): string {
    return this.wb.id;
  }
  getName(): string {
    return this.wb.name;
  }
  rename(name: string): void {
    this.wb.name = String(name);
  }
  getUrl(): string {
    return `https://docs.google.com/spreadsheets/d/${this.wb.id}/edit`;
  }
  getSpreadsheetTimeZone(): string {
    return this.wb.timeZone;
  }
  getSpreadsheetLocale(): string {
    return this.wb.locale;
  }
  setSpreadsheetLocale(locale: string): void {
    this.wb.locale = String(locale);
  }
  getSheets(): unknown[] {
    return this.deps.exec.realm.adopt(this.wb.sheets.map((s) => this.sheet(s)));
  }
  getSheetByName(name: string): unknown {
    const found = this.wb.findSheet(String(name));
    return found ? this.sheet(found) : null;
  }
  insertSheet(name?: string, index?: number): unknown {
    let sheetName = name === undefined ? '' : String(name);
    if (!sheetName)
      for (let n = this.wb.sheets.length + 1; !sheetName || this.wb.findSheet(sheetName); n++)
        sheetName = `Sheet${n}`;
    if (this.wb.findSheet(sheetName))
      throw this.deps.exec.fail(
        `A sheet with the name "${sheetName}" already exists. Please enter another name.`,
      );
    checkCellLimit(this.deps, NEW_SHEET_CELLS);
    const model = this.wb.addSheet(sheetName, index ?? this.wb.sheets.length);
    this.wb.activeSheet = model.name;
    return this.sheet(model);
  }
  deleteSheet(sheet: Sheet): void {
    if (this.wb.sheets.length === 1)
      throw this.deps.exec.fail("You can't remove all the sheets in a document.");
    this.wb.removeSheet(sheet.model.name);
  }
  getActiveSheet(): unknown {
    return this.sheet(this.wb.sheet(this.wb.activeSheet));
  }
  setActiveSheet(sheet: Sheet): unknown {
    this.wb.activeSheet = sheet.model.name;
    return this.sheet(sheet.model);
  }
  getActiveRange(): unknown {
    const model = this.wb.sheet(this.wb.activeSheet);
    return this.range(model, parseA1(this.wb.activeRange, model.extent())!);
  }
  getActiveCell(): unknown {
    const model = this.wb.sheet(this.wb.activeSheet);
    const grid = parseA1(this.wb.activeRange, model.extent())!;
    return this.range(model, { ...grid, rows: 1, columns: 1 });
  }
  getRange(a1: string): unknown {
    const found = this.wb.resolve(String(a1), this.wb.activeSheet);
    if (!found) throw this.deps.exec.fail('Range not found');
    return this.range(found.sheet, found.range);
  }
  getRangeByName(name: string): unknown {
    const named = this.wb.namedRanges.get(String(name));
    return named ? this.range(this.wb.sheet(named.sheet), named.range) : null;
  }
  setNamedRange(name: string, range: CellBlock): void {
    if (!RANGE_NAME.test(String(name)) || parseA1(String(name), { rows: 0, columns: 0 }))
      throw this.deps.exec.fail('Named range name is invalid.');
    this.wb.namedRanges.set(String(name), { sheet: range.model.name, range: range.grid });
  }
  getNamedRanges(): unknown[] {
    return this.deps.exec.realm.adopt(
      [...this.wb.namedRanges.keys()].map((name) =>
        this.deps.exec.guard(FAMILY, 'NamedRange', new NamedRange(this.deps, name)),
      ),
    );
  }
  createTextFinder(text: string): unknown {
    return this.deps.exec.guard(FAMILY, 'TextFinder', new TextFinder(this.deps, String(text)));
  }
  removeNamedRange(name: string): void {
    this.wb.namedRanges.delete(String(name));
  }
  toast(message: string, title = '', timeoutSeconds = 5): void {
    this.deps.ui.toasts.push({
      message: String(message),
      title: String(title),
      timeoutSeconds,
      at: this.deps.exec.clock.now(),
    });
  }
}

/** SpreadsheetApp for one execution, over the workbook it is bound to. */
export function spreadsheetApp(host: Omit<Deps, 'make'>): GoogleAppsScript.Spreadsheet.SpreadsheetApp {
  const deps: Deps = {
    ...host,
    make: {
      sheet: (model) => host.exec.guard(FAMILY, 'Sheet', new Sheet(deps, model)),
      spreadsheet: () => host.exec.guard(FAMILY, 'Spreadsheet', new Spreadsheet(deps)),
    },
  };
  const active = () => deps.make.spreadsheet();
  const service = {
    getActive: active,
    getActiveSpreadsheet: active,
    // One call of the script's, not a second one on the spreadsheet it does not see.
    getActiveSheet: () => new Spreadsheet(deps).getActiveSheet(),
    getActiveRange: () => new Spreadsheet(deps).getActiveRange(),
    getUi: () => uiService(deps.exec, deps.ui),
    flush: () => undefined,
  };
  return deps.exec.guard(
    FAMILY,
    'SpreadsheetApp',
    service,
  ) as unknown as GoogleAppsScript.Spreadsheet.SpreadsheetApp;
}
