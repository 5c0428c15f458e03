/**
 * BigQuery's daily quota of load jobs, planned rather than met by accident: 1,500 a table a day, failed jobs
 * counted, the day turning at midnight Pacific time. Every report has a table of its own, so a report's runs
 * and backfills share its 1,500; the warehouse sends at most `PLANNED_PER_TABLE` of them a table a day and
 * leaves the rest to whoever else loads there, and a run past it waits for the next Pacific day.
 */

const HOUR = 3_600_000;
/** Of BigQuery's 1,500 load jobs a table a day, what the add-on allows itself. */
export const PLANNED_PER_TABLE = 1_000;

/**
 * The Pacific offset at `at` (UTC−7 in daylight saving time, from the second Sunday of March at 2:00 to the
 * first Sunday of November at 2:00, local time; UTC−8 otherwise), in hours. Computed, since a runtime's
 * time-zone data is not to be relied on.
 */
export function pacificOffsetHours(at: number): number {
  const year = new Date(at).getUTCFullYear();
  const sunday = (month: number, nth: number) => {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - first) % 7) + 7 * (nth - 1);
  };
  // 2:00 local: 10:00 UTC in March (standard time, −8), 9:00 UTC in November (daylight time, −7).
  const starts = Date.UTC(year, 2, sunday(2, 2), 10);
  const ends = Date.UTC(year, 10, sunday(10, 1), 9);
  return at >= starts && at < ends ? -7 : -8;
}

/** The Pacific day `at` falls on, `2026-11-20`: the day BigQuery counts a load job in. */
export function pacificDay(at: number): string {
  return new Date(at + pacificOffsetHours(at) * HOUR).toISOString().slice(0, 10);
}

/** Hours until the next Pacific midnight, when the day's quota is whole again. */
export function hoursToPacificMidnight(at: number): number {
  const local = at + pacificOffsetHours(at) * HOUR;
  const next = Math.floor(local / (24 * HOUR) + 1) * 24 * HOUR;
  return (next - local) / HOUR;
}

/** Load jobs sent today (Pacific), per table: kept by the warehouse beside its exports. */
export interface LoadCount {
  readonly day: string;
  readonly tables: Readonly<Record<string, number>>;
}

/** The count after one more job to `table` at `at`; yesterday's counts are forgotten. */
export function counted(count: LoadCount | null, table: string, at: number): LoadCount {
  const day = pacificDay(at);
  const tables = count?.day === day ? count.tables : {};
  return { day, tables: { ...tables, [table]: (tables[table] ?? 0) + 1 } };
}

/** Whether another job to `table` today stays within the plan. */
export function withinPlan(count: LoadCount | null, table: string, at: number): boolean {
  return count?.day !== pacificDay(at) || (count.tables[table] ?? 0) < PLANNED_PER_TABLE;
}
