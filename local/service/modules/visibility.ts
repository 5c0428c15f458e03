/**
 * visibility_analysis: domain reports over the generated index, which charge the visibility counter,
 * and `app/checkQuery` / `app/consumeLimit`, which preview or explicitly take that charge.
 */
import { DAY, daysBetween, isoDate } from '../clock';
import {
  bornDate,
  FETCH_MODES,
  type FetchMode,
  parseTarget,
  type RankingRow,
  rowsFor,
  SAMPLE_DOMAINS,
  domainRows,
} from '../domains';
import type { FilterKeys } from '../filtering';
import { DEFAULT_PAGE_MAX, historyDays, listParams, listReply, MAX_HISTORY_POINTS } from '../listing';
import { fail, ok, type Reply } from '../reply';
import { rng } from '../rng';
import { type Context, get, post, type Routes } from '../route';
import {
  aiOverview,
  characteristics,
  domainStats,
  historyFactor,
  intentOf,
  type Metric,
  metric,
  previousFactor,
  ranking,
  round2,
  scaleStats,
} from '../visibility-stats';
import { DOMAIN_PREFIXES, slugify } from '../vocabulary';
import { visibilityCountry } from './countries';

/** The validated domain parameters of a visibility query, and its quota key. */
interface QueryParams {
  /** As sent, echoed in answers. */
  domain: string;
  /** Normalized: the key of quota charges and of generated figures. */
  location: string;
  registrable: string;
  mode: FetchMode;
  countryId: number;
  /** `fetch_mode|normalized domain|country_id`: the unit of the visibility counter. */
  key: string;
}

interface DomainQuery extends QueryParams {
  rows: RankingRow[];
}

const V = 'visibility_analysis_queries_per_day';

function queryParams(ctx: Context): QueryParams {
  const { input } = ctx;
  const domain = input.string('domain');
  const mode = input.choice<FetchMode>('fetch_mode', FETCH_MODES);
  const countryId = visibilityCountry(input);
  const target = parseTarget(domain);
  const location = target?.location ?? domain.toLowerCase();
  return {
    domain,
    location,
    registrable: target?.registrable ?? location,
    mode,
    countryId,
    key: `${mode}|${location}|${countryId}`,
  };
}

/** Reads and validates the domain parameters; charges on `charge` (false for later pages). */
function domainQuery(ctx: Context, charge: boolean): DomainQuery {
  const q = queryParams(ctx);
  if (charge) ctx.state.quota.charge(ctx.account, V, q.key);
  return { ...q, rows: rowsFor(ctx.state.seed, q.domain, q.mode, q.countryId) };
}

/**
 * `checkQuery` (charges nothing) and `consumeLimit` (charges like a report's page 1): the same
 * answer, `charged` telling whether the query would be / was charged.
 */
function queryLimit(consume: boolean) {
  return post((ctx) => {
    const q = queryParams(ctx);
    const { quota } = ctx.state;
    const preview = quota.preview(ctx.account, V, q.key);
    const charged = consume ? quota.charge(ctx.account, V, q.key) : preview.charged;
    return ok({
      domain: q.domain,
      fetch_mode: q.mode,
      country_id: q.countryId,
      charged,
      allowed: consume || preview.allowed,
      usage: quota.usage(ctx.account, V),
      limit: preview.limit,
    });
  });
}

/** A paged visibility report: validation, then the charge (page 1 only), then rows. */
function listRoute<Row>(build: (q: DomainQuery, ctx: Context) => Row[], filterKeys: FilterKeys<Row> = {}) {
  return post((ctx) => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX, filterKeys);
    const q = domainQuery(ctx, params.paging.page === 1);
    return listReply(ctx, build(q, ctx), params);
  });
}

const positionRow = (r: RankingRow) => ({
  keyword_id: r.keyword_id,
  keyword: r.keyword,
  url: r.url,
  searches: r.metrics.searches,
  cpc: r.metrics.cpc,
  traffic: r.traffic,
  statistics: {
    position: {
      current: r.position,
      previous: r.previous,
      diff: r.previous === null ? null : r.previous - r.position,
    },
  },
});

function dashboard(ctx: Context): Reply {
  const q = domainQuery(ctx, true);
  const now = ctx.state.clock.now();
  const recent = domainStats(ctx.state.seed, q.rows, q.countryId);
  const previous = scaleStats(recent, previousFactor(ctx.state.seed, q.mode, q.location, q.countryId));
  const statistics: Record<string, Metric> = {};
  for (const key of Object.keys(recent) as (keyof typeof recent)[])
    statistics[key] = metric(recent[key], previous[key]);
  statistics.ranking = metric(ranking(recent.visibility), ranking(previous.visibility));
  return ok({
    domain: q.domain,
    fetch_mode: q.mode,
    country_id: q.countryId,
    date: isoDate(now),
    previous_date: isoDate(now - 7 * DAY),
    statistics,
  });
}

/** What a generated report needs of a query; the tool server builds it from its own. */
export type ReportQuery = Pick<DomainQuery, 'rows' | 'location' | 'registrable' | 'countryId'>;

/** Generated competitors, shared with the tool server's `get_competitors`. */
export function competitors(q: ReportQuery, ctx: Pick<Context, 'state'>) {
  if (q.rows.length === 0) return [];
  const r = rng(ctx.state.seed, 'competitors', q.location, q.countryId);
  const lastWords = q.rows.slice(0, 50).map((row) => slugify(row.keyword.split(' ').pop() as string));
  const words = lastWords.filter((w) => /^[a-z]{4,}$/.test(w));
  if (words.length === 0) words.push('info');
  const names = new Set(SAMPLE_DOMAINS.filter((d) => d !== q.registrable && d.endsWith('.pl')));
  const count = Math.min(60, 5 + Math.floor(q.rows.length / 80));
  // A numbered name when the pair is taken, so few distinct words still end the loop; never the domain itself.
  for (let i = 0; names.size < count; i++) {
    const stem = `${r.pick(DOMAIN_PREFIXES)}-${r.pick(words)}`;
    const name = names.has(`${stem}.pl`) ? `${stem}${i}.pl` : `${stem}.pl`;
    if (name !== q.registrable) names.add(name);
  }
  // Shuffled before ranking, so the sample domains are not always the closest competitors.
  return [...names]
    .map((domain) => ({ domain, order: r.next() }))
    .sort((a, b) => a.order - b.order)
    .map(({ domain }, i) => {
      const common = Math.max(1, Math.round((q.rows.length * (0.2 + r.next() * 0.6)) / Math.sqrt(i + 1)));
      const keywords = common + r.int(0, q.rows.length * 2);
      return {
        domain,
        common_keywords: common,
        keywords,
        visibility: round2(keywords * (0.5 + r.next() * 4)),
        top10: Math.round(keywords * (0.05 + r.next() * 0.2)),
      };
    })
    .sort((a, b) => b.common_keywords - a.common_keywords);
}

/** Generated cannibalization rows, shared with the tool server's `get_cannibalization_keywords`. */
export function cannibalization(q: Pick<DomainQuery, 'rows'>, ctx: Pick<Context, 'state'>) {
  return q.rows
    .filter((row) => row.position <= 50 && rng(ctx.state.seed, 'cannibal', row.keyword_id).chance(0.04))
    .map((row, i) => {
      const other = q.rows[(i * 7919 + 13) % q.rows.length];
      const second = Math.min(100, row.position + 1 + (row.keyword_id % 20));
      const urls = [{ url: row.url, position: row.position }];
      if (other.url !== row.url) urls.push({ url: other.url, position: second });
      return {
        keyword_id: row.keyword_id,
        keyword: row.keyword,
        searches: row.metrics.searches,
        urls_count: urls.length,
        urls,
      };
    })
    .filter((row) => row.urls_count > 1);
}

interface SectionRow {
  keywords: number;
  visibility: number;
  top3: number;
  top10: number;
  top50: number;
  traffic: number;
}

function groupBy(rows: readonly RankingRow[], keyOf: (row: RankingRow) => string): Map<string, SectionRow> {
  const groups = new Map<string, SectionRow>();
  for (const row of rows) {
    const key = keyOf(row);
    const g = groups.get(key) ?? { keywords: 0, visibility: 0, top3: 0, top10: 0, top50: 0, traffic: 0 };
    g.keywords++;
    g.traffic += row.traffic;
    if (row.position <= 3) g.top3++;
    if (row.position <= 10) g.top10++;
    if (row.position <= 50) g.top50++;
    groups.set(key, g);
  }
  for (const g of groups.values()) {
    g.traffic = round2(g.traffic);
    g.visibility = g.traffic;
  }
  return groups;
}

function subdomains(q: DomainQuery) {
  return [...groupBy(q.rows, (row) => row.host)]
    .map(([subdomain, g]) => ({ subdomain, ...g }))
    .sort((a, b) => b.visibility - a.visibility);
}

function urls(q: DomainQuery) {
  return [...groupBy(q.rows, (row) => row.url)]
    .map(([url, g]) => ({ url, ...g }))
    .sort((a, b) => b.visibility - a.visibility);
}

function history(ctx: Context): Reply {
  const keywordId = ctx.input.int('keyword_id');
  const today = ctx.state.clock.now();
  const days = historyDays(ctx.input, { min: isoDate(today - 89 * DAY), max: isoDate(today) });
  const q = domainQuery(ctx, true);
  const row = q.rows.find((r) => r.keyword_id === keywordId);
  return ok(row ? keywordHistory(ctx.state.seed, row, q.registrable, days) : []);
}

/** A ranking phrase's position on each of `days`, shared with the tool server's `get_keyword_history`. */
export function keywordHistory(seed: string, row: RankingRow, registrable: string, days: readonly string[]) {
  const born = bornDate(seed, registrable);
  const phase = rng(seed, 'kwhistory', row.keyword_id).next() * 6;
  return days.map((date) => {
    const day = Date.parse(date) / DAY;
    const p = Math.round(row.position + 4 * Math.sin(day / 20 + phase) + 2 * Math.sin(day / 3 + phase));
    const absent = date < born || p > 100 || rng(seed, 'gap', row.keyword_id, date).chance(0.04);
    return { date, position: absent ? null : Math.max(1, p), url: absent ? null : row.url };
  });
}

const INTERVALS = ['daily', 'weekly', 'monthly'] as const;

function chartDates(min: string, max: string, interval: (typeof INTERVALS)[number]): string[] {
  const days = daysBetween(min, max);
  if (interval === 'daily') return days;
  if (interval === 'weekly') return days.filter((_, i) => i % 7 === 0);
  return days.filter((d, i) => i === 0 || d.endsWith('-01'));
}

function chart(ctx: Context): Reply {
  const today = ctx.state.clock.now();
  const [min, max] = ctx.input.dateRange('date_min', 'date_max', {
    min: isoDate(today - 364 * DAY),
    max: isoDate(today),
  });
  const interval = ctx.input.choice('date_interval', INTERVALS, 'weekly');
  const dates = chartDates(min, max, interval);
  if (dates.length > MAX_HISTORY_POINTS) throw fail.timeout();
  const q = domainQuery(ctx, true);
  const stats = domainStats(ctx.state.seed, q.rows, q.countryId);
  const born = bornDate(ctx.state.seed, q.registrable);
  const data = dates.map((date) => {
    const s =
      date < born
        ? scaleStats(stats, 0)
        : scaleStats(stats, historyFactor(ctx.state.seed, q.key, Date.parse(date)));
    return { date, visibility: s.visibility, top3: s.top3, top10: s.top10, top50: s.top50 };
  });
  return ok([{ domain: q.domain, data }]);
}

function aiOverviews(q: DomainQuery, ctx: Context) {
  return q.rows.flatMap((row) => {
    const aio = aiOverview(ctx.state.seed, row, q.countryId);
    if (!aio.present) return [];
    return [
      {
        keyword: row.keyword,
        searches: row.metrics.searches,
        intent: intentOf(row),
        cited: aio.cited,
        url: aio.cited ? row.url : null,
      },
    ];
  });
}

function suggestDomains(ctx: Context): Reply {
  const text = ctx.input.string('text');
  const limit = ctx.input.bounded('limit', 10, 1, 20);
  return ok(suggestedDomains(ctx.state.seed, text, limit, visibilityCountry(ctx.input)));
}

/** Domains of the index matching a text, shared with the tool server's `suggest_domains`. */
export function suggestedDomains(seed: string, text: string, limit: number, countryId: number) {
  const lower = text.toLowerCase();
  const label = lower.replace(/[^a-z0-9-]+/g, '-').replace(/^-|-$/g, '');
  const candidates = new Set(SAMPLE_DOMAINS.filter((d) => d.includes(lower)));
  if (label)
    for (const d of [`${label}.pl`, `${label}.com.pl`, `sklep-${label}.pl`, `${label}-online.pl`])
      candidates.add(d);
  return [...candidates].slice(0, limit).map((domain) => ({
    domain,
    visibility: domainStats(seed, domainRows(seed, domain, countryId), countryId).visibility,
  }));
}

const R = 'visibility_analysis/reports';

export const visibilityRoutes: Routes = {
  [`${R}/positions/getData`]: listRoute((q) => q.rows.map(positionRow), {
    keyword: (row) => row.keyword,
    url: (row) => row.url,
    position: (row) => row.statistics.position.current,
    searches: (row) => row.searches,
    cpc: (row) => row.cpc,
  }),
  [`${R}/dashboard/getDomainStatistics`]: get(dashboard),
  [`${R}/competitors/getData`]: listRoute(competitors, {
    domain: (row) => row.domain,
    common_keywords: (row) => row.common_keywords,
    keywords: (row) => row.keywords,
    visibility: (row) => row.visibility,
  }),
  [`${R}/cannibalization/getKeywords`]: listRoute(cannibalization, {
    keyword: (row) => row.keyword,
    searches: (row) => row.searches,
    urls_count: (row) => row.urls_count,
  }),
  [`${R}/keywords/getCharacteristicsTable`]: listRoute(
    (q) => (q.rows.length ? characteristics(q.rows) : []),
    {
      characteristic: (row) => row.characteristic,
    },
  ),
  [`${R}/positions/getKeywordHistory`]: post(history),
  [`${R}/sections/getSubdomains`]: listRoute(subdomains, {
    subdomain: (row) => row.subdomain,
    keywords: (row) => row.keywords,
    visibility: (row) => row.visibility,
  }),
  [`${R}/sections/getUrls`]: listRoute(urls, {
    url: (row) => row.url,
    keywords: (row) => row.keywords,
    visibility: (row) => row.visibility,
  }),
  [`${R}/domain_positions/getPositionsHistoryChartData`]: get(chart),
  [`${R}/ai_overviews/getData`]: listRoute(aiOverviews, {
    keyword: (row) => row.keyword,
    intent: (row) => row.intent,
    cited: (row) => row.cited,
  }),
  'visibility_analysis/app/suggestDomains': post(suggestDomains),
  'visibility_analysis/app/checkQuery': queryLimit(false),
  'visibility_analysis/app/consumeLimit': queryLimit(true),
};
