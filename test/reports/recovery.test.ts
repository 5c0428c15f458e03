/**
 * Unattended runs through the built bundle in the emulator against the simulator: a schedule whose
 * endpoint fails at its hour is tried again by the hourly trigger while the others refresh on time, an
 * outage recovers with no click, a refused sign-in waits for the user; and what a run says it charged is
 * what the service's counters moved.
 */
import type { Emulator } from '../../local/gas';
import type { Estimate, JobView, ScheduleView } from '../../src/registry/launcher';
import type { ReportRequest } from '../../src/reports/job';
import { DEFAULT_RETRY } from '../../src/api/retry';
import { startWorld, type World } from '../support/world';
import { reportsIn } from './emulated';

const HOUR = 3_600_000;
const OWNER = 'owner@example.com';
const SESSION_KEY = 'seoSheets.auth.session';
const LIMITS_KEY = 'seoReports.limits';
const VISIBILITY = 'visibility_analysis_queries_per_day';
const COMPETITORS = '/api/visibility_analysis/reports/competitors/getData';
const POSITIONS = '/api/visibility_analysis/reports/positions/getData';
const GET_LIMITS = '/api/users/getLimits';
const SPENT_KEY = 'seoSheets.spent';
let world: World;
let emu: Emulator;

beforeAll(async () => {
  world = await startWorld();
  emu = world.emu;
});
afterAll(() => world?.stop());
beforeEach(async () => {
  await world.sim.control('/__sim/faults', { mode: 'none' });
  emu.callServer('signIn', ['demo@example.com', 'demo']);
  for (const schedule of call<ScheduleView[]>('reportsSchedules')) call('reportsDeleteSchedule', schedule.id);
  for (const job of call<JobView[]>('reportsJobs')) call('reportsCancel', job.id);
});

const { call, drive, column, headerOf, hourIn, hourPasses, roomToday } = reportsIn(() => emu);

function schedule(request: ReportRequest, hour: number): ScheduleView {
  const saved = call<ScheduleView[]>('reportsSaveSchedule', {
    target: { kind: 'report', request },
    cadence: { every: 'day', hour },
  });
  return saved.find((s) => s.target.kind === 'report' && s.target.request.sheetName === request.sheetName)!;
}

const scheduleOf = (id: string): ScheduleView =>
  call<ScheduleView[]>('reportsSchedules').find((s) => s.id === id) as ScheduleView;
const jobOf = (sheetName: string): JobView | undefined =>
  call<JobView[]>('reportsJobs')
    .filter((job) => job.sheetName === sheetName)
    .at(-1);

async function used(counter = VISIBILITY): Promise<number> {
  const usage = (await world.sim.state()).usage as Record<string, Record<string, number>>;
  return usage['demo@example.com'][counter] ?? 0;
}

const note = (sheet: string): string => emu.spreadsheet.getCell(sheet, 'A1').note ?? '';

/**
 * Times as the add-on writes them for an English reader in the spreadsheet's zone (Warsaw, UTC+1 in
 * November): clock times alone when they all fall on one day, dated when they do not.
 */
function timesOf(...moments: number[]): (at: number) => string {
  const zone = { timeZone: 'Europe/Warsaw' } as const;
  const day = (at: number) => new Date(at).toLocaleDateString('en-US', zone);
  const oneDay = moments.every((at) => day(at) === day(moments[0]));
  const options = { ...zone, hour: 'numeric', minute: '2-digit' } as const;
  return (at) =>
    `${oneDay ? new Date(at).toLocaleTimeString('en-US', options) : new Date(at).toLocaleString('en-US', { ...options, year: 'numeric', month: 'short', day: 'numeric' })} UTC+1`;
}

/** The snapshots of a history sheet: how many rows each run appended. */
function snapshots(sheet: string): number[] {
  const counts = new Map<string, number>();
  for (const at of column(sheet, headerOf(sheet).indexOf('Snapshot') + 1))
    counts.set(String(at), (counts.get(String(at)) ?? 0) + 1);
  return [...counts.values()];
}

const domainRequest = (reportId: string, domain: string, sheetName: string, extra = {}): ReportRequest => ({
  reportId,
  params: { domain, fetch_mode: 'topLevelDomain', country_id: 1, ...extra },
  sheetName,
  mode: 'history',
});

describe('unattended runs recover on their own', () => {
  it('one report’s endpoint failing at the due hour: the other refreshes on time, the failing one is tried again and succeeds once the fault ends, its rows once', async () => {
    const healthy = domainRequest('domain_statistics', 'sklep-rowerowy.pl', 'Healthy');
    const failing = domainRequest('competitors', 'kuchnia-domowa.pl', 'Failing', { limit: 5 });
    // The launcher's run, the due hour and three more: within one day.
    roomToday(8);
    // A first run from the launcher: the sheet (and its note) exist before the schedule fails.
    const first = drive(call<JobView>('reportsStart', failing));
    expect(first.state).toBe('done');
    const hour = hourIn(2);
    const good = schedule(healthy, hour);
    const bad = schedule(failing, hour);
    await world.sim.control('/__sim/faults', { mode: 'http503', count: 100_000, path: COMPETITORS });

    let hours = 0;
    while (!scheduleOf(good.id).lastResult && hours++ < 4) hourPasses();
    const due = scheduleOf(good.id).lastResult!;
    expect(due).toMatchObject({ ok: true, rows: 1 });
    expect(due.at - good.nextRunAt).toBeLessThan(HOUR);
    const failed = scheduleOf(bad.id).lastResult;
    expect(failed).toMatchObject({ ok: false });
    expect((failed?.at ?? 0) - due.at).toBeLessThan(60_000);
    // A waiting run says what happened and when it tries next, never a formula's "try again in a few minutes".
    expect(failed?.ok === false && failed.error).toMatch(
      /^The last try failed: HTTP 503\. Next automatic try: [^.]+\.$/,
    );
    expect(jobOf('Failing')).toMatchObject({
      state: 'paused: error',
      message: expect.stringMatching(/^The last try failed: HTTP 503\. Next automatic try: [^.]+\.$/),
    });
    expect(note('Failing')).toMatch(
      /\nLast refresh failed .+: The last try failed: HTTP 503\. Next automatic try: .+\. The data above/,
    );
    expect(`${failed?.ok === false && failed.error} ${note('Failing')}`).not.toMatch(/in a few minutes/);

    // +1 h: tried again, still failing; the healthy schedule is not run again.
    expect(hourPasses().filter((r) => r.url.includes(COMPETITORS)).length).toBeGreaterThan(0);
    const retriedAt = scheduleOf(bad.id).lastResult?.at ?? 0;
    expect(jobOf('Failing')?.state).toBe('paused: error');
    // +2 h: the fault ends; no try is due. +3 h: tried again, and it succeeds.
    await world.sim.control('/__sim/faults', { mode: 'none', path: COMPETITORS });
    expect(hourPasses().filter((r) => r.url.includes(COMPETITORS))).toEqual([]);
    hourPasses();
    expect(jobOf('Failing')).toMatchObject({ state: 'done', message: null });
    expect(scheduleOf(bad.id).lastResult).toMatchObject({ ok: true, rows: first.rows });
    // Run on the day the launcher's run took its snapshot: that day's snapshot is replaced, its rows once.
    expect(snapshots('Failing')).toEqual([first.rows]);
    expect(note('Failing')).not.toContain('Last refresh failed');
    // It says it came late after failed tries: on its card, in the Runs list and in the sheet's note.
    const [dueAt, triedAt, ranAt] = [bad.nextRunAt, failed?.at ?? 0, scheduleOf(bad.id).lastResult?.at ?? 0];
    const time = timesOf(ranAt, dueAt, triedAt, retriedAt);
    const late = Math.round((ranAt - dueAt) / HOUR);
    expect(late).toBeGreaterThanOrEqual(3);
    const story = `Ran ${time(ranAt)}, ${late} h late (due ${time(dueAt)}), after 2 failed tries: the service failed at ${time(triedAt)} and ${time(retriedAt)} (HTTP 503).`;
    expect(scheduleOf(bad.id).recoveredText).toBe(story);
    expect(jobOf('Failing')?.recoveredText).toBe(story);
    expect(note('Failing')).toContain(`charged\n${story}\n`);
    expect(scheduleOf(good.id).recoveredText).toBe('');
    expect(scheduleOf(good.id).lastResult).toEqual(due);
    expect(snapshots('Healthy')).toEqual([1]);
  });

  it('a late run’s story is in the reader’s language: the card in the user’s, the sheet’s note in the document’s', async () => {
    emu.spreadsheet.locale = 'pl_PL';
    try {
      const request = {
        ...domainRequest('competitors', 'ogrod-zimowy.pl', 'Polish late', { limit: 5 }),
        mode: 'replace' as const,
      };
      const saved = schedule(request, hourIn(1));
      while (emu.clock.now() + HOUR < saved.nextRunAt) hourPasses();
      await world.sim.control('/__sim/faults', { mode: 'http503', count: 100_000, path: COMPETITORS });
      hourPasses();
      await world.sim.control('/__sim/faults', { mode: 'none', path: COMPETITORS });
      for (let h = 0; h < 2 && !scheduleOf(saved.id).lastResult?.ok; h++) hourPasses();
      expect(scheduleOf(saved.id).recoveredText).toMatch(
        /^Ran .+ UTC\+1, [12] h late \(due .+ UTC\+1\), after 1 failed try: the service failed at .+ UTC\+1 \(HTTP 503\)\.$/,
      );
      expect(note('Polish late')).toMatch(
        /\nWykonano .+ UTC\+1, [12] godz\. po czasie \(termin .+ UTC\+1\), po 1 nieudanej próbie: serwis zawiódł o .+ UTC\+1 \(HTTP 503\)\.\n/,
      );
    } finally {
      emu.spreadsheet.locale = 'en_US';
    }
  });

  it('an outage of three hours recovers with no click', async () => {
    const request = domainRequest('domain_statistics', 'rower-gorski.pl', 'Outage');
    const saved = schedule(request, hourIn(1));
    while (emu.clock.now() + HOUR < saved.nextRunAt) hourPasses();
    await world.sim.control('/__sim/faults', { mode: 'http500_html', count: 1_000_000 });
    hourPasses();
    expect(scheduleOf(saved.id).lastResult).toMatchObject({ ok: false });
    hourPasses();
    hourPasses();
    await world.sim.control('/__sim/faults', { mode: 'none' });
    const recovered: number[] = [];
    for (let h = 1; h <= 5 && !scheduleOf(saved.id).lastResult?.ok; h++) {
      hourPasses();
      recovered.push(h);
    }
    expect(scheduleOf(saved.id).lastResult).toMatchObject({ ok: true, rows: 1 });
    expect(recovered.length).toBeLessThanOrEqual(4);
    expect(snapshots('Outage')).toEqual([1]);
  });

  it('getLimits failing at the due hour: asked once in the tick, every schedule runs on the limits last read, their units marked estimated', async () => {
    // Any launcher call reads the limits, and the document keeps them with their time.
    call<Estimate>('reportsEstimate', 'domain_statistics', domainRequest('', 'example.pl', '').params);
    const hour = hourIn(1);
    const saved = ['sklep-rowerowy.pl', 'kuchnia-domowa.pl', 'example.pl'].map((domain, i) =>
      schedule(domainRequest('domain_statistics', domain, `Limits down ${i}`), hour),
    );
    while (emu.clock.now() + HOUR < saved[0].nextRunAt) hourPasses();
    await world.sim.control('/__sim/faults', { mode: 'http503', count: 1_000, path: '/api/users/getLimits' });
    const sent = hourPasses();
    const reads = sent.filter((r) => r.url.includes('/api/users/getLimits'));
    // One read, with the client's own retries of it (DEFAULT_RETRY: 4 attempts), for three schedules.
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.length).toBeLessThanOrEqual(4);
    for (const [i, { id }] of saved.entries()) {
      expect(scheduleOf(id).lastResult).toMatchObject({ ok: true, rows: 1, unitsEstimated: true });
      expect(note(`Limits down ${i}`)).toMatch(
        / units? charged \(estimated: the quota counter could not be read\)\n/,
      );
    }
  });

  it('getLimits failing with no limits ever kept: the schedule waits for the next tick instead of failing', async () => {
    emu.properties.document.delete(LIMITS_KEY);
    const saved = schedule(domainRequest('domain_statistics', 'example.pl', 'Limits never read'), hourIn(1));
    while (emu.clock.now() + HOUR < saved.nextRunAt) hourPasses();
    await world.sim.control('/__sim/faults', { mode: 'http503', count: 1_000, path: '/api/users/getLimits' });
    hourPasses();
    const waiting = scheduleOf(saved.id);
    expect(waiting.nextRunAt).toBe(saved.nextRunAt);
    expect(waiting.lastResult?.ok === false && waiting.lastResult.error).toMatch(
      /^The last try failed: HTTP 503\. Next automatic try: [^.]+\.$/,
    );
    await world.sim.control('/__sim/faults', { mode: 'none' });
    hourPasses();
    expect(scheduleOf(saved.id).lastResult).toMatchObject({ ok: true, rows: 1 });
    expect(scheduleOf(saved.id).nextRunAt).toBeGreaterThan(saved.nextRunAt);
  });

  it('a spent counter while getLimits fails for six hours: the refused request is not sent again, the limits are read once a tick, and the card says what it waits for', async () => {
    call<Estimate>('reportsEstimate', 'domain_statistics', domainRequest('', 'example.pl', '').params);
    const request = domainRequest('positions', 'wyczerpany-limit.pl', 'Spent', { limit: 20 });
    const saved = schedule(request, hourIn(1));
    while (emu.clock.now() + HOUR < saved.nextRunAt) hourPasses();
    await world.sim.control('/__sim/usage', { email: 'demo@example.com', key: VISIBILITY, used: 1_000_000 });
    emu.properties.document.delete(SPENT_KEY);
    await world.sim.control('/__sim/faults', { mode: 'http503', count: 100_000, path: GET_LIMITS });
    const due = hourPasses();
    expect(due.filter((r) => r.url.includes(POSITIONS))).toHaveLength(1);
    const waiting = scheduleOf(saved.id).lastResult;
    const words =
      'The Visibility analysis quota is used up, and the service’s limits cannot be read now to tell when it resets. The run goes on at the first hourly check that reads them and finds room, or when you click Resume.';
    expect(waiting).toMatchObject({ ok: false, error: words });
    expect(jobOf('Spent')).toMatchObject({ state: 'paused: quota', message: words });
    for (let hour = 1; hour <= 6; hour++) {
      const sent = hourPasses();
      // Before: the 418 was sent again every hour, with eight limits reads (the tick's and the quota client's).
      expect(sent.filter((r) => r.url.includes(POSITIONS))).toEqual([]);
      expect(sent.filter((r) => r.url.includes(GET_LIMITS)).length).toBeLessThanOrEqual(
        DEFAULT_RETRY.maxAttempts,
      );
    }
    // The limits read again: the counter is still spent, and its reset is the run's next try.
    await world.sim.control('/__sim/faults', { mode: 'none', path: GET_LIMITS });
    expect(hourPasses().filter((r) => r.url.includes(POSITIONS))).toEqual([]);
    const told = scheduleOf(saved.id).lastResult;
    expect(told?.ok === false && told.error).toMatch(
      /^The Visibility analysis quota is used up\. The run continues when it resets\. Next automatic try: [^.]+\.$/,
    );
    expect(hourPasses().filter((r) => r.url.includes(POSITIONS))).toEqual([]);
    // The user knows the quota was topped up: Resume runs it now.
    await world.sim.control('/__sim/usage', { email: 'demo@example.com', key: VISIBILITY, used: 0 });
    const job = jobOf('Spent') as JobView;
    expect(drive(call<JobView>('reportsResume', job.id))).toMatchObject({ state: 'done', rows: 20 });
  });

  it('a refused token pauses with the sign-in message and is not tried again', () => {
    const request = domainRequest('competitors', 'ogrody-zimowe.pl', 'Refused', { limit: 5 });
    const saved = schedule(request, hourIn(1));
    const session = JSON.parse(emu.properties.user(OWNER).get(SESSION_KEY) ?? '{}');
    emu.properties.user(OWNER).set(SESSION_KEY, JSON.stringify({ ...session, token: 'refused.token.value' }));
    let hours = 0;
    while (!scheduleOf(saved.id).lastResult && hours++ < 4) hourPasses();
    const result = scheduleOf(saved.id).lastResult;
    expect(result?.ok === false && result.error).toMatch(
      /has expired\. Sign in again from Extensions › SEO Sheets\.$/,
    );
    expect(result?.ok === false && result.error).not.toContain('automatic');
    const sent = emu.requests.length;
    for (let h = 0; h < 12; h++) hourPasses();
    expect(emu.requests.slice(sent).filter((r) => r.url.includes('/api/'))).toEqual([]);
    expect(scheduleOf(saved.id).lastResult).toEqual(result);
  });
});

describe('what a run says it charged is what the counters moved', () => {
  it('a report on a domain a formula just charged says 0 units in its status, its Runs list and its note', async () => {
    emu.spreadsheet.addSheet('Formulas');
    const before = await used();
    expect(emu.evaluate('Formulas', 'A1', '=SEO_VISIBILITY("ogrod-i-dom.pl")').error).toBeUndefined();
    expect(await used()).toBe(before + 1);
    const request = domainRequest('positions', 'ogrod-i-dom.pl', 'Charged before', { limit: 50 });
    // The add-on cannot see what a formula charged: the preview stays an estimate and says what would make it free.
    expect(call<Estimate>('reportsEstimate', request.reportId, request.params)).toMatchObject({
      units: 1,
      reason:
        'Estimated one unit, unless the same domain, mode and market were charged in the last 24 h (by any report or formula: a repeat is free).',
    });
    const status = drive(call<JobView>('reportsStart', { ...request, mode: 'replace' }));
    expect(await used()).toBe(before + 1);
    expect(status).toMatchObject({ state: 'done', units: 0, unitsEstimated: false });
    expect(jobOf('Charged before')).toMatchObject({ units: 0 });
    expect(note('Charged before')).toMatch(/ · 0 units charged\n/);
  });

  it('a report that charges says exactly what the counters moved', async () => {
    const before = await used();
    const status = drive(
      call<JobView>(
        'reportsStart',
        domainRequest('positions', 'nowy-sklep.pl', 'Charged now', { limit: 50 }),
      ),
    );
    const moved = (await used()) - before;
    expect(moved).toBe(1);
    expect(status).toMatchObject({ state: 'done', units: moved });
    expect(jobOf('Charged now')?.units).toBe(moved);
    expect(note('Charged now')).toContain(
      ` · ${moved} unit charged\nUnits: what the service’s quota counter moved`,
    );
  });

  it('a scheduled run says what the counters moved too: 0 on a charged domain, 1 on a new one', async () => {
    expect(emu.evaluate('Formulas', 'A10', '=SEO_VISIBILITY("meble-ogrodowe.pl")').error).toBeUndefined();
    const hour = hourIn(1);
    const charged = schedule(
      domainRequest('positions', 'meble-ogrodowe.pl', 'Scheduled free', { limit: 20 }),
      hour,
    );
    const fresh = schedule(domainRequest('positions', 'nowe-meble.pl', 'Scheduled new', { limit: 20 }), hour);
    const before = await used();
    let hours = 0;
    while (!scheduleOf(fresh.id).lastResult && hours++ < 4) hourPasses();
    expect(await used()).toBe(before + 1);
    expect(scheduleOf(charged.id).lastResult).toMatchObject({ ok: true, units: 0 });
    expect(scheduleOf(fresh.id).lastResult).toMatchObject({ ok: true, units: 1 });
    expect(note('Scheduled free')).toMatch(/ · 0 units charged\n/);
    expect(note('Scheduled new')).toMatch(/ · 1 unit charged\n/);
  });

  it('domain statistics runs in one tick each say their own charge: choosing their way reads no counters between a run and its charge', async () => {
    const hour = hourIn(1);
    const made = ['statystyki-a.pl', 'statystyki-b.pl', 'statystyki-c.pl'].map((domain, i) =>
      schedule(domainRequest('domain_statistics', domain, `Statistics ${i}`), hour),
    );
    const before = await used();
    let hours = 0;
    while (made.some((s) => !scheduleOf(s.id).lastResult) && hours++ < 4) hourPasses();
    expect(await used()).toBe(before + 3);
    for (const s of made) expect(scheduleOf(s.id).lastResult).toMatchObject({ ok: true, units: 1 });
  });
});
