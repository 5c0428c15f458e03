/**
 * The contract between the sidebar shell (Sidebar.ts) and its views. See Sidebar.ts for how a
 * view is registered.
 */
import type { UiKey } from '../../shared/i18n/ui-catalogues';
import type { Language } from '../../shared/i18n/languages';
import type { Server, ServerResult } from './rpc';

/** What the shell knows about the sign-in: the result of the `sidebarAccount` server handler. */
export type Session = ServerResult<'sidebarAccount'>;
export type SignedIn = Extract<Session, { signedIn: true }>;

export type Tone = 'info' | 'error';

export interface ViewContext {
  /** Typed promise wrapper over google.script.run. */
  readonly server: Server;
  /** Shows a status line and reads it out (aria-live); errors are assertive. Plain text only. */
  announce(message: string, tone?: Tone): void;
  /** Reports a failed server call: announces it, and sends the user to Sign in when the session ended. */
  fail(error: unknown): void;
  /** The current session as last read from the server. */
  session(): Session;
  /** Reads the session again (after sign-in/out, or to refresh quota) and updates every view. */
  refreshSession(): Promise<Session>;
  /** Brings another view to the front by id. */
  show(viewId: string): void;
  /** Speaks `language` from now on (fetching its words the first time): relabels the tabs and builds the views again in it. */
  speak(language: Language): Promise<void>;
}

export interface ViewHandle {
  /** Called each time the view is brought to the front (and right after mounting). */
  shown?(): void;
  /** Called when the session changes, e.g. to redraw quota after a refresh. */
  sessionChanged?(session: Session): void;
  /**
   * Called before the shell throws the view away to build it again (a language switch): stop its timers,
   * or the old view would keep polling next to the new one.
   */
  dispose?(): void;
}

export interface View {
  /** Stable id; the menu can open the sidebar on it (`openSidebar(viewId)`). */
  readonly id: string;
  /** Tab label's message: one short word in every language, the sidebar is 300 px wide. */
  readonly label: UiKey;
  /** Offer the tab only when signed in / signed out; omitted: always. */
  readonly requires?: 'signedIn' | 'signedOut';
  /** Builds the view into its own panel; it stays mounted while the sidebar is open, unless the language changes. */
  mount(root: HTMLElement, ctx: ViewContext): ViewHandle | undefined;
}
