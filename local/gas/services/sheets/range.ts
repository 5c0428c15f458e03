/** Range and Filter: reading and writing cells, formats, notes and filters of one block of a sheet. */
import { displayOf } from '../../spreadsheet/display';
import { a1Of, type CellValue, type GridRange } from '../../spreadsheet/values';
import type { SheetModel } from '../../spreadsheet/workbook';
import { type CellBlock, checkCellLimit, type Deps, FAMILY, growthOf, writeCell } from './deps';

export class Range implements CellBlock {
  constructor(
    private readonly deps: Deps,
    readonly model: SheetModel,
    readonly grid: GridRange,
  ) {}

  private wrap<T extends object>(label: string, target: T): T {
    return this.deps.exec.guard(FAMILY, label, target);
  }
  private get fail() {
    return (message: string) => this.deps.exec.fail(message);
  }
  private matrix<T>(make: (row: number, column: number) => T): T[][] {
    const { row, column, rows, columns } = this.grid;
    return Array.from({ length: rows }, (_, i) =>
      Array.from({ length: columns }, (_, j) => make(row + i, column + j)),
    );
  }
  private checkShape(values: unknown): unknown[][] {
    if (!Array.isArray(values) || !values.every(Array.isArray)) throw this.fail('Invalid argument: values');
    const rows = values as unknown[][];
    if (rows.length !== this.grid.rows)
      throw this.fail(
        `The number of rows in the data does not match the number of rows in the range. The data has ${rows.length} but the range has ${this.grid.rows}.`,
      );
    for (const row of rows)
      if (row.length !== this.grid.columns)
        throw this.fail(
          `The number of columns in the data does not match the number of columns in the range. The data has ${row.length} but the range has ${this.grid.columns}.`,
        );
    return rows;
  }
  private forEach(visit: (row: number, column: number, i: number, j: number) => void): void {
    for (let i = 0; i < this.grid.rows; i++)
      for (let j = 0; j < this.grid.columns; j++) visit(this.grid.row + i, this.grid.column + j, i, j);
  }

  getValues(): Array<Array<CellValue | ''>> {
    return this.deps.exec.realm.adopt(this.model.values(this.grid));
  }
  getValue(): CellValue | '' {
    return this.deps.exec.realm.adopt(this.model.values({ ...this.grid, rows: 1, columns: 1 })[0][0]);
  }
  getDisplayValues(): string[][] {
    const { timeZone, rules } = this.deps.workbook;
    return this.deps.exec.realm.adopt(
      this.matrix((r, c) =>
        displayOf(this.model.valueAt(r, c), this.model.cell(r, c)?.numberFormat, timeZone, rules),
      ),
    );
  }
  getDisplayValue(): string {
    return this.getDisplayValues()[0][0];
  }
  /** A write past the sheet's edge grows its grid, within the workbook's ceiling. */
  private grow(): void {
    checkCellLimit(this.deps, growthOf(this.model, this.grid));
  }
  setValues(values: unknown[][]): this {
    const rows = this.checkShape(values);
    this.grow();
    this.forEach((r, c, i, j) => {
      writeCell(this.deps, this.model, r, c, rows[i][j]);
    });
    return this;
  }
  setValue(value: unknown): this {
    this.grow();
    this.forEach((r, c) => {
      writeCell(this.deps, this.model, r, c, value);
    });
    return this;
  }
  getFormulas(): string[][] {
    return this.deps.exec.realm.adopt(this.matrix((r, c) => this.model.cell(r, c)?.formula ?? ''));
  }
  getFormula(): string {
    return this.model.cell(this.grid.row, this.grid.column)?.formula ?? '';
  }
  setFormula(formula: string): this {
    const text = String(formula);
    this.grow();
    this.forEach((r, c) => {
      this.model.write(r, c, text.startsWith('=') ? text : `=${text}`);
    });
    return this;
  }
  setFormulas(formulas: string[][]): this {
    const rows = this.checkShape(formulas);
    this.grow();
    this.forEach((r, c, i, j) => {
      this.model.write(r, c, String(rows[i][j]));
    });
    return this;
  }
  getA1Notation(): string {
    return a1Of(this.grid);
  }
  getRow(): number {
    return this.grid.row;
  }
  getColumn(): number {
    return this.grid.column;
  }
  getNumRows(): number {
    return this.grid.rows;
  }
  getNumColumns(): number {
    return this.grid.columns;
  }
  getLastRow(): number {
    return this.grid.row + this.grid.rows - 1;
  }
  getLastColumn(): number {
    return this.grid.column + this.grid.columns - 1;
  }
  getSheet(): unknown {
    return this.deps.make.sheet(this.model);
  }
  getGridId(): number {
    return this.model.id;
  }
  getCell(row: number, column: number): unknown {
    if (!(row >= 1 && row <= this.grid.rows && column >= 1 && column <= this.grid.columns))
      throw this.fail('Cell reference out of range');
    return this.wrap(
      'Range',
      new Range(this.deps, this.model, {
        row: this.grid.row + row - 1,
        column: this.grid.column + column - 1,
        rows: 1,
        columns: 1,
      }),
    );
  }
  offset(rowOffset: number, columnOffset: number, numRows?: number, numColumns?: number): unknown {
    const grid = {
      row: this.grid.row + rowOffset,
      column: this.grid.column + columnOffset,
      rows: numRows ?? this.grid.rows,
      columns: numColumns ?? this.grid.columns,
    };
    if (grid.row < 1 || grid.column < 1) throw this.fail('The starting row of the range is too small.');
    return this.wrap('Range', new Range(this.deps, this.model, grid));
  }
  clear(options?: { contentsOnly?: boolean; formatOnly?: boolean }): this {
    if (!options?.formatOnly) this.model.clearContent(this.grid);
    if (!options?.contentsOnly) {
      this.model.clearFormats(this.grid);
      this.model.forEachCell(this.grid, (cell) => delete cell.note);
    }
    return this;
  }
  clearContent(): this {
    this.model.clearContent(this.grid);
    return this;
  }
  clearFormat(): this {
    this.model.clearFormats(this.grid);
    return this;
  }
  clearNote(): this {
    this.model.forEachCell(this.grid, (cell) => delete cell.note);
    return this;
  }
  setFontWeight(weight: string | null): this {
    this.forEach((r, c) => {
      this.model.touch(r, c).fontWeight = weight ?? undefined;
    });
    return this;
  }
  setFontWeights(weights: Array<Array<string | null>>): this {
    const rows = this.checkShape(weights);
    this.forEach((r, c, i, j) => {
      this.model.touch(r, c).fontWeight = (rows[i][j] as string | null) ?? undefined;
    });
    return this;
  }
  getFontWeight(): string {
    return this.model.cell(this.grid.row, this.grid.column)?.fontWeight ?? 'normal';
  }
  setNumberFormat(format: string): this {
    this.forEach((r, c) => {
      this.model.touch(r, c).numberFormat = String(format);
    });
    return this;
  }
  setNumberFormats(formats: string[][]): this {
    const rows = this.checkShape(formats);
    this.forEach((r, c, i, j) => {
      this.model.touch(r, c).numberFormat = String(rows[i][j]);
    });
    return this;
  }
  getNumberFormat(): string {
    return this.model.cell(this.grid.row, this.grid.column)?.numberFormat ?? 'General';
  }
  getNumberFormats(): string[][] {
    return this.deps.exec.realm.adopt(
      this.matrix((r, c) => this.model.cell(r, c)?.numberFormat ?? 'General'),
    );
  }
  setNote(note: string | null): this {
    this.forEach((r, c) => {
      this.model.touch(r, c).note = note ? String(note) : undefined;
    });
    return this;
  }
  setNotes(notes: (string | null)[][]): this {
    const rows = this.checkShape(notes);
    this.forEach((r, c, i, j) => {
      const note = rows[i][j];
      this.model.touch(r, c).note = note ? String(note) : undefined;
    });
    return this;
  }
  getNote(): string {
    return this.model.cell(this.grid.row, this.grid.column)?.note ?? '';
  }
  createFilter(): unknown {
    if (this.model.filter) throw this.fail("You can't create a filter in a sheet that already has a filter.");
    this.model.filter = { ...this.grid };
    return this.wrap('Filter', new Filter(this.deps, this.model));
  }
  getFilter(): unknown {
    return this.model.filter ? this.wrap('Filter', new Filter(this.deps, this.model)) : null;
  }
  activate(): this {
    this.deps.workbook.activeSheet = this.model.name;
    this.deps.workbook.activeRange = a1Of(this.grid);
    return this;
  }
}

export class Filter {
  constructor(
    private readonly deps: Deps,
    private readonly model: SheetModel,
  ) {}
  getRange(): unknown {
    return this.deps.exec.guard(FAMILY, 'Range', new Range(this.deps, this.model, this.model.filter!));
  }
  remove(): void {
    this.model.filter = undefined;
  }
}
