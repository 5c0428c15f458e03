/**
 * Settings › Check connection: the data source's free calls one after another (over the API whoami,
 * getLimits and countries; over the tool server the handshake, its tool list and get_limits), with the
 * address they went to, how long each took, the account the connection belongs to, which modules the plan
 * allows according to the limits, and, over the tool server, the tools it offers. None of them is charged,
 * so a user can run it as often as they like.
 */
import { findCounter, type QuotaCounter, quotaModel } from '../api/quota';
import type { Limits } from '../api/schemas';
import type { ProbeResult } from '../api/source';
import { saidOf } from '../api/errors';
import type { BaseUrlSource } from '../config';
import type { Context } from '../context';
import { counterLabel, meter, notInPlan, quotaVoice } from '../shared/quota-wording';
import { type Said, said } from '../shared/i18n/said';

export interface CheckStep {
  /** What was asked, in the user's language, naming the call as the service does. */
  readonly label: string;
  readonly ok: boolean;
  /** Wall time of the call, retries included. */
  readonly ms: number;
  /** What came back, or the failure in plain words. */
  readonly detail: string;
}

export interface ModuleAccess {
  readonly label: string;
  readonly allowed: boolean;
  /** "12 / 200 used", "Unlimited (3 used)", or "Not in your plan". */
  readonly detail: string;
}

export interface ConnectionReport {
  readonly address: string;
  /** Where the address comes from; `tools` for the tool server the user connected to. */
  readonly addressSource: BaseUrlSource | 'tools';
  /** The account a call named; null when none did. */
  readonly account: string | null;
  readonly steps: readonly CheckStep[];
  /** Null when the limits could not be read. */
  readonly modules: readonly ModuleAccess[] | null;
  /** The tools the tool server offers the account; null over the API, which answers everything. */
  readonly tools: readonly string[] | null;
}

/** A module's daily counter in getLimits, under the name `counterLabel` gives the module (or the counter). */
const MODULES: readonly { readonly name: string; readonly counter: string }[] = [
  { name: 'visibility_analysis', counter: 'visibility_analysis_queries_per_day' },
  { name: 'keywords_analysis', counter: 'keywords_analysis_queries_per_day' },
  { name: 'serp_analysis', counter: 'serp_analysis_daily_limit' },
  { name: 'rank_tracker', counter: 'monitoring_daily_keywords_refreshes' },
  { name: 'backlinks_queries', counter: 'backlinks_queries' },
  { name: 'tools_daily_limit', counter: 'tools_daily_limit' },
];

type CheckContext = Pick<Context, 'source' | 'baseUrl' | 'now' | 'userLanguage' | 'render'>;

function allowed(counter: QuotaCounter | undefined): boolean {
  return !!counter && (counter.unlimited || (counter.limit ?? 0) > 0);
}

function modulesOf(ctx: CheckContext, limits: Limits): ModuleAccess[] {
  const model = quotaModel(limits, ctx.now());
  const voice = quotaVoice(ctx.userLanguage());
  return MODULES.map(({ name, counter }) => {
    const found = findCounter(model, counter);
    const ok = allowed(found);
    return {
      label: counterLabel(name, voice),
      allowed: ok,
      detail: found && ok ? meter(found, voice).amount : notInPlan(ctx.userLanguage()),
    };
  });
}

/** Throws only when there is no connection to check (the sidebar then offers Sign in). */
export function checkConnection(ctx: CheckContext): ConnectionReport {
  const source = ctx.source();
  // The door's client is made here: without a connection that is the "sign in" error the sidebar answers.
  const clock = source.budget;
  const found: ProbeResult[] = [];
  const say = (message: Said | string): string =>
    typeof message === 'string' ? message : ctx.render(ctx.userLanguage(), message);
  const steps = source.probes().map((probe): CheckStep => {
    const started = clock.now();
    const label = say(probe.label);
    try {
      const result = probe.run();
      found.push(result);
      const counted =
        result.limits &&
        said('probe.limitsRead', { count: quotaModel(result.limits, ctx.now()).counters.length });
      const detail = say(result.detail ?? counted ?? '');
      return { label, ok: true, ms: clock.now() - started, detail };
    } catch (error) {
      return { label, ok: false, ms: clock.now() - started, detail: say(saidOf(error)) };
    }
  });
  const address = found.find((r) => r.address)?.address;
  const limits = found.find((r) => r.limits)?.limits;
  const base = ctx.baseUrl();
  return {
    address: address ?? base.url,
    addressSource: address ? 'tools' : base.source,
    account: found.find((r) => r.account)?.account ?? null,
    steps,
    modules: limits ? modulesOf(ctx, limits) : null,
    tools: found.find((r) => r.tools)?.tools ?? null,
  };
}
