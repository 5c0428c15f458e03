import { needsTrigger } from '../../src/reports/dispatch';
import {
  afterLimits,
  createJob,
  isRunnable,
  pauseForQuota,
  type Job,
  type ReportRequest,
  resumeByHand,
  retryAt,
  retryOf,
} from '../../src/reports/job';
import { quotaMessage, runJob } from '../../src/reports/runner';
import type { Schedule } from '../../src/reports/schedule';
import { fakeWorld, pagedSource, QuotaError, TransientError } from './fakes';
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

const daily: Schedule = {
  id: 's1',
  target: { kind: 'report', request },
  cadence: { every: 'day', hour: 6 },
  paused: false,
  nextRunAt: 0,
  lastResult: null,
};

/** Starts the job as a run of the daily schedule `s1`. */
function startScheduled(world: ReturnType<typeof fakeWorld>): Job {
  world.ports.store.saveSchedules([daily]);
  return start(world, 1_000_000, 's1');
}

/** Runs the job with all the time it wants. */
function runAll(world: ReturnType<typeof fakeWorld>): Job {
  world.execution();
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
    w.quota = { used: 100, left: 0, hoursToReset: 5 };
    start(w);
    const paused = runAll(w);
    expectQuotaPause(paused, w.clock.now + 5 * 3_600_000);
    // The message says what waits; the next try (the reset) is said beside it, so no count of hours goes stale.
    expect(paused.state.kind === 'paused' && english(paused.state.message as Said)).toBe(
      'The Visibility quota is used up. The run continues when it resets.',
    );
    expect(retryOf(paused)).toEqual({ retryAt: w.clock.now + 5 * 3_600_000 });
    expect(source.calls).toEqual([]);
    w.clock.now += 4 * 3_600_000;
    expect(runAll(w).state.kind).toBe('paused');
    w.clock.now += 3_600_000;
    w.quota = { used: 0, left: 10, hoursToReset: 720 };
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
    startScheduled(w);
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

  it('keeps what a chunk says about its data, once however often it is said, for the sheet’s note', () => {
    const paged = pagedSource(300, 100);
    const notice = verbatim('Points are daily.');
    const w = fakeWorld({
      ...paged,
      fetch: (cursor, maxRows) => ({ ...paged.fetch(cursor, maxRows), ...(cursor.page >= 2 && { notice }) }),
    });
    start(w);
    const job = runAll(w);
    expect(job.state.kind).toBe('done');
    expect((job.notices ?? []).map(english)).toEqual(['Points are daily.']);
    expect(w.ports.store.job('j1')?.notices?.map(english)).toEqual(['Points are daily.']);
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

describe('the backoff rule', () => {
  const HOUR = 3_600_000;
  const since = 1_800_000_000_000;

  it('waits 1, 2, 4, 8 hours after each failed try, never past a day after the first, then gives up', () => {
    const tries: number[] = [];
    let now = since;
    for (let tried = 1; ; tried++) {
      const at = retryAt({ since, tries: tried }, now);
      if (at === null) break;
      tries.push((at - since) / HOUR);
      now = at;
    }
    expect(tries).toEqual([1, 3, 7, 15, 24]);
  });

  it('gives up once the day is over, or within the hourly tick’s half hour of its end', () => {
    expect(retryAt({ since, tries: 1 }, since + 24 * HOUR)).toBeNull();
    expect(retryAt({ since, tries: 2 }, since + 23.6 * HOUR)).toBeNull();
    expect(retryAt({ since, tries: 2 }, since + 23 * HOUR)).toBe(since + 24 * HOUR);
  });
});

describe('runJob after a transient failure', () => {
  const HOUR = 3_600_000;

  /** An hourly trigger that fires a few minutes past the hour and runs the job when it is due. */
  function hourly(w: ReturnType<typeof fakeWorld>, hours: number, each: (hour: number) => void = () => {}) {
    const first = w.clock.now;
    for (let hour = 1; hour <= hours; hour++) {
      w.clock.now = first + hour * HOUR;
      each(hour);
      const job = w.ports.store.job('j1');
      if (job && isRunnable(job, w.clock.now)) runAll(w);
    }
  }

  it('is tried again by the trigger at +1, +3, +7, +15 and +24 hours, then given up with the reason kept', () => {
    const source = pagedSource(300, 100, { failAtPage: 1, error: new TransientError('Service unavailable') });
    const w = fakeWorld(source);
    startScheduled(w);
    const first = runAll(w);
    const started = w.clock.now;
    expect(first.state).toEqual({
      kind: 'paused',
      reason: 'error',
      message: verbatim('Service unavailable'),
      retryAt: started + HOUR,
    });
    expect(w.ports.store.schedules()[0].lastResult).toMatchObject({ ok: false, retryAt: started + HOUR });
    const tried: number[] = [];
    hourly(w, 40, (hour) => {
      if (isRunnable(w.ports.store.job('j1') as Job, w.clock.now)) tried.push(hour);
    });
    expect(tried).toEqual([1, 3, 7, 15, 24]);
    expect(source.calls).toHaveLength(6);
    const job = w.ports.store.job('j1') as Job;
    expect(job.state).toEqual({
      kind: 'paused',
      reason: 'error',
      message: verbatim('Service unavailable'),
      gaveUp: true,
    });
    expect(w.ports.store.schedules()[0].lastResult).toMatchObject({ ok: false, gaveUp: true });
    expect(needsTrigger(w.ports.store)).toBe(true); // its schedule is active; the run itself waits for no one
    w.ports.store.saveSchedules([]);
    expect(needsTrigger(w.ports.store)).toBe(false);
  });

  it('finishes on the first retry after the outage ends, each row once, and forgets the outage', () => {
    const opts: { failAtPage?: number; error: Error } = {
      failAtPage: 2,
      error: new TransientError('Internal error'),
    };
    const source = pagedSource(300, 100, opts);
    const w = fakeWorld(source);
    startScheduled(w);
    expect(runAll(w).state).toMatchObject({ reason: 'error', retryAt: w.clock.now + HOUR });
    expect(needsTrigger(w.ports.store)).toBe(true);
    hourly(w, 5, (hour) => {
      if (hour === 4) opts.failAtPage = undefined;
    });
    // Tried at +1 and +3 (failing), then at +7 after the outage ended at +4: not before.
    expect(w.ports.store.job('j1')?.state.kind).toBe('paused');
    hourly(w, 2);
    const done = w.ports.store.job('j1') as Job;
    expect(done.state.kind).toBe('done');
    expect(done.outage).toBeNull();
    expect(source.calls).toEqual([1, 2, 2, 2, 2, 3]);
    expect(numbers(w)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(w.ports.store.schedules()[0].lastResult).toMatchObject({ ok: true, rows: 300 });
  });

  it('a failure no later try can cure (a 418, a refused token) waits for the user', () => {
    const source = pagedSource(300, 100, { failAtPage: 1, error: new Error('Session expired') });
    const w = fakeWorld(source);
    startScheduled(w);
    expect(runAll(w).state).toEqual({
      kind: 'paused',
      reason: 'error',
      message: verbatim('Session expired'),
    });
    hourly(w, 30);
    expect(source.calls).toEqual([1]);
    expect(w.ports.store.schedules()[0].lastResult).toEqual({
      at: w.clock.now - 30 * HOUR,
      ok: false,
      error: verbatim('Session expired'),
    });
  });

  it('the user’s Resume starts a new day of retries', () => {
    const source = pagedSource(300, 100, { failAtPage: 1, error: new TransientError('Timed out') });
    const w = fakeWorld(source);
    start(w);
    runAll(w);
    hourly(w, 30);
    expect(w.ports.store.job('j1')?.state).toMatchObject({ gaveUp: true });
    w.ports.store.saveJob(resumeByHand(w.ports.store.job('j1') as Job, w.clock.now));
    expect(runAll(w).state).toMatchObject({ retryAt: w.clock.now + HOUR });
  });
});

describe('runJob measures what it charged', () => {
  it('says 0 units when the service charged nothing (a formula had charged the domain), whatever the estimate', () => {
    const w = fakeWorld(pagedSource(250, 100));
    w.charges = () => 0;
    startScheduled(w);
    const job = runAll(w);
    expect(job).toMatchObject({ state: { kind: 'done' }, unitsCharged: 0 });
    expect(job.unitsEstimated).toBeUndefined();
    expect(w.ports.store.schedules()[0].lastResult).toEqual({
      at: w.clock.now,
      ok: true,
      rows: 250,
      units: 0,
      ms: 0,
    });
    // Nothing to remember: the repeat-free window started at the formula's charge, not now.
    expect(w.recorded.filter(([charge]) => charge.units > 0)).toEqual([]);
  });

  it('says what the counter moved: one reading before the charging chunk, one after, none for free pages', () => {
    const w = fakeWorld(pagedSource(450, 100));
    start(w);
    const job = runAll(w);
    expect(job.unitsCharged).toBe(1);
    expect(w.quota?.used).toBe(1);
    expect(w.reads).toBe(2);
  });

  it('counts a charge the estimate called free', () => {
    const source = pagedSource(100, 100);
    const w = fakeWorld({ ...source, charge: (cursor) => ({ ...source.charge(cursor), units: 0 }) });
    w.charges = () => 1;
    start(w);
    expect(runAll(w).unitsCharged).toBe(1);
    expect(w.recorded.map(([charge]) => charge.units)).toEqual([1]);
  });

  it('one reading serves as one run’s after and the next run’s before', () => {
    const w = fakeWorld(pagedSource(100, 100));
    w.execution();
    for (const id of ['a', 'b', 'c']) {
      w.ports.store.saveJob(createJob(id, request, 1_000, w.clock.now));
      expect(runJob(id, w.ports, Number.MAX_SAFE_INTEGER).unitsCharged).toBe(1);
    }
    expect(w.reads).toBe(4);
  });

  it('counts what a concurrent spender moved on the same counter too: the counter is what it reads', () => {
    const w = fakeWorld(pagedSource(100, 100));
    w.charges = (chunk) => chunk.units + 2; // a formula charged two units while the report's request ran
    start(w);
    expect(runAll(w).unitsCharged).toBe(3);
  });

  it('counts the estimate and says so when the counter cannot be read, and runs without the quota check', () => {
    const w = fakeWorld(pagedSource(250, 100));
    w.quota = null;
    startScheduled(w);
    const job = runAll(w);
    expect(job).toMatchObject({ state: { kind: 'done' }, unitsCharged: 1, unitsEstimated: true });
    expect(w.ports.store.schedules()[0].lastResult).toMatchObject({ units: 1, unitsEstimated: true });
  });

  it('counts a charge of a request that failed after the service charged it', () => {
    const source = pagedSource(100, 100, { failAtPage: 1, error: new TransientError('Gateway timeout') });
    const w = fakeWorld({
      ...source,
      fetch: (cursor, max) => {
        if (w.quota) w.quota = { ...w.quota, used: w.quota.used + 1 };
        return source.fetch(cursor, max);
      },
    });
    start(w);
    expect(runAll(w)).toMatchObject({ state: { reason: 'error' }, unitsCharged: 1 });
  });
});

describe('a spent counter whose reset nothing can tell', () => {
  const HOUR = 3_600_000;

  it('pauses without a time to guess: not runnable until a reading of the limits says, and says so in words for a run', () => {
    const source = pagedSource(150, 100, { failAtPage: 1, error: new QuotaError('Limit reached', null) });
    const w = fakeWorld(source);
    w.quota = null;
    startScheduled(w);
    const paused = runAll(w);
    expect(paused.state).toMatchObject({
      kind: 'paused',
      reason: 'quota',
      resumeAt: null,
      counter: 'visibility',
    });
    expect(english((paused.state as { message: Said }).message)).toBe(
      'The Visibility quota is used up, and the service’s limits cannot be read now to tell when it resets. The run goes on at the first hourly check that reads them and finds room, or when you click Resume.',
    );
    expect(retryOf(paused)).toEqual({});
    expect(needsTrigger(w.ports.store)).toBe(true);
    for (let hour = 1; hour <= 6; hour++) {
      w.clock.now += HOUR;
      expect(isRunnable(w.ports.store.job('j1') as Job, w.clock.now)).toBe(false);
      // Before the fix a run paused on an unknown reset was runnable an hour later, and sent again.
      runAll(w);
    }
    expect(source.calls).toEqual([1]);
  });

  it('a reading that shows room resumes it; one that tells the reset makes it wait for that, and say when', () => {
    const w = fakeWorld(pagedSource(150, 100));
    const job = pauseForQuota(start(w), verbatim('spent'), null, w.clock.now, 'visibility');
    const spent = quotaMessage('visibility', true);
    expect(afterLimits(job, null, w.clock.now, spent)).toBe(job);
    expect(afterLimits(job, { left: 0, hoursToReset: null }, w.clock.now, spent)).toBe(job);
    const told = afterLimits(job, { left: 0, hoursToReset: 4 }, w.clock.now, spent);
    expect(told.state).toMatchObject({ reason: 'quota', resumeAt: w.clock.now + 4 * HOUR, message: spent });
    expect(afterLimits(job, { left: 7, hoursToReset: 4 }, w.clock.now, spent).state.kind).toBe('running');
  });

  it('another run on a counter refused lately sends nothing while the limits cannot be read', () => {
    const first = fakeWorld(
      pagedSource(150, 100, { failAtPage: 1, error: new QuotaError('Limit reached', null) }),
    );
    first.quota = null;
    start(first);
    runAll(first);
    const source = pagedSource(150, 100);
    const second = fakeWorld(source);
    second.quota = null;
    second.spent = first.spent;
    start(second);
    expect(runAll(second).state).toMatchObject({ reason: 'quota', resumeAt: null });
    expect(source.calls).toEqual([]);
  });
});

describe('a run that got through after failed tries', () => {
  const HOUR = 3_600_000;

  it('keeps its failed tries until it is published, and its schedule’s result tells them with when it was due', () => {
    const opts: { failAtPage?: number; error: Error } = { failAtPage: 1, error: new TransientError('503') };
    const w = fakeWorld(pagedSource(250, 100, opts));
    w.ports.store.saveSchedules([daily]);
    const due = w.clock.now;
    w.ports.store.saveJob(createJob('j1', request, 1_000_000, due, 's1', null, due));
    runAll(w);
    w.clock.now = due + HOUR;
    runAll(w);
    // The first chunk lands, the second fails: the tries of the outage before it are kept all the same.
    opts.failAtPage = 2;
    w.clock.now = due + 3 * HOUR;
    expect(runAll(w).failedTries).toHaveLength(3);
    opts.failAtPage = undefined;
    w.clock.now = due + 4 * HOUR;
    expect(runAll(w).state.kind).toBe('done');
    expect(w.ports.store.schedules()[0].lastResult).toMatchObject({
      ok: true,
      recovered: {
        dueAt: due,
        tries: [
          { at: due, status: 503 },
          { at: due + HOUR, status: 503 },
          { at: due + 3 * HOUR, status: 503 },
        ],
      },
    });
  });

  it('a run that never failed says nothing of tries', () => {
    const w = fakeWorld(pagedSource(250, 100));
    startScheduled(w);
    runAll(w);
    expect(w.ports.store.schedules()[0].lastResult).not.toHaveProperty('recovered');
  });
});
