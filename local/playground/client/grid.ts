/**
 * The sheet grid: column letters, row numbers, a selected cell or range, typing into a cell, copy and
 * paste. It owns no data: the page hands it a GridSheet and hears back what the user selected or typed.
 * Only the rows in view (and a margin) are in the page, so a sheet of 100,000 cells draws as fast as an
 * empty one; charts float at their anchor cells, placed from the row height and the column headers.
 */
import { type CellView, formulaBarText } from '../protocol';
import { a1, columnLabel, pointOf } from './a1';
import { formatClipboard, parseClipboard } from './clipboard';
import { sparklineElement } from './sparkline';

/** Like a fresh Google Sheet, the grid never looks smaller than A1:Z100. */
const MIN_ROWS = 100;
const MIN_COLUMNS = 26;
/** Room to type past the last filled cell. */
const SPARE_ROWS = 20;
const SPARE_COLUMNS = 3;
/** Rows drawn above and below the visible ones, so scrolling a little shows no gap. */
const OVERSCAN = 20;
/** Scrolling draws again only when the visible rows come this close to the edge of the drawn ones. */
const EDGE = 5;
/** Until a row has been measured. */
const ROW_HEIGHT = 22;

/** An element floating over the grid with its top-left corner on a cell (0-based). */
export interface Floating {
  readonly element: HTMLElement | SVGElement;
  readonly row: number;
  readonly column: number;
}

export interface GridSheet {
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  /** Keyed by A1 address. */
  readonly cells: Readonly<Record<string, CellView>>;
  /** Typed text the server has not answered yet, by address: "Loading..." for a formula. */
  readonly pending: ReadonlyMap<string, string>;
  readonly floating: readonly Floating[];
}

export interface GridEvents {
  /** `moved`: the user moved the selection; otherwise the grid was refreshed under it. */
  select(address: string, cell: CellView | undefined, moved: boolean): void;
  /** Typed text for a block of cells from its top-left address: a paste, or '' for a cleared range. */
  commit(address: string, inputs: string[][]): void;
}

interface Point {
  row: number;
  column: number;
}

export class Grid {
  private sheet: GridSheet | null = null;
  /** The active cell; the selection is the rectangle between it and `focus`. */
  private anchor: Point = { row: 0, column: 0 };
  private focusCell: Point = { row: 0, column: 0 };
  private editor: HTMLInputElement | null = null;
  private dragging = false;
  private rowHeight = ROW_HEIGHT;
  private drawn = { first: -1, last: -1, rows: 0, columns: 0 };
  /**
   * Measured once per full drawing: reading a layout property after a change makes the browser lay the
   * table out again, which an edit must not pay for.
   */
  private viewport = { width: 0, height: 0 };
  private layout = {
    headHeight: ROW_HEIGHT,
    rowHeaderWidth: 46,
    columnLefts: [] as number[],
    columnWidth: 100,
  };
  private frame = 0;

  constructor(
    private readonly root: HTMLElement,
    private readonly events: GridEvents,
  ) {
    root.tabIndex = 0;
    root.addEventListener('mousedown', (event) => this.onMouseDown(event));
    root.addEventListener('mouseover', (event) => this.onMouseOver(event));
    window.addEventListener('mouseup', () => {
      this.dragging = false;
    });
    root.addEventListener('dblclick', () => this.startEditing(this.inputAt(this.anchor)));
    root.addEventListener('keydown', (event) => this.onKeyDown(event));
    root.addEventListener('scroll', () => this.onScroll());
    const measureViewport = () => {
      this.viewport = { width: root.clientWidth, height: root.clientHeight };
    };
    measureViewport();
    new ResizeObserver(() => {
      measureViewport();
      this.onScroll();
    }).observe(root);
    document.addEventListener('copy', (event) => this.onCopy(event));
    document.addEventListener('paste', (event) => this.onPaste(event));
  }

  get address(): string {
    return a1(this.anchor.row, this.anchor.column);
  }

  get sheetName(): string | undefined {
    return this.sheet?.name;
  }

  /** The selected rectangle, 0-based and inclusive. */
  get selection(): { top: number; left: number; bottom: number; right: number } {
    return {
      top: Math.min(this.anchor.row, this.focusCell.row),
      left: Math.min(this.anchor.column, this.focusCell.column),
      bottom: Math.max(this.anchor.row, this.focusCell.row),
      right: Math.max(this.anchor.column, this.focusCell.column),
    };
  }

  /**
   * Draws a sheet. With `changed` (the addresses that changed since the last call on the same sheet),
   * only their rows are drawn again, so an edit costs the same on a sheet of any size.
   */
  show(sheet: GridSheet, changed?: ReadonlySet<string>): void {
    const sameSheet = this.sheet?.name === sheet.name;
    this.sheet = sheet;
    if (!sameSheet) {
      this.stopEditing();
      this.anchor = { row: 0, column: 0 };
      this.focusCell = { row: 0, column: 0 };
      this.root.scrollTop = 0;
      this.root.scrollLeft = 0;
    }
    const { rows, columns } = this.size;
    if (sameSheet && changed && rows === this.drawn.rows && columns === this.drawn.columns)
      this.patch(changed);
    else this.render();
    this.events.select(this.address, this.cellAt(this.anchor), !sameSheet);
  }

  private patch(changed: ReadonlySet<string>): void {
    const rows = new Set<number>();
    for (const address of changed) {
      const { row } = pointOf(address);
      if (row >= this.drawn.first && row < this.drawn.last) rows.add(row);
    }
    for (const row of rows) {
      const old = this.root.querySelector(`tr[data-row="${row + 1}"]`);
      if (!old) continue;
      const tr = document.createElement('tr');
      this.renderRow(tr, row, this.drawn.columns);
      old.replaceWith(tr);
    }
    this.finishDrawing();
  }

  focus(): void {
    this.root.focus();
  }

  private get size(): { rows: number; columns: number } {
    const sheet = this.sheet!;
    return {
      rows: Math.max(MIN_ROWS, sheet.rows + SPARE_ROWS, this.anchor.row + SPARE_ROWS),
      columns: Math.max(MIN_COLUMNS, sheet.columns + SPARE_COLUMNS),
    };
  }

  private visibleRows(rows: number): { first: number; last: number } {
    const top = this.root.scrollTop;
    const first = Math.max(0, Math.floor(top / this.rowHeight) - OVERSCAN);
    const last = Math.min(rows, Math.ceil((top + this.viewport.height) / this.rowHeight) + OVERSCAN);
    return { first, last };
  }

  /** Whether the rows in view reach past, or near, the edge of the rows drawn. */
  private outsideDrawn(): boolean {
    const rows = this.size.rows;
    if (rows !== this.drawn.rows) return true;
    const top = Math.floor(this.root.scrollTop / this.rowHeight);
    const bottom = Math.ceil((this.root.scrollTop + this.viewport.height) / this.rowHeight);
    return (
      (this.drawn.first > 0 && top < this.drawn.first + EDGE) ||
      (this.drawn.last < rows && bottom > this.drawn.last - EDGE)
    );
  }

  private onScroll(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (this.sheet && this.outsideDrawn()) this.render();
    });
  }

  private render(): void {
    const { rows, columns } = this.size;
    const { first, last } = this.visibleRows(rows);
    this.drawn = { first, last, rows, columns };
    const table = document.createElement('table');
    table.className = 'grid';
    const head = table.createTHead().insertRow();
    head.appendChild(document.createElement('th')).className = 'corner';
    for (let c = 0; c < columns; c++)
      head.appendChild(document.createElement('th')).textContent = columnLabel(c);
    const body = table.createTBody();
    spacer(body, first * this.rowHeight, columns);
    for (let r = first; r < last; r++) this.renderRow(body.insertRow(), r, columns);
    spacer(body, (rows - last) * this.rowHeight, columns);
    this.root.replaceChildren(table);
    const measured = body.rows[1]?.offsetHeight;
    if (measured && measured !== this.rowHeight) {
      this.rowHeight = measured;
      this.render();
      return;
    }
    const headers = [...table.tHead!.rows[0].cells] as HTMLElement[];
    this.layout = {
      headHeight: table.tHead!.offsetHeight,
      rowHeaderWidth: headers[0].offsetWidth,
      columnLefts: headers.slice(1).map((th) => th.offsetLeft),
      columnWidth: headers[1]?.offsetWidth ?? 100,
    };
    this.finishDrawing();
  }

  /** Selection, charts and the editor over freshly drawn rows. */
  private finishDrawing(): void {
    this.paintSelection();
    for (const old of this.root.querySelectorAll(':scope > .floating')) old.remove();
    for (const float of this.sheet!.floating) this.place(float);
    // The sidebar's polling refreshes the grid at any moment; a half-typed entry must survive it.
    if (this.editor && !this.editor.isConnected) {
      this.cellElement(this.address)?.appendChild(this.editor);
      this.editor.focus();
    }
  }

  private renderRow(tr: HTMLTableRowElement, r: number, columns: number): void {
    const sheet = this.sheet!;
    tr.dataset.row = String(r + 1);
    tr.appendChild(document.createElement('th')).textContent = String(r + 1);
    for (let c = 0; c < columns; c++) {
      const td = tr.insertCell();
      const address = a1(r, c);
      td.dataset.cell = address;
      const pending = sheet.pending.get(address);
      if (pending !== undefined) {
        paintPending(td, pending);
        continue;
      }
      const cell = sheet.cells[address];
      if (!cell) continue;
      paintCell(td, cell);
      // Text runs on over empty neighbours up to the next filled cell, as in Sheets; numbers and errors do not.
      if (cell.numeric || cell.error !== undefined || cell.sparkline) continue;
      let span = 1;
      while (c + span < columns && !sheet.cells[a1(r, c + span)]) span++;
      if (span === 1) continue;
      td.classList.add('overflow');
      td.style.setProperty('--span', String(span));
    }
  }

  /** Charts sit on their anchor cell whether or not its row is drawn: the position is computed. */
  private place(float: Floating): void {
    const left = this.layout.columnLefts[float.column];
    if (left === undefined) return;
    float.element.style.left = `${left}px`;
    float.element.style.top = `${this.layout.headHeight + float.row * this.rowHeight}px`;
    float.element.classList.add('floating');
    this.root.appendChild(float.element);
  }

  private paintSelection(): void {
    for (const td of this.root.querySelectorAll('td.selected, td.in-range'))
      td.classList.remove('selected', 'in-range');
    const { top, left, bottom, right } = this.selection;
    const single = top === bottom && left === right;
    if (!single)
      for (let r = Math.max(top, this.drawn.first); r <= Math.min(bottom, this.drawn.last - 1); r++)
        for (let c = left; c <= right; c++) this.cellElement(a1(r, c))?.classList.add('in-range');
    this.cellElement(this.address)?.classList.add('selected');
  }

  /** Selects a cell (or, with `extend`, the range from the active cell to it) and scrolls it into view. */
  private select(row: number, column: number, extend = false): void {
    const point = { row: Math.max(0, row), column: Math.max(0, column) };
    if (extend) this.focusCell = point;
    else {
      this.anchor = point;
      this.focusCell = point;
    }
    this.scrollTo(this.focusCell);
    this.paintSelection();
    this.events.select(this.address, this.cellAt(this.anchor), true);
  }

  private scrollTo(point: Point): void {
    const { headHeight, rowHeaderWidth, columnLefts, columnWidth } = this.layout;
    const top = point.row * this.rowHeight;
    const view = this.viewport.height - headHeight;
    if (top < this.root.scrollTop) this.root.scrollTop = top;
    else if (top + this.rowHeight > this.root.scrollTop + view)
      this.root.scrollTop = top + this.rowHeight - view;
    const headerLeft = columnLefts[point.column];
    if (headerLeft !== undefined) {
      if (headerLeft - rowHeaderWidth < this.root.scrollLeft)
        this.root.scrollLeft = headerLeft - rowHeaderWidth;
      else if (headerLeft + columnWidth > this.root.scrollLeft + this.viewport.width)
        this.root.scrollLeft = headerLeft + columnWidth - this.viewport.width;
    }
    if (this.outsideDrawn()) this.render();
  }

  private cellElement(address: string): HTMLTableCellElement | null {
    return this.root.querySelector(`td[data-cell="${address}"]`);
  }

  private cellAt(point: Point): CellView | undefined {
    return this.sheet?.cells[a1(point.row, point.column)];
  }

  private inputAt(point: Point): string {
    return formulaBarText(this.cellAt(point));
  }

  private pointOf(target: EventTarget | null): Point | null {
    const td = (target as HTMLElement | null)?.closest?.('td');
    if (!td?.dataset.cell) return null;
    const tr = td.parentElement as HTMLTableRowElement;
    return { row: Number(tr.dataset.row) - 1, column: td.cellIndex - 1 };
  }

  private onMouseDown(event: MouseEvent): void {
    const point = this.pointOf(event.target);
    if (!point || (this.editor && this.cellElement(this.address)?.contains(event.target as Node))) return;
    // Clicking away from a cell being edited keeps what was typed, as in Sheets.
    if (this.editor) this.commitEditor(this.editor.value, [0, 0]);
    this.dragging = !event.shiftKey;
    this.select(point.row, point.column, event.shiftKey);
  }

  private onMouseOver(event: MouseEvent): void {
    if (!this.dragging || event.buttons !== 1) return;
    const point = this.pointOf(event.target);
    if (point) this.select(point.row, point.column, true);
  }

  private onKeyDown(event: KeyboardEvent): void {
    if (this.editor) {
      this.onEditorKey(event);
      return;
    }
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
      Tab: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const extend = event.shiftKey && event.key !== 'Tab';
      const from = extend ? this.focusCell : this.anchor;
      this.select(from.row + move[0], from.column + move[1], extend);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      this.startEditing(this.inputAt(this.anchor));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const { top, left, bottom, right } = this.selection;
      const blank = Array.from({ length: bottom - top + 1 }, () => Array<string>(right - left + 1).fill(''));
      this.events.commit(a1(top, left), blank);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing over a cell replaces its content, as in Sheets.
      event.preventDefault();
      this.startEditing(event.key);
    }
  }

  private onEditorKey(event: KeyboardEvent): void {
    event.stopPropagation();
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      this.commitEditor(this.editor!.value, event.key === 'Enter' ? [1, 0] : [0, 1]);
    } else if (event.key === 'Escape') {
      this.stopEditing();
      this.root.focus();
    }
  }

  /** Copies the selection's displayed text as tab-separated lines, as Sheets puts it on the clipboard. */
  private onCopy(event: ClipboardEvent): void {
    if (document.activeElement !== this.root || !this.sheet || !event.clipboardData) return;
    const { top, left, bottom, right } = this.selection;
    const rows = Array.from({ length: bottom - top + 1 }, (_, i) =>
      Array.from(
        { length: right - left + 1 },
        (_, j) => this.sheet!.cells[a1(top + i, left + j)]?.display ?? '',
      ),
    );
    event.clipboardData.setData('text/plain', formatClipboard(rows));
    event.preventDefault();
  }

  /** Pasted lines go down a column and tabs across a row, from the active cell. */
  private onPaste(event: ClipboardEvent): void {
    if (document.activeElement !== this.root || !event.clipboardData) return;
    event.preventDefault();
    const rows = parseClipboard(event.clipboardData.getData('text/plain'));
    const { top, left } = this.selection;
    const width = Math.max(...rows.map((row) => row.length));
    this.anchor = { row: top, column: left };
    this.focusCell = { row: top + rows.length - 1, column: left + width - 1 };
    this.paintSelection();
    this.events.commit(
      a1(top, left),
      rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')]),
    );
  }

  private startEditing(initial: string): void {
    const td = this.cellElement(this.address);
    if (!td) return;
    this.focusCell = { ...this.anchor };
    this.paintSelection();
    const editor = document.createElement('input');
    editor.className = 'cell-editor';
    editor.value = initial;
    editor.setAttribute('aria-label', `Edit ${this.address}`);
    td.appendChild(editor);
    this.editor = editor;
    editor.focus();
  }

  private stopEditing(): void {
    this.editor?.remove();
    this.editor = null;
  }

  private commitEditor(input: string, move: [number, number]): void {
    const address = this.address;
    this.stopEditing();
    this.select(this.anchor.row + move[0], this.anchor.column + move[1]);
    this.root.focus();
    this.events.commit(address, [[input]]);
  }
}

function spacer(body: HTMLTableSectionElement, height: number, columns: number): void {
  const td = body.insertRow().insertCell();
  td.className = 'spacer';
  td.colSpan = columns + 1;
  td.style.height = `${height}px`;
}

function paintPending(td: HTMLTableCellElement, input: string): void {
  const formula = input.startsWith('=') && input.length > 1;
  td.className = formula ? 'loading' : '';
  td.textContent = formula ? 'Loading...' : input;
}

function paintCell(td: HTMLTableCellElement, cell: CellView): void {
  if (cell.sparkline) td.appendChild(sparklineElement(cell.sparkline));
  else td.appendChild(document.createElement('span')).textContent = cell.display;
  if (cell.numeric) td.classList.add('number');
  if (cell.bold) td.classList.add('bold');
  if (cell.note) {
    td.classList.add('noted');
    td.title = cell.note;
  }
  if (cell.error !== undefined) {
    td.classList.add('error');
    td.title = cell.error;
  }
}
