/**
 * In Apps Script a script's local time (`new Date(2026, 10, 21)`, `getHours()`) is in the project's time
 * zone, so a date-only value a script builds lands on the right day in the spreadsheet. A vm context takes
 * its local zone from the process, so the emulator moves the process to the script's zone: one zone per
 * process, as tests, the playground and the benchmark each emulate one project at a time.
 */
export function useScriptTimeZone(timeZone: string): void {
  if (process.env.TZ !== timeZone) process.env.TZ = timeZone;
}
