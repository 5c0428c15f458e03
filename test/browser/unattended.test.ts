/**
 * What unattended runs say in the sidebar, in the playground over the emulator and the simulator: a
 * schedule whose report fails at its hour says only when it tries next, and once it got through says on its
 * card and in the Runs list when it was due, how late it ran and what failed; a report form over the tool
 * server says which option it cannot take before anything runs, and runs without it.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { simulatorControl } from '../../local/service/control-client';
import {
  connectInPopup,
  playgroundPerFile,
  postTo,
  server as call,
  signedInSidebar,
  type TestPlayground,
} from './browser';

let playground: TestPlayground;
let page: Page;
let sidebar: FrameLocator;

const COMPETITORS = '/api/visibility_analysis/reports/competitors/getData';
const HOUR_SECONDS = 3_600;

playgroundPerFile((opened) => {
  ({ playground, page } = opened);
});
beforeAll(async () => {
  sidebar = await signedInSidebar(page);
});

const server = <T>(functionName: string, ...args: unknown[]) => call<T>(playground, functionName, ...args);

type Schedule = { id: string; lastResult: { ok: boolean } | null };

/** An hour on the emulated clock (the simulator's follows), and the hourly trigger. */
const hourPasses = () => postTo(playground, 'api/sim/advance', { seconds: HOUR_SECONDS });

/** Shows the Schedules view afresh: it reads the schedules each time it is shown. */
async function schedulesView(): Promise<void> {
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByRole('tab', { name: 'Schedules' }).click();
}

test('a schedule failing at its hour says when it tries next; once through, its card and the Runs list say it came late and what failed', async () => {
  const [saved] = await server<Schedule[]>('reportsSaveSchedule', {
    target: {
      kind: 'report',
      request: {
        reportId: 'competitors',
        params: { domain: 'kuchnia-domowa.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 5 },
        sheetName: 'Late competitors',
        mode: 'replace',
      },
    },
    cadence: { every: 'day', hour: 6 },
  });
  await simulatorControl(playground.serviceUrl, '/__sim/faults', {
    mode: 'http503',
    count: 100_000,
    path: COMPETITORS,
  });
  const failed = async () =>
    (await server<Schedule[]>('reportsSchedules')).find((s) => s.id === saved.id)?.lastResult;
  for (let hour = 0; hour < 25 && !(await failed()); hour++) await hourPasses();

  await schedulesView();
  const card = sidebar
    .getByRole('list', { name: 'Schedules' })
    .locator('li.card', { hasText: 'Late competitors' });
  // Only when it tries next: not a formula's "try again in a few minutes" beside an hour's wait.
  const waiting = card.getByText(
    /^Last run, .+ UTC\+1: Failed: The last try failed: HTTP 503\. Next automatic try: .+ UTC\+1\.$/,
  );
  await waiting.waitFor();
  expect(await waiting.textContent()).not.toMatch(/few minutes/);

  await hourPasses();
  await simulatorControl(playground.serviceUrl, '/__sim/faults', { mode: 'none', path: COMPETITORS });
  await hourPasses();
  await hourPasses();
  const story =
    /^Ran \d{1,2}:\d{2}\s[AP]M UTC\+1, [34] h late \(due 6:00\sAM UTC\+1\), after 2 failed tries: the service failed at .+ and .+ \(HTTP 503\)\.$/;
  await schedulesView();
  await card.getByText(/^Last run, .+ UTC\+1: OK: 5 rows, \d units?$/).waitFor();
  await card.getByText(story).waitFor();
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar
    .getByLabel('Report runs')
    .locator('li.card', { hasText: 'Late competitors' })
    .getByText(story)
    .waitFor();
});

test('over the tool server, the form names the option it cannot take before running, and runs without it', async () => {
  await sidebar.getByRole('tab', { name: 'Account' }).click();
  await sidebar.getByRole('button', { name: 'Sign out' }).click();
  await sidebar.getByRole('heading', { name: 'Sign in' }).waitFor();
  const popup = await connectInPopup(page, sidebar, 'demo@example.com', 'demo');
  await popup.close();
  await sidebar.getByRole('tab', { name: 'Reports' }).click();
  await sidebar.getByLabel('Report', { exact: true }).selectOption({ label: 'Positions' });
  await sidebar.getByLabel('Domain', { exact: true }).fill('kuchnia-domowa.pl');
  await sidebar.getByLabel('Rows at most', { exact: true }).fill('10');
  await sidebar.getByLabel('Sheet', { exact: true }).fill('Positions without filter');
  const filter = sidebar.getByLabel('Filter (optional)', { exact: true });
  await filter.fill('position<=10');
  await filter.press('Tab');
  await sidebar
    .getByText(
      'The tool server you are connected through cannot answer this report with this field filled in: Filter (optional). Run it without, or sign in to the API to use it.',
    )
    .waitFor();
  await sidebar.getByRole('button', { name: 'Run without them' }).click();
  await sidebar.locator('#status', { hasText: 'is in sheet “Positions without filter”' }).waitFor();
  expect(await filter.inputValue()).toBe('');
});
