import type { Timers } from '../../src/sidebar/client/poller';

/** Manual clock for the poller: `advance` fires due timers in order and lets their promises settle. */
export class ManualTimers implements Timers {
  private time = 0;
  private next = 1;
  private readonly due = new Map<number, { at: number; fn: () => void }>();

  now(): number {
    return this.time;
  }
  setTimeout(fn: () => void, ms: number): number {
    const id = this.next++;
    this.due.set(id, { at: this.time + ms, fn });
    return id;
  }
  clearTimeout(handle: number): void {
    this.due.delete(handle);
  }
  get pending(): number[] {
    return [...this.due.values()].map((t) => t.at - this.time);
  }
  async advance(ms: number): Promise<void> {
    const end = this.time + ms;
    for (;;) {
      const [id, timer] = [...this.due.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || timer.at > end) break;
      this.due.delete(id);
      this.time = timer.at;
      timer.fn();
      for (let i = 0; i < 10; i++) await Promise.resolve();
    }
    this.time = end;
  }
}
