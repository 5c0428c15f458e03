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
import { indexFigures } from '../../service/domain-figures';
import { rowsByDay, scriptedPlace, todayOf } from '../../service/ranking';
import { positionRecord, previousUrl } from '../../service/reference-shapes';
import { rng } from '../../service/rng';
import { chartDates, SEGMENTS, segmentHistory, segmentPoints } from '../../service/visibility-history';
import { type DomainStats, previousFactor, ranking, round2 } from '../../service/visibility-stats';
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
import {
  type DetailLevel,
  listAnswer,
  NO_DATA,
  pageOf,
  type Tool,
  ToolError,
  type ToolContext,
  tool,
  trim,
} from '../tool';
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

/** The live tool's names of the figures: the reference's rank, the live service's AI Overview names. */
const LIVE_NAMES: Readonly<Record<MetricName, string>> = {
  visibility: 'visibility',
  visibility_no_brand: 'visibility_no_brand',
  top3: 'top3',
  top10: 'top10',
  top50: 'top50',
  ranking: 'domain_rank',
  ads_equivalent: 'ads_equivalent',
  ai_overview_keywords: 'aio_keywords',
  ai_overview_citations: 'aio_visible_keywords',
};
const OVERVIEW = ['visibility', 'top3', 'top10', 'top50'] as const;
/** Database 2.0: the live tool's every `full_statistics.*.diff` is 0 there, whatever the comparison. */
const ZERO_DIFF_COUNTRY = 200;

const withRanking = (s: DomainStats): Figures => ({ ...s, ranking: ranking(s.visibility) });

/** The domain's figures now and at the compared date (a week earlier, or `days` earlier), as REST's dashboard has them. */
function domainFigures(ctx: ToolContext, q: DomainQuery) {
  const { recent, previous } = indexFigures(ctx.state, q.target.location, q.mode, q.countryId, () => q.rows);
  return { current: withRanking(recent), before: withRanking(previous) };
}

/**
 * The live shape (observed, issue #30): the four headline figures flat under `summary.overview`, their
 * change since the compared date under `summary.changes`, and every figure as `{current, previous, diff}`
 * under `full_statistics` (the AI Overview phrases and citations as `aio_keywords`, `aio_visible_keywords`),
 * whose `diff` database 2.0 leaves at 0. `summary` stops at `summary`.
 */
function domainStatisticsAnswer(ctx: ToolContext, q: DomainQuery, level: DetailLevel, days: number) {
  const now = ctx.state.clock.now();
  const { current, before } = domainFigures(ctx, q);
  const change = (m: MetricName) => round2(current[m] - before[m]);
  const summary = {
    overview: Object.fromEntries(OVERVIEW.map((m) => [m, current[m]])),
    changes: Object.fromEntries(OVERVIEW.map((m) => [m, change(m)])),
  };
  const full = Object.fromEntries(
    METRICS.map((m) => [
      LIVE_NAMES[m],
      {
        current: current[m],
        previous: before[m],
        diff: q.countryId === ZERO_DIFF_COUNTRY ? 0 : change(m),
      },
    ]),
  );
  return {
    domain: q.domain,
    fetch_mode: q.mode,
    country_id: q.countryId,
    date: isoDate(now),
    compare_date: isoDate(now - days * DAY),
    summary,
    ...(level !== 'summary' && { full_statistics: full }),
  };
}

const getDomainStatistics = tool({
  name: 'get_domain_statistics',
  title: 'Domain visibility statistics',
  description:
    'Visibility of a domain, host or section in the search visibility index: `summary.overview` (visibility, TOP3/TOP10/TOP50) with `summary.changes` since the compared date (`days_compare_mode` days earlier, default 7), and `full_statistics` (standard and extended): every figure with its current and previous value and difference, place in the ranking, Ads equivalent (PLN), AI Overview phrases (`aio_keywords`) and citations (`aio_visible_keywords`, database 200 only).',
  input: { ...domainInput, days_compare_mode: z.optional(z.int().check(z.minimum(1))) },
  run: (ctx, args) =>
    domainStatisticsAnswer(
      ctx,
      domainQuery(ctx, args),
      args.detail_level ?? 'standard',
      args.days_compare_mode ?? 7,
    ),
});

/** TOP50: a phrase outside it is position 51 without a page, as the live tool writes it. */
const OUTSIDE = 51;
const placed = (position: number | null): number => (position === null || position > 50 ? OUTSIDE : position);
const pageAt = (position: number | null, url: string): string => (placed(position) === OUTSIDE ? '' : url);

/** The live tool's position history: 4–12 points, 4–10 days apart (by domain); a hole is `has_serp: false`. */
function toolHistory(ctx: ToolContext, row: RankingRow, registrable: string) {
  const r = rng(ctx.state.seed, 'tool-history', registrable);
  const points = r.int(4, 12);
  const gap = r.int(4, 10);
  const today = ctx.state.clock.now();
  const history: Record<string, { position: number; has_serp: boolean }> = {};
  const wobble = rng(ctx.state.seed, 'tool-history', row.keyword_id);
  // A scripted phrase wobbles around its generated position on the days no script covers.
  const generated = row.timeline ? row.timeline.base : row;
  for (let i = points - 1; i >= 0; i--) {
    const date = isoDate(today - i * gap * DAY);
    const hole = i > 0 && wobble.chance(0.08);
    const drawn = i === 0 ? 0 : wobble.int(-4, 4);
    const scripted = scriptedPlace(row, date);
    const position = scripted
      ? scripted.position
      : i === 0
        ? row.position
        : generated && Math.max(1, generated.position + drawn);
    history[date] = hole ? { position: 0, has_serp: false } : { position: placed(position), has_serp: true };
  }
  return history;
}

/** A ranking phrase at `standard`: flat, its change `position_diff` (current − previous, negative = up). */
function standardPosition(r: RankingRow) {
  const position = placed(r.position);
  return {
    keyword: r.keyword,
    position,
    position_diff: r.previous === null ? null : position - placed(r.previous),
    visibility: round2(r.traffic),
    searches: r.metrics.searches,
    cpc: r.metrics.cpc,
    difficulty: Math.round(r.metrics.competition * 100),
    url: pageAt(r.position, r.url),
  };
}

/**
 * A ranking phrase at `extended` (about 2 kB): the reference's `statistics.*` (REST's own record, from the
 * same generator), but the position's `diff` current − previous as the tool writes it, its wins and losses,
 * and its history of 4–12 points.
 */
function extendedPosition(ctx: ToolContext, r: RankingRow, q: DomainQuery) {
  const record = positionRecord(ctx.state.seed, r, q.domain, ctx.state.clock.now());
  const { statistics } = record;
  const current = placed(r.position);
  const previous = placed(r.previous);
  return {
    keyword: r.keyword,
    statistics: {
      position: {
        current,
        previous,
        diff: current - previous,
        changes: { wins: statistics.position.changes.wins, losses: statistics.position.changes.losses },
        history: toolHistory(ctx, r, q.target.registrable),
      },
      searches: statistics.searches,
      cpc: statistics.cpc,
      difficulty: statistics.difficulty,
      visibility: { current: statistics.visibility.current },
      url: {
        current: pageAt(r.position, statistics.url.current),
        previous: pageAt(r.previous, statistics.url.previous),
        is_change: statistics.url.is_change,
      },
      intentions: statistics.intentions,
      snippets: statistics.snippets,
      trends: { history: statistics.trends.history },
    },
  };
}

/** What the live tool's `order.prop` sorts ranking phrases by. */
const POSITION_ORDER: Readonly<Record<string, (r: RankingRow) => number>> = {
  'statistics.position.current': (r) => r.position,
  'statistics.position.diff': (r) => (r.previous === null ? 0 : r.position - r.previous),
  'statistics.visibility.current': (r) => r.traffic,
  'statistics.searches.current': (r) => r.metrics.searches,
  'statistics.cpc.current': (r) => r.metrics.cpc,
};
const ORDER_PROPS = Object.keys(POSITION_ORDER) as [string, ...string[]];

const getPositionsData = tool({
  name: 'get_positions_data',
  title: 'Ranking phrases of a domain',
  description:
    'The phrases a domain ranks for in the TOP50, best positions first unless `order` says otherwise, under `keywords`, with `summary.total_keywords`. `standard`: flat records (keyword, position, position_diff, visibility, searches, cpc, difficulty, url). `extended` (about 2 kB a phrase): `statistics.{position, searches, cpc, difficulty, visibility, url, intentions, snippets, trends}`, the position with its previous value, change, wins and losses and a history of 4–12 points. `position_diff` / `position.diff` is current − previous: negative is an improvement. Position 51 with url "" means outside the TOP50. Pages of up to 100.',
  input: {
    ...listInput,
    order: z.optional(z.object({ prop: z.enum(ORDER_PROPS), dir: z.optional(z.enum(['asc', 'desc'])) })),
  },
  run: (ctx, args) => {
    const q = domainQuery(ctx, args);
    const order = args.order && POSITION_ORDER[args.order.prop];
    const sign = args.order?.dir === 'desc' ? -1 : 1;
    const rows = order ? [...q.rows].sort((a, b) => sign * (order(a) - order(b))) : q.rows;
    const page = pageOf(ctx, rows, args, 100);
    const level = args.detail_level ?? 'standard';
    return {
      domain: q.domain,
      country_id: q.countryId,
      summary: { total_keywords: page.total },
      keywords: page.records.map((r) =>
        level === 'extended' ? extendedPosition(ctx, r, q) : standardPosition(r),
      ),
    };
  },
});

/** The REST report's query, from the tool's. */
const reportQuery = (q: DomainQuery): ReportQuery => ({
  rows: q.rows,
  dropped: q.dropped,
  location: q.target.location,
  registrable: q.target.registrable,
  countryId: q.countryId,
  mode: q.mode,
});

/** A REST record's figures (`statistics.<name>.current`) as the tool's flat fields. */
function flatFigures(statistics: Record<string, { current: unknown }>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(statistics).map(([name, figure]) => [name, figure.current]));
}

const COMPETITOR_FIGURES = ['top3', 'top10', 'top50', 'visibility'] as const;

const getCompetitors = tool({
  name: 'get_competitors',
  title: 'Competitors of a domain',
  description:
    'Domains that compete with this one in search results, under `competitors`: the domain itself first (`is_main_domain: true`, so a limit of 15 gives 14 competitors), then by how many ranking phrases they share with it (`common_keywords`), each with TOP3/10/50 and visibility. A small niche gives no rows.',
  input: listInput,
  run: (ctx, args) => {
    const q = domainQuery(ctx, args);
    // REST's rows (the asked domain's own first), their figures flat as the tool gives them.
    const rows = competitors(reportQuery(q), ctx).map(
      ({ domain, is_main_domain, common_keywords, statistics }) => {
        const flat = flatFigures(statistics as Record<string, { current: unknown }>);
        return {
          domain,
          common_keywords,
          is_main_domain,
          ...Object.fromEntries(COMPETITOR_FIGURES.map((m) => [m, flat[m]])),
        };
      },
    );
    const page = pageOf(ctx, rows, args, 100);
    return { domain: q.domain, summary: { total: page.total }, competitors: page.records };
  },
});

/** How much of the domain's ranking cannibalizes itself, as the live tool grades it. */
function severity(phrases: number, all: number): 'NONE' | 'LOW' | 'MEDIUM' | 'HIGH' {
  if (phrases === 0) return 'NONE';
  const share = phrases / Math.max(1, all);
  return share < 0.01 ? 'LOW' : share < 0.05 ? 'MEDIUM' : 'HIGH';
}

const getCannibalizationKeywords = tool({
  name: 'get_cannibalization_keywords',
  title: 'Keyword cannibalization',
  description:
    'Phrases (TOP50) for which several pages of the domain rank: pages competing with each other, under `keywords`, one record per phrase and page (keyword, position, position_diff, current_url, previous_url, searches, visibility; current and previous URL are the page’s change over time), with `summary.severity` (NONE, LOW, MEDIUM, HIGH).',
  input: listInput,
  run: (ctx, args) => {
    const q = domainQuery(ctx, args);
    const rows = cannibalization(reportQuery(q), ctx);
    const page = pageOf(ctx, rows, args, 100);
    const phrases = new Set(rows.map((row) => row.keyword)).size;
    return {
      domain: q.domain,
      summary: { severity: severity(phrases, q.rows.length), total_keywords: page.total },
      keywords: page.records.map((row) => ({
        keyword: row.keyword,
        position: row.position,
        position_diff: row.previous === null ? null : row.position - row.previous,
        current_url: row.url,
        previous_url: previousUrl(ctx.state.seed, row),
        searches: row.metrics.searches,
        visibility: round2(row.traffic),
      })),
    };
  },
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
    // A phrase a script took out of the ranking still has the days it ranked, as over REST.
    const row = [...q.rows, ...q.dropped].find(
      (r) => r.keyword_id === args.keyword_id || r.keyword === wanted,
    );
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
/** The database whose visibility history the live tool does not give. */
const NO_HISTORY_COUNTRY = 200;

const getPositionsHistoryChart = tool({
  name: 'get_positions_history_chart',
  title: 'Visibility history of a domain',
  description:
    'The domain’s visibility and TOP3/TOP10/TOP50 counts over time, daily, weekly (default) or monthly, of all its phrases or of one segment (brand, my_brand, non_brand, non_own_brand, short_tail, long_tail); zeros before the domain existed, no records for a segment without phrases. Default range: the last 365 days. Database 200 (Poland 2.0) has no history: the answer is `no_data`.',
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
    // Observed (issue #30): the live tool has no history of database 2.0 and says so in a word.
    if (q.countryId === NO_HISTORY_COUNTRY) return NO_DATA;
    const born = bornDate(ctx.state.seed, q.target.registrable);
    const key = `${q.mode}|${q.target.location}|${q.countryId}`;
    const segment = args.segment ?? 'all';
    const rowsOn = rowsByDay(ctx.state, q.domain, q.mode, q.countryId);
    const query = { key, born, today: todayOf(ctx.state) };
    const series = segmentPoints(
      segmentHistory(ctx.state.seed, rowsOn, query, points, [segment])[segment],
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

/** The live tool answers a `limit` with a fifth more rows (20 asked, 24 given): its pages are that long. */
const urlsPage = (limit: number): number => Math.ceil(limit * 1.2);

const getUrls = tool({
  name: 'get_urls',
  title: 'Ranking URLs of a domain',
  description:
    'The URLs of a domain that rank, by visibility. `standard` (under `urls`): `url`, `keywords_count` (phrases in the TOP10) and `visibility_percent` (always 0), no statistics. `extended` (under `all_urls`): also `statistics.{visibility, top3, top10, top50}.current` and `statistics.visibility.diff`. A page holds a fifth more rows than `limit` asks.',
  input: listInput,
  run: (ctx, args) => {
    const q = domainQuery(ctx, args);
    const factor = previousFactor(ctx.state.seed, q.mode, q.target.location, q.countryId);
    const all = sections(q.rows, (r) => r.url);
    const page = pageOf(ctx, all, { ...args, limit: urlsPage(args.limit ?? 100) }, urlsPage(100));
    const records = page.records.map(({ name, ...s }) => ({
      url: name,
      keywords_count: s.top10,
      visibility_percent: 0,
    }));
    if (args.detail_level !== 'extended')
      return { domain: q.domain, summary: { total_urls: page.total }, urls: records };
    return {
      domain: q.domain,
      summary: { total_urls: page.total },
      all_urls: page.records.map(({ name, ...s }, i) => ({
        ...records[i],
        statistics: {
          visibility: { current: s.visibility, diff: round2(s.visibility - round2(s.visibility * factor)) },
          top3: { current: s.top3 },
          top10: { current: s.top10 },
          top50: { current: s.top50 },
        },
      })),
    };
  },
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
    records: suggestedDomains(ctx.state, args.text, args.limit ?? 10, args.country_id ?? 1).map((r) =>
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
