/**
 * The real sidebar in the playground: built HTML, the emulator running build/Code.js, and the service
 * simulator. Sign-in with each demo account, quota against getLimits, a SERP task from creation to an
 * inserted sheet, polling through a 503 and an expired token, and no token anywhere near the sidebar.
 */
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { simulatorControl } from '../../local/service/control-client';
import { screenshot } from '../sidebar/harness';
import { eventually } from '../support/time-outs';
import { launchBrowser, postTo, startPlayground, type TestPlayground } from './browser';

let browser: Browser;
let playground: TestPlayground;
let page: Page;
let sidebar: FrameLocator;
/** Every body the sidebar's frame received (its HTML and every google.script.run answer). */
const sidebarResponses: string[] = [];
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

const post = (path: string, body: unknown): Promise<void> => postTo(playground, path, body);

async function simulatorLimits(
  email: string,
  password: string,
): Promise<Record<string, { limit: number; usage: number | null }>> {
  const base = playground.serviceUrl.replace(/\/+$/, '');
  const tokenResponse = await fetch(`${base}/api/users/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { data } = (await tokenResponse.json()) as { data: { token: string } };
  const limits = await fetch(`${base}/api/users/getLimits`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  return ((await limits.json()) as { data: Record<string, { limit: number; usage: number | null }> }).data;
}

async function menu(caption: string): Promise<void> {
  await page.getByRole('button', { name: 'Extensions' }).click();
  await page.getByRole('menuitem', { name: caption }).click();
}

/**
 * Signs in on the form and waits for the server's answer: two refusals may read alike (noplan's and
 * mcp's), so the alert alone cannot tell this answer from the last one.
 */
async function signIn(email: string, password: string): Promise<void> {
  await sidebar.getByLabel('E-mail', { exact: true }).fill(email);
  await sidebar.getByLabel('Password', { exact: true }).fill(password);
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/run') &&
        (JSON.parse(response.request().postData() ?? '{}') as { functionName?: string }).functionName ===
          'signIn',
    ),
    sidebar.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
}

const alert = () => sidebar.locator('#alert');

beforeAll(async () => {
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground()]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.clock.install();
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.includes('/api/run') && !url.includes('/sidebar')) return;
    sidebarResponses.push(await response.text().catch(() => ''));
  });
  await page.goto(playground.url);
  await menu('Open sidebar');
  sidebar = page.frameLocator('aside.sidebar iframe');
  await sidebar.getByRole('heading', { name: 'Sign in' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
});

test.each([
  ['demo@example.com', 'wrong', /^Wrong e-mail or password\.$/],
  ['unconfirmed@example.com', 'unconfirmed', /e-mail address is not confirmed/],
  ['noplan@example.com', 'noplan', /no API access/],
  ['mcp@example.com', 'mcp', /tool-server-only add-on does not include it/],
])('signing in as %s/%s says why it failed', async (email, password, message) => {
  await signIn(email, password);
  // The page reads the answer after it arrives: the password goes, then the refusal is said.
  const passwordField = sidebar.getByLabel('Password', { exact: true });
  await eventually('the password emptied', async () =>
    (await passwordField.inputValue()) === '' ? true : undefined,
  );
  await sidebar.locator('#alert', { hasText: message }).waitFor();
  expect(await sidebar.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
});

test('the demo account signs in and sees one bar per counter, matching getLimits', async () => {
  await signIn('demo@example.com', 'demo');
  await sidebar.getByRole('heading', { name: 'Quota' }).waitFor();
  expect(await sidebar.locator('#status').textContent()).toBe('Signed in as demo@example.com.');
  expect(await sidebar.getByText(/^Token expires in 31 days \(\w{3} \d{1,2}, \d{4}\)$/).isVisible()).toBe(
    true,
  );
  const limits = await simulatorLimits('demo@example.com', 'demo');
  const amounts = await sidebar.locator('.meter .label span:last-child').allTextContents();
  const expected = Object.entries(limits)
    .filter(([key, e]) => e.usage !== null && !key.endsWith('_rows_per_report'))
    .map(([, e]) =>
      e.limit === -1 ? `Unlimited (${e.usage} used)` : `${e.usage} / ${e.limit.toLocaleString('en')} used`,
    );
  expect(amounts).toEqual(expected);
  expect(await sidebar.locator('dl dd').allTextContents()).toEqual([
    '150,000',
    '150,000',
    '150,000',
    '150,000',
  ]);
});

test('the token’s expiry is dated on the emulated clock: two days on, the same date two days nearer', async () => {
  const expiry = /^Token expires in (\d+) days \((\w{3} \d{1,2}, \d{4})\)$/;
  const before = expiry.exec((await sidebar.getByText(expiry).textContent()) ?? '');
  await post('api/sim/advance', { seconds: 2 * 86_400 });
  await sidebar.getByRole('button', { name: 'Refresh', exact: true }).click();
  await sidebar
    .getByText(`Token expires in ${Number(before?.[1]) - 2} days (${before?.[2]})`, { exact: true })
    .waitFor();
});

test('Settings › Check connection: address, latency, account and modules, and nothing charged', async () => {
  const before = await simulatorLimits('demo@example.com', 'demo');
  await sidebar.getByRole('tab', { name: 'Settings' }).click();
  await sidebar.getByRole('button', { name: 'Check connection' }).click();
  await sidebar.getByText('Account: demo@example.com').waitFor();
  const service = playground.serviceUrl.replace(/\/+$/, '');
  expect(await sidebar.getByText(/^Service: /).textContent()).toBe(
    `Service: ${service} (the deployment’s address)`,
  );
  const calls = await sidebar.getByRole('list', { name: 'Calls' }).locator('li').allTextContents();
  expect(calls).toHaveLength(3);
  expect(calls[0]).toMatch(/^✓ Account \(whoami\): demo@example\.com \(\d+ ms\)$/);
  expect(calls[1]).toMatch(/^✓ Plan limits \(getLimits\): \d+ limits read \(\d+ ms\)$/);
  expect(calls[2]).toMatch(/^✓ Countries \(getList\): \d+ countries \(\d+ ms\)$/);
  const modules = await sidebar.getByRole('list', { name: 'Modules' }).locator('li').allTextContents();
  expect(modules).toContain('Visibility analysis: 0 / 30,000 used');
  expect(modules).toContain('Monitoring: Unlimited (0 used)');
  expect(await simulatorLimits('demo@example.com', 'demo')).toEqual(before);
  await sidebar.getByRole('tab', { name: 'Account' }).click();
});

test('a SERP task: cost first, then it runs, completes on the simulated clock and lands in a new sheet', async () => {
  await sidebar.getByRole('tab', { name: 'Tasks' }).click();
  await sidebar.getByLabel('Phrase').fill('rower gravel');
  await sidebar
    .getByText(/^Costs 1 unit of SERP analysis \([\d,]+ of 6,000 left, resets in \d+ (days|hours)\)\.$/)
    .waitFor();
  await sidebar.getByRole('button', { name: 'Create task' }).click();
  await sidebar.locator('#status', { hasText: /Task #\d+ created\./ }).waitFor();
  const card = sidebar.locator('li.card', { hasText: 'rower gravel' });
  await card.getByText('SERP data: running').waitFor();

  // The same phrase again costs nothing: the service returns the existing task.
  await sidebar.getByText(/^Free\./).waitFor();

  await post('api/sim/advance', { seconds: 200 });
  await page.clock.runFor(45_000);
  await card.getByText('Keyword data: ready').waitFor();
  await card.getByRole('button', { name: 'Insert results' }).click();
  await sidebar
    .locator('#status', { hasText: /^Inserted 10 rows into the new sheet “SERP analysis rower gravel/ })
    .waitFor();
  const tab = page.getByRole('tab', { name: /SERP analysis rower gravel/ });
  await tab.waitFor();
  expect(await page.locator('td[data-cell="A1"]').textContent()).toBe('Position');
  expect(await page.locator('td[data-cell="A11"]').textContent()).toBe('10');
  await screenshot(page, 'playground-task-results.png');
});

test('polling survives a 503 and backs off, then recovers', async () => {
  await sidebar.getByLabel('Phrase').fill('rower szosowy');
  await sidebar.getByLabel('Phrase').press('Enter');
  const card = sidebar.locator('li.card', { hasText: 'rower szosowy' });
  await card.getByText('SERP data: running').waitFor();
  // Aimed at the tasks' own requests: the sidebar's minute pulse (quota, waiting cells) may still be on its
  // way on a busy machine, and would otherwise meet the faults first.
  const tasks = { prefix: '/api/tasks/management/' };
  await page.clock.runFor(20_000);
  await simulatorControl(playground.serviceUrl, '/__sim/faults', { mode: 'http503', count: 4, ...tasks });
  await page.clock.runFor(25_000);
  await sidebar.getByText(/^Could not check tasks \(.*unavailable.*\)\. Trying again in 90 s\.$/).waitFor();
  await simulatorControl(playground.serviceUrl, '/__sim/faults', { mode: 'none', ...tasks });
  await post('api/sim/advance', { seconds: 200 });
  await page.clock.runFor(90_000);
  await card.getByText('Keyword data: ready').waitFor();
});

test('an expired token during a poll sends the user back to Sign in', async () => {
  await sidebar.getByLabel('Phrase').fill('rower miejski');
  await sidebar.getByLabel('Phrase').press('Enter');
  await sidebar.locator('li.card', { hasText: 'rower miejski' }).waitFor();
  await post('api/sim/advance', { seconds: 32 * 24 * 3600 });
  await page.clock.runFor(45_000);
  await sidebar.getByRole('heading', { name: 'Sign in' }).waitFor();
  expect(await alert().textContent()).toMatch(/session .* has expired/);
});

test('no token reaches the sidebar: not in its DOM, storage or any answer it received', async () => {
  await signIn('demo@example.com', 'demo');
  await sidebar.getByRole('heading', { name: 'Quota' }).waitFor();
  const frame = page.frames().find((f) => f.url().includes('/sidebar'))!;
  const inPage = await frame.evaluate(() => ({
    html: document.documentElement.outerHTML,
    inputs: Array.from(document.querySelectorAll('input'), (i) => i.value).join('\n'),
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    cookies: document.cookie,
  }));
  for (const text of [...Object.values(inPage), ...sidebarResponses]) expect(text).not.toMatch(JWT);
  expect(sidebarResponses.length).toBeGreaterThan(10);
});
