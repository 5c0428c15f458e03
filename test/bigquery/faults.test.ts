/**
 * What goes wrong, as Google answers it: an answer lost or replaced by a 503 after the job committed, a
 * 503 before it, the sandbox's refusals and expirations, a disabled API, missing permissions, no token.
 */
import { type SuiteBigQuery, suiteBigQuery, uniqueProject } from '../support/bigquery';
import { Wire } from './wire';

let bq: SuiteBigQuery;
beforeAll(async () => {
  bq = await suiteBigQuery();
});
afterAll(() => bq.stop());

const FIELDS = [
  { name: 'data_date', type: 'DATE' },
  { name: 'keyword', type: 'STRING' },
];
const load = (table: string) => ({
  destinationTable: { datasetId: 'seo', tableId: table },
  schema: { fields: FIELDS },
  writeDisposition: 'WRITE_TRUNCATE',
  timePartitioning: { type: 'DAY', field: 'data_date' },
});

async function project(name: string, settings: { billing?: boolean } = {}): Promise<Wire> {
  const projectId = uniqueProject(name);
  await bq.control.project({ projectId, ...settings });
  const wire = new Wire(bq.url, projectId);
  expect((await wire.dataset('seo')).status).toBe(200);
  return wire;
}

async function rowCount(wire: Wire, table: string): Promise<string> {
  return (await wire.query(`SELECT COUNT(*) FROM seo.${table}`)).body.rows[0].f[0].v;
}

test('an answer lost after the job committed: jobs.get finds the job done, and the same id again is 409', async () => {
  const wire = await project('lost');
  await bq.control.fault('connectionLostAfterCommit', { projectId: wire.projectId, method: 'jobs.insert' });
  await expect(
    wire.load('chunk-0', load('positions$20240101'), [{ data_date: '2024-01-01', keyword: 'a' }]),
  ).rejects.toThrow();
  expect((await wire.job('chunk-0')).body.status).toEqual({ state: 'DONE' });
  expect(
    (await wire.load('chunk-0', load('positions$20240101'), [{ data_date: '2024-01-01', keyword: 'a' }]))
      .status,
  ).toBe(409);
  expect(await rowCount(wire, 'positions')).toBe('1');
});

test('a 503 after the commit: the retry meets 409 duplicate, the rows are there once', async () => {
  const wire = await project('after-commit');
  await bq.control.fault('backendErrorAfterCommit', { projectId: wire.projectId, method: 'jobs.insert' });
  const first = await wire.load('chunk-0', load('positions$20240101'), [
    { data_date: '2024-01-01', keyword: 'a' },
  ]);
  expect(first.status).toBe(503);
  expect(first.body.error.errors[0].reason).toBe('backendError');
  expect(
    (await wire.load('chunk-0', load('positions$20240101'), [{ data_date: '2024-01-01', keyword: 'a' }]))
      .status,
  ).toBe(409);
  expect(await rowCount(wire, 'positions')).toBe('1');
});

test('a 503 before the work: nothing happened, and the retry with the same id runs the job', async () => {
  const wire = await project('before');
  await bq.control.fault('backendError', { projectId: wire.projectId, method: 'jobs.insert', count: 1 });
  expect(
    (await wire.load('chunk-0', load('positions$20240101'), [{ data_date: '2024-01-01', keyword: 'a' }]))
      .status,
  ).toBe(503);
  expect((await wire.job('chunk-0')).status).toBe(404);
  expect(
    (await wire.load('chunk-0', load('positions$20240101'), [{ data_date: '2024-01-01', keyword: 'a' }]))
      .status,
  ).toBe(200);
  expect(await rowCount(wire, 'positions')).toBe('1');
});

test('the sandbox: 60-day expirations, DML and streaming refused, loads and queries work, old partitions expire', async () => {
  const wire = await project('sandbox', { billing: false });
  const dataset = await wire.call('GET', '/datasets/seo');
  expect(dataset.body).toMatchObject({
    defaultTableExpirationMs: '5184000000',
    defaultPartitionExpirationMs: '5184000000',
  });
  const today = new Date(Date.parse((await bq.control.state(wire.projectId)).now as string))
    .toISOString()
    .slice(0, 10);
  await wire.load('today', load(`positions$${today.replaceAll('-', '')}`), [
    { data_date: today, keyword: 'a' },
  ]);
  expect((await wire.job('today')).body.status).toEqual({ state: 'DONE' });
  const table = await wire.call('GET', '/datasets/seo/tables/positions');
  expect(table.body.timePartitioning.expirationMs).toBe('5184000000');
  expect(Number(table.body.expirationTime) - Number(table.body.creationTime)).toBe(5184000000);

  const dml = await wire.query('DELETE FROM seo.positions WHERE TRUE');
  expect(dml.status).toBe(403);
  expect(dml.body.error.errors[0]).toMatchObject({
    reason: 'billingNotEnabled',
    message:
      'Billing has not been enabled for this project. Enable billing at https://console.cloud.google.com/billing. DML queries are not allowed in the free tier. Set up a billing account to remove this restriction.',
  });
  const streaming = await wire.call('POST', '/datasets/seo/tables/positions/insertAll', {
    rows: [{ json: { data_date: today, keyword: 'b' } }],
  });
  expect(streaming.status).toBe(403);
  expect(streaming.body.error.message).toBe(
    'Access Denied: BigQuery BigQuery: Streaming insert is not allowed in the free tier',
  );

  const old = new Date(Date.parse(today) - 59 * 86400_000).toISOString().slice(0, 10);
  await wire.load('old', load(`positions$${old.replaceAll('-', '')}`), [{ data_date: old, keyword: 'a' }]);
  expect(await rowCount(wire, 'positions')).toBe('2');
  await bq.control.advance(86400, wire.projectId);
  // The partition 60 days old has expired; the table, made a day ago, has not.
  expect(await rowCount(wire, 'positions')).toBe('1');
  await bq.control.advance(59 * 86400, wire.projectId);
  expect((await wire.call('GET', '/datasets/seo/tables/positions')).status).toBe(404);
});

test('a billed project streams rows; a bad row stops the request’s others', async () => {
  const wire = await project('streaming');
  await wire.call('POST', '/datasets/seo/tables', {
    tableReference: { tableId: 't' },
    schema: { fields: FIELDS },
  });
  const refused = await wire.call('POST', '/datasets/seo/tables/t/insertAll', {
    rows: [
      { json: { data_date: '2024-01-01', keyword: 'a' } },
      { json: { data_date: 'yesterday', keyword: 'b' } },
    ],
  });
  expect(
    refused.body.insertErrors.map(
      (e: { index: number; errors: { reason: string }[] }) => `${e.index}:${e.errors[0].reason}`,
    ),
  ).toEqual(['0:stopped', '1:invalid']);
  const accepted = await wire.call('POST', '/datasets/seo/tables/t/insertAll', {
    rows: [
      { insertId: 'x', json: { data_date: '2024-01-01', keyword: 'a' } },
      { insertId: 'x', json: { data_date: '2024-01-01', keyword: 'a' } },
    ],
  });
  expect(accepted.body).toEqual({ kind: 'bigquery#tableDataInsertAllResponse' });
  expect(await rowCount(wire, 't')).toBe('1');
});

test('the API switched off in the project: 403 accessNotConfigured, with the console link', async () => {
  const projectId = uniqueProject('disabled');
  const settings = await bq.control.project({ projectId, apiEnabled: false });
  const answer = await new Wire(bq.url, projectId).call('GET', '/datasets');
  expect(answer.status).toBe(403);
  expect(answer.body.error.errors[0].reason).toBe('accessNotConfigured');
  expect(answer.body.error.message).toContain(
    `BigQuery API has not been used in project ${settings.number} before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/bigquery.googleapis.com/overview?project=${settings.number} then retry.`,
  );
  expect(answer.body.error.status).toBe('PERMISSION_DENIED');
});

test('no permission to create tables or run jobs: 403 accessDenied naming the permission', async () => {
  const wire = await project('denied');
  await bq.control.project({
    projectId: wire.projectId,
    denied: ['bigquery.tables.create', 'bigquery.jobs.create'],
  });
  const table = await wire.call('POST', '/datasets/seo/tables', {
    tableReference: { tableId: 't' },
    schema: { fields: FIELDS },
  });
  expect(table.status).toBe(403);
  expect(table.body.error.message).toBe(
    `Access Denied: Dataset ${wire.projectId}:seo: Permission bigquery.tables.create denied on dataset ${wire.projectId}:seo (or it may not exist).`,
  );
  const job = await wire.query('SELECT 1 AS one');
  expect(job.status).toBe(403);
  expect(job.body.error.message).toBe(
    `Access Denied: Project ${wire.projectId}: User does not have bigquery.jobs.create permission in project ${wire.projectId}.`,
  );
});

test('without a bearer token: 401; a path the API does not have: Google’s 404 page', async () => {
  const projectId = uniqueProject('auth');
  const bare = await fetch(`${bq.url}/bigquery/v2/projects/${projectId}/datasets`);
  expect(bare.status).toBe(401);
  expect((await bare.json()).error.status).toBe('UNAUTHENTICATED');
  const missing = await fetch(`${bq.url}/bigquery/v2/projects/${projectId}/nothing`, {
    headers: { Authorization: 'Bearer t' },
  });
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).toContain('text/html');
});

test('datasets: an existing one answers 409, its location stays its own', async () => {
  const wire = await project('datasets');
  const again = await wire.dataset('seo', 'EU');
  expect(again.status).toBe(409);
  expect(again.body.error.message).toBe(`Already Exists: Dataset ${wire.projectId}:seo`);
  expect((await wire.call('GET', '/datasets/seo')).body.location).toBe('US');
  expect((await wire.call('GET', '/datasets/none')).body.error.message).toBe(
    `Not found: Dataset ${wire.projectId}:none`,
  );
});
