/**
 * One open spreadsheet in the emulator, as the page uses it: typed cells, menu items, sidebar calls,
 * the clock. Changes are saved to the data folder once edits pause, so a restart opens the same workbook.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bigQueryClockLink } from '../bigquery/control-client';
import {
  createEmulator,
  type Emulator,
  type Manifest,
  ScriptExecutionError,
  type SheetModel,
  type UserCallbackPage,
} from '../gas';
import { renameSheet } from '../gas/spreadsheet/rename';
import { cellA1, type GridRange } from '../gas/spreadsheet/values';
import { type CellKey, keyToPosition } from '../gas/spreadsheet/workbook';
import { clockLinkUrl } from '../service/control-client';
import { readTyped } from '../gas/spreadsheet/input';
import { cellView } from './cells';
import { chartView } from './charts';
import type {
  CellView,
  KnownRevisions,
  MailView,
  MenuItemView,
  MenuView,
  RunResponse,
  Selection,
  SheetView,
  WorkbookView,
} from './protocol';
import { HttpError } from './http';
import { SAMPLE_WORKBOOK } from './sample';
import { SnapshotStore } from './store';
import type { AddOnAccess } from './warehouse-protocol';

/** How long the snapshot waits for the edits to pause. */
const SAVE_DELAY_MS = 2000;

const position = (key: CellKey): [number, number] => {
  const { row, column } = keyToPosition(key);
  return [row, column];
};

const addressOf = (key: CellKey): string => cellA1(...position(key));

type EmulatorMenuItem = Emulator['ui']['menus'][number]['items'][number];

function menuItems(items: readonly EmulatorMenuItem[]): MenuItemView[] {
  return items.flatMap((item): MenuItemView[] => {
    if ('separator' in item) return [{ kind: 'separator' }];
    if ('submenu' in item) return [{ kind: 'heading', caption: item.caption }, ...menuItems(item.submenu)];
    return [{ kind: 'item', caption: item.caption, functionName: item.functionName }];
  });
}

/** The one user of the playground: the spreadsheet's owner, who also runs the sidebar and menus. */
const PLAYGROUND_USER = 'owner@example.com';

const BIGQUERY_SCOPE = 'https://www.googleapis.com/auth/bigquery';

/** The add-on's manifest as the build wrote it beside the bundle the emulator runs; none before a build. */
function builtManifest(): Manifest | undefined {
  const path = join(__dirname, '..', '..', 'build', 'appsscript.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : undefined;
}

export interface SessionOptions {
  dataDir: string;
  serviceUrl: string;
  /**
   * The BigQuery simulator the add-on reaches as `https://bigquery.googleapis.com`; `linkClock` when it is the
   * playground's own, whose every clock then follows the emulated one.
   */
  bigQuery?: { url: string; linkClock: boolean };
  /** The add-on's manifest; default the built one. The BigQuery advanced service exists only where it is enabled. */
  manifest?: Manifest;
}

export class PlaygroundSession {
  /** Counts sidebars shown, so the page knows when to load a new one. */
  private sidebarVersion = 0;
  private shownSidebar: Emulator['ui']['sidebar'];
  /** Toasts and alerts already handed to the page. */
  private toastsSeen = 0;
  private alertsSeen = 0;
  /** Failures of menu items, shown like the add-on's own toasts. */
  private readonly notices: string[] = [];
  private cellViewCache = new WeakMap<SheetModel, { revision: number; views: Map<string, CellView> }>();
  /** This run, so a page still holding another run's revisions gets whole sheets. */
  private readonly id = randomUUID();
  /** A snapshot write waiting for the burst of edits to end. */
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  private constructor(
    private readonly emulator: Emulator,
    private readonly store: SnapshotStore,
    private readonly manifest: Manifest | undefined,
  ) {}

  /** Restores the saved workbook (or lays out the sample) and opens it, which runs the add-on's onOpen. */
  static open(opts: SessionOptions): PlaygroundSession {
    const store = new SnapshotStore(opts.dataDir);
    const manifest = opts.manifest ?? builtManifest();
    const { bigQuery } = opts;
    // One world, one time: every emulated advance (Utilities.sleep while a formula polls, the clock
    // menu) moves the simulators too, as real clocks would move together.
    const emulator = createEmulator({
      owner: PLAYGROUND_USER,
      scriptProperties: { API_BASE_URL: opts.serviceUrl },
      clockLink: [
        clockLinkUrl(opts.serviceUrl),
        ...(bigQuery?.linkClock ? [bigQueryClockLink(bigQuery.url)] : []),
      ],
      ...(manifest ? { manifest } : {}),
      // Alerts posted to Google Chat and Slack reach the simulator's stand-ins, shown in the Inbox.
      hosts: {
        'https://chat.googleapis.com': opts.serviceUrl,
        'https://hooks.slack.com': opts.serviceUrl,
        ...(bigQuery ? { 'https://bigquery.googleapis.com': bigQuery.url } : {}),
      },
    });
    const session = new PlaygroundSession(emulator, store, manifest);
    const saved = store.load();
    if (saved) {
      emulator.restore(saved);
      // A new run may have the simulator on another port: the saved property must not win.
      emulator.properties.script.set('API_BASE_URL', opts.serviceUrl);
    } else {
      session.layOutSample();
      session.save();
    }
    emulator.open();
    // onOpen may have re-entered formulas (tables relabelled for a new locale): Sheets runs them next.
    emulator.recalculate();
    // Format every cell now, so the first page load does not wait for it.
    for (const sheet of emulator.spreadsheet.sheets) session.cellViews(sheet);
    return session;
  }

  private layOutSample(): void {
    const workbook = this.emulator.spreadsheet;
    const [first, ...rest] = SAMPLE_WORKBOOK;
    workbook.sheets[0].name = first.name;
    workbook.activeSheet = first.name;
    for (const sheet of rest) workbook.addSheet(sheet.name);
    for (const sheet of SAMPLE_WORKBOOK) this.type(workbook.sheet(sheet.name), 1, 1, sheet.values);
  }

  /** Typed text into a block of cells from (row, column), read in the document's locale. */
  private type(model: SheetModel, row: number, column: number, inputs: readonly (readonly string[])[]): void {
    const { rules, timeZone } = this.emulator.spreadsheet;
    inputs.forEach((line, i) => {
      line.forEach((input, j) => {
        const numberFormat = model.cell(row + i, column + j)?.numberFormat;
        model.enter(row + i, column + j, readTyped(input, rules, timeZone, numberFormat));
      });
    });
  }

  /** The workbook for the page: of each sheet, only the cells changed since the revision it knows. */
  view(known?: KnownRevisions): WorkbookView {
    const revisions = known?.session === this.id ? known.sheets : {};
    const ui = this.emulator.ui;
    if (ui.sidebar !== this.shownSidebar) {
      this.shownSidebar = ui.sidebar;
      this.sidebarVersion++;
    }
    const toasts = [
      ...ui.toasts.slice(this.toastsSeen).map((t) => (t.title ? `${t.title}: ${t.message}` : t.message)),
      ...ui.alerts.slice(this.alertsSeen).map((a) => (a.title ? `${a.title}: ${a.prompt}` : a.prompt)),
      ...this.notices.splice(0),
    ];
    this.toastsSeen = ui.toasts.length;
    this.alertsSeen = ui.alerts.length;
    return {
      session: this.id,
      // A hidden sheet (the add-on's memory of its alerts) is not a tab, as in Sheets.
      sheets: this.emulator.spreadsheet.sheets
        .filter((sheet) => !sheet.hidden)
        .map((sheet) => this.sheetView(sheet, revisions[sheet.id])),
      activeSheet: this.emulator.spreadsheet.activeSheet,
      menus: ui.menus.map((menu): MenuView => ({ title: menu.title, items: menuItems(menu.items) })),
      sidebar: ui.sidebar ? { title: ui.sidebar.title, version: this.sidebarVersion } : null,
      toasts,
      now: new Date(this.emulator.clock.now()).toISOString(),
      timeZone: this.emulator.spreadsheet.timeZone,
    };
  }

  private sheetView(sheet: SheetModel, knownRevision: number | undefined): SheetView {
    const workbook = this.emulator.spreadsheet;
    const views = this.cellViews(sheet);
    const changed = knownRevision === undefined ? 'all' : sheet.changesSince(knownRevision);
    const cells: Record<string, CellView | null> =
      changed === 'all'
        ? Object.fromEntries(views)
        : Object.fromEntries([...changed].map((key) => [addressOf(key), views.get(addressOf(key)) ?? null]));
    const { rows, columns } = sheet.extent();
    return {
      id: sheet.id,
      name: sheet.name,
      rows,
      columns,
      revision: sheet.revision,
      complete: changed === 'all',
      cells,
      charts: sheet.charts.map((chart) => chartView(workbook, sheet.name, chart)),
    };
  }

  /**
   * Every non-empty cell as the page shows it, by address, brought up to date from the sheet's change log:
   * formatting a cell's display and formula-bar text once, not on every answer, keeps opening a big
   * workbook quick.
   */
  private cellViews(sheet: SheetModel): Map<string, CellView> {
    const workbook = this.emulator.spreadsheet;
    const cached = this.cellViewCache.get(sheet);
    const changed = cached ? sheet.changesSince(cached.revision) : 'all';
    const views = cached && changed !== 'all' ? cached.views : new Map<string, CellView>();
    const keys = changed === 'all' ? sheet.cells.keys() : changed;
    for (const key of keys) {
      const [row, column] = position(key);
      const address = cellA1(row, column);
      const cell = sheet.cells.get(key);
      if (cell && (cell.value !== '' || cell.formula || cell.sparkline))
        views.set(address, cellView(workbook.viewOf(sheet, row, column), workbook.timeZone, workbook.rules));
      else views.delete(address);
    }
    this.cellViewCache.set(sheet, { revision: sheet.revision, views });
    return views;
  }

  /** How far the emulated clock runs ahead of real time, restored from the last run. */
  get clockOffsetSeconds(): number {
    return Math.floor(this.emulator.clock.offsetMs / 1000);
  }

  /** Whether the add-on can call BigQuery here: its manifest's advanced service and scope, the user's grant. */
  bigQueryAccess(): AddOnAccess {
    const service = this.manifest?.dependencies?.enabledAdvancedServices?.find(
      (s) => s.serviceId === 'bigquery',
    );
    const scopes = this.manifest?.oauthScopes;
    return {
      ...(service ? { service: { userSymbol: service.userSymbol, version: service.version } } : {}),
      // A manifest without oauthScopes has them inferred from what the script uses.
      scopeDeclared: scopes ? scopes.includes(BIGQUERY_SCOPE) : service !== undefined,
      scopeGranted: this.emulator.authorizedScopes().includes(BIGQUERY_SCOPE),
    };
  }

  /** The mail the add-on sent, oldest first, as the Inbox lists it. */
  mailbox(): MailView[] {
    return this.emulator.mailbox();
  }

  sidebarHtml(): string | null {
    return this.emulator.ui.sidebar?.html ?? null;
  }

  setCell(sheet: string, a1: string, input: string, known?: KnownRevisions): WorkbookView {
    this.resolveCell(sheet, a1);
    this.emulator.enter(sheet, a1, input);
    this.emulator.recalculate();
    return this.changed(known);
  }

  /**
   * A block of typed text from `a1` right and down (a paste, or '' for every cell of a cleared selection);
   * formulas in it run once everything is written, as Sheets evaluates a paste.
   */
  setCells(
    sheet: string,
    a1: string,
    inputs: readonly (readonly string[])[],
    known?: KnownRevisions,
  ): WorkbookView {
    const { sheet: model, range } = this.resolveCell(sheet, a1);
    this.type(model, range.row, range.column, inputs);
    this.emulator.recalculate();
    return this.changed(known);
  }

  private resolveCell(sheet: string, a1: string): { sheet: SheetModel; range: GridRange } {
    const found = this.emulator.spreadsheet.resolve(a1, sheet);
    if (!found) throw new HttpError(400, `No cell ${a1} on sheet "${sheet}"`);
    return found;
  }

  /** The user's selection as the active sheet and range a server function sees; one naming no cell is ignored. */
  private select(selection: Selection | undefined): void {
    const workbook = this.emulator.spreadsheet;
    if (!selection || !workbook.findSheet(selection.sheet)) return;
    if (!workbook.resolve(selection.range, selection.sheet)) return;
    workbook.activeSheet = selection.sheet;
    workbook.activeRange = selection.range;
  }

  activate(sheet: string, known?: KnownRevisions): WorkbookView {
    this.sheetNamed(sheet);
    this.emulator.spreadsheet.activeSheet = sheet;
    return this.changed(known);
  }

  addSheet(known?: KnownRevisions): WorkbookView {
    const workbook = this.emulator.spreadsheet;
    let n = workbook.sheets.length + 1;
    while (workbook.findSheet(`Sheet${n}`)) n++;
    workbook.activeSheet = workbook.addSheet(`Sheet${n}`).name;
    return this.changed(known);
  }

  /** Renames a sheet with Sheets' rules and messages; the active sheet follows its new name. */
  renameSheet(sheet: string, name: string, known?: KnownRevisions): WorkbookView {
    const workbook = this.emulator.spreadsheet;
    const model = this.sheetNamed(sheet);
    const trimmed = name.trim();
    if (!trimmed) throw new HttpError(400, 'Please enter a valid sheet name.');
    if (trimmed !== sheet && workbook.findSheet(trimmed))
      throw new HttpError(
        400,
        `A sheet with the name "${trimmed}" already exists. Please enter another name.`,
      );
    renameSheet(workbook, model.name, trimmed);
    return this.changed(known);
  }

  /** Deletes a sheet; the last one stays, as Sheets refuses to leave a workbook without sheets. */
  deleteSheet(sheet: string, known?: KnownRevisions): WorkbookView {
    const workbook = this.emulator.spreadsheet;
    this.sheetNamed(sheet);
    if (workbook.sheets.length === 1)
      throw new HttpError(400, 'A document must have at least one visible sheet.');
    workbook.removeSheet(sheet);
    // Formulas that read the deleted sheet now answer #REF!.
    this.emulator.recalculate();
    return this.changed(known);
  }

  private sheetNamed(name: string): SheetModel {
    const found = this.emulator.spreadsheet.findSheet(name);
    if (!found) throw new HttpError(404, `No sheet named "${name}"`);
    return found;
  }

  /** A menu item's failure is what Sheets shows in a toast; the page shows it the same way. */
  runMenu(functionName: string, known?: KnownRevisions, confirmed = false): WorkbookView {
    const { ui } = this.emulator;
    const asked = ui.alerts.length;
    ui.replies.push({ button: confirmed ? 'YES' : 'NO' });
    try {
      this.emulator.runMenu(functionName);
    } catch (error) {
      if (!(error instanceof ScriptExecutionError)) throw error;
      this.notices.push(`${functionName} failed: ${error.message}`);
    } finally {
      ui.replies.length = 0;
    }
    this.emulator.recalculate();
    const question = confirmed ? undefined : ui.alerts.slice(asked).find((a) => a.buttons === 'YES_NO');
    // The page asks (or has just asked) the question itself; it is not also a toast.
    if (question || confirmed) this.alertsSeen = ui.alerts.length;
    const view = this.changed(known);
    return question ? { ...view, question: { functionName, prompt: question.prompt } } : view;
  }

  run(functionName: string, args: readonly unknown[], selection?: Selection): RunResponse {
    let response: RunResponse;
    this.select(selection);
    try {
      response = { ok: true, value: this.emulator.callServer(functionName, args) };
    } catch (error) {
      if (!(error instanceof ScriptExecutionError)) throw error;
      response = { ok: false, error: { name: 'ScriptError', message: error.message } };
    }
    // A sidebar call can write cells a formula reads (the refresh stamp), as in Sheets.
    this.emulator.recalculate();
    this.save();
    return response;
  }

  /**
   * Where the OAuth popup comes back to: this playground's `usercallback` route, since Apps Script's own
   * address would leave the machine. Set after the server is listening, on every run (the port changes).
   */
  setUserCallbackUrl(url: string): void {
    this.emulator.properties.script.set('OAUTH_CALLBACK_URL', url);
  }

  /** The OAuth popup arriving at the script's `usercallback`: runs the state token's function. */
  userCallback(query: Record<string, string>): UserCallbackPage {
    const page = this.emulator.userCallback(query);
    this.save();
    return page;
  }

  /**
   * The page was (re)loaded, which in Sheets opens the file again: the sidebar is gone and onOpen builds
   * the menu anew, in the user's language as it is now (chosen in Settings, or their account's).
   */
  reopen(): WorkbookView {
    this.emulator.ui.sidebar = undefined;
    try {
      this.emulator.open();
    } catch (error) {
      if (!(error instanceof ScriptExecutionError)) throw error;
      this.notices.push(`onOpen failed: ${error.message}`);
    }
    // onOpen may re-enter the add-on's formulas (relabelling them in a new language): show what they say.
    this.emulator.recalculate();
    return this.view();
  }

  closeSidebar(known?: KnownRevisions): WorkbookView {
    this.emulator.ui.sidebar = undefined;
    return this.view(known);
  }

  /**
   * The spreadsheet's locale (kept with the workbook) or the user's Google locale (for this run). Both are
   * set between openings in Sheets, so the file opens again: onOpen builds the menu in the new language.
   */
  setLocale(of: 'spreadsheet' | 'user', locale: string): WorkbookView {
    if (of === 'spreadsheet' && locale !== this.emulator.spreadsheet.locale) {
      this.emulator.spreadsheet.locale = locale;
      // Every number, boolean, date and formula reads differently now: the page gets whole sheets.
      this.cellViewCache = new WeakMap();
    } else if (of === 'user') this.emulator.userLocales.set(PLAYGROUND_USER, locale);
    this.save();
    return this.reopen();
  }

  /** Moves the emulated clock and runs the triggers that fell due, as the hours would. */
  advance(seconds: number, known?: KnownRevisions): WorkbookView {
    this.emulator.clock.advance(seconds * 1000);
    this.fireDueTriggers();
    return this.changed(known);
  }

  /** Runs the triggers whose time has come while the page sat idle, as Google's scheduler would. */
  fireDueTriggers(): void {
    if (this.emulator.fireDueTriggers().length === 0) return;
    this.emulator.recalculate();
    this.save();
  }

  private changed(known?: KnownRevisions): WorkbookView {
    this.save();
    return this.view(known);
  }

  /**
   * Writing the whole snapshot costs time in proportion to the workbook, so it waits until the edits
   * pause instead of delaying each answer; `close()` writes what is still waiting.
   */
  private save(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveNow(), SAVE_DELAY_MS);
  }

  private saveNow(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    this.store.save(this.emulator.snapshot());
  }

  close(): void {
    if (this.saveTimer) this.saveNow();
    this.emulator.close();
  }
}
