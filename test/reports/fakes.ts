/** In-memory stand-ins for the runner's ports: a properties store, a staging table, a paged source. */
import type { Cell } from '../../src/shared/table';
import type { Chunk, Cursor, Job, Row } from '../../src/reports/job';
import { placeReplace, type SheetRecord } from '../../src/reports/layout';
import type { Charge, Failure, QuotaLeft, RunnerPorts, Source, Staging } from '../../src/reports/runner';
import { type KeyValue, reportStore } from '../../src/reports/store';
import { english, verbatim } from '../../src/shared/i18n/said';

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

export class QuotaError extends Error {}

/** `total` rows `{n, keyword}` in pages of `pageSize`; the first page charges one unit. */
export function pagedSource(
  total: number,
  pageSize: number,
  opts: { failAtPage?: number; error?: Error; onFetch?: () => void } = {},
): Source & { calls: number[] } {
  const calls: number[] = [];
  return {
    calls,
    charge: (cursor: Cursor) => ({ counter: 'visibility', units: cursor.page === 1 ? 1 : 0 }),
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
  quota: QuotaLeft;
  /** Every charge the runner asked to remember, with its time. */
  recorded: [Charge, number][];
}

export function fakeWorld(source: Source): FakeWorld {
  const props = memoryProps();
  const store = reportStore(props);
  const staging = memoryStaging();
  const world: FakeWorld = {
    props,
    staging,
    published: [],
    notes: [],
    clock: { now: 1_800_000_000_000 },
    quota: { left: 10, hoursToReset: 5 },
    recorded: [],
    ports: {
      now: () => world.clock.now,
      store,
      source: () => source,
      quota: () => world.quota,
      recordCharge: (charge, at) => world.recorded.push([charge, at]),
      staging: () => staging,
      publish(job: Job, rows: Cell[][]): SheetRecord {
        world.published.push(rows);
        return placeReplace(
          { previous: store.record(job.request.sheetName), lastColumn: 0 },
          job.header,
          rows.length,
        ).record;
      },
      noteFailure: (_job, message) => world.notes.push(english(message)),
      failure: (error: unknown): Failure =>
        error instanceof QuotaError
          ? { kind: 'quota', message: verbatim(error.message), hoursToReset: 3 }
          : { kind: 'error', message: verbatim(String((error as Error).message)) },
    },
  };
  return world;
}
