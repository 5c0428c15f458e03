/**
 * SEO_VISIBILITY's columns argument, and the table either way: the same figures from a run of the URLs tool
 * as from the dashboard, the dashboard-only ones blank with a closing note that says why and how to get them.
 */
import type { HttpRequest } from '../../src/api/transport';
import type { HttpResponse } from '../../src/shared/http';
import { bulkNote, columnsArg, needsOf } from '../../src/families/visibility/domain-columns';
import { domainStatistics } from '../../src/families/visibility/formulas';
import { columnLabels } from '../../src/shared/columns';
import { english } from '../../src/shared/i18n/said';
import { renderTable } from '../../src/shared/table';
import { fakePorts } from '../cache/fakes';
import { fakeFormulaContext } from './fake-context';
import { VISIBILITY_LAYOUT } from '../../src/families/visibility/spec';
import type { WaySetting } from '../../src/document-settings';

describe('columnsArg', () => {
  it('reads keys and header labels, any case, in one text or a range; the domain column is always first', () => {
    expect(columnsArg('visibility, TOP10; Domain rank', 'en')).toEqual([
      'visibility',
      'top10',
      'domain_rank',
    ]);
    expect(columnsArg([['Widoczność'], ['domain'], ['top3'], ['visibility']], 'pl')).toEqual([
      'visibility',
      'top3',
    ]);
    expect(columnsArg(undefined, 'en')).toBeNull();
    expect(columnsArg('', 'en')).toBeNull();
  });

  it('refuses a name it does not know, listing the ones it does', () => {
    expect(() => columnsArg('visibility, rank', 'en')).toThrow(
      'columns must be one of visibility, top3, top10, top50, domain_rank, ads_equivalent, ai_overview_keywords, ai_overview_citations, category, category_rank, unique_urls_top10, unique_urls_top50 (got rank).',
    );
  });

  it('says what the columns need of the way', () => {
    expect(needsOf(null)).toBe('either');
    expect(needsOf(['visibility', 'top10'])).toBe('either');
    expect(needsOf(['visibility', 'ai_overview_keywords', 'unique_urls_top10'])).toBe('perDomain');
    expect(needsOf(['unique_urls_top50'])).toBe('bulk');
  });

  it('a closing note only when a dashboard-only column shows and a domain came from a run', () => {
    const bulk = { metrics: { visibility: 1 }, via: 'bulk' as const };
    const dashboard = { metrics: { visibility: 1, domain_rank: 5 } };
    expect(bulkNote(['visibility'], [bulk], 'auto')).toBeUndefined();
    expect(bulkNote(['domain_rank'], [dashboard], 'auto')).toBeUndefined();
    expect(english(bulkNote(['domain_rank'], [bulk, bulk, dashboard], 'auto') as never)).toBe(
      'Domain rank, category and AI Overview figures are blank for 2 domains: they came from a run of the URLs tool (one Tools unit for up to 500 domains), which does not give them. To fetch them per domain (one Visibility analysis unit each), name them in columns, e.g. "visibility, domain_rank".',
    );
    expect(english(bulkNote(['domain_rank'], [bulk], 'bulk') as never)).toMatch(
      /for 1 domain: it came .* Settings › Domain statistics asks for runs of the URLs tool/,
    );
  });
});

const figure = (current: number) => ({ current, previous: current, diff: 0, percent: 0, history: null });
const answer = (data: unknown, pagination?: unknown): HttpResponse => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ success: true, data, ...(pagination ? { pagination } : {}) }),
});

/** A service with room on both counters, answering the dashboard, getLimits and the URLs tool alike. */
function world(visibilityWay: WaySetting = 'auto') {
  const paths: string[] = [];
  const transport = { fetchAll: (batch: HttpRequest[]) => batch.map(reply) };
  const ctx = fakeFormulaContext(fakePorts(), transport, { settings: { visibilityWay } });
  let urls: string[] = [];
  function reply(request: HttpRequest): HttpResponse {
    const url = new URL(request.url);
    paths.push(url.pathname.split('/').slice(-2).join('/'));
    const body = JSON.parse(request.payload ?? '{}');
    if (url.pathname.endsWith('/getLimits'))
      return answer({
        visibility_analysis_queries_per_day: { limit: 30_000, usage: 0, extra_limit: 0, hours_to_reset: 100 },
        tools_daily_limit: { limit: 3_000, usage: 0, extra_limit: 0, hours_to_reset: 100 },
      });
    if (url.pathname.endsWith('/urls/create')) {
      urls = body.urls;
      return answer({ public_id: 'run', has_data: true });
    }
    if (url.pathname.endsWith('/urls/getDomains')) {
      const rows = urls.map((u, i) => ({
        url: u,
        statistics: { visibility: figure(100 + i), top10: figure(10), unique_urls_in_top10: figure(4) },
      }));
      return answer(rows, {
        page_count: 1,
        current_page: 1,
        has_next_page: false,
        count: rows.length,
        limit: 100,
      });
    }
    const i = Number(url.searchParams.get('domain')?.replace(/\D/g, ''));
    return answer({
      statistics: {
        visibility: { recent_value: 100 + i },
        top10: { recent_value: 10 },
        domain_rank: { recent_value: 7 },
      },
    });
  }
  return { ctx, paths };
}

const domains = Array.from({ length: 12 }, (_, i) => [`d${i}.pl`]);
const args = (columns?: string) => ({
  domains,
  country_id: 1,
  fetch_mode: undefined,
  header: undefined,
  refresh: undefined,
  columns,
});

describe('SEO_VISIBILITY either way', () => {
  it('12 new domains on Prime: getLimits, one run; rank blank, with the closing note; recalculation sends nothing', () => {
    const { ctx, paths } = world();
    const table = renderTable(domainStatistics(ctx, args()), english);
    expect(paths).toEqual(['users/getLimits', 'urls/create', 'urls/getDomains']);
    expect(table[0].slice(0, 6)).toEqual(['Domain', 'Visibility', 'TOP3', 'TOP10', 'TOP50', 'Domain rank']);
    // One layout whichever way answers: the dashboard's figures, the category, the hint; blanks said below.
    expect(table[0]).toEqual(columnLabels(VISIBILITY_LAYOUT, 'en'));
    expect(table[1].slice(0, 6)).toEqual(['d0.pl', 100, '', 10, '', '']);
    expect(table).toHaveLength(14);
    expect(table[13][0]).toMatch(/^Domain rank, category and AI Overview figures are blank for 12 domains/);
    paths.length = 0;
    expect(renderTable(domainStatistics(ctx, args()), english)).toEqual(table);
    expect(paths).toEqual([]);
  });

  it('the same figures per domain; a column only the dashboard gives fetches again what a run filled', () => {
    const { ctx, paths } = world();
    renderTable(domainStatistics(ctx, args('visibility, top10')), english);
    expect(paths).toEqual(['users/getLimits', 'urls/create', 'urls/getDomains']);
    paths.length = 0;
    const ranked = renderTable(domainStatistics(ctx, args('visibility, top10, domain_rank')), english);
    // The counters read for the spend guard (12 units), then a request per domain.
    expect(paths).toEqual(['users/getLimits', ...Array(12).fill('dashboard/getDomainStatistics')]);
    expect(ranked[0]).toEqual(['Domain', 'Visibility', 'TOP10', 'Domain rank', 'Hint']);
    expect(ranked[1]).toEqual(['d0.pl', 100, 10, 7, '']);
    expect(ranked).toHaveLength(13);
  });

  it('Settings forcing requests per domain: every figure, the counters read only for the spend guard; a run’s cached rows asked again', () => {
    const { ctx, paths } = world('perDomain');
    const table = renderTable(domainStatistics(ctx, args('visibility, top10')), english);
    expect(paths.filter((p) => p !== 'dashboard/getDomainStatistics')).toEqual(['users/getLimits']);
    expect(table[1]).toEqual(['d0.pl', 100, 10, '']);
    const switched = world('auto');
    domainStatistics(switched.ctx, args());
    switched.paths.length = 0;
    const forced = {
      ...switched.ctx,
      settings: { ...switched.ctx.settings, visibilityWay: 'perDomain' as const },
    };
    expect(renderTable(domainStatistics(forced, args()), english)[1][5]).toBe(7);
    expect(switched.paths).toEqual(['users/getLimits', ...Array(12).fill('dashboard/getDomainStatistics')]);
  });
});
