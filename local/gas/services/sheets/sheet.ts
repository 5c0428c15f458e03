/** Sheet: ranges, size, frozen rows, filters, charts and row/column insertion of one sheet. */
import { renameSheet } from '../../spreadsheet/rename';
import { type GridRange, parseA1 } from '../../spreadsheet/values';
import { cellKey, keyToPosition, type SheetModel } from '../../spreadsheet/workbook';
import { EmbeddedChart, EmbeddedChartBuilder } from './charts';
import { checkCellLimit, type Deps, FAMILY, writeCell } from './deps';
import { Filter, Range } from './range';

export class Sheet {
  constructor(
    private readonly deps: Deps,
    readonly model: SheetModel,
  ) {}

  private range(grid: GridRange): unknown {
    return this.deps.exec.guard(FAMILY, 'Range', new Range(this.deps, this.model, grid));
  }
  private get fail() {
    return (message: string) => this.deps.exec.fail(message);
  }

  getName(): string {
    return this.model.name;
  }
  setName(name: string): this {
    if (this.deps.workbook.findSheet(String(name)))
      throw this.fail(`A sheet with the name "${name}" already exists. Please enter another name.`);
    renameSheet(this.deps.workbook, this.model.name, String(name));
    return this;
  }
  getSheetId(): number {
    return this.model.id;
  }
  hideSheet(): this {
    const { workbook } = this.deps;
    const visible = workbook.sheets.filter((sheet) => !sheet.hidden && sheet !== this.model);
    if (!visible.length) throw this.fail("You can't hide all the sheets in a document.");
    this.model.hidden = true;
    // Sheets shows another sheet when the one in view is hidden.
    if (workbook.activeSheet === this.model.name) workbook.activeSheet = visible[0].name;
    return this;
  }
  showSheet(): this {
    this.model.hidden = false;
    return this;
  }
  isSheetHidden(): boolean {
    return this.model.hidden;
  }
  getIndex(): number {
    return this.deps.workbook.sheets.indexOf(this.model) + 1;
  }
  getParent(): unknown {
    return this.deps.make.spreadsheet();
  }
  getRange(a: string | number, column?: number, numRows = 1, numColumns = 1): unknown {
    if (typeof a === 'string') {
      const grid = parseA1(a, this.model.extent());
      if (!grid) throw this.fail('Range not found');
      return this.range(grid);
    }
    if (!(a >= 1)) throw this.fail('The starting row of the range is too small.');
    if (!(Number(column) >= 1)) throw this.fail('The starting column of the range is too small.');
    if (!(numRows >= 1)) throw this.fail('The number of rows in the range must be at least 1.');
    if (!(numColumns >= 1)) throw this.fail('The number of columns in the range must be at least 1.');
    return this.range({ row: a, column: Number(column), rows: numRows, columns: numColumns });
  }
  getDataRange(): unknown {
    const { rows, columns } = this.model.extent();
    return this.range({ row: 1, column: 1, rows: Math.max(rows, 1), columns: Math.max(columns, 1) });
  }
  getLastRow(): number {
    return this.model.extent().rows;
  }
  getLastColumn(): number {
    return this.model.extent().columns;
  }
  getMaxRows(): number {
    return this.model.maxRows;
  }
  getMaxColumns(): number {
    return this.model.maxColumns;
  }
  insertRowsAfter(afterPosition: number, howMany: number): this {
    checkCellLimit(this.deps, howMany * this.model.maxColumns);
    this.shiftCells('row', afterPosition, howMany);
    this.model.maxRows += howMany;
    return this;
  }
  insertColumnsAfter(afterPosition: number, howMany: number): this {
    checkCellLimit(this.deps, howMany * this.model.maxRows);
    this.shiftCells('column', afterPosition, howMany);
    this.model.maxColumns += howMany;
    return this;
  }
  deleteRows(rowPosition: number, howMany: number): void {
    this.removeLines('row', rowPosition, howMany);
  }
  deleteRow(rowPosition: number): this {
    this.removeLines('row', rowPosition, 1);
    return this;
  }
  deleteColumns(columnPosition: number, howMany: number): void {
    this.removeLines('column', columnPosition, howMany);
  }
  deleteColumn(columnPosition: number): this {
    this.removeLines('column', columnPosition, 1);
    return this;
  }
  /** Drops `count` rows or columns from `first` on: the grid shrinks, and the cells after them move back. */
  private removeLines(axis: 'row' | 'column', first: number, count: number): void {
    const max = axis === 'row' ? this.model.maxRows : this.model.maxColumns;
    const noun = axis === 'row' ? 'rows' : 'columns';
    if (!(first >= 1) || !(count >= 1) || first + count - 1 > max)
      throw this.fail(`Those ${noun} are out of bounds.`);
    if (count >= max) throw this.fail(`You can't delete all the ${noun} on the sheet.`);
    const kept = [...this.model.cells].flatMap(([key, cell]) => {
      const at = keyToPosition(key);
      if (at[axis] < first) return [[key, cell] as const];
      if (at[axis] < first + count) return [];
      return [
        [
          axis === 'row' ? cellKey(at.row - count, at.column) : cellKey(at.row, at.column - count),
          cell,
        ] as const,
      ];
    });
    this.model.replaceCells(kept);
    if (axis === 'row') this.model.maxRows -= count;
    else this.model.maxColumns -= count;
  }
  /** Moves every cell past `after` on one axis by `by`, as inserting rows or columns does. */
  private shiftCells(axis: 'row' | 'column', after: number, by: number): void {
    if (after >= (axis === 'row' ? this.model.maxRows : this.model.maxColumns)) return;
    const moved = [...this.model.cells].map(([key, cell]) => {
      const at = keyToPosition(key);
      if (at[axis] <= after) return [key, cell] as const;
      return [
        axis === 'row' ? cellKey(at.row + by, at.column) : cellKey(at.row, at.column + by),
        cell,
      ] as const;
    });
    this.model.replaceCells(moved);
  }
  appendRow(rowContents: unknown[]): this {
    const row = this.model.extent().rows + 1;
    rowContents.forEach((value, j) => {
      writeCell(this.deps, this.model, row, j + 1, value);
    });
    return this;
  }
  clear(): this {
    this.model.replaceCells([]);
    return this;
  }
  clearContents(): this {
    const { rows, columns } = this.model.extent();
    this.model.clearContent({ row: 1, column: 1, rows, columns });
    return this;
  }
  clearFormats(): this {
    this.model.clearFormats({ row: 1, column: 1, rows: this.model.maxRows, columns: this.model.maxColumns });
    return this;
  }
  setFrozenRows(rows: number): void {
    this.model.frozenRows = rows;
  }
  getFrozenRows(): number {
    return this.model.frozenRows;
  }
  setFrozenColumns(columns: number): void {
    this.model.frozenColumns = columns;
  }
  getFrozenColumns(): number {
    return this.model.frozenColumns;
  }
  autoResizeColumns(_startColumn: number, _numColumns: number): this {
    return this;
  }
  autoResizeColumn(_column: number): this {
    return this;
  }
  getFilter(): unknown {
    return this.model.filter
      ? this.deps.exec.guard(FAMILY, 'Filter', new Filter(this.deps, this.model))
      : null;
  }
  newChart(): unknown {
    return this.deps.exec.guard(
      FAMILY,
      'EmbeddedChartBuilder',
      new EmbeddedChartBuilder(this.deps, this.deps.workbook.newChartId()),
    );
  }
  insertChart(chart: EmbeddedChart): void {
    this.model.charts.push(chart.spec);
  }
  updateChart(chart: EmbeddedChart): void {
    const index = this.model.charts.findIndex((c) => c.id === chart.spec.id);
    if (index >= 0) this.model.charts[index] = chart.spec;
  }
  removeChart(chart: EmbeddedChart): void {
    this.model.charts = this.model.charts.filter((c) => c.id !== chart.spec.id);
  }
  getCharts(): unknown[] {
    return this.deps.exec.realm.adopt(
      this.model.charts.map((spec) =>
        this.deps.exec.guard(FAMILY, 'EmbeddedChart', new EmbeddedChart(this.deps, spec)),
      ),
    );
  }
  activate(): this {
    this.deps.workbook.activeSheet = this.model.name;
    return this;
  }
}
