/**
 * Visibility analysis tools over the simulator's index (databases 1, 50, 164 and 200). Figures come from
 * the same generated rows and formulas as the REST reports, so the dashboard, positions, characteristics,
 * sections and history agree with REST for the same account and day.
 */
import * as z from 'zod/mini';
import { DAY, daysBetween, isoDate } from '../../service/clock';
import { bornDate, ctr, domainRows, type RankingRow, SAMPLE_DOMAINS } from '../../service/domains';
import { normalizePhrase } from '../../service/keywords-data';
import { sectionFigures } from '../../service/sections';
import { organicResults } from '../../service/serp-data';
import {
  characteristics,
  type DomainStats,
  domainStats,
  historyFactor,
  intentOf,
  previousFactor,
  ranking,
  round2,
  scaleStats,
} from '../../service/visibility-stats';
import { date, detailLevel, domain, fetchMode, keyword, limit, page, visibilityCountry } from '../inputs';
import { listAnswer, type Tool, ToolError, type ToolContext, tool, trim } from '../tool';
import { type DomainQuery, domainQuery } from './domain-query';

const domainInput = {
  domain,
  fetch_mode: fetchMode,
  country_id: visibilityCountry,
  detail_level: detailLevel,
};
const listInput = { ...domainInput, page, limit: limit(100) };

/** Longer ranges would be the service's `timeout`: narrow the request. */
const MAX_DAYS = 731;

function dateRange(ctx: ToolContext, args: { date_min?: string; date_max?: string }, defaultDays: number) {
  const today = ctx.state.clock.now();
  const min = args.date_min ?? isoDate(today - (defaultDays - 1) * DAY);
  const max = args.date_max ?? isoDate(today);
  if (Number.isNaN(Date.parse(min)) || Number.isNaN(Date.parse(max)))
    throw new ToolError('date_min/date_max: not a calendar date.');
  if (min > max) throw new ToolError(`date_min (${min}) is after date_max (${max}).`);
  const days = daysBetween(min, max);
  if (days.length > MAX_DAYS)
    throw new ToolError(`The range has ${days.length} days; narrow it to ${MAX_DAYS} or fewer.`);
  return days;
}

const METRICS = [
  'visibility',
  'visibility_no_brand',
  'top3',
  'top10',
  'top50',
  'ranking',
  'ads_equivalent',
  'ai_overview_keywords',
  'ai_overview_citations',
] as const;
type MetricName = (typeof METRICS)[number];
type Figures = Record<MetricName, number>;

const withRanking = (s: DomainStats): Figures => ({ ...s, ranking: ranking(s.visibility) });

function domainStatistics(ctx: ToolContext, q: DomainQuery) {
  const { seed } = ctx.state;
  const recent = domainStats(seed, q.rows, q.countryId);
  const previous = scaleStats(recent, previousFactor(seed, q.mode, q.target.location, q.countryId));
  const now = ctx.state.clock.now();
  const current = withRanking(recent);
  const before = withRanking(previous);
  return {
    domain: q.domain,
    fetch_mode: q.mode,
    country_id: q.countryId,
    date: isoDate(now),
    previous_date: isoDate(now - 7 * DAY),
    ...current,
    previous: before,
    diff: Object.fromEntries(METRICS.map((m) => [m, round2(current[m] - before[m])])) as Figures,
  };
}

const getDomainStatistics = tool({
  name: 'get_domain_statistics',
  title: 'Domain visibility statistics',
  description:
    'Visibility of a domain, host or section in the search visibility index: visibility, TOP3/TOP10/TOP50 phrase counts, place in the ranking, Ads equivalent (PLN), AI Overview phrases and citations (database 200 only). `extended` adds the values of a week earlier and the differences.',
  input: domainInput,
  run: (ctx, args) =>
    trim(domainStatistics(ctx, domainQuery(ctx, args)), args.detail_level, {
      summary: ['domain', 'country_id', 'date', 'visibility', 'top3', 'top10', 'top50'],
      standard: ['domain', 'fetch_mode', 'country_id', 'date', 'previous_date', ...METRICS],
    }),
});

const positionRecord = (r: RankingRow) => ({
  keyword_id: r.keyword_id,
  keyword: r.keyword,
  position: r.position,
  previous_position: r.previous,
  position_change: r.previous === null ? null : r.previous - r.position,
  url: r.url,
  searches: r.metrics.searches,
  cpc: r.metrics.cpc,
  traffic: r.traffic,
  competition: r.metrics.competition,
  trend: r.metrics.trend,
  intent: intentOf(r),
});

const getPositionsData = tool({
  name: 'get_positions_data',
  title: 'Ranking phrases of a domain',
  description:
    'The phrases a domain ranks for in the TOP100, best positions first (then by searches): position, URL, searches, CPC, estimated traffic. Pages of up to 100.',
  input: listInput,
  run: (ctx, args) =>
    listAnswer(ctx, domainQuery(ctx, args).rows.map(positionRecord), args, {
      summary: ['keyword', 'position', 'url'],
      standard: [
        'keyword_id',
        'keyword',
        'position',
        'previous_position',
        'url',
        'searches',
        'cpc',
        'traffic',
      ],
    }),
});

/** Phrases whose SERPs define the competition: the domain's best-placed ones. */
const COMPETITION_SAMPLE = 200;
const COMPETITION_DEPTH = 20;

/**
 * Competitors are the domains that share the domain's result pages: over its best-placed phrases (TOP20,
 * up to 200), every other domain in the TOP20 of the same day's SERP, by how many phrases they share.
 */
function competitors(ctx: ToolContext, q: DomainQuery) {
  const sample = q.rows.filter((r) => r.position <= COMPETITION_DEPTH).slice(0, COMPETITION_SAMPLE);
  const day = isoDate(ctx.state.clock.now());
  const found = new Map<string, { common: number; positions: number; best: number; traffic: number }>();
  for (const row of sample) {
    for (const entry of organicResults(ctx.state.seed, row.keyword, q.countryId, day).slice(
      0,
      COMPETITION_DEPTH,
    )) {
      if (entry.domain === q.target.registrable || entry.domain === q.target.host) continue;
      const c = found.get(entry.domain) ?? { common: 0, positions: 0, best: 100, traffic: 0 };
      c.common++;
      c.positions += entry.position;
      c.best = Math.min(c.best, entry.position);
      c.traffic += row.metrics.searches * ctr(entry.position);
      found.set(entry.domain, c);
    }
  }
  return [...found]
    .map(([name, c]) => ({
      domain: name,
      common_keywords: c.common,
      share: round2(c.common / sample.length),
      average_position: round2(c.positions / c.common),
      best_position: c.best,
      estimated_traffic: round2(c.traffic),
    }))
    .sort((a, b) => b.common_keywords - a.common_keywords || a.average_position - b.average_position);
}

const getCompetitors = tool({
  name: 'get_competitors',
  title: 'Competitors of a domain',
  description:
    'Domains that compete with this one in search results: found in the TOP20 of the SERPs of its best-placed phrases, ordered by how many phrases they share (common_keywords), with their average and best position there.',
  input: listInput,
  run: (ctx, args) =>
    listAnswer(ctx, competitors(ctx, domainQuery(ctx, args)), args, {
      summary: ['domain', 'common_keywords'],
      standard: ['domain', 'common_keywords', 'share', 'average_position', 'best_position'],
    }),
});

/** The topic of a ranking URL: its second path segment (`/kategoria/<topic>/...`). */
const topicOf = (url: string): string => url.split('/')[4] ?? '';

/**
 * Cannibalization: a phrase in the TOP50 that lands on a weaker page (outside the TOP10) while another
 * page of the same topic ranks in the TOP10 for the domain: the pages split the topic's signals.
 */
function cannibalization(q: DomainQuery) {
  const pages = new Map<string, Map<string, number>>();
  for (const row of q.rows) {
    if (row.position > 50) continue;
    const urls = pages.get(topicOf(row.url)) ?? new Map<string, number>();
    urls.set(row.url, Math.min(urls.get(row.url) ?? 100, row.position));
    pages.set(topicOf(row.url), urls);
  }
  return q.rows.flatMap((row) => {
    if (row.position <= 10 || row.position > 50) return [];
    const urls = [...(pages.get(topicOf(row.url)) ?? [])].sort((a, b) => a[1] - b[1]);
    const leader = urls[0];
    if (!leader || leader[0] === row.url || leader[1] > 10) return [];
    return [
      {
        keyword_id: row.keyword_id,
        keyword: row.keyword,
        searches: row.metrics.searches,
        position: row.position,
        url: row.url,
        urls_count: urls.length,
        urls: urls.slice(0, 5).map(([url, best]) => ({ url, best_position: best })),
        traffic: row.traffic,
      },
    ];
  });
}

const getCannibalizationKeywords = tool({
  name: 'get_cannibalization_keywords',
  title: 'Keyword cannibalization',
  description:
    'Phrases (TOP50) for which the domain shows a weaker page (outside the TOP10) while another page on the same topic ranks in the TOP10: pages competing with each other. Each record lists the topic’s pages with their best positions.',
  input: listInput,
  run: (ctx, args) =>
    listAnswer(ctx, cannibalization(domainQuery(ctx, args)), args, {
      summary: ['keyword', 'position', 'urls_count'],
      standard: ['keyword_id', 'keyword', 'searches', 'position', 'url', 'urls_count', 'urls'],
    }),
});

const getCharacteristicsTable = tool({
  name: 'get_characteristics_table',
  title: 'Keyword characteristics of a domain',
  description:
    'How the domain’s ranking phrases split by word count, search intent and position range: phrases, share of all phrases, visibility.',
  input: listInput,
  run: (ctx, args) => {
    const q = domainQuery(ctx, args);
    return listAnswer(ctx, q.rows.length ? characteristics(q.rows) : [], args, {
      summary: ['characteristic', 'value', 'keywords'],
      standard: ['characteristic', 'value', 'keywords', 'share', 'visibility'],
    });
  },
});

const getKeywordHistory = tool({
  name: 'get_keyword_history',
  title: 'Position history of a phrase',
  description:
    'Daily positions of the domain for one of its ranking phrases (by keyword_id from get_positions_data, or by the phrase itself); null when it was outside the TOP100. Default range: the last 90 days.',
  input: {
    ...listInput,
    keyword_id: z.optional(z.int()),
    keyword: z.optional(keyword('The phrase, when keyword_id is not given.')),
    date_min: date('First day, YYYY-MM-DD.'),
    date_max: date('Last day, YYYY-MM-DD (default today).'),
  },
  run: (ctx, args) => {
    if (args.keyword_id === undefined && args.keyword === undefined)
      throw new ToolError('Give keyword_id (from get_positions_data) or keyword.');
    const days = dateRange(ctx, args, 90);
    const q = domainQuery(ctx, args);
    const wanted = args.keyword === undefined ? undefined : normalizePhrase(args.keyword);
    const row = q.rows.find((r) => r.keyword_id === args.keyword_id || r.keyword === wanted);
    if (!row)
      throw new ToolError(
        `The domain does not rank for ${args.keyword_id ?? `"${args.keyword}"`} in this database.`,
      );
    const born = bornDate(ctx.state.seed, q.target.registrable);
    const history = days.map((day) => {
      const p = Math.round(
        row.position / historyFactor(ctx.state.seed, `keyword|${row.keyword_id}`, Date.parse(day)),
      );
      const absent = day < born || p > 100;
      return { date: day, position: absent ? null : Math.max(1, p), url: absent ? null : row.url };
    });
    return {
      keyword_id: row.keyword_id,
      keyword: row.keyword,
      ...listAnswer(ctx, history, args, {
        summary: ['date', 'position'],
        standard: ['date', 'position', 'url'],
      }),
    };
  },
});

const INTERVALS = ['daily', 'weekly', 'monthly'] as const;

const getPositionsHistoryChart = tool({
  name: 'get_positions_history_chart',
  title: 'Visibility history of a domain',
  description:
    'The domain’s visibility and TOP3/TOP10/TOP50 counts over time, daily, weekly (default) or monthly; zeros before the domain existed. Default range: the last 365 days.',
  input: {
    ...listInput,
    date_min: date('First day, YYYY-MM-DD.'),
    date_max: date('Last day, YYYY-MM-DD (default today).'),
    interval: z.optional(z.enum(INTERVALS)),
  },
  run: (ctx, args) => {
    const days = dateRange(ctx, args, 365);
    const interval = args.interval ?? 'weekly';
    const points = days.filter((d, i) =>
      interval === 'daily' ? true : interval === 'weekly' ? i % 7 === 0 : i === 0 || d.endsWith('-01'),
    );
    const q = domainQuery(ctx, args);
    const stats = domainStats(ctx.state.seed, q.rows, q.countryId);
    const born = bornDate(ctx.state.seed, q.target.registrable);
    const key = `${q.mode}|${q.target.location}|${q.countryId}`;
    const series = points.map((day) => {
      const s = scaleStats(stats, day < born ? 0 : historyFactor(ctx.state.seed, key, Date.parse(day)));
      return { date: day, visibility: s.visibility, top3: s.top3, top10: s.top10, top50: s.top50 };
    });
    return {
      domain: q.domain,
      interval,
      ...listAnswer(ctx, series, args, {
        summary: ['date', 'visibility'],
        standard: ['date', 'visibility', 'top3', 'top10', 'top50'],
      }),
    };
  },
});

/** Sections by visibility, each with its share of the domain's visibility. */
function sections(rows: readonly RankingRow[], keyOf: (row: RankingRow) => string) {
  const total = rows.reduce((sum, r) => sum + r.traffic, 0) || 1;
  return [...sectionFigures(rows, keyOf)]
    .map(([name, g]) => ({ name, ...g, visibility_share: round2(g.visibility / total) }))
    .sort((a, b) => b.visibility - a.visibility);
}

const getSubdomains = tool({
  name: 'get_subdomains',
  title: 'Subdomains of a domain',
  description:
    'The hosts of a domain that rank, by visibility: phrases, visibility, TOP3/TOP10/TOP50, traffic.',
  input: listInput,
  run: (ctx, args) =>
    listAnswer(
      ctx,
      sections(domainQuery(ctx, args).rows, (r) => r.host).map(({ name, ...s }) => ({
        subdomain: name,
        ...s,
      })),
      args,
      {
        summary: ['subdomain', 'keywords', 'visibility'],
        standard: ['subdomain', 'keywords', 'visibility', 'top3', 'top10', 'top50'],
      },
    ),
});

const getUrls = tool({
  name: 'get_urls',
  title: 'Ranking URLs of a domain',
  description:
    'The URLs of a domain that rank, by visibility: phrases, visibility, TOP3/TOP10/TOP50, traffic.',
  input: listInput,
  run: (ctx, args) =>
    listAnswer(
      ctx,
      sections(domainQuery(ctx, args).rows, (r) => r.url).map(({ name, ...s }) => ({ url: name, ...s })),
      args,
      {
        summary: ['url', 'keywords', 'visibility'],
        standard: ['url', 'keywords', 'visibility', 'top3', 'top10', 'top50'],
      },
    ),
});

/** Candidate names for a text: known domains containing it, then the usual shapes of a brand's domain. */
function candidates(text: string): string[] {
  const label = text
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const known = SAMPLE_DOMAINS.filter((d) => d.includes(text.toLowerCase()));
  const shaped = label
    ? [`${label}.pl`, `${label}.com.pl`, `${label}-sklep.pl`, `${label}.cz`, `${label}.sk`]
    : [];
  return [...new Set([...known, ...shaped])];
}

const suggestDomains = tool({
  name: 'suggest_domains',
  title: 'Suggest domains',
  description:
    'Domains in the index whose names match a text (a brand, part of a name), with their visibility in the given database. Charges nothing.',
  input: {
    text: keyword('Part of a domain name or a brand.'),
    country_id: visibilityCountry,
    limit: limit(20),
    detail_level: detailLevel,
  },
  run: (ctx, args) => {
    const countryId = args.country_id ?? 1;
    const records = candidates(args.text)
      .slice(0, args.limit ?? 20)
      .map((name) => {
        const rows = domainRows(ctx.state.seed, name, countryId);
        const stats = domainStats(ctx.state.seed, rows, countryId);
        return { domain: name, visibility: stats.visibility, keywords: rows.length, top10: stats.top10 };
      });
    return {
      records: records.map((r) =>
        trim(r, args.detail_level, { summary: ['domain'], standard: ['domain', 'visibility'] }),
      ),
    };
  },
});

/** What the tool server offers per market: visibility databases 1, 200, 50, 164; keyword databases eight. */
const COUNTRIES = [
  { id: 1, name: 'Polska (1.0)', code: 'pl', visibility: true, keywords: true },
  { id: 200, name: 'Polska (2.0)', code: 'pl', visibility: true, keywords: false },
  { id: 50, name: 'Czechy', code: 'cz', visibility: true, keywords: true },
  { id: 164, name: 'Słowacja', code: 'sk', visibility: true, keywords: true },
  { id: 53, name: 'Dania', code: 'dk', visibility: false, keywords: true },
  { id: 82, name: 'Węgry', code: 'hu', visibility: false, keywords: true },
  { id: 134, name: 'Holandia', code: 'nl', visibility: false, keywords: true },
  { id: 153, name: 'Rumunia', code: 'ro', visibility: false, keywords: true },
  { id: 160, name: 'Szwecja', code: 'se', visibility: false, keywords: true },
] as const;

const getCountriesList = tool({
  name: 'get_countries_list',
  title: 'Countries and databases',
  description:
    'The country_id values the tools take: which work in visibility tools (1, 200, 50, 164) and which in keyword-database tools (all but 200).',
  input: { detail_level: detailLevel },
  run: (_ctx, args) => ({
    records: COUNTRIES.map((c) =>
      trim(
        { id: c.id, name: c.name, code: c.code, visibility_tools: c.visibility, keyword_tools: c.keywords },
        args.detail_level,
        { summary: ['id', 'name'], standard: ['id', 'name', 'code', 'visibility_tools', 'keyword_tools'] },
      ),
    ),
  }),
});

export const visibilityTools: Tool[] = [
  getDomainStatistics,
  getPositionsData,
  getCompetitors,
  getCannibalizationKeywords,
  getCharacteristicsTable,
  getKeywordHistory,
  getPositionsHistoryChart,
  getSubdomains,
  getUrls,
  suggestDomains,
  getCountriesList,
];
