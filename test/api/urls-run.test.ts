/** Runs of the URLs tool for many domains: created and read in parallel, rows laid against the domains sent. */
import { QuotaExceededError } from '../../src/api/errors';
import { apiSource } from '../../src/api/source';
import type { HttpRequest } from '../../src/api/transport';
import { runUrlsVisibility } from '../../src/families/visibility/urls-run';
import { failure, fakeClient, ok, paths } from './fakes';

const U = '/api/visibility_analysis/tools/urls';
const figure = (current: number) => ({ current, previous: current, diff: 0, percent: 0, history: null });
const row = (url: string, visibility: number) => ({
  url,
  statistics: { visibility: figure(visibility), top10: figure(3), unique_urls_in_top10: figure(2) },
});

/** A service whose runs are ready after `unfinished` reads; it answers every URL it was sent but `leftOut`. */
function service(unfinished = 1, leftOut: string[] = []) {
  const runs: string[][] = [];
  let reads = 0;
  return {
    runs,
    handler(request: HttpRequest) {
      const body = JSON.parse(request.payload ?? '{}');
      if (request.url.endsWith('/create')) {
        runs.push(body.urls);
        return ok({ public_id: `run${runs.length}`, has_data: false });
      }
      if (reads++ < unfinished) return failure('invalid_data', 'Unfinished task');
      const urls = runs[Number(body.public_id.slice(3)) - 1].filter((u) => !leftOut.includes(u));
      const start = (body.page - 1) * body.limit;
      const data = urls
        .slice(start, start + body.limit)
        .map((u, i) => row(`www.${u.toUpperCase()}`, start + i));
      const page_count = Math.ceil(urls.length / body.limit);
      return ok(data, {
        page_count,
        current_page: body.page,
        has_next_page: body.page < page_count,
        count: urls.length,
        limit: body.limit,
      });
    },
  };
}

describe('runUrlsVisibility', () => {
  it('creates one run, waits until it is ready, reads page 1, then the other pages at once', () => {
    const sim = service(1);
    const { client, transport, clock } = fakeClient((r) => sim.handler(r));
    const domains = Array.from({ length: 250 }, (_, i) => `d${i}.pl`);
    const results = runUrlsVisibility(
      apiSource(() => client),
      domains,
      { country_id: 1, mode: 'topLevelDomain' },
    );
    expect(JSON.parse(transport.requests[0].payload as string)).toEqual({
      urls: domains,
      country_id: 1,
      fetch_mode: 'topLevelDomain',
    });
    expect(paths(transport)).toEqual([
      `${U}/create`,
      `${U}/getDomains`, // unfinished
      `${U}/getDomains`,
      `${U}/getDomains`,
      `${U}/getDomains`,
    ]);
    expect(transport.sizes).toEqual([1, 1, 1, 2]);
    expect(clock.sleeps).toEqual([1_000, 2_000]);
    // Rows are matched by normalized name, whatever order or spelling the answer has.
    expect(results[0]).toEqual({
      ok: true,
      value: { metrics: { visibility: 0, top10: 3, unique_urls_top10: 2 } },
    });
    expect(results[249]).toEqual({
      ok: true,
      value: { metrics: expect.objectContaining({ visibility: 249 }) },
    });
  });

  it('more than 500 domains: runs of 500, created and read side by side, one tools unit each', () => {
    const sim = service(0);
    const { client, transport } = fakeClient((r) => sim.handler(r));
    const domains = Array.from({ length: 501 }, (_, i) => `d${i}.pl`);
    const results = runUrlsVisibility(
      apiSource(() => client),
      domains,
      { mode: 'subdomain' },
    );
    expect(sim.runs.map((urls) => urls.length)).toEqual([500, 1]);
    expect(transport.sizes[0]).toBe(2);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('url mode reads getStatistics and sends no fetch_mode; a URL the answer leaves out has no data in this market', () => {
    const sim = service(0, ['example.pl/b']);
    const { client, transport } = fakeClient((r) => sim.handler(r));
    const results = runUrlsVisibility(
      apiSource(() => client),
      ['example.pl/a', 'example.pl/b'],
      { mode: 'url' },
    );
    expect(JSON.parse(transport.requests[0].payload as string)).toEqual({
      urls: ['example.pl/a', 'example.pl/b'],
    });
    expect(paths(transport)[1]).toBe(`${U}/getStatistics`);
    expect(results[0].ok).toBe(true);
    expect(results[1]).toMatchObject({
      ok: false,
      error: { code: 'NO_DATA', message: expect.stringMatching(/none for example\.pl\/b with country_id 1/) },
    });
  });

  it('a refused run fails each of its domains with the refusal', () => {
    const { client } = fakeClient((r) =>
      r.url.endsWith('/create') ? failure('limit_exceeded', 'Query limit exceeded') : ok({}),
    );
    const results = runUrlsVisibility(
      apiSource(() => client),
      ['a.pl', 'b.pl'],
      { mode: 'topLevelDomain' },
    );
    for (const result of results) expect(result.ok ? null : result.error).toBeInstanceOf(QuotaExceededError);
  });

  it('a run still not ready when the time is up ends as out of time', () => {
    const sim = service(1_000);
    const { client } = fakeClient((r) => sim.handler(r), { remainingMs: 8_000 });
    const [result] = runUrlsVisibility(
      apiSource(() => client),
      ['a.pl'],
      { mode: 'topLevelDomain' },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'DEADLINE_EXCEEDED' } });
  });
});
