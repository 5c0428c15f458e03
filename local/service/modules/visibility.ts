/**
 * visibility_analysis: domain reports over the generated index, which charge the visibility counter,
 * and `app/checkQuery` / `app/consumeLimit`, which preview or explicitly take that charge.
 */
import { DAY, daysBetween, isoDate } from '../clock';
import {
  bornDate,
  ctr,
  FETCH_MODES,
  type FetchMode,
  parseTarget,
  type RankingRow,
  rowsFor,
  SAMPLE_DOMAINS,
} from '../domains';
import type { FilterKeys } from '../filtering';
import { Input } from '../input';
import { DEFAULT_PAGE_MAX, historyDays, listParams, listReply, MAX_HISTORY_POINTS } from '../listing';
import { fail, ok, type Reply } from '../reply';
import { rng } from '../rng';
import { type Context, get, post, type Route, type Routes } from '../route';
import { bareUrl, dashboardFigure, figure, historyPoint, kidOf, positionRecord } from '../reference-shapes';
import { dashboardStats, indexFigures, scriptedShift } from '../domain-figures';
import { normalizePhrase } from '../keywords-data';
import {
  comparedDate,
  domainPhrases,
  type IndexData,
  indexPhrases,
  rowsByDay,
  scriptedPlace,
  todayOf,
} from '../ranking';
import { sectionFigures } from '../sections';
import { hash32 } from '../rng';
import { type CharacteristicRecord, CHARACTERISTICS, characteristicsTable } from '../characteristics';
import { chartDates, type Segment, segmentHistory } from '../visibility-history';
import { domainStats, previousFactor, ranking, round2 } from '../visibility-stats';
import { DOMAIN_PREFIXES, slugify, TOPICS } from '../vocabulary';
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

export interface DomainQuery extends QueryParams {
  /** The phrases ranking today, scripts applied. */
  rows: RankingRow[];
  /** Scripted phrases not ranking today, whose history still holds the days they ranked. */
  dropped: RankingRow[];
}

const V = 'visibility_analysis_queries_per_day';

function queryParams(ctx: Context): QueryParams {
  const { input } = ctx;
  const domain = input.string('domain');
  // An item `/__sim/refuse` names is refused as the live service refused a domain (Feb 2026).
  if (ctx.state.refusedItems.has(domain.trim().toLowerCase()))
    throw fail.rule('domain', 'invalid', 'Incorrect input');
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

/**
 * Reads and validates the domain parameters; charges on `charge` (false for later pages). The rows are
 * generated when first read: the dashboard's figures usually come from `domainFigures`' memory instead.
 */
export function domainQuery(ctx: Context, charge: boolean): DomainQuery {
  const q = queryParams(ctx);
  if (charge) ctx.state.quota.charge(ctx.account, V, q.key);
  let phrases: ReturnType<typeof indexPhrases> | undefined;
  const read = () => {
    phrases ??= indexPhrases(ctx.state, q.domain, q.mode, q.countryId);
    return phrases;
  };
  return {
    ...q,
    get rows() {
      return read().rows;
    },
    get dropped() {
      return read().dropped;
    },
  };
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

/**
 * A paged visibility report: validation, then the charge (page 1 only), then rows; `shape` turns the
 * rows of the page (only) into the answer's records.
 */
function listHandler<Row>(
  build: (q: DomainQuery, ctx: Context) => Row[],
  filterKeys: FilterKeys<Row> = {},
  shape?: (row: Row, q: DomainQuery, ctx: Context) => unknown,
) {
  return (ctx: Context): Reply => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX, filterKeys);
    const q = domainQuery(ctx, params.paging.page === 1);
    return listReply(ctx, build(q, ctx), params, shape && ((row) => shape(row, q, ctx)));
  };
}

const listRoute = <Row>(...args: Parameters<typeof listHandler<Row>>) => post(listHandler(...args));

/** A ranking phrase as the reference's record: built for the rows of the answered page only. */
const asPositionRecord = (row: RankingRow, q: DomainQuery, ctx: Context) =>
  positionRecord(ctx.state.seed, row, q.domain, ctx.state.clock.now());

/** Filter keys of every list of ranking phrases (positions, wins, losses, cannibalization). */
const POSITION_FILTERS = {
  keyword: (row: RankingRow) => row.keyword,
  url: (row: RankingRow) => row.url,
  position: (row: RankingRow) => row.position,
  searches: (row: RankingRow) => row.metrics.searches,
  cpc: (row: RankingRow) => row.metrics.cpc,
};

/** A list of ranking phrases: which rows, filtered on their own fields, answered as position records. */
const positionsRoute = (build: (q: DomainQuery, ctx: Context) => RankingRow[]) =>
  listRoute(build, POSITION_FILTERS, asPositionRecord);

/** Most rows of a page of `positions/getData` as the live service answers it. */
const LIVE_PAGE_MAX = 100;

/**
 * `positions/getData` as a client probing the live service found it in July 2026: `order`, sort and
 * `filtering` ignored, `limit` cut to 100 a page rather than refused. The sample domains answer as the
 * reference documents (filtered, ordered, a larger `limit` refused); every other domain as the live service.
 */
function positionsData(): Route {
  const documented = listHandler((q) => q.rows, POSITION_FILTERS, asPositionRecord);
  return post((ctx) => {
    const domain = ctx.input.optionalString('domain') ?? '';
    const target = parseTarget(domain);
    if (SAMPLE_DOMAINS.includes(target?.registrable ?? domain.toLowerCase())) return documented(ctx);
    const { filtering: _ignored, order: _unread, sort: _unsorted, ...values } = ctx.input.values;
    const limit = Number(values.limit);
    const cut = Number.isInteger(limit) && limit > LIVE_PAGE_MAX ? { limit: LIVE_PAGE_MAX } : {};
    return documented({ ...ctx, input: new Input({ ...values, ...cut }) });
  });
}

/** The domain's figures now and a week ago (the dashboard's compared date), as the URLs tool gives them. */
function domainFigures(
  q: Pick<DomainQuery, 'rows' | 'countryId' | 'mode' | 'location'>,
  ctx: Pick<Context, 'state'>,
) {
  return dashboardStats(indexFigures(ctx.state, q.location, q.mode, q.countryId, () => q.rows));
}

/** Figure names as the reference spells them; ours (AI Overviews, no-brand visibility) beside them. */
function figuresAs<F>(
  { recent, previous }: ReturnType<typeof domainFigures>,
  shape: (recent: number, previous: number) => F,
): Record<string, F> {
  const out: Record<string, F> = {};
  for (const key of Object.keys(recent) as (keyof typeof recent)[])
    out[key] = shape(recent[key], previous[key]);
  out.domain_rank = shape(ranking(recent.visibility), ranking(previous.visibility));
  return out;
}

/** The domain's place among the domains of its category: its place in the index, about a category's share. */
export const categoryRank = (visibility: number): number =>
  visibility <= 0 ? 0 : Math.max(1, Math.ceil(ranking(visibility) / TOPICS.length));

/** The fetch modes the dashboard takes: a whole domain or a host, never a directory or a URL (issue #33). */
const DASHBOARD_MODES = ['topLevelDomain', 'subdomain'] as const;

/** Checked before the token, as the live service does: any other `fetch_mode` is a 418 before the 302. */
function dashboardModes(input: Input): void {
  input.choice('fetch_mode', DASHBOARD_MODES);
}

function dashboard(ctx: Context): Reply {
  const q = domainQuery(ctx, true);
  const now = ctx.state.clock.now();
  const figures = domainFigures(q, ctx);
  const { ai_overview_keywords, ai_overview_citations, ...others } = figuresAs(figures, dashboardFigure);
  const topic = TOPICS[hash32(q.registrable) % TOPICS.length];
  return ok({
    domain: q.domain,
    fetch_mode: q.mode,
    country_id: q.countryId,
    date: isoDate(now),
    previous_date: isoDate(now - 7 * DAY),
    statistics: {
      ...others,
      // The live service's names of the AI Overview figures (the seed spec named the figures only).
      aio_keywords: ai_overview_keywords,
      aio_visible_keywords: ai_overview_citations,
      // Not a figure: the reference's category block, a name with its place in that category.
      category: {
        name: topic.category,
        statistics: dashboardFigure(
          categoryRank(figures.recent.visibility),
          categoryRank(figures.previous.visibility),
        ),
      },
    },
  });
}

/** The reference's dashboard header: categories with their rank, technologies, favourite flag. */
function domainData(ctx: Context): Reply {
  const q = domainQuery(ctx, false);
  const figures = domainFigures(q, ctx);
  const topic = TOPICS[hash32(q.registrable) % TOPICS.length];
  return ok({
    domain: q.domain,
    updated: isoDate(ctx.state.clock.now() - DAY),
    categories: q.rows.length
      ? [
          {
            id: 300 + (hash32(topic.name) % 100),
            name: topic.category,
            statistics: {
              rank: dashboardFigure(
                categoryRank(figures.recent.visibility),
                categoryRank(figures.previous.visibility),
              ),
              visibility: dashboardFigure(figures.recent.visibility, figures.previous.visibility),
              top10: dashboardFigure(figures.recent.top10, figures.previous.top10),
            },
          },
        ]
      : [],
    technologies: q.rows.length ? [{ name: 'Nginx', icon: '' }] : [],
    is_favourite: false,
  });
}

/** Phrases whose position rose (`wins`) or fell (`losses`) since the compared date. */
function movers(wins: boolean) {
  return (q: DomainQuery) =>
    q.rows.filter(
      (row) => row.previous !== null && (wins ? row.previous > row.position : row.previous < row.position),
    );
}

/** What a generated report needs of a query; the tool server builds it from its own. */
export type ReportQuery = Pick<
  DomainQuery,
  'rows' | 'dropped' | 'location' | 'registrable' | 'countryId' | 'mode'
>;

/** Generated competitors (the asked domain's own row first), shared with the tool server's `get_competitors`. */
export function competitors(q: ReportQuery, ctx: Pick<Context, 'state'>) {
  if (q.rows.length === 0) return [];
  const main = figuresAs(domainFigures(q, ctx), figure);
  const mainRow = {
    domain: q.registrable,
    is_main_domain: true,
    common_keywords: null,
    statistics: pick(main, COMPETITOR_FIGURES),
  };
  return [mainRow, ...competitorRows(q, ctx)];
}

const COMPETITOR_FIGURES = ['top3', 'top10', 'top50', 'visibility', 'ads_equivalent', 'domain_rank'] as const;

function pick<T>(record: Record<string, T>, keys: readonly string[]): Record<string, T> {
  return Object.fromEntries(keys.map((k) => [k, record[k]]));
}

type Shifted = 'top3' | 'top10' | 'top50' | 'visibility';

/** A figure moved by `by` (none: as it was), never below zero. */
const plus = (n: number, by = 0): number =>
  by === 0 ? n : Math.max(0, Number.isInteger(n) && Number.isInteger(by) ? n + by : round2(n + by));

/**
 * The query's phrases as generated, before any script: what generated reports are drawn from, so that a
 * scripted phrase moves that phrase only, not every competitor's or page pair's draw.
 */
function generatedRows(q: ReportQuery, ctx: Pick<Context, 'state'>): RankingRow[] {
  const scripted = q.dropped.length > 0 || q.rows.some((row) => row.timeline);
  return scripted ? rowsFor(ctx.state.seed, q.location, q.mode, q.countryId) : q.rows;
}

function competitorRows(q: ReportQuery, ctx: Pick<Context, 'state'>) {
  const r = rng(ctx.state.seed, 'competitors', q.location, q.countryId);
  const generated = generatedRows(q, ctx);
  const lastWords = generated.slice(0, 50).map((row) => slugify(row.keyword.split(' ').pop() as string));
  const words = lastWords.filter((w) => /^[a-z]{4,}$/.test(w));
  if (words.length === 0) words.push('info');
  const names = new Set(SAMPLE_DOMAINS.filter((d) => d !== q.registrable && d.endsWith('.pl')));
  const count = Math.min(60, 5 + Math.floor(generated.length / 80));
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
      const common = Math.max(1, Math.round((generated.length * (0.2 + r.next() * 0.6)) / Math.sqrt(i + 1)));
      const keywords = common + r.int(0, generated.length * 2);
      const visibility = round2(keywords * (0.5 + r.next() * 4));
      const top50 = Math.round(keywords * (0.3 + r.next() * 0.3));
      const top10 = Math.round(keywords * (0.05 + r.next() * 0.2));
      const top3 = Math.round(top10 * (0.2 + r.next() * 0.3));
      const before = 0.9 + r.next() * 0.2;
      const was = (n: number) => (Number.isInteger(n) ? Math.round(n * before) : round2(n * before));
      // A competitor whose positions a test scripted moves by what its own figures moved.
      const shift = scriptedShift(ctx.state, domain, q.countryId);
      const now = (key: Shifted, n: number) => plus(n, shift?.recent[key]);
      const then = (key: Shifted, n: number) => plus(was(n), shift?.previous[key]);
      const [seen, seenBefore] = [now('visibility', visibility), then('visibility', visibility)];
      return {
        domain,
        is_main_domain: false,
        common_keywords: common,
        statistics: {
          top3: figure(now('top3', top3), then('top3', top3)),
          top10: figure(now('top10', top10), then('top10', top10)),
          top50: figure(now('top50', top50), then('top50', top50)),
          visibility: figure(seen, seenBefore),
          ads_equivalent: figure(round2(seen * 0.7), round2(seenBefore * 0.7)),
          domain_rank: figure(ranking(seen), ranking(seenBefore)),
        },
      };
    })
    .sort((a, b) => b.common_keywords - a.common_keywords);
}

/**
 * Phrases two URLs of the domain rank for: one row per phrase and URL, as the reference lists them. In about
 * a third of them the two pages swapped places since the compared date (each row's `url.previous` is the
 * other page), the flip-flopping that gives cannibalization away. Shared with the tool server's
 * `get_cannibalization_keywords`.
 */
export function cannibalization(q: ReportQuery, ctx: Pick<Context, 'state'>): RankingRow[] {
  const { seed } = ctx.state;
  const generated = generatedRows(q, ctx);
  const pairs = generated
    .filter((row) => row.position <= 50 && rng(seed, 'cannibal', row.keyword_id).chance(0.04))
    .flatMap((row, i): RankingRow[][] => {
      const other = generated[(i * 7919 + 13) % generated.length];
      if (other.url === row.url) return [];
      const second = Math.min(100, row.position + 1 + (row.keyword_id % 20));
      const swapped = row.previous !== null && rng(seed, 'swap', row.keyword_id).chance(0.35);
      const former = (url: string) => (swapped ? { formerUrl: url } : {});
      return [
        [
          { ...row, ...former(other.url) },
          { ...row, url: other.url, position: second, previous: second, ...former(row.url) },
        ],
      ];
    });
  if (generated === q.rows) return pairs.flat();
  return scriptedPairs(q, pairs, comparedDate(todayOf(ctx.state))).flat();
}

/**
 * The page pairs as scripts leave them: a scripted phrase that does not rank has none, one whose second page
 * a script set has that page (or none, for null), and one merely moved keeps its generated second page.
 */
function scriptedPairs(q: ReportQuery, pairs: RankingRow[][], compared: string): RankingRow[][] {
  const scripted = new Map<string, RankingRow>();
  for (const row of [...q.rows, ...q.dropped])
    if (row.timeline) scripted.set(normalizePhrase(row.keyword), row);
  const kept = pairs.flatMap(([main, second]) => {
    const row = scripted.get(normalizePhrase(main.keyword));
    if (!row) return [[main, second]];
    if (row.position === 0 || row.timeline?.day?.second !== undefined) return [];
    return [[row, second]];
  });
  const added = [...scripted.values()].flatMap((row) => {
    const page = row.timeline?.day?.second;
    if (!page || row.position === 0) return [];
    const then = row.timeline?.on(compared)?.second;
    const second: RankingRow = {
      ...row,
      url: page.url,
      host: parseTarget(page.url)?.host ?? row.host,
      position: page.position,
      previous: then ? then.position : null,
      traffic: Math.round(row.metrics.searches * ctr(page.position) * 100) / 100,
      formerUrl: undefined,
      timeline: undefined,
    };
    return [[row, second]];
  });
  return [...kept, ...added].sort(
    ([a], [b]) => a.position - b.position || b.metrics.searches - a.metrics.searches,
  );
}

/**
 * Parts of the domain (sub-domains, URLs, sections) with their phrase count, share and visibility, keyed as
 * the reference names each report's part (`domain`, `url`, `url_section`). `visibility_percent` is the
 * part's share of the domain's visibility (the reference shows null for URLs and sections; we fill it).
 * URLs also carry their TOP3/10/50 phrase counts as figures, as the live service sends them (`tops`).
 */
function sectionRoute(name: string, keyOf: (row: RankingRow) => string, tops = false) {
  type Figure = ReturnType<typeof figure>;
  type SectionRecord = {
    [name: string]: unknown;
    keywords_count: number;
    statistics: { visibility: Figure; top3?: Figure; top10?: Figure; top50?: Figure };
  };
  const build = (q: DomainQuery, ctx: Context): SectionRecord[] => {
    const factor = previousFactor(ctx.state.seed, q.mode, q.location, q.countryId);
    const parts = [...sectionFigures(q.rows, keyOf)];
    const total = parts.reduce((sum, [, s]) => sum + s.visibility, 0);
    const count = (n: number) => figure(n, Math.round(n * factor));
    return parts
      .sort(([, a], [, b]) => b.visibility - a.visibility)
      .map(([key, s]) => ({
        [name]: key,
        keywords_count: s.keywords,
        visibility_percent: total ? round2((s.visibility / total) * 100) : 0,
        statistics: {
          visibility: figure(s.visibility, round2(s.visibility * factor)),
          ...(tops && { top3: count(s.top3), top10: count(s.top10), top50: count(s.top50) }),
        },
      }));
  };
  return listRoute(build, {
    [name]: (row: SectionRecord) => row[name] as string,
    keywords_count: (row: SectionRecord) => row.keywords_count,
    visibility: (row: SectionRecord) => row.statistics.visibility.current,
  });
}

/** The path's first segment: `example.pl/rowery/x` is in section `example.pl/rowery/`. */
const sectionOf = (row: RankingRow): string => {
  const [host, first] = bareUrl(row.url).split('/');
  return `${host}/${first ? `${first}/` : ''}`;
};

/**
 * One phrase's daily positions, asked by `keyword_id` (seed spec) or the phrase's `kid` (reference),
 * answered as the reference's `history_positions` keyed by date; position 0 on a day it did not rank.
 */
function history(ctx: Context): Reply {
  const { input } = ctx;
  if (!input.has('keyword_id') && !input.has('kid')) throw fail.required('keyword_id');
  const keywordId = input.optionalInt('keyword_id');
  const kid = input.optionalString('kid');
  const today = ctx.state.clock.now();
  const days = historyDays(input, { min: isoDate(today - 89 * DAY), max: isoDate(today) });
  const q = domainQuery(ctx, true);
  // A phrase a script took out of the ranking still has the days it ranked.
  const row = [...q.rows, ...q.dropped].find((r) =>
    keywordId !== undefined ? r.keyword_id === keywordId : kidOf(r.keyword) === kid,
  );
  const history_positions: Record<string, ReturnType<typeof historyPoint>> = {};
  for (const point of row ? keywordHistory(ctx.state.seed, row, q.registrable, days) : [])
    history_positions[point.date] = historyPoint(point.date, point.position);
  return ok({ history_positions });
}

/**
 * A ranking phrase's position on each of `days` (null: outside the TOP100), shared with the tool server:
 * what a script set on the days it covers, else a wobble around the generated position.
 */
export function keywordHistory(seed: string, row: RankingRow, registrable: string, days: readonly string[]) {
  const born = bornDate(seed, registrable);
  const generated = row.timeline ? row.timeline.base : row;
  const phase = rng(seed, 'kwhistory', row.keyword_id).next() * 6;
  return days.map((date) => {
    const scripted = scriptedPlace(row, date);
    if (scripted)
      return { date, position: scripted.position, url: scripted.position === null ? null : scripted.url };
    if (!generated) return { date, position: null, url: null };
    const day = Date.parse(date) / DAY;
    const p = Math.round(generated.position + 4 * Math.sin(day / 20 + phase) + 2 * Math.sin(day / 3 + phase));
    const absent = date < born || p > 100 || rng(seed, 'gap', row.keyword_id, date).chance(0.04);
    return { date, position: absent ? null : Math.max(1, p), url: absent ? null : generated.url };
  });
}

const INTERVALS = ['daily', 'weekly', 'monthly'] as const;

/** The asked dates of a history chart, charged as the domain's query; every segment's maps keyed by date. */
function chartSeries(ctx: Context, segments?: readonly Segment[]) {
  const today = ctx.state.clock.now();
  const [min, max] = ctx.input.dateRange('date_min', 'date_max', {
    min: isoDate(today - 364 * DAY),
    max: isoDate(today),
  });
  const interval = ctx.input.choice('date_interval', INTERVALS, 'weekly');
  const dates = chartDates(daysBetween(min, max), interval);
  if (dates.length > MAX_HISTORY_POINTS) throw fail.timeout();
  const q = domainQuery(ctx, true);
  const born = bornDate(ctx.state.seed, q.registrable);
  const rowsOn = rowsByDay(ctx.state, q.domain, q.mode, q.countryId);
  const query = { key: q.key, born, today: todayOf(ctx.state) };
  return { q, data: segmentHistory(ctx.state.seed, rowsOn, query, dates, segments) };
}

/**
 * `…ForAllTypes`, the live service's answer (observed): the reference's per-metric maps keyed by date, one
 * level deeper under each segment of the phrases (`data.all.visibility`, `data.non_brand.keywords_top10`…),
 * one series per domain (only the asked one here). The points follow the asked interval.
 */
function chart(ctx: Context): Reply {
  const { q, data } = chartSeries(ctx);
  return ok([{ main_domain: true, domain: q.domain, data }]);
}

/** The metrics of the plain chart, as public clients read them in 2026 (issue #33). */
const FLAT_METRICS = [
  'visibility',
  'keywords_top3',
  'keywords_top10',
  'keywords_top50',
  'domain_rank',
  'unique_urls_top10',
  'efficiency_top10',
] as const;

/**
 * The plain chart (`getPositionsHistoryChartData`), as the live service answers it: no segment level, each
 * metric a map keyed by date under `data` (issue #33). Its series have holes, days a metric has no value
 * for, which are left out of that metric's map.
 */
function flatChart(ctx: Context): Reply {
  const { q, data } = chartSeries(ctx, ['all']);
  const all = data.all as Record<string, Record<string, number>>;
  const flat = Object.fromEntries(
    FLAT_METRICS.map((metric) => [
      metric,
      Object.fromEntries(
        Object.entries(all[metric] ?? {}).filter(
          ([date]) => !rng(ctx.state.seed, 'hole', q.key, metric, date).chance(HOLES),
        ),
      ),
    ]),
  );
  return ok([{ main_domain: true, domain: q.domain, data: flat }]);
}

/** How often a day of the plain chart has no value for a metric. */
const HOLES = 0.06;

/**
 * The characteristics table for the live service's `characteristics` (default `words_count`): the
 * reference's rows under `key` with their `count`; `difficulty` answers an object keyed by range.
 */
const characteristicsReport = post((ctx) => {
  const params = listParams<CharacteristicRecord>(ctx.input, DEFAULT_PAGE_MAX, {
    key: (row) => row.key,
    count: (row) => Number(row.count),
  });
  const name = ctx.input.choice('characteristics', CHARACTERISTICS, 'words_count');
  const q = domainQuery(ctx, params.paging.page === 1);
  const reply = listReply(ctx, characteristicsTable(ctx.state.seed, name, q.rows), params);
  if (name !== 'difficulty' || reply.kind !== 'json') return reply;
  const { data, pagination } = reply.body as { data: CharacteristicRecord[]; pagination: unknown };
  return ok(Object.fromEntries(data.map((row) => [row.key, row])), pagination);
});

/** Phrases at each position 1…50 (the reference's `positions_distribution_top50`, keyed by position). */
function positionDistribution(ctx: Context): Reply {
  const q = domainQuery(ctx, true);
  const counts: Record<string, number> = {};
  for (let position = 1; position <= 50; position++) counts[String(position)] = 0;
  for (const row of q.rows) if (row.position <= 50) counts[String(row.position)]++;
  return ok([
    {
      domain: q.domain,
      data: { positions_distribution_top50: counts },
      main_domain: true,
      label_y: 'Number of keywords',
    },
  ]);
}

function suggestionsFor(text: string): string[] {
  const label = text.replace(/[^a-z0-9-]+/g, '-').replace(/^-|-$/g, '');
  const candidates = new Set(SAMPLE_DOMAINS.filter((d) => d.includes(text)));
  if (label)
    for (const d of [`${label}.pl`, `${label}.com.pl`, `sklep-${label}.pl`, `${label}-online.pl`])
      candidates.add(d);
  return [...candidates];
}

/** Our earlier guess (POST `app/suggestDomains`, `text`), kept for clients that still send it. */
function suggestDomains(ctx: Context): Reply {
  const text = ctx.input.string('text');
  const limit = ctx.input.bounded('limit', 10, 1, 20);
  return ok(suggestedDomains(ctx.state, text, limit, visibilityCountry(ctx.input)));
}

/** Domains of the index matching a text with their visibility, shared with the tool server's `suggest_domains`. */
export function suggestedDomains(data: IndexData, text: string, limit: number, countryId: number) {
  return suggestionsFor(text.toLowerCase())
    .slice(0, limit)
    .map((domain) => ({
      domain,
      visibility: domainStats(data.seed, domainPhrases(data, domain, countryId).rows, countryId).visibility,
    }));
}

/** The reference: GET with `value`; the account's favourites (none here) and suggested domain names. */
function domainsSuggester(ctx: Context): Reply {
  const text = ctx.input.string('value').toLowerCase();
  visibilityCountry(ctx.input);
  return ok({ favourite: [], suggested: suggestionsFor(text).slice(0, 10) });
}

const R = 'visibility_analysis/reports';

export const visibilityRoutes: Routes = {
  [`${R}/positions/getData`]: positionsData(),
  [`${R}/positions/getWins`]: positionsRoute(movers(true)),
  [`${R}/positions/getLosses`]: positionsRoute(movers(false)),
  [`${R}/dashboard/getDomainStatistics`]: { ...get(dashboard), beforeToken: dashboardModes },
  [`${R}/dashboard/getDomainData`]: get(domainData),
  [`${R}/competitors/getData`]: listRoute(competitors, {
    domain: (row) => row.domain,
    common_keywords: (row) => row.common_keywords ?? 0,
    visibility: (row) => row.statistics.visibility.current,
  }),
  [`${R}/cannibalization/getKeywords`]: positionsRoute(cannibalization),
  [`${R}/keywords/getCharacteristicsTable`]: characteristicsReport,
  [`${R}/domain_positions/getPositionsSumsDistributionChartData`]: get(positionDistribution),
  [`${R}/positions/getKeywordHistory`]: post(history),
  [`${R}/sections/getSubdomains`]: sectionRoute('domain', (row) => row.host),
  [`${R}/sections/getUrls`]: sectionRoute('url', (row) => bareUrl(row.url), true),
  [`${R}/sections/getSections`]: sectionRoute('url_section', sectionOf),
  // A POST is read as the GET it is: without its query's domain, a 418 (issue #33).
  [`${R}/domain_positions/getPositionsHistoryChartData`]: { ...get(flatChart), postAsGet: true },
  [`${R}/domain_positions/getPositionsHistoryChartDataForAllTypes`]: get(chart),
  'visibility_analysis/app/suggestDomains': post(suggestDomains),
  'visibility_analysis/domains_suggester/suggest': get(domainsSuggester),
  'visibility_analysis/app/checkQuery': queryLimit(false),
  'visibility_analysis/app/consumeLimit': queryLimit(true),
};
