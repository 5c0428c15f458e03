/**
 * Queries over the wire: `jobs.query` and `getQueryResults` paging with every cell a string, named
 * parameters in Looker Studio's form, a wildcard view over per-report tables, `tabledata.list`, locations,
 * query jobs through `jobs.insert`, and DML where billing allows it.
 */
import { type SuiteBigQuery, suiteBigQuery, uniqueProject } from '../support/bigquery';
import { type Reply, Wire } from './wire';

let bq: SuiteBigQuery;
beforeAll(async () => {
  bq = await suiteBigQuery();
});
afterAll(() => bq.stop());

const values = (answer: Reply) =>
  (answer.body.rows ?? []).map((r: { f: { v: unknown }[] }) => r.f.map((c) => c.v));

/** A project whose dataset `seo` (in `location`) holds `table` with `rows` under `schema`. */
async function withTable(
  name: string,
  table: string,
  fields: unknown[],
  rows: unknown[],
  location = 'US',
): Promise<Wire> {
  const wire = new Wire(bq.url, uniqueProject(name));
  await wire.dataset('seo', location);
  await wire.load(
    `load-${table}`,
    { destinationTable: { datasetId: 'seo', tableId: table }, schema: { fields } },
    rows,
  );
  expect((await wire.job(`load-${table}`, location)).body.status).toEqual({ state: 'DONE' });
  return wire;
}

const TYPED = [
  { name: 'id', type: 'INTEGER' },
  { name: 'share', type: 'FLOAT' },
  { name: 'price', type: 'NUMERIC' },
  { name: 'top10', type: 'BOOLEAN' },
  { name: 'day', type: 'DATE' },
  { name: 'seen', type: 'TIMESTAMP' },
  { name: 'labels', type: 'STRING', mode: 'REPEATED' },
];

test('jobs.query and getQueryResults page with maxResults and pageToken; every cell is a string', async () => {
  const rows = [
    {
      id: 1,
      share: 0.25,
      price: '12.50',
      top10: true,
      day: '2024-03-01',
      seen: '2024-03-01 10:00:00 UTC',
      labels: ['brand', 'top'],
    },
    {
      id: 2,
      share: 3,
      price: 7,
      top10: false,
      day: '2024-03-02',
      seen: '2024-03-02T10:00:00.5Z',
      labels: [],
    },
    { id: 3, share: null, price: null, top10: null, day: null, seen: null, labels: null },
  ];
  const wire = await withTable('paging', 'typed', TYPED, rows);
  const first = await wire.query('SELECT * FROM `seo.typed` ORDER BY id', {}, { maxResults: 2 });
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({ kind: 'bigquery#queryResponse', jobComplete: true, totalRows: '3' });
  expect(first.body.schema.fields.map((f: { type: string; mode: string }) => `${f.type}:${f.mode}`)).toEqual([
    'INTEGER:NULLABLE',
    'FLOAT:NULLABLE',
    'NUMERIC:NULLABLE',
    'BOOLEAN:NULLABLE',
    'DATE:NULLABLE',
    'TIMESTAMP:NULLABLE',
    'STRING:REPEATED',
  ]);
  expect(values(first)).toEqual([
    ['1', '0.25', '12.5', 'true', '2024-03-01', '1.7092872E9', [{ v: 'brand' }, { v: 'top' }]],
    ['2', '3.0', '7', 'false', '2024-03-02', '1.7093736005E9', []],
  ]);
  const { jobId, location } = first.body.jobReference;
  const rest = await wire.call(
    'GET',
    `/queries/${jobId}?location=${location}&pageToken=${first.body.pageToken}`,
  );
  expect(rest.body).toMatchObject({
    kind: 'bigquery#getQueryResultsResponse',
    totalRows: '3',
    jobComplete: true,
  });
  expect(rest.body.pageToken).toBeUndefined();
  expect(values(rest)).toEqual([['3', null, null, null, null, null, []]]);
  const again = await wire.call('GET', `/queries/${jobId}?startIndex=1&maxResults=1`);
  expect(values(again)).toEqual([values(first)[1]]);
  const micros = await wire.call(
    'GET',
    `/queries/${jobId}?maxResults=1&formatOptions.useInt64Timestamp=true`,
  );
  expect(values(micros)[0][5]).toBe('1709287200000000');
});

const DAILY = [
  { name: 'data_date', type: 'DATE' },
  { name: 'domain', type: 'STRING' },
  { name: 'visibility', type: 'FLOAT' },
];

test('named parameters, PARSE_DATE of Looker Studio’s YYYYMMDD dates, GROUP BY and aliases', async () => {
  const rows = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'].flatMap((day, i) => [
    { data_date: day, domain: 'a.pl', visibility: i + 1 },
    { data_date: day, domain: "b'; DROP TABLE x; --.pl", visibility: 10 },
  ]);
  const wire = await withTable('params', 'visibility', DAILY, rows);
  const answer = await wire.query(
    `SELECT domain, COUNT(*) AS days, SUM(visibility) AS total, MIN(data_date) first_day
     FROM \`${wire.projectId}.seo.visibility\`
     WHERE data_date BETWEEN PARSE_DATE('%Y%m%d', @DS_START_DATE) AND PARSE_DATE('%Y%m%d', @DS_END_DATE)
       AND domain IN UNNEST(@domains)
     GROUP BY domain ORDER BY total DESC`,
    {},
    {
      queryParameters: [
        { name: 'DS_START_DATE', parameterType: { type: 'STRING' }, parameterValue: { value: '20240102' } },
        { name: 'DS_END_DATE', parameterType: { type: 'STRING' }, parameterValue: { value: '20240103' } },
        {
          name: 'domains',
          parameterType: { type: 'ARRAY', arrayType: { type: 'STRING' } },
          parameterValue: { arrayValues: [{ value: 'a.pl' }, { value: "b'; DROP TABLE x; --.pl" }] },
        },
      ],
    },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.schema.fields.map((f: { name: string; type: string }) => `${f.name}:${f.type}`)).toEqual(
    ['domain:STRING', 'days:INTEGER', 'total:FLOAT', 'first_day:DATE'],
  );
  expect(values(answer)).toEqual([
    ["b'; DROP TABLE x; --.pl", '2', '20.0', '2024-01-02'],
    ['a.pl', '2', '5.0', '2024-01-02'],
  ]);
  const missing = await wire.query('SELECT 1 FROM seo.visibility WHERE domain = @nobody');
  expect(missing.status).toBe(400);
  expect(missing.body.error.errors[0]).toMatchObject({
    reason: 'invalidQuery',
    message: "Query parameter 'nobody' not found at [1:45]",
  });
});

test('a wildcard view unions per-report tables with _TABLE_SUFFIX, in the newest table’s columns', async () => {
  const wire = await withTable('wildcard', 'positions_r1', DAILY, [
    { data_date: '2024-01-01', domain: 'a.pl', visibility: 1 },
  ]);
  const newer = [...DAILY, { name: 'country_id', type: 'INTEGER' }];
  await wire.load(
    'r2',
    { destinationTable: { datasetId: 'seo', tableId: 'positions_r2' }, schema: { fields: newer } },
    [{ data_date: '2024-01-02', domain: 'b.pl', visibility: 2, country_id: 1 }],
  );
  const view = await wire.call('POST', '/datasets/seo/tables', {
    tableReference: { tableId: 'positions' },
    view: {
      query: `SELECT *, _TABLE_SUFFIX AS report FROM \`${wire.projectId}.seo.positions_*\``,
      useLegacySql: false,
    },
  });
  expect(view.status).toBe(200);
  expect(view.body.type).toBe('VIEW');
  expect(view.body.schema.fields.map((f: { name: string }) => f.name)).toEqual([
    'data_date',
    'domain',
    'visibility',
    'country_id',
    'report',
  ]);
  const answer = await wire.query('SELECT report, domain, country_id FROM seo.positions ORDER BY report');
  expect(values(answer)).toEqual([
    ['r1', 'a.pl', null],
    ['r2', 'b.pl', '1'],
  ]);
  const suffixOnly = await wire.query("SELECT domain FROM `seo.positions_*` WHERE _TABLE_SUFFIX = 'r2'");
  expect(values(suffixOnly)).toEqual([['b.pl']]);
  const list = await wire.call('GET', '/datasets/seo/tables');
  expect(
    list.body.tables.map(
      (t: { type: string; tableReference: { tableId: string } }) => `${t.tableReference.tableId}:${t.type}`,
    ),
  ).toEqual(['positions:VIEW', 'positions_r1:TABLE', 'positions_r2:TABLE']);
  expect((await wire.call('GET', '/datasets/seo/tables/positions/data')).body.error.message).toBe(
    'Cannot list a table of type VIEW.',
  );
});

test('tabledata.list pages a table, and reads one partition by its decorator', async () => {
  const rows = Array.from({ length: 5 }, (_, i) => ({
    data_date: `2024-01-0${1 + (i % 2)}`,
    domain: `d${i}.pl`,
    visibility: i,
  }));
  const wire = new Wire(bq.url, uniqueProject('tabledata'));
  await wire.dataset('seo');
  await wire.load(
    'l',
    {
      destinationTable: { datasetId: 'seo', tableId: 't' },
      schema: { fields: DAILY },
      timePartitioning: { type: 'DAY', field: 'data_date' },
    },
    rows,
  );
  const first = await wire.call('GET', '/datasets/seo/tables/t/data?maxResults=2');
  expect(first.body).toMatchObject({ kind: 'bigquery#tableDataList', totalRows: '5' });
  const all = await wire.allRows(first, (token) =>
    wire.call('GET', `/datasets/seo/tables/t/data?maxResults=2&pageToken=${token}`),
  );
  expect(all.map((r) => r[1])).toEqual(['d0.pl', 'd1.pl', 'd2.pl', 'd3.pl', 'd4.pl']);
  const day = await wire.call(
    'GET',
    `/datasets/seo/tables/${encodeURIComponent('t$20240102')}/data?selectedFields=domain`,
  );
  expect(day.body.totalRows).toBe('2');
  expect(values(day)).toEqual([['d1.pl'], ['d3.pl']]);
});

test('legacy SQL, the API’s default, is refused by name', async () => {
  const wire = await withTable('legacy', 'visibility', DAILY, []);
  const answer = await wire.call('POST', '/queries', { query: 'SELECT domain FROM [seo.visibility]' });
  expect(answer.status).toBe(400);
  expect(answer.body.error.message).toContain('Legacy SQL');
  expect((await wire.call('POST', '/queries', { query: '#standardSQL\nSELECT 1 AS one' })).status).toBe(200);
});

test('a job runs in one location: a dataset elsewhere is not found there, and a regional job needs its location', async () => {
  const wire = await withTable(
    'locations',
    'visibility',
    DAILY,
    [{ data_date: '2024-01-01', domain: 'a.pl', visibility: 1 }],
    'europe-west1',
  );
  await wire.dataset('searchconsole', 'US');
  const join = await wire.query(
    'SELECT * FROM seo.visibility v JOIN searchconsole.x s ON v.domain = s.domain',
  );
  expect(join.status).toBe(404);
  const answer = await wire.query('SELECT COUNT(*) FROM seo.visibility');
  expect(answer.body.jobReference.location).toBe('europe-west1');
  expect(answer.body.schema.fields[0].name).toBe('f0_');
  const { jobId } = answer.body.jobReference;
  const unlocated = await wire.call('GET', `/queries/${jobId}`);
  expect(unlocated.status).toBe(404);
  expect(unlocated.body.error.message).toBe(`Not found: Job ${wire.projectId}:${jobId}`);
  expect((await wire.call('GET', `/queries/${jobId}?location=europe-west1`)).status).toBe(200);
  expect((await wire.job(jobId, 'europe-west1')).body.statistics.query.statementType).toBe('SELECT');
});

test('a query job through jobs.insert: RUNNING, then DONE; a failing one keeps its error', async () => {
  const wire = await withTable('query-job', 'visibility', DAILY, [
    { data_date: '2024-01-01', domain: 'a.pl', visibility: 1 },
  ]);
  const inserted = await wire.call('POST', '/jobs', {
    jobReference: { jobId: 'q-1' },
    configuration: { query: { query: 'SELECT domain FROM seo.visibility', useLegacySql: false } },
  });
  expect(inserted.body.status).toEqual({ state: 'RUNNING' });
  expect((await wire.job('q-1')).body.status).toEqual({ state: 'DONE' });
  expect(values(await wire.call('GET', '/queries/q-1'))).toEqual([['a.pl']]);
  await wire.call('POST', '/jobs', {
    jobReference: { jobId: 'q-2' },
    configuration: { query: { query: 'SELECT nothing FROM seo.visibility', useLegacySql: false } },
  });
  const failed = await wire.job('q-2');
  expect(failed.body.status.errorResult).toMatchObject({
    reason: 'invalidQuery',
    message: 'Unrecognized name: nothing',
  });
  expect((await wire.call('GET', '/queries/q-2')).status).toBe(400);
});

test('DML runs in a billed project and reports the rows it changed', async () => {
  const wire = await withTable('dml', 'visibility', DAILY, [
    { data_date: '2024-01-01', domain: 'a.pl', visibility: 1 },
    { data_date: '2024-01-02', domain: 'a.pl', visibility: 2 },
  ]);
  const deleted = await wire.query("DELETE FROM seo.visibility WHERE data_date = DATE '2024-01-01'");
  expect(deleted.body.numDmlAffectedRows).toBe('1');
  const merged = await wire.query(
    `MERGE seo.visibility T USING (SELECT DATE '2024-01-03' AS data_date, 'a.pl' AS domain, 3.0 AS visibility) S
     ON T.data_date = S.data_date
     WHEN NOT MATCHED THEN INSERT (data_date, domain, visibility) VALUES (S.data_date, S.domain, S.visibility)`,
  );
  expect(merged.body.numDmlAffectedRows).toBe('1');
  expect(values(await wire.query('SELECT data_date FROM seo.visibility ORDER BY 1'))).toEqual([
    ['2024-01-02'],
    ['2024-01-03'],
  ]);
});
