/**
 * The contract through the built bundle: the emulator runs build/Code.js against the fixtures served over
 * HTTP (serve.ts, in a child process), signs in with the token fixture and fills a formula's table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createEmulator, type Emulator } from '../../local/gas';
import type { SheetCell } from '../../src/shared/table';
import type { JobView } from '../../src/registry/launcher';
import { type Fixture, type Json, loadFixtures, plainTable, SIM_ACCOUNT } from './harness';

/**
 * Cases run through the bundle: one per kind of reading is enough, the rest runs at unit level; the live
 * shapes of issue #33 (AI Overviews, URL seeds in one request, a URL through the URLs tool) all of them.
 */
const BUNDLE_CASES = [
  'monitoring/getPositions',
  'users/getLimits',
  'visibility/getDomainStatistics',
  'visibility/getPositions',
  'visibility/getPositions-filterIgnored',
  'visibility/getPositionsHistoryChart',
  'keywords/getKeywords',
  'keywords/getKeywords-urls',
  'visibility/urls-getStatistics',
  'visibility/aiOverviews-getKeywords',
  'visibility/aiOverviews-getStatistics',
  'visibility/aiOverviews-getCompetitors',
];
/** Reports of issue #33 run through the bundle over the fixtures: each fills its sheet as the formula its table. */
const REPORT_CASES = [
  ['ai_overviews', 'visibility/aiOverviews-getKeywords'],
  ['ai_overviews_statistics', 'visibility/aiOverviews-getStatistics'],
  ['ai_overviews_competitors', 'visibility/aiOverviews-getCompetitors'],
] as const;

let server: ChildProcess;
let emu: Emulator;

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'serve.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.once('exit', (code) => reject(new Error(`fixture server exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /fixtures ready at (\S+)/.exec(output);
      if (ready) resolve(ready[1]);
    });
  });
  emu = createEmulator({ scriptProperties: { API_BASE_URL: url } });
  emu.callServer('signIn', [SIM_ACCOUNT.email, SIM_ACCOUNT.password]);
});

afterAll(() => {
  emu?.close();
  server?.kill('SIGTERM');
});

const fixtures = loadFixtures();
const fixture = (id: string) => fixtures.find((f) => f.id === id) as Fixture;
const cases = BUNDLE_CASES.map(fixture);

/** A cell's formula for positional arguments: a range is written to the sheet (column Z) and referenced. */
function formulaOf(name: string, args: readonly Json[]): string {
  const text = args.map((arg) => {
    if (arg === null) return '';
    if (!Array.isArray(arg)) return JSON.stringify(arg);
    emu.spreadsheet.setValues('Sheet1', `Z1:Z${arg.length}`, arg as string[][]);
    return `Z1:Z${arg.length}`;
  });
  return `=${name}(${text.join(', ')})`;
}

test.each(cases.map((f) => [f.id, f] as const))('%s: the bundle fills the fixture table', (_id, fixture) => {
  const table = fixture.table!;
  const result = emu.evaluate('Sheet1', 'A1', formulaOf(table.formula, table.args));
  expect(result.error).toBeUndefined();
  expect(plainTable(result.values as SheetCell[][])).toEqual(table.expected);
});

test('visibility/getDomainStatistics-catalog: the bundle refuses the directory before sending', () => {
  const { refused } = fixture('visibility/getDomainStatistics-catalog');
  emu.requests.length = 0;
  const result = emu.evaluate('Sheet1', 'A1', formulaOf(refused!.formula, refused!.args));
  expect(result.error).toContain(refused!.message);
  expect(emu.requests).toEqual([]);
});

/** Runs a report through the bundle to its end and answers its sheet's values. */
let reportRuns = 0;
function reportValues(reportId: string, params: object): unknown[][] {
  const call = <T>(name: string, ...args: unknown[]): T => emu.callServer(name, args) as T;
  // A sheet of its own per run: a sheet holding another project's report is not written over.
  const sheetName = `${reportId} ${++reportRuns}`;
  let job = call<JobView>('reportsStart', { reportId, params, sheetName, mode: 'replace' });
  while (job.state === 'running') job = call<JobView>('reportsStep', job.id);
  expect(job.state).toBe('done');
  const sheet = emu.spreadsheet.sheet(sheetName);
  const { rows, columns } = sheet.extent();
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => sheet.valueAt(r + 1, c + 1) ?? ''),
  );
}

test.each(REPORT_CASES)('the %s report fills its sheet from %s as the formula its table', (reportId, id) => {
  const { request, table } = fixture(id);
  const values = reportValues(reportId, { ...request, limit: 100 });
  // A formula's Hint column (why a row of its range has no figures) has no place in a report of one domain.
  const hint = table!.expected[0].indexOf('Hint');
  const expected = table!.expected.map((row) => row.filter((_, i) => i !== hint));
  expect(values).toEqual(expected);
});

describe("the rank tracker's documented shapes (#43 fact 6), through the bundle", () => {
  test('the projects report: ids and counts as strings, figures as {older_value, recent_value, diff, percent}', () => {
    const [header, row] = reportValues('rt_projects', {});
    expect(header.slice(0, 4)).toEqual(['ID', 'Name', 'Domain', 'Phrases']);
    expect(row.slice(0, 4)).toEqual([101, 'Sklep rowerowy', 'example.pl', 60]);
    expect(row.slice(4)).toEqual([1622.8, 1510.2, 112.6, 20.9, 21.4, 0.5, 5, 12, 41]);
  });

  test.each([
    ['epoch seconds, under visiblity_chart (sic) and visibility_chart', '101', {}],
    ['dates, under visibility_chart only', '102', { date_min: '2026-11-23', date_max: '2026-11-24' }],
  ])("a project's visibility by day keyed by %s", (_how, projectId, range) => {
    const values = reportValues('rt_visibility', { project_id: projectId, ...range });
    expect(values.slice(1).map((row) => row.slice(1))).toEqual([[1510.2], [1622.8]]);
  });

  test('SERP features by day from snippets/getHistory, keyed by date', () => {
    const values = reportValues('rt_snippet_history', {
      project_id: '101',
      date_min: '2026-11-23',
      date_max: '2026-11-24',
    });
    expect(values.length).toBe(9);
    expect(values.slice(1).map((row) => row.slice(1))).toContainEqual(['Featured snippet', 3]);
  });
});

/** The cell's table as text: the note a row carries where its item failed. */
const textOf = (values: unknown): string => JSON.stringify(values);

describe('answers that are not data (#43), through the bundle', () => {
  test('a field refused in a 418 or inside a 200 names the argument and the row it came from', () => {
    const rows = [['example.pl'], ['refused.example'], ['inside200.example']];
    const result = emu.evaluate('Sheet1', 'A1', formulaOf('SEO_VISIBILITY', [rows]));
    expect(result.error).toBeUndefined();
    const table = textOf(result.values);
    expect(table).toContain('The service refused domains, row 2: Incorrect input.');
    expect(table).toContain('The service refused domains, row 3: it is empty.');
  });

  test('an upstream error says plainly that it passes, to try later', () => {
    const result = emu.evaluate('Sheet1', 'A1', formulaOf('SEO_VISIBILITY', ['upstream.example']));
    expect(`${result.error ?? ''}${textOf(result.values)}`).toMatch(
      /could not get this from its backlinks source.*try again later/,
    );
  });

  test('a route the service does not have (any more) is said so, not "bad request" nor "update"', () => {
    const result = emu.evaluate('Sheet1', 'A1', formulaOf('SEO_POSITIONS', ['gone.example']));
    expect(result.error).toMatch(/does not offer .*positions\/getData \(any more\)/);
    expect(result.error).not.toMatch(/bad request|update/i);
  });

  test('a URL the URLs tool has no data for is said to have none in this market', () => {
    const { table } = fixture('visibility/urls-getStatistics-nodata');
    const result = emu.evaluate('Sheet1', 'A1', formulaOf(table!.formula, table!.args));
    expect(result.error).toContain(table!.error);
    expect(result.error).not.toMatch(/leaves this domain out/);
  });

  test('every POST the bundle sent carried a JSON body, none form data', () => {
    const posts = emu.requests.filter((r) => r.method.toLowerCase() === 'post');
    expect(posts.length).toBeGreaterThan(0);
    const contentType = (r: (typeof posts)[number]) =>
      Object.entries(r.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    expect(posts.filter((r) => !/^application\/json\b/.test(contentType(r) ?? '')).map((r) => r.url)).toEqual(
      [],
    );
  });
});
