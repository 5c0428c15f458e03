/** Retry, deadline, batching and pacing rules of the client, over a scripted transport and a manual clock. */
import { getLimits, whoami } from '../../src/api/users';
import { getDomainStatistics } from '../../src/families/visibility/endpoints';
import { type ApiError, QuotaExceededError } from '../../src/api/errors';
import { DEFAULT_RETRY } from '../../src/api/retry';
import { fixedWidth } from '../../src/api/width';
import type { HttpOutcome, HttpRequest } from '../../src/api/transport';
import { emptyEnvelope, failure, fakeClient, html, ok, paths, sequence } from './fakes';

function setup(
  handler: (request: HttpRequest, index: number, inBatch: number) => HttpOutcome,
  remainingMs = 300_000,
  paceMs = 0,
) {
  return fakeClient(handler, { remainingMs, paceMs });
}

function thrownBy(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a throw');
}

const me = ok({ email: 'demo@example.com' });

describe('retries', () => {
  test.each([
    [
      'a 418',
      failure('invalid_data', 'Given data is invalid', { domain: { _required: 'This field is required' } }),
    ],
    ['a quota 418', failure('limit_exceeded', 'Query limit exceeded')],
    ['a 403', emptyEnvelope(403)],
    ['a 404', emptyEnvelope(404)],
    ['a 405', emptyEnvelope(405)],
    ['a 302', { status: 302, headers: { location: '/api/users/users/login' }, body: '' }],
  ])('%s is sent exactly once', (_name, answer) => {
    const { client, transport } = setup((r) => (r.url.includes('getLimits') ? ok({}) : answer));
    thrownBy(() => whoami(client, {}));
    expect(paths(transport).filter((p) => p === '/api/users/whoami')).toHaveLength(1);
  });

  test.each([
    ['500 HTML', html(500)],
    ['503', html(503)],
    ['edge rejection', html(403, 'Request blocked by edge protection')],
    ['network failure', { thrown: new Error('Address unavailable') }],
  ])('%s is retried, then succeeds', (_name, answer) => {
    const { client, transport, clock } = setup(sequence(answer, answer, me));
    expect(whoami(client, {})).toEqual({ email: 'demo@example.com' });
    expect(transport.requests).toHaveLength(3);
    // Back-off grows: with random 0.5 the delay is 3/4 of base × 2^(n-1).
    expect(clock.sleeps).toEqual([375, 750]);
  });

  test('a 503 storm gives up after the attempts allowed, with the last error', () => {
    const { client, transport } = setup(() => html(503));
    expect(thrownBy(() => whoami(client, {})).code).toBe('SERVICE_UNAVAILABLE');
    expect(transport.requests).toHaveLength(DEFAULT_RETRY.maxAttempts);
  });

  test('a 503 storm in a formula gives up within its deadline', () => {
    const { client, transport, clock } = fakeClient(() => html(503), {
      remainingMs: 9_000,
      latencyMs: 4_000,
      random: 1,
      retry: { maxAttempts: 10, baseDelayMs: 1_000 },
    });
    const started = clock.time;
    expect(thrownBy(() => whoami(client, {})).code).toBe('SERVICE_UNAVAILABLE');
    expect(clock.time - started).toBeLessThanOrEqual(9_000);
    expect(transport.requests.length).toBeLessThan(10);
  });

  test('no time left: nothing is sent and the error says so', () => {
    const { client, transport } = setup(() => me, 0);
    expect(thrownBy(() => whoami(client, {})).code).toBe('DEADLINE_EXCEEDED');
    expect(transport.requests).toHaveLength(0);
  });
});

describe('callAll', () => {
  test('retries only the failed calls of a batch and keeps the order', () => {
    let flaky = 0;
    const { client, transport } = setup((r) => {
      const domain = /domain=([^&]+)/.exec(r.url)?.[1];
      if (domain === 'b.pl' && flaky++ === 0) return html(503);
      if (domain === 'c.pl')
        return failure('invalid_data', 'Given data is invalid', { domain: { choice: 'bad' } });
      return ok({ statistics: { visibility: { recent_value: domain === 'a.pl' ? 1 : 2 } } });
    });
    const calls = ['a.pl', 'b.pl', 'c.pl'].map((domain) =>
      getDomainStatistics.call({ domain, fetch_mode: 'topLevelDomain' }),
    );
    const results = client.callAll(calls);
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    expect(results[0].ok && results[0].value.metrics.visibility).toBe(1);
    expect(results[1].ok && results[1].value.metrics.visibility).toBe(2);
    expect(!results[2].ok && results[2].error.code).toBe('INVALID_DATA');
    expect(transport.batches).toBe(2);
    expect(transport.requests).toHaveLength(4);
  });
});

describe('quota errors', () => {
  test('a quota 418 is completed with the reset time from getLimits (free), and not retried', () => {
    const { client, transport } = setup((r) =>
      r.url.includes('getLimits')
        ? ok({
            visibility_analysis_queries_per_day: {
              limit: 100,
              usage: 100,
              extra_limit: 0,
              hours_to_reset: 37,
            },
          })
        : failure('limit_exceeded', 'Query limit exceeded'),
    );
    const error = thrownBy(() =>
      getDomainStatistics(client, { domain: 'a.pl', fetch_mode: 'topLevelDomain' }),
    );
    expect(error).toBeInstanceOf(QuotaExceededError);
    expect((error as QuotaExceededError).hoursToReset).toBe(37);
    expect(error.message).toContain('Visibility analysis quota is used up (limit 100)');
    expect(error.message).toContain('resets in 37 hours');
    expect(paths(transport)).toEqual([
      '/api/visibility_analysis/reports/dashboard/getDomainStatistics',
      '/api/users/getLimits',
    ]);
  });

  test('several quota failures in one batch read getLimits once', () => {
    const { client, transport } = setup((r) =>
      r.url.includes('getLimits')
        ? ok({
            visibility_analysis_queries_per_day: {
              limit: 100,
              usage: 100,
              extra_limit: 0,
              hours_to_reset: 5,
            },
          })
        : failure('limit_exceeded', 'Query limit exceeded'),
    );
    const calls = ['a.pl', 'b.pl'].map((domain) =>
      getDomainStatistics.call({ domain, fetch_mode: 'topLevelDomain' }),
    );
    const results = client.callAll(calls);
    expect(results.map((r) => !r.ok && (r.error as QuotaExceededError).hoursToReset)).toEqual([5, 5]);
    expect(paths(transport).filter((p) => p === '/api/users/getLimits')).toHaveLength(1);
  });

  test('when getLimits fails too, the quota error stands as it was', () => {
    const { client } = setup((r) =>
      r.url.includes('getLimits') ? emptyEnvelope(403) : failure('limit_exceeded', 'x'),
    );
    const error = thrownBy(() =>
      getDomainStatistics(client, { domain: 'a.pl', fetch_mode: 'topLevelDomain' }),
    );
    expect(error.code).toBe('QUOTA_EXCEEDED');
    expect((error as QuotaExceededError).hoursToReset).toBeUndefined();
  });
});

describe('what the execution learnt of getLimits', () => {
  const spent = (hours: number) =>
    ok({
      visibility_analysis_queries_per_day: { limit: 100, usage: 100, extra_limit: 0, hours_to_reset: hours },
    });
  const dashboard = (domain: string) => () =>
    getDomainStatistics(setupClient.client, { domain, fetch_mode: 'topLevelDomain' });
  let setupClient: ReturnType<typeof setup>;
  /** Time enough for the clock to move hours within one client's life. */
  const DAY = 86_400_000;

  test('a limits read that failed is not repeated in the execution, by whichever caller asks', () => {
    setupClient = setup((r) => (r.url.includes('getLimits') ? html(503) : failure('limit_exceeded', 'x')));
    const { client, transport } = setupClient;
    expect(() => getLimits(client, {})).toThrow();
    const reads = paths(transport).filter((p) => p === '/api/users/getLimits').length;
    expect(reads).toBe(DEFAULT_RETRY.maxAttempts);
    const error = thrownBy(dashboard('a.pl'));
    expect((error as QuotaExceededError).hoursToReset).toBeUndefined();
    thrownBy(dashboard('b.pl'));
    // Before, each refusal read getLimits again (with its retries): eight reads an hour in an unattended tick.
    expect(paths(transport).filter((p) => p === '/api/users/getLimits')).toHaveLength(reads);
  });

  test('a reading made earlier in the execution gives the reset, counted from when it was read', () => {
    setupClient = setup(
      (r) => (r.url.includes('getLimits') ? spent(10) : failure('limit_exceeded', 'x')),
      DAY,
    );
    const { client, transport, clock } = setupClient;
    getLimits(client, {});
    clock.time += 3_600_000;
    const error = thrownBy(dashboard('a.pl'));
    expect((error as QuotaExceededError).hoursToReset).toBeCloseTo(9, 3);
    expect(paths(transport).filter((p) => p === '/api/users/getLimits')).toHaveLength(1);
  });

  test('a reading whose reset has passed is read again', () => {
    setupClient = setup(
      (r) => (r.url.includes('getLimits') ? spent(1) : failure('limit_exceeded', 'x')),
      DAY,
    );
    const { client, transport, clock } = setupClient;
    getLimits(client, {});
    clock.time += 2 * 3_600_000;
    thrownBy(dashboard('a.pl'));
    expect(paths(transport).filter((p) => p === '/api/users/getLimits')).toHaveLength(2);
  });
});

describe('pacing and pausing', () => {
  test('sequential calls are paced apart, the first is not delayed', () => {
    const { client, clock } = setup(() => me, 300_000, 1_000);
    whoami(client, {});
    whoami(client, {});
    whoami(client, {});
    expect(clock.sleeps).toEqual([900, 900]);
  });

  test('pause waits only when a request still fits afterwards', () => {
    const { client, clock } = setup(() => me, 3_000);
    expect(client.pause(1_000)).toBe(true);
    expect(client.pause(1_000)).toBe(false);
    expect(clock.sleeps).toEqual([1_000]);
  });
});

describe('width of parallel batches', () => {
  const statistics = ok({ statistics: { visibility: { recent_value: 1 } } });
  const domains = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      getDomainStatistics.call({ domain: `d${i}.pl`, fetch_mode: 'topLevelDomain' }),
    );

  test('starts at four and doubles while answers come back clean, up to sixteen', () => {
    const { client, transport } = setup(() => statistics);
    const results = client.callAll(domains(60));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(transport.sizes).toEqual([4, 8, 16, 16, 16]);
  });

  test('the width learnt in one batch carries over to the next of the same execution', () => {
    const { client, transport } = setup(() => statistics);
    client.callAll(domains(12));
    client.callAll(domains(16));
    expect(transport.sizes).toEqual([4, 8, 16]);
  });

  test('an edge that rejects above width 4: the width halves, the rejected calls are retried, all arrive', () => {
    const edge = html(403, 'Request blocked by edge protection');
    const { client, transport } = fakeClient((_r, _i, inBatch) => (inBatch >= 4 ? edge : statistics), {
      retry: { maxAttempts: 10 },
    });
    const results = client.callAll(domains(40));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(Math.max(...transport.sizes.slice(2))).toBeLessThanOrEqual(5);
    expect(transport.sizes.slice(0, 3)).toEqual([4, 8, 4]);
    // Each rejection costs one request more; the width keeps them few.
    expect(transport.requests.length - 40).toBeLessThan(12);
  });

  test('a 5xx narrows the width as an edge rejection does', () => {
    let failedOnce = false;
    const { client, transport } = setup((_r, _i, inBatch) => {
      if (inBatch === 7 && !failedOnce) {
        failedOnce = true;
        return html(502);
      }
      return statistics;
    });
    client.callAll(domains(20));
    expect(transport.sizes.slice(0, 3)).toEqual([4, 8, 4]);
  });

  test('out of time: the calls that arrived are kept and the rest end with the deadline', () => {
    const { client, transport } = fakeClient(() => statistics, {
      remainingMs: 1_000,
      latencyMs: 300,
      width: fixedWidth(2),
    });
    const results = client.callAll(domains(10));
    expect(transport.sizes).toEqual([2, 2, 2]);
    expect(results.slice(0, 6).every((r) => r.ok)).toBe(true);
    expect(results.slice(6).map((r) => !r.ok && r.error.code)).toEqual(Array(4).fill('DEADLINE_EXCEEDED'));
  });
});
