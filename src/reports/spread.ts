/**
 * Spreading scheduled runs over the hours. One hourly trigger runs every schedule of a document; Apps
 * Script ends each of its executions at 6 minutes and stops a consumer account's triggers for the day
 * after 90 minutes. A run that would not fit its hour moves to the first later hour with room, in the
 * order the runs were due (a run moved before keeps its place), and says so; none is dropped. Pure: the
 * dispatcher and the sidebar's schedule cards ask the same plan.
 *
 * What a run will take is what its last run took (measured); a schedule that has not run yet is guessed
 * from the rows it may write, and the guess is replaced by the first measurement.
 */
import { type PlatformUsage, resetsAt, spent } from '../spent/platform-usage';
import { isRunnable, type Job, progress } from './job';
import * as p from './params';
import type { Schedule } from './schedule';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What one trigger run may spend on reports: its 6 minutes less the runner's reserve and the tick's own work. */
export const TICK_BUDGET_MS = 5 * 60_000;
/**
 * Of the 90 minutes of triggers Google gives a consumer account a day (counted over every document of the
 * user), what this add-on's trigger runs may take; the rest is the ticks' own overhead and headroom.
 */
export const DAY_BUDGET_MS = 80 * 60_000;

/** A first run's guess: a fixed part (sign-in, sheet, publishing) and a part per row it may write. */
const GUESS_BASE_MS = 10_000;
const GUESS_PER_1000_ROWS_MS = 3_000;
/** Rows a report writes when its request names no `limit` (its pages of one request). */
const GUESS_ROWS = 1_000;
/** No plan's row limit makes a guess bigger than this many rows' worth. */
const GUESS_MAX_ROWS = 50_000;

const guessMs = (rows: number): number =>
  GUESS_BASE_MS + Math.ceil(Math.min(rows, GUESS_MAX_ROWS) / 1000) * GUESS_PER_1000_ROWS_MS;

/** This user's trigger time in Google's day, which resets 24 hours after its first trigger run. */
export interface TriggerDay {
  readonly usedMs: number;
  /** When the day's count resets; null when no trigger has run in the last 24 hours. */
  readonly resetsAt: number | null;
}

/** The trigger's part of this user's counted use (spent/platform-usage.ts). */
export const triggerDay = (usage: PlatformUsage, now: number): TriggerDay => ({
  usedMs: spent(usage.triggerMs, now),
  resetsAt: resetsAt(usage.triggerMs, now),
});

/** Where a run is planned: the hour it starts in, and why that is later than it was due. */
export interface Slot {
  readonly at: number;
  /** `hour`: its hour's trigger run was full; `day`: the day's trigger time was. */
  readonly moved: 'hour' | 'day' | null;
}

/** A scheduled report run to place. */
export interface Load {
  readonly id: string;
  /** When it may start: the cadence's time, or the hour it was moved to. */
  readonly dueAt: number;
  /** When it was first due: a run moved before goes ahead of those due since. */
  readonly firstDueAt: number;
  readonly estimateMs: number;
}

/** What the schedule's run will take: the last run's measured time, or a guess from the rows it may write. */
export function estimateMs(schedule: Schedule): number {
  const last = schedule.lastResult;
  if (last?.ok && typeof last.ms === 'number') return last.ms;
  if (schedule.target.kind !== 'report') return 0;
  return guessMs(p.number(schedule.target.request.params, 'limit') ?? GUESS_ROWS);
}

/** What the unfinished runs the trigger continues first still need: at their pace so far, else a guess. */
export function carriedMs(jobs: readonly Job[], schedules: readonly Schedule[], now: number): number {
  let total = 0;
  for (const job of jobs) {
    if (!isRunnable(job, now)) continue;
    const schedule = schedules.find((s) => s.id === job.scheduleId);
    total += progress(job).etaMs ?? (schedule ? estimateMs(schedule) : guessMs(job.rowLimit));
  }
  return total;
}

/** The move a schedule's next run is waiting out, if it is; a past run's mark is only for its note. */
export const waitingMove = (schedule: Schedule): Schedule['late'] =>
  schedule.late?.to === schedule.nextRunAt ? schedule.late : undefined;

/** The report schedules that will run, as loads; a stamp bump takes no time worth planning. */
export function loadsOf(schedules: readonly Schedule[]): Load[] {
  return schedules
    .filter((s) => !s.paused && s.target.kind === 'report')
    .map((s) => ({
      id: s.id,
      dueAt: s.nextRunAt,
      firstDueAt: waitingMove(s)?.dueAt ?? s.nextRunAt,
      estimateMs: estimateMs(s),
    }));
}

const hourOf = (at: number): number => Math.floor(at / HOUR);

/**
 * Every load's slot. `carriedMs` is what unfinished runs still need in the current hour (they go first).
 * A run bigger than an hour's budget still starts in an empty hour: the runner carries it over itself.
 */
export function plan(loads: readonly Load[], now: number, day: TriggerDay, carriedMs = 0): Map<string, Slot> {
  const current = hourOf(now);
  const hourUsed = new Map<number, number>([[current, carriedMs]]);
  // Google's days from now on: the open one (with what it has used), then whole days after it resets.
  const firstReset = day.resetsAt ?? now + DAY;
  const dayOf = (hour: number): number =>
    hour * HOUR < firstReset ? 0 : 1 + Math.floor((hour * HOUR - firstReset) / DAY);
  const dayUsed = new Map<number, number>([[0, day.resetsAt === null ? 0 : day.usedMs]]);
  const order = [...loads].sort((a, b) => a.firstDueAt - b.firstDueAt || a.dueAt - b.dueAt);
  const slots = new Map<string, Slot>();
  for (const load of order) {
    const due = Math.max(current, hourOf(load.dueAt));
    let moved: Slot['moved'] = null;
    for (let hour = due; ; hour++) {
      const inHour = hourUsed.get(hour) ?? 0;
      const inDay = dayUsed.get(dayOf(hour)) ?? 0;
      const hourFull = inHour > 0 && inHour + load.estimateMs > TICK_BUDGET_MS;
      const dayFull = inDay > 0 && inDay + load.estimateMs > DAY_BUDGET_MS;
      if (!hourFull && !dayFull) {
        hourUsed.set(hour, inHour + load.estimateMs);
        dayUsed.set(dayOf(hour), inDay + load.estimateMs);
        // A run whose own hour has passed (the trigger ran late) is not "moved" by the plan.
        slots.set(load.id, { at: Math.max(hour * HOUR, load.dueAt), moved });
        break;
      }
      moved ??= dayFull ? 'day' : 'hour';
    }
  }
  return slots;
}

/** The schedule waiting for its slot: due then, remembering when it was first due and why it moved. */
export function movedTo(schedule: Schedule, slot: Slot & { moved: 'hour' | 'day' }): Schedule {
  return {
    ...schedule,
    nextRunAt: slot.at,
    late: { dueAt: schedule.late?.dueAt ?? schedule.nextRunAt, to: slot.at, reason: slot.moved },
  };
}

/**
 * Of the due schedules, those that must wait for a later hour, already moved there; the dispatcher starts
 * the others. `carriedMs`: the time unfinished runs still need this hour.
 */
export function postponed(
  schedules: readonly Schedule[],
  now: number,
  day: TriggerDay,
  carriedMs: number,
): Map<string, Schedule> {
  const slots = plan(loadsOf(schedules), now, day, carriedMs);
  const waiting = new Map<string, Schedule>();
  for (const schedule of schedules) {
    const slot = slots.get(schedule.id);
    if (!slot?.moved || schedule.nextRunAt > now || hourOf(slot.at) <= hourOf(now)) continue;
    waiting.set(schedule.id, movedTo(schedule, { ...slot, moved: slot.moved }));
  }
  return waiting;
}
