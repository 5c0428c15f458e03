/**
 * visibility_analysis `tools/*`: competitors analysis, direct answers and the domains ranking. Each
 * run charges one unit of `tools_daily_limit` on page 1, keyed by the full serialized parameter set;
 * none charges the visibility counter.
 */
import { type DashboardFigure, dashboardFigure } from '../reference-shapes';
import { type FetchMode, parseTarget, type RankingRow, rowsFor, SAMPLE_DOMAINS } from '../domains';
import type { Input } from '../input';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { Memo } from '../memo';
import { rng } from '../rng';
import { type Context, post, type Routes } from '../route';
import { chargeTool } from '../serialize';
import { domainStats, previousFactor, ranking, round2, scaleStats } from '../visibility-stats';
import { DOMAIN_PREFIXES, slugify, TOPICS } from '../vocabulary';
import { visibilityCountry } from './countries';

/**
 * Tools take no `fetch_mode`: a registrable domain means the whole domain (`topLevelDomain`), a host
 * with a subdomain that host (`subdomain`); a path is ignored.
 */
function targetOf(ctx: Context, domain: string, countryId: number): { name: string; rows: RankingRow[] } {
  const t = parseTarget(domain);
  if (!t) return { name: domain.trim().toLowerCase(), rows: [] };
  const mode: FetchMode = t.host === t.registrable ? 'topLevelDomain' : 'subdomain';
  return { name: t.host, rows: rowsFor(ctx.state.seed, t.host, mode, countryId) };
}

// --- competitors_analysis/getData -------------------------------------------------------------

const ANALYSIS_MODES = ['common_keywords', 'missing_keywords'] as const;
const MAX_COMPETITORS = 4;

interface Side {
  name: string;
  /** keyword → position, only positions inside the side's `gte`..`lte` range. */
  positions: Map<string, number>;
  rows: RankingRow[];
}

function side(ctx: Context, entry: Input, countryId: number): Side {
  const domain = entry.string('domain');
  const lte = entry.bounded('lte', 100, 1, 100);
  const gte = entry.bounded('gte', 1, 1, lte);
  const { name, rows } = targetOf(ctx, domain, countryId);
  const inRange = rows.filter((r) => r.position >= gte && r.position <= lte);
  return { name, rows: inRange, positions: new Map(inRange.map((r) => [r.keyword, r.position])) };
}

type AnalysisRow = Record<string, string | number | null>;

function competitorsAnalysis(ctx: Context) {
  const countryId = visibilityCountry(ctx.input);
  const mode = ctx.input.choice('mode', ANALYSIS_MODES);
  const main = side(ctx, ctx.input.object('main_domain'), countryId);
  const others = ctx.input
    .objects('competitors_domains', MAX_COMPETITORS)
    .map((entry) => side(ctx, entry, countryId));
  const params = listParams<AnalysisRow>(ctx.input, DEFAULT_PAGE_MAX, {
    keyword: (r) => r.keyword,
    searches: (r) => r.searches,
    cpc: (r) => r.cpc,
  });
  if (params.paging.page === 1) chargeTool(ctx, 'competitors_analysis');
  const sides = [main, ...others];
  const candidates = new Map<string, RankingRow>();
  for (const s of mode === 'common_keywords' ? [main] : others)
    for (const r of s.rows) if (!candidates.has(r.keyword)) candidates.set(r.keyword, r);
  const rows = [...candidates.values()]
    .filter((r) =>
      mode === 'common_keywords'
        ? others.every((s) => s.positions.has(r.keyword))
        : !main.positions.has(r.keyword),
    )
    .map((r) => {
      const row: AnalysisRow = { keyword: r.keyword, searches: r.metrics.searches, cpc: r.metrics.cpc };
      for (const s of sides) row[`${s.name}_pos`] = s.positions.get(r.keyword) ?? null;
      return row;
    })
    .sort(
      (a, b) =>
        (b.searches as number) - (a.searches as number) || String(a.keyword).localeCompare(String(b.keyword)),
    );
  return listReply(ctx, rows, params);
}

// --- direct_answers/getData -------------------------------------------------------------------

const FEATURES = ['featured_snippet', 'people_also_ask', 'local_pack', 'images', 'video'] as const;

interface DirectAnswer {
  keyword: string;
  feature: string;
  searches: number;
  position: number;
  url: string;
}

function directAnswers(ctx: Context) {
  const domain = ctx.input.string('domain');
  const countryId = visibilityCountry(ctx.input);
  const params = listParams<DirectAnswer>(ctx.input, DEFAULT_PAGE_MAX, {
    keyword: (r) => r.keyword,
    feature: (r) => r.feature,
    position: (r) => r.position,
    searches: (r) => r.searches,
  });
  if (params.paging.page === 1) chargeTool(ctx, 'direct_answers');
  const rows = targetOf(ctx, domain, countryId)
    .rows.filter((r) => r.position <= 10)
    .flatMap((r): DirectAnswer[] => {
      const g = rng(ctx.state.seed, 'direct', r.keyword_id, countryId);
      if (!g.chance(r.question ? 0.35 : 0.08)) return [];
      const feature = r.question ? g.pick(FEATURES.slice(0, 2)) : g.pick(FEATURES);
      return [
        { keyword: r.keyword, feature, searches: r.metrics.searches, position: r.position, url: r.url },
      ];
    })
    .sort((a, b) => b.searches - a.searches || a.keyword.localeCompare(b.keyword));
  return listReply(ctx, rows, params);
}

// --- domains_ranking/getRankingData -----------------------------------------------------------

/** The ranking lists the first 5000 places of a database. */
const RANKING_PLACES = 5000;
const MATCH_MODES = ['main_domain', 'domain'] as const;
type MatchMode = (typeof MATCH_MODES)[number];

const TLD_OF: Record<number, string> = {
  1: 'pl',
  200: 'pl',
  50: 'cz',
  164: 'sk',
  53: 'dk',
  82: 'hu',
  134: 'nl',
  153: 'ro',
  160: 'se',
};

interface RankingEntry {
  domain: string;
  statistics: { rank: DashboardFigure; visibility: DashboardFigure };
}

/**
 * The sample domains (or, in `domain` mode, their hosts) at the place the dashboard gives them,
 * with the dashboard's visibility; every other place holds a generated domain of the database's TLD
 * whose visibility is the one that place stands for (the inverse of the dashboard's formula).
 */
function buildRanking(seed: string, countryId: number, match: MatchMode): RankingEntry[] {
  const entries: { place: number; entry: RankingEntry }[] = [];
  const taken = new Set<number>();
  const names = new Set<string>();
  for (const registrable of SAMPLE_DOMAINS) {
    const all = rowsFor(seed, registrable, 'topLevelDomain', countryId);
    if (all.length === 0) continue;
    const hosts = match === 'main_domain' ? [registrable] : [...new Set(all.map((r) => r.host))];
    for (const host of hosts) {
      names.add(host);
      const mode: FetchMode = match === 'main_domain' ? 'topLevelDomain' : 'subdomain';
      const recent = domainStats(seed, rowsFor(seed, host, mode, countryId), countryId);
      const previous = scaleStats(recent, previousFactor(seed, mode, host, countryId));
      const place = ranking(recent.visibility);
      if (place < 1 || place > RANKING_PLACES) continue;
      taken.add(place);
      entries.push({
        place,
        entry: {
          domain: host,
          statistics: {
            rank: dashboardFigure(place, ranking(previous.visibility)),
            visibility: dashboardFigure(recent.visibility, previous.visibility),
          },
        },
      });
    }
  }
  const tld = TLD_OF[countryId];
  for (let place = 1; place <= RANKING_PLACES; place++) {
    if (taken.has(place)) continue;
    const r = rng(seed, 'ranking', countryId, place);
    const topic = r.pick(TOPICS);
    let domain = `${r.pick(DOMAIN_PREFIXES)}-${slugify(r.pick(topic.nouns))}.${tld}`;
    if (names.has(domain)) domain = domain.replace(`.${tld}`, `-${place}.${tld}`);
    names.add(domain);
    const visibility = round2(2e7 / place - 10);
    const previous = round2(visibility * previousFactor(seed, 'topLevelDomain', domain, countryId));
    entries.push({
      place,
      entry: {
        domain,
        statistics: {
          rank: dashboardFigure(place, ranking(previous)),
          visibility: dashboardFigure(visibility, previous),
        },
      },
    });
  }
  return entries
    .sort(
      (a, b) =>
        a.place - b.place ||
        b.entry.statistics.visibility.recent_value - a.entry.statistics.visibility.recent_value,
    )
    .map((e) => e.entry);
}

const rankings = new Memo<RankingEntry[]>(20);

function domainsRanking(ctx: Context) {
  const countryId = visibilityCountry(ctx.input);
  const match = ctx.input.choice<MatchMode>('match_mode', MATCH_MODES, 'main_domain');
  const params = listParams<RankingEntry>(ctx.input, DEFAULT_PAGE_MAX, {
    domain: (r) => r.domain,
    visibility: (r) => r.statistics.visibility.recent_value,
    rank: (r) => r.statistics.rank.recent_value,
  });
  if (params.paging.page === 1) chargeTool(ctx, 'domains_ranking');
  const seed = ctx.state.seed;
  const rows = rankings.get(`${seed}|${countryId}|${match}`, () => buildRanking(seed, countryId, match));
  return listReply(ctx, rows, params);
}

const T = 'visibility_analysis/tools';

export const visibilityToolsRoutes: Routes = {
  [`${T}/competitors_analysis/getData`]: post(competitorsAnalysis),
  [`${T}/direct_answers/getData`]: post(directAnswers),
  [`${T}/domains_ranking/getRankingData`]: post(domainsRanking),
};
