/**
 * Monitoring (rank tracker) tools: the account's projects, groups, tracked keywords, daily positions and
 * snippet statistics, from the same project definitions and position generator as REST. All free.
 */
import { isAdministrator } from '../../service/accounts';
import { DAY, daysBetween, isoDate } from '../../service/clock';
import {
  positionOn,
  projectStanding,
  trackedPlace,
  projectSummary,
  type TrackedKeyword,
  trackedKeywords,
} from '../../service/monitoring-data';
import { PROJECTS, type ProjectDef, projectsOf } from '../../service/projects';
import { round2 } from '../../service/visibility-stats';
import { snippetCounts } from '../../service/modules/monitoring';
import { date, detailLevel, groupId, limit, page, projectId } from '../inputs';
import { listAnswer, type Tool, ToolError, type ToolContext, tool, trim } from '../tool';

/** Positions are kept for the last 90 days. */
const TRACKED_DAYS = 90;
const POSITION_PAGE_MAX = 50;

/** The account's project (an administrator reads any existing one, as over REST). */
function project(ctx: ToolContext, id: number): ProjectDef {
  const visible = isAdministrator(ctx.account) ? PROJECTS : projectsOf(ctx.account.id);
  const found = visible.find((p) => p.id === id);
  if (!found)
    throw new ToolError(
      `project_id ${id} is not a project of this account; rt_get_active_projects lists them.`,
    );
  return found;
}

function keywordsOf(ctx: ToolContext, p: ProjectDef, groupIdArg: number | undefined): TrackedKeyword[] {
  const all = trackedKeywords(ctx.state.seed, p);
  if (groupIdArg === undefined) return all;
  if (!p.groups.some((g) => g.id === groupIdArg))
    throw new ToolError(
      `group_id ${groupIdArg} is not a group of project ${p.id}; rt_list_groups lists them.`,
    );
  return all.filter((k) => k.groupId === groupIdArg);
}

const createdOn = (ctx: ToolContext, p: ProjectDef): string =>
  isoDate(ctx.state.clock.now() - p.ageDays * DAY);

const projectRecord = (ctx: ToolContext, p: ProjectDef) => projectSummary(p, ctx.state.clock.now());

const projectLevels = {
  summary: ['id', 'name', 'domain'],
  standard: ['id', 'name', 'domain', 'country_id', 'keywords_count', 'groups_count'],
} as const;

const rtGetActiveProjects = tool({
  name: 'rt_get_active_projects',
  title: 'Monitoring projects',
  description:
    'The account’s active monitoring projects: id, name, domain, market, keyword and group counts.',
  input: { detail_level: detailLevel },
  run: (ctx, args) => ({
    records: projectsOf(ctx.account.id).map((p) =>
      trim(projectRecord(ctx, p), args.detail_level, projectLevels),
    ),
  }),
});

const rtGetProjectsList = tool({
  name: 'rt_get_projects_list',
  title: 'Monitoring projects with today’s figures',
  description:
    'The account’s monitoring projects with today’s standing: visibility, average position, TOP3/TOP10/TOP50 counts.',
  input: { page, limit: limit(100), detail_level: detailLevel },
  run: (ctx, args) =>
    listAnswer(
      ctx,
      projectsOf(ctx.account.id).map((p) => ({
        ...projectRecord(ctx, p),
        ...projectStanding(ctx.state, p, ctx.state.clock.now()),
      })),
      args,
      {
        summary: ['id', 'name', 'visibility', 'average_position'],
        standard: [
          'id',
          'name',
          'domain',
          'keywords_count',
          'visibility',
          'average_position',
          'top3',
          'top10',
          'top50',
        ],
      },
    ),
});

const rtListGroups = tool({
  name: 'rt_list_groups',
  title: 'Keyword groups of a project',
  description: 'The keyword groups of a monitoring project: id, name, number of keywords.',
  input: { project_id: projectId, detail_level: detailLevel },
  run: (ctx, args) => {
    const p = project(ctx, args.project_id);
    return {
      project_id: p.id,
      records: p.groups.map((g) =>
        trim({ id: g.id, name: g.name, keywords_count: g.keywords, project_id: p.id }, args.detail_level, {
          summary: ['id', 'name'],
          standard: ['id', 'name', 'keywords_count'],
        }),
      ),
    };
  },
});

const rtGetProjectKeywords = tool({
  name: 'rt_get_project_keywords',
  title: 'Keywords of a project',
  description:
    'The keywords a monitoring project tracks (optionally one group): id, phrase, group, searches, location.',
  input: { project_id: projectId, group_id: groupId, page, limit: limit(100), detail_level: detailLevel },
  run: (ctx, args) => {
    const p = project(ctx, args.project_id);
    const records = keywordsOf(ctx, p, args.group_id).map((k) => ({
      id: k.id,
      keyword: k.keyword,
      group_id: k.groupId,
      group_name: k.groupName,
      searches: k.searches,
      localization_id: k.localizationId,
      created_at: createdOn(ctx, p),
    }));
    return {
      project_id: p.id,
      ...listAnswer(ctx, records, args, {
        summary: ['id', 'keyword'],
        standard: ['id', 'keyword', 'group_id', 'group_name', 'searches'],
      }),
    };
  },
});

const rtGetPositionData = tool({
  name: 'rt_get_position_data',
  title: 'Daily positions of a project',
  description:
    'Daily positions of a project’s keywords over a date range (default: the last 7 days; positions exist for the last 90), null outside the TOP100. Pages of up to 50 keywords.',
  input: {
    project_id: projectId,
    group_id: groupId,
    date_min: date('First day, YYYY-MM-DD.'),
    date_max: date('Last day, YYYY-MM-DD (default today).'),
    page,
    limit: limit(POSITION_PAGE_MAX),
    detail_level: detailLevel,
  },
  run: (ctx, args) => {
    const p = project(ctx, args.project_id);
    const now = ctx.state.clock.now();
    const min = args.date_min ?? isoDate(now - 6 * DAY);
    const max = args.date_max ?? isoDate(now);
    if (min > max) throw new ToolError(`date_min (${min}) is after date_max (${max}).`);
    const days = daysBetween(min, max);
    if (days.length > TRACKED_DAYS)
      throw new ToolError(`Positions are kept for ${TRACKED_DAYS} days; the range has ${days.length}.`);
    const records = keywordsOf(ctx, p, args.group_id).map((k) => {
      const positions: Record<string, number | null> = {};
      for (const day of days) positions[day] = positionOn(ctx.state, k, day, now);
      const ranked = Object.values(positions).filter((v): v is number => v !== null);
      const { position: last, url } = trackedPlace(ctx.state, k, days[days.length - 1], now);
      return {
        keyword_id: k.id,
        keyword: k.keyword,
        position: last,
        group_id: k.groupId,
        url: last === null ? null : url,
        positions,
        group_name: k.groupName,
        searches: k.searches,
        best_position: ranked.length ? Math.min(...ranked) : null,
        average_position: ranked.length ? round2(ranked.reduce((a, b) => a + b, 0) / ranked.length) : null,
      };
    });
    return {
      project_id: p.id,
      date_min: min,
      date_max: max,
      ...listAnswer(
        ctx,
        records,
        args,
        {
          summary: ['keyword_id', 'keyword', 'position'],
          standard: ['keyword_id', 'keyword', 'position', 'group_id', 'url', 'positions'],
        },
        POSITION_PAGE_MAX,
      ),
    };
  },
});

const rtGetSnippetsStatistics = tool({
  name: 'rt_get_snippets_statistics',
  title: 'SERP features of a project',
  description:
    'For each SERP feature (featured snippet, local pack, images…): how many of the project’s keywords show it on a day (default today) and how many of those the project’s domain owns.',
  input: {
    project_id: projectId,
    date: date('The day, YYYY-MM-DD (default today).'),
    detail_level: detailLevel,
  },
  run: (ctx, args) => {
    const p = project(ctx, args.project_id);
    const day = args.date ?? isoDate(ctx.state.clock.now());
    const keywords = trackedKeywords(ctx.state.seed, p);
    // REST's report's counts, so both doors count the same keywords for the same features.
    const records = snippetCounts(ctx.state.seed, keywords, day).map(({ snippet, all, visible }) => ({
      snippet,
      keywords_with_snippet: all,
      keywords_owned: visible,
      share: round2(all / (keywords.length || 1)),
    }));
    return {
      project_id: p.id,
      date: day,
      records: records.map((r) =>
        trim(r, args.detail_level, {
          summary: ['snippet', 'keywords_with_snippet'],
          standard: ['snippet', 'keywords_with_snippet', 'keywords_owned'],
        }),
      ),
    };
  },
});

export const monitoringTools: Tool[] = [
  rtGetActiveProjects,
  rtGetProjectsList,
  rtListGroups,
  rtGetProjectKeywords,
  rtGetPositionData,
  rtGetSnippetsStatistics,
];
