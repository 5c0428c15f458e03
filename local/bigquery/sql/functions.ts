/**
 * GoogleSQL functions DuckDB spells or behaves differently: each is renamed to DuckDB's own function or to
 * a macro created when the engine opens (`bq_…`), so a query keeps its shape and only names change.
 * Functions not listed reach DuckDB under their own name, where most of the common ones (`COALESCE`,
 * `IFNULL`, `IF`, `ROUND`, `STARTS_WITH`, `STRING_AGG`, `EXTRACT`, `LAST_DAY`) mean the same.
 */

/** `CREATE OR REPLACE MACRO` bodies: the date parts arrive as strings (see DATE_PART_ARGUMENT). */
export const BIGQUERY_MACROS = [
  'bq_date_add(d, i) AS CAST(d + i AS DATE)',
  'bq_date_sub(d, i) AS CAST(d - i AS DATE)',
  // DATE_DIFF counts the part's boundaries crossed, as DuckDB's date_diff does; TIMESTAMP_DIFF whole parts.
  'bq_date_diff(a, b, part) AS date_diff(part, b, a)',
  'bq_date_trunc(d, part) AS CAST(date_trunc(part, d) AS DATE)',
  'bq_timestamp_add(t, i) AS t + i',
  'bq_timestamp_sub(t, i) AS t - i',
  'bq_timestamp_diff(a, b, part) AS date_sub(part, b, a)',
  'bq_timestamp_trunc(t, part) AS date_trunc(part, t)',
  'bq_parse_date(fmt, s) AS CAST(strptime(s, fmt) AS DATE)',
  'bq_format_date(fmt, d) AS strftime(d, fmt)',
  'bq_parse_timestamp(fmt, s) AS CAST(strptime(s, fmt) AS TIMESTAMPTZ)',
  'bq_format_timestamp(fmt, t) AS strftime(t, fmt), (fmt, t, tz) AS strftime(timezone(tz, t), fmt)',
  'bq_date(x) AS CAST(x AS DATE), (x, tz) AS CAST(timezone(tz, x) AS DATE), (y, m, d) AS make_date(y, m, d)',
  'bq_timestamp(x) AS CAST(x AS TIMESTAMPTZ)',
  'bq_safe_divide(a, b) AS CASE WHEN b = 0 THEN NULL ELSE a / b END',
  'bq_div(a, b) AS CAST(trunc(a / b) AS BIGINT)',
  "bq_split(s) AS string_split(s, ','), (s, sep) AS string_split(s, sep)",
  'bq_contains_substr(s, t) AS contains(lower(CAST(s AS VARCHAR)), lower(t))',
  "bq_unix_date(d) AS date_diff('day', DATE '1970-01-01', d)",
  'bq_unix_seconds(t) AS CAST(floor(epoch(t)) AS BIGINT)',
  'bq_generate_date_array(a, b) AS CAST(generate_series(CAST(a AS TIMESTAMP), CAST(b AS TIMESTAMP), INTERVAL 1 DAY) AS DATE[]), (a, b, i) AS CAST(generate_series(CAST(a AS TIMESTAMP), CAST(b AS TIMESTAMP), i) AS DATE[])',
];

/** GoogleSQL function name (upper case) → the name DuckDB is called by. */
export const FUNCTION_NAMES: Record<string, string> = {
  DATE_ADD: 'bq_date_add',
  DATE_SUB: 'bq_date_sub',
  DATE_DIFF: 'bq_date_diff',
  DATE_TRUNC: 'bq_date_trunc',
  TIMESTAMP_ADD: 'bq_timestamp_add',
  TIMESTAMP_SUB: 'bq_timestamp_sub',
  TIMESTAMP_DIFF: 'bq_timestamp_diff',
  TIMESTAMP_TRUNC: 'bq_timestamp_trunc',
  PARSE_DATE: 'bq_parse_date',
  FORMAT_DATE: 'bq_format_date',
  PARSE_TIMESTAMP: 'bq_parse_timestamp',
  FORMAT_TIMESTAMP: 'bq_format_timestamp',
  DATE: 'bq_date',
  TIMESTAMP: 'bq_timestamp',
  SAFE_DIVIDE: 'bq_safe_divide',
  DIV: 'bq_div',
  SPLIT: 'bq_split',
  CONTAINS_SUBSTR: 'bq_contains_substr',
  UNIX_DATE: 'bq_unix_date',
  UNIX_SECONDS: 'bq_unix_seconds',
  GENERATE_DATE_ARRAY: 'bq_generate_date_array',
  SAFE_CAST: 'TRY_CAST',
  ARRAY_LENGTH: 'len',
  REGEXP_CONTAINS: 'regexp_matches',
  LOGICAL_AND: 'bool_and',
  LOGICAL_OR: 'bool_or',
  COUNTIF: 'count_if',
  FORMAT: 'printf',
};

/** Functions whose last argument is a date part written as a keyword (`DATE_DIFF(a, b, DAY)`). */
export const DATE_PART_ARGUMENT = new Set(['DATE_DIFF', 'DATE_TRUNC', 'TIMESTAMP_DIFF', 'TIMESTAMP_TRUNC']);

export const DATE_PARTS = new Set([
  'MICROSECOND',
  'MILLISECOND',
  'SECOND',
  'MINUTE',
  'HOUR',
  'DAY',
  'WEEK',
  'ISOWEEK',
  'MONTH',
  'QUARTER',
  'YEAR',
  'ISOYEAR',
]);

/** GoogleSQL type names (upper case) in a CAST, a typed literal or a parameter → DuckDB's. */
export const TYPE_NAMES: Record<string, string> = {
  INT64: 'BIGINT',
  INTEGER: 'BIGINT',
  FLOAT64: 'DOUBLE',
  FLOAT: 'DOUBLE',
  NUMERIC: 'DECIMAL(38,9)',
  DECIMAL: 'DECIMAL(38,9)',
  STRING: 'VARCHAR',
  BOOL: 'BOOLEAN',
  BOOLEAN: 'BOOLEAN',
  DATE: 'DATE',
  TIMESTAMP: 'TIMESTAMPTZ',
  DATETIME: 'TIMESTAMP',
};
