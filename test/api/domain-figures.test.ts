/**
 * Domain figures the cheaper way, and a spent counter not asked again before it resets: over a source that
 * counts what it is asked, as the dashboard, the URLs tool and getLimits would be.
 */
import type { Settled } from '../../src/api/client';
import {
  DASHBOARD_MODES,
  type FiguresAsk,
  fetchDomainFigures,
  type FiguresSource,
  figuresRefusal,
} from '../../src/families/visibility/domain-figures';
import { createUrlsRun } from '../../src/families/visibility/endpoints';
import { ApiError, QuotaExceededError } from '../../src/api/errors';
import { quotaModel } from '../../src/api/quota';
import { said } from '../../src/shared/i18n/said';
import { spentCounters } from '../../src/spent/counters';
import type { DomainStatistics } from '../../src/families/visibility/rows';
import type { WaySetting } from '../../src/document-settings';

const NOW = 1_700_000_000_000;
const HOUR = 3_600_000;
const V = 'visibility_analysis_queries_per_day';
const T = 'tools_daily_limit';
const domains = (n: number) => Array.from({ length: n }, (_, i) => `d${i}.pl`);

interface Plan {
  visibilityLeft: number;
  toolsLeft: number;
  /** The refusal as the connection says it: REST names the counter and its reset, the tool server neither. */
  rest?: boolean;
  /** What getLimits says is left, when others spend the account's units meanwhile. */
  reported?: number;
}

function fakeSource(plan: Plan, bulk = true, dashboard = true) {
  const calls = { perDomain: 0, bulk: 0, limits: 0, sent: 0 };
  const refuse = (counter: string): Settled<DomainStatistics> => ({
    ok: false,
    error:
      plan.rest === false
        ? new ApiError('QUOTA_EXCEEDED', said('error.quotaAny', { limit: '', after: '', note: '' }))
        : new QuotaExceededError({ counter, limit: 100, hoursToReset: 120 }),
  });
  const source: FiguresSource = {
    dashboard,
    perDomain(list) {
      calls.perDomain++;
      calls.sent += list.length;
      return list.map((d) =>
        plan.visibilityLeft-- > 0 ? { ok: true, value: { metrics: { visibility: d.length } } } : refuse(V),
      );
    },
    bulk: bulk
      ? (list) => {
          calls.bulk++;
          calls.sent += 1;
          if (plan.toolsLeft-- <= 0) return list.map(() => refuse(T));
          return list.map((d) => ({ ok: true, value: { metrics: { visibility: d.length } } }));
        }
      : null,
    limits() {
      calls.limits++;
      calls.sent += 1;
      const entry = (left: number, limit: number) => ({
        limit,
        usage: limit - Math.max(0, left),
        extra_limit: 0,
        hours_to_reset: 72,
      });
      return quotaModel(
        { [V]: entry(plan.reported ?? plan.visibilityLeft, 30_000), [T]: entry(plan.toolsLeft, 10) },
        NOW,
      );
    },
  };
  return { source, calls };
}

const asking = (setting: WaySetting = 'auto', spent = spentCounters(null, 'x')): FiguresAsk => ({
  setting,
  needs: 'either',
  spent,
  now: () => NOW,
});

describe('fetchDomainFigures', () => {
  it('200 new domains, room on both counters: one counters read and one run, tagged as the tool’s', () => {
    const { source, calls } = fakeSource({ visibilityLeft: 30_000, toolsLeft: 3_000 });
    const results = fetchDomainFigures(source, domains(200), asking());
    expect(calls).toEqual({ perDomain: 0, bulk: 1, limits: 1, sent: 2 });
    expect(results[0]).toEqual({ ok: true, value: { metrics: { visibility: 5 }, via: 'bulk' } });
  });

  it('a handful: dashboard requests, no counters read', () => {
    const { source, calls } = fakeSource({ visibilityLeft: 100, toolsLeft: 10 });
    fetchDomainFigures(source, domains(3), asking());
    expect(calls).toEqual({ perDomain: 1, bulk: 0, limits: 0, sent: 3 });
  });

  it('Lite, requests per domain forced: stops at the refusal, remembers it, and asks nothing again before the reset', () => {
    const spent = spentCounters(null, 'lite@example.com');
    const { source, calls } = fakeSource({ visibilityLeft: 100, toolsLeft: 10 });
    const first = fetchDomainFigures(source, domains(200), asking('perDomain', spent));
    expect(first.filter((r) => r.ok)).toHaveLength(100);
    // Three rounds of 48: the third brings the refusal, the last 56 domains are never sent.
    expect(calls).toEqual({ perDomain: 3, bulk: 0, limits: 0, sent: 144 });
    expect(spent.spent(V, NOW)).toEqual({ until: NOW + 120 * HOUR, limit: 100 });
    const refused = first[150];
    expect(refused.ok ? null : refused.error).toMatchObject({ counter: V, hoursToReset: 120 });

    const again = fakeSource({ visibilityLeft: 0, toolsLeft: 10 });
    const second = fetchDomainFigures(again.source, domains(200).slice(100), asking('perDomain', spent));
    expect(again.calls.sent).toBe(0);
    expect(second.every((r) => !r.ok && r.error instanceof QuotaExceededError)).toBe(true);
  });

  it('automatic: what the visibility counter refused goes to one run of the URLs tool', () => {
    const spent = spentCounters(null, 'lite@example.com');
    const { source, calls } = fakeSource({ visibilityLeft: 0, toolsLeft: 10 });
    spent.remember(V, NOW, 120, 100);
    const results = fetchDomainFigures(source, domains(100), asking('auto', spent));
    expect(calls).toEqual({ perDomain: 0, bulk: 1, limits: 0, sent: 1 });
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('automatic: the visibility counter spent mid-way, the rest of the table goes to one run', () => {
    // getLimits said 29,000 were left; a colleague on the same account spent them meanwhile.
    const { source, calls } = fakeSource({ visibilityLeft: 60, toolsLeft: 10, reported: 29_000 });
    const results = fetchDomainFigures(source, domains(100), asking('auto'));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.slice(60).every((r) => r.ok && r.value.via === 'bulk')).toBe(true);
    expect(calls).toMatchObject({ perDomain: 2, bulk: 1 });
  });

  it('columns only the dashboard gives: the refused rest is not sent to a run that lacks them', () => {
    const { source, calls } = fakeSource({ visibilityLeft: 20, toolsLeft: 10 });
    const results = fetchDomainFigures(source, domains(100), { ...asking('auto'), needs: 'perDomain' });
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(calls.bulk).toBe(0);
  });

  it('both counters spent: nothing is sent, every domain says so with the reset', () => {
    const spent = spentCounters(null, 'lite@example.com');
    spent.remember(V, NOW, 120, 100);
    spent.remember(T, NOW, 120, 10);
    const { source, calls } = fakeSource({ visibilityLeft: 0, toolsLeft: 0 });
    const results = fetchDomainFigures(source, domains(200), asking('auto', spent));
    expect(calls.sent).toBe(0);
    expect(results[0]).toMatchObject({ ok: false, error: { code: 'QUOTA_EXCEEDED' } });
  });

  it('a refusal that names no reset (the tool server’s) takes it from the counters, read once', () => {
    const spent = spentCounters(null, 'mcp@example.com');
    const { source, calls } = fakeSource({ visibilityLeft: 2, toolsLeft: 10, rest: false }, false);
    fetchDomainFigures(source, domains(5), asking('auto', spent));
    expect(calls.limits).toBe(1);
    expect(spent.spent(V, NOW)?.until).toBe(NOW + 72 * HOUR);
  });

  it('single URLs (a mode the dashboard refuses): runs of the URLs tool, even for one, whatever the setting', () => {
    for (const setting of ['auto', 'perDomain'] as const) {
      const { source, calls } = fakeSource({ visibilityLeft: 100, toolsLeft: 10 }, true, false);
      const results = fetchDomainFigures(source, domains(1), { ...asking(setting), needs: 'perDomain' });
      expect(calls).toEqual({ perDomain: 0, bulk: 1, limits: 0, sent: 1 });
      expect(results[0]).toMatchObject({ ok: true, value: { via: 'bulk' } });
    }
  });
});

describe('figuresRefusal', () => {
  const api = { offers: () => true };
  const tools = { offers: (endpoint: { path: string }) => endpoint !== createUrlsRun };

  it('a directory is refused over either connection; a URL only where the URLs tool is not offered', () => {
    expect(figuresRefusal(api, 'catalog')).toEqual(said('mode.catalog'));
    expect(figuresRefusal(tools, 'catalog')).toEqual(said('mode.catalog'));
    expect(figuresRefusal(api, 'url')).toBeUndefined();
    expect(figuresRefusal(tools, 'url')).toEqual(said('mode.urlNeedsApi'));
    for (const mode of DASHBOARD_MODES) expect(figuresRefusal(tools, mode)).toBeUndefined();
  });
});
