/**
 * What the playground server and its page say to each other over HTTP. Types only (and the
 * simulator's fault modes, and how to read a CellView), so both the Node server and the browser client
 * compile against the same shapes.
 */
import type { FaultMode } from '../service/faults';

export { FAULT_MODES, type FaultMode } from '../service/faults';

/** One non-empty cell as the page shows it. */
export interface CellView {
  readonly display: string;
  /** What the formula bar edits; absent when it is the displayed text (most cells: a big sheet's answer halves). */
  readonly input?: string;
  readonly numeric?: boolean;
  readonly bold?: boolean;
  /** The error message behind `#ERROR!`, shown on hover. */
  readonly error?: string;
  /** The cell's note (a report header's API path), shown on hover with Sheets' corner mark. */
  readonly note?: string;
  /** A `SPARKLINE` formula's chart, drawn in the cell. */
  readonly sparkline?: SparklineView;
}

/** The formula bar's text of a cell (`input` is left out when it equals the display). */
export const formulaBarText = (cell: CellView | undefined): string =>
  cell ? (cell.input ?? cell.display) : '';

export interface SparklineView {
  readonly values: readonly number[];
  /** Sheets' option names, lower-cased: `charttype` (`line`, `column`, `bar`), `color`, `max`... */
  readonly options: Readonly<Record<string, string | number | boolean>>;
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
  /** Stays with the sheet through renames. */
  readonly id: number;
  readonly name: string;
  readonly rows: number;
  readonly columns: number;
  /** The sheet's change count; the page sends it back in `known` to get only what changed since. */
  readonly revision: number;
  /** `true`: `cells` is every non-empty cell; `false`: only cells changed since the known revision. */
  readonly complete: boolean;
  /** Keyed by A1 address; `null` is a cell that became empty. */
  readonly cells: Readonly<Record<string, CellView | null>>;
  readonly charts: readonly ChartView[];
}

/**
 * What the page holds: the server run it came from (a restarted playground numbers its sheets afresh, so
 * another run's revisions mean nothing) and the revision of each sheet, by sheet id.
 */
export interface KnownRevisions {
  readonly session: string;
  readonly sheets: Readonly<Record<string, number>>;
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
  /** This run of the playground; the page sends it back in `known`. */
  readonly session: string;
  readonly sheets: readonly SheetView[];
  readonly activeSheet: string;
  readonly menus: readonly MenuView[];
  readonly sidebar: SidebarView | null;
  readonly toasts: readonly string[];
  /** Set when the menu item just run asked a yes/no question. */
  readonly question?: MenuQuestion;
  /** The emulated clock, ISO 8601. */
  readonly now: string;
  /** The spreadsheet's time zone (IANA), in which the page shows the clock. */
  readonly timeZone: string;
}

/** Every POST may carry `known`, so the answer holds only the cells that changed. */
export interface KnownRequest {
  readonly known?: KnownRevisions;
}

export interface SetCellRequest extends KnownRequest {
  readonly sheet: string;
  readonly a1: string;
  readonly input: string;
}

/** A paste or a cleared selection: typed text for a block of cells whose top-left corner is `a1`. */
export interface SetCellsRequest extends KnownRequest {
  readonly sheet: string;
  readonly a1: string;
  readonly inputs: readonly (readonly string[])[];
}

export interface ActivateRequest extends KnownRequest {
  readonly sheet: string;
}

export interface RenameSheetRequest extends KnownRequest {
  readonly sheet: string;
  readonly name: string;
}

export interface DeleteSheetRequest extends KnownRequest {
  readonly sheet: string;
}

export interface MenuRequest extends KnownRequest {
  readonly functionName: string;
  /** Yes to the question the last run of this item asked (a confirmation dialog). */
  readonly confirmed?: boolean;
}

/**
 * A yes/no dialog a menu item opened. The emulator cannot pause a script for an answer, so the item
 * ran with "No"; the page asks, and on "Yes" runs the item again with that answer.
 */
export interface MenuQuestion {
  readonly functionName: string;
  readonly prompt: string;
}

export interface AdvanceRequest extends KnownRequest {
  readonly seconds: number;
}

/** File › Settings › Locale of the spreadsheet, or the Google account's locale of the playground's user. */
export interface LocaleRequest extends KnownRequest {
  readonly of: 'spreadsheet' | 'user';
  /** `pl_PL` for a spreadsheet, `pl` for a user. */
  readonly locale: string;
}

export interface FaultRequest extends KnownRequest {
  readonly mode: FaultMode;
  readonly count: number;
}

/** What the user has selected on the page: the sheet on screen and a range in A1 notation (`B2`, `B2:C5`). */
export interface Selection {
  readonly sheet: string;
  readonly range: string;
}

/** The page's function the sidebar's bridge asks for the selection (the iframe is the page's origin). */
export const SELECTION_HOOK = 'seoSheetsSelection';

/**
 * A `google.script.run` call from the sidebar iframe, with the selection at the time of the call: in Sheets
 * a server function sees the user's active sheet and range (Help's Insert, "Use selected cells").
 */
export interface RunRequest {
  readonly functionName: string;
  readonly args: readonly unknown[];
  readonly selection?: Selection;
}

export type RunResponse =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: { readonly name: string; readonly message: string } };

/** Every failing playground endpoint answers with this body. */
export interface ErrorBody {
  readonly error: string;
}

/** A message MailApp sent, as the emulator's mailbox keeps it (`local/gas/mailbox.ts`). */
export interface MailView {
  readonly id: number;
  /** Emulated epoch ms. */
  readonly at: number;
  readonly from: string;
  readonly name?: string;
  readonly replyTo?: string;
  readonly to: string;
  readonly cc?: string;
  readonly bcc?: string;
  readonly subject: string;
  readonly body: string;
  readonly htmlBody?: string;
  readonly attachments?: readonly {
    readonly name: string;
    readonly contentType: string;
    readonly bytes: number;
  }[];
}

/** A post the simulator's Chat or Slack stand-in received (`GET /__sim/webhooks`). */
export interface PostView {
  readonly id: number;
  /** ISO 8601. */
  readonly at: string;
  readonly kind: 'chat' | 'slack';
  /** `spaces/AAAA` or `T…/B…`: the hook without its secret. */
  readonly hook: string;
  /** The JSON posted (or the text, when it was not JSON). */
  readonly body: unknown;
  readonly status: number;
  readonly answer: string;
}

/** The Inbox: what the add-on sent by mail and to channels, oldest first. */
export interface InboxView {
  readonly mail: readonly MailView[];
  readonly posts: readonly PostView[];
}

/** Simulator › Script a position: from `from` on, the domain's position for the phrase (0: not ranking). */
export interface ScriptRequest extends KnownRequest {
  readonly domain: string;
  readonly keyword: string;
  /** `YYYY-MM-DD` on the simulator's clock. */
  readonly from: string;
  readonly position: number;
}
