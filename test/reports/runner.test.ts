import { createJob, type Job, type ReportRequest } from '../../src/reports/job';
import { runJob } from '../../src/reports/runner';
import type { Schedule } from '../../src/reports/schedule';
import { fakeWorld, pagedSource, QuotaError } from './fakes';
import { english, type Said, verbatim } from '../../src/shared/i18n/said';

const request: ReportRequest = {
  reportId: 'positions',
  params: { domain: 'example.pl' },
  sheetName: 'Positions',
  mode: 'replace',
};

function start(
  world: ReturnType<typeof fakeWorld>,
  rowLimit = 1_000_000,
  scheduleId: string | null = null,
): Job {
  const job = createJob('j1', request, rowLimit, world.clock.now, scheduleId);
  world.ports.store.saveJob(job);
  return job;
}

/** Runs the job with all the time it wants. */
function runAll(world: ReturnType<typeof fakeWorld>): Job {
  return runJob('j1', world.ports, Number.MAX_SAFE_INTEGER);
}

function expectQuotaPause(job: Job, resumeAt: number): void {
  expect(job.state).toMatchObject({ kind: 'paused', reason: 'quota', resumeAt });
}

function numbers(world: ReturnType<typeof fakeWorld>): number[] {
  const last = world.published.at(-1) ?? [];
  return last.map((row) => row[0] as number);
}

describe('runJob', () => {
  it('fetches 20,000 rows over several executions, each stopping before its deadline', () => {
    const clock = { now: 0 };
    const source = pagedSource(20_000, 100, { onFetch: () => (clock.now += 1_000) });
    const w = fakeWorld(source);
    w.clock = clock;
    start(w);
    let runs = 0;
    let job: Job;
    do {
      runs += 1;
      const startedAt = w.clock.now;
      job = runJob('j1', w.ports, startedAt + 60_000);
      expect(w.clock.now).toBeLessThanOrEqual(startedAt + 60_000);
    } while (job.state.kind === 'running');
    expect(job.state.kind).toBe('done');
    expect(runs).toBeGreaterThan(3);
    expect(numbers(w)).toEqual(Array.from({ length: 20_000 }, (_, i) => i + 1));
    expect(job.unitsCharged).toBe(1);
    expect(job.pages).toBe(200);
    expect(w.staging.dropped).toBe(true);
  });

  it('a kill between writing a chunk and its checkpoint loses and duplicates nothing', () => {
    const source = pagedSource(450, 100);
    const w = fakeWorld(source);
    start(w);
    const save = w.ports.store.saveJob;
    let saves = 0;
    w.ports.store.saveJob = (job) => {
      saves += 1;
      if (saves === 3) throw new Error('Exceeded maximum execution time');
      save(job);
    };
    expect(() => runAll(w)).toThrow('Exceeded');
    expect(w.ports.store.job('j1')?.rowsWritten).toBe(200);
    const job = runAll(w);
    expect(job.state.kind).toBe('done');
    expect(source.calls).toEqual([1, 2, 3, 3, 4, 5]);
    expect(numbers(w)).toEqual(Array.from({ length: 450 }, (_, i) => i + 1));
  });

  it('a kill while publishing publishes the same table again on resume', () => {
    const source = pagedSource(250, 100);
    const w = fakeWorld(source);
    start(w);
    const commit = w.ports.store.commit;
    w.ports.store.commit = () => {
      throw new Error('killed');
    };
    expect(() => runAll(w)).toThrow('killed');
    w.ports.store.commit = commit;
    const job = runAll(w);
    expect(job.state.kind).toBe('done');
    expect(w.published).toHaveLength(2);
    expect(w.published[1]).toEqual(w.published[0]);
    expect(source.calls).toEqual([1, 2, 3]);
  });

  it('pauses before a chunk the quota cannot pay for, and resumes once it has reset', () => {
    const source = pagedSource(150, 100);
    const w = fakeWorld(source);
    w.quota = { left: 0, hoursToReset: 5 };
    start(w);
    const paused = runAll(w);
    expectQuotaPause(paused, w.clock.now + 5 * 3_600_000);
    expect(paused.state.kind === 'paused' && english(paused.state.message as Said)).toContain(
      'when it resets, in 5 hours',
    );
    expect(source.calls).toEqual([]);
    w.clock.now += 4 * 3_600_000;
    expect(runAll(w).state.kind).toBe('paused');
    w.clock.now += 3_600_000;
    w.quota = { left: 10, hoursToReset: 720 };
    expect(runAll(w).state.kind).toBe('done');
    expect(numbers(w)).toHaveLength(150);
  });

  it('remembers the charge of a chunk only once its fetch succeeded, so a repeat can be estimated free', () => {
    const failing = fakeWorld(pagedSource(300, 100, { failAtPage: 1 }));
    start(failing);
    runAll(failing);
    expect(failing.recorded).toEqual([]);
    const w = fakeWorld(pagedSource(300, 100));
    start(w);
    runAll(w);
    expect(w.recorded.filter(([charge]) => charge.units > 0)).toEqual([
      [{ counter: 'visibility', units: 1 }, w.clock.now],
    ]);
  });

  it('a 418 on quota pauses after one attempt, never retrying', () => {
    const source = pagedSource(300, 100, { failAtPage: 2, error: new QuotaError('Daily limit reached') });
    const w = fakeWorld(source);
    start(w);
    const job = runAll(w);
    expectQuotaPause(job, w.clock.now + 3 * 3_600_000);
    expect(source.calls).toEqual([1, 2]);
    expect(job.rowsWritten).toBe(100);
  });

  it('an error pauses the run, notes it on the sheet and records it on the schedule', () => {
    const source = pagedSource(300, 100, { failAtPage: 2 });
    const w = fakeWorld(source);
    const schedule: Schedule = {
      id: 's1',
      target: { kind: 'report', request },
      cadence: { every: 'day', hour: 6 },
      paused: false,
      nextRunAt: 0,
      lastResult: null,
    };
    w.ports.store.saveSchedules([schedule]);
    start(w, 1_000_000, 's1');
    const job = runAll(w);
    expect(job.state).toEqual({ kind: 'paused', reason: 'error', message: verbatim('Service down') });
    expect(w.notes).toEqual(['Service down']);
    expect(w.published).toHaveLength(0);
    expect(w.ports.store.schedules()[0].lastResult).toEqual({
      at: w.clock.now,
      ok: false,
      error: verbatim('Service down'),
    });
    expect(runAll(w).state.kind).toBe('paused');
  });

  it('a sheet that refuses the rows (the 10 million cells) pauses the run and keeps its checkpoint', () => {
    const w = fakeWorld(pagedSource(300, 100));
    const write = w.staging.write;
    let pages = 0;
    w.staging.write = (...args) => {
      if (++pages === 2) throw new Error('This action would increase the number of cells in the workbook');
      write(...args);
    };
    start(w);
    const job = runAll(w);
    expect(job.state).toMatchObject({ kind: 'paused', reason: 'error' });
    expect(job.rowsWritten).toBe(100);
    expect(w.notes).toHaveLength(1);
    expect(w.ports.store.job(job.id)!.rowsWritten).toBe(100);
  });

  it('stops at the row limit and records the result on the schedule, with the time the run took', () => {
    // Each page takes two seconds: the schedule's next run is estimated from the six they took.
    const clock = { advance: () => {} };
    const source = pagedSource(1_000, 100, { onFetch: () => clock.advance() });
    const w = fakeWorld(source);
    clock.advance = () => {
      w.clock.now += 2_000;
    };
    w.ports.store.saveSchedules([
      {
        id: 's1',
        target: { kind: 'stamp' },
        cadence: { every: 'day', hour: 1 },
        paused: false,
        nextRunAt: 0,
        lastResult: null,
      },
    ]);
    start(w, 250, 's1');
    const job = runAll(w);
    expect(job.rowsWritten).toBe(250);
    expect(source.calls).toEqual([1, 2, 3]);
    expect(numbers(w)).toHaveLength(250);
    expect(w.ports.store.schedules()[0].lastResult).toEqual({
      at: w.clock.now,
      ok: true,
      rows: 250,
      units: 1,
      ms: 6_000,
    });
  });
});
