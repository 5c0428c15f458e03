/**
 * Tables already in a document relabelled when its language changes, in the playground: Settings ›
 * Language of this document › Save a month after the tables were filled (past every freshness), and
 * reopening after the spreadsheet's locale changed. Every request
 * the add-on sends goes through a counting proxy in front of the simulator, so "0 requests" is measured,
 * and the simulator's counters say "0 units".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { type Playground, startPlayground } from '../../local/playground/server';
import type { SpawnedService } from '../../local/service/spawn';
import { suiteService } from '../support/service';
import { launchBrowser, signedInSidebar, typeInto } from './browser';

let browser: Browser;
let service: SpawnedService;
let proxy: { url: string; child: ChildProcess };
let playground: Playground;
let page: Page;
let dataDir: string;

/**
 * Forwards every request to the simulator, noting the data ones, in a child process: the playground's
 * emulator blocks this process's thread during each UrlFetch, so a proxy here could never answer it.
 * `GET /__sent` answers the paths noted so far, `DELETE /__sent` forgets them.
 */
const PROXY = `
const http = require('node:http');
const target = process.argv[1];
let sent = [];
const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', async () => {
    const path = (request.url || '').split('?')[0];
    if (path === '/__sent') {
      if (request.method === 'DELETE') sent = [];
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(sent));
      return;
    }
    if (path.startsWith('/api/') && !path.startsWith('/api/users/')) sent.push(path);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
    );
    const answer = await fetch(new URL(request.url || '/', target), {
      method: request.method,
      headers,
      body: ['GET', 'HEAD'].includes(request.method) ? undefined : Buffer.concat(chunks),
      redirect: 'manual',
    });
    const out = Object.fromEntries([...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)));
    response.writeHead(answer.status, out);
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

function countingProxy(target: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['-e', PROXY, target], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.once('data', (port: Buffer) =>
      resolve({ url: `http://127.0.0.1:${String(port).trim()}`, child }),
    );
  });
}

async function sent(): Promise<string[]> {
  return (await (await fetch(`${proxy.url}/__sent`)).json()) as string[];
}

async function forgetSent(): Promise<void> {
  await fetch(`${proxy.url}/__sent`, { method: 'DELETE' });
}

async function usage(): Promise<unknown> {
  const state = (await (await fetch(`${service.url}/__sim/state`)).json()) as { data: { usage: unknown } };
  return state.data.usage;
}

const text = (a1: string) => page.locator(`td[data-cell="${a1}"]`).textContent();
const headers = async () => [await text('E1'), await text('E10'), await text('E20')];

beforeAll(async () => {
  service = await suiteService();
  proxy = await countingProxy(service.url);
  dataDir = mkdtempSync(join(tmpdir(), 'seo-sheets-relabel-'));
  [browser, playground] = await Promise.all([
    launchBrowser(),
    startPlayground({ port: 0, dataDir, serviceUrl: proxy.url }),
  ]);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(playground.url);
});

afterAll(async () => {
  await browser?.close();
  await playground?.close();
  proxy?.child.kill();
  await service?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a document-language change a month later relabels every SEO_* table, and so does reopening after the locale changed: 0 requests, 0 units', async () => {
  const sidebar = await signedInSidebar(page);
  await typeInto(page, 'E1', '=SEO_KEYWORD_STATS("kawa")');
  await typeInto(page, 'E10', '=SEO_VISIBILITY("example.pl")');
  await typeInto(page, 'E20', '=SEO_POSITIONS("example.pl", 5)');
  expect(await headers()).toEqual(['Keyword', 'Domain', 'Keyword ID']);

  // A month on: past every kind's freshness (keyword statistics keep 30 days), every answer stays held.
  const advanced = await fetch(new URL('/api/sim/advance', playground.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds: 31 * 24 * 3600 }),
  });
  expect([advanced.status, advanced.ok ? '' : await advanced.text()]).toEqual([200, '']);

  // Settings reads its market list (the sidebar's own request) before anything is counted.
  await sidebar.getByRole('tab', { name: 'Settings' }).click();
  const language = sidebar.getByLabel('Language of this document', { exact: true });
  await language.waitFor();
  await forgetSent();
  const before = await usage();
  await language.selectOption('pl');
  await sidebar.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('td[data-cell="E1"]')?.textContent === 'Fraza');
  expect(await headers()).toEqual(['Fraza', 'Domena', 'ID frazy']);
  // Data requests (sign-in, whoami and quota reads aside: the sidebar's own, and free) and units.
  expect(await sent()).toEqual([]);
  expect(await usage()).toEqual(before);

  // Back to the locale's language, then the locale itself changes between two openings of the file.
  await language.selectOption('');
  await sidebar.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('td[data-cell="E1"]')?.textContent === 'Keyword');
  await forgetSent();
  await page.goto(`${playground.url}?locale=cs_CZ`);
  await page.waitForFunction(() => document.querySelector('td[data-cell="E1"]')?.textContent === 'Fráze');
  expect(await headers()).toEqual(['Fráze', 'Doména', 'ID fráze']);
  expect(await sent()).toEqual([]);
  expect(await usage()).toEqual(before);
});
