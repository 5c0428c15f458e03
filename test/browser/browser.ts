/**
 * Shared by every browser test: the shared Chromium driven by playwright-core, and a playground on
 * free ports with a throw-away data folder.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import type { Manifest } from '../../local/gas';
import { type Playground, startPlayground as startPlaygroundServer } from '../../local/playground/server';
import { suiteService } from '../support/service';
import { launchBrowser } from './chromium';

export { launchBrowser } from './chromium';

/** What a suite sharing one page per file may ask besides that page. */
export interface TestPages {
  /**
   * Fakes the page's timers for this test: the test gets a page of its own (handed to `use`), since a fake
   * clock stays installed in its page's context for every later document.
   */
  fakeClock(): Promise<Page>;
}

/**
 * A browser for the test file and a page for its tests, handed to `use` before each: one page serves them
 * all (openSidebar loads a new document for each test), since a new page costs Chromium about 0.6 s of CPU
 * and a new document in it 0.2 s.
 */
export function pagePerFile(use: (page: Page) => void): TestPages {
  let browser: Browser;
  let shared: Page;
  let own: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    shared = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => use(shared));
  afterEach(async () => {
    await own?.close();
    own = undefined;
  });
  return {
    async fakeClock() {
      own = await browser.newPage();
      await own.clock.install();
      use(own);
      return own;
    },
  };
}

export interface TestPlayground extends Playground {
  readonly dataDir: string;
}

/**
 * A playground with its own simulator (on the run's host of simulators: test/support/service.ts) on free ports and an empty data folder, so tests never
 * share state with each other or with a developer's `npm start`. `close()` also removes the folder. Its
 * BigQuery is the run's shared simulator (test/support/bigquery.ts), whose clocks it leaves alone.
 */
export async function startPlayground(
  opts: { dataDir?: string; manifest?: Manifest } = {},
): Promise<TestPlayground> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'seo-sheets-playground-'));
  const playground = await startPlaygroundServer({
    port: 0,
    dataDir,
    startSimulator: () => suiteService(),
    bigQueryUrl: process.env.SEO_SHEETS_BIGQUERY_URL,
    manifest: opts.manifest,
  });
  return {
    ...playground,
    dataDir,
    async close() {
      await playground.close();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What a test file shares: one browser, one playground, one page on it. */
export interface PlaygroundPage {
  readonly browser: Browser;
  readonly playground: TestPlayground;
  readonly page: Page;
}

/**
 * A browser, a playground and a 1280×900 page opened at `path` (`?locale=pl_PL`) for the whole test file,
 * whose tests run in order on it, handed to `use` before they run; all closed after the file.
 */
export function playgroundPerFile(use: (opened: PlaygroundPage) => void, path = ''): void {
  let opened: PlaygroundPage | undefined;
  beforeAll(async () => {
    const [browser, playground] = await Promise.all([launchBrowser(), startPlayground()]);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL(path, playground.url).href);
    opened = { browser, playground, page };
    use(opened);
  });
  afterAll(async () => {
    await opened?.browser.close();
    await opened?.playground.close();
  });
}

/** A JSON POST to one of the playground's own routes (`api/sim/advance`, `api/locale`); throws unless ok. */
export async function postTo(playground: TestPlayground, path: string, body: unknown): Promise<void> {
  const response = await fetch(new URL(path, playground.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
}

/** A server function of the add-on, run in the playground's emulator as the sidebar would. */
export async function server<T>(
  playground: TestPlayground,
  functionName: string,
  ...args: unknown[]
): Promise<T> {
  const response = await fetch(new URL('api/run', playground.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ functionName, args }),
  });
  const answer = (await response.json()) as { ok: boolean; value: T; error?: { message: string } };
  if (!answer.ok) throw new Error(answer.error?.message);
  return answer.value;
}

/**
 * Types into a cell like a user and presses Enter, without waiting for the server. The first key opens the
 * cell's editor as typing does; the rest goes in as one input, since the editor acts on no key but Enter,
 * Tab and Escape, and a key event per character costs Chromium a round trip each.
 */
export async function typeKeys(page: Page, address: string, input: string): Promise<void> {
  await page.locator(`td[data-cell="${address}"]`).click();
  await page.keyboard.type(input.slice(0, 1));
  if (input.length > 1) await page.keyboard.insertText(input.slice(1));
  await page.keyboard.press('Enter');
}

/** Types into a cell like a user and waits until the server has answered every edit. */
export async function typeInto(page: Page, address: string, input: string): Promise<void> {
  await typeKeys(page, address, input);
  await page.locator('body[aria-busy="false"]').waitFor();
}

/**
 * Chooses `caption` in the playground's Extensions menu, which shows the add-on's sidebar again, and waits
 * until the new sidebar has replaced the one shown before: a locator asked sooner would find the old one,
 * and a click on it would be lost with it.
 */
export async function openSidebarFromMenu(page: Page, caption: string): Promise<void> {
  const frame = page.locator('aside.sidebar iframe');
  const before = (await frame.count()) ? await frame.getAttribute('src') : null;
  await page.getByRole('button', { name: 'Extensions' }).click();
  await page.getByRole('menuitem', { name: caption }).click();
  await page.waitForFunction((old) => {
    const src = document.querySelector('aside.sidebar iframe')?.getAttribute('src');
    return src != null && src !== old;
  }, before);
}

/** Opens the add-on's sidebar from the playground's Extensions menu, signed out: on its Sign in view. */
export async function signedOutSidebar(page: Page): Promise<FrameLocator> {
  await openSidebarFromMenu(page, 'Open sidebar');
  const sidebar = page.frameLocator('aside.sidebar iframe');
  await sidebar.getByRole('heading', { name: 'Sign in' }).waitFor();
  return sidebar;
}

/**
 * "Connect through the tool server": signs in on the simulator's page in the popup and waits until the
 * sidebar shows the connection and the popup's last page says so and asks to close. Returns the popup, on
 * that page, for the caller to close.
 */
export async function connectInPopup(
  page: Page,
  sidebar: FrameLocator,
  email: string,
  password: string,
): Promise<Page> {
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    sidebar.getByRole('button', { name: 'Connect through the tool server' }).click(),
  ]);
  // The last page closes itself 1.5 s after it shows (src/platform/oauth.ts callbackPage), sooner than a busy
  // machine may let a wait look at it: its window.close() marks the page instead, and the caller closes it.
  await popup.addInitScript(() => {
    window.close = () => document.documentElement.setAttribute('data-closed-itself', '');
  });
  await popup.getByLabel('E-mail').fill(email);
  await popup.getByLabel('Password').fill(password);
  await popup.getByRole('button', { name: 'Sign in and allow' }).click();
  await popup.getByRole('heading', { name: 'Connected' }).waitFor();
  await popup.locator('html[data-closed-itself]').waitFor({ state: 'attached' });
  await sidebar.getByText(`Connected through the tool server as ${email}`, { exact: true }).waitFor();
  return popup;
}

/** Opens the add-on's sidebar from the playground's Extensions menu and signs in as the demo account. */
export async function signedInSidebar(page: Page): Promise<FrameLocator> {
  const sidebar = await signedOutSidebar(page);
  await sidebar.getByLabel('E-mail', { exact: true }).fill('demo@example.com');
  await sidebar.getByLabel('Password', { exact: true }).fill('demo');
  await sidebar.getByRole('button', { name: 'Sign in', exact: true }).click();
  await sidebar.getByRole('heading', { name: 'Quota' }).waitFor();
  return sidebar;
}

/**
 * Holds the page's edits (`/api/cell`) until `release()`, as a server busy with a long formula would;
 * `release()` lets them through and waits until the page has every answer.
 */
export async function holdEdits(page: Page): Promise<() => Promise<void>> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route('**/api/cell', async (route) => {
    await gate;
    await route.continue();
  });
  return async () => {
    open();
    await page.locator('body[aria-busy="false"]').waitFor();
    await page.unroute('**/api/cell');
  };
}

/** What the sidebar's bridge sends after every google.script.run call (and so its 45 s poll): the page reloads the workbook. */
export async function sidebarRefresh(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/workbook')),
    page.evaluate(() =>
      window.postMessage({ source: 'seo-sheets-bridge', type: 'ran' }, window.location.origin),
    ),
  ]);
}

/** Elements of the sidebar wider than it is, or sticking out past its right edge. */
export function overflowing(body: Locator): Promise<string[]> {
  return body.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > width)
      wide.push(`page ${document.documentElement.scrollWidth}px`);
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        wide.push(
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}" ends at ${Math.round(box.right)}px`,
        );
      // A visually hidden heading is 1 px wide on purpose.
      const clipped = element.clientWidth > 1 && getComputedStyle(element).overflowX !== 'visible';
      if (clipped && element.scrollWidth > element.clientWidth + 1)
        wide.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}" scrolls`);
    }
    return wide;
  });
}

/**
 * Choices of the sidebar's drop-downs whose text is wider than their box shows: a select draws only the
 * chosen option, cut at its edge, so every option is measured as it would be drawn when chosen.
 */
export function clippedChoices(body: Locator): Promise<string[]> {
  return body.evaluate((root) => {
    const canvas = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    // Chromium's drop-down arrow and its gap, drawn inside the select's padding box.
    const ARROW_PX = 20;
    return Array.from(root.querySelectorAll<HTMLSelectElement>('select')).flatMap((select) => {
      if (!select.offsetParent) return [];
      const style = getComputedStyle(select);
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW_PX;
      return Array.from(select.options)
        .filter((option) => canvas.measureText(option.text).width > room)
        .map(
          (option) =>
            `"${option.text}" needs ${Math.ceil(canvas.measureText(option.text).width)} px of ${room}`,
        );
    });
  });
}
