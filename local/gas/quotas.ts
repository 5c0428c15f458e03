/** Daily budgets ("Service invoked too many times for one day: urlfetch."), by emulated UTC day. */
export class DailyQuotas {
  private day = '';
  private readonly used = new Map<string, number>();

  private roll(now: number): void {
    const day = new Date(now).toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.used.clear();
    }
  }

  /** Counts one call; false when the day's `limit` is already spent. */
  take(service: string, limit: number, now: number): boolean {
    if (this.usedToday(service, now) >= limit) return false;
    this.add(service, 1, now);
    return true;
  }

  add(service: string, amount: number, now: number): void {
    this.roll(now);
    this.used.set(service, (this.used.get(service) ?? 0) + amount);
  }

  usedToday(service: string, now: number): number {
    this.roll(now);
    return this.used.get(service) ?? 0;
  }
}

export function tooManyTimesMessage(service: string): string {
  return `Service invoked too many times for one day: ${service}.`;
}
