/**
 * GoogleSQL into DuckDB's SQL, without an engine: names to physical tables, parameters to typed literals
 * (a value never becomes SQL), wildcards and views inlined, the clock's CURRENT_DATE, what is refused.
 */
import { fail } from '../../local/bigquery/errors';
import type { Field } from '../../local/bigquery/schema';
import { readParameters } from '../../local/bigquery/sql/parameters';
import { type Source, type TableRef, translate } from '../../local/bigquery/sql/translate';

const FIELDS: Field[] = [
  { name: 'a', type: 'INTEGER', mode: 'NULLABLE' },
  { name: 'd', type: 'DATE', mode: 'NULLABLE' },
];

const resolver = {
  source(ref: TableRef, wildcard: boolean): Source {
    if (wildcard)
      return {
        kind: 'wildcard',
        ref,
        fields: FIELDS,
        members: [
          { suffix: 'x', ref: { ...ref, tableId: `${ref.tableId}x` }, physical: 't_2', fields: [FIELDS[0]] },
          { suffix: 'y', ref: { ...ref, tableId: `${ref.tableId}y` }, physical: 't_3', fields: FIELDS },
        ],
      };
    if (ref.tableId === 'v') return { kind: 'view', ref, query: 'SELECT a FROM `p.d.t` WHERE a > 1' };
    if (ref.tableId === 'missing')
      throw fail.notFound(`Table ${ref.projectId}:${ref.datasetId}.${ref.tableId}`);
    return { kind: 'table', ref, physical: 't_1', fields: FIELDS };
  },
};

function sql(query: string, params: unknown[] = [], mode = 'NAMED'): string {
  return translate(query, {
    projectId: 'p',
    params: readParameters(mode, params),
    nowMs: Date.parse('2026-03-01T23:30:00Z'),
    resolver,
  }).sql;
}

test('table names of every spelling become the physical table, aliased by the table’s name', () => {
  for (const name of ['`p.d.t`', '`p`.`d`.`t`', 'd.t', '`d.t`', 'p.d.t'])
    expect(sql(`SELECT a FROM ${name} WHERE t.a = 1`)).toBe('SELECT a FROM "t_1" AS "t" WHERE t.a = 1');
  expect(sql('SELECT x.a FROM d.t x JOIN d.t AS y ON x.a = y.a')).toBe(
    'SELECT x.a FROM "t_1" AS x JOIN "t_1" AS y ON x.a = y.a',
  );
  expect(() => sql('SELECT a FROM t')).toThrow(
    'Table "t" must be qualified with a dataset (e.g. dataset.table).',
  );
});

test('a parameter is a typed literal: its text never becomes SQL', () => {
  const params = [
    { name: 'Name', parameterType: { type: 'STRING' }, parameterValue: { value: "x' OR '1'='1" } },
    { name: 'day', parameterType: { type: 'DATE' }, parameterValue: { value: '2024-01-02' } },
    { name: 'n', parameterType: { type: 'INT64' }, parameterValue: {} },
  ];
  expect(sql('SELECT a FROM d.t WHERE s = @name AND d = @DAY AND a = @n', params)).toBe(
    `SELECT a FROM "t_1" AS "t" WHERE s = 'x'' OR ''1''=''1' AND d = CAST('2024-01-02' AS DATE) AND a = CAST(NULL AS BIGINT)`,
  );
  const bad = [{ name: 'n', parameterType: { type: 'INT64' }, parameterValue: { value: '1; DROP TABLE t' } }];
  expect(() => sql('SELECT @n', bad)).toThrow(
    "Query parameter 'n' has value 1; DROP TABLE t, which is not a valid INT64.",
  );
  const positional = [{ parameterType: { type: 'BOOL' }, parameterValue: { value: 'true' } }];
  expect(sql('SELECT ?', positional, 'POSITIONAL')).toBe('SELECT TRUE');
});

test('a wildcard is the union of its tables; its * leaves out _TABLE_SUFFIX, as GoogleSQL’s does', () => {
  expect(sql("SELECT * FROM `p.d.rep_*` WHERE _TABLE_SUFFIX = 'y'")).toBe(
    `SELECT * EXCLUDE (_TABLE_SUFFIX) FROM (SELECT "a", CAST(NULL AS DATE) AS "d", 'x' AS _TABLE_SUFFIX FROM "t_2" UNION ALL SELECT "a", "d", 'y' AS _TABLE_SUFFIX FROM "t_3") AS "rep_*" WHERE _TABLE_SUFFIX = 'y'`,
  );
  expect(sql('SELECT w.* EXCEPT (d), x.* FROM `d.rep_*` w, d.t x')).toMatch(
    /^SELECT w\.\* EXCLUDE \(_TABLE_SUFFIX, d\), x\.\* FROM /,
  );
});

test('a view is its own query, translated in turn', () => {
  expect(sql('SELECT a FROM d.v')).toBe('SELECT a FROM (SELECT a FROM "t_1" AS "t" WHERE a > 1) AS "v"');
});

test('literals, types, functions and the clock in DuckDB’s spelling', () => {
  expect(
    sql(
      'SELECT 1.5, "it\\\'s", DATE_DIFF(CURRENT_DATE(), d, DAY), CAST(a AS INT64), SAFE_CAST(a AS STRING) FROM d.t',
    ),
  ).toBe(
    `SELECT CAST(1.5 AS DOUBLE), 'it''s', bq_date_diff(DATE '2026-03-01', d, 'day'), CAST(a AS BIGINT), TRY_CAST(a AS VARCHAR) FROM "t_1" AS "t"`,
  );
  expect(sql("SELECT CURRENT_DATE('Pacific/Kiritimati'), TIMESTAMP '2024-01-01 00:00:00'")).toBe(
    `SELECT DATE '2026-03-02', CAST('2024-01-01 00:00:00' AS TIMESTAMPTZ)`,
  );
  expect(sql('SELECT EXTRACT(DAY FROM d) FROM d.t WHERE a IN UNNEST([1, 2])')).toBe(
    'SELECT EXTRACT(DAY FROM d) FROM "t_1" AS "t" WHERE a IN (SELECT UNNEST([1, 2]))',
  );
});

test('DML gets the INTO and FROM DuckDB needs; scripts, DDL and a missing table are refused', () => {
  expect(sql('DELETE d.t WHERE a = 1')).toBe('DELETE FROM "t_1" AS "t" WHERE a = 1');
  expect(sql('INSERT d.t (a) VALUES (1)')).toBe('INSERT INTO "t_1" AS "t" (a) VALUES (1)');
  expect(() => sql('UPDATE d.v SET a = 1 WHERE TRUE')).toThrow(
    'Cannot modify a view p:d.v in a DML statement',
  );
  expect(() => sql('CREATE TABLE d.x (a INT64)')).toThrow('A DDL statement (CREATE)');
  expect(() => sql('SELECT 1; SELECT 2')).toThrow('A multi-statement query (script)');
  expect(() => sql('SELECT a FROM d.missing')).toThrow('Not found: Table p:d.missing');
});
