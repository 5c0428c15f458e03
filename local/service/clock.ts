/**
 * The simulated clock is the emulator's: real time plus an offset that tests move forward. Following
 * real time keeps tasks progressing in the playground without anyone advancing the clock.
 */
export { Clock } from '../gas/clock';

export const SECOND = 1000;
export const HOUR = 3600 * SECOND;
export const DAY = 24 * HOUR;

/** Days already written: a page of rows asks for the same few dates thousands of times. */
const isoDays = new Map<number, string>();

/** `YYYY-MM-DD` of a UTC instant. */
export function isoDate(ms: number): string {
  let day = isoDays.get(ms);
  if (day === undefined) {
    if (isoDays.size >= 10_000) isoDays.clear();
    day = new Date(ms).toISOString().slice(0, 10);
    isoDays.set(ms, day);
  }
  return day;
}

/** The same instant `months` calendar months later, the day clamped to the month's length. */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const target = new Date(ms);
  target.setUTCDate(1);
  target.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}

/** Days from `first` to `last` inclusive, as `YYYY-MM-DD`. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(first); t <= Date.parse(last); t += DAY) days.push(isoDate(t));
  return days;
}
