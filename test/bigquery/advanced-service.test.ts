/**
 * The emulator's `BigQuery` advanced service, called by a script as Google's is, against the run's shared
 * BigQuery simulator (a project of this suite's): the requests it sends, the answers it hands back, its
 * failures as Apps Script throws them, and who may call it (the granted scope, the auth mode).
 */
import {
  createEmulator,
  type Emulator,
  type EmulatorOptions,
  type Manifest,
  ScriptExecutionError,
} from '../../local/gas';
import { type SuiteBigQuery, suiteBigQuery, uniqueProject } from '../support/bigquery';
import { startWorld } from '../support/world';

const BQ_SCOPE = 'https://www.googleapis.com/auth/bigquery';
const MANIFEST: Manifest = {
  oauthScopes: [
    BQ_SCOPE,
    'https://www.googleapis.com/auth/script.scriptapp',
    'https://www.googleapis.com/auth/script.external_request',
  ],
  dependencies: {
    enabledAdvancedServices: [{ userSymbol: 'BigQuery', serviceId: 'bigquery', version: 'v2' }],
  },
  // BigQuery is not on it: an advanced service's calls are not UrlFetch calls.
  urlFetchWhitelist: ['https://api.example.com/'],
};

const SCRIPT = `
var SCHEMA = { fields: [
  { name: 'data_date', type: 'DATE' }, { name: 'keyword', type: 'STRING' }, { name: 'position', type: 'INT64' } ] };
function rows(day, keywords) {
  return keywords.map(function (k, i) {
    return JSON.stringify({ data_date: day, keyword: k, position: i + 1 });
  }).join('\\n');
}
function loadJob(project, jobId, day, keywords) {
  var job = { jobReference: { projectId: project, jobId: jobId, location: 'EU' }, configuration: { load: {
    destinationTable: { projectId: project, datasetId: 'seo', tableId: 'positions$' + day.replace(/-/g, '') },
    sourceFormat: 'NEWLINE_DELIMITED_JSON', writeDisposition: 'WRITE_TRUNCATE', createDisposition: 'CREATE_IF_NEEDED',
    schema: SCHEMA, timePartitioning: { type: 'DAY', field: 'data_date' } } } };
  return BigQuery.Jobs.insert(job, project, Utilities.newBlob(rows(day, keywords), 'application/octet-stream'));
}
function failure(run) {
  try { run(); return 'no failure'; }
  catch (e) { return { name: e.name, message: e.message, text: String(e), details: e.details, isError: e instanceof Error }; }
}
function createAndLoad(project) {
  var dataset = BigQuery.Datasets.insert({ datasetReference: { datasetId: 'seo' }, location: 'EU' }, project);
  var inserted = loadJob(project, 'positions-20240101', '2024-01-01', ['buty', 'rower', 'żółw', 'kot', 'pies']);
  var job = BigQuery.Jobs.get(project, 'positions-20240101', { location: 'EU' });
  var table = BigQuery.Tables.get(project, 'seo', 'positions');
  return { location: dataset.location, inserted: inserted.status.state, job: job.status,
    outputRows: job.statistics.load.outputRows, numRows: table.numRows, partitioning: table.timePartitioning };
}
function loadAgain(project) {
  return failure(function () { loadJob(project, 'positions-20240101', '2024-01-01', ['buty']); });
}
function queryAll(project) {
  var first = BigQuery.Jobs.query({ query: 'SELECT keyword FROM seo.positions ORDER BY position',
    useLegacySql: false, maxResults: 2, location: 'EU' }, project);
  var keywords = first.rows.map(function (r) { return r.f[0].v; });
  var jobId = first.jobReference.jobId, token = first.pageToken, pages = 1;
  while (token) {
    var page = BigQuery.Jobs.getQueryResults(project, jobId, { maxResults: 2, pageToken: token, location: 'EU' });
    keywords = keywords.concat(page.rows.map(function (r) { return r.f[0].v; }));
    token = page.pageToken;
    pages++;
  }
  return { total: first.totalRows, complete: first.jobComplete, pages: pages, keywords: keywords };
}
function badQuery(project) {
  return failure(function () {
    BigQuery.Jobs.query({ query: 'SELECT nope FROM seo.positions', useLegacySql: false, location: 'EU' }, project);
  });
}
function theRest(project) {
  var patched = BigQuery.Datasets.patch({ description: 'SEO Sheets history' }, project, 'seo');
  var listed = BigQuery.Datasets.list(project).datasets.map(function (d) { return d.datasetReference.datasetId; });
  BigQuery.Tables.insert({ tableReference: { tableId: 'notes' },
    schema: { fields: [{ name: 'note', type: 'STRING' }] } }, project, 'seo');
  var streamed = BigQuery.Tabledata.insertAll({ rows: [{ insertId: 'a', json: { note: 'first' } }] }, project, 'seo', 'notes');
  var tables = BigQuery.Tables.list(project, 'seo').tables.map(function (t) { return t.tableReference.tableId; });
  var page = BigQuery.Tabledata.list(project, 'seo', 'positions', { maxResults: 2, selectedFields: 'keyword' });
  var described = BigQuery.Tables.patch({ description: 'day by day' }, project, 'seo', 'positions').description;
  var removed = BigQuery.Tables.remove(project, 'seo', 'notes');
  return { description: patched.description, listed: listed, streamed: streamed.insertErrors || [],
    tables: tables, total: page.totalRows, firstRows: page.rows.map(function (r) { return r.f[0].v; }),
    described: described, removed: removed === undefined,
    after: BigQuery.Tables.list(project, 'seo').tables.length };
}
function insertThroughFaults(project) {
  var job = { jobReference: { projectId: project, jobId: 'after-commit', location: 'EU' },
    configuration: { query: { query: 'SELECT 1 AS one', useLegacySql: false } } };
  return { lost: failure(function () { BigQuery.Jobs.insert(job, project); }),
    found: BigQuery.Jobs.get(project, 'after-commit', { location: 'EU' }).status.state,
    backend: failure(function () { BigQuery.Datasets.get(project, 'seo'); }) };
}
function listDatasets(project) {
  return (BigQuery.Datasets.list(project).datasets || []).length;
}
function inFormula(project) { return listDatasets(project); }
function schedule(handler) {
  ScriptApp.newTrigger(handler).timeBased().everyHours(1).create();
}
function hourlyChecked() {
  var info = ScriptApp.getAuthorizationInfo(ScriptApp.AuthMode.FULL, ['${BQ_SCOPE}']);
  if (info.getAuthorizationStatus() === ScriptApp.AuthorizationStatus.REQUIRED) {
    console.log('warehouse export skipped: BigQuery was not granted');
    return;
  }
  console.log('exported ' + listDatasets(PropertiesService.getScriptProperties().getProperty('PROJECT')));
}
function hourlyBlind() {
  listDatasets(PropertiesService.getScriptProperties().getProperty('PROJECT'));
}
`;

let bq: SuiteBigQuery;
const project = uniqueProject('advanced');
const open: Emulator[] = [];

function emulate(options: EmulatorOptions = {}): Emulator {
  const emu = createEmulator({
    code: SCRIPT,
    manifest: MANIFEST,
    hosts: { 'https://bigquery.googleapis.com': bq.url },
    scriptProperties: { PROJECT: project },
    ...options,
  });
  open.push(emu);
  return emu;
}

beforeAll(async () => {
  bq = await suiteBigQuery();
});
afterEach(() => {
  for (const emu of open.splice(0)) emu.close();
});
afterAll(() => bq.stop());

const thrown = (run: () => unknown): ScriptExecutionError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ScriptExecutionError) return error;
    throw error;
  }
  throw new Error('the execution did not fail');
};

test('a dataset, an NDJSON load from a Blob into a partition, and the job read back', () => {
  const emu = emulate();
  expect(emu.callServer('createAndLoad', [project])).toEqual({
    location: 'EU',
    inserted: 'RUNNING',
    job: { state: 'DONE' },
    outputRows: '5',
    numRows: '5',
    partitioning: { type: 'DAY', field: 'data_date' },
  });
  const sent = emu.requests.map((r) => `${r.service} ${r.method} ${r.url.replace(project, 'P')}`);
  expect(sent).toEqual([
    'bigquery.datasets.insert POST https://bigquery.googleapis.com/bigquery/v2/projects/P/datasets',
    'bigquery.jobs.insert POST https://bigquery.googleapis.com/upload/bigquery/v2/projects/P/jobs?uploadType=multipart',
    'bigquery.jobs.get GET https://bigquery.googleapis.com/bigquery/v2/projects/P/jobs/positions-20240101?location=EU',
    'bigquery.tables.get GET https://bigquery.googleapis.com/bigquery/v2/projects/P/datasets/seo/tables/positions',
  ]);
  expect(emu.requests[1].headers).toMatchObject({
    Authorization: 'REDACTED',
    'Content-Type': expect.stringMatching(/^multipart\/related; boundary=\S+$/),
  });
});

test('the same job id again fails as GoogleJsonResponseException, 409 duplicate in its details', () => {
  const emu = emulate();
  const message = `API call to bigquery.jobs.insert failed with error: Already Exists: Job ${project}:EU.positions-20240101`;
  expect(emu.callServer('loadAgain', [project])).toEqual({
    name: 'GoogleJsonResponseException',
    message,
    text: `GoogleJsonResponseException: ${message}`,
    details: {
      code: 409,
      message: `Already Exists: Job ${project}:EU.positions-20240101`,
      errors: [
        {
          domain: 'global',
          reason: 'duplicate',
          message: `Already Exists: Job ${project}:EU.positions-20240101`,
        },
      ],
    },
    isError: true,
  });
  // Uncaught, it ends the execution with the same message.
  expect(
    thrown(() => emu.callServer('loadJob', [project, 'positions-20240101', '2024-01-01', ['x']])).message,
  ).toBe(message);
});

test('Jobs.query pages on through Jobs.getQueryResults; a bad query is an exception of its own', () => {
  const emu = emulate();
  expect(emu.callServer('queryAll', [project])).toEqual({
    total: '5',
    complete: true,
    pages: 3,
    keywords: ['buty', 'rower', 'żółw', 'kot', 'pies'],
  });
  expect(emu.callServer('badQuery', [project])).toMatchObject({
    message: 'API call to bigquery.jobs.query failed with error: Unrecognized name: nope',
    details: { code: 400, errors: [{ reason: 'invalidQuery' }] },
  });
});

test('datasets, tables and table data: patch, list, insertAll, remove', () => {
  expect(emulate().callServer('theRest', [project])).toEqual({
    description: 'SEO Sheets history',
    listed: ['seo'],
    streamed: [],
    tables: ['notes', 'positions'],
    total: '5',
    firstRows: ['buty', 'rower'],
    described: 'day by day',
    removed: true,
    after: 1,
  });
});

test('an answer lost after the job was committed is "Empty response", and Jobs.get then finds the job', async () => {
  await bq.control.fault('connectionLostAfterCommit', { projectId: project, method: 'jobs.insert' });
  await bq.control.fault('backendError', { projectId: project, method: 'datasets.get' });
  const emu = emulate();
  // A script's earlier call leaves a kept-alive connection a resent request could have gone out on.
  emu.callServer('listDatasets', [project]);
  expect(emu.callServer('insertThroughFaults', [project])).toMatchObject({
    lost: { message: 'API call to bigquery.jobs.insert failed with error: Empty response' },
    found: 'DONE',
    backend: {
      name: 'GoogleJsonResponseException',
      details: { code: 503, errors: [{ reason: 'backendError' }] },
    },
  });
});

test('without the bigquery scope granted nothing is sent, until the user grants it; formulas may never call it', () => {
  const emu = emulate({ grantedScopes: MANIFEST.oauthScopes!.filter((scope) => scope !== BQ_SCOPE) });
  expect(thrown(() => emu.callServer('listDatasets', [project])).message).toBe(
    'You do not have permission to call BigQuery.Datasets.list. Required permissions: ' +
      `(${BQ_SCOPE} || https://www.googleapis.com/auth/cloud-platform)`,
  );
  expect(emu.requests).toEqual([]);
  emu.grantScopes([BQ_SCOPE]);
  expect(emu.callServer('listDatasets', [project])).toBe(1);
  const cell = emu.evaluate('Sheet1', 'A1', `=INFORMULA("${project}")`);
  expect(cell.error).toMatch(/^You do not have permission to call BigQuery\.Datasets\.list/);
});

test('a trigger cannot ask for the scope: one that checks skips and says so, one that does not fails', () => {
  const withheld = MANIFEST.oauthScopes!.filter((scope) => scope !== BQ_SCOPE);
  const hourly = (handler: string) => {
    const emu = emulate({ grantedScopes: withheld });
    emu.callServer('schedule', [handler]);
    emu.clock.advance(3_600_000);
    const [run] = emu.fireDueTriggers();
    expect(emu.consentRequests).toEqual([]);
    return { ok: run.ok, error: run.error, logs: emu.logs.map((entry) => entry.message) };
  };
  expect(hourly('hourlyChecked')).toEqual({
    ok: true,
    error: undefined,
    logs: ['warehouse export skipped: BigQuery was not granted'],
  });
  expect(hourly('hourlyBlind')).toEqual({
    ok: false,
    error:
      'You do not have permission to call BigQuery.Datasets.list. Required permissions: ' +
      `(${BQ_SCOPE} || https://www.googleapis.com/auth/cloud-platform)`,
    logs: [],
  });
});

test('a world with both simulators: BigQuery under its own host name, both clocks kept with the emulator', async () => {
  const worldProject = uniqueProject('world');
  const world = await startWorld({
    bigQueryProject: worldProject,
    emulator: { code: SCRIPT, manifest: MANIFEST },
  });
  try {
    expect(world.emu.callServer('listDatasets', [worldProject])).toBe(0);
    world.emu.clock.advance(2 * 86_400_000);
    const [service, bigQuery] = await Promise.all([world.sim.state(), world.bq!.control.state(worldProject)]);
    expect(service.offset_seconds).toBe(2 * 86_400);
    expect(bigQuery.offsetSeconds).toBe(2 * 86_400);
    // Other suites' projects keep their own days.
    expect((await bq.control.state(project)).offsetSeconds).toBe(0);
  } finally {
    await world.stop();
  }
});
