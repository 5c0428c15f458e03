/**
 * The reports' ways to domain statistics (the domain-statistics report fetches as SEO_VISIBILITY does):
 * the document's setting, the account's spent counters, taught by the last getLimits the reports read
 * anyway (never a read of their own, which would fall between a run's counters before and after its
 * charge), so a spent counter turns a run to the other way before it is paused.
 */
import type { Settled } from '../../api/client';
import type { DataSource } from '../../api/source';
import type { FetchMode } from '../../api/wire';
import type { Context } from '../../context';
import type { ReportContext } from '../../reports/definition';
import type { LimitsBook } from '../../reports/limits';
import { type DomainFigures, fetchDomainFigures, figuresSource, wayFor } from './domain-figures';
import type { WayChoice } from './domain-way';
import { quotaModel, type QuotaModel } from '../../api/quota';
import * as users from '../../api/users';
import * as visibility from './endpoints';
import { PER_DOMAIN_FIGURES } from './domain-way';
import { columnLabels } from '../../shared/columns';
import type { FormulaCost } from '../../shared/formula-spec';

/** A domain, the market and how it is read: what domain statistics are asked by. */
export interface DomainQuery {
  readonly country: number;
  readonly mode: FetchMode;
}

/**
 * Domain statistics the way the family chooses (a dashboard request, or a run of the URLs tool), under the
 * document's setting and the account's spent counters.
 */
export interface DomainWays {
  choose(missing: number, query: DomainQuery): WayChoice;
  fetch(domains: readonly string[], query: DomainQuery): Settled<DomainFigures>[];
}

/** What a run of the visibility reports gets beside every report's context: the ways. */
export type WaysContext = ReportContext & { readonly ways: DomainWays };

/** The ways over the execution's context, the reports' data source and the getLimits they read. */
export function domainWays(
  ctx: Pick<Context, 'spentCounters' | 'settings' | 'now'>,
  source: () => DataSource,
  limits: Pick<LimitsBook, 'lastRead' | 'known'>,
): DomainWays {
  const ask = () => {
    const spent = ctx.spentCounters();
    const last = limits.lastRead();
    if (last) spent.learn(last);
    return { setting: ctx.settings.visibilityWay, needs: 'either' as const, spent, now: ctx.now };
  };
  const offered = (query: DomainQuery) => ({
    ...figuresSource(source(), query),
    limits: () => limits.known().model,
  });
  return {
    choose: (missing, query) => {
      const offers = offered(query);
      return wayFor(
        missing,
        { bulk: !!offers.bulk, dashboard: offers.dashboard, limits: offers.limits },
        ask(),
      );
    },
    fetch: (domains, query) => fetchDomainFigures(offered(query), domains, ask()),
  };
}

/**
 * What an SEO_VISIBILITY formula of `inputs` domains would spend, the way it would be fetched now (a
 * dashboard request each, or runs of the URLs tool); `args` is its arguments' text.
 */
export type VisibilityCost = (
  inputs: number,
  args: string,
) => { readonly counter: FormulaCost['counter']; readonly units: number };

/**
 * What an SEO_VISIBILITY formula of `inputs` domains would spend if its answers were stale, the way it
 * would be fetched now (over this connection, under the document's setting and the account's spent
 * counters, the counters read once for all formulas), judged from its text: a column only the dashboard
 * gives rules the URLs tool out, the url mode the dashboard, and the catalog mode both (the formula is
 * refused, and spends nothing). Without a connection, as a request per domain.
 */
export function visibilityCosts(ctx: Context): VisibilityCost {
  const perDomain: VisibilityCost = (inputs) => ({
    counter: 'visibility_analysis_queries_per_day',
    units: inputs,
  });
  let limits: QuotaModel | undefined;
  try {
    const source = ctx.source();
    const read = () => (limits ??= quotaModel(source.get(users.getLimits, {}), ctx.now()));
    const ask = { setting: ctx.settings.visibilityWay, spent: ctx.spentCounters(), now: ctx.now };
    return (inputs, args) => {
      const bulk = source.offers(visibility.createUrlsRun);
      const dashboard = !URL_MODE.test(args);
      // Refused before anything is sent: a directory, or a URL without the URLs tool.
      if (CATALOG_MODE.test(args) || (!dashboard && !bulk))
        return { counter: 'visibility_analysis_queries_per_day', units: 0 };
      const needs = PER_DOMAIN_ASKED.test(args) ? 'perDomain' : 'either';
      const { counter, units } = wayFor(inputs, { bulk, dashboard, limits: read }, { ...ask, needs });
      return { counter, units };
    };
  } catch {
    // No connection: what a request per domain would spend.
    return perDomain;
  }
}

/** A figure only the dashboard gives, named in a formula's text by its key or its English label. */
const PER_DOMAIN_ASKED = new RegExp(
  [...PER_DOMAIN_FIGURES, ...columnLabels(PER_DOMAIN_FIGURES, 'en')].join('|').replace(/[ _]/g, '[ _]'),
  'i',
);
const CATALOG_MODE = /["']catalog["']/i;
const URL_MODE = /["']url["']/i;
