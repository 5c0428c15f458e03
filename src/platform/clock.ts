/** Time as Apps Script has it: the clock, the only way to wait, and dates in the spreadsheet's time zone. */
import type { TimeZone } from '../shared/i18n/dates';

export function now(): number {
  return Date.now();
}

/** Blocks the execution; Apps Script has no timers. */
export function sleep(ms: number): void {
  Utilities.sleep(ms);
}

/** An IANA zone whose offset at any moment Utilities gives (Apps Script's Intl is not relied on). */
export function zone(timeZone: string): TimeZone {
  return {
    id: timeZone,
    offsetMinutes(at) {
      const z = Utilities.formatDate(new Date(at), timeZone, 'Z');
      const sign = z.startsWith('-') ? -1 : 1;
      return sign * (Number(z.slice(1, 3)) * 60 + Number(z.slice(3, 5)));
    },
  };
}
