/**
 * A script in the Apps Script emulator reaches the simulator under Google's own host name, through the
 * emulator's `hosts` option alone: the upload and the API paths are Google's, so nothing is special-cased.
 */
import { createEmulator } from '../../local/gas';
import { type SuiteBigQuery, suiteBigQuery, uniqueProject } from '../support/bigquery';

let bq: SuiteBigQuery;
beforeAll(async () => {
  bq = await suiteBigQuery();
});
afterAll(() => bq.stop());

const SCRIPT = `
var ROOT = 'https://bigquery.googleapis.com';
function send(method, path, payload, contentType) {
  var options = { method: method, headers: { Authorization: 'Bearer script-token' }, muteHttpExceptions: true };
  if (payload !== undefined) { options.payload = payload; options.contentType = contentType || 'application/json'; }
  var response = UrlFetchApp.fetch(ROOT + path, options);
  return { code: response.getResponseCode(), body: JSON.parse(response.getContentText()) };
}
function exportDay(project) {
  var job = { jobReference: { jobId: 'day-20240101' }, configuration: { load: {
    destinationTable: { datasetId: 'seo', tableId: 'positions$20240101' },
    sourceFormat: 'NEWLINE_DELIMITED_JSON', writeDisposition: 'WRITE_TRUNCATE',
    schema: { fields: [{ name: 'data_date', type: 'DATE' }, { name: 'keyword', type: 'STRING' }] },
    timePartitioning: { type: 'DAY', field: 'data_date' } } } };
  var rows = [{ data_date: '2024-01-01', keyword: 'buty' }, { data_date: '2024-01-01', keyword: 'żółw' }];
  var body = '--b\\r\\nContent-Type: application/json\\r\\n\\r\\n' + JSON.stringify(job) +
    '\\r\\n--b\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n' +
    rows.map(function (r) { return JSON.stringify(r); }).join('\\n') + '\\r\\n--b--';
  var projectPath = '/bigquery/v2/projects/' + project;
  send('post', projectPath + '/datasets', JSON.stringify({ datasetReference: { datasetId: 'seo' }, location: 'EU' }));
  var inserted = send('post', '/upload/bigquery/v2/projects/' + project + '/jobs?uploadType=multipart', body, 'multipart/related; boundary=b');
  var done = send('get', projectPath + '/jobs/day-20240101?location=EU');
  var read = send('post', projectPath + '/queries', JSON.stringify({ query: 'SELECT keyword FROM seo.positions ORDER BY keyword', useLegacySql: false }));
  return { inserted: inserted.body.status.state, done: done.body.status, keywords: read.body.rows.map(function (r) { return r.f[0].v; }) };
}
`;

test('UrlFetchApp to https://bigquery.googleapis.com, mapped by hosts, loads a partition and reads it back', () => {
  const emu = createEmulator({ code: SCRIPT, hosts: { 'https://bigquery.googleapis.com': bq.url } });
  try {
    expect(emu.callServer('exportDay', [uniqueProject('emulator')])).toEqual({
      inserted: 'RUNNING',
      done: { state: 'DONE' },
      keywords: ['buty', 'żółw'],
    });
    expect(emu.requests.map((r) => r.url.split('?')[0].replace(/projects\/[^/]+/, 'projects/p'))).toEqual([
      'https://bigquery.googleapis.com/bigquery/v2/projects/p/datasets',
      'https://bigquery.googleapis.com/upload/bigquery/v2/projects/p/jobs',
      'https://bigquery.googleapis.com/bigquery/v2/projects/p/jobs/day-20240101',
      'https://bigquery.googleapis.com/bigquery/v2/projects/p/queries',
    ]);
  } finally {
    emu.close();
  }
});
