/**
 * Alerts and schedules in the sidebar, in the playground over the emulator and the simulator, one world for
 * the file: a rule and a channel set on a schedule's card, Run now, the clock moved past the next run and
 * the digest in the playground's Inbox; an every-few-hours, a weekday and a monthly schedule each run when
 * due in the spreadsheet's time zone, and their cards say when.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { simulatorControl, simulatorState } from '../../local/service/control-client';
import { playgroundPerFile, postTo, server, signedInSidebar, type TestPlayground } from './browser';

let playground: TestPlayground;
let page: Page;
let sidebar: FrameLocator;

const HOUR = 3_600_000;
const ZONE = 'Europe/Warsaw';
const DOMAIN = { domain: 'pieczywo.pl', fetch_mode: 'topLevelDomain', country_id: 1 };

playgroundPerFile((opened) => {
  ({ playground, page } = opened);
});
beforeAll(async () => {
  sidebar = await signedInSidebar(page);
});

type Schedule = {
  id: string;
  title: string;
  nextRunAt: number;
  lastResult: { at: number; ok: boolean } | null;
};

const schedules = () => server<Schedule[]>(playground, 'reportsSchedules');

/** A positions report of pieczywo.pl on `cadence`, into `sheetName`. */
const savePositions = (sheetName: string, cadence: object) =>
  server<Schedule[]>(playground, 'reportsSaveSchedule', {
    target: {
      kind: 'report',
      request: { reportId: 'positions', params: { ...DOMAIN, limit: 100 }, sheetName, mode: 'replace' },
    },
    cadence,
  });

const emulatedNow = async () => Date.parse(String((await simulatorState(playground.serviceUrl)).now));

/** Moves the emulated clock (the simulator's follows); the hourly trigger fires once if it came due. */
const advance = (ms: number) => postTo(playground, 'api/sim/advance', { seconds: ms / 1000 });

/** Shows the Schedules view afresh: it reads the schedules each time it is shown. */
async function schedulesView(): Promise<void> {
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByRole('tab', { name: 'Schedules' }).click();
}

const cardOf = (sheetName: string) =>
  sidebar.getByRole('list', { name: 'Schedules' }).locator('li.card', { hasText: `→ ${sheetName}` });

/** A moment's local hour, weekday (0 Sunday) and day of the month in the spreadsheet's zone, as Intl has them. */
function local(at: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      hourCycle: 'h23',
      hour: 'numeric',
      day: 'numeric',
      weekday: 'short',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday);
  return { hour: Number(parts.hour), weekday, day: Number(parts.day) };
}

test('a rule and a channel set on the card; Run now; the clock moved past the next run, the digest is in the Inbox', async () => {
  await savePositions('Alert positions', { every: 'hours', hours: 1 });
  await schedulesView();
  const card = cardOf('Alert positions');
  await card.getByText('Alerts (0 rules)').click();
  await card.getByLabel('Alert', { exact: true }).selectOption({ label: 'Enters or leaves a TOP' });
  await card.getByLabel('Which', { exact: true }).selectOption({ label: 'TOP10' });
  await card.getByLabel('Which way', { exact: true }).selectOption({ label: 'leaves' });
  await card.getByRole('button', { name: 'Add the rule' }).click();
  await card.getByText('A phrase leaves the TOP10').waitFor();
  await card.getByLabel('New channel', { exact: true }).selectOption({ label: 'E-mail to me' });
  await card.getByRole('button', { name: 'Add the channel' }).click();
  await card.getByRole('button', { name: 'Save alerts' }).click();
  await sidebar.getByText(/^Saved the alerts of “Positions of pieczywo\.pl → Alert positions”\.$/).waitFor();
  await card.getByText('Alerts (1 rule)').waitFor();

  // Run now: the run the next one is compared with, started from the card and driven by the open sidebar.
  await card.getByRole('button', { name: 'Run now' }).click();
  await card.getByText(/^Last run, .+ UTC\+\d: OK: \d+ rows, \d units?$/).waitFor();
  const [{ id, lastResult: ran }] = await schedules();
  if (!ran?.ok) throw new Error(`Run now did not get through: ${JSON.stringify(ran)}`);

  // The domain's best phrase drops out tomorrow; a day on, the hourly trigger runs the schedule again.
  const tomorrow = new Date(ran.at + 24 * HOUR).toISOString().slice(0, 10);
  await simulatorControl(playground.serviceUrl, '/__sim/script', {
    domain: 'pieczywo.pl',
    keyword: 'pieczywo',
    from: tomorrow,
    position: 0,
  });
  await advance(25 * HOUR);
  await page.getByRole('button', { name: /^Inbox/ }).click();
  const inbox = page.getByRole('region', { name: 'Inbox' });
  await inbox
    .getByRole('button', { name: /SEO Sheets: \d+ alerts? · Positions of pieczywo\.pl → Alert positions/ })
    .click();
  const mail = page.frameLocator('iframe.mail-html');
  await mail.getByRole('heading', { name: /^Left the TOP10 \(\d+\)$/ }).waitFor();
  await mail.getByText(/^pieczywo: 1 → /).waitFor();
  await page.getByRole('button', { name: 'Close inbox' }).click();
  await server(playground, 'reportsDeleteSchedule', id);
});

test('every few hours, on a weekday and monthly: each runs when due in the spreadsheet’s time zone', async () => {
  // Due at the first full hour at least two hours on, as the spreadsheet's clock reads it.
  const now = await emulatedNow();
  const due = Math.ceil((now + 2 * HOUR) / HOUR) * HOUR;
  const { hour, weekday, day } = local(due);
  await savePositions('Every 2 hours', { every: 'hours', hours: 2 });
  await savePositions('On a weekday', { every: 'week', weekdays: [weekday], hour });
  await savePositions('Monthly', { every: 'month', day, hour });
  const saved = await schedules();
  const [hourly, weekly, monthly] = ['Every 2 hours', 'On a weekday', 'Monthly'].map(
    (sheet) => saved.find((s) => s.title.endsWith(sheet)) as Schedule,
  );
  expect([weekly.nextRunAt, monthly.nextRunAt]).toEqual([due, due]);
  expect(hourly.nextRunAt).toBeLessThanOrEqual(now + 2 * HOUR);
  expect(local(hourly.nextRunAt).hour % 2).toBe(0);

  // Hour by hour: nothing runs before it is due, and each runs in the trigger's hour it came due in.
  for (let at = now + HOUR; at <= due + HOUR; at += HOUR) {
    await advance(HOUR);
    const clock = await emulatedNow();
    for (const s of await schedules()) {
      const planned = [hourly, weekly, monthly].find((p) => p.id === s.id);
      if (!planned) continue;
      if (clock < planned.nextRunAt) expect(s.lastResult).toBeNull();
      else {
        expect(s.lastResult?.ok).toBe(true);
        expect(s.lastResult?.at).toBeGreaterThanOrEqual(planned.nextRunAt);
      }
    }
  }
  const after = await schedules();
  for (const planned of [weekly, monthly])
    expect(after.find((s) => s.id === planned.id)?.lastResult?.at).toBeLessThan(due + HOUR);

  await schedulesView();
  const hh = `${hour % 12 || 12}:\\d{2}\\s${hour < 12 ? 'AM' : 'PM'}`;
  for (const sheet of ['On a weekday', 'Monthly']) {
    const card = cardOf(sheet);
    await card.getByText(/^Time zone: Europe\/Warsaw \(UTC\+\d\)$/).waitFor();
    await card.getByText(new RegExp(`^Last run, .+ ${hh} UTC\\+\\d: OK: \\d+ rows, \\d units?$`)).waitFor();
  }
  await cardOf('Every 2 hours')
    .getByText(/^Every 2 hours · next: .+ UTC\+\d$/)
    .waitFor();
});
