/**
 * The simulated clock: real time plus an offset, as the service simulator's (`/__sim/advance {seconds}`),
 * and a further offset per project, so that suites sharing one simulator each move their own project's
 * days (partitions, the daily job quota, the sandbox's expirations) without moving anyone else's.
 */
import { Clock } from '../gas/clock';

export const DAY_MS = 24 * 3600 * 1000;

export class Clocks {
  private readonly global = new Clock();
  private readonly projectOffsets = new Map<string, number>();

  now(projectId?: string): number {
    return this.global.now() + (projectId ? (this.projectOffsets.get(projectId) ?? 0) : 0);
  }

  /** Moves one project's clock, or every clock when no project is named. */
  advance(ms: number, projectId?: string): void {
    if (!projectId) {
      this.global.advance(ms);
      return;
    }
    if (!(ms >= 0)) throw new RangeError(`advance needs a non-negative number of ms, got ${ms}`);
    this.projectOffsets.set(projectId, (this.projectOffsets.get(projectId) ?? 0) + ms);
  }

  /** Back to real time: one project's offset, or all of them. */
  reset(projectId?: string): void {
    if (projectId) {
      this.projectOffsets.delete(projectId);
      return;
    }
    this.projectOffsets.clear();
    this.global.setOffset(0);
  }

  offsetMs(projectId?: string): number {
    return this.global.offsetMs + (projectId ? (this.projectOffsets.get(projectId) ?? 0) : 0);
  }
}

/** `YYYY-MM-DD HH:MM:SS` of an instant in a time zone; a RangeError for an unknown zone. */
export function localDateTime(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(ms));
}

/** `YYYY-MM-DD` of an instant in a time zone (BigQuery's daily quotas turn over at Pacific midnight). */
export function dayIn(ms: number, timeZone: string): string {
  return localDateTime(ms, timeZone).slice(0, 10);
}
