/**
 * Apps Script's ceilings through the built bundle in the emulator: the day's UrlFetch calls counted per
 * user, schedules spread over the hours when a trigger run or the day's trigger time would overflow,
 * dozens of schedules in one document.
 */
import type { Emulator } from '../../local/gas';
import type { JobView, ScheduleView } from '../../src/registry/launcher';
import type { Schedule } from '../../src/reports/schedule';
import type { SidebarSession } from '../../src/sidebar/session-view';
import { startWorld, type World } from '../support/world';

const HOUR = 3_600_000;
const OWNER = 'owner@example.com';
let world: World;
let emu: Emulator;

beforeAll(async () => {
  world = await startWorld();
  emu = world.emu;
});
afterAll(() => world?.stop());
beforeEach(() => {
  emu.callServer('signIn', ['demo@example.com', 'demo']);
  for (const schedule of call<ScheduleView[]>('reportsSchedules')) call('reportsDeleteSchedule', schedule.id);
});

const call = <T>(name: string, ...args: unknown[]): T => emu.callServer(name, args) as T;

const platform = () => {
  const session = call<SidebarSession>('sidebarAccount');
  if (!session.signedIn) throw new Error('signed out');
  return session.platform;
};

const WARSAW_HOUR = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Warsaw',
  hour: 'numeric',
  hourCycle: 'h23',
});
/** The hour of the day, in the spreadsheet's zone, `ms` from now. */
const hourIn = (ms: number) => Number(WARSAW_HOUR.format(emu.clock.now() + ms));

/** Daily domain-statistics histories, one sheet each, all due at the same hour. */
function saveDaily(count: number, hour: number): ScheduleView[] {
  let list: ScheduleView[] = [];
  for (let i = 0; i < count; i++)
    list = call<ScheduleView[]>('reportsSaveSchedule', {
      target: {
        kind: 'report',
        request: {
          reportId: 'domain_statistics',
          params: { domain: `klient-${i}.pl`, fetch_mode: 'topLevelDomain', country_id: 1 },
          sheetName: `Visibility log ${i}`,
          mode: 'history',
        },
      },
      cadence: { every: 'day', hour },
    });
  return list;
}

/** Moves both clocks to the hourly trigger's first run at or after `at`, and fires it. */
function tickAt(at: number): void {
  const trigger = Math.min(...emu.triggers.list().map((t) => t.nextRunAt));
  const next = trigger + Math.ceil(Math.max(0, at - trigger) / HOUR) * HOUR;
  emu.clock.advance(Math.max(0, next - emu.clock.now()) + 1_000);
  emu.fireDueTriggers();
}

/** Rewrites the stored schedules, as if their last runs had taken `ms` each. */
function lastRunsTook(ms: number): void {
  for (const [key, value] of Object.entries(emu.properties.document.entries())) {
    if (!key.startsWith('seoReports.schedule.')) continue;
    const schedule = JSON.parse(value) as Schedule;
    if (schedule.lastResult?.ok)
      emu.properties.document.set(
        key,
        JSON.stringify({ ...schedule, lastResult: { ...schedule.lastResult, ms } }),
      );
  }
}

const noteOf = (sheet: string) => emu.spreadsheet.getCell(sheet, 'A1').note ?? '';

describe('Apps Script’s ceilings', () => {
  it('counts the day’s UrlFetch calls per user, once per execution, and forgets them when Google’s day resets', () => {
    const before = platform().fetches;
    emu.requests.length = 0;
    emu.spreadsheet.setValues(
      'Sheet1',
      'A1:A30',
      Array.from({ length: 30 }, (_, i) => [`licznik-${i}.pl`]),
    );
    const cell = emu.evaluate('Sheet1', 'B1', '=SEO_VISIBILITY(A1:A30)');
    expect(cell.error).toBeUndefined();
    // The formula's calls, and sidebarAccount's own getLimits.
    const counted = platform().fetches - before;
    expect(counted).toBe(emu.requests.length);
    // 30 new domains on Prime go as one run of the URLs tool: getLimits, create, its page at least.
    expect(counted).toBeGreaterThanOrEqual(3);
    const stored = JSON.parse(emu.properties.user(OWNER).get('seoSheets.platformUsage')!);
    // The second sidebarAccount's own getLimits joined the count as its execution ended.
    expect(stored.fetches.used).toBe(before + counted + 1);
    emu.clock.advance(25 * HOUR);
    expect(platform().fetches).toBe(0);
    expect(platform().fetches).toBe(1);
  });

  it('keeps 40 schedules of one document, far more than one property value could hold', () => {
    const list = saveDaily(40, 6);
    expect(list).toHaveLength(40);
    expect(call<ScheduleView[]>('reportsSchedules').map((s) => s.title)).toEqual(list.map((s) => s.title));
    expect(
      Object.keys(emu.properties.document.entries()).filter((k) => k.startsWith('seoReports.schedule.')),
    ).toHaveLength(40);
  });

  it('moves the runs an hour’s trigger run cannot hold to the next hour, and says so on the card and the sheet', () => {
    const hour = hourIn(2 * HOUR);
    const first = saveDaily(6, hour);
    tickAt(first[0].nextRunAt);
    const ran = call<ScheduleView[]>('reportsSchedules');
    expect(ran.every((s) => s.lastResult?.ok && s.moved === null)).toBe(true);
    // Tomorrow each is known to take 100 s: three fit a trigger run's five minutes.
    lastRunsTook(100_000);
    const planned = call<ScheduleView[]>('reportsSchedules');
    expect(planned.map((s) => s.moved?.reason ?? null)).toEqual([null, null, null, 'hour', 'hour', 'hour']);
    const due = planned[0].nextRunAt;
    expect(planned[3].moved!.at).toBe(due + HOUR);
    tickAt(due);
    const moved = call<ScheduleView[]>('reportsSchedules');
    expect(moved.map((s) => s.lastResult!.at > due)).toEqual([true, true, true, false, false, false]);
    expect(moved[3].moved).toMatchObject({ at: due + HOUR, reason: 'hour', whenText: moved[3].nextRunText });
    expect(noteOf('Visibility log 3')).toMatch(
      /\nDue [^\n]+ UTC\+[12], moved to [^\n]+ UTC\+[12]: that hour’s trigger run was full/,
    );
    expect(noteOf('Visibility log 0')).not.toContain('moved to');
    tickAt(due + HOUR);
    const after = call<ScheduleView[]>('reportsSchedules');
    expect(after.every((s) => s.lastResult!.at > due && s.moved === null)).toBe(true);
    // The late run's own note says it ran late, once.
    expect(noteOf('Visibility log 4').match(/moved to/g)).toHaveLength(1);
    expect(emu.spreadsheet.sheet('Visibility log 4').extent().rows).toBe(3);
  });

  it('runs nothing once the day’s trigger time is spent, and moves the due runs past Google’s reset', () => {
    const hour = hourIn(2 * HOUR);
    const [schedule] = saveDaily(1, hour);
    // 80 of the day's 90 minutes already went on this user's triggers, the first of them 20 hours ago.
    const from = emu.clock.now() - 20 * HOUR;
    emu.properties
      .user(OWNER)
      .set(
        'seoSheets.platformUsage',
        JSON.stringify({ fetches: null, triggerMs: { from, used: 80 * 60_000 } }),
      );
    emu.requests.length = 0;
    tickAt(schedule.nextRunAt);
    const [view] = call<ScheduleView[]>('reportsSchedules');
    expect(view.lastResult).toBeNull();
    expect(view.moved).toMatchObject({ reason: 'day' });
    expect(view.nextRunAt).toBeGreaterThanOrEqual(from + 24 * HOUR);
    expect(emu.requests.filter((r) => r.execution === 'reportsTick' && !/getLimits/.test(r.url))).toEqual([]);
    expect(platform().triggerMinutes).toBeGreaterThanOrEqual(80);
    tickAt(view.nextRunAt);
    expect(call<ScheduleView[]>('reportsSchedules')[0].lastResult).toMatchObject({ ok: true });
  });

  it('keeps a daily history sheet’s last 5 snapshots whole and one row a month before, and shrinks its grid', () => {
    const hour = hourIn(2 * HOUR);
    const request = {
      reportId: 'competitors',
      params: { domain: 'sklep-rowerowy.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 20 },
      sheetName: 'Competitors log',
      mode: 'history',
      keep: 5,
    };
    let [schedule] = call<ScheduleView[]>('reportsSaveSchedule', {
      target: { kind: 'report', request },
      cadence: { every: 'day', hour },
    });
    let perRun = 0;
    for (let d = 0; d < 40; d++) {
      // A sign-in lasts 31 days.
      if (d === 20) emu.callServer('signIn', ['demo@example.com', 'demo']);
      tickAt(schedule.nextRunAt);
      [schedule] = call<ScheduleView[]>('reportsSchedules');
      expect(schedule.lastResult).toMatchObject({ ok: true });
      if (schedule.lastResult?.ok) perRun = schedule.lastResult.rows;
    }
    const sheet = emu.spreadsheet.sheet('Competitors log');
    const rows = sheet.extent().rows - 1;
    const dates = Array.from({ length: rows }, (_, i) => (sheet.valueAt(i + 2, 1) as Date).getTime());
    const snapshots = [...new Set(dates)].sort((a, b) => a - b);
    const whole = snapshots.slice(-5);
    expect(dates.filter((at) => whole.includes(at))).toHaveLength(5 * perRun);
    // Before them, one row per month and competitor: the 35 older snapshots span two or three months.
    const rolled = Array.from({ length: rows }, (_, i) => i + 2).filter((r) => !whole.includes(dates[r - 2]));
    const keys = rolled.map(
      (r) => `${(sheet.valueAt(r, 1) as Date).toISOString().slice(0, 7)}|${sheet.valueAt(r, 2)}`,
    );
    expect(new Set(keys).size).toBe(rolled.length);
    expect(rolled.length).toBeLessThanOrEqual(3 * perRun);
    expect(rows).toBeLessThan((40 * perRun) / 3);
    // The grid ends with the table: the rolled-up rows are gone, not just emptied.
    expect(sheet.maxRows).toBe(rows + 1);
    expect(noteOf('Competitors log')).toContain(
      'Snapshots kept whole: the last 5; older ones keep the month’s last value for each row.',
    );
  });

  it('warns at 70 % of the 10 million cells, and a run the sheet cannot hold stops saying what to do', () => {
    for (const job of call<JobView[]>('reportsJobs')) call('reportsCancel', job.id);
    // Another tab of the document holds 7 million empty cells.
    emu.spreadsheet.addSheet('Archive');
    emu.spreadsheet.sheet('Archive').maxRows = 270_000;
    const start = (sheetName: string, limit: number) =>
      call<JobView>('reportsStart', {
        reportId: 'positions',
        params: { domain: 'sklep-rowerowy.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit },
        sheetName,
        mode: 'replace',
      });
    let view = start('Positions near the ceiling', 100);
    while (view.state === 'running') view = call<JobView>('reportsStep', view.id);
    expect(view.state).toBe('done');
    expect(noteOf('Positions near the ceiling')).toMatch(
      /This document holds 7,\d{3},\d{3} of the 10,000,000 cells Google Sheets allows \(7\d%\)/,
    );
    expect(platform().cells).toBe(emu.spreadsheet.cellCount());
    // A report sheet made for a run ends with its table: no 26 columns of empty cells.
    expect(emu.spreadsheet.sheet('Positions near the ceiling').maxColumns).toBe(
      emu.spreadsheet.sheet('Positions near the ceiling').extent().columns,
    );
    // Now within 5,000 cells of the ceiling: the run's staging sheet alone would take 26,000.
    const archive = emu.spreadsheet.sheet('Archive');
    const others = emu.spreadsheet.cellCount() - archive.maxRows * archive.maxColumns;
    archive.maxRows = Math.floor((10_000_000 - others - 5_000) / archive.maxColumns);
    view = start('Too much', 2_000);
    while (view.state === 'running') view = call<JobView>('reportsStep', view.id);
    expect(view.state).toBe('paused: error');
    expect(view.message).toMatch(/^This spreadsheet has reached the 10 million cells Google Sheets allows/);
    expect(emu.spreadsheet.cellCount()).toBeLessThanOrEqual(10_000_000);
    call('reportsCancel', view.id);
    emu.spreadsheet.removeSheet('Archive');
  });

  it('the document cache, full, evicts the answer used longest ago, not the one written first', () => {
    call('sidebarClearCache');
    /**
     * The cache's positions entries, least recently used first (cache/ledger.ts); beside them the account's
     * row caps, which every list of more than 500 rows reads (functions/results.ts `rowsHeld`).
     */
    const order = () =>
      Object.keys(JSON.parse(emu.properties.document.get('cache:index') ?? '{"e":{}}').e).filter((id) =>
        id.startsWith('po'),
      );
    const positions = (n: number) => {
      emu.requests.length = 0;
      const cell = emu.evaluate('Sheet1', 'Z1', `=SEO_POSITIONS("sklep-${n}.pl", 1000)`);
      expect(cell.error).toBeUndefined();
      return emu.requests.length;
    };
    expect(positions(1)).toBeGreaterThan(0);
    const [first] = order();
    emu.clock.advance(2 * 60_000);
    expect(positions(2)).toBeGreaterThan(0);
    const second = order().find((id) => id !== first)!;
    // Read again past the hour the order of use is kept to (cache/blobs.ts): the first answer is now the one used last.
    emu.clock.advance(61 * 60_000);
    expect(positions(1)).toBe(0);
    expect(order()).toEqual([second, first]);
    // More answers until the cache, at its share of the 500 KB, has to let something go: the second goes first.
    let n = 3;
    for (; n < 200; n++) {
      positions(n);
      const now = order();
      if (!now.includes(second)) break;
      expect(now).toContain(first);
    }
    expect(n).toBeLessThan(200);
    expect(emu.properties.document.bytes()).toBeLessThan(500 * 1024);
    expect(positions(2)).toBeGreaterThan(0);
  });
});
