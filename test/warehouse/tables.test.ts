/**
 * What the warehouse writes, pure: a report's rows as its table has them (schema.ts: the vocabulary's
 * columns typed, lists REPEATED, a trend one column, the day each row describes), cut into load jobs
 * (plan.ts), BigQuery's Pacific day (quota.ts), and the settings a form gives (settings.ts).
 */
import { chunksOf, utf8Bytes } from '../../src/warehouse/plan';
import { hoursToPacificMidnight, pacificDay, pacificOffsetHours } from '../../src/warehouse/quota';
import { layoutOf, mergedFields, type RunContext } from '../../src/warehouse/schema';
import { settingsOf } from '../../src/warehouse/settings';

const run: RunContext = {
  reportId: 'doc-rep',
  runId: 'run1',
  domain: 'example.pl',
  countryId: 1,
  params: { project_id: 101, keyword: 'buty' },
  runDay: '2026-11-20',
  loadedAt: '2026-11-20T08:00:00.000Z',
  dayOf: (date) => date.toISOString().slice(0, 10),
};

describe('a report’s table', () => {
  it('types the vocabulary’s columns, a list REPEATED, a trend as one column, and adds the run’s', () => {
    const header = [
      'keyword_id',
      'keyword',
      'position',
      'cpc',
      'found',
      'serp_features',
      'trend.1',
      'trend.2',
    ];
    const layout = layoutOf({ table: 'positions', key: ['keyword_id'] }, header, run);
    expect(layout.fields.map((f) => `${f.name} ${f.type}${f.mode === 'REPEATED' ? '[]' : ''}`)).toEqual([
      'data_date DATE',
      'report_id STRING',
      'run_id STRING',
      'domain STRING',
      'country_id INT64',
      'keyword_id INT64',
      'keyword STRING',
      'position INT64',
      'cpc FLOAT64',
      'found BOOL',
      'serp_features STRING[]',
      'trend INT64[]',
      'loaded_at TIMESTAMP',
    ]);
    const [row] = layout.rows([[42, 'buty', 3, 1.25, true, 'video, people_also_ask', 1300, 900]]);
    expect(row).toEqual({
      day: '2026-11-20',
      json: {
        data_date: '2026-11-20',
        report_id: 'doc-rep',
        run_id: 'run1',
        domain: 'example.pl',
        country_id: 1,
        keyword_id: 42,
        keyword: 'buty',
        position: 3,
        cpc: 1.25,
        found: true,
        serp_features: ['video', 'people_also_ask'],
        trend: [1300, 900],
        loaded_at: '2026-11-20T08:00:00.000Z',
      },
    });
  });

  it('reads a blank, or text where a number belongs, as NULL rather than refusing the load', () => {
    const layout = layoutOf({ table: 'positions', key: [] }, ['position', 'cpc', 'serp_features'], run);
    expect(layout.rows([['', 'n/a', '']])[0].json).toMatchObject({
      position: null,
      cpc: null,
      serp_features: [],
    });
  });

  it('keeps the report’s domain as main_domain where its rows name domains of their own', () => {
    const layout = layoutOf({ table: 'competitors', key: ['domain'] }, ['domain', 'common_keywords'], run);
    expect(layout.fields.map((f) => f.name)).toEqual([
      'data_date',
      'report_id',
      'run_id',
      'main_domain',
      'country_id',
      'domain',
      'common_keywords',
      'loaded_at',
    ]);
    expect(layout.rows([['rival.pl', 12]])[0].json).toMatchObject({
      main_domain: 'example.pl',
      domain: 'rival.pl',
    });
  });

  it('puts a row on the day of its date column, which becomes data_date, and keeps the parameters asked', () => {
    const layout = layoutOf(
      { table: 'keyword_history', key: ['keyword'], day: { column: 'date' }, params: ['keyword'] },
      ['date', 'position'],
      run,
    );
    expect(layout.fields.map((f) => f.name)).not.toContain('date');
    expect(layout.rows([[new Date('2026-10-01T00:00:00Z'), 4]])).toEqual([
      {
        day: '2026-10-01',
        json: expect.objectContaining({ data_date: '2026-10-01', keyword: 'buty', position: 4 }),
      },
    ]);
  });

  it('makes a row a day of a table of day columns: the rank tracker’s positions', () => {
    const layout = layoutOf(
      {
        table: 'rank_tracker_positions',
        key: ['keyword'],
        day: { days: 'position' },
        params: ['project_id'],
      },
      ['keyword', 'position', 'url', '2026-11-18', '2026-11-19'],
      run,
    );
    expect(layout.fields.map((f) => f.name)).toEqual([
      'data_date',
      'report_id',
      'run_id',
      'domain',
      'country_id',
      'project_id',
      'keyword',
      'position',
      'loaded_at',
    ]);
    expect(
      layout.rows([['buty', 7, '/b', 9, '']]).map((r) => [r.day, r.json.keyword, r.json.position]),
    ).toEqual([
      ['2026-11-18', 'buty', 9],
      ['2026-11-19', 'buty', null],
    ]);
  });

  it('loads a table an earlier version made with its own fields first, then the new ones', () => {
    const old = [
      { name: 'data_date', type: 'DATE' },
      { name: 'position', type: 'INTEGER' },
    ];
    const ours = [
      { name: 'data_date', type: 'DATE' },
      { name: 'position', type: 'INT64' },
      { name: 'intent', type: 'STRING' },
    ];
    expect(mergedFields(old, ours).map((f) => `${f.name} ${f.type}`)).toEqual([
      'data_date DATE',
      'position INTEGER',
      'intent STRING',
    ]);
  });
});

describe('load jobs of a run', () => {
  const fields = [
    { name: 'data_date', type: 'DATE' },
    { name: 'keyword', type: 'STRING' },
  ];
  const rows = (day: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ day, json: { data_date: day, keyword: `fraza ${i} żółw` } }));

  it('a day at a time in order, the first job of a day replacing it, cut under the upload size', () => {
    const chunks = chunksOf(
      'positions__r',
      [...rows('2026-11-20', 3), ...rows('2026-11-19', 2)],
      fields,
      fields,
      120,
    );
    expect(chunks.map((c) => [c.day, c.replaces, c.rows])).toEqual([
      ['2026-11-19', true, 2],
      ['2026-11-20', true, 2],
      ['2026-11-20', false, 1],
    ]);
    for (const c of chunks) expect(c.bytes).toBeLessThanOrEqual(120);
    expect(chunks[0].ndjson.split('\n').map((line) => JSON.parse(line).keyword)).toEqual([
      'fraza 0 żółw',
      'fraza 1 żółw',
    ]);
  });

  it('counts bytes as UTF-8 sends them', () => {
    expect(utf8Bytes('żółw')).toBe(Buffer.byteLength('żółw'));
    expect(utf8Bytes('a😀')).toBe(Buffer.byteLength('a😀'));
  });
});

describe('BigQuery’s day', () => {
  it('turns at midnight Pacific time, daylight saving or not', () => {
    expect(pacificOffsetHours(Date.UTC(2026, 0, 15))).toBe(-8);
    expect(pacificOffsetHours(Date.UTC(2026, 6, 15))).toBe(-7);
    // 2026's changes: 8 March 10:00 UTC and 1 November 09:00 UTC.
    expect(pacificOffsetHours(Date.UTC(2026, 2, 8, 9, 59))).toBe(-8);
    expect(pacificOffsetHours(Date.UTC(2026, 2, 8, 10))).toBe(-7);
    expect(pacificOffsetHours(Date.UTC(2026, 10, 1, 8, 59))).toBe(-7);
    expect(pacificOffsetHours(Date.UTC(2026, 10, 1, 9))).toBe(-8);
    expect(pacificDay(Date.UTC(2026, 10, 20, 7, 59))).toBe('2026-11-19');
    expect(pacificDay(Date.UTC(2026, 10, 20, 8))).toBe('2026-11-20');
    expect(hoursToPacificMidnight(Date.UTC(2026, 10, 20, 20))).toBe(12);
  });
});

describe('the warehouse’s settings', () => {
  it('takes a project id, and the dataset and location it defaults, a region in lower case', () => {
    expect(settingsOf({ projectId: ' my-seo-project ' })).toEqual({
      projectId: 'my-seo-project',
      dataset: 'seo_sheets',
      location: 'EU',
      searchConsole: null,
    });
    expect(
      settingsOf({ projectId: 'my-seo-project', location: 'Europe-West1', searchConsole: 'gsc' }),
    ).toMatchObject({
      location: 'europe-west1',
      searchConsole: 'my-seo-project.gsc',
    });
  });

  it.each([
    [{ projectId: 'My Project' }, '“My Project” is not a Google Cloud project id'],
    [{ projectId: 'my-seo-project', dataset: 'seo-sheets' }, '“seo-sheets” is not a BigQuery dataset name'],
    [{ projectId: 'my-seo-project', location: 'Europe' }, '“Europe” is not a BigQuery location'],
    [{ projectId: 'my-seo-project', searchConsole: 'a.b.c!' }, '“a.b.c!” is not a dataset'],
  ])('refuses %j before anything is sent', (input, message) => {
    expect(() => settingsOf(input)).toThrow(message);
  });
});
