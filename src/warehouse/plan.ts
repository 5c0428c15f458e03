/**
 * A run's rows as load jobs: one day's partition at a time (the first of its jobs replaces the day,
 * `WRITE_TRUNCATE` of `table$YYYYMMDD`, the rest append to it), in newline-delimited JSON cut under the
 * upload size. The same rows always make the same chunks in the same order, so a resumed export sends each
 * chunk under the id it had. Pure.
 */
import type { Field } from '../platform/bigquery';
import { recast, type TableRow, type Value } from './schema';

/**
 * What one load job uploads at most. Apps Script's requests carry up to 50 MB; BigQuery takes far more in a
 * multipart upload. A 20,000-row positions report is about 6 MB, one job.
 */
export const CHUNK_BYTES = 10 * 1024 * 1024;

export interface Chunk {
  /** The table it loads (its partition is `day`). */
  readonly table: string;
  readonly day: string;
  /** Replaces the day's rows (its partition's first chunk), rather than adding to them. */
  readonly replaces: boolean;
  readonly rows: number;
  readonly ndjson: string;
  readonly bytes: number;
}

/** Bytes of `text` in UTF-8. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // A surrogate pair is four bytes: two here for each half.
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/** A row's line in the table's fields (a field the table types otherwise is sent as its type). */
function line(
  json: Readonly<Record<string, Value>>,
  ours: ReadonlyMap<string, Field>,
  fields: readonly Field[],
): string {
  const out: Record<string, Value> = {};
  for (const target of fields) {
    const value = json[target.name];
    const own = ours.get(target.name);
    if (value !== undefined && own) out[target.name] = recast(value, own, target);
  }
  return JSON.stringify(out);
}

/**
 * The load jobs of `rows` into `table`: its days in order, each cut at `maxBytes`. `ours` are the fields the
 * rows were made for; `fields` the table's after the load (mergedFields).
 */
export function chunksOf(
  table: string,
  rows: readonly TableRow[],
  ours: readonly Field[],
  fields: readonly Field[],
  maxBytes = CHUNK_BYTES,
): Chunk[] {
  const byDay = new Map<string, string[]>();
  const own = new Map(ours.map((f) => [f.name, f]));
  for (const row of rows) {
    const lines = byDay.get(row.day) ?? [];
    lines.push(line(row.json, own, fields));
    byDay.set(row.day, lines);
  }
  const chunks: Chunk[] = [];
  for (const day of [...byDay.keys()].sort()) {
    let lines: string[] = [];
    let bytes = 0;
    const flush = () => {
      chunks.push({
        table,
        day,
        replaces: !chunks.some((c) => c.table === table && c.day === day),
        rows: lines.length,
        ndjson: lines.join('\n'),
        bytes,
      });
      lines = [];
      bytes = 0;
    };
    for (const text of byDay.get(day) ?? []) {
      const size = utf8Bytes(text) + 1;
      if (lines.length && bytes + size > maxBytes) flush();
      lines.push(text);
      bytes += size;
    }
    flush();
  }
  return chunks;
}
