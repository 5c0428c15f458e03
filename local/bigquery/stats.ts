/**
 * A table's row count and logical bytes (`numRows`, `numBytes`), counted the way BigQuery bills storage
 * and queries: 8 bytes a number, date or timestamp, 1 a BOOL, 16 a NUMERIC, 2 plus UTF-8 bytes a string.
 */
import type { Engine } from './engine';
import { type Field, quoteIdent } from './schema';
import type { Table } from './state';

const FIXED: Record<string, number> = { BOOLEAN: 1, NUMERIC: 16 };

function bytesOf(field: Field): string {
  const col = quoteIdent(field.name);
  if (field.mode === 'REPEATED') {
    const each = field.type === 'STRING' ? '2 + strlen(x)' : String(FIXED[field.type] ?? 8);
    return `coalesce(sum(list_sum(list_transform(${col}, x -> ${each}))), 0)`;
  }
  if (field.type === 'STRING') return `coalesce(sum(2 + strlen(${col})), 0)`;
  return `count(${col}) * ${FIXED[field.type] ?? 8}`;
}

export async function tableStats(engine: Engine, table: Table): Promise<{ rows: number; bytes: number }> {
  if (!table.physical) return { rows: 0, bytes: 0 };
  const bytes = table.fields.length ? table.fields.map(bytesOf).join(' + ') : '0';
  const { rows } = await engine.query(`SELECT count(*), ${bytes} FROM ${quoteIdent(table.physical)}`);
  return { rows: Number(rows[0][0]), bytes: Number(rows[0][1]) };
}
