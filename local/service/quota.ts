/**
 * The quota ledger: per account and counter, every charge with its key and time. Usage is the
 * number of charges in the current period (monthly from the package start; the monitoring refresh
 * counter daily), and a key charged within the last 24 h is not charged again.
 */
import { type Account, COUNTERS, type Counter, ROW_LIMIT_KEYS } from './accounts';
import { addMonths, type Clock, DAY, HOUR } from './clock';
import { keywordCount, projectsOf } from './projects';
import { envelope, ServiceError } from './reply';

interface Charge {
  key: string;
  at: number;
  /** Units this entry stands for: one for a charge, any number for usage a test set. */
  units?: number;
}

export interface LimitEntry {
  limit: number | string;
  usage: number | null;
  extra_limit: number;
  hours_to_reset: number | null;
}

const REPEAT_FREE_MS = DAY;

export class Quota {
  private charges = new Map<string, Charge[]>();
  /** The instant package starts are measured from: the clock at the last reset. */
  private origin: number;

  constructor(private readonly clock: Clock) {
    this.origin = clock.now();
  }

  reset(): void {
    this.charges.clear();
    this.origin = this.clock.now();
  }

  /** Epoch ms the account's package started; a few hours off midnight on purpose. */
  packageStart(account: Account): number {
    return this.origin - account.packageAgeDays * DAY - 5 * HOUR;
  }

  /**
   * Charges one unit unless `key` was charged within 24 h (a null key has no repeat-free window);
   * throws the 418 when the counter is spent.
   */
  charge(account: Account, counter: Counter, key: string | null): boolean {
    const { charged, allowed, limit } = this.preview(account, counter, key);
    if (!charged) return false;
    if (!allowed) throw exhausted(counter, limit);
    this.list(account, counter).push({ key: key ?? '', at: this.clock.now() });
    return true;
  }

  /**
   * What `charge` would do, charging nothing: `charged` false when the key is inside its 24 h
   * repeat-free window; `allowed` false when a charge would be refused (counter spent).
   */
  preview(
    account: Account,
    counter: Counter,
    key: string | null,
  ): { charged: boolean; allowed: boolean; limit: number } {
    const limit = this.limit(account, counter);
    if (key !== null && this.chargedWithin(account, counter, key))
      return { charged: false, allowed: true, limit };
    return { charged: true, allowed: limit === -1 || this.usage(account, counter) < limit, limit };
  }

  /** Whether `key` was charged within the last 24 h: the results of that query still exist. */
  chargedWithin(account: Account, counter: Counter, key: string): boolean {
    const now = this.clock.now();
    return this.list(account, counter).some((c) => c.key === key && now - c.at < REPEAT_FREE_MS);
  }

  /** The counter's plan value (-1 unlimited; 0 without a plan). */
  limit(account: Account, counter: Counter): number {
    return account.plan?.counters[counter] ?? 0;
  }

  /**
   * Replaces this period's usage with `used` anonymous units (a control endpoint for tests), kept as one
   * entry: a test sets a million, and every request reads the usage.
   */
  setUsage(account: Account, counter: Counter, used: number): void {
    const { start } = this.period(account, counter);
    const kept = this.list(account, counter).filter((c) => c.at < start);
    if (used > 0) kept.push({ key: '__sim_usage', at: start, units: used });
    this.charges.set(`${account.id}|${counter}`, kept);
  }

  usage(account: Account, counter: Counter): number {
    const { start, end } = this.period(account, counter);
    let used = 0;
    for (const c of this.list(account, counter)) if (c.at >= start && c.at < end) used += c.units ?? 1;
    return used;
  }

  limits(account: Account): Record<string, LimitEntry> {
    const plan = account.plan;
    const out: Record<string, LimitEntry> = {};
    for (const counter of COUNTERS) {
      const hours = plan ? Math.ceil((this.period(account, counter).end - this.clock.now()) / HOUR) : null;
      out[counter] = {
        limit: this.limit(account, counter),
        usage: this.usage(account, counter),
        extra_limit: 0,
        hours_to_reset: hours,
      };
    }
    const projects = projectsOf(account.id);
    const fixed = (limit: number | string, usage: number | null): LimitEntry => ({
      limit,
      usage,
      extra_limit: 0,
      hours_to_reset: null,
    });
    out.monitored_keywords = fixed(
      plan?.monitoredKeywords ?? 0,
      projects.reduce((n, p) => n + keywordCount(p), 0),
    );
    out.projects = fixed(plan?.projects ?? 0, projects.length);
    for (const key of ROW_LIMIT_KEYS) out[key] = fixed(plan?.rowsPerReport ?? 0, null);
    if (plan) out.visibility_analysis_data_valid_from = fixed(plan.dataValidFrom, null);
    return out;
  }

  usageByCounter(account: Account): Record<Counter, number> {
    return Object.fromEntries(COUNTERS.map((c) => [c, this.usage(account, c)])) as Record<Counter, number>;
  }

  private period(account: Account, counter: Counter): { start: number; end: number } {
    const start = this.packageStart(account);
    const now = this.clock.now();
    if (counter === 'monitoring_daily_keywords_refreshes') {
      const k = Math.floor((now - start) / DAY);
      return { start: start + k * DAY, end: start + (k + 1) * DAY };
    }
    let k = 0;
    while (addMonths(start, k + 1) <= now) k++;
    return { start: addMonths(start, k), end: addMonths(start, k + 1) };
  }

  private list(account: Account, counter: Counter): Charge[] {
    const id = `${account.id}|${counter}`;
    let list = this.charges.get(id);
    if (!list) {
      list = [];
      this.charges.set(id, list);
    }
    return list;
  }
}

function exhausted(counter: Counter, limit: number): ServiceError {
  const message =
    counter === 'keywords_analysis_queries_per_day'
      ? `You have reached daily limit of queries. Daily limit value is ${limit}`
      : 'Query limit exceeded';
  return new ServiceError(envelope(418, 'limit_exceeded', message));
}
