import { needsTrigger, prune, startDue, tick, type DispatchPorts } from '../../src/reports/dispatch';
import { createJob, finish, type Job, type ReportRequest } from '../../src/reports/job';
import { nextRunAfter, type Schedule } from '../../src/reports/schedule';
import { reportStore } from '../../src/reports/store';
import { memoryProps, TransientError } from './fakes';
import { verbatim } from '../../src/shared/i18n/said';

const HOUR = 3_600_000;
const request: ReportRequest = {
  reportId: 'visibility',
  params: { domain: 'example.pl' },
  sheetName: 'Vis',
  mode: 'history',
};

function world(start: number) {
  const store = reportStore(memoryProps());
  const log = { stamps: [] as number[], runs: [] as string[], discarded: [] as string[] };
  let ids = 0;
  const clock = { now: start };
  const ports: DispatchPorts = {
    now: () => clock.now,
    offsetMinutes: () => 60,
    store,
    newId: () => `j${++ids}`,
    rowLimit: () => ({ rows: 500, asOf: null }),
    passing: (error) => error instanceof TransientError,
    counter: () => null,
    covers: () => false,
    bumpStamp: (now) => log.stamps.push(now),
    explain: (_request, error) => verbatim(`explained: ${(error as Error).message}`),
    discard: (job) => log.discarded.push(job.id),
    run(jobId) {
      log.runs.push(jobId);
      const job = finish(store.job(jobId)!, clock.now);
      store.saveJob(job);
      return job;
    },
  };
  return { store, log, clock, ports };
}

function schedule(
  id: string,
  target: Schedule['target'],
  cadence: Schedule['cadence'],
  now: number,
): Schedule {
  return { id, target, cadence, paused: false, nextRunAt: nextRunAfter(cadence, now, 60), lastResult: null };
}

describe('dispatch', () => {
  it('over two weeks of hourly ticks, each schedule runs once per due time, at or after it', () => {
    const start = Date.parse('2026-11-21T00:20:00Z'); // a Saturday
    const w = world(start);
    w.store.saveSchedules([
      schedule('daily', { kind: 'report', request }, { every: 'day', hour: 6 }, start),
      schedule(
        'weekly',
        { kind: 'report', request: { ...request, sheetName: 'W' } },
        { every: 'week', weekday: 1, hour: 8 },
        start,
      ),
      schedule('stamp', { kind: 'stamp' }, { every: 'day', hour: 0 }, start),
    ]);
    const started: { id: string; at: number }[] = [];
    for (let hour = 0; hour < 14 * 24; hour++) {
      w.clock.now = start + hour * HOUR + ((hour * 7) % 40) * 60_000; // trigger times wander within the hour
      for (const job of startDue(w.ports)) started.push({ id: job.scheduleId!, at: w.clock.now });
      tick(w.ports, w.clock.now + 5 * 60_000);
    }
    const daily = started.filter((s) => s.id === 'daily');
    const weekly = started.filter((s) => s.id === 'weekly');
    expect(daily).toHaveLength(14);
    expect(weekly).toHaveLength(2);
    // 06:00 Warsaw (UTC+1) is 05:00 UTC; the hourly trigger is late by less than an hour.
    for (const run of daily) expect(new Date(run.at).getUTCHours()).toBe(5);
    for (const run of weekly) {
      expect(new Date(run.at).getUTCDay()).toBe(1);
      expect(new Date(run.at).getUTCHours()).toBe(7);
    }
    expect(w.log.stamps).toHaveLength(14);
    expect(w.log.runs).toHaveLength(16);
    expect(w.store.schedules().find((s) => s.id === 'stamp')?.lastResult).toMatchObject({ ok: true });
  });

  it('a due run replaces the unfinished previous run of the same schedule', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const w = world(now);
    w.store.saveSchedules([
      {
        ...schedule('daily', { kind: 'report', request }, { every: 'day', hour: 6 }, now),
        nextRunAt: now - 1,
      },
    ]);
    const [first] = startDue(w.ports);
    w.store.saveJob({ ...first, state: { kind: 'paused', reason: 'error', message: 'down' } });
    w.clock.now += 24 * HOUR;
    const [second] = startDue(w.ports);
    expect(w.log.discarded).toEqual([first.id]);
    expect(w.store.jobs().map((j: Job) => j.id)).toEqual([second.id]);
    expect(startDue(w.ports)).toEqual([]);
  });

  it('a run that cannot start records why on its schedule and waits for the next due time', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const w = world(now);
    w.ports.rowLimit = () => {
      throw new Error('Session expired');
    };
    w.store.saveSchedules([
      {
        ...schedule('daily', { kind: 'report', request }, { every: 'day', hour: 6 }, now),
        nextRunAt: now - 1,
      },
    ]);
    expect(startDue(w.ports)).toEqual([]);
    const [after] = w.store.schedules();
    expect(after.lastResult).toEqual({
      at: now,
      ok: false,
      error: verbatim('explained: Session expired'),
    });
    expect(after.nextRunAt).toBeGreaterThan(now);
  });

  it('a run whose limits cannot be read (none kept) while the service fails waits for the next tick, due still', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const w = world(now);
    w.ports.rowLimit = () => {
      throw new TransientError('Service unavailable');
    };
    const due = {
      ...schedule('daily', { kind: 'report', request }, { every: 'day', hour: 6 }, now),
      nextRunAt: now - 1,
    };
    w.store.saveSchedules([due]);
    expect(startDue(w.ports)).toEqual([]);
    const [after] = w.store.schedules();
    expect(after.nextRunAt).toBe(due.nextRunAt);
    expect(after.lastResult).toEqual({
      at: now,
      ok: false,
      error: verbatim('explained: Service unavailable'),
      retryAt: now + HOUR,
    });
    w.clock.now += HOUR;
    w.ports.rowLimit = () => ({ rows: 500, asOf: null });
    expect(startDue(w.ports).map((job) => job.scheduleId)).toEqual(['daily']);
    expect(w.store.schedules()[0].nextRunAt).toBeGreaterThan(w.clock.now);
  });

  it('a run sized by limits kept from an earlier read remembers when they were read', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const w = world(now);
    w.ports.rowLimit = () => ({ rows: 500, asOf: now - 5 * HOUR });
    w.store.saveSchedules([
      {
        ...schedule('daily', { kind: 'report', request }, { every: 'day', hour: 6 }, now),
        nextRunAt: now - 1,
      },
    ]);
    const [job] = startDue(w.ports);
    expect(job).toMatchObject({ rowLimit: 500, rowCapAsOf: now - 5 * HOUR });
  });

  it('needs the trigger only while a schedule is active or a job can progress alone', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const w = world(now);
    expect(needsTrigger(w.store)).toBe(false);
    const s = schedule('daily', { kind: 'report', request }, { every: 'day', hour: 6 }, now);
    w.store.saveSchedules([s]);
    expect(needsTrigger(w.store)).toBe(true);
    w.store.saveSchedules([{ ...s, paused: true }]);
    expect(needsTrigger(w.store)).toBe(false);
    const job = createJob('j', request, 10, now);
    w.store.saveJob(job);
    expect(needsTrigger(w.store)).toBe(true);
    w.store.saveJob({ ...job, state: { kind: 'paused', reason: 'error', message: 'down' } });
    expect(needsTrigger(w.store)).toBe(false);
    w.store.saveJob({ ...job, state: { kind: 'paused', reason: 'error', message: 'down', gaveUp: true } });
    expect(needsTrigger(w.store)).toBe(false);
    w.store.saveJob({
      ...job,
      state: { kind: 'paused', reason: 'error', message: 'down', retryAt: now + HOUR },
    });
    expect(needsTrigger(w.store)).toBe(true);
    w.store.saveJob({
      ...job,
      state: { kind: 'paused', reason: 'quota', message: 'out', resumeAt: now + HOUR },
    });
    expect(needsTrigger(w.store)).toBe(true);
  });

  it('forgets a schedule’s finished run once a newer one has started, and other finished runs after a week', () => {
    const start = Date.parse('2026-11-21T00:20:00Z');
    const w = world(start);
    const day = 24 * HOUR;
    const done = (id: string, scheduleId: string | null, at: number) =>
      w.store.saveJob(finish(createJob(id, request, 500, at, scheduleId), at));
    done('s-old', 's', start - 2 * day);
    done('s-new', 's', start - day);
    done('t-only', 't', start - 2 * day);
    done('manual', null, start - 2 * day);
    done('manual-old', null, start - 8 * day);
    prune(w.store, start);
    expect(w.store.jobs().map((job) => job.id)).toEqual(['t-only', 'manual', 's-new']);
  });
});
