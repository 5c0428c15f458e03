/**
 * What the playground server and its page say to each other over HTTP. Types only (and the
 * simulator's fault modes), so both the Node server and the browser client compile against the same shapes.
 */
import type { FaultMode } from '../service/faults';

export { FAULT_MODES, type FaultMode } from '../service/faults';

/** One non-empty cell as the page shows it; `input` is what the formula bar edits. */
export interface CellView {
  readonly display: string;
  readonly input: string;
  readonly numeric?: boolean;
  readonly bold?: boolean;
  /** The error message behind `#ERROR!`, shown on hover. */
  readonly error?: string;
}

export interface ChartSeriesView {
  readonly name: string;
  readonly values: readonly number[];
}

/** A chart the add-on inserted, reduced to what a simple SVG needs. */
export interface ChartView {
  /** The cell its top-left corner sits on. */
  readonly anchor: string;
  readonly kind: 'line' | 'column';
  readonly title: string;
  readonly categories: readonly string[];
  readonly series: readonly ChartSeriesView[];
}

export interface SheetView {
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  /** Keyed by A1 address. */
  readonly cells: Readonly<Record<string, CellView>>;
  readonly charts: readonly ChartView[];
}

/** A submenu is flattened into a heading followed by its items. */
export type MenuItemView =
  | { readonly kind: 'item'; readonly caption: string; readonly functionName: string }
  | { readonly kind: 'heading'; readonly caption: string }
  | { readonly kind: 'separator' };

export interface MenuView {
  readonly title: string;
  readonly items: readonly MenuItemView[];
}

export interface SidebarView {
  readonly title: string;
  /** Changes whenever the add-on shows a sidebar again, so the page reloads the iframe. */
  readonly version: number;
}

export interface WorkbookView {
  readonly sheets: readonly SheetView[];
  readonly activeSheet: string;
  readonly menus: readonly MenuView[];
  readonly sidebar: SidebarView | null;
  readonly toasts: readonly string[];
  /** The emulated clock, ISO 8601. */
  readonly now: string;
}

export interface SetCellRequest {
  readonly sheet: string;
  readonly a1: string;
  readonly input: string;
}

export interface ActivateRequest {
  readonly sheet: string;
}

export interface MenuRequest {
  readonly functionName: string;
}

export interface AdvanceRequest {
  readonly seconds: number;
}

export interface FaultRequest {
  readonly mode: FaultMode;
  readonly count: number;
}

/** A `google.script.run` call from the sidebar iframe. */
export interface RunRequest {
  readonly functionName: string;
  readonly args: readonly unknown[];
}

export type RunResponse =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: { readonly name: string; readonly message: string } };

/** Every failing playground endpoint answers with this body. */
export interface ErrorBody {
  readonly error: string;
}
