/**
 * Scheduled refresh, pure: when each schedule is due and what it last did. The hourly trigger asks
 * `isDue` and moves `nextRunAt` forward before starting a run, so a run starts once per due time
 * however often the trigger fires.
 */
import type { Said } from '../shared/i18n/said';
import type { FailedTry, ReportRequest, StopReason } from './job';
import type { Keyed, Words } from './words';

type Weekday = Keyed<'weekday.'>;

/** `hour` and `weekday` (0 Sunday … 6 Saturday) are in the spreadsheet's time zone. */
export type Cadence =
  | { readonly every: 'day'; readonly hour: number }
  | { readonly every: 'week'; readonly weekday: number; readonly hour: number };

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

export function validCadence(cadence: Cadence): boolean {
  const hourOk = Number.isInteger(cadence.hour) && cadence.hour >= 0 && cadence.hour <= 23;
  if (cadence.every === 'day') return hourOk;
  return hourOk && Number.isInteger(cadence.weekday) && cadence.weekday >= 0 && cadence.weekday <= 6;
}

/**
 * The first time strictly after `after` that matches the cadence. `offsetMinutes` is the zone's
 * offset from UTC at that moment; a daylight-saving change shifts one run by an hour at most.
 */
export function nextRunAfter(cadence: Cadence, after: number, offsetMinutes: number): number {
  const offset = offsetMinutes * 60_000;
  const local = new Date(after + offset);
  let candidate = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), cadence.hour);
  if (cadence.every === 'week') {
    const days = (cadence.weekday - new Date(candidate).getUTCDay() + 7) % 7;
    candidate += days * DAY;
  }
  const step = cadence.every === 'day' ? DAY : 7 * DAY;
  while (candidate - offset <= after) candidate += step;
  return candidate - offset;
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

/** "Daily at 06:00", in the words `t` gives (a report sheet's note: the document's). */
export function describeCadence(cadence: Cadence, t: Words): string {
  const hour = `${String(cadence.hour).padStart(2, '0')}:00`;
  return cadence.every === 'day'
    ? t('cadence.daily', { hour })
    : t('cadence.weekly', { hour, weekday: t(`weekday.${cadence.weekday}` as `weekday.${Weekday}`) });
}
