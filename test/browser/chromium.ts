/**
 * Debian's Chromium, never a downloaded browser: one per `jest` run, started by the browser project's
 * global setup and shared by every browser suite, each of which connects to it instead of launching its
 * own (a second or more of CPU per file on a 2-core machine).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserServer, chromium } from 'playwright-core';
import { BROWSER_TIMEOUT } from '../support/time-outs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** What is launched: CHROMIUM_PATH through a script that turns off what costs every context and no test uses. */
const LAUNCHER = join(__dirname, 'chromium-for-tests.sh');
const LAUNCH_ENV = { ...process.env, SEO_SHEETS_CHROMIUM_BINARY: CHROMIUM_PATH };

/**
 * Quiet flags: no GPU, no sync, no phoning home: the machine has no network but loopback. No site
 * isolation either: the tests' pages are the add-on's own and the playground's, and a renderer process for
 * each site a context visits cost the browser project about 4 % of its CPU (three pairs of runs: 134-138 s
 * of the machine's CPU with it, 130-131 s without).
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-site-isolation-trials',
];

/** Where the global setup leaves the shared Chromium's address; the workers, started after it, inherit it. */
const SHARED_ENV = 'SEO_SHEETS_CHROMIUM_WS';
const APT_INSTALL = join(__dirname, '..', '..', '.ci', 'apt-install');

/**
 * A fresh machine may not have Chromium yet: .ci/apt-install installs Debian's package (as root, or
 * through sudo), waiting for another apt process to release its lock.
 */
function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`\nChromium not found at ${CHROMIUM_PATH}; installing Debian's package...`);
  execFileSync(APT_INSTALL, ['chromium'], { stdio: 'inherit' });
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium still missing at ${CHROMIUM_PATH} after apt-get install`);
}

// Global setup and teardown run in the same process and share its module state.
let server: BrowserServer | undefined;

export async function startSharedChromium(): Promise<void> {
  ensureChromium();
  server = await chromium.launchServer({
    executablePath: LAUNCHER,
    env: LAUNCH_ENV,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  process.env[SHARED_ENV] = server.wsEndpoint();
}

export async function stopSharedChromium(): Promise<void> {
  await server?.close();
  server = undefined;
}

/**
 * A browser of the caller's own: a connection to the shared Chromium (closing it closes the caller's
 * pages and disconnects) or, outside `jest`, a fresh headless Chromium with a temporary profile. Its pages
 * wait BROWSER_TIMEOUT for an action or a condition that names no time-out (Playwright's own 30 s is an
 * idle machine's).
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_ENV];
  const browser = shared
    ? await chromium.connect(shared)
    : await chromium.launch({
        executablePath: LAUNCHER,
        env: LAUNCH_ENV,
        headless: true,
        args: CHROMIUM_ARGS,
      });
  // browser.newPage() makes its page's context through newContext() too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(BROWSER_TIMEOUT);
    return context;
  };
  return browser;
}
