/**
 * Rows as BigQuery's JSON API writes them: `{f: [{v}]}`, every value a string (`null` for NULL, a list of
 * `{v}` for a REPEATED field), numbers in the API's own spellings; and the type of each result column as
 * the API names it.
 */
import { fail } from './errors';
import type { Field, FieldType } from './schema';

export interface CellOptions {
  /** `formatOptions.useInt64Timestamp`: a TIMESTAMP as microseconds since the epoch, not float seconds. */
  int64Timestamp: boolean;
}

export interface Cell {
  v: string | null | Cell[];
}

export function rowOf(
  values: readonly unknown[],
  fields: readonly Field[],
  opts: CellOptions,
): { f: Cell[] } {
  return { f: fields.map((field, i) => cellOf(values[i], field, opts)) };
}

function cellOf(value: unknown, field: Field, opts: CellOptions): Cell {
  if (field.mode === 'REPEATED') {
    const items = Array.isArray(value) ? value : [];
    return { v: items.map((item) => ({ v: scalar(item, field.type, opts) })) };
  }
  return { v: scalar(value, field.type, opts) };
}

/** One value as DuckDB's JSON reading gives it, in the API's text. */
function scalar(value: unknown, type: FieldType, opts: CellOptions): string | null {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'FLOAT':
      return apiDouble(Number(value));
    case 'NUMERIC':
      return trimDecimal(String(value));
    case 'BOOLEAN':
      return value ? 'true' : 'false';
    case 'TIMESTAMP': {
      const micros = epochMicros(String(value));
      return opts.int64Timestamp ? micros.toString() : apiDouble(Number(micros) / 1e6);
    }
    case 'DATETIME':
      return String(value).replace(' ', 'T');
    default:
      return String(value);
  }
}

/**
 * A double as the API writes it (Java's notation): `1.5`, `3.0`, `1.0E-4`, `1.7041E9`, `NaN`,
 * `Infinity`; any reader's parseFloat reads them all.
 */
export function apiDouble(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(n);
  if (abs >= 1e-3 && abs < 1e7) {
    const text = String(n);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa, exponent] = n.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${exponent.replace('+', '')}`;
}

/** `1.500000000` → `1.5`, `2.000000000` → `2`. */
function trimDecimal(text: string): string {
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/** Microseconds since the epoch of DuckDB's `2024-01-02 03:04:05.123456+00` (UTC session). */
export function epochMicros(text: string): bigint {
  const m =
    /^(-?\d{4,})-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)(?:\.(\d{1,6}))?(?:([+-])(\d\d)(?::?(\d\d))?)?$/.exec(
      text,
    );
  if (!m) throw new Error(`unreadable timestamp ${text}`);
  const seconds =
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) / 1000;
  const offset = m[8] ? (m[8] === '-' ? -1 : 1) * (Number(m[9]) * 3600 + Number(m[10] ?? 0) * 60) : 0;
  return BigInt(seconds - offset) * 1_000_000n + BigInt((m[7] ?? '').padEnd(6, '0'));
}

const RESULT_TYPES: [RegExp, FieldType][] = [
  [
    /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|"NULL"|NULL)$/,
    'INTEGER',
  ],
  [/^(FLOAT|DOUBLE)$/, 'FLOAT'],
  [/^DECIMAL\(/, 'NUMERIC'],
  [/^VARCHAR$/, 'STRING'],
  [/^BOOLEAN$/, 'BOOLEAN'],
  [/^DATE$/, 'DATE'],
  [/^TIMESTAMP WITH TIME ZONE$/, 'TIMESTAMP'],
  [/^TIMESTAMP$/, 'DATETIME'],
];

/** A result column's field, from DuckDB's type of it. */
export function resultField(name: string, duckType: string): Field {
  const repeated = duckType.endsWith('[]');
  const base = repeated ? duckType.slice(0, -2) : duckType;
  const type = RESULT_TYPES.find(([pattern]) => pattern.test(base))?.[1];
  if (!type) throw fail.notSimulated(`A result column of type ${duckType} (column ${name})`);
  return { name, type, mode: repeated ? 'REPEATED' : 'NULLABLE' };
}
