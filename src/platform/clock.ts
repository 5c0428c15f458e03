/** Time as Apps Script has it: the clock, the only way to wait, and dates in the spreadsheet's time zone. */

export function now(): number {
  return Date.now();
}

/** Blocks the execution; Apps Script has no timers. */
export function sleep(ms: number): void {
  Utilities.sleep(ms);
}

export interface Zone {
  /** A time as `yyyy-MM-dd HH:mm` in the zone. */
  format(at: number): string;
  /** The zone's offset from UTC now, in minutes. */
  offsetMinutes(): number;
}

export function zone(timeZone: string): Zone {
  return {
    format: (at) => Utilities.formatDate(new Date(at), timeZone, 'yyyy-MM-dd HH:mm'),
    offsetMinutes() {
      const z = Utilities.formatDate(new Date(), timeZone, 'Z');
      const sign = z.startsWith('-') ? -1 : 1;
      return sign * (Number(z.slice(1, 3)) * 60 + Number(z.slice(3, 5)));
    },
  };
}
