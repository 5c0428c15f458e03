/**
 * The warehouse over days, through the built bundle in the emulator against the BigQuery simulator: turning
 * it on asks for BigQuery there and then, and Check says what is wrong; a user who withheld BigQuery still
 * gets the sheet, the export skipped with a note; a re-run the same day leaves the same rows, the next day
 * adds a partition and a column a later version adds joins the table; 90 days of rank-tracker positions are
 * priced, then written exactly once by the hourly trigger through a killed run; reports "From the warehouse"
 * read it back; the Search Console view joins its clicks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashId } from '../../src/shared/hash';
import type { JobView, ScheduleView } from '../../src/registry/launcher';
import type { WarehouseStatus } from '../../src/registry/warehouse';
import { Wire } from '../bigquery/wire';
import { reportsIn } from '../reports/emulated';
import { uniqueProject } from '../support/bigquery';
import { startWorld, type World } from '../support/world';

const BIGQUERY = 'https://www.googleapis.com/auth/bigquery';
const EDITOR = 'editor@example.com';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const manifest = JSON.parse(readFileSync(join(__dirname, '../../build/appsscript.json'), 'utf8'));

let world: World;
let wire: Wire;
const project = uniqueProject('history');
const { call, drive } = reportsIn(() => world.emu);
const bq = () => world.bq as NonNullable<World['bq']>;

/** Every row of a query, each cell's value as BigQuery's string. */
async function rows(sql: string): Promise<unknown[][]> {
  const first = await wire.query(
    sql,
    {},
    { location: 'EU', defaultDataset: { projectId: project, datasetId: 'seo_sheets' } },
  );
  expect(first.status).toBe(200);
  return wire.allRows(first, (pageToken) =>
    wire.call('GET', `/queries/${first.body.jobReference.jobId}?location=EU&pageToken=${pageToken}`),
  );
}

/** The day `at` falls on in the spreadsheet's zone. */
const dayOf = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(at);

/** A report's table, as the warehouse names it: its kind, then its document and sheet. */
const tableOf = (kind: string, sheet: string) =>
  `${kind}__${hashId(`${world.emu.spreadsheet.id}\n${sheet}`)}`;

const positions = (sheetName: string, limit = 300) => ({
  reportId: 'positions',
  params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit },
  sheetName,
  mode: 'replace',
  warehouse: true,
});

beforeAll(async () => {
  world = await startWorld({
    bigQueryProject: project,
    // Since 2025 users grant scopes one by one: nobody has granted BigQuery yet.
    emulator: { grantedScopes: manifest.oauthScopes.filter((scope: string) => scope !== BIGQUERY) },
  });
  wire = new Wire(bq().url, project);
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  world.emu.callServer('signIn', ['demo@example.com', 'demo'], { user: EDITOR });
});
afterAll(() => world?.stop());

describe('turning the warehouse on', () => {
  it('asks for BigQuery there and then; who withheld it is told what to do, and the next Turn on works', () => {
    expect(() => call('warehouseSave', { projectId: project })).toThrow('Authorization is required');
    expect(world.emu.consentRequests.at(-1)?.scopes).toEqual([BIGQUERY]);
    const waiting = call<WarehouseStatus>('warehouseStatus');
    expect(waiting.consent).toBe(false);
    expect(waiting.settings?.projectId).toBe(project);
    expect(waiting.message).toBe(
      'SEO Sheets may not use BigQuery for you yet: allow it in the window Google opens, then press Turn on and check again.',
    );
    world.emu.grantScopes([BIGQUERY], { user: 'owner@example.com' });
    const on = call<WarehouseStatus>('warehouseSave', { projectId: project, location: 'eu' });
    expect(on.consent).toBe(true);
    expect(on.check?.ok).toBe(true);
    expect(on.check?.findings).toEqual([
      'Dataset seo_sheets made in EU.',
      `Ready: report history goes to ${project}.seo_sheets (EU).`,
    ]);
  });

  it('Check says in words what is wrong: the API off, a permission missing, a project without billing', async () => {
    const other = uniqueProject('check');
    const check = () => call<WarehouseStatus>('warehouseSave', { projectId: other }).check;
    await bq().control.project({ projectId: other, apiEnabled: false });
    expect(check()).toMatchObject({
      ok: false,
      findings: [
        `The BigQuery API is not enabled in project ${other}: enable it in the Google Cloud console, then press Turn on and check again.`,
      ],
      enableUrl: `https://console.cloud.google.com/apis/library/bigquery.googleapis.com?project=${other}`,
    });
    await bq().control.project({ projectId: other, apiEnabled: true, denied: ['bigquery.jobs.create'] });
    expect(check()?.findings.at(-1)).toMatch(
      new RegExp(
        `^You may not run jobs in project ${other}: ask its owner for the BigQuery Job User role\\. BigQuery said: Access Denied`,
      ),
    );
    await bq().control.project({ projectId: other, denied: ['bigquery.tables.create'] });
    expect(check()?.findings.at(-1)).toMatch(/^You may not create tables in dataset seo_sheets of project/);
    await bq().control.project({ projectId: other, denied: [], billing: false });
    await bq().control.reset(other);
    await bq().control.project({ projectId: other, billing: false });
    const sandbox = check();
    expect(sandbox).toMatchObject({ ok: true, sandbox: true });
    expect(sandbox?.findings[1]).toMatch(/^Project .* has no billing: it is the BigQuery sandbox\./);
    expect(() => call('warehouseSave', { projectId: 'My Project' })).toThrow(
      '“My Project” is not a Google Cloud project id',
    );
    call('warehouseSave', { projectId: project });
  });
});

describe('a user who has not allowed BigQuery', () => {
  it('gets the sheet filled and the export skipped, said in its note and on its card', () => {
    // The editor's sidebar drives the run, as the editor.
    let done = world.emu.callServer('reportsStart', [positions('Editor’s positions', 100)], {
      user: EDITOR,
    }) as JobView;
    while (done.state === 'running')
      done = world.emu.callServer('reportsStep', [done.id], { user: EDITOR }) as JobView;
    expect(done.state).toBe('done');
    expect(world.emu.spreadsheet.sheet('Editor’s positions').extent().rows).toBe(101);
    const skipped =
      'Not sent to the warehouse: the Google account this ran as has not allowed SEO Sheets to use BigQuery. Open Settings › Warehouse and press Turn on and check to allow it.';
    expect(done.handedOnText).toBe(skipped);
    expect(world.emu.spreadsheet.getCell('Editor’s positions', 'A1').note).toContain(skipped);
  });

  it('whose trigger carries a schedule: the run says so on the schedule’s card', () => {
    const hour = (new Date(world.emu.clock.now()).getUTCHours() + 3) % 24;
    world.emu.callServer(
      'reportsSaveSchedule',
      [
        {
          target: { kind: 'report', request: positions('Editor’s schedule', 100) },
          cadence: { every: 'day', hour },
        },
      ],
      { user: EDITOR },
    );
    for (let i = 0; i < 26; i++) {
      world.emu.clock.advance(HOUR);
      world.emu.fireDueTriggers();
      const [schedule] = world.emu.callServer('reportsSchedules', [], { user: EDITOR }) as ScheduleView[];
      if (schedule.lastResult) break;
    }
    const [schedule] = world.emu.callServer('reportsSchedules', [], { user: EDITOR }) as ScheduleView[];
    expect(schedule.lastResult?.ok).toBe(true);
    expect(schedule.handedOnText).toMatch(
      /^Not sent to the warehouse: the Google account this ran as has not allowed/,
    );
    world.emu.callServer('reportsDeleteSchedule', [schedule.id], { user: EDITOR });
  });
});

describe('a report kept day by day', () => {
  const SHEET = 'Positions kept';
  let first: string;
  /** A phrase scripted to climb the next day, and its position the first day. */
  let moved: unknown;
  let was: unknown;

  it('a column a later version adds joins the table, the rows before it NULL there', async () => {
    // A table an earlier version made: without the intent and SERP features columns.
    const table = tableOf('positions', SHEET);
    const older = await wire.load(
      `older-${Date.now()}`,
      {
        destinationTable: { datasetId: 'seo_sheets', tableId: `${table}$20260101` },
        writeDisposition: 'WRITE_TRUNCATE',
        schema: {
          fields: [
            'data_date:DATE',
            'report_id:STRING',
            'domain:STRING',
            'keyword:STRING',
            'position:INT64',
          ].map((f) => {
            const [name, type] = f.split(':');
            return { name, type };
          }),
        },
        timePartitioning: { type: 'DAY', field: 'data_date' },
      },
      [{ data_date: '2026-01-01', report_id: 'older', domain: 'example.pl', keyword: 'buty', position: 7 }],
    );
    expect(older.status).toBe(200);
    first = dayOf(world.emu.clock.now());
    expect(drive(call<JobView>('reportsStart', positions(SHEET))).state).toBe('done');
    expect(
      await rows(`SELECT COUNT(*), COUNTIF(intent IS NULL) FROM ${table} WHERE data_date = '${first}'`),
    ).toEqual([['300', '0']]);
    expect(
      await rows(`SELECT keyword, intent, serp_features FROM ${table} WHERE data_date = '2026-01-01'`),
    ).toEqual([['buty', null, []]]);
  });

  it('a re-run the same day leaves the same rows; runs has both runs', async () => {
    const table = tableOf('positions', SHEET);
    const before = await rows(
      `SELECT keyword_id, position FROM ${table} WHERE data_date = '${first}' ORDER BY keyword_id`,
    );
    expect(drive(call<JobView>('reportsStart', positions(SHEET))).state).toBe('done');
    expect(
      await rows(
        `SELECT keyword_id, position FROM ${table} WHERE data_date = '${first}' ORDER BY keyword_id`,
      ),
    ).toEqual(before);
    expect(
      await rows(
        `SELECT COUNT(*) FROM runs WHERE report_id LIKE '%-${hashId(`${world.emu.spreadsheet.id}\n${SHEET}`)}'`,
      ),
    ).toEqual([['2']]);
  });

  it('the next day adds a partition', async () => {
    // The next day a phrase climbs to 2nd place, for the changes read back below.
    [[moved, was]] = await rows(
      `SELECT keyword, position FROM ${tableOf('positions', SHEET)} WHERE data_date = '${first}' ORDER BY position DESC, keyword LIMIT 1`,
    );
    const tomorrow = new Date(world.emu.clock.now() + DAY).toISOString().slice(0, 10);
    await world.sim.control('/__sim/script', {
      domain: 'example.pl',
      keyword: moved,
      from: tomorrow,
      position: 2,
    });
    world.emu.clock.advance(DAY);
    expect(drive(call<JobView>('reportsStart', positions(SHEET))).state).toBe('done');
    const table = (await bq().control.catalog(project))[0].datasets[0].tables.find(
      (t) => t.tableId === tableOf('positions', SHEET),
    );
    expect(table?.partitions).toEqual([
      { id: dayOf(world.emu.clock.now()).replace(/-/g, ''), rows: 300 },
      { id: first.replace(/-/g, ''), rows: 300 },
      { id: '20260101', rows: 1 },
    ]);
  });

  it('is read back by a report "From the warehouse": a column a domain, a row a day, with a chart', () => {
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'warehouse_positions',
        params: { domains: 'example.pl', metric: 'top10', date_min: first },
        sheetName: 'TOP10 from the warehouse',
        mode: 'replace',
      }),
    );
    expect(done).toMatchObject({ state: 'done', rows: 2 });
    const sheet = world.emu.spreadsheet.sheet('TOP10 from the warehouse');
    expect(sheet.valueAt(1, 1)).toBe('Date');
    expect(sheet.valueAt(1, 2)).toBe('example.pl TOP10');
    expect(typeof sheet.valueAt(2, 2)).toBe('number');
    expect(world.emu.spreadsheet.charts('TOP10 from the warehouse')).toHaveLength(1);
  });

  it('and the visibility of the domain statistics kept there, day by day', () => {
    const statistics = drive(
      call<JobView>('reportsStart', {
        reportId: 'domain_statistics',
        params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1 },
        sheetName: 'Statistics kept',
        mode: 'replace',
        warehouse: true,
      }),
    );
    expect(statistics.handedOnText).toMatch(
      /^In the warehouse: .*\.domain_statistics, \d{4}-\d{2}-\d{2}, rows: 1\.$/,
    );
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'warehouse_visibility',
        params: { domains: 'example.pl, rywal.pl' },
        sheetName: 'Visibility from the warehouse',
        mode: 'replace',
      }),
    );
    expect(done).toMatchObject({ state: 'done', rows: 1 });
    const sheet = world.emu.spreadsheet.sheet('Visibility from the warehouse');
    expect([sheet.valueAt(1, 2), sheet.valueAt(1, 3)]).toEqual([
      'example.pl Visibility',
      'rywal.pl Visibility',
    ]);
    expect(typeof sheet.valueAt(2, 2)).toBe('number');
    expect(sheet.valueAt(2, 3)).toBe('');
  });

  it('and what moved between the last two runs, through the reader of a report’s previous run', () => {
    const done = drive(
      call<JobView>('reportsStart', {
        reportId: 'warehouse_changes',
        params: { sheet: SHEET, limit: 1000 },
        sheetName: 'Changes',
        mode: 'replace',
      }),
    );
    expect(done.state).toBe('done');
    const sheet = world.emu.spreadsheet.sheet('Changes');
    expect([sheet.valueAt(1, 1), sheet.valueAt(1, 3), sheet.valueAt(1, 4), sheet.valueAt(1, 5)]).toEqual([
      'Keyword',
      'Position',
      'Position (previous)',
      'Position change',
    ]);
    // The largest move first: the scripted phrase, from its first day's place to 2nd.
    expect([sheet.valueAt(2, 1), sheet.valueAt(2, 3), sheet.valueAt(2, 4), sheet.valueAt(2, 5)]).toEqual([
      moved,
      2,
      Number(was),
      Number(was) - 2,
    ]);
  });

  it('the Search Console view joins clicks and impressions by day, URL and query', async () => {
    const [[keyword, url]] = await rows(
      `SELECT keyword, url FROM ${tableOf('positions', SHEET)} WHERE data_date = '${first}' AND url IS NOT NULL LIMIT 1`,
    );
    const console = new Wire(bq().url, project);
    expect((await console.dataset('searchconsole', 'EU')).status).toBe(200);
    const loaded = await console.load(
      `sc-${Date.now()}`,
      {
        destinationTable: { datasetId: 'searchconsole', tableId: 'searchdata_url_impression' },
        schema: {
          fields: [
            'data_date:DATE',
            'url:STRING',
            'query:STRING',
            'clicks:INT64',
            'impressions:INT64',
            'sum_position:INT64',
          ].map((f) => {
            const [name, type] = f.split(':');
            return { name, type };
          }),
        },
      },
      // Position 0-based in Search Console: 250 over 100 impressions is 3.5 from 1.
      [{ data_date: first, url, query: keyword, clicks: 5, impressions: 100, sum_position: 250 }],
    );
    expect(loaded.status).toBe(200);
    const on = call<WarehouseStatus>('warehouseSave', {
      projectId: project,
      searchConsole: `${project}.searchconsole`,
    });
    expect(on.check?.findings).toContain(
      `Search Console export ${project}.searchconsole found: the view search_console_positions joins it with positions once a positions report is in the warehouse.`,
    );
    expect(
      await rows(
        `SELECT query, clicks, impressions, search_console_position FROM search_console_positions WHERE clicks IS NOT NULL`,
      ),
    ).toEqual([[keyword, '5', '100', '3.5']]);
  });

  it('the status lists the kinds with their reports and rows, and the last export', () => {
    const status = call<WarehouseStatus>('warehouseStatus');
    expect(status.tables?.find((t) => t.name === 'positions')).toEqual({
      name: 'positions',
      reports: 1,
      rows: 601,
    });
    expect(status.lastExport).toMatchObject({ sheet: 'Statistics kept', rows: 1, jobs: 1 });
  });
});

describe('the sheet stays light', () => {
  const history = (sheetName: string, keepInSheet: boolean) => ({
    ...positions(sheetName, 50),
    mode: 'history',
    ...(keepInSheet && { keepInSheet }),
  });
  const rowsIn = (sheet: string) => world.emu.spreadsheet.sheet(sheet).extent().rows - 1;

  it('a history the warehouse keeps leaves the latest snapshot alone in the sheet, or both when asked', () => {
    // A block a day: three days' runs.
    for (let run = 0; run < 3; run++) {
      expect(drive(call<JobView>('reportsStart', history('Light history', false))).state).toBe('done');
      expect(drive(call<JobView>('reportsStart', history('Both histories', true))).state).toBe('done');
      world.emu.clock.advance(DAY);
    }
    expect(rowsIn('Light history')).toBe(50);
    expect(rowsIn('Both histories')).toBe(150);
    expect(world.emu.spreadsheet.getCell('Light history', 'A1').note).toContain(
      'The sheet keeps the latest snapshot; the older ones are in the warehouse.',
    );
  });
});

describe('backfill', () => {
  const request = {
    reportId: 'rt_positions',
    params: { project_id: 101, date_min: null, date_max: null, group_id: null, limit: 5000 },
    sheetName: 'Monitoring',
    mode: 'replace',
    warehouse: true,
  };

  it('90 days of rank-tracker positions, priced first, then written exactly once by the hourly trigger', async () => {
    const plan = call<{ days: number; loadJobs: number; cost: { units: number; counter: string } }>(
      'warehouseBackfillEstimate',
      request,
    );
    expect(plan).toMatchObject({ days: 90, loadJobs: 92, cost: { units: 0, counter: 'none' } });
    const started = call<JobView>('warehouseBackfill', request);
    expect(started.state).toBe('running');
    // The hourly trigger carries it; its first run is killed, BigQuery keeping what it did.
    const before = world.emu.snapshot();
    world.emu.clock.advance(HOUR);
    world.emu.fireDueTriggers();
    world.emu.restore(before);
    for (let hour = 0; hour < 6; hour++) {
      world.emu.clock.advance(HOUR);
      world.emu.fireDueTriggers();
      if (call<JobView[]>('reportsJobs').find((j) => j.id === started.id)?.state === 'done') break;
    }
    const done = call<JobView[]>('reportsJobs').find((j) => j.id === started.id);
    expect(done?.state).toBe('done');
    expect(done?.handedOnText).toMatch(
      /^In the warehouse: .*\.rank_tracker_positions, \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}, rows: [\d,]+\.$/,
    );
    const table = tableOf('rank_tracker_positions', 'Monitoring');
    const days = await rows(`SELECT data_date, COUNT(*) FROM ${table} GROUP BY data_date ORDER BY data_date`);
    expect(days.length).toBeGreaterThanOrEqual(90);
    // Every keyword once a day, whatever the killed run sent.
    expect(new Set(days.map(([, count]) => count)).size).toBe(1);
    expect(await rows(`SELECT COUNT(*) FROM runs WHERE backfill`)).toEqual([['1']]);
    // No sheet was written: the backfill fills the warehouse alone.
    expect(world.emu.spreadsheet.sheetNames()).not.toContain('Monitoring');
  });
});
