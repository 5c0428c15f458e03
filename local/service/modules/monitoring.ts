/** rank_tracker (Monitoring): projects, groups, keywords, positions, snippets, localizations, tools. */
import { isAdministrator } from '../accounts';
import { DAY, isoDate } from '../clock';
import { ctr } from '../domains';
import { DEFAULT_PAGE_MAX, historyDays, listParams, listReply } from '../listing';
import { positionOn, type TrackedKeyword, trackedKeywords } from '../monitoring-data';
import { normalizePhrase } from '../keywords-data';
import { type GroupDef, keywordCount, PROJECTS, type ProjectDef, projectsOf } from '../projects';
import { fail, ok, type Reply } from '../reply';
import { rng } from '../rng';
import { type Context, post, type Routes } from '../route';
import { organicResults } from '../serp-data';
import { chargeTool } from '../serialize';
import { round2 } from '../visibility-stats';
import { SNIPPETS } from '../vocabulary';

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

function projectRecord(ctx: Context, p: ProjectDef) {
  return {
    id: p.id,
    name: p.name,
    domain: p.domain,
    country_id: p.countryId,
    keywords_count: keywordCount(p),
    groups_count: p.groups.length,
    created_at: createdAt(ctx, p),
  };
}

function extendedRecord(ctx: Context, p: ProjectDef) {
  const now = ctx.state.clock.now();
  const today = isoDate(now);
  const positions = trackedKeywords(ctx.state.seed, p).map((k) => ({
    k,
    pos: positionOn(ctx.state.seed, k, today, now),
  }));
  const ranked = positions.filter((x): x is { k: TrackedKeyword; pos: number } => x.pos !== null);
  const visibility = ranked.reduce((sum, x) => sum + x.k.searches * ctr(x.pos), 0);
  const average = ranked.length ? ranked.reduce((s, x) => s + x.pos, 0) / ranked.length : 0;
  return {
    ...projectRecord(ctx, p),
    visibility: round2(visibility),
    average_position: round2(average),
    top3: ranked.filter((x) => x.pos <= 3).length,
    top10: ranked.filter((x) => x.pos <= 10).length,
    top50: ranked.filter((x) => x.pos <= 50).length,
    last_update: today,
  };
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
  return listReply(ctx, rows, params);
}

function positions(ctx: Context): Reply {
  const p = project(ctx);
  const g = group(ctx, p);
  const now = ctx.state.clock.now();
  const days = historyDays(ctx.input, { min: isoDate(now - 6 * DAY), max: isoDate(now) });
  const params = listParams(ctx.input, POSITIONS_PAGE_MAX);
  const rows = keywordsOf(ctx, p, g).map((k) => {
    const series: Record<string, number | null> = {};
    for (const day of days) series[day] = positionOn(ctx.state.seed, k, day, now);
    const last = series[days[days.length - 1]];
    return {
      keyword_id: k.id,
      keyword: k.keyword,
      group_id: k.groupId,
      url: last === null ? null : k.url,
      positions: series,
    };
  });
  return listReply(ctx, rows, params);
}

function snippets(ctx: Context): Reply {
  const p = project(ctx);
  const date = ctx.input.date('date', isoDate(ctx.state.clock.now()));
  const keywords = trackedKeywords(ctx.state.seed, p);
  return ok(
    SNIPPETS.map((snippet, i) => {
      const withSnippet = keywords.filter((k) =>
        rng(ctx.state.seed, 'snippet', snippet, k.id, date).chance(0.1 + i * 0.05),
      );
      const owned = withSnippet.filter((k) => rng(ctx.state.seed, 'owned', snippet, k.id, date).chance(0.3));
      return { snippet, keywords_with_snippet: withSnippet.length, keywords_owned: owned.length };
    }),
  );
}

const LOCALIZATIONS = [
  { id: 1, name: 'Polska', country_id: 1, type: 'country' },
  { id: 1001, name: 'Warszawa', country_id: 1, type: 'city' },
  { id: 1002, name: 'Kraków', country_id: 1, type: 'city' },
  { id: 1003, name: 'Wrocław', country_id: 1, type: 'city' },
  { id: 1004, name: 'Poznań', country_id: 1, type: 'city' },
  { id: 1005, name: 'Gdańsk', country_id: 1, type: 'city' },
  { id: 50, name: 'Česko', country_id: 50, type: 'country' },
  { id: 5001, name: 'Praha', country_id: 50, type: 'city' },
  { id: 164, name: 'Slovensko', country_id: 164, type: 'country' },
  { id: 16401, name: 'Bratislava', country_id: 164, type: 'city' },
] as const;

function localizations(ctx: Context): Reply {
  const countryId = ctx.input.optionalInt('country_id');
  const query = ctx.input.optionalString('query')?.toLowerCase();
  return ok(
    LOCALIZATIONS.filter(
      (l) =>
        (countryId === undefined || l.country_id === countryId) &&
        (!query || l.name.toLowerCase().includes(query)),
    ),
  );
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
    organicResults(ctx.state.seed, keyword.keyword, p.countryId, date, {
      domain: p.domain,
      url: keyword.url,
      position: positionOn(ctx.state.seed, keyword, date, now),
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

function compareDays(ctx: Context): Reply {
  const p = project(ctx);
  const g = group(ctx, p);
  const from = ctx.input.date('date_from');
  const to = ctx.input.date('date_to');
  const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
  if (params.paging.page === 1) chargeTool(ctx, 'compare_days');
  const now = ctx.state.clock.now();
  const rows = keywordsOf(ctx, p, g).map((k) => {
    const a = positionOn(ctx.state.seed, k, from, now);
    const b = positionOn(ctx.state.seed, k, to, now);
    return {
      keyword_id: k.id,
      keyword: k.keyword,
      position_from: a,
      position_to: b,
      diff: a === null || b === null ? null : a - b,
      url: b === null ? null : k.url,
    };
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

export const monitoringRoutes: Routes = {
  [`${M}/projects/getMyActiveProjects`]: post((ctx) =>
    ok(projectsOf(ctx.account.id).map((p) => projectRecord(ctx, p))),
  ),
  [`${M}/projects/getListWithExtendedData`]: post((ctx) => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
    return listReply(
      ctx,
      projectsOf(ctx.account.id).map((p) => extendedRecord(ctx, p)),
      params,
    );
  }),
  [`${M}/projects/refreshPositions`]: post(refreshPositions),
  [`${M}/groups/list`]: post((ctx) => {
    const p = project(ctx);
    return ok(
      p.groups.map((g) => ({ id: g.id, project_id: p.id, name: g.name, keywords_count: g.keywords })),
    );
  }),
  [`${M}/keywords/getProjectKeywords`]: post(projectKeywords),
  [`${M}/dictionary/getLocalizations`]: post(localizations),
  'rank_tracker/reports/positions/getData': post(positions),
  'rank_tracker/reports/snippets/getStatistics': post(snippets),
  'rank_tracker/tools/compare_serp/getData': post(compareSerp),
  'rank_tracker/tools/compare_days/getData': post(compareDays),
};
