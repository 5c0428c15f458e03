import { apiSource } from '../../src/api/source';
import type { HttpRequest } from '../../src/api/transport';
import type { Row } from '../../src/reports/job';
import * as visibility from '../../src/families/visibility/endpoints';
import { estimateCost } from '../../src/api/quota';
import { type ChargeContext, pagedSource } from '../../src/reports/sources';
import { fakeClient, ok } from '../api/fakes';
import { inEnglish } from '../support/in-english';
import { statisticsCharge, statisticsSource } from '../../src/families/keywords/reports';

/** Statistics chain: create answers id 7, check says completed, getKeywords echoes the sent phrases. */
function statisticsService() {
  let sent: string[] = [];
  return fakeClient((request: HttpRequest) => {
    const body = JSON.parse(request.payload ?? '{}');
    if (request.url.endsWith('/create')) {
      sent = body.keywords;
      return ok({ id: 7 });
    }
    if (request.url.endsWith('/checkData')) return ok({ id: 7, status: 'completed' });
    const rows = sent.map((keyword) => ({
      keyword,
      searches: keyword.length,
      cpc: 1,
      trend: [],
      found: true,
    }));
    return ok(rows, { page_count: 1, current_page: 1, has_next_page: false, count: rows.length, limit: 500 });
  });
}

const NOW = Date.UTC(2026, 10, 21, 12);
const fresh: ChargeContext = { now: NOW, history: [] };

describe('statisticsSource', () => {
  it('keeps every input row in place: blanks stay blank, repeats and variants are sent once', () => {
    const { client, transport } = statisticsService();
    const phrases = ['Rower', '', ' rower ', 'kask  rowerowy', 'KASK rowerowy'];
    const source = statisticsSource(
      apiSource(() => client),
      phrases,
      1,
      fresh,
    );
    expect(source.charge({ page: 1, batch: 0 })).toMatchObject({ counter: 'tools_daily_limit', units: 1 });
    const chunk = source.fetch({ page: 1, batch: 0 }, 100);
    const created = transport.requests.find((r) => r.url.endsWith('/create'));
    expect(JSON.parse(created?.payload ?? '{}').keywords).toEqual(['rower', 'kask rowerowy']);
    expect(chunk.rows.map((row: Row) => [row.phrase, row.keyword])).toEqual([
      ['Rower', 'rower'],
      [undefined, undefined],
      [' rower ', 'rower'],
      ['kask  rowerowy', 'kask rowerowy'],
      ['KASK rowerowy', 'kask rowerowy'],
    ]);
    expect(chunk).toMatchObject({ next: null, units: 1, rowsTotal: 5 });
  });

  it('cuts the column into fixed batches of 500 input rows', () => {
    const { client } = statisticsService();
    const source = statisticsSource(
      apiSource(() => client),
      Array.from({ length: 1001 }, (_, i) => `fraza ${i}`),
      1,
      fresh,
    );
    expect(source.fetch({ page: 1, batch: 0 }, 10_000).next).toEqual({ page: 1, batch: 1 });
    const last = source.fetch({ page: 1, batch: 2 }, 10_000);
    expect(last.rows).toHaveLength(1);
    expect(last.next).toBeNull();
  });
});

describe('statistics charges', () => {
  const column = Array.from({ length: 1001 }, (_, i) => `fraza ${i}`);

  it('a batch is keyed on exactly the body it sends, so a repeat within 24 h is free', () => {
    const sent = column.slice(0, 500);
    const { key } = estimateCost({ kind: 'tool', params: { keywords: sent, country_id: 1 } }, [], NOW);
    const ctx: ChargeContext = { now: NOW + 3_600_000, history: [{ key: key!, at: NOW }] };
    expect(statisticsCharge(column, 1, fresh)).toMatchObject({ units: 3 });
    expect(inEnglish(statisticsCharge(column, 1, ctx))).toMatchObject({
      units: 2,
      reason: '2 of 3 statistics runs are new.',
    });
    const { client } = statisticsService();
    const source = statisticsSource(
      apiSource(() => client),
      column,
      1,
      ctx,
    );
    expect(source.charge({ page: 1, batch: 0 }).units).toBe(0);
    expect(source.charge({ page: 1, batch: 1 })).toMatchObject({ units: 1, key: expect.any(String) });
    expect(inEnglish(statisticsCharge(sent, 1, ctx))).toMatchObject({
      units: 0,
      reason:
        'Estimated: the same phrases and market were charged 1 h ago, and the service charges them once in 24 h, whichever report or formula asks.',
    });
    expect(statisticsCharge(['Fraza 0', ...sent.slice(1)], 1, ctx).units).toBe(0);
  });
});

describe('pagedSource', () => {
  it('keeps one page size for the whole run, so page N always means the same rows', () => {
    const limits: number[] = [];
    const { client } = fakeClient((request: HttpRequest) => {
      const { page, limit } = JSON.parse(request.payload ?? '{}');
      limits.push(limit);
      const rows = Array.from({ length: limit }, (_, i) => ({
        keyword_id: (page - 1) * limit + i,
        keyword: 'k',
        statistics: { position: { current: 1 } },
      }));
      return ok(rows, { page_count: 3, current_page: page, has_next_page: page < 3, count: 250, limit });
    });
    const first = { counter: 'visibility_analysis_queries_per_day', units: 1 };
    const source = pagedSource(
      apiSource(() => client),
      visibility.getPositions,
      { domain: 'a.pl', fetch_mode: 'topLevelDomain' },
      first,
      250,
    );
    expect(source.charge({ page: 2, batch: 0 }).units).toBe(0);
    const one = source.fetch({ page: 1, batch: 0 }, 250);
    const three = source.fetch({ page: 3, batch: 0 }, 50);
    expect(limits).toEqual([100, 100]);
    expect(one).toMatchObject({ units: 1, next: { page: 2, batch: 0 }, rowsTotal: 250 });
    expect(three.rows[0]).toMatchObject({ keyword_id: 200 });
    expect(three.next).toBeNull();
  });
});
