/**
 * The built sidebar (build/Sidebar.html) in Chromium with google.script.run answered by Node-side
 * handlers, so a browser test controls every server answer and sees every call; or by the built bundle in
 * the emulator (`fallback`), for the whole add-on without the playground.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { catalogueFile } from '../../src/platform/ui';
import type { Language } from '../../src/shared/i18n/languages';
import { SESSION_ENDED_MARKER } from '../../src/sidebar/protocol';

export type Handler = (...args: unknown[]) => unknown;

export interface FakeServer {
  readonly calls: { name: string; args: unknown[] }[];
  handlers: Record<string, Handler>;
  /** Answers what `handlers` do not: a real server (the bundle in the emulator), by function name. */
  fallback?: (name: string, args: unknown[]) => unknown;
}

/** Thrown by a handler to make google.script.run report a lapsed sign-in, as src/handlers/handler.ts does. */
export function sessionEnded(message: string): Error {
  return new Error(`${SESSION_ENDED_MARKER}${message}`);
}

const BUILD = join(__dirname, '../../build');
const SIDEBAR = join(BUILD, 'Sidebar.html');

const catalogue = (language: Language): string =>
  readFileSync(join(BUILD, `${catalogueFile(language)}.html`), 'utf8');

/**
 * The built Sidebar.html as the server serves it to a user of `language` in a document of
 * `documentLanguage` (src/platform/ui.ts openSidebarAt): its printing scriptlets filled;
 * served-catalogue.test.ts checks the real evaluation.
 */
function served({ language, documentLanguage }: Serving): string {
  const printed: Record<string, string> = { language, documentLanguage, catalogue: catalogue(language) };
  return readFileSync(SIDEBAR, 'utf8').replace(/<\?!?=\s*(\w+)\s*\?>/g, (_, name: string) => printed[name]);
}
const SIDEBAR_URL = 'http://sidebar.test/';

/**
 * In the page: google.script.run whose calls go to window.__serverCall (exposed by Playwright), each with
 * the opening of the sidebar its document is (openSidebar's `?opening=`).
 */
function installFakeRun(): void {
  type Reply = { ok: true; value: unknown } | { ok: false; message: string };
  type Call = (name: string, args: unknown[], opening: string | null) => Promise<Reply>;
  const call = (window as unknown as { __serverCall: Call }).__serverCall;
  const opening = new URLSearchParams(window.location.search).get('opening');
  const runner = (ok?: (v: unknown) => void, ko?: (e: Error) => void): unknown =>
    new Proxy(
      {},
      {
        get(_t, name: string) {
          if (name === 'withSuccessHandler') return (f: (v: unknown) => void) => runner(f, ko);
          if (name === 'withFailureHandler') return (f: (e: Error) => void) => runner(ok, f);
          return (...args: unknown[]) => {
            void call(name, args, opening).then((reply) =>
              reply.ok ? ok?.(reply.value) : ko?.(new Error(reply.message)),
            );
          };
        },
      },
    );
  (window as unknown as { google: unknown }).google = { script: { run: runner() } };
}

/** What a page serves now: the sidebar in a language, its calls answered by a server, and its opening's number. */
interface Serving {
  readonly server: FakeServer;
  readonly language: Language;
  readonly documentLanguage: Language;
  readonly opening: number;
}

// A page is wired once (a function exposed twice is an error) and then serves whichever sidebar was opened last.
const serving = new WeakMap<Page, Serving>();

async function wire(page: Page): Promise<void> {
  const now = (): Serving => serving.get(page) as Serving;
  await page.exposeFunction('__serverCall', async (name: string, args: unknown[], opening: string | null) => {
    const { server, opening: current } = now();
    // A call of a sidebar opened before, on its way while the next one loads, reaches no server.
    if (opening !== String(current)) return { ok: false, message: 'this sidebar was closed' };
    server.calls.push({ name, args });
    const { fallback } = server;
    const handler = server.handlers[name] ?? (fallback && ((...given: unknown[]) => fallback(name, given)));
    try {
      if (!handler) throw new Error(`fake server has no ${name}`);
      // Through JSON, as google.script.run passes only plain data.
      return { ok: true, value: JSON.parse(JSON.stringify((await handler(...args)) ?? null)) };
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  });
  await page.addInitScript(installFakeRun);
  // A real navigation, so the init script runs before the sidebar's own script.
  await page.route(
    (url) => url.href.startsWith(SIDEBAR_URL),
    (route) => route.fulfill({ body: served(now()), contentType: 'text/html; charset=utf-8' }),
  );
}

/**
 * Opens the sidebar in a new document of `page`; `handlers` answer google.script.run, and a language's
 * catalogue is served as the server would, unless they say otherwise. The page is printed for a document
 * in `documentLanguage`, the user's language unless given.
 */
export async function openSidebar(
  page: Page,
  handlers: Record<string, Handler>,
  language: Language = 'en',
  fallback?: FakeServer['fallback'],
  documentLanguage: Language = language,
): Promise<FakeServer> {
  const server: FakeServer = {
    calls: [],
    handlers: { sidebarCatalogue: (l) => catalogue(l as Language), ...handlers },
    fallback,
  };
  const before = serving.get(page);
  const opening = (before?.opening ?? 0) + 1;
  serving.set(page, { server, language, documentLanguage, opening });
  if (!before) await wire(page);
  await page.setViewportSize({ width: 300, height: 900 });
  // The last sidebar's document gives way to the new one's, and its calls still on their way go nowhere.
  await page.goto(`${SIDEBAR_URL}?opening=${opening}`);
  return server;
}

/** What a picture is taken of: a page (the whole of it, `fullPage`, or what the viewport shows) or an element. */
interface Pictured {
  screenshot(options: { path: string; fullPage?: boolean }): Promise<unknown>;
}

/**
 * A picture for people to look at, taken only when asked: `UPDATE_SCREENSHOTS=1` refreshes docs/screenshots
 * (the README's), `SCREENSHOTS=1` keeps them in test-results/. No test reads them, and each costs Chromium
 * 25 ms of CPU, a whole page 70 ms: a plain run takes none.
 */
export async function screenshot(target: Pictured, name: string, fullPage = false): Promise<void> {
  const asked = process.env.UPDATE_SCREENSHOTS
    ? 'docs/screenshots'
    : process.env.SCREENSHOTS && 'test-results';
  if (!asked) return;
  const dir = join(__dirname, '../..', asked);
  mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: join(dir, name), fullPage });
}
