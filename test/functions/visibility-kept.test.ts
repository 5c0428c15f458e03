/**
 * SEO_VISIBILITY over many domains when a later request is held until the platform ends the execution: no
 * code runs after the kill, so what came back before it must already be in the cache.
 */
import type { HttpRequest } from '../../src/api/transport';
import type { HttpResponse } from '../../src/shared/http';
import { cacheOver } from '../../src/cache';
import { domainStatistics } from '../../src/families/visibility/formulas';
import { fakePorts } from '../cache/fakes';
import { fakeFormulaContext } from './fake-context';

const answer: HttpResponse = {
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    success: true,
    data: { date: '2026-11-20', statistics: { visibility: { recent_value: 5 } } },
  }),
};

const limits: HttpResponse = {
  ...answer,
  body: JSON.stringify({
    success: true,
    data: {
      visibility_analysis_queries_per_day: { limit: 30_000, usage: 0, extra_limit: 0, hours_to_reset: 100 },
    },
  }),
};

function world(roundMs: number) {
  const ports = fakePorts();
  const cache = cacheOver(ports);
  const sent: string[][] = [];
  let killAtRound = Number.POSITIVE_INFINITY;
  // A request per domain, so the rounds are the dashboard's alone (no bulk run), after the counters are
  // read for the spend guard, which has room.
  const ctx = () =>
    fakeFormulaContext(
      ports,
      {
        fetchAll: (batch: HttpRequest[]) => {
          if (batch.every((r) => r.url.includes('/getLimits'))) return batch.map(() => limits);
          sent.push(batch.map((r) => new URL(r.url).searchParams.get('domain') ?? ''));
          // The platform ends the execution mid-request: nothing after this line runs, no catch, no write.
          if (sent.length === killAtRound) throw new Error('Exceeded maximum execution time');
          ports.clock.now += roundMs;
          return batch.map(() => answer);
        },
      },
      { settings: { visibilityWay: 'perDomain' }, cache },
    );
  return { ctx, cache, sent, killAt: (round: number) => (killAtRound = round) };
}

const domains = Array.from({ length: 60 }, (_, i) => [`held-${i}.pl`]);
const args = {
  domains,
  country_id: 200,
  fetch_mode: undefined,
  header: undefined,
  refresh: undefined,
  columns: undefined,
};

describe('SEO_VISIBILITY killed in a later round', () => {
  it('has kept the waves that came back, so entering it again sends only the rest', () => {
    const slow = world(1_000);
    const writes = jest.spyOn(slow.cache, 'putItems');
    // The first 48 domains go in waves of 4, 8, 16, 16 and 4 (5 s); the sixth wave, the last 12, is held.
    slow.killAt(6);
    expect(() => domainStatistics(slow.ctx(), args)).toThrow('Exceeded maximum execution time');
    expect(slow.sent.map((wave) => wave.length)).toEqual([4, 8, 16, 16, 4, 12]);
    expect(writes).toHaveBeenCalledTimes(1);
    slow.killAt(Number.POSITIVE_INFINITY);
    slow.sent.length = 0;
    const table = domainStatistics(slow.ctx(), args);
    expect(slow.sent.flat()).toEqual(domains.slice(48).map(([d]) => d));
    expect(table.slice(1).map((row) => row[0])).toEqual(domains.map(([d]) => d));
  });

  it('writes the cache once when the waves are quick (a write costs about a wave)', () => {
    const quick = world(100);
    const writes = jest.spyOn(quick.cache, 'putItems');
    domainStatistics(quick.ctx(), args);
    expect(quick.sent.flat()).toHaveLength(60);
    expect(writes).toHaveBeenCalledTimes(1);
    quick.sent.length = 0;
    domainStatistics(quick.ctx(), args);
    expect(quick.sent).toEqual([]);
  });
});
