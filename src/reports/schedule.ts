/**
 * Scheduled refresh, pure: when each schedule is due and what it last did. The hourly trigger asks
 * `isDue` and moves `nextRunAt` forward before starting a run, so a run starts once per due time
 * however often the trigger fires.
 */
import type { Said } from '../shared/i18n/said';
import type { FailedTry, ReportRequest, StopReason } from './job';
import type { Keyed, Words } from './words';

type Weekday = Keyed<'weekday.'>;

/**
 * When a schedule runs, in the spreadsheet's time zone: every `hours` hours from midnight, daily at `hour`,
 * weekly on `weekdays` (0 Sunday … 6 Saturday) at `hour`, monthly on `day` at `hour` (a month without that
 * day: its last). The previous version saved a week as one `weekday`, which is read as it was.
 */
export type Cadence =
  | { readonly every: 'hours'; readonly hours: number }
  | { readonly every: 'day'; readonly hour: number }
  | { readonly every: 'week'; readonly weekdays: readonly number[]; readonly hour: number }
  | { readonly every: 'week'; readonly weekday: number; readonly hour: number }
  | { readonly every: 'month'; readonly day: number; readonly hour: number };

/** Intervals of an hourly cadence: those that divide a day, so each day's runs fall at the same hours. */
export const HOURS_CHOICES = [1, 2, 3, 4, 6, 8, 12] as const;

/** A report sheet to refresh, or the formula refresh stamp to bump. */
export type ScheduleTarget =
  | { readonly kind: 'report'; readonly request: ReportRequest }
  | { readonly kind: 'stamp' };

export type RunResult =
  | {
      readonly at: number;
      readonly ok: true;
      readonly rows: number;
      /** Measured: what the quota counters moved (runner.ts). */
      readonly units: number;
      /** Some of `units` is the estimate: the counters could not be read. */
      readonly unitsEstimated?: boolean;
      /** What the run took, over every execution it spanned: the estimate of its next run (spread.ts). */
      readonly ms?: number;
      /** The run got through after failed tries: when it was due, and the tries (recovered.ts words them). */
      readonly recovered?: Recovered;
      /** What became of the run past its sheet (the warehouse's word). */
      readonly handedOn?: Said;
    }
  | {
      readonly at: number;
      readonly ok: false;
      readonly error: StopReason;
      /** The run failed transiently and the trigger tries it again then. */
      readonly retryAt?: number;
      /** The run failed transiently for a day and the trigger stopped trying. */
      readonly gaveUp?: boolean;
      /** The run waits for a connection that can ask for it, and goes on by itself then. */
      readonly waitsForConnection?: boolean;
      /** What stopped it, where a notice tells of it (alerts/notices.ts): a spent quota, a refused sign-in. */
      readonly cause?: 'quota' | 'signIn';
    };

/** A run that succeeded after failed tries: when it was due, and each try that failed. */
export interface Recovered {
  readonly dueAt: number;
  readonly tries: readonly FailedTry[];
}

/** A run moved to a later hour (spread.ts): when it was due, the hour it was moved to, and why. */
export interface Late {
  readonly dueAt: number;
  readonly to: number;
  readonly reason: 'hour' | 'day';
}

export interface Schedule {
  readonly id: string;
  readonly target: ScheduleTarget;
  readonly cadence: Cadence;
  readonly paused: boolean;
  readonly nextRunAt: number;
  readonly lastResult: RunResult | null;
  /** Set while the run due at `late.dueAt` waits for a later hour, and kept for that run's note. */
  readonly late?: Late;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const isInt = (value: unknown, min: number, max: number): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** A week's days, from either shape a week was saved in. */
export const weekdaysOf = (cadence: Extract<Cadence, { every: 'week' }>): readonly number[] =>
  'weekdays' in cadence ? cadence.weekdays : [cadence.weekday];

/** The cadence as it is kept: its own fields only, a week's days sorted once each; null when it is none. */
export function readCadence(input: unknown): Cadence | null {
  const c = (input ?? {}) as Record<string, unknown>;
  if (c.every === 'hours')
    return (HOURS_CHOICES as readonly unknown[]).includes(c.hours)
      ? { every: 'hours', hours: c.hours as number }
      : null;
  if (!isInt(c.hour, 0, 23)) return null;
  const hour = c.hour as number;
  if (c.every === 'day') return { every: 'day', hour };
  if (c.every === 'month') return isInt(c.day, 1, 31) ? { every: 'month', day: c.day as number, hour } : null;
  if (c.every !== 'week') return null;
  const days = Array.isArray(c.weekdays) ? (c.weekdays as unknown[]) : [c.weekday];
  if (!days.length || !days.every((d) => isInt(d, 0, 6))) return null;
  return { every: 'week', weekdays: [...new Set(days as number[])].sort((a, b) => a - b), hour };
}

/** Whether a day (its local midnight as a UTC instant) is one the cadence runs on. */
function runsOn(cadence: Exclude<Cadence, { every: 'hours' }>, day: Date): boolean {
  if (cadence.every === 'day') return true;
  if (cadence.every === 'week') return weekdaysOf(cadence).includes(day.getUTCDay());
  const last = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 0)).getUTCDate();
  return day.getUTCDate() === Math.min(cadence.day, last);
}

/**
 * The first time strictly after `after` that matches the cadence. `offsetMinutes` is the zone's
 * offset from UTC at that moment; a daylight-saving change shifts one run by an hour at most.
 */
export function nextRunAfter(cadence: Cadence, after: number, offsetMinutes: number): number {
  const offset = offsetMinutes * 60_000;
  const local = after + offset;
  // Local midnights, as instants of a clock that is UTC: a month's days are at most 62 of them away.
  for (let day = Math.floor(local / DAY) * DAY; ; day += DAY) {
    if (cadence.every === 'hours') {
      for (let hour = 0; hour < 24; hour += cadence.hours)
        if (day + hour * HOUR > local) return day + hour * HOUR - offset;
    } else if (day + cadence.hour * HOUR > local && runsOn(cadence, new Date(day))) {
      return day + cadence.hour * HOUR - offset;
    }
  }
}

export function isDue(schedule: Schedule, now: number): boolean {
  return !schedule.paused && now >= schedule.nextRunAt;
}

/**
 * The schedule once a run has been started at `now`. A run starting in the hour it was moved to keeps
 * `late`, for its note; a run starting when its cadence says forgets an earlier run's.
 */
export function started(schedule: Schedule, now: number, offsetMinutes: number): Schedule {
  const { late, ...rest } = schedule;
  const next = { ...rest, nextRunAt: nextRunAfter(schedule.cadence, now, offsetMinutes) };
  return late?.to === schedule.nextRunAt ? { ...next, late } : next;
}

export function recorded(schedule: Schedule, result: RunResult): Schedule {
  return { ...schedule, lastResult: result };
}

/** "Daily at 06:00", "Every 6 hours", in the words `t` gives (a report sheet's note: the document's). */
export function describeCadence(cadence: Cadence, t: Words): string {
  if (cadence.every === 'hours') return t('cadence.hourly', { count: cadence.hours });
  const hour = `${String(cadence.hour).padStart(2, '0')}:00`;
  if (cadence.every === 'day') return t('cadence.daily', { hour });
  if (cadence.every === 'month') return t('cadence.monthly', { day: cadence.day, hour });
  const weekday = weekdaysOf(cadence)
    .map((day) => t(`weekday.${day}` as `weekday.${Weekday}`))
    .join(', ');
  return t('cadence.weekly', { hour, weekday });
}
