/**
 * Every run accounted for (issue 42 item 4): the runs of the last 30 days in one document property each,
 * compact enough for an hourly schedule, and a run left unfinished logged as overtaken when the next one
 * starts, or as given up when it stops trying, once.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { startDue, type DispatchPorts } from '../../src/reports/dispatch';
import { createJob, pauseToRetry, type ReportRequest } from '../../src/reports/job';
import { KEEP_RUNS_MS, type Packer, packRuns, type RunEntry, unpackRuns } from '../../src/reports/runs';
import { reportStore } from '../../src/reports/store';
import { said, verbatim } from '../../src/shared/i18n/said';
import { memoryProps } from './fakes';

const HOUR = 3_600_000;
const start = Date.parse('2026-11-01T05:00:00Z');
const gzip: Packer = {
  pack: (text) => gzipSync(text).toString('base64'),
  unpack: (packed) => gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'),
};

const hourly = (count: number): RunEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    due: start + i * HOUR,
    ended: start + i * HOUR + 2 * 60_000,
    outcome: 'ok',
    rows: 1000 + (i % 7),
    units: i % 24 === 0 ? 1 : 0,
  }));

describe('the runs log', () => {
  it('keeps an entry as it was, to the minute', () => {
    const entry: RunEntry = {
      due: start,
      ended: start + 3 * HOUR + 27 * 60_000,
      outcome: 'gaveUp',
      units: 2,
      unitsEstimated: true,
      tries: [
        { at: start + 27 * 60_000, status: 503 },
        { at: start + HOUR + 27 * 60_000, code: 'CONNECTION_CUT' },
      ],
      reason: said('run.failedTry', { cause: verbatim('HTTP 503') }),
      reportId: 'positions',
      sheetName: 'Pozycje, "klient"',
    };
    expect(unpackRuns(packRuns([entry], entry.ended))).toEqual([entry]);
  });

  it('holds an hourly schedule’s 30 days in one property value, and drops what is older', () => {
    const month = hourly(31 * 24);
    const now = month[month.length - 1].ended;
    const text = packRuns(month, now, gzip);
    expect(text.length).toBeLessThan(8_500);
    const kept = unpackRuns(text, gzip);
    expect(kept.length).toBeGreaterThanOrEqual(30 * 24 - 1);
    expect(kept.every((entry) => entry.ended > now - KEEP_RUNS_MS)).toBe(true);
    expect(kept[kept.length - 1]).toEqual(month[month.length - 1]);
  });

  it('without compression drops its oldest runs to fit rather than outgrow the value', () => {
    const month = hourly(30 * 24);
    const text = packRuns(month, month[month.length - 1].ended);
    expect(text.length).toBeLessThanOrEqual(8_500);
    const kept = unpackRuns(text);
    expect(kept.length).toBeGreaterThan(100);
    expect(kept[kept.length - 1]).toEqual(month[month.length - 1]);
  });

  it('reads a damaged log as empty', () => {
    expect(unpackRuns('[[1,2')).toEqual([]);
    expect(unpackRuns(null)).toEqual([]);
  });

  it('goes with its schedule when the schedule is deleted; the launcher’s stays', () => {
    const props = memoryProps();
    const store = reportStore(props);
    const schedule = {
      id: 's1',
      target: { kind: 'stamp' } as const,
      cadence: { every: 'day', hour: 6 } as const,
      paused: false,
      nextRunAt: start,
      lastResult: null,
    };
    store.saveSchedules([schedule]);
    store.logRun('s1', hourly(1)[0]);
    store.logRun('manual', hourly(1)[0]);
    store.saveSchedules([]);
    expect(store.runs('s1')).toEqual([]);
    expect(store.runs('manual')).toHaveLength(1);
  });
});

describe('a run the next one overtakes', () => {
  const request: ReportRequest = { reportId: 'competitors', params: {}, sheetName: 'C', mode: 'replace' };

  function world() {
    const store = reportStore(memoryProps());
    const clock = { now: start };
    const told: [string, boolean | undefined, number | undefined][] = [];
    const ports: DispatchPorts = {
      now: () => clock.now,
      offsetMinutes: () => 60,
      store,
      newId: () => `j${clock.now}`,
      rowLimit: () => ({ rows: 50, asOf: null }),
      passing: () => false,
      counter: () => null,
      covers: () => true,
      bumpStamp: () => {},
      explain: () => verbatim('no'),
      discard: () => {},
      run: (id) => store.job(id)!,
      ended: (schedule, result, overtaken) =>
        told.push([schedule.id, !result.ok && result.gaveUp, overtaken]),
    };
    store.saveSchedules([
      {
        id: 'daily',
        target: { kind: 'report', request },
        cadence: { every: 'day', hour: 6 },
        paused: false,
        nextRunAt: start,
        lastResult: null,
      },
    ]);
    return { store, clock, ports, told };
  }

  it('is logged as overtaken, with the tries that failed, when the next day’s run starts', () => {
    const w = world();
    const [job] = startDue(w.ports);
    const failed = [start + 45 * 60_000, start + 105 * 60_000].reduce(
      (j, at) => pauseToRetry(j, verbatim('503'), at, { at, status: 503 }),
      job,
    );
    w.store.saveJob(failed);
    w.clock.now = start + 24 * HOUR;
    startDue(w.ports);
    const [entry] = w.store.runs('daily');
    expect(entry).toMatchObject({ due: start, ended: start + 24 * HOUR, outcome: 'overtaken' });
    expect(entry.tries?.map((t) => t.status)).toEqual([503, 503]);
    expect(w.store.jobs().map((j) => j.id)).toEqual([`j${start + 24 * HOUR}`]);
    // What watches the schedule hears that it gave up, and when the run that never got through was due.
    expect(w.told).toEqual([['daily', true, start]]);
  });

  it('that gave up is not logged again when the next run overtakes it', () => {
    const w = world();
    const job = createJob('given-up', request, 50, start, 'daily', null, start);
    const given = pauseToRetry(
      { ...job, outage: { since: start - 25 * HOUR, tries: 8 } },
      verbatim('503'),
      start,
    );
    expect(given.state).toMatchObject({ gaveUp: true });
    w.store.saveJob(given);
    w.clock.now = start + 24 * HOUR;
    startDue(w.ports);
    expect(w.store.runs('daily')).toEqual([]);
    expect(w.told).toEqual([]);
  });
});
