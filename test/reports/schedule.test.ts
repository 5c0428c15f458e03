import fc from 'fast-check';
import { words } from '../../src/reports/words';
import {
  type Cadence,
  describeCadence,
  isDue,
  nextRunAfter,
  readCadence,
  type Schedule,
  started,
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

  it('every few hours: on the hours that divide the day, from local midnight', () => {
    const six: Cadence = { every: 'hours', hours: 6 };
    // 13:10 in Warsaw (UTC+1): the next is 18:00 local, 17:00 UTC; after 18:00, midnight.
    expect(nextRunAfter(six, at('2026-11-21T12:10:00Z'), 60)).toBe(at('2026-11-21T17:00:00Z'));
    expect(nextRunAfter(six, at('2026-11-21T17:00:00Z'), 60)).toBe(at('2026-11-21T23:00:00Z'));
    expect(nextRunAfter({ every: 'hours', hours: 1 }, at('2026-11-21T12:00:00Z'), 60)).toBe(
      at('2026-11-21T13:00:00Z'),
    );
  });

  it('on chosen weekdays: the next of them; a schedule of the previous version, one weekday, as before', () => {
    const workdays: Cadence = { every: 'week', weekdays: [1, 2, 3, 4, 5], hour: 7 };
    // Friday 2026-11-20 07:00 UTC+1 has passed at 08:00: the next is Monday the 23rd.
    expect(nextRunAfter(workdays, at('2026-11-20T07:00:00Z'), 60)).toBe(at('2026-11-23T06:00:00Z'));
    expect(nextRunAfter(workdays, at('2026-11-23T06:00:00Z'), 60)).toBe(at('2026-11-24T06:00:00Z'));
    const saved = { every: 'week', weekday: 1, hour: 8 } as const;
    expect(nextRunAfter(saved, at('2026-11-21T12:00:00Z'), 0)).toBe(at('2026-11-23T08:00:00Z'));
  });

  it('monthly: on the day, or on the last day of a month without it', () => {
    const thirtyFirst: Cadence = { every: 'month', day: 31, hour: 9 };
    expect(nextRunAfter(thirtyFirst, at('2026-11-21T00:00:00Z'), 60)).toBe(at('2026-11-30T08:00:00Z'));
    expect(nextRunAfter(thirtyFirst, at('2026-11-30T08:00:00Z'), 60)).toBe(at('2026-12-31T08:00:00Z'));
    expect(nextRunAfter(thirtyFirst, at('2027-01-31T08:00:00Z'), 60)).toBe(at('2027-02-28T08:00:00Z'));
    const first: Cadence = { every: 'month', day: 1, hour: 0 };
    // Midnight of December 1st in Warsaw is still November 30th in UTC.
    expect(nextRunAfter(first, at('2026-11-21T00:00:00Z'), 60)).toBe(at('2026-11-30T23:00:00Z'));
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

  it('reads cadences as they are kept, refusing what is none, and describes them', () => {
    expect(readCadence({ every: 'day', hour: 24 })).toBeNull();
    expect(readCadence({ every: 'week', weekday: 7, hour: 3 })).toBeNull();
    expect(readCadence({ every: 'week', weekdays: [], hour: 3 })).toBeNull();
    expect(readCadence({ every: 'hours', hours: 5 })).toBeNull();
    expect(readCadence({ every: 'month', day: 32, hour: 3 })).toBeNull();
    expect(readCadence({ every: 'year', hour: 3 })).toBeNull();
    expect(readCadence({ every: 'week', weekday: 2, hour: 3, extra: 1 })).toEqual({
      every: 'week',
      weekdays: [2],
      hour: 3,
    });
    expect(readCadence({ every: 'week', weekdays: [5, 1, 5], hour: 3 })).toEqual({
      every: 'week',
      weekdays: [1, 5],
      hour: 3,
    });
    expect(describeCadence({ every: 'hours', hours: 6 }, words('en'))).toBe('Every 6 hours');
    expect(describeCadence({ every: 'hours', hours: 2 }, words('pl'))).toBe('Co 2 godziny');
    expect(describeCadence({ every: 'month', day: 15, hour: 9 }, words('en'))).toBe(
      'Monthly on day 15 at 09:00',
    );
    expect(describeCadence({ every: 'week', weekdays: [1, 4], hour: 7 }, words('en'))).toBe(
      'Weekly on Monday, Thursday at 07:00',
    );
    expect(describeCadence({ every: 'week', weekday: 2, hour: 3 }, words('en'))).toBe(
      'Weekly on Tuesday at 03:00',
    );
    expect(describeCadence({ every: 'week', weekday: 2, hour: 3 }, words('pl'))).toBe(
      'Co tydzień: wtorek, 03:00',
    );
    expect(describeCadence({ every: 'day', hour: 6 }, words('cs'))).toBe('Denně v 06:00');
  });
});
