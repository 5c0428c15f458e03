/** In-memory stand-ins for the runner's ports: a properties store, a staging table, a paged source. */
import type { Cell } from '../../src/shared/table';
import type { Chunk, Cursor, Job, Row } from '../../src/reports/job';
import { place, type SheetRecord } from '../../src/reports/layout';
import type { Staging } from '../../src/platform/report-sheets';
import type { Charge, CounterReading, Failure, RunnerPorts, Source } from '../../src/reports/runner';
import { type KeyValue, reportStore } from '../../src/reports/store';
import { english, verbatim } from '../../src/shared/i18n/said';
import { type SpentCounters, spentCounters } from '../../src/spent/counters';

export function memoryProps(): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getProperty: (key) => data.get(key) ?? null,
    getProperties: () => Object.fromEntries(data),
    getKeys: () => [...data.keys()],
    setProperties: (entries) => {
      for (const [key, value] of Object.entries(entries)) data.set(key, value);
    },
    deleteProperty: (key) => data.delete(key),
  };
}

export function memoryStaging(): Staging & { header: readonly string[]; rows: Cell[][]; dropped: boolean } {
  const table = {
    header: [] as readonly string[],
    rows: [] as Cell[][],
    dropped: false,
    write(offset: number, header: readonly string[], rows: readonly (readonly Cell[])[]) {
      table.header = header;
      rows.forEach((row, i) => {
        table.rows[offset + i] = [...row];
      });
    },
    read: (rows: number, width: number) =>
      table.rows.slice(0, rows).map((row) => Array.from({ length: width }, (_, i) => row[i] ?? '')),
    drop() {
      table.dropped = true;
    },
  };
  return table;
}

/** A quota refusal; `hoursToReset` null: nothing says when the counter resets (getLimits failing too). */
export class QuotaError extends Error {
  constructor(
    message: string,
    readonly hoursToReset: number | null = 3,
  ) {
    super(message);
  }
}

/** A failure a later try may cure (a 5xx, a time-out): the fake `failure` calls it retryable. */
export class TransientError extends Error {}

/** `total` rows `{n, keyword}` in pages of `pageSize`; the first page charges one unit, later ones nothing. */
export function pagedSource(
  total: number,
  pageSize: number,
  opts: { failAtPage?: number; error?: Error; onFetch?: () => void } = {},
): Source & { calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    // As the real sources: later pages read computed results, from no counter.
    charge: (cursor: Cursor) =>
      cursor.page === 1 ? { counter: 'visibility', units: 1 } : { counter: 'none', units: 0 },
    fetch(cursor: Cursor, maxRows: number): Chunk {
      calls.push(cursor.page);
      opts.onFetch?.();
      if (opts.failAtPage === cursor.page) throw opts.error ?? new Error('Service down');
      const first = (cursor.page - 1) * pageSize;
      const count = Math.max(0, Math.min(pageSize, total - first, maxRows));
      const rows: Row[] = Array.from({ length: count }, (_, i) => ({
        n: first + i + 1,
        keyword: `kw ${first + i + 1}`,
      }));
      const more = first + pageSize < total;
      return {
        rows,
        next: more ? { page: cursor.page + 1, batch: 0 } : null,
        pages: 1,
        units: cursor.page === 1 ? 1 : 0,
        rowsTotal: total,
      };
    },
  };
}

export interface FakeWorld {
  ports: RunnerPorts;
  props: ReturnType<typeof memoryProps>;
  staging: ReturnType<typeof memoryStaging>;
  published: Cell[][][];
  notes: string[];
  clock: { now: number };
  /** The service's counter: what a reading finds (null: getLimits fails). */
  quota: (CounterReading & { used: number }) | null;
  /** Units the service charges for a chunk it answers; by default what the source estimated. */
  charges: (chunk: Chunk) => number;
  /** Readings of the counter that went to the service. */
  reads: number;
  /** A new execution: it has read nothing yet. */
  execution(): void;
  /** Every charge the runner asked to remember, with its time. */
  recorded: [Charge, number][];
  /** The account's memory of spent counters, as formulas share it. */
  spent: SpentCounters;
}

export function fakeWorld(source: Source): FakeWorld {
  const props = memoryProps();
  const store = reportStore(props);
  const staging = memoryStaging();
  let reading: CounterReading | null = null;
  let spent = false;
  const world: FakeWorld = {
    props,
    staging,
    published: [],
    notes: [],
    clock: { now: 1_800_000_000_000 },
    quota: { used: 0, left: 10, hoursToReset: 5 },
    charges: (chunk) => chunk.units,
    reads: 0,
    execution() {
      reading = null;
    },
    recorded: [],
    spent: spentCounters(null, 'demo@example.com'),
    ports: {
      now: () => world.clock.now,
      store,
      source: () => ({
        charge: (cursor) => source.charge(cursor),
        fetch(cursor, maxRows) {
          const chunk = source.fetch(cursor, maxRows);
          const units = world.charges(chunk);
          if (world.quota && units)
            world.quota = {
              ...world.quota,
              used: world.quota.used + units,
              left: world.quota.left === null ? null : world.quota.left - units,
            };
          return chunk;
        },
      }),
      counter() {
        // As the reports' limits book does: read again only after a request that may have charged.
        if (!reading || spent) {
          world.reads += 1;
          reading = world.quota && { ...world.quota };
          spent = false;
        }
        return reading;
      },
      spending() {
        spent = true;
      },
      get spent() {
        return world.spent;
      },
      recordCharge: (charge, at) => world.recorded.push([charge, at]),
      staging: () => staging,
      publish(job: Job, rows: Cell[][]): SheetRecord {
        world.published.push(rows);
        return place(store.record(job.request.sheetName), {
          header: job.header,
          startRow: 2,
          values: rows,
        }).record;
      },
      noteFailure: (_job, message) => world.notes.push(english(message)),
      failure: (error: unknown): Failure =>
        error instanceof QuotaError
          ? { kind: 'quota', message: verbatim(error.message), hoursToReset: error.hoursToReset }
          : {
              kind: 'error',
              message: verbatim(String((error as Error).message)),
              retryable: error instanceof TransientError,
              ...(error instanceof TransientError && { cause: { status: 503 } }),
            },
    },
  };
  return world;
}
