/**
 * rank_tracker (Monitoring): projects, groups, keywords, positions, snippets, localizations, tools. Records
 * follow the service's API reference (`official-api-reference.md`); where it shows only a path (compare_serp)
 * the seed spec's shape stands. Lists the reference shows as GETs also answer the seed spec's POST.
 */
import { isAdministrator } from '../accounts';
import { DAY, isoDate } from '../clock';
import { ctr } from '../domains';
import { keywordMetrics, normalizePhrase } from '../keywords-data';
import { DEFAULT_PAGE_MAX, historyDays, keptRows, type ListParams, listParams, listReply } from '../listing';
import { positionOn, type TrackedKeyword, trackedKeywords, trackedPlace } from '../monitoring-data';
import { page } from '../paging';
import { type GroupDef, keywordCount, PROJECTS, type ProjectDef, projectsOf } from '../projects';
import { rowCap } from '../accounts';
import { fail, ok, type Reply } from '../reply';
import { rng } from '../rng';
import { type Context, either, post, type Routes } from '../route';
import { organicResults } from '../serp-data';
import { chargeTool } from '../serialize';
import { round2 } from '../visibility-stats';
import { SERP_FEATURES } from '../vocabulary';

const POSITIONS_PAGE_MAX = 50;
const MAX_COMPARE_DATES = 5;

/**
 * The request's project: one of the account's own, else 418 `Unauthorized access`. An administrator
 * (role_id 1) skips the ownership part on reads: any existing project answers, an unknown id is
 * still unauthorized, and writes (`refreshPositions`) stay owner-only.
 */
function project(ctx: Context, access: 'read' | 'write' = 'read'): ProjectDef {
  const id = ctx.input.int('project_id');
  const visible = access === 'read' && isAdministrator(ctx.account) ? PROJECTS : projectsOf(ctx.account.id);
  const found = visible.find((p) => p.id === id);
  if (!found) throw fail.unauthorized();
  return found;
}

function group(ctx: Context, p: ProjectDef): GroupDef | undefined {
  const id = ctx.input.optionalInt('group_id');
  if (id === undefined) return undefined;
  const found = p.groups.find((g) => g.id === id);
  if (!found) throw fail.unauthorized();
  return found;
}

function keywordsOf(ctx: Context, p: ProjectDef, g: GroupDef | undefined): TrackedKeyword[] {
  const all = trackedKeywords(ctx.state.seed, p);
  return g ? all.filter((k) => k.groupId === g.id) : all;
}

const createdAt = (ctx: Context, p: ProjectDef): string => isoDate(ctx.state.clock.now() - p.ageDays * DAY);

/** A figure of the project list: older and recent value, their difference and its percentage. */
function compared(older: number, recent: number) {
  return {
    older_value: older,
    recent_value: recent,
    diff: round2(recent - older),
    percent: older === 0 ? 0 : round2(((recent - older) / older) * 100),
  };
}

/** The project's figures on a day: visibility, average position and TOP counts of its keywords. */
function dayFigures(ctx: Context, p: ProjectDef, day: string) {
  const now = ctx.state.clock.now();
  const ranked = trackedKeywords(ctx.state.seed, p)
    .map((k) => ({ k, pos: positionOn(ctx.state, k, day, now) }))
    .filter((x): x is { k: TrackedKeyword; pos: number } => x.pos !== null);
  return {
    visibility: round2(ranked.reduce((sum, x) => sum + x.k.searches * ctr(x.pos), 0)),
    average: ranked.length ? round2(ranked.reduce((s, x) => s + x.pos, 0) / ranked.length) : 0,
    top3: ranked.filter((x) => x.pos <= 3).length,
    top10: ranked.filter((x) => x.pos <= 10).length,
    top50: ranked.filter((x) => x.pos <= 50).length,
  };
}

/**
 * The project's visibility by day over `days`, keyed by epoch seconds as the reference shows it, under
 * both spellings the reference sends (`visiblity_chart`, sic, beside `visibility_chart`). A project of
 * an even id also sends the correct spelling keyed by date, so both keyings are read end to end.
 */
function visibilityCharts(ctx: Context, p: ProjectDef, days: readonly string[]) {
  const byDay = days.map((day) => [day, dayFigures(ctx, p, day).visibility] as const);
  const chart = (key: (day: string) => string) => ({
    organic_visibility_history_array: Object.fromEntries(byDay.map(([day, v]) => [key(day), v])),
    organic_visibility_lt_history_array: Object.fromEntries(byDay.map(([day]) => [key(day), null])),
  });
  const epoch = chart((day) => String(Date.parse(day) / 1000));
  return { visiblity_chart: epoch, visibility_chart: p.id % 2 ? epoch : chart((day) => day) };
}

/**
 * A row of `getListWithExtendedData` as the reference shows it: the project under `project` with its ids
 * as numeric strings, the last two days under `dates`, each figure as `{older_value, recent_value, diff,
 * percent}` (the keyword count as numeric strings), and its visibility by day over `days`.
 */
function extendedRecord(ctx: Context, p: ProjectDef, days: readonly string[]) {
  const now = ctx.state.clock.now();
  const [today, yesterday] = [isoDate(now), isoDate(now - DAY)];
  const [a, b] = [dayFigures(ctx, p, yesterday), dayFigures(ctx, p, today)];
  const stamp = (day: string) => ({ timestamp: Date.parse(day) / 1000, formatted: day });
  const count = String(keywordCount(p));
  return {
    project: {
      id: String(p.id),
      status: '1',
      user_id: String(p.ownerId),
      tags: [],
      country_id: String(p.countryId),
      name: p.name,
      domain: p.domain,
      path: '',
      created: createdAt(ctx, p),
      last_update: today,
      is_owner: true,
    },
    dates: { last_date: stamp(today), previous_data: stamp(yesterday) },
    statistics: {
      avg_pos: compared(a.average, b.average),
      organic_visibility: compared(a.visibility, b.visibility),
      top3: compared(a.top3, b.top3),
      top10: compared(a.top10, b.top10),
      top50: compared(a.top50, b.top50),
      keywords_count: { older_value: count, recent_value: count, diff: 0, percent: 0 },
    },
    ...visibilityCharts(ctx, p, days),
  };
}

/** A rank-tracker list: paged like the others, with `pagination.limit` null as the reference shows. */
function trackerList<Row>(ctx: Context, rows: readonly Row[], params: ListParams<Row>): Reply {
  const { data, pagination } = page(keptRows(rows, params), params.paging, rowCap(ctx.account));
  return ok(data, { ...pagination, limit: null });
}

interface KeywordRecord {
  id: number;
  keyword: string;
  group_id: number;
  group_name: string;
  searches: number;
  localization_id: number | null;
  created_at: string;
}

function projectKeywords(ctx: Context): Reply {
  const p = project(ctx);
  const g = group(ctx, p);
  const params = listParams<KeywordRecord>(ctx.input, DEFAULT_PAGE_MAX, {
    keyword: (r) => r.keyword,
    searches: (r) => r.searches,
  });
  const created = createdAt(ctx, p);
  const rows = keywordsOf(ctx, p, g).map(
    (k): KeywordRecord => ({
      id: k.id,
      keyword: k.keyword,
      group_id: k.groupId,
      group_name: k.groupName,
      searches: k.searches,
      localization_id: k.localizationId,
      created_at: created,
    }),
  );
  return trackerList(ctx, rows, params);
}

/** Every keyword, those that moved up or down, or one keyword (`keyword_id`) with its Search Console figures. */
type Selection = 'all' | 'wins' | 'losses' | 'keyword';

/**
 * Positions of the monitored keywords over `date_min`..`date_max` in the reference's record: `current` is the
 * last day's position, `previous` the first day's, `positions` the days in between (null: outside the
 * TOP100). `diff` is sent as current minus previous, the sign a position delta has on the wire; clients are
 * told to compute the change themselves. `getData/wins` and `getData/losses` keep the keywords that moved up
 * or down; `getKeywordPositions` answers one keyword's record (our choice: asked by `keyword_id`) with `gsc`
 * figures.
 */
function positions(selection: Selection) {
  return (ctx: Context): Reply => {
    const p = project(ctx);
    const g = group(ctx, p);
    const only = selection === 'keyword' ? ctx.input.int('keyword_id') : undefined;
    const now = ctx.state.clock.now();
    const days = historyDays(ctx.input, { min: isoDate(now - 6 * DAY), max: isoDate(now) });
    const params = listParams(ctx.input, POSITIONS_PAGE_MAX);
    const keywords = keywordsOf(ctx, p, g).filter((k) => only === undefined || k.id === only);
    if (only !== undefined && !keywords.length) throw fail.unauthorized();
    const rows = keywords.flatMap((k) => {
      const series: Record<string, number | null> = {};
      for (const day of days) series[day] = positionOn(ctx.state, k, day, now);
      const last = trackedPlace(ctx.state, k, days[days.length - 1], now);
      const current = last.position;
      const previous = series[days[0]];
      const moved = current === null || previous === null ? 0 : previous - current;
      if ((selection === 'wins' && moved <= 0) || (selection === 'losses' && moved >= 0)) return [];
      const { cpc } = keywordMetrics(ctx.state.seed, k.keyword, p.countryId);
      const url = current === null ? null : last.url;
      const visibility = current === null ? 0 : round2(k.searches * ctr(current));
      return [
        {
          id: String(k.id),
          kid: `kw${k.id}`,
          status: 'complete',
          keyword: k.keyword,
          url,
          searches: String(k.searches),
          cpc,
          organic_visibility: visibility,
          current_position: current === null ? null : String(current),
          positions: series,
          updated: { date: isoDate(now), timestamp: Math.floor(now / 1000) },
          statistics: {
            position: {
              current,
              previous,
              diff: current === null || previous === null ? 0 : current - previous,
            },
            visibility: { current: visibility },
            cpc: { current: cpc },
            searches: { current: String(k.searches) },
            url: { current: url },
          },
          ...(only === undefined ? {} : { gsc: searchConsole(ctx, k, current) }),
        },
      ];
    });
    return listReply(ctx, rows, params);
  };
}

/** The snippets on a keyword's SERP on a day. */
function snippetsOf(seed: string, keywordId: number, day: string): string[] {
  return SERP_FEATURES.filter((snippet, i) =>
    rng(seed, 'snippet', snippet, keywordId, day).chance(0.05 + (i % 5) * 0.05),
  );
}

/**
 * Per SERP feature, how many of `keywords` show it on `day` (`all`) and how many of those the project
 * holds (`visible`): the figures of REST's snippet report and of the tool server's alike.
 */
export function snippetCounts(seed: string, keywords: readonly TrackedKeyword[], day: string) {
  return SERP_FEATURES.map((snippet) => {
    const withSnippet = keywords.filter((k) => snippetsOf(seed, k.id, day).includes(snippet));
    const owned = withSnippet.filter((k) => rng(seed, 'owned', snippet, k.id, day).chance(0.3));
    return { snippet, all: withSnippet.length, visible: owned.length };
  });
}

/**
 * Per day of `date_min`..`date_max` (keyed by date, as the reference shows), how many of the project's
 * keywords had each SERP feature.
 */
function snippetHistory(ctx: Context): Reply {
  const p = project(ctx);
  const now = ctx.state.clock.now();
  const days = historyDays(ctx.input, { min: isoDate(now - 6 * DAY), max: isoDate(now) });
  const keywords = trackedKeywords(ctx.state.seed, p);
  return ok(
    Object.fromEntries(
      days.map((day) => [
        day,
        Object.fromEntries(snippetCounts(ctx.state.seed, keywords, day).map((c) => [c.snippet, c.all])),
      ]),
    ),
  );
}

/** Search Console figures of a keyword over the last weeks, consistent with its position. */
function searchConsole(ctx: Context, k: TrackedKeyword, position: number | null) {
  const views = Math.round(k.searches * (0.2 + rng(ctx.state.seed, 'gsc', k.id).next()));
  const clicks = position === null ? 0 : Math.round(views * ctr(position));
  return {
    gsc_clicks_sum: clicks,
    gsc_views_sum: views,
    gsc_ctr_avg: views ? Math.round((clicks / views) * 10000) / 10000 : 0,
    gsc_position_avg: position ?? 0,
  };
}

/**
 * Snippet statistics on a day, keyed by snippet type as the reference shows: the keywords whose SERP had
 * the snippet (`all_keywords`) and those where the project was in it (`visible_keywords`), on the day and
 * the day before, with `serp_coverage` as a numeric string.
 */
function snippets(ctx: Context): Reply {
  const p = project(ctx);
  const date = ctx.input.date('date', isoDate(ctx.state.clock.now()));
  const before = isoDate(Date.parse(date) - DAY);
  const keywords = trackedKeywords(ctx.state.seed, p);
  const [today, yesterday] = [date, before].map((day) => snippetCounts(ctx.state.seed, keywords, day));
  const change = (recent: number, previous: number) => ({
    recent,
    previous,
    diff: recent - previous,
    diff_percent: previous === 0 ? 0 : round2(((recent - previous) / previous) * 100),
  });
  const data: Record<string, unknown> = {};
  today.forEach((now, i) => {
    const { snippet } = now;
    const then = yesterday[i];
    data[snippet] = {
      serp_coverage: keywords.length ? ((now.all / keywords.length) * 100).toFixed(2) : '0.00',
      snippet,
      all_keywords: change(now.all, then.all),
      visible_keywords: change(now.visible, then.visible),
    };
  });
  return ok(data);
}

const LOCALIZATIONS = [
  { id: 1, name: 'Polska', country_id: 1, type: 'Country', canonical: 'Poland' },
  {
    id: 1001,
    name: 'Warszawa',
    country_id: 1,
    type: 'City',
    canonical: 'Warsaw,Masovian Voivodeship,Poland',
  },
  {
    id: 1002,
    name: 'Kraków',
    country_id: 1,
    type: 'City',
    canonical: 'Krakow,Lesser Poland Voivodeship,Poland',
  },
  {
    id: 1003,
    name: 'Wrocław',
    country_id: 1,
    type: 'City',
    canonical: 'Wroclaw,Lower Silesian Voivodeship,Poland',
  },
  {
    id: 1004,
    name: 'Poznań',
    country_id: 1,
    type: 'City',
    canonical: 'Poznan,Greater Poland Voivodeship,Poland',
  },
  {
    id: 1005,
    name: 'Gdańsk',
    country_id: 1,
    type: 'City',
    canonical: 'Gdansk,Pomeranian Voivodeship,Poland',
  },
  { id: 50, name: 'Česko', country_id: 50, type: 'Country', canonical: 'Czechia' },
  { id: 5001, name: 'Praha', country_id: 50, type: 'City', canonical: 'Prague,Prague,Czechia' },
  { id: 164, name: 'Slovensko', country_id: 164, type: 'Country', canonical: 'Slovakia' },
  {
    id: 16401,
    name: 'Bratislava',
    country_id: 164,
    type: 'City',
    canonical: 'Bratislava,Bratislava Region,Slovakia',
  },
] as const;

/** Locations of a country (`country_id`), narrowed by `query` (our addition) on the name. */
function localizations(ctx: Context): Reply {
  const countryId = ctx.input.optionalInt('country_id');
  const query = ctx.input.optionalString('query')?.toLowerCase();
  const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
  const rows = LOCALIZATIONS.filter(
    (l) =>
      (countryId === undefined || l.country_id === countryId) &&
      (!query || l.name.toLowerCase().includes(query)),
  ).map((l) => ({ ...l, _locale: 'pl_PL' }));
  return trackerList(ctx, rows, params);
}

interface CompareCell {
  position: number;
  domain: string;
  url: string;
  diff?: number;
}

function compareDates(ctx: Context): string[] {
  return ctx.input.objects('compareDates', MAX_COMPARE_DATES).map((entry) => entry.date('date'));
}

function compareSerp(ctx: Context): Reply {
  const p = project(ctx);
  const name = normalizePhrase(ctx.input.string('keyword'));
  const depth = ctx.input.bounded('position', 10, 1, 100);
  const dates = compareDates(ctx);
  const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
  const keyword = trackedKeywords(ctx.state.seed, p).find((k) => normalizePhrase(k.keyword) === name);
  if (!keyword) throw fail.rule('keyword', 'exists', 'Keyword does not exist in the project');
  if (params.paging.page === 1) chargeTool(ctx, 'compare_serp');
  const now = ctx.state.clock.now();
  const serps = dates.map((date) =>
    organicResults(ctx.state, keyword.keyword, p.countryId, date, {
      domain: p.domain,
      ...trackedPlace(ctx.state, keyword, date, now),
    }),
  );
  const first = new Map(serps[0].map((e) => [e.domain, e.position]));
  const rows = Array.from({ length: depth }, (_, slot) => {
    const row: Record<string, number | CompareCell> = { position: slot + 1 };
    dates.forEach((date, d) => {
      const e = serps[d][slot];
      const cell: CompareCell = { position: e.position, domain: e.domain, url: e.url };
      const before = first.get(e.domain);
      if (d > 0 && before !== undefined) cell.diff = before - e.position;
      row[date] = cell;
    });
    return row;
  });
  return listReply(ctx, rows, params);
}

/** The days `compare_days` compares: the reference's `compareDates`, or the pair `date_from`, `date_to`. */
function compareDaysDates(ctx: Context): string[] {
  if (ctx.input.has('compareDates')) return compareDates(ctx);
  return [ctx.input.date('date_from'), ctx.input.date('date_to')];
}

/**
 * Every monitored keyword with `{pos, url}` under each compared day (`is_grown` from the second on), as the
 * reference shows; searches as a numeric string.
 */
function compareDays(ctx: Context): Reply {
  const p = project(ctx);
  const g = group(ctx, p);
  const dates = compareDaysDates(ctx);
  const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
  if (params.paging.page === 1) chargeTool(ctx, 'compare_days');
  const now = ctx.state.clock.now();
  const rows = keywordsOf(ctx, p, g).map((k) => {
    const row: Record<string, unknown> = {
      kid: `kw${k.id}`,
      keyword: k.keyword,
      searches: String(k.searches),
      cpc: keywordMetrics(ctx.state.seed, k.keyword, p.countryId).cpc,
      snippets: snippetsOf(ctx.state.seed, k.id, dates[dates.length - 1]),
    };
    let before: number | null = null;
    dates.forEach((date, i) => {
      const { position: pos, url } = trackedPlace(ctx.state, k, date, now);
      const cell: Record<string, unknown> = { pos, url: pos === null ? null : url };
      if (i > 0) cell.is_grown = pos !== null && (before === null || pos < before);
      row[date] = cell;
      before = pos;
    });
    return row;
  });
  return listReply(ctx, rows, params);
}

/** A manual refresh of a project's positions: one unit of the daily refresh counter each time. */
function refreshPositions(ctx: Context): Reply {
  const p = project(ctx, 'write');
  ctx.state.quota.charge(ctx.account, 'monitoring_daily_keywords_refreshes', null);
  return ok({
    project_id: p.id,
    keywords_count: keywordCount(p),
    refreshed_at: new Date(ctx.state.clock.now()).toISOString(),
  });
}

const M = 'rank_tracker/management';
const R = 'rank_tracker/reports';

export const monitoringRoutes: Routes = {
  [`${M}/projects/getMyActiveProjects`]: either((ctx) =>
    ok(projectsOf(ctx.account.id).map((p) => ({ id: p.id, domain: p.domain, name: p.name }))),
  ),
  [`${M}/projects/getListWithExtendedData`]: either((ctx) => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
    const now = ctx.state.clock.now();
    const days = historyDays(ctx.input, { min: isoDate(now - 6 * DAY), max: isoDate(now) });
    const rows = projectsOf(ctx.account.id).map((p) => extendedRecord(ctx, p, days));
    const { data, pagination } = page(rows, params.paging, rowCap(ctx.account));
    return ok(data, { ...pagination, count: String(pagination.count) });
  }),
  [`${M}/projects/refreshPositions`]: post(refreshPositions),
  [`${M}/keywords/refresh`]: post((ctx) => {
    refreshPositions(ctx);
    return ok([]);
  }),
  [`${M}/projects/getMyGroupsInProject`]: either((ctx) => {
    const p = project(ctx);
    const all = { id: 0, name: 'Project keywords', count: keywordCount(p) };
    return ok([all, ...p.groups.map((g) => ({ id: g.id, name: g.name, count: g.keywords }))]);
  }),
  [`${M}/groups/list`]: either((ctx) => {
    const p = project(ctx);
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
    const rows = p.groups.map((g) => ({
      id: g.id,
      name: g.name,
      is_dynamic: 0,
      keywords_number: g.keywords,
    }));
    return trackerList(ctx, rows, params);
  }),
  [`${R}/keywords/getProjectKeywords`]: post(projectKeywords),
  [`${M}/keywords/getProjectKeywords`]: post(projectKeywords),
  'rank_tracker/dictionary/project/getLocalizations': either(localizations),
  [`${M}/dictionary/getLocalizations`]: either(localizations),
  [`${R}/positions/getData`]: post(positions('all')),
  [`${R}/positions/getData/wins`]: post(positions('wins')),
  [`${R}/positions/getData/losses`]: post(positions('losses')),
  [`${R}/positions/getKeywordPositions`]: post(positions('keyword')),
  [`${R}/snippets/getStatistics`]: post(snippets),
  [`${R}/snippets/getHistory`]: post(snippetHistory),
  'rank_tracker/tools/compare_serp/getData': post(compareSerp),
  'rank_tracker/tools/compare_days/getData': post(compareDays),
};
