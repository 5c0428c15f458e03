import fc from 'fast-check';
import { words } from '../../src/reports/words';
import {
  type Cadence,
  describeCadence,
  isDue,
  nextRunAfter,
  type Schedule,
  started,
  validCadence,
} from '../../src/reports/schedule';

const at = (iso: string) => Date.parse(iso);

describe('nextRunAfter', () => {
  it('daily: later today when the hour is still ahead, else tomorrow, in the zone', () => {
    const daily: Cadence = { every: 'day', hour: 6 };
    // Warsaw in winter is UTC+1: 06:00 local is 05:00 UTC.
    expect(nextRunAfter(daily, at('2026-11-21T04:59:59Z'), 60)).toBe(at('2026-11-21T05:00:00Z'));
    expect(nextRunAfter(daily, at('2026-11-21T05:00:00Z'), 60)).toBe(at('2026-11-22T05:00:00Z'));
    expect(nextRunAfter(daily, at('2026-11-21T23:30:00Z'), 60)).toBe(at('2026-11-22T05:00:00Z'));
  });

  it('weekly: the next matching weekday at the hour', () => {
    const monday: Cadence = { every: 'week', weekday: 1, hour: 8 };
    // 2026-11-21 is a Saturday.
    expect(nextRunAfter(monday, at('2026-11-21T12:00:00Z'), 0)).toBe(at('2026-11-23T08:00:00Z'));
    expect(nextRunAfter(monday, at('2026-11-23T08:00:00Z'), 0)).toBe(at('2026-11-30T08:00:00Z'));
    // Local Monday 00:30 in UTC+2 is still Sunday in UTC.
    const midnight: Cadence = { every: 'week', weekday: 1, hour: 0 };
    expect(nextRunAfter(midnight, at('2026-11-22T12:00:00Z'), 120)).toBe(at('2026-11-22T22:00:00Z'));
  });

  it('is always strictly later, at most one period ahead, at the cadence hour', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 }),
        fc.integer({ min: 0, max: 23 }),
        fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
        fc.integer({ min: -720, max: 840 }),
        (after, hour, weekday, offset) => {
          const cadence: Cadence =
            weekday === undefined ? { every: 'day', hour } : { every: 'week', weekday, hour };
          const next = nextRunAfter(cadence, after, offset);
          const period = (weekday === undefined ? 1 : 7) * 86_400_000;
          expect(next).toBeGreaterThan(after);
          expect(next - after).toBeLessThanOrEqual(period);
          const local = new Date(next + offset * 60_000);
          expect(local.getUTCHours()).toBe(hour);
          expect(local.getUTCMinutes()).toBe(0);
          if (weekday !== undefined) expect(local.getUTCDay()).toBe(weekday);
        },
      ),
    );
  });
});

describe('schedules', () => {
  const schedule: Schedule = {
    id: 's',
    target: { kind: 'stamp' },
    cadence: { every: 'day', hour: 6 },
    paused: false,
    nextRunAt: at('2026-11-21T05:00:00Z'),
    lastResult: null,
  };

  it('is due once per due time: starting it moves the next run a period on', () => {
    const now = at('2026-11-21T05:17:00Z');
    expect(isDue(schedule, now)).toBe(true);
    const after = started(schedule, now, 60);
    expect(isDue(after, now + 3_600_000)).toBe(false);
    expect(after.nextRunAt).toBe(at('2026-11-22T05:00:00Z'));
  });

  it('a paused schedule is never due', () => {
    expect(isDue({ ...schedule, paused: true }, at('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('validates and describes cadences', () => {
    expect(validCadence({ every: 'day', hour: 24 })).toBe(false);
    expect(validCadence({ every: 'week', weekday: 7, hour: 3 })).toBe(false);
    expect(validCadence({ every: 'week', weekday: 2, hour: 3 })).toBe(true);
    expect(describeCadence({ every: 'week', weekday: 2, hour: 3 }, words('en'))).toBe(
      'Weekly on Tuesday at 03:00',
    );
    expect(describeCadence({ every: 'week', weekday: 2, hour: 3 }, words('pl'))).toBe(
      'Co tydzień: wtorek, 03:00',
    );
    expect(describeCadence({ every: 'day', hour: 6 }, words('cs'))).toBe('Denně v 06:00');
  });
});
