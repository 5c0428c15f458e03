/** Everything the simulator remembers between requests; `reset()` returns it to a fresh start. */
import { createHash } from 'node:crypto';
import { Clock } from './clock';
import { Faults } from './faults';
import { PositionScripts } from './position-scripts';
import { Webhooks } from './webhooks';
import { Quota } from './quota';
import { Scripted } from './scripted';
import {
  type CrawlTask,
  IdSequence,
  type SerpTask,
  type StatisticsTask,
  TaskRegistry,
  type UrlsRun,
} from './tasks';

export class State {
  readonly clock = new Clock();
  readonly quota = new Quota(this.clock);
  readonly faults = new Faults();
  readonly scripted = new Scripted();
  /** Positions tests scripted day by day (`/__sim/script`), which every answer reads through `ranking.ts`. */
  readonly positions = new PositionScripts();
  /** The Chat and Slack webhook stand-ins: every post received, and the refusals armed. */
  readonly webhooks = new Webhooks();
  readonly secret: string;
  private readonly ids = new IdSequence();
  readonly statistics = new TaskRegistry<StatisticsTask>(this.ids);
  readonly serp = new TaskRegistry<SerpTask>(this.ids);
  readonly crawls = new TaskRegistry<CrawlTask>(this.ids);
  readonly urlRuns = new TaskRegistry<UrlsRun>(this.ids);
  latencyMs: number;
  /**
   * Items (a URL, a phrase) the service's validation refuses beyond its known rules, lower-case: a list
   * holding one is answered 418 naming its index (`urls.3`), as the live service refused a non-ASCII URL.
   */
  readonly refusedItems = new Set<string>();

  constructor(
    readonly seed: string,
    private readonly initialLatencyMs: number,
  ) {
    this.secret = createHash('sha256').update(`search-visibility-simulator:${seed}`).digest('hex');
    this.latencyMs = initialLatencyMs;
  }

  reset(): void {
    this.clock.setOffset(0);
    this.quota.reset();
    this.faults.clear();
    this.faults.limitEdge(0);
    this.scripted.reset();
    this.positions.clear();
    this.webhooks.reset();
    this.ids.reset();
    this.statistics.clear();
    this.serp.clear();
    this.crawls.clear();
    this.urlRuns.clear();
    this.refusedItems.clear();
    this.latencyMs = this.initialLatencyMs;
  }
}
