/**
 * The sheet grid: column letters, row numbers, one selected cell, typing into a cell.
 * It owns no data: the page hands it a SheetView and hears back what the user selected or typed.
 */
import type { CellView, SheetView } from '../protocol';
import { a1, columnLabel } from './a1';

/** Like a fresh Google Sheet, the grid never looks smaller than A1:Z100. */
const MIN_ROWS = 100;
const MIN_COLUMNS = 26;
/** Room to type past the last filled cell. */
const SPARE_ROWS = 20;
const SPARE_COLUMNS = 3;

export interface GridEvents {
  select(address: string, cell: CellView | undefined): void;
  commit(address: string, input: string): void;
}

export class Grid {
  private sheet: SheetView | null = null;
  private row = 0;
  private column = 0;
  private editor: HTMLInputElement | null = null;

  constructor(
    private readonly root: HTMLElement,
    private readonly events: GridEvents,
  ) {
    root.tabIndex = 0;
    root.addEventListener('mousedown', (event) => this.onMouseDown(event));
    root.addEventListener('dblclick', () => this.startEditing(this.inputAt(this.address)));
    root.addEventListener('keydown', (event) => this.onKeyDown(event));
  }

  get address(): string {
    return a1(this.row, this.column);
  }

  show(sheet: SheetView): void {
    const sameSheet = this.sheet?.name === sheet.name;
    this.sheet = sheet;
    if (!sameSheet) {
      this.stopEditing();
      this.row = 0;
      this.column = 0;
    }
    this.render();
    this.select(this.row, this.column);
    // The sidebar's polling refreshes the grid at any moment; a half-typed entry must survive it.
    if (this.editor) {
      this.cellElement(this.address)?.appendChild(this.editor);
      this.editor.focus();
    }
  }

  /** What the cell shows while its formula runs, or the typed value before the server answers. */
  showPending(address: string, input: string): void {
    const td = this.cellElement(address);
    if (!td) return;
    td.className = input.startsWith('=') ? 'loading' : '';
    td.textContent = input.startsWith('=') ? 'Loading...' : input;
    td.removeAttribute('title');
  }

  /** Floats an element (a chart) over the grid with its corner on a cell; it scrolls with the cells. */
  placeAt(element: HTMLElement | SVGElement, address: string): void {
    const td = this.cellElement(address);
    if (!td) return;
    element.style.left = `${td.offsetLeft}px`;
    element.style.top = `${td.offsetTop}px`;
    element.classList.add('floating');
    this.root.appendChild(element);
  }

  focus(): void {
    this.root.focus();
  }

  private render(): void {
    const sheet = this.sheet!;
    const rows = Math.max(MIN_ROWS, sheet.rows + SPARE_ROWS);
    const columns = Math.max(MIN_COLUMNS, sheet.columns + SPARE_COLUMNS);
    const table = document.createElement('table');
    table.className = 'grid';
    const head = table.createTHead().insertRow();
    head.appendChild(document.createElement('th')).className = 'corner';
    for (let c = 0; c < columns; c++) {
      head.appendChild(document.createElement('th')).textContent = columnLabel(c);
    }
    const body = table.createTBody();
    for (let r = 0; r < rows; r++) {
      const tr = body.insertRow();
      tr.appendChild(document.createElement('th')).textContent = String(r + 1);
      for (let c = 0; c < columns; c++) {
        const td = tr.insertCell();
        const address = a1(r, c);
        td.dataset.cell = address;
        const cell = sheet.cells[address];
        if (!cell) continue;
        paintCell(td, cell);
        // Text runs on over empty neighbours up to the next filled cell, as in Sheets; numbers and errors do not.
        if (cell.numeric || cell.error !== undefined) continue;
        let span = 1;
        while (c + span < columns && !sheet.cells[a1(r, c + span)]) span++;
        if (span === 1) continue;
        td.classList.add('overflow');
        td.style.setProperty('--span', String(span));
      }
    }
    this.root.replaceChildren(table);
  }

  private select(row: number, column: number): void {
    this.root.querySelector('td.selected')?.classList.remove('selected');
    this.row = Math.max(0, row);
    this.column = Math.max(0, column);
    const td = this.cellElement(this.address);
    td?.classList.add('selected');
    td?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    this.events.select(this.address, this.sheet?.cells[this.address]);
  }

  private cellElement(address: string): HTMLTableCellElement | null {
    return this.root.querySelector(`td[data-cell="${address}"]`);
  }

  private inputAt(address: string): string {
    return this.sheet?.cells[address]?.input ?? '';
  }

  private onMouseDown(event: MouseEvent): void {
    const td = (event.target as HTMLElement).closest('td');
    if (!td?.dataset.cell || td.contains(this.editor)) return;
    // Clicking away from a cell being edited keeps what was typed, as in Sheets.
    if (this.editor) this.commit(this.editor.value, [0, 0]);
    const tr = td.parentElement as HTMLTableRowElement;
    this.select(tr.sectionRowIndex, td.cellIndex - 1);
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
      this.select(this.row + move[0], this.column + move[1]);
    } else if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault();
      this.startEditing(this.inputAt(this.address));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      this.commit('', [0, 0]);
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
      this.commit(this.editor!.value, event.key === 'Enter' ? [1, 0] : [0, 1]);
    } else if (event.key === 'Escape') {
      this.stopEditing();
      this.root.focus();
    }
  }

  private startEditing(initial: string): void {
    const td = this.cellElement(this.address);
    if (!td) return;
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

  private commit(input: string, move: [number, number]): void {
    const address = this.address;
    this.stopEditing();
    this.showPending(address, input);
    this.select(this.row + move[0], this.column + move[1]);
    this.root.focus();
    this.events.commit(address, input);
  }
}

function paintCell(td: HTMLTableCellElement, cell: CellView): void {
  td.appendChild(document.createElement('span')).textContent = cell.display;
  if (cell.numeric) td.classList.add('number');
  if (cell.bold) td.classList.add('bold');
  if (cell.error !== undefined) {
    td.classList.add('error');
    td.title = cell.error;
  }
}
