/**
 * Incoming rows (a load's newline-delimited JSON, a streaming insert's `json`) checked against a schema
 * as BigQuery checks them, and normalised for the engine: integers and NUMERIC as exact text, dates and
 * timestamps in one spelling (timestamps in UTC), lists as arrays. Also each row's logical size, which
 * BigQuery bills and reports (8 bytes a number or date, 2 plus UTF-8 bytes a string, 16 a NUMERIC).
 */
import type { Field, FieldType } from './schema';

export type Row = Record<string, unknown>;

export type Converted = { row: Row; bytes: number; partition: string | null } | { problem: string };

export interface ConvertOptions {
  ignoreUnknownValues: boolean;
  /** The field a partitioned table is partitioned on: each row's day is reported. */
  partitionField?: string;
}

/** Partition id of rows whose partitioning column is NULL. */
export const NULL_PARTITION = '__NULL__';

/** Each schema's fields by lower-case name, made once for all the rows of a load rather than per row. */
const namesOf = new WeakMap<readonly Field[], Map<string, Field>>();

function byNameOf(fields: readonly Field[]): Map<string, Field> {
  let byName = namesOf.get(fields);
  if (!byName) {
    byName = new Map(fields.map((f) => [f.name.toLowerCase(), f]));
    namesOf.set(fields, byName);
  }
  return byName;
}

export function convertRow(value: unknown, fields: readonly Field[], opts: ConvertOptions): Converted {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problem: 'Top-level JSON value must be an object.' };
  const byName = byNameOf(fields);
  const row: Row = {};
  let bytes = 0;
  for (const [key, raw] of Object.entries(value)) {
    const field = byName.get(key.toLowerCase());
    if (!field) {
      if (opts.ignoreUnknownValues) continue;
      return { problem: `No such field: ${key}.` };
    }
    const converted = convertField(raw, field);
    if ('problem' in converted) return converted;
    row[field.name] = converted.value;
    bytes += converted.bytes;
  }
  for (const field of fields) {
    if (field.name in row) continue;
    if (field.mode === 'REQUIRED') return { problem: `Missing required field: ${field.name}.` };
    row[field.name] = field.mode === 'REPEATED' ? [] : null;
  }
  const partitionField = opts.partitionField && byName.get(opts.partitionField.toLowerCase());
  const partition = partitionField ? partitionOf(row[partitionField.name]) : null;
  return { row, bytes, partition };
}

type FieldResult = { value: unknown; bytes: number } | { problem: string };

function convertField(raw: unknown, field: Field): FieldResult {
  if (field.mode === 'REPEATED') {
    if (raw === null) return { value: [], bytes: 0 };
    if (!Array.isArray(raw))
      return { problem: `Repeated field must be imported as a JSON array. Field: ${field.name}.` };
    const values: unknown[] = [];
    let bytes = 0;
    for (const item of raw) {
      if (item === null)
        return { problem: `Only optional fields can be set to NULL. Field: ${field.name}; Value: NULL` };
      const one = convertScalar(item, field);
      if ('problem' in one) return one;
      values.push(one.value);
      bytes += one.bytes;
    }
    return { value: values, bytes };
  }
  if (raw === null) {
    if (field.mode === 'REQUIRED')
      return { problem: `Only optional fields can be set to NULL. Field: ${field.name}; Value: NULL` };
    return { value: null, bytes: 0 };
  }
  if (Array.isArray(raw)) return { problem: `Array specified for non-repeated field: ${field.name}.` };
  return convertScalar(raw, field);
}

function convertScalar(raw: unknown, field: Field): FieldResult {
  if (typeof raw === 'object')
    return { problem: `JSON object specified for non-record field: ${field.name}` };
  const value = SCALARS[field.type](raw);
  if (value === undefined)
    return {
      problem: `Could not parse '${String(raw)}' as ${API_TYPE[field.type]} for field ${field.name} with message 'Unable to parse'`,
    };
  return { value, bytes: sizeOf(field.type, value) };
}

const API_TYPE: Record<FieldType, string> = {
  STRING: 'STRING',
  INTEGER: 'INT64',
  FLOAT: 'DOUBLE',
  NUMERIC: 'NUMERIC',
  BOOLEAN: 'BOOL',
  DATE: 'DATE',
  TIMESTAMP: 'TIMESTAMP',
  DATETIME: 'DATETIME',
};

const text = (raw: unknown): string | undefined =>
  typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : undefined;

const INT64_MAX = 9223372036854775807n;

/** Each type's reading of a JSON scalar: the engine's value, or undefined when it is not one. */
const SCALARS: Record<FieldType, (raw: unknown) => unknown> = {
  STRING: text,
  INTEGER: (raw) => {
    if (Number.isSafeInteger(raw)) return String(raw);
    const t = text(raw)?.trim();
    if (t === undefined || !/^[+-]?\d+$/.test(t)) return undefined;
    const n = BigInt(t);
    return n > INT64_MAX || n < -INT64_MAX - 1n ? undefined : n.toString();
  },
  FLOAT: (raw) => {
    if (typeof raw === 'number') return raw;
    const t = typeof raw === 'string' ? raw.trim() : '';
    if (/^(NaN|[+-]?Infinity|[+-]?inf)$/i.test(t)) return t.replace(/^([+-]?)inf(inity)?$/i, '$1Infinity');
    return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t) ? Number(t) : undefined;
  },
  NUMERIC: (raw) => {
    const t = text(raw)?.trim();
    return t !== undefined && /^[+-]?(\d{1,29}(\.\d{0,9})?|\.\d{1,9})$/.test(t) ? t : undefined;
  },
  BOOLEAN: (raw) => {
    if (typeof raw === 'boolean') return raw;
    const t = text(raw)?.trim().toLowerCase();
    return t === 'true' || t === '1' ? true : t === 'false' || t === '0' ? false : undefined;
  },
  DATE: (raw) => (typeof raw === 'string' ? isoDate(raw.trim()) : undefined),
  TIMESTAMP: (raw) => lastTimestamp(raw),
  DATETIME: (raw) => (typeof raw === 'string' ? dateTime(raw.trim()) : undefined),
};

function sizeOf(type: FieldType, value: unknown): number {
  if (type === 'STRING') return 2 + Buffer.byteLength(String(value));
  if (type === 'BOOLEAN') return 1;
  if (type === 'NUMERIC') return 16;
  return 8;
}

/** `YYYY-M-D` as `YYYY-MM-DD` when it is a real calendar day. */
export function isoDate(t: string): string | undefined {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(t);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d)
    return undefined;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const CIVIL = /^(\d{4}-\d{1,2}-\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?/;

function dateTime(t: string): string | undefined {
  const m = CIVIL.exec(t);
  if (!m || m[0].length !== t.length) return undefined;
  return civil(m);
}

/** `date hh:mm:ss.ffffff` of a CIVIL match, or undefined when a part is out of range. */
function civil(m: RegExpExecArray): string | undefined {
  const day = isoDate(m[1]);
  const [h, mi, s] = [Number(m[2] ?? 0), Number(m[3] ?? 0), Number(m[4] ?? 0)];
  if (!day || h > 23 || mi > 59 || s > 59) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day} ${pad(h)}:${pad(mi)}:${pad(s)}.${(m[5] ?? '').padEnd(6, '0')}`;
}

/** The rows of a load carry one time again and again (when they were loaded): read once. */
let last: { raw: unknown; value: string | undefined } | undefined;
function lastTimestamp(raw: unknown): string | undefined {
  if (last && last.raw === raw) return last.value;
  const value = timestamp(raw);
  last = { raw, value };
  return value;
}

/** A TIMESTAMP as UTC text `YYYY-MM-DD hh:mm:ss.ffffff+00`: a civil time with a zone (none is UTC), or epoch seconds. */
function timestamp(raw: unknown): string | undefined {
  if (typeof raw === 'number')
    return Number.isFinite(raw) ? utcText(BigInt(Math.round(raw * 1e6))) : undefined;
  if (typeof raw !== 'string') return undefined;
  const t = raw.trim();
  const m = CIVIL.exec(t);
  if (!m) return undefined;
  const zone = /^\s*(?:(Z|UTC)|([+-])(\d{1,2})(?::?(\d{2}))?)?$/i.exec(t.slice(m[0].length));
  const local = civil(m);
  if (!zone || !local) return undefined;
  const offsetMinutes = zone[2]
    ? (zone[2] === '-' ? -1 : 1) * (Number(zone[3]) * 60 + Number(zone[4] ?? 0))
    : 0;
  const [date, time] = local.split(' ');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, sFrac] = time.split(':');
  const [s, frac] = sFrac.split('.');
  const ms = Date.UTC(y, mo - 1, d, Number(h), Number(mi), Number(s)) - offsetMinutes * 60_000;
  return utcText(BigInt(ms) * 1000n + BigInt(frac));
}

function utcText(micros: bigint): string {
  const ms = Number(micros / 1000n) - (micros % 1000n < 0n ? 1 : 0);
  const iso = new Date(ms).toISOString();
  const sub = ((micros % 1_000_000n) + 1_000_000n) % 1_000_000n;
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}.${sub.toString().padStart(6, '0')}+00`;
}

/** The `YYYYMMDD` day partition a value falls in (a TIMESTAMP's UTC day), or `__NULL__`. */
function partitionOf(value: unknown): string {
  if (value === null || value === undefined) return NULL_PARTITION;
  return String(value).slice(0, 10).replaceAll('-', '');
}
