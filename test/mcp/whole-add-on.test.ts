/**
 * The whole add-on for an account that bought only the tool server (tools@example.com: the demo plan,
 * SERP add-on included, 403 on every REST call): the report launcher and its cost check, schedules, the
 * task centre and Check connection work through the tool server where a tool exists, say so before
 * anything is filled in where none does, and write the same sheets as the API account (demo@example.com,
 * the same plan) in another document. Both documents run the built bundle against one simulator.
 */
import { createEmulator, type Emulator } from '../../local/gas';
import { clockLinkUrl } from '../../local/service/control-client';
import type { Estimate, JobView, ReportInfo, ScheduleView } from '../../src/registry/launcher';
import type { ConnectionReport } from '../../src/sidebar/connection-check';
import type { CostView, TaskView } from '../../src/families/serp/task-model';
import { connectThroughPopup } from '../support/tool-server';
import { startWorld, type World } from '../support/world';

const OWNER = 'owner@example.com';
const DAY = 86_400_000;

let world: World;
/** The API account's document. */
let api: Emulator;
/** The tool-server-only account's document. */
let tools: Emulator;

const call = <T>(emu: Emulator, name: string, ...args: unknown[]): T => emu.callServer(name, args) as T;

beforeAll(async () => {
  world = await startWorld({ emulator: { owner: OWNER, user: OWNER } });
  api = world.emu;
  tools = createEmulator({
    owner: OWNER,
    user: OWNER,
    scriptProperties: { API_BASE_URL: world.sim.url },
    clockLink: clockLinkUrl(world.sim.url),
  });
  call(api, 'signIn', 'demo@example.com', 'demo');
  // The API refuses this account; the tool server is its way in.
  expect(() => call(tools, 'signIn', 'tools@example.com', 'tools')).toThrow(
    /Connect through the tool server/,
  );
  await connectThroughPopup({ ...world, emu: tools }, 'tools@example.com', 'tools');
});

afterAll(async () => {
  tools?.close();
  await world?.stop();
});

/** Every cell of a sheet, row by row. */
function valuesOf(emu: Emulator, sheet: string): unknown[][] {
  const model = emu.spreadsheet.sheet(sheet);
  const { rows, columns } = model.extent();
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => model.valueAt(r + 1, c + 1)),
  );
}

function run(emu: Emulator, request: object): JobView {
  let view = call<JobView>(emu, 'reportsStart', request);
  while (view.state === 'running') view = call<JobView>(emu, 'reportsStep', view.id);
  return view;
}

const POSITIONS = {
  reportId: 'positions',
  params: { domain: 'kuchnia-domowa.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: 25 },
  sheetName: 'Positions',
  mode: 'replace',
};

describe('a tool-server-only account', () => {
  test('the launcher says which reports need the API before anything is filled in, and refuses to run them', () => {
    const catalog = call<ReportInfo[]>(tools, 'reportsCatalog');
    const offered = (id: string) => catalog.find((r) => r.id === id)?.offered;
    expect(['positions', 'keyword_statistics', 'serp_report', 'visibility_history'].map(offered)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['rt_compare_serp', 'top100_results', 'urls_crawl_results', 'ai_overviews'].map(offered)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(call<ReportInfo[]>(api, 'reportsCatalog').every((r) => r.offered)).toBe(true);
    tools.requests.length = 0;
    expect(() => call(tools, 'reportsEstimate', 'top100_results', { task_id: 5, limit: 100 })).toThrow(
      'tools@example.com is connected through the tool server, whose tools do not cover this',
    );
    expect(tools.requests.filter((r) => !r.url.endsWith('/mcp'))).toEqual([]);
  });

  test('a report from the launcher: its cost, then the same sheet as the API account’s, blank columns said why', () => {
    const estimate = call<Estimate>(tools, 'reportsEstimate', POSITIONS.reportId, POSITIONS.params);
    expect(estimate).toMatchObject({ counter: 'visibility_analysis_queries_per_day', rowLimit: 25 });
    tools.requests.length = 0;
    expect(run(tools, POSITIONS)).toMatchObject({ state: 'done', rows: 25 });
    expect(tools.requests.length).toBeGreaterThan(0);
    expect(tools.requests.filter((r) => !r.url.endsWith('/mcp'))).toEqual([]);
    expect(run(api, POSITIONS)).toMatchObject({ state: 'done', rows: 25 });
    const [fromTools, fromApi] = [valuesOf(tools, 'Positions'), valuesOf(api, 'Positions')];
    const header = fromApi[0];
    expect(fromTools[0]).toEqual(header);
    // The tool's extended records carry every figure; the phrase's id is the one thing they lack.
    const blank = ['Keyword ID'].map((label) => header.indexOf(label));
    // Equal but for the columns the tool does not give, blank over it in every row.
    expect(fromTools.map((row) => row.filter((_, c) => !blank.includes(c)))).toEqual(
      fromApi.map((row) => row.filter((_, c) => !blank.includes(c))),
    );
    for (const c of blank) {
      expect(fromTools.slice(1).every((row) => row[c] === '')).toBe(true);
      expect(tools.spreadsheet.getCell('Positions', `${String.fromCharCode(65 + c)}1`).note).toContain(
        'The tool server does not give these figures',
      );
    }
  });

  test('a schedule refreshes the sheet through the tool server after the clock moves a day', () => {
    const [schedule] = call<ScheduleView[]>(tools, 'reportsSaveSchedule', {
      target: { kind: 'report', request: POSITIONS },
      cadence: { every: 'day', hour: 6 },
    });
    const before = tools.spreadsheet.getCell('Positions', 'A1').note;
    for (let hour = 0; hour < 26; hour++) {
      tools.clock.advance(DAY / 24);
      tools.fireDueTriggers();
    }
    const [after] = call<ScheduleView[]>(tools, 'reportsSchedules');
    expect(after.lastResult).toMatchObject({ ok: true, rows: 25 });
    expect(after.nextRunAt).toBeGreaterThan(schedule.nextRunAt);
    expect(tools.spreadsheet.getCell('Positions', 'A1').note).not.toBe(before);
  });

  test('the task centre: what needs the API is said first; a SERP analysis is created, followed and inserted', async () => {
    expect(call(tools, 'taskOffers')).toEqual({ serp: true, top100_crawl: false, urls_crawl: false });
    expect(call<TaskView[]>(tools, 'taskList')).toEqual([]);
    const request = { kind: 'serp', phrase: 'kurtka zimowa', countryId: 1 };
    expect(call<CostView>(tools, 'taskEstimate', request)).toMatchObject({ units: 1, affordable: true });
    const created = call<TaskView>(tools, 'taskCreate', request);
    expect(created).toMatchObject({ kind: 'serp', ready: false });
    expect(call<TaskView[]>(tools, 'taskList').map((t) => [t.id, t.ready])).toEqual([[created.id, false]]);
    // The API account analyses the same phrase in its own document, started on the same day (a results page
    // moves from day to day, and five minutes apart may straddle midnight): the same sheet.
    const own = call<TaskView>(api, 'taskCreate', request);
    await world.sim.control('/__sim/advance', { seconds: 300 });
    expect(call<TaskView[]>(tools, 'taskList').map((t) => t.ready)).toEqual([true]);
    const inserted = call<{ sheet: string; rows: number }>(tools, 'taskInsert', 'serp', created.id);
    const theirs = call<{ sheet: string; rows: number }>(api, 'taskInsert', 'serp', own.id);
    expect(inserted.rows).toBe(theirs.rows);
    const [fromTools, fromApi] = [valuesOf(tools, inserted.sheet), valuesOf(api, theirs.sheet)];
    expect(fromTools[0]).toEqual(fromApi[0]);
    const note = fromTools[fromTools.length - 1];
    expect(String(note[0])).toMatch(/^Blank here: .*\. The tool server does not give these figures/);
    const named = /^Blank here: (.*)\. The tool server/.exec(String(note[0]))?.[1].split(', ') ?? [];
    const blank = named.map((label) => fromApi[0].indexOf(label));
    expect(blank.every((c) => c >= 0)).toBe(true);
    expect(fromTools.slice(0, -1).map((row) => row.filter((_, c) => !blank.includes(c)))).toEqual(
      fromApi.map((row) => row.filter((_, c) => !blank.includes(c))),
    );
  });

  test('Check connection checks the tool server: handshake, tool list and limits, free, with the account', () => {
    const report = call<ConnectionReport>(tools, 'sidebarCheckConnection');
    expect(report.steps.map((s) => [s.label, s.ok])).toEqual([
      ['Handshake (initialize)', true],
      ['Tools (tools/list)', true],
      ['Plan limits (get_limits)', true],
    ]);
    expect(report.steps.every((s) => s.ms >= 0)).toBe(true);
    expect(report).toMatchObject({
      account: 'tools@example.com',
      address: `${world.sim.url}/mcp`,
      addressSource: 'tools',
    });
    expect(report.tools).toHaveLength(26);
    expect(report.modules?.length).toBeGreaterThan(0);
    // The account view reads the same get_limits: each counter with its own reset, the visibility counter's
    // monthly whatever its name says (weeks away, never today).
    const { counters } = call<{ counters: { key: string; hoursToReset: number | null }[] }>(
      tools,
      'sidebarAccount',
    );
    const visibility = counters.find((c) => c.key === 'visibility_analysis_queries_per_day');
    expect(visibility?.hoursToReset).toBeGreaterThan(48);
    const overApi = call<ConnectionReport>(api, 'sidebarCheckConnection');
    expect(overApi.steps.map((s) => s.label)).toEqual([
      'Account (whoami)',
      'Plan limits (getLimits)',
      'Countries (getList)',
    ]);
    expect(overApi).toMatchObject({ account: 'demo@example.com', tools: null });
  });
});
