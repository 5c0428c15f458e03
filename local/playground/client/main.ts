/** The playground page: wires the grid, formula bar, tabs, menus and sidebar to the server. */
import { FAULT_MODES, type FaultMode, type WorkbookView } from '../protocol';
import * as api from './api';
import { chartElement } from './chart';
import { Grid } from './grid';
import { isBridgeMessage } from './messages';
import { type Menu, type MenuEntry, renderMenubar } from './menus';
import { SidebarPanel } from './sidebar';

const TOAST_MS = 5000;

const $ = <T extends HTMLElement>(selector: string) => document.querySelector(selector) as T;
const nameBox = $('.name-box');
const formulaInput = $<HTMLInputElement>('.formula-input');
const toast = $('.toast');

let workbook: WorkbookView | null = null;
interface PendingEdit {
  readonly sheet: string;
  readonly address: string;
  readonly input: string;
}
/** Edits the server has not answered yet, so a re-render keeps their "Loading...". */
const pending = new Set<PendingEdit>();
/** The add-on menus last drawn: redrawing on every refresh would close a menu the user has open. */
let drawnMenus = '';

const grid = new Grid($('.grid-scroll'), {
  select(address, cell) {
    nameBox.textContent = address;
    formulaInput.value = cell?.input ?? '';
  },
  commit: (address, input) => commitCell(address, input),
});
const sidebar = new SidebarPanel($('.sidebar'), () => apply(api.closeSidebar()));

function commitCell(address: string, input: string): void {
  const edit: PendingEdit = { sheet: workbook!.activeSheet, address, input };
  pending.add(edit);
  document.body.setAttribute('aria-busy', 'true');
  apply(api.setCell({ sheet: edit.sheet, a1: address, input }).finally(() => pending.delete(edit)));
}

async function apply(request: Promise<WorkbookView>): Promise<void> {
  try {
    render(await request);
  } catch (error) {
    showToast((error as Error).message);
    // Repaint what the server last said, so no cell stays on "Loading...".
    if (workbook) render(workbook);
  }
}

function render(view: WorkbookView): void {
  workbook = view;
  const sheet = view.sheets.find((s) => s.name === view.activeSheet) ?? view.sheets[0];
  grid.show(sheet);
  for (const edit of pending) {
    if (edit.sheet === sheet.name) grid.showPending(edit.address, edit.input);
  }
  document.body.setAttribute('aria-busy', String(pending.size > 0));
  for (const chart of sheet.charts) grid.placeAt(chartElement(chart), chart.anchor);
  renderTabs(view);
  const menus = JSON.stringify(view.menus);
  if (menus !== drawnMenus) {
    drawnMenus = menus;
    renderMenubar($('.menubar'), [extensionsMenu(view), simulatorMenu()]);
  }
  sidebar.show(view.sidebar);
  $('.clock').textContent = `Clock: ${view.now.replace('T', ' ').slice(0, 16)} UTC`;
  const latest = view.toasts.at(-1);
  if (latest) showToast(latest);
}

function renderTabs(view: WorkbookView): void {
  const tabs = view.sheets.map((sheet) => {
    const tab = document.createElement('button');
    tab.type = 'button';
    tab.setAttribute('role', 'tab');
    tab.setAttribute('aria-selected', String(sheet.name === view.activeSheet));
    tab.textContent = sheet.name;
    tab.addEventListener('click', () => apply(api.activateSheet({ sheet: sheet.name })));
    return tab;
  });
  $('.tab-list').replaceChildren(...tabs);
}

function extensionsMenu(view: WorkbookView): Menu {
  const entries = view.menus.flatMap((menu): MenuEntry[] => [
    { kind: 'heading', label: menu.title },
    ...menu.items.map((item): MenuEntry => {
      if (item.kind === 'separator') return item;
      if (item.kind === 'heading') return { kind: 'heading', label: item.caption };
      return {
        kind: 'action',
        label: item.caption,
        run: () => apply(api.runMenu({ functionName: item.functionName })),
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
  none: 'Clear faults',
};

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

formulaInput.addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    const address = grid.address;
    grid.showPending(address, formulaInput.value);
    grid.focus();
    commitCell(address, formulaInput.value);
  } else if (event.key === 'Escape') {
    formulaInput.value =
      workbook?.sheets.find((s) => s.name === workbook?.activeSheet)?.cells[grid.address]?.input ?? '';
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

apply(api.loadWorkbook()).then(() => grid.focus());
