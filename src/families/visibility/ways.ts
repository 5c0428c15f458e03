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
