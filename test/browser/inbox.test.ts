/**
 * The playground's Inbox and the Simulator menu's script control, in Chromium: a mail the emulator's MailApp
 * sent (kept in the workbook's snapshot, as a restart keeps it) and a Slack post the simulator's stand-in
 * received, each drawn as its channel would draw it, with nothing in them run as markup.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createEmulator } from '../../local/gas';
import { simulatorState } from '../../local/service/control-client';
import { SnapshotStore } from '../../local/playground/store';
import { eventually } from '../support/time-outs';
import { launchBrowser, startPlayground, type TestPlayground } from './browser';

const HOSTILE = `<script>parent.document.title = 'ran'; window.top.ran = true;</script>
<img src="https://tracker.example/pixel.gif" onerror="parent.document.title = 'ran'">`;

let browser: Browser;
let playground: TestPlayground;
let page: Page;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seo-sheets-inbox-'));
  // What an add-on's alert leaves behind: a mail in the mailbox, saved with the workbook.
  const sender = createEmulator({ code: 'function send(m) { MailApp.sendEmail(m); }' });
  sender.callServer('send', [
    {
      to: 'owner@example.com',
      subject: 'Alerts: example.pl',
      body: 'Plain part: 2 phrases left the TOP10',
      htmlBody: `<p><b>2 phrases</b> left the TOP10</p>${HOSTILE}`,
      name: 'SEO Sheets',
    },
  ]);
  new SnapshotStore(dataDir).save(sender.snapshot());
  sender.close();
  [browser, playground] = await Promise.all([launchBrowser(), startPlayground({ dataDir })]);
  const slack = await fetch(new URL('/services/T0ALERT/B0ALERT/s3cr3t', playground.serviceUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      text: 'Alerts for example.pl',
      blocks: [
        { type: 'header', text: { type: 'plain_text', text: 'SEO Sheets alerts' } },
        {
          type: 'section',
          text: {
            type: 'mrkdwn',
            text: '*rower górski* 8 → 14 &lt;script&gt;alert(1)&lt;/script&gt; <javascript:alert(1)|click me> <https://docs.google.com/spreadsheets/d/1|Open the sheet>',
          },
        },
      ],
    }),
  });
  expect(await slack.text()).toBe('ok');
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(playground.url);
});
afterAll(async () => {
  await browser?.close();
  await playground?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('the Inbox shows the mail in a sandboxed frame and its plain part, and the Slack post as Slack draws it, running nothing', async () => {
  await page.getByRole('button', { name: /^Inbox/ }).click();
  const inbox = page.getByRole('region', { name: 'Inbox' });
  await inbox.getByRole('button', { name: /Slack/ }).waitFor();
  await page.getByRole('button', { name: 'Inbox (2)' }).waitFor();

  await inbox.getByRole('button', { name: /Alerts: example\.pl/ }).click();
  await inbox.getByText('SEO Sheets <owner@example.com>').waitFor();
  const frame = inbox.locator('iframe.mail-html');
  expect(await frame.getAttribute('sandbox')).toBe('');
  await page.frameLocator('iframe.mail-html').locator('b', { hasText: '2 phrases' }).waitFor();
  await inbox.getByRole('button', { name: 'Plain text' }).click();
  await inbox.getByText('Plain part: 2 phrases left the TOP10').waitFor();

  await inbox.getByRole('button', { name: /Slack/ }).click();
  const post = inbox.locator('article.slack');
  await post.getByRole('heading', { name: 'SEO Sheets alerts' }).waitFor();
  expect(await post.locator('strong').first().textContent()).toBe('rower górski');
  await post.getByText('<script>alert(1)</script>', { exact: false }).waitFor();
  expect(await post.getByRole('link', { name: 'Open the sheet' }).getAttribute('href')).toBe(
    'https://docs.google.com/spreadsheets/d/1',
  );
  // A javascript: link is its label, as text; no script element came from any message.
  expect(await post.getByRole('link', { name: 'click me' }).count()).toBe(0);
  await post.getByText('click me', { exact: false }).waitFor();
  expect(await inbox.locator('script').count()).toBe(0);
  expect(await page.title()).toBe('SEO Sheets playground');
  expect(await page.evaluate(() => (window as unknown as { ran?: boolean }).ran)).toBeUndefined();
});

test('Simulator › Script a position sends the script the form holds', async () => {
  await page.getByRole('button', { name: 'Close inbox' }).click();
  await page.getByRole('button', { name: 'Simulator' }).click();
  await page.getByRole('menuitem', { name: 'Script a position…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Domain').fill('kuchnia-domowa.pl');
  await dialog.getByLabel('Phrase').fill('rosół');
  await dialog.getByLabel('From').fill('2026-01-05');
  await dialog.getByLabel('Position').fill('0');
  await dialog.getByRole('button', { name: 'Script' }).click();
  await dialog.waitFor({ state: 'detached' });
  const scripts = await eventually('the script at the simulator', async () => {
    const { position_scripts } = await simulatorState(playground.serviceUrl);
    return (position_scripts as unknown[]).length ? position_scripts : undefined;
  });
  expect(scripts).toEqual([
    expect.objectContaining({
      registrable: 'kuchnia-domowa.pl',
      keyword: 'rosół',
      from: '2026-01-05',
      position: 0,
    }),
  ]);
});
