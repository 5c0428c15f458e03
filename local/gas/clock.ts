/**
 * The emulated clock: real time plus every advance (Utilities.sleep, tests, the playground).
 * Execution limits, cache expiry, triggers and `new Date()` inside scripts all read it, so a test can
 * cross six hours without waiting and a sleeping script still runs out of time. The service simulator
 * keeps its own instance (`local/service/clock.ts`).
 */
export interface EmulatedClock {
  /** Emulated epoch milliseconds. */
  now(): number;
  /** Moves emulated time forward without waiting. */
  advance(ms: number): void;
  /** Emulated minus real time; what a snapshot keeps. */
  readonly offsetMs: number;
}

export class Clock implements EmulatedClock {
  private offset: number;
  private readonly listeners: Array<(ms: number) => void> = [];
  private readonly origin = Date.now();

  /** Starts at `start` (epoch ms), or at real now with no offset; runs `rate` times as fast as real time. */
  constructor(
    start?: number,
    private readonly rate = 1,
  ) {
    this.offset = start === undefined ? 0 : start - this.origin;
  }

  get offsetMs(): number {
    return this.offset + this.drift();
  }

  now(): number {
    return Date.now() + this.drift() + this.offset;
  }

  /** What a faster clock has gained on real time. */
  private drift(): number {
    return (Date.now() - this.origin) * (this.rate - 1);
  }

  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`clock.advance needs a non-negative number of ms, got ${ms}`);
    this.offset += ms;
    for (const listener of this.listeners) listener(ms);
  }

  /** Called after every advance (not for real time passing, nor for `setOffset`). */
  onAdvance(listener: (ms: number) => void): void {
    this.listeners.push(listener);
  }

  setOffset(offsetMs: number): void {
    this.offset = offsetMs - this.drift();
  }
}
