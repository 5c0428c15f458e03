/** SERP analysis tasks (create, check, list, refresh) and the nine reports read from a finished task. */
import { SECOND } from '../clock';
import { keywordMetrics, normalizePhrase } from '../keywords-data';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { fail, ok, type Reply } from '../reply';
import { rng } from '../rng';
import { type Context, get, post, type Routes } from '../route';
import { organicResults } from '../serp-data';
import type { OwnedTask } from '../tasks';
import { keywordCountry } from './countries';
import { groups, questions, related, suggestions } from './keywords';

export interface SerpTask extends OwnedTask {
  keyword: string;
  countryId: number;
  /** Creation or last refresh: readiness is measured from here. */
  startedAt: number;
}

const SERP_READY_MS = 60 * SECOND;
const KEYWORDS_READY_MS = 180 * SECOND;

export function progress(ctx: Context, task: SerpTask) {
  const elapsed = ctx.state.clock.now() - task.startedAt;
  return {
    has_serp_data: elapsed >= SERP_READY_MS,
    has_keywords_analysis_data: elapsed >= KEYWORDS_READY_MS,
  };
}

function record(ctx: Context, task: SerpTask) {
  return {
    id: task.id,
    keyword: task.keyword,
    country_id: task.countryId,
    created_at: new Date(task.createdAt).toISOString(),
    progress: progress(ctx, task),
  };
}

/**
 * The account's analysis of a phrase in a market: the one it already has (nothing charged), else a new
 * one once `charge` has taken its SERP unit. REST and the tool server start analyses here.
 */
export function startAnalysis(
  ctx: Context,
  keyword: string,
  countryId: number,
  charge: () => void,
): { task: SerpTask; created: boolean } {
  const norm = normalizePhrase(keyword);
  const existing = ctx.state.serp.find(
    ctx.account.id,
    (t) => normalizePhrase(t.keyword) === norm && t.countryId === countryId,
  );
  if (existing) return { task: existing, created: false };
  charge();
  const now = ctx.state.clock.now();
  const task = ctx.state.serp.add((id) => ({
    id,
    ownerId: ctx.account.id,
    createdAt: now,
    startedAt: now,
    keyword,
    countryId,
  }));
  return { task, created: true };
}

function create(ctx: Context): Reply {
  const { task } = startAnalysis(ctx, ctx.input.string('keyword'), keywordCountry(ctx.input), () =>
    ctx.state.quota.charge(ctx.account, 'serp_analysis_daily_limit', null),
  );
  return ok(record(ctx, task));
}

function refresh(ctx: Context): Reply {
  const task = ctx.state.serp.get(ctx.account.id, ctx.input.optionalInt('task_id'));
  ctx.state.quota.charge(ctx.account, 'serp_analysis_daily_limit', null);
  task.startedAt = ctx.state.clock.now();
  return ok(record(ctx, task));
}

/** The finished task a report reads; `Unfinished task` until both flags are true. */
function finished(ctx: Context): SerpTask {
  const task = ctx.state.serp.get(ctx.account.id, ctx.input.optionalInt('task_id'));
  const p = progress(ctx, task);
  if (!p.has_serp_data || !p.has_keywords_analysis_data) throw fail.unfinished();
  return task;
}

function listReport<Row>(build: (ctx: Context, task: SerpTask) => Row[]) {
  return post((ctx) => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
    const task = finished(ctx);
    return listReply(ctx, build(ctx, task), params);
  }, 'serp');
}

const top10 = (ctx: Context, task: SerpTask) =>
  organicResults(
    ctx.state.seed,
    task.keyword,
    task.countryId,
    new Date(task.startedAt).toISOString().slice(0, 10),
  ).slice(0, 10);

function contentStatistics(ctx: Context, task: SerpTask) {
  const norm = normalizePhrase(task.keyword);
  return top10(ctx, task).map((e) => {
    const r = rng(ctx.state.seed, 'content', e.url);
    return {
      position: e.position,
      url: e.url,
      words: r.int(300, 4000),
      headings: r.int(3, 40),
      images: r.int(0, 30),
      links_internal: r.int(10, 200),
      links_external: r.int(0, 30),
      keyword_in_title: e.title.toLowerCase().includes(norm) && r.chance(0.8),
    };
  });
}

function topicLeaders(ctx: Context, task: SerpTask) {
  return top10(ctx, task).map((e) => {
    const r = rng(ctx.state.seed, 'leader', task.keyword, e.domain);
    const keywords = r.int(50, 20000);
    return {
      domain: e.domain,
      visibility: Math.round(keywords * r.next() * 300) / 100,
      keywords,
      urls_in_top10: r.int(1, 40),
    };
  });
}

const S = 'serp_analysis/reports';
const M = 'tasks/management/serp_analysis';

export const serpRoutes: Routes = {
  [`${M}/create`]: post(create, 'serp'),
  [`${M}/check`]: get(
    (ctx) => ok(record(ctx, ctx.state.serp.get(ctx.account.id, ctx.input.optionalInt('task_id')))),
    'serp',
  ),
  [`${M}/list`]: post((ctx) => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
    return listReply(
      ctx,
      ctx.state.serp.list(ctx.account.id).map((t) => record(ctx, t)),
      params,
    );
  }, 'serp'),
  [`${M}/refresh`]: post(refresh, 'serp'),
  [`${S}/urls/getList`]: listReport((ctx, task) =>
    top10(ctx, task).map(({ position, url, domain, title, description }) => ({
      position,
      url,
      domain,
      title,
      description,
    })),
  ),
  [`${S}/content/getStatistics`]: listReport(contentStatistics),
  [`${S}/keyword/getStatistics`]: post((ctx) => {
    const task = finished(ctx);
    const { searches, cpc, competition, trend } = keywordMetrics(
      ctx.state.seed,
      task.keyword,
      task.countryId,
    );
    const resultsCount = rng(ctx.state.seed, 'results', task.keyword).int(10000, 90000000);
    return ok({ keyword: task.keyword, searches, cpc, competition, trend, results_count: resultsCount });
  }, 'serp'),
  [`${S}/keyword/getCompetitorsNumber`]: post((ctx) => {
    const task = finished(ctx);
    return ok({
      keyword: task.keyword,
      competitors_number: rng(ctx.state.seed, 'competitors', task.keyword).int(5, 400),
    });
  }, 'serp'),
  [`${S}/keyword/getTopicLeaders`]: listReport(topicLeaders),
  [`${S}/keyword/getGroups`]: listReport((ctx, task) => groups(ctx, task.keyword, task.countryId)),
  [`${S}/keyword/getQuestions`]: listReport((ctx, task) =>
    questions(ctx, task.keyword, task.countryId).map(({ keyword, searches }) => ({ keyword, searches })),
  ),
  [`${S}/keyword/getRelatedKeywords`]: listReport((ctx, task) =>
    suggestions(ctx, task.keyword, task.countryId).map(({ keyword, searches, cpc }) => ({
      keyword,
      searches,
      cpc,
    })),
  ),
  [`${S}/keyword/getKeywordsPropositions`]: listReport((ctx, task) =>
    related(ctx, task.keyword, task.countryId).map(({ keyword, searches, cpc, relevance }) => ({
      keyword,
      searches,
      cpc,
      relevance,
    })),
  ),
};
