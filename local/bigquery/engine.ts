/**
 * The embedded SQL engine: one DuckDB database (in memory, or a file that keeps the state between runs)
 * holding every table's rows under an opaque physical name, query results, and the simulator's own
 * metadata as JSON rows. BigQuery's names never reach DuckDB as identifiers: BigQuery's are case-sensitive
 * and DuckDB's are not.
 */
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { BIGQUERY_MACROS } from './sql/functions';
import { quoteIdent, quoteString } from './schema';

export interface ResultSet {
  columns: { name: string; type: string }[];
  /** DuckDB's JSON reading of each value: BIGINT, DECIMAL and dates as strings, DOUBLE as a number. */
  rows: unknown[][];
}

const META = '__simulator_meta';

export class Engine {
  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
  ) {}

  /** A database in memory, or in the file at `path` (created when missing). */
  static async open(path?: string): Promise<Engine> {
    // One thread: the tests' tables hold thousands of rows, where a second thread only added the hand-offs
    // between them (the warehouse and BigQuery suites: 6.0-6.2 s of the simulator's CPU on one, 6.8-7.9 s on
    // two). At the bench's millions, one is about a tenth slower and takes no more CPU.
    const instance = await DuckDBInstance.create(path ?? ':memory:', { threads: '1' });
    const connection = await instance.connect();
    const engine = new Engine(instance, connection);
    // Timestamps are read and written in UTC, as BigQuery's are.
    await engine.run("SET TimeZone = 'UTC'");
    await engine.run(
      `CREATE TABLE IF NOT EXISTS ${META} (kind VARCHAR, key VARCHAR, value VARCHAR, PRIMARY KEY (kind, key))`,
    );
    for (const macro of BIGQUERY_MACROS) await engine.run(`CREATE OR REPLACE MACRO ${macro}`);
    return engine;
  }

  /** Runs a statement; the rows it changed. */
  async run(sql: string): Promise<number> {
    const result = await this.connection.run(sql);
    return result.rowsChanged;
  }

  async query(sql: string): Promise<ResultSet> {
    const reader = await this.connection.runAndReadAll(sql);
    const names = reader.columnNames();
    const types = reader.columnTypes();
    return {
      columns: names.map((name, i) => ({ name, type: types[i].toString() })),
      rows: reader.getRowsJson() as unknown[][],
    };
  }

  /** A statement's result columns, without running it. */
  async describe(sql: string): Promise<{ name: string; type: string }[]> {
    const statement = await this.connection.prepare(sql);
    return Array.from({ length: statement.columnCount }, (_, i) => ({
      name: statement.columnName(i),
      type: statement.columnType(i).toString(),
    }));
  }

  /**
   * Inserts rows already checked against the table's schema, as JSON text DuckDB converts column by
   * column (one statement for thousands of rows).
   */
  async insertJson(
    physical: string,
    columns: { name: string; type: string }[],
    rows: unknown[],
  ): Promise<void> {
    if (rows.length === 0 || columns.length === 0) return;
    const structure = Object.fromEntries(columns.map((c) => [c.name, jsonStructureType(c.type)]));
    const names = columns.map((c) => quoteIdent(c.name)).join(', ');
    const picks = columns.map((c) => `r.${quoteIdent(c.name)}`).join(', ');
    const statement = await this.connection.prepare(
      `INSERT INTO ${quoteIdent(physical)} (${names}) SELECT ${picks} FROM (SELECT unnest(from_json($1::JSON, ${quoteString(JSON.stringify([structure]))})) AS r)`,
    );
    statement.bindVarchar(1, JSON.stringify(rows));
    await statement.run();
  }

  /** Runs `work` in one transaction: all of it lands, or none. */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    await this.run('BEGIN TRANSACTION');
    try {
      const result = await work();
      await this.run('COMMIT');
      return result;
    } catch (error) {
      await this.run('ROLLBACK');
      throw error;
    }
  }

  async saveMeta(kind: string, key: string, value: unknown): Promise<void> {
    await this.run(
      `INSERT OR REPLACE INTO ${META} VALUES (${quoteString(kind)}, ${quoteString(key)}, ${quoteString(JSON.stringify(value))})`,
    );
  }

  async deleteMeta(kind: string, key: string): Promise<void> {
    await this.run(`DELETE FROM ${META} WHERE kind = ${quoteString(kind)} AND key = ${quoteString(key)}`);
  }

  /** Every metadata row, by kind. */
  async loadMeta(): Promise<Map<string, { key: string; value: unknown }[]>> {
    const { rows } = await this.query(`SELECT kind, key, value FROM ${META} ORDER BY kind, key`);
    const byKind = new Map<string, { key: string; value: unknown }[]>();
    for (const [kind, key, value] of rows as string[][]) {
      const list = byKind.get(kind) ?? [];
      list.push({ key, value: JSON.parse(value) });
      byKind.set(kind, list);
    }
    return byKind;
  }

  /** The physical tables that exist (to drop them on a reset). */
  async physicalTables(): Promise<string[]> {
    const { rows } = await this.query(
      `SELECT table_name FROM duckdb_tables() WHERE schema_name = 'main' AND table_name <> ${quoteString(META)}`,
    );
    return rows.map((r) => String(r[0]));
  }

  close(): void {
    this.connection.closeSync();
    this.instance.closeSync();
  }
}

/** `from_json`'s structure for a column type: a list as a one-element array of its element's type. */
function jsonStructureType(type: string): unknown {
  return type.endsWith('[]') ? [type.slice(0, -2)] : type;
}
