/**
 * Settings › Check connection: the free endpoints (whoami, getLimits, countries) one after another, with
 * the address they went to, how long each took, the account the sign-in belongs to, and which modules the
 * plan allows according to getLimits. None of them is charged, so a user can run it as often as they like.
 */
import { countries, findCounter, type QuotaCounter, quotaModel, saidOf, users } from '../api';
import type { BaseUrlSource } from '../config';
import type { Context } from '../context';
import { counterLabel, meter, notInPlan, quotaVoice } from '../shared/quota-wording';

export interface CheckStep {
  /** What was asked, in the user's words. */
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
  readonly addressSource: BaseUrlSource;
  /** The e-mail whoami answered; null when it failed. */
  readonly account: string | null;
  readonly steps: readonly CheckStep[];
  /** Null when getLimits failed. */
  readonly modules: readonly ModuleAccess[] | null;
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

type CheckContext = Pick<Context, 'client' | 'baseUrl' | 'now' | 'userLanguage' | 'render'>;

function timed<T>(
  ctx: CheckContext,
  label: string,
  run: () => T,
  describe: (value: T) => string,
): { step: CheckStep; value?: T } {
  const started = ctx.now();
  try {
    const value = run();
    return { step: { label, ok: true, ms: ctx.now() - started, detail: describe(value) }, value };
  } catch (error) {
    return {
      step: {
        label,
        ok: false,
        ms: ctx.now() - started,
        detail: ctx.render(ctx.userLanguage(), saidOf(error)),
      },
    };
  }
}

function allowed(counter: QuotaCounter | undefined): boolean {
  return !!counter && (counter.unlimited || (counter.limit ?? 0) > 0);
}

/** Throws only when there is no sign-in to check with (the sidebar then offers Sign in). */
export function checkConnection(ctx: CheckContext): ConnectionReport {
  const client = ctx.client();
  const address = ctx.baseUrl();
  const who = timed(
    ctx,
    'Account (whoami)',
    () => users.whoami(client, {}),
    (me) => me.email,
  );
  const limits = timed(
    ctx,
    'Plan limits (getLimits)',
    () => quotaModel(users.getLimits(client, {}), ctx.now()),
    (model) => `${model.counters.length} limits read`,
  );
  const list = timed(
    ctx,
    'Countries (getList)',
    () => countries.getCountries(client, {}),
    (all) => `${all.length} countries`,
  );
  const model = limits.value;
  return {
    address: address.url,
    addressSource: address.source,
    account: who.value?.email ?? null,
    steps: [who.step, limits.step, list.step],
    modules: model
      ? MODULES.map(({ name, counter }) => {
          const voice = quotaVoice(ctx.userLanguage());
          const found = findCounter(model, counter);
          const ok = allowed(found);
          return {
            label: counterLabel(name, voice),
            allowed: ok,
            detail: found && ok ? meter(found, voice).amount : notInPlan(ctx.userLanguage()),
          };
        })
      : null,
  };
}
