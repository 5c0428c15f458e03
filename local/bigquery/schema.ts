/**
 * Table schemas: the field types the simulator models, the names BigQuery answers with (its legacy
 * spellings: `INTEGER`, `FLOAT`, `BOOLEAN`, whatever a request said), the DuckDB column type behind each,
 * and the rules a changed schema must follow (add NULLABLE or REPEATED fields only).
 */
import { fail } from './errors';

export type FieldType =
  | 'STRING'
  | 'INTEGER'
  | 'FLOAT'
  | 'NUMERIC'
  | 'BOOLEAN'
  | 'DATE'
  | 'TIMESTAMP'
  | 'DATETIME';
export type FieldMode = 'NULLABLE' | 'REQUIRED' | 'REPEATED';

export interface Field {
  name: string;
  type: FieldType;
  mode: FieldMode;
  description?: string;
}

const TYPE_ALIASES: Record<string, FieldType> = {
  STRING: 'STRING',
  INTEGER: 'INTEGER',
  INT64: 'INTEGER',
  FLOAT: 'FLOAT',
  FLOAT64: 'FLOAT',
  NUMERIC: 'NUMERIC',
  BOOLEAN: 'BOOLEAN',
  BOOL: 'BOOLEAN',
  DATE: 'DATE',
  TIMESTAMP: 'TIMESTAMP',
  DATETIME: 'DATETIME',
};

/** The types BigQuery has that the simulator does not store: refused by name, never approximated. */
const UNSIMULATED = new Set([
  'BYTES',
  'TIME',
  'RECORD',
  'STRUCT',
  'BIGNUMERIC',
  'BIGDECIMAL',
  'GEOGRAPHY',
  'JSON',
  'INTERVAL',
  'RANGE',
]);

export const DUCKDB_TYPE: Record<FieldType, string> = {
  STRING: 'VARCHAR',
  INTEGER: 'BIGINT',
  FLOAT: 'DOUBLE',
  NUMERIC: 'DECIMAL(38,9)',
  BOOLEAN: 'BOOLEAN',
  DATE: 'DATE',
  TIMESTAMP: 'TIMESTAMPTZ',
  DATETIME: 'TIMESTAMP',
};

export function columnType(field: Field): string {
  const base = DUCKDB_TYPE[field.type];
  return field.mode === 'REPEATED' ? `${base}[]` : base;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,299}$/;

/** A request's `schema` (`{fields: [...]}`) as fields, or the 400 BigQuery gives for the first bad one. */
export function readSchema(raw: unknown): Field[] {
  const fields = (raw as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) throw fail.invalid('Schema has no fields.');
  const seen = new Set<string>();
  return fields.map((f: unknown) => {
    const { name, type, mode, description } = (f ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !NAME.test(name))
      throw fail.invalid(
        `Invalid field name "${String(name)}". Fields must contain only letters, numbers, and underscores, start with a letter or underscore, and be at most 300 characters long.`,
      );
    const key = name.toLowerCase();
    if (seen.has(key)) throw fail.invalid(`Field ${name} already exists in schema`);
    seen.add(key);
    const upper = String(type ?? '').toUpperCase();
    if (UNSIMULATED.has(upper)) throw fail.notSimulated(`Field type ${upper} (field ${name})`);
    const normalType = TYPE_ALIASES[upper];
    if (!normalType) throw fail.invalid(`Invalid value for type: ${String(type)} is not a valid value`);
    const normalMode = String(mode ?? 'NULLABLE').toUpperCase();
    if (normalMode !== 'NULLABLE' && normalMode !== 'REQUIRED' && normalMode !== 'REPEATED')
      throw fail.invalid(`Invalid value for mode: ${String(mode)} is not a valid value`);
    return {
      name,
      type: normalType,
      mode: normalMode,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/** The `schema` of a table resource or a query answer. */
export function schemaResource(fields: readonly Field[]): { fields: Field[] } {
  return { fields: fields.map((f) => ({ ...f })) };
}

export function findField(fields: readonly Field[], name: string): Field | undefined {
  const key = name.toLowerCase();
  return fields.find((f) => f.name.toLowerCase() === key);
}

/**
 * The table's fields after `wanted` replaces them: every field kept with its type and mode (REQUIRED may
 * relax to NULLABLE only when relaxing is allowed), new ones appended only when `addition` allows them and
 * never REQUIRED. `table` names the table in Google's "Provided Schema does not match" messages.
 */
export function evolveSchema(
  current: readonly Field[],
  wanted: readonly Field[],
  table: string,
  opts: { addition: boolean },
): { fields: Field[]; added: Field[] } {
  const mismatch = (detail: string) =>
    fail.invalid(`Provided Schema does not match Table ${table}. ${detail}`);
  for (const old of current) {
    const now = findField(wanted, old.name);
    if (!now) throw mismatch(`Field ${old.name} is missing in new schema`);
    if (now.type !== old.type)
      throw mismatch(`Field ${old.name} has changed type from ${old.type} to ${now.type}`);
    if (now.mode !== old.mode)
      throw mismatch(`Field ${old.name} has changed mode from ${old.mode} to ${now.mode}`);
  }
  const added = wanted.filter((f) => !findField(current, f.name));
  if (added.length && !opts.addition) throw mismatch(`Cannot add fields (field: ${added[0].name})`);
  const required = added.find((f) => f.mode === 'REQUIRED');
  if (required) throw mismatch(`Cannot add required fields to an existing schema. (field: ${required.name})`);
  // A kept field takes the new schema's description, as a patch that rewrites descriptions expects.
  const kept = current.map((f) => {
    const description = findField(wanted, f.name)?.description;
    return description === undefined ? { ...f } : { ...f, description };
  });
  return { fields: [...kept, ...added], added };
}

/** A DuckDB identifier, quoted. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A DuckDB string literal. */
export function quoteString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
