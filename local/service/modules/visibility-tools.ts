/**
 * visibility_analysis `tools/*`: competitors analysis, direct answers and the domains ranking. Each
 * run charges one unit of `tools_daily_limit` on page 1, keyed by the full serialized parameter set;
 * none charges the visibility counter.
 */
import { keywordParamsOf } from '../keyword-traits';
import { bareUrl, type DashboardFigure, dashboardFigure, figure } from '../reference-shapes';
import { type FetchMode, parseTarget, type RankingRow, SAMPLE_DOMAINS } from '../domains';
import type { Input } from '../input';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { indexFigures } from '../domain-figures';
import { Memo } from '../memo';
import { type IndexData, indexRows, isScripted, todayOf } from '../ranking';
import { hash32, rng } from '../rng';
import { type Context, post, type Routes } from '../route';
import { chargeTool } from '../serialize';
import { previousFactor, ranking, round2 } from '../visibility-stats';
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
  return { name: t.host, rows: indexRows(ctx.state, t.host, mode, countryId) };
}

// --- competitors_analysis/getData -------------------------------------------------------------

const ANALYSIS_MODES = ['common_keywords', 'missing_keywords'] as const;
const MAX_COMPETITORS = 4;

interface Side {
  name: string;
  /** keyword → its row, only rows inside the side's `gte`..`lte` position range. */
  ranking: Map<string, RankingRow>;
  rows: RankingRow[];
}

function side(ctx: Context, entry: Input, countryId: number): Side {
  const domain = entry.string('domain');
  const lte = entry.bounded('lte', 100, 1, 100);
  const gte = entry.bounded('gte', 1, 1, lte);
  const { name, rows } = targetOf(ctx, domain, countryId);
  const inRange = rows.filter((r) => r.position >= gte && r.position <= lte);
  return { name, rows: inRange, ranking: new Map(inRange.map((r) => [r.keyword, r])) };
}

type AnalysisRow = Record<string, unknown> & { keyword: string; searches: number };

/**
 * A phrase of the analysis as the reference (and the live service) write it: its figures, its keyword
 * parameters, and per compared domain both `"<domain>": {pos, url}` and the flat `<domain>_pos`, `<domain>_url`
 * (null outside the domain's range).
 */
function analysisRow(r: RankingRow, sides: readonly Side[]): AnalysisRow {
  const row: AnalysisRow = {
    keyword: r.keyword,
    cpc: r.metrics.cpc,
    searches: r.metrics.searches,
    trends: r.metrics.trend,
    difficulty: Math.round(r.metrics.competition * 100),
    params: keywordParamsOf(r),
  };
  for (const s of sides) {
    const there = s.ranking.get(r.keyword);
    const pos = there?.position ?? null;
    const url = there ? bareUrl(there.url) : null;
    row[s.name] = { pos, url };
    row[`${s.name}_pos`] = pos;
    row[`${s.name}_url`] = url;
  }
  return row;
}

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
    cpc: (r) => r.cpc as number,
    difficulty: (r) => r.difficulty as number,
  });
  if (params.paging.page === 1) chargeTool(ctx, 'competitors_analysis');
  const sides = [main, ...others];
  const candidates = new Map<string, RankingRow>();
  for (const s of mode === 'common_keywords' ? [main] : others)
    for (const r of s.rows) if (!candidates.has(r.keyword)) candidates.set(r.keyword, r);
  const rows = [...candidates.values()]
    .filter((r) =>
      mode === 'common_keywords'
        ? others.every((s) => s.ranking.has(r.keyword))
        : !main.ranking.has(r.keyword),
    )
    .map((r) => analysisRow(r, sides))
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

/** Technologies a domain may be seen running, with the group the ranking's filters name them by. */
const TECHNOLOGIES: readonly (readonly [string, string])[] = [
  ['Nginx', 'Web servers'],
  ['Apache', 'Web servers'],
  ['PHP', 'Programming languages'],
  ['WordPress', 'CMS'],
  ['WooCommerce', 'Ecommerce'],
  ['PrestaShop', 'Ecommerce'],
  ['Shoper', 'Ecommerce'],
  ['Google Analytics', 'Analytics'],
  ['Google Tag Manager', 'Tag managers'],
  ['Cloudflare', 'CDN'],
  ['React', 'JavaScript frameworks'],
  ['jQuery', 'JavaScript libraries'],
];

interface RankingEntry {
  domain: string;
  category: string;
  /** How much of the domain's visibility its category accounts for, 0–1 (the reference's example: 1). */
  share: number;
  statistics: {
    rank: DashboardFigure;
    visibility: DashboardFigure & { current: number; previous: number };
    top10: DashboardFigure & { current: number; previous: number };
    domain_rank: ReturnType<typeof figure>;
  };
  technologies: string[];
  technologies_new: string[];
  technologies_groups: string[];
}

/**
 * A place of the ranking as the reference writes it: each figure under the dashboard's names
 * (`recent_value`, `older_value`) and, for visibility and TOP10, the reports' (`current`, `previous`) too;
 * `domain_rank` is the place again as a report figure. Category, share and technologies are ours.
 */
function rankingEntry(
  seed: string,
  domain: string,
  recent: { visibility: number; top10: number },
  previous: { visibility: number; top10: number },
): RankingEntry {
  const r = rng(seed, 'ranking-entry', domain);
  const both = (now: number, before: number) => ({
    ...dashboardFigure(now, before),
    current: now,
    previous: before,
  });
  const registrable = parseTarget(domain)?.registrable ?? domain;
  const used = TECHNOLOGIES.filter(() => r.chance(0.35));
  const technologies = used.length ? used : [TECHNOLOGIES[0]];
  const place = ranking(recent.visibility);
  const before = ranking(previous.visibility);
  return {
    domain,
    category: TOPICS[hash32(registrable) % TOPICS.length].category,
    share: round2(0.4 + r.next() * 0.6),
    statistics: {
      rank: dashboardFigure(place, before),
      visibility: both(recent.visibility, previous.visibility),
      top10: both(recent.top10, previous.top10),
      domain_rank: figure(place, before),
    },
    technologies: technologies.map(([name]) => name),
    technologies_new: technologies.filter(() => r.chance(0.1)).map(([name]) => name),
    technologies_groups: [...new Set(technologies.map(([, group]) => group))],
  };
}

/**
 * The sample domains (or, in `domain` mode, their hosts) at the place the dashboard gives them,
 * with the dashboard's visibility; every other place holds a generated domain of the database's TLD
 * whose visibility is the one that place stands for (the inverse of the dashboard's formula).
 */
function buildRanking(data: IndexData, countryId: number, match: MatchMode): RankingEntry[] {
  const { seed } = data;
  const entries: { place: number; entry: RankingEntry }[] = [];
  const taken = new Set<number>();
  const names = new Set<string>();
  for (const registrable of SAMPLE_DOMAINS) {
    const all = indexRows(data, registrable, 'topLevelDomain', countryId);
    if (all.length === 0) continue;
    const hosts = match === 'main_domain' ? [registrable] : [...new Set(all.map((r) => r.host))];
    for (const host of hosts) {
      names.add(host);
      const mode: FetchMode = match === 'main_domain' ? 'topLevelDomain' : 'subdomain';
      // The dashboard's figures of the same query, so both say the same now and at the compared date.
      const { recent, previous } = indexFigures(data, host, mode, countryId);
      const place = ranking(recent.visibility);
      if (place < 1 || place > RANKING_PLACES) continue;
      taken.add(place);
      entries.push({ place, entry: rankingEntry(seed, host, recent, previous) });
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
    const factor = previousFactor(seed, 'topLevelDomain', domain, countryId);
    // About one TOP10 phrase per 15 points of visibility, as the sample domains have.
    const top10 = Math.round(visibility / 15);
    const previous = { visibility: round2(visibility * factor), top10: Math.round(top10 * factor) };
    entries.push({ place, entry: rankingEntry(seed, domain, { visibility, top10 }, previous) });
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
    category: (r) => r.category,
    visibility: (r) => r.statistics.visibility.recent_value,
    rank: (r) => r.statistics.rank.recent_value,
    top10: (r) => r.statistics.top10.recent_value,
  });
  if (params.paging.page === 1) chargeTool(ctx, 'domains_ranking');
  const data = ctx.state;
  // Scripted positions of a sample domain move its visibility, so its place: such a ranking is the day's.
  const scripted = SAMPLE_DOMAINS.some((domain) => isScripted(data, domain, countryId));
  const day = scripted ? `|${data.positions.version}|${todayOf(data)}` : '';
  const rows = rankings.get(`${data.seed}|${countryId}|${match}${day}`, () =>
    buildRanking(data, countryId, match),
  );
  return listReply(ctx, rows, params);
}

const T = 'visibility_analysis/tools';

export const visibilityToolsRoutes: Routes = {
  [`${T}/competitors_analysis/getData`]: post(competitorsAnalysis),
  [`${T}/domains_ranking/getRankingData`]: post(domainsRanking),
};
