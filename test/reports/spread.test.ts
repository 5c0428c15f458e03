/** Spreading scheduled runs over the hours (src/reports/spread.ts), and the dispatcher's use of it. */
import { startDue, type DispatchPorts } from '../../src/reports/dispatch';
import { finish, type ReportRequest } from '../../src/reports/job';
import type { Schedule } from '../../src/reports/schedule';
import {
  DAY_BUDGET_MS,
  estimateMs,
  loadsOf,
  plan,
  postponed,
  TICK_BUDGET_MS,
  type TriggerDay,
} from '../../src/reports/spread';
import { reportStore } from '../../src/reports/store';
import { verbatim } from '../../src/shared/i18n/said';
import { memoryProps } from './fakes';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const SIX = Date.UTC(2026, 10, 23, 6);
const FRESH_DAY: TriggerDay = { usedMs: 0, resetsAt: null };

function schedule(n: number, ms: number | null, dueAt = SIX): Schedule {
  const request: ReportRequest = {
    reportId: 'positions',
    params: { domain: `klient-${n}.pl`, limit: 5000 },
    sheetName: `Positions ${n}`,
    mode: 'replace',
  };
  return {
    id: `s${n}`,
    target: { kind: 'report', request },
    cadence: { every: 'day', hour: 6 },
    paused: false,
    nextRunAt: dueAt,
    lastResult: ms === null ? null : { at: dueAt - 24 * HOUR, ok: true, rows: 5000, units: 1, ms },
  };
}

const hourOf = (at: number) => new Date(at).getUTCHours();

describe('the hours’ plan', () => {
  it('fills each trigger run up to its budget and moves the rest to the next hours, in the order they were due', () => {
    const schedules = Array.from({ length: 12 }, (_, n) => schedule(n, 2 * MINUTE));
    const slots = plan(loadsOf(schedules), SIX + 5 * MINUTE, FRESH_DAY);
    // Two minutes each in five minutes of a run: two an hour.
    expect(schedules.map((s) => hourOf(slots.get(s.id)!.at))).toEqual([
      6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11,
    ]);
    expect(slots.get('s1')!.moved).toBeNull();
    expect(slots.get('s2')).toEqual({ at: SIX + HOUR, moved: 'hour' });
  });

  it('counts what unfinished runs still need in the current hour', () => {
    const slots = plan(loadsOf([schedule(1, 2 * MINUTE)]), SIX, FRESH_DAY, 4 * MINUTE);
    expect(slots.get('s1')).toEqual({ at: SIX + HOUR, moved: 'hour' });
  });

  it('starts a run longer than a trigger run in an empty hour, where the runner carries it over', () => {
    const slots = plan(loadsOf([schedule(1, 40 * MINUTE), schedule(2, MINUTE)]), SIX, FRESH_DAY);
    expect(slots.get('s1')).toEqual({ at: SIX, moved: null });
    expect(slots.get('s2')).toEqual({ at: SIX + HOUR, moved: 'hour' });
  });

  it('moves past the reset what the day’s trigger time cannot hold', () => {
    const day: TriggerDay = { usedMs: DAY_BUDGET_MS - 3 * MINUTE, resetsAt: SIX + 10 * HOUR };
    const slots = plan(loadsOf([schedule(1, 2 * MINUTE), schedule(2, 2 * MINUTE)]), SIX, day);
    expect(slots.get('s1')).toEqual({ at: SIX, moved: null });
    expect(slots.get('s2')).toEqual({ at: SIX + 10 * HOUR, moved: 'day' });
  });

  it('keeps a moved run ahead of runs that fell due after it', () => {
    const moved = {
      ...schedule(1, 4 * MINUTE, SIX + HOUR),
      late: { dueAt: SIX, to: SIX + HOUR, reason: 'hour' as const },
    };
    const onTime = schedule(2, 4 * MINUTE, SIX + HOUR);
    const slots = plan(loadsOf([onTime, moved]), SIX + HOUR, FRESH_DAY);
    expect(slots.get('s1')).toEqual({ at: SIX + HOUR, moved: null });
    expect(slots.get('s2')).toEqual({ at: SIX + 2 * HOUR, moved: 'hour' });
  });

  it('takes no place in line from a mark left by yesterday’s moved run', () => {
    const yesterday = { dueAt: SIX - 24 * HOUR, to: SIX - 23 * HOUR, reason: 'hour' as const };
    const movedYesterday = { ...schedule(1, 4 * MINUTE), late: yesterday };
    const slots = plan(loadsOf([schedule(0, 4 * MINUTE), movedYesterday]), SIX, FRESH_DAY);
    expect(slots.get('s0')).toEqual({ at: SIX, moved: null });
    expect(slots.get('s1')).toEqual({ at: SIX + HOUR, moved: 'hour' });
  });

  it('estimates a run by its last measured time, and a first run by the rows it may write', () => {
    expect(estimateMs(schedule(1, 95_000))).toBe(95_000);
    expect(estimateMs(schedule(1, null))).toBe(25_000);
    expect(estimateMs({ ...schedule(1, null), target: { kind: 'stamp' } })).toBe(0);
    expect(TICK_BUDGET_MS).toBeLessThan(6 * MINUTE);
    expect(DAY_BUDGET_MS).toBeLessThan(90 * MINUTE);
  });
});

describe('the dispatcher with the plan', () => {
  function world(schedules: Schedule[], day: TriggerDay = FRESH_DAY) {
    const store = reportStore(memoryProps());
    store.saveSchedules(schedules);
    const clock = { now: SIX + 10 * MINUTE };
    let ids = 0;
    const ports: DispatchPorts = {
      now: () => clock.now,
      offsetMinutes: () => 0,
      store,
      newId: () => `j${++ids}`,
      rowLimit: () => ({ rows: 5000, asOf: null }),
      bumpStamp: () => {},
      explain: () => verbatim('no'),
      passing: () => false,
      counter: () => null,
      covers: () => false,
      discard: () => {},
      run(jobId) {
        const job = finish(store.job(jobId)!, clock.now);
        store.saveJob(job);
        return job;
      },
      postpone: (all, now) => postponed(all, now, day, 0),
    };
    return { store, clock, ports };
  }

  it('starts what fits the hour and moves the rest, each once, with when it was due', () => {
    const w = world(Array.from({ length: 5 }, (_, n) => schedule(n, 2 * MINUTE)));
    const started: string[][] = [];
    for (let hour = 0; hour < 4; hour++) {
      w.clock.now = SIX + hour * HOUR + 10 * MINUTE;
      started.push(startDue(w.ports).map((job) => job.scheduleId!));
    }
    expect(started).toEqual([['s0', 's1'], ['s2', 's3'], ['s4'], []]);
    const after = w.store.schedules();
    expect(after.find((s) => s.id === 's4')!.late).toEqual({
      dueAt: SIX,
      to: SIX + 2 * HOUR,
      reason: 'hour',
    });
    expect(after.find((s) => s.id === 's0')!.late).toBeUndefined();
    // A moved run keeps the mark once started, for its sheet's note; tomorrow's on-time start drops it.
    expect(after.find((s) => s.id === 's2')!.late).toEqual({ dueAt: SIX, to: SIX + HOUR, reason: 'hour' });
    w.clock.now = SIX + 24 * HOUR + 10 * MINUTE;
    w.ports.postpone = (all, now) => postponed(all, now, { usedMs: 0, resetsAt: null }, 0);
    w.store.saveSchedules(w.store.schedules().map((s) => ({ ...s, lastResult: null })));
    expect(startDue(w.ports)).toHaveLength(5);
    expect(w.store.schedules().some((s) => s.late)).toBe(false);
    // Every one is next due at tomorrow's 06:00.
    expect(new Set(after.map((s) => s.nextRunAt))).toEqual(new Set([SIX + 24 * HOUR]));
  });

  it('starts nothing once the day’s trigger time is spent, and says when it can', () => {
    const day: TriggerDay = { usedMs: DAY_BUDGET_MS, resetsAt: SIX + 3 * HOUR };
    const w = world([schedule(1, MINUTE)], day);
    expect(startDue(w.ports)).toEqual([]);
    expect(w.store.schedules()[0]).toMatchObject({
      nextRunAt: SIX + 3 * HOUR,
      late: { dueAt: SIX, to: SIX + 3 * HOUR, reason: 'day' },
    });
  });
});
