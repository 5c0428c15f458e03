/**
 * The spreadsheet UI an add-on can drive: menus (from onOpen), the sidebar, dialogs, toasts, alerts and
 * prompts. Host-side state is what the playground renders and tests assert on; `replies` answers alerts.
 */
import type { Execution } from '../execution';
import { enumOf } from './enums';
import { HtmlOutputImpl } from './html';

export type MenuItemView =
  | { caption: string; functionName: string }
  | { separator: true }
  | { caption: string; submenu: MenuItemView[] };

export interface MenuView {
  /** The menu's title (an add-on menu is listed under Extensions with the add-on's name). */
  title: string;
  addon: boolean;
  items: MenuItemView[];
}

export interface SidebarView {
  title: string;
  html: string;
  /** Always 300: Sheets ignores setWidth for sidebars. */
  width: 300;
}

export interface DialogView {
  title: string;
  html: string;
  width: number;
  height: number;
  modal: boolean;
}

export type ButtonName = 'OK' | 'CANCEL' | 'YES' | 'NO' | 'CLOSE';

export interface UiState {
  menus: MenuView[];
  sidebar?: SidebarView;
  dialogs: DialogView[];
  toasts: Array<{ message: string; title: string; timeoutSeconds: number; at: number }>;
  alerts: Array<{ title: string; prompt: string; buttons: string; kind: 'alert' | 'prompt' }>;
  /** Queued answers to the next alerts/prompts (default: OK with empty text). */
  replies: Array<{ button: ButtonName; text?: string }>;
}

export function emptyUiState(): UiState {
  return { menus: [], dialogs: [], toasts: [], alerts: [], replies: [] };
}

/** Name of the add-on's menu under Extensions. */
const ADDON_MENU_TITLE = 'SEO Sheets';

const BUTTON_SETS: Record<string, string> = {
  OK: 'OK',
  OK_CANCEL: 'OK_CANCEL',
  YES_NO: 'YES_NO',
  YES_NO_CANCEL: 'YES_NO_CANCEL',
};

class Menu {
  readonly items: MenuItemView[] = [];

  constructor(
    private readonly view: Omit<MenuView, 'items'>,
    private readonly state: UiState,
  ) {}

  addItem(caption: string, functionName: string): this {
    this.items.push({ caption: String(caption), functionName: String(functionName) });
    return this;
  }
  addSeparator(): this {
    this.items.push({ separator: true });
    return this;
  }
  addSubMenu(menu: Menu): this {
    this.items.push({ caption: menu.view.title, submenu: menu.items });
    return this;
  }
  addToUi(): void {
    const index = this.state.menus.findIndex((m) => m.title === this.view.title);
    const built = { ...this.view, items: this.items };
    if (index >= 0) this.state.menus[index] = built;
    else this.state.menus.push(built);
  }
}

function htmlOf(exec: Execution, output: unknown): HtmlOutputImpl {
  if (!(output instanceof HtmlOutputImpl)) throw exec.fail('Invalid argument: userInterface');
  return exec.unguarded(output);
}

export function uiService(exec: Execution, state: UiState): GoogleAppsScript.Base.Ui {
  const menu = (title: string, addon: boolean) => exec.guard('Ui', 'Menu', new Menu({ title, addon }, state));
  const reply = () => state.replies.shift() ?? { button: 'OK' as ButtonName, text: '' };
  const titled = (args: unknown[]): { title: string; prompt: string; buttons: string } => {
    const [a, b, c] = args.map((x) => (x === undefined ? undefined : String(x)));
    if (b !== undefined && !(b in BUTTON_SETS)) return { title: a ?? '', prompt: b, buttons: c ?? 'OK' };
    return { title: '', prompt: a ?? '', buttons: b ?? 'OK' };
  };
  const dialog = (output: unknown, title: string, modal: boolean) => {
    const html = htmlOf(exec, output);
    state.dialogs.push({
      title: String(title),
      html: html.getContent(),
      width: html.getWidth(),
      height: html.getHeight(),
      modal,
    });
  };
  const ui = {
    Button: enumOf(['OK', 'CANCEL', 'YES', 'NO', 'CLOSE']),
    ButtonSet: Object.freeze({ ...BUTTON_SETS }),
    createAddonMenu: () => menu(ADDON_MENU_TITLE, true),
    createMenu: (caption: string) => menu(String(caption), false),
    showSidebar: (output: unknown) => {
      const html = htmlOf(exec, output);
      state.sidebar = { title: html.getTitle(), html: html.getContent(), width: 300 };
    },
    showModalDialog: (output: unknown, title: string) => dialog(output, title, true),
    showModelessDialog: (output: unknown, title: string) => dialog(output, title, false),
    alert: (...args: unknown[]) => {
      state.alerts.push({ ...titled(args), kind: 'alert' });
      return reply().button;
    },
    prompt: (...args: unknown[]) => {
      state.alerts.push({ ...titled(args), kind: 'prompt' });
      const answer = reply();
      return exec.guard('Ui', 'PromptResponse', {
        getResponseText: () => answer.text ?? '',
        getSelectedButton: () => answer.button,
      });
    },
  };
  return exec.guard('Ui', 'Ui', ui) as unknown as GoogleAppsScript.Base.Ui;
}
