/**
 * Re-runs over weeks, replayed through the built bundle in the emulator (issue #42's walks): a report lands
 * where the last one did whatever the user typed beside or below it, history snapshots are kept one way,
 * and a sheet holds what its name says.
 */
import type { Emulator } from '../../local/gas';
import type { JobView, LaunchDefaults, ScheduleView } from '../../src/registry/launcher';
import { startWorld, type World } from '../support/world';
import { reportsIn } from './emulated';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let world: World;
let emu: Emulator;

beforeAll(async () => {
  world = await startWorld();
  emu = world.emu;
});
afterAll(() => world?.stop());
beforeEach(() => emu.callServer('signIn', ['demo@example.com', 'demo']));

const { call, drive, headerOf, column, hourIn, roomToday } = reportsIn(() => emu);

/** The day `at` falls on in Warsaw, the test spreadsheet's zone (UTC+1 in November and December). */
const warsawDay = (at: number): string => new Date(at + HOUR).toISOString().slice(0, 10);

/** Saves a daily schedule due within the hour and returns it. */
function daily(request: object): ScheduleView {
  const hour = hourIn(2);
  const saved = call<ScheduleView[]>('reportsSaveSchedule', {
    target: { kind: 'report', request },
    cadence: { every: 'day', hour },
  });
  return saved[saved.length - 1];
}

/** Moves the clock past the schedule's next run and lets the hourly trigger fire. */
function nextRun(id: string): ScheduleView {
  const due = call<ScheduleView[]>('reportsSchedules').find((s) => s.id === id)?.nextRunAt ?? 0;
  emu.clock.advance(Math.max(0, due - emu.clock.now()) + 60_000);
  emu.fireDueTriggers();
  const ran = call<ScheduleView[]>('reportsSchedules').find((s) => s.id === id);
  expect(ran?.lastResult?.at).toBeGreaterThanOrEqual(due);
  return ran as ScheduleView;
}

describe('a daily Monitoring report beside a note the user typed', () => {
  it('moves its day columns forward over 7 days, never blanking them, and leaves the note alone', () => {
    const sheetName = 'Monitoring positions';
    const request = {
      reportId: 'rt_positions',
      params: { project_id: 101, date_min: null, date_max: null, group_id: null, limit: 5000 },
      sheetName,
      mode: 'replace',
    };
    // Its runs fall in the morning: on the same date in Warsaw as in UTC, whichever the service's days follow.
    roomToday(6);
    expect(drive(call<JobView>('reportsStart', request)).state).toBe('done');
    const width = headerOf(sheetName).length;
    expect(width).toBeLessThan(17);
    emu.spreadsheet.setValues(sheetName, 'Q2', [['call the client on Monday']]);
    const schedule = daily(request);
    for (let day = 1; day <= 7; day++) {
      const ran = nextRun(schedule.id);
      expect(ran.lastResult).toMatchObject({ ok: true });
      const header = headerOf(sheetName);
      const days = header.filter((label) => /^\d{4}-\d{2}-\d{2}$/.test(label));
      expect(days).toHaveLength(7);
      expect(days.at(-1)).toBe(warsawDay(emu.clock.now()));
      const rows = (ran.lastResult as { rows: number }).rows;
      for (const label of days) {
        const values = column(sheetName, header.indexOf(label) + 1).slice(0, rows);
        expect(values.filter((value) => value !== '')).not.toHaveLength(0);
      }
      expect(emu.spreadsheet.getValues(sheetName, 'Q1:Q2')).toEqual([[''], ['call the client on Monday']]);
    }
    call('reportsDeleteSchedule', schedule.id);
  });
});

describe('a table that would need a cell of the user’s', () => {
  it('writes nothing and says which cell, then goes on once the cell is moved', () => {
    const sheetName = 'Competitors below';
    const request = (limit: number) => ({
      reportId: 'competitors',
      params: { domain: 'sklep-rowerowy.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit },
      sheetName,
      mode: 'replace',
    });
    expect(drive(call<JobView>('reportsStart', request(3))).rows).toBe(3);
    emu.spreadsheet.setValues(sheetName, 'A6', [['my total']]);
    const before = emu.spreadsheet.getValues(sheetName, 'A1:A6');
    const paused = drive(call<JobView>('reportsStart', request(6)));
    expect(paused.state).toBe('paused: error');
    expect(paused.message).toBe(
      `Nothing was written: the table now needs cell A6 of sheet “${sheetName}”, which holds something of yours. Move it, or run the report into another sheet, then resume the run.`,
    );
    expect(emu.spreadsheet.getValues(sheetName, 'A1:A6')).toEqual(before);
    expect(emu.spreadsheet.getCell(sheetName, 'A1').note).toContain('A6');
    emu.spreadsheet.setValues(sheetName, 'A6', [['']]);
    emu.spreadsheet.setValues(sheetName, 'A9', [['my total']]);
    const done = drive(call<JobView>('reportsResume', paused.id));
    expect(done).toMatchObject({ state: 'done', rows: 6 });
    expect(
      column(sheetName, 1)
        .slice(0, 6)
        .every((domain) => domain !== ''),
    ).toBe(true);
    expect(emu.spreadsheet.getValues(sheetName, 'A8:A9')).toEqual([[''], ['my total']]);
  });
});

describe('history snapshots', () => {
  it('a visibility history run as it comes, then weekly with snapshots: one dated block per run, its chart over the newest', () => {
    const sheetName = 'Visibility history – example.pl';
    const params = {
      domain: 'example.pl',
      fetch_mode: 'topLevelDomain',
      country_id: 1,
      date_interval: 'weekly',
    };
    const first = drive(
      call<JobView>('reportsStart', { reportId: 'visibility_history', params, sheetName, mode: 'replace' }),
    );
    expect(first.state).toBe('done');
    const firstDay = warsawDay(emu.clock.now());
    const request = { reportId: 'visibility_history', params, sheetName, mode: 'history' };
    const hour = hourIn(2);
    const weekday = new Date(emu.clock.now() + DAY + HOUR).getUTCDay();
    const [schedule] = call<ScheduleView[]>('reportsSaveSchedule', {
      target: { kind: 'report', request },
      cadence: { every: 'week', weekday, hour },
    }).slice(-1);
    const days = [firstDay];
    for (let week = 0; week < 2; week++) {
      nextRun(schedule.id);
      days.push(warsawDay(emu.clock.now()));
    }
    const header = headerOf(sheetName);
    expect(header.slice(0, 3)).toEqual(['Snapshot', 'Date', 'Visibility']);
    const sheet = emu.spreadsheet.sheet(sheetName);
    const rows = sheet.extent().rows - 1;
    const shown = (row: number, col: string) => emu.spreadsheet.getDisplay(sheetName, `${col}${row}`);
    const snapshots = Array.from({ length: rows }, (_, i) => shown(i + 2, 'A'));
    expect([...new Set(snapshots)]).toEqual(days);
    // Each block in one piece, every date once in it.
    const pairs = Array.from({ length: rows }, (_, i) => `${snapshots[i]} ${shown(i + 2, 'B')}`);
    expect(new Set(pairs).size).toBe(rows);
    const newest = snapshots.indexOf(days[2]) + 2;
    expect(snapshots.slice(newest - 2).every((day) => day === days[2])).toBe(true);
    const [chart] = emu.spreadsheet.charts(sheetName);
    expect(chart.ranges).toEqual([
      `'${sheetName}'!B${newest}:B${rows + 1}`,
      `'${sheetName}'!C${newest}:C${rows + 1}`,
    ]);
    // A run by hand on a day that already has its snapshot replaces it, never doubles it.
    expect(drive(call<JobView>('reportsStart', request)).state).toBe('done');
    expect(sheet.extent().rows - 1).toBe(rows);
    expect(emu.spreadsheet.getCell(sheetName, 'A1').note).toMatch(/\nRefreshed: Weekly on /);
    call('reportsDeleteSchedule', schedule.id);
  });
});

describe('documents made by the previous version', () => {
  const recordKey = (sheet: string) => `seoReports.sheet.${sheet}`;

  it('a history sheet whose record counts no snapshots and keeps no words, its snapshots times of day: the next run goes under them', () => {
    const sheetName = 'Old statistics log';
    emu.spreadsheet.addSheet(sheetName);
    const old = [new Date('2026-11-20T08:14:00Z'), new Date('2026-11-27T08:14:00Z')];
    emu.spreadsheet.setValues(sheetName, 'A1:C3', [
      ['Snapshot', 'Domain', 'Visibility'],
      [old[0], 'example.pl', 10.5],
      [old[1], 'example.pl', 11.25],
    ]);
    emu.properties.document.set(
      recordKey(sheetName),
      JSON.stringify({ header: ['snapshot', 'domain', 'visibility'], rows: 2 }),
    );
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'domain_statistics',
        params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1 },
        sheetName,
        mode: 'history',
      }),
    );
    expect(done.state).toBe('done');
    expect(headerOf(sheetName).slice(0, 4)).toEqual(['Snapshot', 'Domain', 'Visibility', 'TOP3']);
    expect(emu.spreadsheet.getValues(sheetName, 'A2:C3')).toEqual([
      [old[0], 'example.pl', 10.5],
      [old[1], 'example.pl', 11.25],
    ]);
    expect(emu.spreadsheet.getDisplay(sheetName, 'A4')).toBe(warsawDay(emu.clock.now()));
    expect(emu.spreadsheet.getValue(sheetName, 'B4')).toBe('example.pl');
    const record = JSON.parse(emu.properties.document.get(recordKey(sheetName)) ?? '{}');
    expect(record).toMatchObject({ rows: 3, snapshots: 3, words: { reportId: 'domain_statistics' } });
  });

  it('a replaced table whose record keeps no words is run again in place', () => {
    const sheetName = 'Old competitors';
    emu.spreadsheet.addSheet(sheetName);
    emu.spreadsheet.setValues(sheetName, 'A1:B4', [
      ['Domain', 'Common phrases'],
      ['a.pl', 1],
      ['b.pl', 2],
      ['c.pl', 3],
    ]);
    emu.spreadsheet.setValues(sheetName, 'N2', [['mine']]);
    emu.properties.document.set(
      recordKey(sheetName),
      JSON.stringify({ header: ['domain', 'common_keywords'], rows: 3 }),
    );
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'competitors',
        params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 2 },
        sheetName,
        mode: 'replace',
      }),
    );
    expect(done).toMatchObject({ state: 'done', rows: 2, message: null });
    const domains = emu.spreadsheet.getValues(sheetName, 'A2:A4').map(([domain]) => domain);
    expect(domains).toEqual([expect.stringMatching(/\./), expect.stringMatching(/\./), '']);
    expect(emu.spreadsheet.getValue(sheetName, 'N2')).toBe('mine');
  });
});

describe('a sheet named for what it holds', () => {
  it('never takes another domain’s data into a sheet named for one: the run is refused before anything is sent', () => {
    emu.spreadsheet.setValues('Sheet1', 'A1', [['allegro.pl']]);
    emu.spreadsheet.activeSheet = 'Sheet1';
    emu.spreadsheet.activeRange = 'A1';
    const defaults = call<LaunchDefaults>('reportsDefaults', 'domain_statistics');
    expect(defaults).toMatchObject({
      sheetName: 'Domain statistics – allegro.pl',
      title: 'Domain statistics',
    });
    const request = (domain: string, sheetName: string) => ({
      reportId: 'domain_statistics',
      params: { ...defaults.params, domain },
      sheetName,
      mode: 'replace',
    });
    expect(drive(call<JobView>('reportsStart', request('allegro.pl', defaults.sheetName))).state).toBe(
      'done',
    );
    const before = emu.requests.length;
    const taken =
      'Sheet “Domain statistics – allegro.pl” holds Domain statistics (allegro.pl): name another sheet for this report, or delete that one first.';
    expect(() => call('reportsStart', request('nowa-domena-testowa.pl', defaults.sheetName))).toThrow(taken);
    expect(() =>
      call('reportsSaveSchedule', {
        target: { kind: 'report', request: request('nowa-domena-testowa.pl', defaults.sheetName) },
        cadence: { every: 'day', hour: 6 },
      }),
    ).toThrow(taken);
    expect(emu.requests.slice(before).filter((r) => !/getLimits/.test(r.url))).toEqual([]);
    // The same domain however written is the same client; a deleted sheet's name is free again.
    expect(call<JobView>('reportsStart', request('https://www.Allegro.pl/', defaults.sheetName)).state).toBe(
      'running',
    );
    for (const job of call<JobView[]>('reportsJobs')) if (job.state !== 'done') call('reportsCancel', job.id);
    emu.spreadsheet.removeSheet(defaults.sheetName);
    expect(
      drive(call<JobView>('reportsStart', request('nowa-domena-testowa.pl', defaults.sheetName))).state,
    ).toBe('done');
  });

  it('offers the account’s projects free of charge, and a project’s report names it', async () => {
    const usage = async () => JSON.stringify((await world.sim.state()).usage);
    const spent = await usage();
    const before = emu.requests.length;
    const projects = call<{ id: number; name: string; domain: string }[]>('reportsProjects');
    expect(projects.map((p) => p.id)).toEqual([101, 102, 103]);
    expect(projects[0]).toEqual({ id: 101, name: 'Example.pl – sklep', domain: 'example.pl' });
    expect(emu.requests.slice(before).map((r) => new URL(r.url).pathname)).toEqual([
      '/api/rank_tracker/management/projects/getMyActiveProjects',
    ]);
    expect(await usage()).toBe(spent);
    const sheetName = 'Monitoring positions – Example.pl – sklep';
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'rt_positions',
        params: { project_id: 101, limit: 5 },
        sheetName,
        mode: 'replace',
      }),
    );
    expect(done.state).toBe('done');
    expect(emu.spreadsheet.getCell(sheetName, 'A1').note).toMatch(
      /\nProject: Example\.pl – sklep \(101\) · /,
    );
  });
});
