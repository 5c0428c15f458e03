/**
 * The sidebar shell: a tab strip over a set of views, one status line, and the session.
 *
 * How a view plugs in (see view.ts for the types):
 *   1. Write a module exporting a `View`: `{ id, label, requires?, mount(root, ctx) }`.
 *      `mount` runs the first time the tab is opened, and builds the view into `root`
 *      (its own tabpanel, which stays in the page while the sidebar is open, so pollers keep running).
 *      It may return `{ shown?(), sessionChanged?(session), dispose?() }` to hear about later events;
 *      a language switch disposes every mounted view and mounts it again, so timers stop in `dispose`.
 *   2. `ctx` (ViewContext) gives:
 *        ctx.server           typed promise wrapper over google.script.run (client/rpc.ts):
 *                             `await ctx.server.someExportedServerFunction(args)`
 *        ctx.announce(text, tone?)  status line + aria-live announcement, text only
 *        ctx.fail(error)      for a rejected server call: announces it; a lapsed sign-in opens Sign in
 *        ctx.session()        the current session (`{ signedIn: true, email, ... }` or `SIGNED_OUT`)
 *        ctx.refreshSession() re-read it, e.g. after spending quota
 *        ctx.show(viewId)     switch tabs
 *   3. Register it: report views go into `reportViews` in ./reports/index.ts; the shell lists them
 *      after the task centre. Build elements with `h()` from ./dom.ts (strings become text nodes).
 *   4. Server handlers the view calls are exported from src/main.ts like any other server function;
 *      a handler that finds the sign-in missing or expired should throw `sessionEnded(message)`
 *      from src/handlers/handler.ts so the shell can send the user to Sign in.
 *   The menu opens the sidebar on a view with `openSidebarAt(language, viewId)` from src/platform/ui.ts;
 *   "Run a report…" opens the view with id `reports`, so the report launcher takes that id.
 */
import { h, replaceChildren } from './dom';
import { spoken, t, useLanguage, written } from './i18n';
import { browserTimers, createPoller, type PollPolicy } from './poller';
import { reportViews } from './reports/index';
import { createServer, type ScriptRun, SessionEndedError } from './rpc';
import type { Session, Tone, View, ViewContext, ViewHandle } from './view';
import { withSpent } from '../../shared/with-spent';
import { accountView } from './views/account';
import { helpView } from './views/help';
import { settingsView } from './views/settings';
import { signInView } from './views/signin';
import { tasksView } from './views/tasks';

const SIGNED_OUT: Session = { signedIn: false, notice: null };

/**
 * The sidebar's minute pulse: formulas spend quota and SERP analyses finish without the sidebar
 * knowing, so while it is open it re-reads the quota and fills in the SEO_SERP cells whose analysis
 * is done. It stops after a few hours, like the task poller, so a forgotten sidebar goes quiet.
 */
const PULSE_POLICY: PollPolicy = {
  intervalMs: 60_000,
  maxIntervalMs: 10 * 60_000,
  deadlineMs: 4 * 3_600_000,
};

/**
 * What formulas spent since the counters were read, asked every few seconds while the sidebar is in
 * view: formulas note their units in the document cache as they finish (spent/journal.ts), so asking costs
 * no request to the service and the bars move within seconds of a fill, not at the next pulse.
 */
const SPENT_POLICY: PollPolicy = {
  intervalMs: 5_000,
  maxIntervalMs: 60_000,
  deadlineMs: 4 * 3_600_000,
};

const views: readonly View[] = [signInView, accountView, tasksView, ...reportViews, settingsView, helpView];

interface Tab {
  readonly view: View;
  readonly tab: HTMLButtonElement;
  readonly panel: HTMLElement;
  handle?: ViewHandle;
  mounted: boolean;
}

function offered(view: View, session: Session): boolean {
  if (!view.requires) return true;
  return view.requires === 'signedIn' ? session.signedIn : !session.signedIn;
}

function start(): void {
  const server = createServer(() => google.script.run as ScriptRun);
  const tablist = document.getElementById('tabs') as HTMLElement;
  const panels = document.getElementById('panels') as HTMLElement;
  const status = document.getElementById('status') as HTMLElement;
  const alert = document.getElementById('alert') as HTMLElement;
  let session: Session = SIGNED_OUT;
  /** The session as last read from the service; `session` adds what formulas spent since. */
  let reading: Session = SIGNED_OUT;
  let spentShown = '{}';
  let current: Tab | undefined;
  let clearTimer: number | undefined;

  const tabs: Tab[] = views.map((view) => {
    const tabId = `tab-${view.id}`;
    const panelId = `panel-${view.id}`;
    const tab = h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: tabId,
        'aria-controls': panelId,
        'aria-selected': 'false',
        tabindex: -1,
      },
      t(view.label),
    );
    const panel = h('section', { role: 'tabpanel', id: panelId, 'aria-labelledby': tabId, hidden: true });
    tablist.appendChild(tab);
    panels.appendChild(panel);
    return { view, tab, panel, mounted: false };
  });

  function announce(message: string, tone: Tone = 'info'): void {
    window.clearTimeout(clearTimer);
    replaceChildren(status);
    replaceChildren(alert);
    const region = tone === 'error' ? alert : status;
    replaceChildren(region, message);
    // Informational lines fade; errors stay until the next message so they can be read.
    if (tone === 'info') clearTimer = window.setTimeout(() => replaceChildren(status), 8000);
  }

  function unmount(tab: Tab): void {
    if (!tab.mounted) return;
    tab.handle?.dispose?.();
    tab.handle = undefined;
    tab.mounted = false;
    replaceChildren(tab.panel);
  }

  function labelTabs(): void {
    tablist.setAttribute('aria-label', t('shell.sections'));
    for (const tab of tabs) tab.tab.textContent = t(tab.view.label);
    balanceTabs();
  }

  /**
   * One line of tabs where they fit; else two even rows (a grid of half as many columns), so no tab is
   * left alone on a second line. Measured, since the words' width depends on the language and font.
   */
  function balanceTabs(): void {
    tablist.classList.remove('rows');
    const visible = tabs.filter((t) => !t.tab.hidden).map((t) => t.tab);
    if (new Set(visible.map((tab) => tab.offsetTop)).size < 2) return;
    tablist.style.setProperty('--tab-columns', String(Math.ceil(visible.length / 2)));
    tablist.classList.add('rows');
  }

  function show(viewId: string): void {
    const target = tabs.find((t) => t.view.id === viewId && !t.tab.hidden) ?? tabs.find((t) => !t.tab.hidden);
    if (!target) return;
    for (const t of tabs) {
      const selected = t === target;
      t.tab.setAttribute('aria-selected', String(selected));
      t.tab.tabIndex = selected ? 0 : -1;
      t.panel.hidden = !selected;
    }
    // The selected tab is bold, so wider: the strip may need two rows now, or one again.
    balanceTabs();
    current = target;
    if (!target.mounted) {
      target.mounted = true;
      target.handle = target.view.mount(target.panel, ctx) ?? undefined;
    }
    target.handle?.shown?.();
  }

  const pulse = createPoller(
    async () => {
      const { session: next, formulas } = await server.sidebarPulse();
      applySession(next);
      if (formulas.refreshed) announce(t('shell.serpFilling', { count: formulas.refreshed }));
      return 'pending';
    },
    PULSE_POLICY,
    browserTimers,
    (event) => {
      if (event.type === 'stopped' && event.reason === 'fatal') ctx.fail(event.error);
    },
    (error) => error instanceof SessionEndedError,
  );

  const spentPoll = createPoller(
    async () => {
      if (!reading.signedIn || document.visibilityState === 'hidden') return 'pending';
      const spent = await server.sidebarSpent(reading.readAt);
      const text = JSON.stringify(spent);
      if (text !== spentShown && reading.signedIn) {
        spentShown = text;
        present({ ...reading, counters: withSpent(reading.counters, spent) });
      }
      return 'pending';
    },
    SPENT_POLICY,
    browserTimers,
    () => {},
    (error) => error instanceof SessionEndedError,
  );

  function applySession(next: Session): void {
    reading = next;
    spentShown = '{}';
    for (const poller of [pulse, spentPoll]) {
      if (!next.signedIn) poller.stop();
      else if (!poller.active) poller.start();
    }
    present(next);
  }

  function present(next: Session): void {
    session = next;
    for (const t of tabs) t.tab.hidden = !offered(t.view, session);
    balanceTabs();
    for (const t of tabs) if (t.mounted) t.handle?.sessionChanged?.(session);
    if (current?.tab.hidden) show(session.signedIn ? 'account' : 'signin');
  }

  /** Mounted views are built again in the new words the next time they show (the current one now). */
  function rebuild(): void {
    // After their pollers stop: a view left running would poll beside its successor.
    for (const tab of tabs) unmount(tab);
    if (current) show(current.view.id);
  }

  const ctx: ViewContext = {
    server,
    announce,
    show,
    async speak(language) {
      if (language === spoken()) return;
      await useLanguage(language, written(), server.sidebarCatalogue);
      labelTabs();
      rebuild();
    },
    session: () => session,
    async refreshSession() {
      applySession(await server.sidebarAccount());
      return session;
    },
    fail(error) {
      const message = error instanceof Error ? error.message : String(error);
      announce(message, 'error');
      if (error instanceof SessionEndedError) {
        applySession(SIGNED_OUT);
        show('signin');
      }
    },
  };

  // The strip's width changes when the panel grows a scroll bar: the tabs are measured again then.
  let stripWidth = tablist.clientWidth;
  new ResizeObserver(() => {
    if (tablist.clientWidth === stripWidth) return;
    stripWidth = tablist.clientWidth;
    balanceTabs();
  }).observe(tablist);

  // A tab the user picks while the start is still on its way is where the start lands, not its default.
  let picked: string | null = null;
  const pick = (viewId: string): void => {
    picked = viewId;
    show(viewId);
  };
  tablist.addEventListener('click', (event) => {
    const tab = tabs.find((t) => t.tab === (event.target as Element).closest('[role=tab]'));
    if (tab) pick(tab.view.id);
  });
  tablist.addEventListener('keydown', (event) => {
    const visible = tabs.filter((t) => !t.tab.hidden);
    const index = current ? visible.indexOf(current) : -1;
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: visible.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = visible[(moves[event.key] + visible.length) % visible.length];
    pick(next.view.id);
    next.tab.focus();
  });

  server
    .sidebarStart()
    .then(async (boot) => {
      // The page was printed in both languages; they differ now only if one changed since (another
      // sidebar's Settings). A view the user opened meanwhile is then built again in the new ones.
      const changed = boot.language !== spoken() || boot.documentLanguage !== written();
      await useLanguage(boot.language, boot.documentLanguage, server.sidebarCatalogue);
      labelTabs();
      if (changed) rebuild();
      applySession(boot.session);
      show(picked ?? boot.view ?? (boot.session.signedIn ? 'account' : 'signin'));
    })
    .catch((error) => {
      applySession(SIGNED_OUT);
      show('signin');
      ctx.fail(error);
    });
}

start();
