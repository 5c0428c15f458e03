/** The playground page: wires the grid, formula bar, tabs, menus and sidebar to the server. */
import {
  FAULT_MODES,
  type FaultMode,
  formulaBarText,
  SELECTION_HOOK,
  type Selection,
  type WorkbookView,
} from '../protocol';
import { a1, pointOf } from './a1';
import * as api from './api';
import { chartElement } from './chart';
import { type Floating, Grid } from './grid';
import { InboxPanel } from './inbox';
import { isBridgeMessage } from './messages';
import { type Menu, type MenuEntry, menuElement, renderMenubar } from './menus';
import { askScript } from './script-dialog';
import { SidebarPanel } from './sidebar';
import { type SheetState, WorkbookState } from './workbook';

const TOAST_MS = 5000;

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
const nameBox = $('.name-box');
const formulaInput = $<HTMLInputElement>('.formula-input');
const toast = $('.toast');

const state = new WorkbookState();
api.trackRevisions(() => state.known());
/**
 * The sheet on screen is the page's to choose: a tab click shows it at once, and edits go to it even while
 * the server is still busy with earlier requests. The server's active sheet wins only when it changes
 * (the add-on activated a report's sheet, a sheet was added).
 */
let shownSheetId: number | null = null;
let serverActive = '';
interface PendingEdit {
  readonly sheet: string;
  readonly address: string;
  readonly input: string;
}
/** Edits the server has not answered yet, so a re-render keeps their "Loading...". */
const pending = new Set<PendingEdit>();
/** The add-on menus last drawn: redrawing on every refresh would close a menu the user has open. */
let drawnMenus = '';
/** The user has typed in the formula bar: a refresh under it must not replace the text. */
let formulaBarEdited = false;

const grid = new Grid($('.grid-scroll'), {
  select(address, cell, moved) {
    nameBox.textContent = address;
    if (moved) formulaBarEdited = false;
    if (!formulaBarEdited) formulaInput.value = formulaBarText(cell);
  },
  commit: (address, inputs) => commitCells(address, inputs),
});
const sidebar = new SidebarPanel($('.sidebar'), () => apply(api.closeSidebar()));
const inbox = new InboxPanel($('.inbox'), $<HTMLButtonElement>('.inbox-toggle'));
/** The emulated clock's day (UTC, the simulator's), where a scripted position starts by default. */
let clockDay = '';

/** What the sidebar's calls carry as the active range (bridge.ts): the sheet on screen and the grid's selection. */
function selection(): Selection | undefined {
  const sheet = shownSheet();
  if (!sheet) return undefined;
  const { top, left, bottom, right } = grid.selection;
  const corner = a1(top, left);
  return {
    sheet: sheet.name,
    range: top === bottom && left === right ? corner : `${corner}:${a1(bottom, right)}`,
  };
}
Object.assign(window, { [SELECTION_HOOK]: selection });

function shownSheet(): SheetState | undefined {
  return state.sheets.find((sheet) => sheet.id === shownSheetId) ?? state.sheets[0];
}

/** Typed text for a block of cells from `address`, sent to the sheet on screen. */
function commitCells(address: string, inputs: string[][]): void {
  const sheet = shownSheet();
  if (!sheet) return;
  const corner = pointOf(address);
  const edits = inputs.flatMap((row, i) =>
    row.map((input, j) => ({ sheet: sheet.name, address: a1(corner.row + i, corner.column + j), input })),
  );
  for (const edit of edits) pending.add(edit);
  drawGrid(new Set(edits.map((edit) => edit.address)));
  const request =
    inputs.length === 1 && inputs[0].length === 1
      ? api.setCell({ sheet: sheet.name, a1: address, input: inputs[0][0] })
      : api.setCells({ sheet: sheet.name, a1: address, inputs });
  apply(
    request.finally(() => {
      for (const edit of edits) pending.delete(edit);
    }),
  );
}

/** Runs a menu item; when it asked a yes/no question, asks it here and, on Yes, runs it again with that answer. */
async function askingMenu(functionName: string): Promise<WorkbookView> {
  const view = await api.runMenu({ functionName });
  if (!view.question) return view;
  render(view);
  return window.confirm(view.question.prompt) ? api.runMenu({ functionName, confirmed: true }) : view;
}

async function apply(request: Promise<WorkbookView>): Promise<void> {
  try {
    render(await request);
  } catch (error) {
    showToast((error as Error).message);
    // Repaint what the server last said, so no cell stays on "Loading..." and a refused rename shows the old name.
    drawGrid();
    renderTabs();
  }
}

function render(next: WorkbookView): void {
  const before = shownSheetId;
  state.apply(next);
  if (next.activeSheet !== serverActive) {
    serverActive = next.activeSheet;
    shownSheetId = state.find(next.activeSheet)?.id ?? shownSheetId;
  }
  const incoming = next.sheets.find((sheet) => sheet.id === shownSheetId);
  drawGrid(
    incoming && !incoming.complete && shownSheetId === before
      ? new Set(Object.keys(incoming.cells))
      : undefined,
  );
  renderTabs();
  const menus = JSON.stringify(next.menus);
  if (menus !== drawnMenus) {
    drawnMenus = menus;
    renderMenubar($('.menubar'), [extensionsMenu(next), simulatorMenu()]);
  }
  sidebar.show(next.sidebar);
  $('.clock').textContent = `Clock: ${clockText(next.now, next.timeZone)}`;
  clockDay = next.now.slice(0, 10);
  inbox.noticeActivity();
  const latest = next.toasts.at(-1);
  if (latest) showToast(latest);
}

/**
 * The emulated time as the spreadsheet's zone has it, labelled with that zone's offset as the add-on labels
 * its times ("2026-11-21 14:03 UTC+1"), so the clock reads like the task list and the schedules beside it.
 */
function clockText(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'shortOffset',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  const offset = (parts.timeZoneName ?? 'GMT').replace(/^GMT/, 'UTC');
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${offset} (${timeZone})`;
}

/** `changed`: the only cells that may look different since the last drawing (all, when absent). */
function drawGrid(changed?: ReadonlySet<string>): void {
  const sheet = shownSheet();
  if (!sheet) return;
  shownSheetId = sheet.id;
  const edits = new Map<string, string>();
  for (const edit of pending) if (edit.sheet === sheet.name) edits.set(edit.address, edit.input);
  const floating: Floating[] = sheet.charts.map((chart) => ({
    element: chartElement(chart),
    ...pointOf(chart.anchor),
  }));
  grid.show(
    {
      name: sheet.name,
      rows: sheet.rows,
      columns: sheet.columns,
      cells: sheet.cells,
      pending: edits,
      floating,
    },
    changed,
  );
  document.body.setAttribute('aria-busy', String(pending.size > 0));
}

function showSheet(sheet: SheetState): void {
  shownSheetId = sheet.id;
  drawGrid();
  renderTabs();
  apply(api.activateSheet({ sheet: sheet.name }));
}

function renderTabs(): void {
  const shown = shownSheet();
  const tabs = state.sheets.map((sheet) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', String(sheet === shown));
    tab.textContent = sheet.name;
    // Clicking the tab on screen does nothing, so a double-click to rename finds the same tab.
    tab.addEventListener('click', () => {
      if (sheet !== shownSheet()) showSheet(sheet);
    });
    tab.addEventListener('dblclick', () => startRename(tab, sheet));
    if (sheet !== shown) return tab;
    const wrapper = document.createElement('span');
    wrapper.className = 'active-tab';
    const actions = menuElement(
      {
        title: '▾',
        entries: [
          { kind: 'action', label: 'Rename', run: () => startRename(tab, sheet) },
          { kind: 'action', label: 'Delete', run: () => removeSheet(sheet) },
        ],
      },
      'Sheet actions',
    );
    wrapper.append(tab, actions);
    return wrapper;
  });
  $('.tab-list').replaceChildren(...tabs);
}

/** The tab turns into a text box, as in Sheets; Enter renames, Escape or leaving it keeps the name. */
function startRename(tab: HTMLElement, sheet: SheetState): void {
  const input = document.createElement('input');
  input.className = 'tab-name';
  input.value = sheet.name;
  input.setAttribute('aria-label', 'Sheet name');
  let done = false;
  const finish = (rename: boolean) => {
    if (done) return;
    done = true;
    if (rename && input.value !== sheet.name)
      apply(api.renameSheet({ sheet: sheet.name, name: input.value }));
    else renderTabs();
    grid.focus();
  };
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') finish(true);
    else if (event.key === 'Escape') finish(false);
  });
  input.addEventListener('blur', () => finish(false));
  tab.replaceWith(input);
  input.select();
  input.focus();
}

function removeSheet(sheet: SheetState): void {
  if (!window.confirm(`Delete the sheet "${sheet.name}"? Its cells are lost.`)) return;
  apply(api.deleteSheet({ sheet: sheet.name }));
}

function extensionsMenu(next: WorkbookView): Menu {
  const entries = next.menus.flatMap((menu): MenuEntry[] => [
    { kind: 'heading', label: menu.title },
    ...menu.items.map((item): MenuEntry => {
      if (item.kind === 'separator') return item;
      if (item.kind === 'heading') return { kind: 'heading', label: item.caption };
      return {
        kind: 'action',
        label: item.caption,
        run: () => apply(askingMenu(item.functionName)),
      };
    }),
  ]);
  return {
    title: 'Extensions',
    entries: entries.length ? entries : [{ kind: 'heading', label: 'No add-on menus' }],
  };
}

const FAULT_LABELS: Record<FaultMode, string> = {
  http500_html: 'Next request: 500 with an HTML page',
  http503: 'Next request: 503',
  edge_reject: 'Next request: edge proxy rejection',
  timeout: 'Next request: timeout',
  database: 'Next request: database error',
  html200: 'Next request: a web page with status 200',
  cut: 'Next request: connection cut mid-answer',
  gone: 'Next request: 400 Not Found, a route the service no longer has',
  upstream: 'Next request: 418 backlinks_api_error, a failed upstream source',
  refused200: 'Next request: a refusal inside a 200 (success: false)',
  none: 'Clear faults',
};

/** The add-on's languages, as File › Settings › Locale names them. */
const LOCALES: readonly (readonly [string, string])[] = [
  ['English (United States)', 'en_US'],
  ['Polski', 'pl_PL'],
  ['Čeština', 'cs_CZ'],
  ['Slovenčina', 'sk_SK'],
  ['Magyar', 'hu_HU'],
  ['Română', 'ro_RO'],
  ['Nederlands', 'nl_NL'],
  ['Dansk', 'da_DK'],
  ['Svenska', 'sv_SE'],
];

function simulatorMenu(): Menu {
  const action = (label: string, run: () => Promise<WorkbookView>): MenuEntry => ({
    kind: 'action',
    label,
    run: () => apply(run()),
  });
  return {
    title: 'Simulator',
    entries: [
      action('Advance clock +1 hour', () => api.advanceClock({ seconds: 3600 })),
      action('Advance clock +1 day', () => api.advanceClock({ seconds: 86400 })),
      action('Reset simulator', () => api.resetSimulator()),
      { kind: 'action', label: 'Warehouse (BigQuery)', run: () => window.open('/warehouse', '_blank') },
      {
        kind: 'action',
        label: 'Script a position…',
        run: () => void askScript(clockDay).then((request) => request && apply(api.scriptPosition(request))),
      },
      { kind: 'separator' },
      ...LOCALES.map(([name, locale]) =>
        action(`Spreadsheet locale: ${name}`, () => api.setLocale({ of: 'spreadsheet', locale })),
      ),
      ...LOCALES.map(([name, locale]) =>
        action(`Your Google locale: ${name}`, () =>
          api.setLocale({ of: 'user', locale: locale.slice(0, 2) }),
        ),
      ),
      { kind: 'separator' },
      ...FAULT_MODES.map((mode) =>
        action(FAULT_LABELS[mode], () => api.injectFault({ mode, count: mode === 'none' ? 0 : 1 })),
      ),
    ],
  };
}

let toastTimer: ReturnType<typeof setTimeout> | undefined;
function showToast(message: string): void {
  toast.textContent = message;
  toast.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    toast.hidden = true;
  }, TOAST_MS);
}

formulaInput.addEventListener('input', () => {
  formulaBarEdited = true;
});
formulaInput.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    formulaBarEdited = false;
    grid.focus();
    commitCells(grid.address, [[formulaInput.value]]);
  } else if (event.key === 'Escape') {
    formulaBarEdited = false;
    formulaInput.value = formulaBarText(shownSheet()?.cells[grid.address]);
    grid.focus();
  }
});

$('.add-sheet').addEventListener('click', () => apply(api.addSheet()));

window.addEventListener('message', (event) => {
  if (event.origin !== window.location.origin || !isBridgeMessage(event.data)) return;
  if (event.data.type === 'ran') apply(api.loadWorkbook());
  else if (event.data.type === 'close') apply(api.closeSidebar());
  else grid.focus();
});

// Loading the page opens the document, so onOpen builds the menu in the user's language now; `?locale=pl_PL`
// opens it as a document of that locale, as Simulator › Spreadsheet locale does.
const openingLocale = new URLSearchParams(window.location.search).get('locale');
apply(openingLocale ? api.setLocale({ of: 'spreadsheet', locale: openingLocale }) : api.openDocument()).then(
  () => grid.focus(),
);
