/**
 * Connecting through the tool server in the playground, as a user would: the API refuses the
 * tool-server-only account and the sidebar points at the other way; the popup shows the simulator's
 * login page and comes back to the script's usercallback; formulas then fill over MCP, and entering
 * them again costs nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { SNAPSHOT_FILE } from '../../local/playground/store';
import { simulatorControl } from '../../local/service/control-client';
import {
  connectInPopup,
  launchBrowser,
  signedOutSidebar,
  startPlayground,
  type TestPlayground,
  typeInto as typeIntoCell,
} from './browser';
import { eventually } from '../support/time-outs';

let browser: Browser;
let playground: TestPlayground;
let page: Page;
let sidebar: FrameLocator;
/** Every google.script.run answer the sidebar received. */
const answers: string[] = [];

const cell = (address: string) => page.locator(`td[data-cell="${address}"]`);

const typeInto = (address: string, input: string) => typeIntoCell(page, address, input);

type Usage = Record<string, number>;

async function usage(): Promise<Usage> {
  const response = await fetch(`${playground.serviceUrl}/__sim/state`);
  return ((await response.json()) as { data: { usage: Record<string, Usage> } }).data.usage[
    'mcp@example.com'
  ];
}

/** The connection's access and refresh tokens, from the playground's saved user properties once saved. */
function storedTokens(): Promise<string[]> {
  const file = join(playground.dataDir, SNAPSHOT_FILE);
  return eventually('the connection’s tokens saved', () => {
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const found = [...text.matchAll(/\\"(?:access|refresh)\\":\\"([\w-]+)\\"/g)].map((m) => m[1]);
    return found.length ? found : undefined;
  });
}

beforeAll(async () => {
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('response', async (response) => {
    if (response.url().includes('/api/run')) answers.push(await response.text().catch(() => ''));
  });
  await page.goto(playground.url);
  sidebar = await signedOutSidebar(page);
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
});

test('the API refuses a tool-server-only account and the sidebar offers the tool server', async () => {
  await sidebar.getByLabel('E-mail', { exact: true }).fill('mcp@example.com');
  await sidebar.getByLabel('Password', { exact: true }).fill('mcp');
  await sidebar.getByRole('button', { name: 'Sign in', exact: true }).click();
  await sidebar.locator('#alert', { hasText: 'use “Connect through the tool server” instead' }).waitFor();
  const connect = sidebar.getByRole('button', { name: 'Connect through the tool server' });
  expect(await connect.getAttribute('class')).toContain('offered');
});

/** What a `javascript:` sign-in address would do from the popup: reach the sidebar through window.opener. */
const JAVASCRIPT = "javascript:void(opener.document.body.setAttribute('data-pwned','yes'))";

/**
 * Clicks Connect and waits for the refusal `words`: every window the click opened is closed again, none
 * ever left about:blank, and nothing ran in the sidebar.
 */
async function connectRefused(words: string): Promise<void> {
  const popups: Page[] = [];
  const opened = (popup: Page) => popups.push(popup);
  page.context().on('page', opened);
  try {
    await sidebar.getByRole('button', { name: 'Connect through the tool server' }).click();
    await sidebar.locator('#alert', { hasText: words }).waitFor();
  } finally {
    page.context().off('page', opened);
  }
  for (const popup of popups) {
    if (!popup.isClosed()) await popup.waitForEvent('close');
    expect(popup.url()).toBe('about:blank');
  }
  expect(await sidebar.locator('body[data-pwned]').count()).toBe(0);
}

test('metadata whose sign-in address is javascript: is refused by the server, naming the field', async () => {
  await simulatorControl(playground.serviceUrl, '/__sim/oauth_metadata', {
    metadata: { authorization_endpoint: JAVASCRIPT },
  });
  try {
    await connectRefused('sign-in metadata gives authorization_endpoint as javascript:');
  } finally {
    await simulatorControl(playground.serviceUrl, '/__sim/oauth_metadata', { metadata: {} });
  }
});

test('the sidebar opens no javascript: address whatever the server answers', async () => {
  await page.route('**/api/run', async (route) => {
    const { functionName } = route.request().postDataJSON() as { functionName: string };
    if (functionName !== 'connectToolServer') return route.fallback();
    await route.fulfill({ json: { ok: true, value: { url: JAVASCRIPT } } });
  });
  try {
    await connectRefused('gave a sign-in address that is not https://');
  } finally {
    await page.unroute('**/api/run');
  }
});

test('the popup signs in on the service’s page and the sidebar shows the connection', async () => {
  const popup = await connectInPopup(page, sidebar, 'mcp@example.com', 'mcp');
  expect(new URL(popup.url()).pathname).toMatch(/^\/macros\/d\/[\w-]+\/usercallback$/);
  await popup.close();
  await sidebar.getByRole('heading', { name: 'Quota' }).waitFor();
  const tokens = await storedTokens();
  expect(tokens).toHaveLength(2);
  for (const token of tokens) expect(answers.join('\n')).not.toContain(token);
});

test('SEO_KEYWORD_STATS and SEO_VISIBILITY fill over the tool server; entering them again costs nothing', async () => {
  const before = await usage();
  await typeInto('E1', '=SEO_KEYWORD_STATS(A2:A11)');
  expect(await cell('E1').textContent()).toBe('Keyword');
  expect(await cell('E2').textContent()).toBe('buty do biegania');
  expect(Number(await cell('F2').textContent())).toBeGreaterThan(0);
  await page.getByRole('tab', { name: 'Domains' }).click();
  await typeInto('E1', '=SEO_VISIBILITY(A2:A4)');
  expect(await cell('E1').textContent()).toBe('Domain');
  expect(await cell('E2').textContent()).toBe('example.pl');
  expect(await cell('F1').textContent()).toBe('Visibility');
  const filled = await usage();
  expect(filled.tools_daily_limit - (before.tools_daily_limit ?? 0)).toBe(1);

  await typeInto('E1', '=SEO_VISIBILITY(A2:A4)');
  await page.getByRole('tab', { name: 'Phrases' }).click();
  await typeInto('E1', '=SEO_KEYWORD_STATS(A2:A11)');
  expect(await cell('E2').textContent()).toBe('buty do biegania');
  expect(await usage()).toEqual(filled);
});

test('disconnecting revokes the connection and returns to Sign in', async () => {
  await sidebar.getByRole('tab', { name: 'Account' }).click();
  await sidebar.getByRole('button', { name: 'Disconnect' }).click();
  await sidebar.getByRole('heading', { name: 'Sign in' }).waitFor();
});
