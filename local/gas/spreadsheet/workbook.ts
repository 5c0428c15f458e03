/**
 * The in-memory spreadsheet: sheets of cells (values, formulas, formats, notes), named ranges, charts.
 * Host-side model shared by SpreadsheetApp (inside scripts), the formula evaluator and the playground.
 */
import { isDate } from '../realm';
import { displayOf } from './display';
import { readTyped, type Typed } from './input';
import { type LocaleRules, localeRules } from './locale';
import { a1Of, type CellValue, cellA1, type GridRange, parseA1, splitSheet } from './values';

export interface Cell {
  value: CellValue | '';
  /** In English syntax, as Apps Script's getFormula gives it, whatever the locale. */
  formula?: string;
  /** `formula` is the text as typed: it does not parse in the document's locale ("Formula parse error."). */
  unparsed?: boolean;
  /** An error value's message (`#ERROR!`, `#REF!`, `#NAME?`), shown on hover in Sheets. */
  error?: string;
  note?: string;
  numberFormat?: string;
  fontWeight?: string;
  /** Key of the formula cell whose array result this cell shows. */
  spillOf?: CellKey;
  /** Size of this formula cell's last array result. */
  spill?: { rows: number; columns: number };
  /** Signature of the inputs of the last evaluation; recalculation compares it. */
  inputs?: string;
  /** What a `SPARKLINE` formula draws in the cell (its value stays empty, as in Sheets). */
  sparkline?: SparklineSpec;
}

/** A chart drawn inside one cell: the numbers of its data argument and its options, lower-cased. */
export interface SparklineSpec {
  values: number[];
  options: Record<string, string | number | boolean>;
}

export interface CellView {
  value: CellValue | '';
  display: string;
  formula?: string;
  /** `formula` is the text as typed, which does not parse in the document's locale. */
  unparsed?: boolean;
  error?: string;
  note?: string;
  numberFormat?: string;
  fontWeight?: string;
  /** A1 of the formula cell whose result spilled here. */
  spilledFrom?: string;
  sparkline?: SparklineSpec;
}

/** An `EmbeddedChartBuilder` result, kept as data for tests and the playground to draw. */
export interface ChartSpec {
  id: string;
  type: string;
  ranges: string[];
  position: { row: number; column: number; offsetX: number; offsetY: number };
  options: Record<string, unknown>;
}

export interface NamedRangeView {
  name: string;
  sheet: string;
  a1: string;
}

/**
 * A cell's position as one number: a report reads and writes hundreds of thousands of cells, and a Map
 * finds a number several times faster than a `row,column` text it must first build and hash.
 */
export type CellKey = number;
/** Past Sheets' last column (ZZZ, 18,278); keys stay small integers, which a Map finds fastest, to row 32,767. */
const COLUMN_SPAN = 32_768;
export const cellKey = (row: number, column: number): CellKey => {
  // A column past the span would name a cell of the next row.
  if (column >= COLUMN_SPAN) throw new RangeError(`Column ${column} is past Sheets' last column (18,278)`);
  return row * COLUMN_SPAN + column;
};
export const keyToPosition = (key: CellKey): { row: number; column: number } => ({
  row: Math.floor(key / COLUMN_SPAN),
  column: key % COLUMN_SPAN,
});

/** A new sheet's grid, as Sheets makes it. */
export const NEW_SHEET_ROWS = 1000;
export const NEW_SHEET_COLUMNS = 26;

/** Past this many logged changes (or the sheet's cell count, if larger) the log restarts. */
const CHANGE_LOG_LIMIT = 10_000;

export class SheetModel {
  /** Read freely; change cells only through the methods below, which keep the extent and change log true. */
  readonly cells = new Map<CellKey, Cell>();
  frozenRows = 0;
  frozenColumns = 0;
  /** Hidden from the tab bar (`hideSheet`); scripts still read and write it. */
  hidden = false;
  filter?: GridRange;
  charts: ChartSpec[] = [];
  maxRows = NEW_SHEET_ROWS;
  maxColumns = NEW_SHEET_COLUMNS;
  /**
   * Keys of cells changed, in order, so a viewer can fetch what changed since its revision instead of the
   * whole sheet, and the cached extent takes in the changes after the revision it last saw.
   */
  private changeLog: CellKey[] = [];
  private changeLogBase = 0;
  private extentCache?: { rows: number; columns: number };
  private extentRevision = 0;
  /** Keys of the cells holding a formula, so recalculation visits them and not every cell. */
  private readonly formulaCells = new Set<CellKey>();

  constructor(
    public name: string,
    readonly id: number,
  ) {}

  cell(row: number, column: number): Cell | undefined {
    return this.cells.get(cellKey(row, column));
  }

  /** The cell at a position, created empty when absent; the caller is about to change it. */
  touch(row: number, column: number, key = cellKey(row, column)): Cell {
    let cell = this.cells.get(key);
    if (!cell) {
      cell = { value: '' };
      this.cells.set(key, cell);
    }
    this.maxRows = Math.max(this.maxRows, row);
    this.maxColumns = Math.max(this.maxColumns, column);
    this.changed(key);
    return cell;
  }

  private changed(key: CellKey): void {
    this.changeLog.push(key);
    if (this.changeLog.length > Math.max(CHANGE_LOG_LIMIT, this.cells.size)) {
      this.changeLogBase += this.changeLog.length;
      this.changeLog = [];
    }
  }

  /** Every cell may have changed (cells moved, sheet cleared, restored). */
  private changedAll(): void {
    this.extentCache = undefined;
    this.changeLogBase += this.changeLog.length + 1;
    this.changeLog = [];
  }

  /** Grows with every change; `changesSince` answers relative to it. */
  get revision(): number {
    return this.changeLogBase + this.changeLog.length;
  }

  /** Keys changed after `revision`, or `'all'` when the log no longer reaches back that far. */
  changesSince(revision: number): Set<CellKey> | 'all' {
    if (revision < this.changeLogBase || revision > this.revision) return 'all';
    return new Set(this.changeLog.slice(revision - this.changeLogBase));
  }

  /** Replaces every cell at once (rows inserted, sheet cleared, snapshot restored). */
  replaceCells(entries: readonly (readonly [CellKey, Cell])[]): void {
    this.cells.clear();
    this.formulaCells.clear();
    let { maxRows, maxColumns } = this;
    for (const [key, cell] of entries) {
      this.cells.set(key, cell);
      if (cell.formula) this.formulaCells.add(key);
      maxRows = Math.max(maxRows, Math.floor(key / COLUMN_SPAN));
      maxColumns = Math.max(maxColumns, key % COLUMN_SPAN);
    }
    this.maxRows = maxRows;
    this.maxColumns = maxColumns;
    this.changedAll();
  }

  /**
   * Last row and column holding a value or a formula (0 when the sheet is empty). Kept up to date from the
   * changed cells, so reading it costs nothing per call whatever the sheet's size; only emptying a cell on
   * the edge makes it scan again.
   */
  extent(): { rows: number; columns: number } {
    const seen = this.extentRevision - this.changeLogBase;
    // A log restarted since the extent was cached no longer says what changed: scan.
    let extent = seen >= 0 ? this.extentCache : undefined;
    if (extent) {
      let { rows, columns } = extent;
      for (let i = seen; i < this.changeLog.length; i++) {
        const key = this.changeLog[i];
        const cell = this.cells.get(key);
        const { row, column } = keyToPosition(key);
        if (cell && (cell.value !== '' || cell.formula)) {
          rows = Math.max(rows, row);
          columns = Math.max(columns, column);
        } else if (row >= rows || column >= columns) {
          extent = undefined;
          break;
        }
      }
      if (extent) extent = { rows, columns };
    }
    this.extentRevision = this.revision;
    this.extentCache = extent ?? this.scanExtent();
    return { ...this.extentCache };
  }

  private scanExtent(): { rows: number; columns: number } {
    let rows = 0;
    let columns = 0;
    for (const [key, cell] of this.cells) {
      if (cell.value === '' && !cell.formula) continue;
      const { row, column } = keyToPosition(key);
      rows = Math.max(rows, row);
      columns = Math.max(columns, column);
    }
    return { rows, columns };
  }

  /** The keys of the cells holding a formula, in the order they got it. */
  formulaKeys(): CellKey[] {
    return [...this.formulaCells];
  }

  valueAt(row: number, column: number): CellValue | '' {
    return this.cell(row, column)?.value ?? '';
  }

  /** Writes a value or (text starting with `=`) a formula, as typing into the cell does. */
  write(row: number, column: number, input: CellValue | '' | null | undefined): void {
    const key = cellKey(row, column);
    const cell = this.touch(row, column, key);
    this.releaseSpillCell(cell);
    // Deleting only what is there: a delete turns the object into a slow dictionary, and a report
    // writes hundreds of thousands of cells.
    if (cell.error !== undefined) delete cell.error;
    if (cell.inputs !== undefined) delete cell.inputs;
    if (cell.sparkline !== undefined) delete cell.sparkline;
    if (cell.unparsed !== undefined) delete cell.unparsed;
    if (cell.spill) this.clearSpill(row, column);
    if (typeof input === 'string' && input.startsWith('=') && input.length > 1) {
      cell.formula = input;
      cell.value = '';
      this.formulaCells.add(key);
      return;
    }
    if (cell.formula !== undefined) {
      delete cell.formula;
      this.formulaCells.delete(key);
    }
    cell.value =
      input === null || input === undefined ? '' : isDate(input) ? new Date(input.getTime()) : input;
  }

  /**
   * What a user typed, as `readTyped` read it. A value is stored as read, so text that came with an
   * apostrophe stays text even when it starts with `=`.
   */
  enter(row: number, column: number, typed: Typed): void {
    if ('value' in typed) {
      this.write(row, column, '');
      if (typed.value !== '') this.touch(row, column).value = typed.value;
      return;
    }
    this.write(row, column, 'formula' in typed ? typed.formula : typed.unparsed);
    if ('unparsed' in typed) this.touch(row, column).unparsed = true;
  }

  /** A user write over a spilled cell leaves the formula to answer #REF! at the next recalculation. */
  private releaseSpillCell(cell: Cell): void {
    if (!cell.spillOf) return;
    const anchor = this.cells.get(cell.spillOf);
    if (anchor) delete anchor.inputs;
    delete cell.spillOf;
  }

  /** Empties the cells a formula's previous array result filled (only its own rectangle is visited). */
  clearSpill(row: number, column: number): void {
    const key = cellKey(row, column);
    const anchor = this.cells.get(key);
    if (!anchor?.spill) return;
    const { rows, columns } = anchor.spill;
    for (let i = 0; i < rows; i++)
      for (let j = 0; j < columns; j++) {
        const other = this.cell(row + i, column + j);
        if (other?.spillOf !== key) continue;
        this.touch(row + i, column + j);
        other.value = '';
        delete other.spillOf;
      }
    delete anchor.spill;
  }

  clearContent(range: GridRange): void {
    this.forEachCell(range, (cell, row, column) => {
      this.releaseSpillCell(cell);
      this.clearSpill(row, column);
      cell.value = '';
      delete cell.formula;
      delete cell.unparsed;
      this.formulaCells.delete(cellKey(row, column));
      delete cell.error;
      delete cell.inputs;
      delete cell.sparkline;
    });
  }

  clearFormats(range: GridRange): void {
    this.forEachCell(range, (cell) => {
      delete cell.numberFormat;
      delete cell.fontWeight;
    });
  }

  /** Visits the existing cells of a range to change them (each is logged as changed). */
  forEachCell(range: GridRange, visit: (cell: Cell, row: number, column: number) => void): void {
    const area = range.rows * range.columns;
    // A range far larger than the cells it could hold (A:Z on a small sheet) is cheaper to filter.
    if (area > this.cells.size) {
      for (const key of [...this.cells.keys()]) {
        const { row, column } = keyToPosition(key);
        if (
          row >= range.row &&
          row < range.row + range.rows &&
          column >= range.column &&
          column < range.column + range.columns
        )
          visit(this.touch(row, column), row, column);
      }
      return;
    }
    for (let r = range.row; r < range.row + range.rows; r++)
      for (let c = range.column; c < range.column + range.columns; c++)
        if (this.cell(r, c)) visit(this.touch(r, c), r, c);
  }

  values(range: GridRange): Array<Array<CellValue | ''>> {
    // Plain loops: a report reads its whole sheet back, hundreds of thousands of cells.
    const rows: Array<Array<CellValue | ''>> = [];
    for (let i = 0; i < range.rows; i++) {
      const row: Array<CellValue | ''> = [];
      for (let j = 0; j < range.columns; j++) {
        const value = this.valueAt(range.row + i, range.column + j);
        row.push(isDate(value) ? new Date(value.getTime()) : value);
      }
      rows.push(row);
    }
    return rows;
  }
}

export class Workbook {
  readonly sheets: SheetModel[] = [];
  readonly namedRanges = new Map<string, { sheet: string; range: GridRange }>();
  activeSheet: string;
  activeRange = 'A1';
  /** What getSpreadsheetLocale answers; settable like the real File › Settings › Locale. */
  locale = 'en_US';
  private nextSheetId = 0;
  private nextChartId = 0;

  constructor(
    public id: string,
    public name: string,
    public timeZone: string,
  ) {
    this.activeSheet = this.addSheet('Sheet1').name;
  }

  /** What the locale decides: number marks, formula syntax, TRUE/FALSE words, the date format. */
  get rules(): LocaleRules {
    return localeRules(this.locale);
  }

  sheetNames(): string[] {
    return this.sheets.map((s) => s.name);
  }

  findSheet(name: string): SheetModel | undefined {
    return this.sheets.find((s) => s.name === name);
  }

  sheet(name: string): SheetModel {
    const found = this.findSheet(name);
    if (!found) throw new Error(`No sheet named "${name}"`);
    return found;
  }

  addSheet(name: string, index = this.sheets.length): SheetModel {
    if (this.findSheet(name))
      throw new Error(`A sheet with the name "${name}" already exists. Please enter another name.`);
    const sheet = new SheetModel(name, this.nextSheetId++);
    this.sheets.splice(index, 0, sheet);
    return sheet;
  }

  removeSheet(name: string): void {
    const index = this.sheets.findIndex((s) => s.name === name);
    if (index >= 0) this.sheets.splice(index, 1);
    if (this.activeSheet === name) this.activeSheet = this.sheets[0]?.name ?? '';
  }

  /** Cells of every sheet's grid, empty ones included: what Sheets counts against its 10 million. */
  cellCount(): number {
    return this.sheets.reduce((sum, sheet) => sum + sheet.maxRows * sheet.maxColumns, 0);
  }

  newChartId(): string {
    return `chart-${++this.nextChartId}`;
  }

  /** Resolves A1 (with an optional sheet prefix) or a named range; `defaultSheet` when no prefix. */
  resolve(ref: string, defaultSheet: string): { sheet: SheetModel; range: GridRange } | undefined {
    const named = this.namedRanges.get(ref);
    if (named) return { sheet: this.sheet(named.sheet), range: named.range };
    const sheet = this.findSheet(splitSheet(ref).sheet ?? defaultSheet);
    if (!sheet) return undefined;
    const range = parseA1(ref, sheet.extent());
    return range ? { sheet, range } : undefined;
  }

  private at(sheetName: string, a1: string): { sheet: SheetModel; range: GridRange } {
    const found = this.resolve(a1, sheetName);
    if (!found) throw new Error(`Bad range "${a1}" on sheet "${sheetName}"`);
    return found;
  }

  // The host API: tests and the playground set up and read cells with these.

  setValue(sheet: string, a1: string, value: CellValue | ''): void {
    const { sheet: model, range } = this.at(sheet, a1);
    model.write(range.row, range.column, value);
  }

  setValues(sheet: string, a1: string, values: Array<Array<CellValue | ''>>): void {
    const { sheet: model, range } = this.at(sheet, a1);
    values.forEach((row, i) => {
      row.forEach((value, j) => {
        model.write(range.row + i, range.column + j, value);
      });
    });
  }

  /**
   * Text typed into a cell in the document's locale (`=SUM(1,5; 2)` in a Polish one, `1,5`, `PRAWDA`);
   * a formula is stored in English syntax and evaluated by `Emulator.evaluate` / `recalculate`.
   */
  enter(sheet: string, a1: string, text: string): Typed {
    const { sheet: model, range } = this.at(sheet, a1);
    const numberFormat = model.cell(range.row, range.column)?.numberFormat;
    const typed = readTyped(text, this.rules, this.timeZone, numberFormat);
    model.enter(range.row, range.column, typed);
    return typed;
  }

  /** Stores a formula without evaluating it (`Emulator.evaluate` / `recalculate` do that). */
  setFormula(sheet: string, a1: string, formula: string): void {
    const { sheet: model, range } = this.at(sheet, a1);
    model.write(range.row, range.column, formula.startsWith('=') ? formula : `=${formula}`);
  }

  getValue(sheet: string, a1: string): CellValue | '' {
    const { sheet: model, range } = this.at(sheet, a1);
    return model.valueAt(range.row, range.column);
  }

  getValues(sheet: string, a1: string): Array<Array<CellValue | ''>> {
    const { sheet: model, range } = this.at(sheet, a1);
    return model.values(range);
  }

  getDisplay(sheet: string, a1: string): string {
    return this.getCell(sheet, a1).display;
  }

  getCell(sheet: string, a1: string): CellView {
    const { sheet: model, range } = this.at(sheet, a1);
    return this.viewOf(model, range.row, range.column);
  }

  /** One cell as `getCell` shows it, for callers that already hold the sheet (a whole-sheet view). */
  viewOf(model: SheetModel, row: number, column: number): CellView {
    const cell = model.cell(row, column) ?? { value: '' };
    const view: CellView = {
      value: cell.value,
      display: displayOf(cell.value, cell.numberFormat, this.timeZone, this.rules),
    };
    if (cell.formula) view.formula = cell.formula;
    if (cell.unparsed) view.unparsed = true;
    if (cell.error) view.error = cell.error;
    if (cell.note) view.note = cell.note;
    if (cell.numberFormat) view.numberFormat = cell.numberFormat;
    if (cell.fontWeight) view.fontWeight = cell.fontWeight;
    if (cell.sparkline) view.sparkline = cell.sparkline;
    if (cell.spillOf) {
      const anchor = keyToPosition(cell.spillOf);
      view.spilledFrom = cellA1(anchor.row, anchor.column);
    }
    return view;
  }

  setNamedRange(name: string, sheet: string, a1: string): void {
    this.namedRanges.set(name, { sheet, range: this.at(sheet, a1).range });
  }

  namedRangeList(): NamedRangeView[] {
    return [...this.namedRanges].map(([name, { sheet, range }]) => ({ name, sheet, a1: a1Of(range) }));
  }

  charts(sheet: string): ChartSpec[] {
    return this.sheet(sheet).charts;
  }
}
