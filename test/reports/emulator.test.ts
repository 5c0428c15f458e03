/**
 * Reports through the built bundle in the Apps Script emulator against the service simulator:
 * bulk runs driven chunk by chunk, a kill between a chunk's write and its checkpoint, quota
 * pauses, the hourly trigger, schedules and history mode.
 */
import type { Emulator } from '../../local/gas';
import type { Estimate, JobView, LaunchDefaults, ScheduleView } from '../../src/registry/launcher';
import { isVocabularyLabel } from '../../src/shared/columns';
import { startWorld, type World } from '../support/world';
import { reportsIn } from './emulated';

const HOUR = 3_600_000;
let world: World;
let emu: Emulator;

beforeAll(async () => {
  world = await startWorld();
  emu = world.emu;
});
afterAll(() => world?.stop());
// Tests move both clocks by weeks; a fresh sign-in keeps the 31-day token valid.
beforeEach(() => emu.callServer('signIn', ['demo@example.com', 'demo']));

const { call, drive, column, headerOf, hourIn, hourPasses, sheetTriggers } = reportsIn(() => emu);

function startStats(range: string, sheetName: string): JobView {
  return call<JobView>('reportsStart', {
    reportId: 'keyword_statistics',
    params: { phrases: range, country_id: 1 },
    sheetName,
    mode: 'replace',
  });
}

/** The simulator follows the emulated clock, so moving the emulator's moves both. */
function advance(ms: number): void {
  emu.clock.advance(ms);
}

describe('reports in the emulator', () => {
  it('a 20,000-row positions report survives a kill between write and checkpoint, losing and duplicating nothing', () => {
    const started = call<JobView>('reportsStart', {
      reportId: 'positions',
      params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 20_000 },
      sheetName: 'Positions',
      mode: 'replace',
    });
    expect(sheetTriggers()).toBe(1);
    let killed = false;
    const done = drive(started, (view, step) => {
      if (step !== 1 || killed) return;
      // Replay a kill: keep the sheets of the next chunk but the properties (checkpoint) from before it.
      const before = emu.snapshot();
      const next = call<JobView>('reportsStep', view.id);
      expect(next.rows).toBeGreaterThan(view.rows);
      emu.restore({ ...emu.snapshot(), properties: before.properties });
      killed = true;
    });
    expect(killed).toBe(true);
    expect(done.state).toBe('done');
    expect(done.rows).toBe(20_000);
    expect(done.units).toBe(1);
    const header = headerOf('Positions');
    const ids = column('Positions', header.indexOf('Keyword ID') + 1);
    expect(ids).toHaveLength(20_000);
    expect(new Set(ids).size).toBe(20_000);
    expect(emu.spreadsheet.sheetNames().some((name) => name.startsWith('SEO run '))).toBe(false);
    const a1 = emu.spreadsheet.getCell('Positions', 'A1');
    expect(a1.fontWeight).toBe('bold');
    expect(a1.note).toContain('20,000 rows');
    expect(emu.spreadsheet.sheet('Positions').frozenRows).toBe(1);
    expect(emu.spreadsheet.sheet('Positions').filter).toBeDefined();
  });

  it('keyword statistics for 20,000 phrases: 40 runs, one row per phrase in input order', () => {
    const phrases = Array.from({ length: 20_000 }, (_, i) => [`fraza testowa ${i + 1}`]);
    emu.spreadsheet.setValues('Sheet1', 'A1:A20000', phrases);
    const before = emu.requests.length;
    const done = drive(startStats("'Sheet1'!A1:A20000", 'Stats'));
    expect(done).toMatchObject({ state: 'done', message: null, units: 40 });
    const creates = emu.requests.slice(before).filter((r) => r.url.includes('/tools/statistics/create'));
    expect(creates).toHaveLength(40);
    const header = headerOf('Stats');
    expect(header.slice(0, 2)).toEqual(['Phrase', 'Keyword']);
    expect(column('Stats', 1)).toEqual(phrases.map(([p]) => p));
  });

  it('pauses on exhausted quota with the reset time and the trigger finishes the run after the reset', async () => {
    await world.sim.control('/__sim/usage', {
      email: 'demo@example.com',
      key: 'tools_daily_limit',
      used: 3000,
    });
    emu.spreadsheet.setValues('Sheet1', 'C1:C3', [['rower'], ['kask'], ['rower']]);
    const paused = drive(startStats("'Sheet1'!C1:C3", 'Quota'));
    expect(paused.state).toBe('paused: quota');
    // The run says when it goes on (the reset, in the spreadsheet's zone), not a count of days that goes stale.
    const next =
      /^The Tools \(shared\) quota is used up\. The run continues when it resets\. Next automatic try: (.+) UTC\+1\.$/.exec(
        paused.message ?? '',
      );
    const resetAt = Date.parse(`${next?.[1]} GMT+0100`);
    expect(resetAt).toBeGreaterThan(emu.clock.now() + 24 * HOUR);
    // A minute more is surely past the reset.
    const hours = Math.ceil((resetAt - emu.clock.now() + 60_000) / HOUR);
    expect(sheetTriggers()).toBe(1);
    // Hourly runs before the reset leave it paused.
    advance(HOUR + 60_000);
    emu.fireDueTriggers();
    expect(call<JobView[]>('reportsJobs').find((j) => j.id === paused.id)?.state).toBe('paused: quota');
    advance(hours * HOUR);
    emu.fireDueTriggers();
    const after = call<JobView[]>('reportsJobs').find((j) => j.id === paused.id);
    expect(after).toMatchObject({ state: 'done', message: null });
    expect(column('Quota', 1)).toEqual(['rower', 'kask', 'rower']);
  });

  it('schedules: one trigger whatever is clicked, history appends one snapshot per run, last delete removes it', () => {
    for (const job of call<JobView[]>('reportsJobs')) call('reportsCancel', job.id);
    const request = {
      reportId: 'domain_statistics',
      params: { domain: 'sklep-rowerowy.pl', fetch_mode: 'topLevelDomain', country_id: 1 },
      sheetName: 'Visibility log',
      mode: 'history',
    };
    const hour = hourIn(3);
    let schedules = call<ScheduleView[]>('reportsSaveSchedule', {
      target: { kind: 'report', request },
      cadence: { every: 'day', hour },
    });
    schedules = call<ScheduleView[]>('reportsSaveSchedule', {
      target: { kind: 'stamp' },
      cadence: { every: 'day', hour },
    });
    call('reportsSaveSchedule', { ...schedules[0], id: schedules[0].id });
    expect(sheetTriggers()).toBe(1);
    const firstDue = schedules[0].nextRunAt;
    const runs: number[] = [];
    for (let h = 0; h < 3 * 24; h++) {
      const sent = hourPasses();
      expect(sheetTriggers()).toBeLessThanOrEqual(1);
      // The report's run asks the service; an hour that asked nothing ran no report.
      if (!sent.some((r) => r.url.includes('/api/visibility_analysis/'))) continue;
      const last = call<ScheduleView[]>('reportsSchedules')[0].lastResult;
      if (last && !runs.includes(last.at)) runs.push(last.at);
    }
    expect(runs).toHaveLength(3);
    expect(runs[0]).toBeGreaterThanOrEqual(firstDue);
    expect(runs[0] - firstDue).toBeLessThan(HOUR + 60_000);
    expect(column('Visibility log', 1)).toHaveLength(3);
    expect(headerOf('Visibility log')[0]).toBe('Snapshot');
    expect(emu.spreadsheet.namedRangeList().map((r) => r.name)).toContain('SEO_REFRESH');
    const view = call<ScheduleView[]>('reportsSchedules')[0];
    expect(view.lastResult).toMatchObject({ ok: true, rows: 1 });
    // The last run has its date, and both times name their zone: the spreadsheet's (Warsaw), which the
    // reader's own clock need not be in.
    expect(view.lastRunText).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M UTC\+[12]$/);
    expect(view.nextRunText).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M UTC\+[12]$/);
    // The card names what the report is about, not only which report it is.
    expect(view.title).toBe('Domain statistics of sklep-rowerowy.pl → Visibility log');
    for (const schedule of call<ScheduleView[]>('reportsSchedules'))
      call('reportsDeleteSchedule', schedule.id);
    expect(sheetTriggers()).toBe(0);
  });

  it('refuses a filter it cannot read and a domain that is not one before a run starts, sending nothing', () => {
    const jobs = call<JobView[]>('reportsJobs').length;
    emu.requests.length = 0;
    const start = (params: Record<string, unknown>) => () =>
      call('reportsStart', {
        reportId: 'positions',
        params: { fetch_mode: 'topLevelDomain', country_id: 1, limit: 100, ...params },
        sheetName: 'Refused',
        mode: 'replace',
      });
    expect(start({ domain: 'example.pl', filter: 'searches>abc' })).toThrow(
      /Filter \(optional\): cannot read "searches>abc": after ">" a number is needed, not "abc"/,
    );
    expect(start({ domain: 'exmaple,pl' })).toThrow(/Domain: "exmaple,pl" is not a domain: a comma/);
    expect(() =>
      call('reportsEstimate', 'positions', { domain: 'example.pl', filter: 'position<=3 or a=1' }),
    ).toThrow(/"or" is not supported/);
    expect(call<JobView[]>('reportsJobs')).toHaveLength(jobs);
    expect(emu.requests.filter((r) => !/getLimits/.test(r.url))).toEqual([]);
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'positions',
        params: {
          domain: 'sklep-rowerowy.pl',
          fetch_mode: 'topLevelDomain',
          country_id: 1,
          limit: 50,
          filter: 'position<=3',
        },
        sheetName: 'Filtered',
        mode: 'replace',
      }),
    );
    expect(done.state).toBe('done');
    expect(done.rows).toBeGreaterThan(0);
  });

  it('keeps only the rows a filter allows when the service ignored it (#43 fact 5)', () => {
    // A domain outside the simulator's samples answers as the live service did in July 2026: `filtering`
    // and order ignored, a page cut to 100 rows.
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'positions',
        params: {
          domain: 'nowy-sklep.pl',
          fetch_mode: 'topLevelDomain',
          country_id: 1,
          limit: 30,
          filter: 'position<=3',
        },
        sheetName: 'Filter ignored',
        mode: 'replace',
      }),
    );
    expect(done.state).toBe('done');
    const positions = column('Filter ignored', headerOf('Filter ignored').indexOf('Position') + 1);
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.filter((p) => !(Number(p) <= 3))).toEqual([]);
  });

  it('draws a line chart next to a visibility history', () => {
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'visibility_history',
        params: {
          domain: 'kuchnia-domowa.pl',
          fetch_mode: 'topLevelDomain',
          country_id: 1,
          date_interval: 'weekly',
        },
        sheetName: 'History',
        mode: 'replace',
      }),
    );
    expect(done.state).toBe('done');
    const [chart] = emu.spreadsheet.charts('History');
    expect(chart.type.toLowerCase()).toContain('line');
    expect(chart.options.title).toBe('Visibility');
    expect(chart.ranges).toHaveLength(2);
  });

  it("heads report columns with the formulas' human names, keeps each API path as the header note, and formats by kind", () => {
    const run = (reportId: string, params: Record<string, unknown>) =>
      drive(
        call<JobView>('reportsStart', {
          reportId,
          params,
          sheetName: `Readable ${reportId}`,
          mode: 'replace',
        }),
      );
    const domain = { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1 };
    expect(run('positions', { ...domain, limit: 5 }).state).toBe('done');
    expect(run('characteristics', { ...domain, limit: 20 }).state).toBe('done');
    expect(run('keywords', { keyword: 'buty', mode: 'keyword', country_id: 1, limit: 5 }).state).toBe('done');
    expect(run('domain_statistics', domain).state).toBe('done');
    const cellOf = (sheet: string, label: string, row: number) => {
      const index = headerOf(sheet).indexOf(label);
      expect(index).toBeGreaterThanOrEqual(0);
      return (
        emu.spreadsheet.sheet(sheet).cell(row, index + 1) ?? {
          value: '',
          note: undefined,
          numberFormat: undefined,
        }
      );
    };
    const positions = 'Readable positions';
    expect(headerOf(positions).slice(0, 6)).toEqual([
      'Keyword ID',
      'Keyword',
      'Position',
      'Position (previous)',
      'Position change',
      'URL',
    ]);
    expect(cellOf(positions, 'Position', 1).note).toBe('Column: statistics.position.current');
    expect(cellOf(positions, 'Keyword ID', 1).note).toMatch(
      /^SEO Sheets report: Positions\n[\s\S]*\nColumn: keyword_id$/,
    );
    const id = cellOf(positions, 'Keyword ID', 2);
    expect(id.numberFormat).toBe('0');
    expect(emu.spreadsheet.getDisplay(positions, 'A2')).toBe(String(id.value));
    expect(cellOf(positions, 'CPC', 2).numberFormat).toBe('#,##0.00');
    expect(cellOf('Readable characteristics', 'Phrases', 2).numberFormat).toBe('#,##0');
    const stats = 'Readable domain_statistics';
    expect(headerOf(stats)).toEqual(
      expect.arrayContaining(['Visibility', 'TOP3', 'Domain rank', 'Ads equivalent']),
    );
    expect(cellOf(stats, 'Ads equivalent', 2).numberFormat).toBe('#,##0.00');
    // Trend columns by month: in November 2026 the first is Oct 2026.
    const now = new Date(emu.clock.now());
    const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
    const month = new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric' }).format(last);
    expect(headerOf('Readable keywords')).toContain(month);
    expect(headerOf('Readable keywords').some((label) => label.startsWith('trend'))).toBe(false);
    for (const sheet of [positions, stats, 'Readable keywords', 'Readable characteristics'])
      expect(headerOf(sheet).filter((label) => !isVocabularyLabel(label))).toEqual([]);
  });

  it('a SERP report waits through its task with no columns yet, and a run that finds nothing says so', () => {
    const serpRun = drive(
      call<JobView>('reportsStart', {
        reportId: 'serp_report',
        params: { keyword: 'namiot dwuosobowy', report: 'urls', country_id: 1, limit: 10 },
        sheetName: 'SERP namiot',
        mode: 'replace',
      }),
      () => advance(60_000),
    );
    expect(serpRun.state).toBe('done');
    expect(headerOf('SERP namiot').slice(0, 2)).toEqual(['Position', 'URL']);
    const nothing = drive(
      call<JobView>('reportsStart', {
        reportId: 'keyword_history',
        params: {
          domain: 'example.pl',
          keyword: 'fraza której nie ma',
          fetch_mode: 'topLevelDomain',
          country_id: 1,
        },
        sheetName: 'Nothing',
        mode: 'replace',
      }),
    );
    expect(nothing.state).toBe('done');
    expect(emu.spreadsheet.getValues('Nothing', 'A1:A2')).toEqual([
      ['Status'],
      ['No data: the service has no rows for these parameters.'],
    ]);
  });

  it('names the markets by database, never "Polska" twice, in the pickers and the report note', () => {
    const { list } = call<{ list: { id: number; name: string }[] }>('sidebarCountries');
    const names = list.map((market) => market.name);
    expect(names).toEqual(expect.arrayContaining(['Poland (database 1.0)', 'Poland (database 2.0)']));
    expect(new Set(names).size).toBe(names.length);
    expect(names.some((name) => name.startsWith('Polska'))).toBe(false);
    const note = emu.spreadsheet.getCell('Readable positions', 'A1').note ?? '';
    expect(note).toContain('Market: Poland (database 1.0)');
    // When it ran, in the spreadsheet's zone and saying so: collaborators read the note from anywhere.
    expect(note).toMatch(/\nRun [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M UTC\+[12] · /);
    const run = call<JobView[]>('reportsJobs').find((job) => job.sheetName === 'Readable positions');
    expect(run?.startedText).toMatch(/ UTC\+[12]$/);
  });

  it('a scheduled report keeps its sheet when the document’s language changes, and rewrites its words', () => {
    const sheetName = 'Language log';
    const request = {
      reportId: 'visibility_history',
      params: {
        domain: 'kuchnia-domowa.pl',
        fetch_mode: 'topLevelDomain',
        country_id: 1,
        date_interval: 'weekly',
      },
      sheetName,
      mode: 'replace',
    };
    const hour = hourIn(2);
    const [schedule] = call<ScheduleView[]>('reportsSaveSchedule', {
      target: { kind: 'report', request },
      cadence: { every: 'day', hour },
    });
    const runUntil = (runs: number) => {
      for (
        let h = 0;
        h < 26 &&
        call<JobView[]>('reportsJobs').filter((j) => j.sheetName === sheetName && j.state === 'done').length <
          runs;
        h++
      ) {
        advance(HOUR);
        emu.fireDueTriggers();
      }
    };
    runUntil(1);
    expect(headerOf(sheetName).slice(0, 2)).toEqual(['Date', 'Visibility']);
    expect(emu.spreadsheet.charts(sheetName).map((chart) => chart.options.title)).toEqual(['Visibility']);
    const sheets = emu.spreadsheet.sheetNames().length;

    emu.spreadsheet.locale = 'pl_PL';
    runUntil(2);
    // The same sheet, found by the name it was created with: nothing lost, nothing doubled.
    expect(emu.spreadsheet.sheetNames().length).toBe(sheets);
    expect(headerOf(sheetName).slice(0, 2)).toEqual(['Data', 'Widoczność']);
    expect(emu.spreadsheet.charts(sheetName).map((chart) => chart.options.title)).toEqual(['Widoczność']);
    const note = emu.spreadsheet.getCell(sheetName, 'A1').note ?? '';
    expect(note).toMatch(/^Raport SEO Sheets: Historia widoczności\nDomena: kuchnia-domowa.pl · /);
    expect(note).toContain('Kolumna: date');
    expect(column(sheetName, 1).length).toBeGreaterThan(1);
    // A new report's sheet is named in the document's language; the launcher speaks the user's.
    const defaults = call<LaunchDefaults>('reportsDefaults', 'visibility_history');
    expect(defaults.sheetName).toBe('Historia widoczności');
    const catalog = call<{ id: string; title: string; params: { label: string }[] }[]>('reportsCatalog');
    expect(catalog.find((report) => report.id === 'visibility_history')?.title).toBe('Visibility history');
    expect(call<JobView[]>('reportsJobs').find((job) => job.sheetName === sheetName)?.title).toBe(
      'Visibility history',
    );
    call('reportsDeleteSchedule', schedule.id);
    emu.spreadsheet.locale = 'en_US';
  });

  it('draws a column chart of the position distribution: phrases at each position 1…50', () => {
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'position_distribution',
        params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1 },
        sheetName: 'Distribution',
        mode: 'replace',
      }),
    );
    expect(done.state).toBe('done');
    expect(headerOf('Distribution')).toEqual(['Position', 'Phrases']);
    expect(column('Distribution', 1)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const [chart] = emu.spreadsheet.charts('Distribution');
    expect(chart.type.toLowerCase()).toContain('column');
  });

  it('the characteristics report takes the characteristic; the history one its segment and says when points came otherwise spaced', () => {
    const domain = { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1 };
    const difficulty = drive(
      call<JobView>('reportsStart', {
        reportId: 'characteristics',
        params: { ...domain, characteristics: 'difficulty', limit: 100 },
        sheetName: 'By difficulty',
        mode: 'replace',
      }),
    );
    expect(difficulty.state).toBe('done');
    expect(headerOf('By difficulty').slice(0, 2)).toEqual(['Difficulty', 'Phrases']);
    expect(column('By difficulty', 1).slice(0, 2)).toEqual(['1-10', '11-20']);
    const history = drive(
      call<JobView>('reportsStart', {
        reportId: 'visibility_history',
        params: { ...domain, date_interval: 'monthly', segment: 'non_brand' },
        sheetName: 'Non-brand history',
        mode: 'replace',
      }),
    );
    expect(history.state).toBe('done');
    expect(headerOf('Non-brand history')).toEqual([
      'Date',
      'Visibility',
      'TOP3',
      'TOP10',
      'TOP50',
      'Phrases per URL (TOP10)',
      'Phrases per URL (TOP50)',
      'Unique URLs in TOP10',
      'Unique URLs in TOP50',
      'Ads equivalent',
      'Domain rank',
    ]);
    expect(emu.spreadsheet.sheet('Non-brand history').cell(1, 1)?.note).toMatch(/Segment: Non-brand phrases/);
  });

  it('a re-run replaces the table in place, clears stale rows and keeps the user column to its right; a repeat is estimated free', () => {
    const competitors = { domain: 'sklep-rowerowy.pl', fetch_mode: 'topLevelDomain', country_id: 1 };
    const run = (limit: number) =>
      drive(
        call<JobView>('reportsStart', {
          reportId: 'competitors',
          params: { ...competitors, limit },
          sheetName: 'Competitors',
          mode: 'replace',
        }),
      );
    expect(run(5).rows).toBe(5);
    const width = headerOf('Competitors').length;
    const notes = emu.spreadsheet.sheet('Competitors');
    notes.write(1, width + 1, 'my notes');
    notes.write(2, width + 1, 'call them');
    expect(run(3).rows).toBe(3);
    expect(headerOf('Competitors')).toHaveLength(width + 1);
    expect(notes.valueAt(1, width + 1)).toBe('my notes');
    expect(notes.valueAt(2, width + 1)).toBe('call them');
    expect(column('Competitors', 1).filter((v) => v !== '')).toHaveLength(3);
    expect(notes.extent().rows).toBe(4);
    expect(call<Estimate>('reportsEstimate', 'competitors', { ...competitors, limit: 3 })).toMatchObject({
      units: 0,
      reason: expect.stringMatching(
        /^Estimated: the same domain, mode and market were charged \d+ (min|h) ago, and the service charges them once in 24 h, whichever report or formula asks\.$/,
      ),
    });
    expect(
      call<Estimate>('reportsEstimate', 'competitors', { ...competitors, country_id: 200 }),
    ).toMatchObject({
      units: 1,
      reason:
        'Estimated one unit, unless the same domain, mode and market were charged in the last 24 h (by any report or formula: a repeat is free).',
    });
  });

  it('the launcher proposes the domain of the selected cell, and nothing for other text', () => {
    emu.spreadsheet.setValues('Sheet1', 'E2:E3', [
      ['https://www.sklep-rowerowy.pl/rowery'],
      ['rower gravel'],
    ]);
    emu.spreadsheet.activeSheet = 'Sheet1';
    emu.spreadsheet.activeRange = 'E2:E3';
    expect(call<LaunchDefaults>('reportsDefaults', 'positions')).toEqual({
      params: {
        domain: 'https://www.sklep-rowerowy.pl/rowery',
        fetch_mode: 'topLevelDomain',
        country_id: 1,
        limit: 1000,
        filter: null,
      },
      sheetName: 'Positions – https://www.sklep-rowerowy.pl/rowery',
      title: 'Positions',
    });
    emu.spreadsheet.activeRange = 'E3';
    expect(call<LaunchDefaults>('reportsDefaults', 'positions')).toMatchObject({
      params: { domain: '' },
      sheetName: 'Positions',
    });
  });
});
