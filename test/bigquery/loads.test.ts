/**
 * Load jobs over the wire: multipart uploads into a day's partition, truncating one partition, a column
 * added by ALLOW_FIELD_ADDITION, bad rows, caller job ids and the per-table daily quota.
 */
import { type SuiteBigQuery, suiteBigQuery, uniqueProject } from '../support/bigquery';
import { Wire } from './wire';

let bq: SuiteBigQuery;
beforeAll(async () => {
  bq = await suiteBigQuery();
});
afterAll(() => bq.stop());

const SCHEMA = {
  fields: [
    { name: 'data_date', type: 'DATE', mode: 'REQUIRED' },
    { name: 'keyword', type: 'STRING' },
    { name: 'position', type: 'INT64' },
  ],
};

/** A project with dataset `seo` (in `location`) and a wire to it. */
async function project(name: string, location = 'EU'): Promise<Wire> {
  const wire = new Wire(bq.url, uniqueProject(name));
  expect((await wire.dataset('seo', location)).status).toBe(200);
  return wire;
}

function positionsLoad(table: string, extra: Record<string, unknown> = {}) {
  return {
    destinationTable: { datasetId: 'seo', tableId: table },
    schema: SCHEMA,
    createDisposition: 'CREATE_IF_NEEDED',
    writeDisposition: 'WRITE_TRUNCATE',
    timePartitioning: { type: 'DAY', field: 'data_date' },
    clustering: { fields: ['keyword'] },
    ...extra,
  };
}

const rowsOf = (day: string, ...keywords: string[]) =>
  keywords.map((keyword, i) => ({ data_date: day, keyword, position: i + 1 }));

async function countByDay(wire: Wire, table: string): Promise<Record<string, string>> {
  const answer = await wire.query(
    `SELECT data_date, COUNT(*) AS n FROM \`${wire.projectId}.seo.${table}\` GROUP BY data_date ORDER BY data_date`,
  );
  expect(answer.status).toBe(200);
  return Object.fromEntries(
    (answer.body.rows ?? []).map((r: { f: { v: string }[] }) => [r.f[0].v, r.f[1].v]),
  );
}

test('a load into a partition creates the partitioned, clustered table and lands its rows', async () => {
  const wire = await project('first-load');
  const inserted = await wire.load(
    'load-1',
    positionsLoad('positions$20240102'),
    rowsOf('2024-01-02', 'shoes', 'boots'),
  );
  expect(inserted.status).toBe(200);
  expect(inserted.body.jobReference).toEqual({ projectId: wire.projectId, jobId: 'load-1', location: 'EU' });
  expect(inserted.body.status.state).toBe('RUNNING');

  const job = await wire.job('load-1');
  expect(job.body.status).toEqual({ state: 'DONE' });
  expect(job.body.configuration.jobType).toBe('LOAD');
  expect(job.body.statistics.load).toMatchObject({ inputFiles: '1', outputRows: '2', badRecords: '0' });
  expect(Number(job.body.statistics.load.outputBytes)).toBe(2 * (8 + 8) + (2 + 5) + (2 + 5));

  const table = await wire.call('GET', '/datasets/seo/tables/positions');
  expect(table.body).toMatchObject({
    type: 'TABLE',
    numRows: '2',
    location: 'EU',
    timePartitioning: { type: 'DAY', field: 'data_date' },
    clustering: { fields: ['keyword'] },
    schema: {
      fields: [
        { name: 'data_date', type: 'DATE', mode: 'REQUIRED' },
        { name: 'keyword', type: 'STRING', mode: 'NULLABLE' },
        { name: 'position', type: 'INTEGER', mode: 'NULLABLE' },
      ],
    },
  });
  expect(table.body.expirationTime).toBeUndefined();
});

test('WRITE_TRUNCATE into a partition replaces that day and leaves the others', async () => {
  const wire = await project('truncate');
  await wire.load('day-1', positionsLoad('positions$20240101'), rowsOf('2024-01-01', 'a', 'b'));
  await wire.load('day-2', positionsLoad('positions$20240102'), rowsOf('2024-01-02', 'a', 'b'));
  await wire.load('day-1-again', positionsLoad('positions$20240101'), rowsOf('2024-01-01', 'c'));
  expect((await wire.job('day-1-again')).body.status).toEqual({ state: 'DONE' });
  expect(await countByDay(wire, 'positions')).toEqual({ '2024-01-01': '1', '2024-01-02': '2' });
});

test('WRITE_APPEND adds to a partition; a row outside the decorated day fails the job and changes nothing', async () => {
  const wire = await project('append');
  await wire.load('one', positionsLoad('positions$20240101'), rowsOf('2024-01-01', 'a'));
  await wire.load(
    'two',
    positionsLoad('positions$20240101', { writeDisposition: 'WRITE_APPEND' }),
    rowsOf('2024-01-01', 'b'),
  );
  await wire.load('stray', positionsLoad('positions$20240101', { writeDisposition: 'WRITE_APPEND' }), [
    ...rowsOf('2024-01-01', 'c'),
    ...rowsOf('2024-01-03', 'd'),
  ]);
  const stray = await wire.job('stray');
  expect(stray.body.status.errorResult).toEqual({
    reason: 'invalid',
    message: 'Some rows belong to different partitions rather than destination partition 20240101',
  });
  expect(await countByDay(wire, 'positions')).toEqual({ '2024-01-01': '2' });
});

test('ALLOW_FIELD_ADDITION adds a column, older rows read NULL; without it the job is refused', async () => {
  const wire = await project('add-column');
  await wire.load('v1', positionsLoad('positions$20240101'), rowsOf('2024-01-01', 'a'));
  const wider = { fields: [...SCHEMA.fields, { name: 'url', type: 'STRING' }] };
  const refused = positionsLoad('positions$20240102', { schema: wider });
  await wire.load('v2-refused', refused, [
    { data_date: '2024-01-02', keyword: 'b', position: 1, url: 'https://x.pl/' },
  ]);
  expect((await wire.job('v2-refused')).body.status.errorResult.message).toBe(
    `Provided Schema does not match Table ${wire.projectId}:seo.positions. Cannot add fields (field: url)`,
  );
  const allowed = positionsLoad('positions$20240102', {
    schema: wider,
    schemaUpdateOptions: ['ALLOW_FIELD_ADDITION'],
  });
  await wire.load('v2', allowed, [
    { data_date: '2024-01-02', keyword: 'b', position: 1, url: 'https://x.pl/' },
  ]);
  expect((await wire.job('v2')).body.status).toEqual({ state: 'DONE' });
  const table = await wire.call('GET', '/datasets/seo/tables/positions');
  expect(table.body.schema.fields.map((f: { name: string }) => f.name)).toEqual([
    'data_date',
    'keyword',
    'position',
    'url',
  ]);
  const rows = await wire.query(`SELECT keyword, url FROM seo.positions ORDER BY keyword`);
  expect(rows.body.rows).toEqual([
    { f: [{ v: 'a' }, { v: null }] },
    { f: [{ v: 'b' }, { v: 'https://x.pl/' }] },
  ]);
});

test('ALLOW_FIELD_ADDITION adds several columns at once, a REPEATED and a BOOL one among them', async () => {
  const wire = await project('add-columns');
  await wire.load('v1', positionsLoad('positions$20240101'), rowsOf('2024-01-01', 'a'));
  const wider = {
    fields: [
      ...SCHEMA.fields,
      { name: 'serp_features', type: 'STRING', mode: 'REPEATED' },
      { name: 'found', type: 'BOOL' },
      { name: 'url', type: 'STRING' },
    ],
  };
  await wire.load(
    'v2',
    positionsLoad('positions$20240102', { schema: wider, schemaUpdateOptions: ['ALLOW_FIELD_ADDITION'] }),
    [
      {
        data_date: '2024-01-02',
        keyword: 'b',
        position: 1,
        serp_features: ['video'],
        found: true,
        url: 'https://x.pl/',
      },
    ],
  );
  expect((await wire.job('v2')).body.status).toEqual({ state: 'DONE' });
  const rows = await wire.query(
    `SELECT keyword, serp_features, found, url FROM seo.positions ORDER BY keyword`,
  );
  expect(rows.body.rows).toEqual([
    { f: [{ v: 'a' }, { v: [] }, { v: null }, { v: null }] },
    { f: [{ v: 'b' }, { v: [{ v: 'video' }] }, { v: 'true' }, { v: 'https://x.pl/' }] },
  ]);
  // The table keeps its partitioning and clustering.
  const table = await wire.call('GET', '/datasets/seo/tables/positions');
  expect([table.body.timePartitioning.field, table.body.clustering.fields]).toEqual([
    'data_date',
    ['keyword'],
  ]);
});

test('a bad row fails the whole job: errorResult, the rows in errors[], nothing written', async () => {
  const wire = await project('bad-row');
  const good = JSON.stringify({ data_date: '2024-01-01', keyword: 'a', position: 1 });
  const data = `${good}\n${JSON.stringify({ data_date: '2024-01-01', keyword: 'b', position: 'first' })}\n`;
  await wire.load('bad', positionsLoad('positions$20240101'), data);
  const job = await wire.job('bad');
  expect(job.body.status.errorResult.reason).toBe('invalid');
  expect(job.body.status.errorResult.message).toContain(
    'JSON table encountered too many errors, giving up. Rows: 2; errors: 1.',
  );
  expect(job.body.status.errors[1].message).toContain(
    `JSON parsing error in row starting at position ${good.length + 1}`,
  );
  expect(job.body.status.errors[1].message).toContain("Could not parse 'first' as INT64 for field position");
  // The table the job would have made was not made either.
  expect((await wire.call('GET', '/datasets/seo/tables/positions')).status).toBe(404);
});

test('the caller names the job: the same id again answers 409 duplicate, and jobs.get reads the first', async () => {
  const wire = await project('duplicate');
  await wire.load(
    'report-2024-01-01-chunk-0',
    positionsLoad('positions$20240101'),
    rowsOf('2024-01-01', 'a'),
  );
  const again = await wire.load(
    'report-2024-01-01-chunk-0',
    positionsLoad('positions$20240101'),
    rowsOf('2024-01-01', 'a'),
  );
  expect(again.status).toBe(409);
  expect(again.body.error).toEqual({
    code: 409,
    message: `Already Exists: Job ${wire.projectId}:EU.report-2024-01-01-chunk-0`,
    errors: [
      {
        domain: 'global',
        reason: 'duplicate',
        message: `Already Exists: Job ${wire.projectId}:EU.report-2024-01-01-chunk-0`,
      },
    ],
    status: 'ALREADY_EXISTS',
  });
  expect((await wire.job('report-2024-01-01-chunk-0')).body.status).toEqual({ state: 'DONE' });
  expect(await countByDay(wire, 'positions')).toEqual({ '2024-01-01': '1' });
});

test('1,500 load jobs a table a day: the next fails quotaExceeded (and counts); another table, or the next day, loads', async () => {
  const wire = await project('quota');
  await bq.control.loadJobs(wire.projectId, 1499, { datasetId: 'seo', tableId: 'positions' });
  await wire.load('last', positionsLoad('positions$20240101'), rowsOf('2024-01-01', 'a'));
  expect((await wire.job('last')).body.status).toEqual({ state: 'DONE' });
  await wire.load('over', positionsLoad('positions$20240101'), rowsOf('2024-01-01', 'b'));
  expect((await wire.job('over')).body.status.errorResult).toEqual({
    reason: 'quotaExceeded',
    location: 'load_job_per_table.long',
    message:
      'Quota exceeded: Your table exceeded quota for imports or query appends per table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas',
  });
  const state = await bq.control.state(wire.projectId);
  expect(Object.values(state.loadJobs as Record<string, number>)).toContain(1501);
  await wire.load('other-table', positionsLoad('competitors$20240101'), rowsOf('2024-01-01', 'a'));
  expect((await wire.job('other-table')).body.status).toEqual({ state: 'DONE' });
  await bq.control.advance(24 * 3600, wire.projectId);
  await wire.load('next-day', positionsLoad('positions$20240101'), rowsOf('2024-01-01', 'c'));
  expect((await wire.job('next-day')).body.status).toEqual({ state: 'DONE' });
});

test('a load that names no sourceFormat is refused: the API reads CSV by default', async () => {
  const wire = await project('csv');
  const answer = await wire.load(
    'csv',
    { ...positionsLoad('positions'), sourceFormat: undefined },
    rowsOf('2024-01-01', 'a'),
  );
  expect(answer.status).toBe(400);
  expect(answer.body.error.message).toContain('sourceFormat CSV');
});
