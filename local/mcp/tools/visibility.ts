/**
 * Visibility analysis tools over the simulator's index (databases 1, 50, 164 and 200). Figures come from
 * the same generated rows and formulas as the REST reports, so the dashboard, positions, characteristics,
 * sections and history agree with REST for the same account and day.
 */
import * as z from 'zod/mini';
import { DAY, daysBetween, isoDate } from '../../service/clock';
import { bornDate, type RankingRow } from '../../service/domains';
import { normalizePhrase } from '../../service/keywords-data';
import { countryRecords, visibilityRecords } from '../../service/modules/countries';
import {
  cannibalization,
  competitors,
  keywordHistory,
  type ReportQuery,
  suggestedDomains,
} from '../../service/modules/visibility';
import { sectionFigures } from '../../service/sections';
import { CHARACTERISTICS, characteristicsTable } from '../../service/characteristics';
import { intentOf } from '../../service/keyword-traits';
import { chartDates, SEGMENTS, segmentHistory, segmentPoints } from '../../service/visibility-history';
import {
  type DomainStats,
  domainStats,
  previousFactor,
  ranking,
  round2,
  scaleStats,
} from '../../service/visibility-stats';
import {
  date,
  detailLevel,
  domain,
  fetchMode,
  KEYWORD_COUNTRIES,
  keyword,
  limit,
  page,
  VISIBILITY_COUNTRIES,
  visibilityCountry,
} from '../inputs';
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

/** The REST report's query, from the tool's. */
const reportQuery = (q: DomainQuery): ReportQuery => ({
  rows: q.rows,
  location: q.target.location,
  registrable: q.target.registrable,
  countryId: q.countryId,
  mode: q.mode,
});

/** A REST record's figures (`statistics.<name>.current`) as the tool's flat fields. */
function flatFigures(statistics: Record<string, { current: unknown }>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(statistics).map(([name, figure]) => [name, figure.current]));
}

const getCompetitors = tool({
  name: 'get_competitors',
  title: 'Competitors of a domain',
  description:
    'Domains that compete with this one in search results, ordered by how many ranking phrases they share with it (common_keywords), with their visibility, TOP3/10/50, Ads equivalent and rank.',
  input: listInput,
  run: (ctx, args) =>
    listAnswer(
      ctx,
      // The REST report's rows without the asked domain's own, their figures flat as the tools give them.
      competitors(reportQuery(domainQuery(ctx, args)), ctx)
        .filter((row) => !row.is_main_domain)
        .map(
          ({ domain, common_keywords, statistics }): Record<string, unknown> => ({
            domain,
            common_keywords,
            ...flatFigures(statistics as Record<string, { current: unknown }>),
          }),
        ),
      args,
      {
        summary: ['domain', 'common_keywords'],
        standard: ['domain', 'common_keywords', 'visibility', 'top10'],
      },
    ),
});

const getCannibalizationKeywords = tool({
  name: 'get_cannibalization_keywords',
  title: 'Keyword cannibalization',
  description:
    'Phrases (TOP50) for which several pages of the domain rank: pages competing with each other. One record per phrase and page, with the page’s position.',
  input: listInput,
  run: (ctx, args) =>
    listAnswer(
      ctx,
      cannibalization(domainQuery(ctx, args), ctx).map((row) => ({
        keyword_id: row.keyword_id,
        keyword: row.keyword,
        position: row.position,
        url: row.url,
        searches: row.metrics.searches,
      })),
      args,
      {
        summary: ['keyword', 'url'],
        standard: ['keyword_id', 'keyword', 'position', 'url', 'searches'],
      },
    ),
});

const getCharacteristicsTable = tool({
  name: 'get_characteristics_table',
  title: 'Keyword characteristics of a domain',
  description:
    'How the domain’s ranking phrases split by one characteristic: words_count (the default), trends (the month searches peak), searches (volume thresholds), difficulty (ranges), keyword_params (city, brand, price…) or serp_params (SERP features). Per bucket (`key`): phrases (`count`), visibility and its share, TOP3/10/50; serp_params also the feature’s name (`param`) and the visibility of TOP10 results beside it.',
  input: { ...listInput, characteristics: z.optional(z.enum(CHARACTERISTICS)) },
  run: (ctx, args) => {
    const q = domainQuery(ctx, args);
    const name = args.characteristics ?? 'words_count';
    return listAnswer(ctx, characteristicsTable(ctx.state.seed, name, q.rows), args, {
      summary: ['key', 'count'],
      standard: [
        'key',
        'count',
        'visibility_sum',
        'visibility_percent',
        'top3',
        'top10',
        'top50',
        ...(name === 'serp_params' ? (['param', 'visibility'] as const) : []),
      ],
    });
  },
});

const getKeywordHistory = tool({
  name: 'get_keyword_history',
  title: 'Position history of a phrase',
  description:
    'Daily positions of the domain for one of its ranking phrases (by keyword_id from get_positions_data, or by the phrase itself); null when it was outside the TOP100. A phrase the domain does not rank for has no history: keyword_id null and no records. Default range: the last 90 days.',
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
    const history = row ? keywordHistory(ctx.state.seed, row, q.target.registrable, days) : [];
    return {
      keyword_id: row?.keyword_id ?? null,
      keyword: row?.keyword ?? wanted ?? null,
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
    'The domain’s visibility and TOP3/TOP10/TOP50 counts over time, daily, weekly (default) or monthly, of all its phrases or of one segment (brand, my_brand, non_brand, non_own_brand, short_tail, long_tail); zeros before the domain existed, no records for a segment without phrases. Default range: the last 365 days.',
  input: {
    ...listInput,
    date_min: date('First day, YYYY-MM-DD.'),
    date_max: date('Last day, YYYY-MM-DD (default today).'),
    interval: z.optional(z.enum(INTERVALS)),
    segment: z.optional(z.enum(SEGMENTS)),
  },
  run: (ctx, args) => {
    const interval = args.interval ?? 'weekly';
    const points = chartDates(dateRange(ctx, args, 365), interval);
    const q = domainQuery(ctx, args);
    const born = bornDate(ctx.state.seed, q.target.registrable);
    const key = `${q.mode}|${q.target.location}|${q.countryId}`;
    const segment = args.segment ?? 'all';
    const series = segmentPoints(
      segmentHistory(ctx.state.seed, q.rows, { key, born }, points, [segment])[segment],
      points,
    );
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
  run: (ctx, args) => ({
    records: suggestedDomains(ctx.state.seed, args.text, args.limit ?? 10, args.country_id ?? 1).map((r) =>
      trim(r, args.detail_level, { summary: ['domain'], standard: ['domain', 'visibility'] }),
    ),
  }),
});

const SCOPES = ['all', 'visibility'] as const;

/** The service's country records, each saying whether this server's visibility and keyword tools take it. */
const getCountriesList = tool({
  name: 'get_countries_list',
  title: 'Countries and databases',
  description:
    'The countries of the service (scope `all`, the default) or its visibility databases (scope `visibility`). visibility_tools and keyword_tools say which country_id values the tools take: visibility tools 1, 200, 50, 164; keyword-database tools all but 200.',
  input: {
    scope: z.optional(z.enum(SCOPES)),
    detail_level: detailLevel,
  },
  run: (_ctx, args) => ({
    records: (args.scope === 'visibility' ? visibilityRecords() : countryRecords()).map((c) =>
      trim(
        {
          ...c,
          visibility_tools: (VISIBILITY_COUNTRIES as readonly number[]).includes(c.id),
          keyword_tools: (KEYWORD_COUNTRIES as readonly number[]).includes(c.id),
        },
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
