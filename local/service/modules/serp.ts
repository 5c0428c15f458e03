/**
 * SERP analysis tasks (create, check, list, refresh) and the nine reports read from a finished task, in the
 * records of the service's API reference. The reference shows no `list` and no `refresh`: the list answers
 * the check's record under the crawl lists' paging, GET or POST; refresh answers the create's record.
 */
import { SECOND } from '../clock';
import { keywordMetrics, normalizePhrase } from '../keywords-data';
import { rowCap } from '../accounts';
import { DEFAULT_PAGE_MAX, type ListParams, listParams, listReply } from '../listing';
import { page } from '../paging';
import { fail, ok, type Reply } from '../reply';
import { type Context, either, get, post, type Routes } from '../route';
import { hash32, rng } from '../rng';
import { analysedTop10, type SerpEntry } from '../serp-data';
import type { SerpTask } from '../tasks';
import { keywordCountry } from './countries';
import { groups, questions, related, suggestions } from './keywords';

const SERP_READY_MS = 60 * SECOND;
const KEYWORDS_READY_MS = 180 * SECOND;

export function progress(ctx: Context, task: SerpTask) {
  const elapsed = ctx.state.clock.now() - task.startedAt;
  return {
    has_serp_data: elapsed >= SERP_READY_MS,
    has_keywords_analysis_data: elapsed >= KEYWORDS_READY_MS,
  };
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * A task as `check` answers it: the phrase under `data` and `raw_request` (the country as a numeric string
 * there), times in Unix seconds, readiness in `progress`. `status` reads `crawling` until both flags are set.
 */
function record(ctx: Context, task: SerpTask) {
  const p = progress(ctx, task);
  const done = p.has_serp_data && p.has_keywords_analysis_data;
  return {
    id: task.id,
    user_id: task.ownerId,
    status: done ? 'completed' : 'crawling',
    country_id: task.countryId,
    is_read: 0,
    type: 'serp_analysis',
    hash: hash32(`${task.keyword}|${task.countryId}`).toString(16),
    data: { keyword: task.keyword },
    raw_request: { keyword: task.keyword, country_id: String(task.countryId) },
    created: seconds(task.createdAt),
    completed: done ? seconds(task.startedAt + KEYWORDS_READY_MS) : null,
    progress: p,
  };
}

/** `create` and `refresh` answer the record without owner and hash, and say whether a refresh is possible. */
function created(ctx: Context, task: SerpTask) {
  const { user_id, hash, ...rest } = record(ctx, task);
  return { ...rest, refreshable: rest.status === 'completed' };
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
  return ok(created(ctx, task));
}

function refresh(ctx: Context): Reply {
  const task = ctx.state.serp.get(ctx.account.id, ctx.input.optionalInt('task_id'));
  ctx.state.quota.charge(ctx.account, 'serp_analysis_daily_limit', null);
  task.startedAt = ctx.state.clock.now();
  return ok(created(ctx, task));
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

const top10 = (ctx: Context, task: SerpTask) => analysedTop10(ctx.state, task);

/** The registrable domain: the last two labels, three under a second-level `.com.pl`-like suffix. */
function mainDomain(domain: string): string {
  const labels = domain.split('.');
  const keep = /^(com|net|org|co)$/.test(labels[labels.length - 2] ?? '') ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** What the analysis read off each result page, as `urls/getList` nests it under `content`. */
function measured(ctx: Context, task: SerpTask, e: SerpEntry) {
  const r = rng(ctx.state.seed, 'content', e.url);
  const headings = (n: number, level: number) =>
    Array.from({ length: n }, (_, i) => `${task.keyword} ${level === 1 ? '' : `– część ${i + 1}`}`.trim());
  const h = [r.int(0, 2), r.int(0, 12), r.int(0, 20)];
  return {
    title: { value: e.title, length: e.title.length },
    description: { value: e.description, length: e.description.length },
    text2html_ratio: Math.round(r.next() * 30) / 100,
    length: r.int(300, 40000),
    headers: {
      h1: { value: headings(h[0], 1), count: h[0] },
      h2: { value: headings(h[1], 2), count: h[1] },
      h3: { value: headings(h[2], 3), count: h[2] },
    },
  };
}

function urlRows(ctx: Context, task: SerpTask) {
  return top10(ctx, task).map((e) => ({
    position: e.position,
    domain: e.domain,
    main_domain: mainDomain(e.domain),
    url: e.url,
    uid: hash32(e.url).toString(16),
    content: measured(ctx, task, e),
    keywords: { number: rng(ctx.state.seed, 'urlkeywords', e.url).int(0, 5000) },
  }));
}

/** `urls/getList` pages its rows inside `data: {rows, extra}`, not as `data` itself. */
function urlsList(ctx: Context): Reply {
  const params: ListParams<unknown> = listParams(ctx.input, DEFAULT_PAGE_MAX);
  const task = finished(ctx);
  const { data, pagination } = page(urlRows(ctx, task), params.paging, rowCap(ctx.account));
  return ok({ rows: data, extra: [] }, pagination);
}

/** Average, smallest and largest of a measure over the TOP10, with the domains holding the extremes. */
function spread(rows: readonly { domain: string; value: number }[]) {
  const sorted = [...rows].sort((a, b) => a.value - b.value);
  const avg = rows.reduce((s, r) => s + r.value, 0) / Math.max(1, rows.length);
  return {
    avg: Math.round(avg * 100) / 100,
    min: sorted[0]?.value ?? 0,
    domain_min: sorted[0]?.domain ?? '',
    max: sorted[sorted.length - 1]?.value ?? 0,
    domain_max: sorted[sorted.length - 1]?.domain ?? '',
  };
}

function contentStatistics(ctx: Context, task: SerpTask) {
  const pages = top10(ctx, task).map((e) => ({ domain: e.domain, c: measured(ctx, task, e) }));
  const of = (value: (c: ReturnType<typeof measured>) => number) =>
    spread(pages.map(({ domain, c }) => ({ domain, value: value(c) })));
  return {
    statistics: {
      title: of((c) => c.title.length),
      description: of((c) => c.description.length),
      text2html_ratio: of((c) => c.text2html_ratio),
      content: of((c) => c.length),
      h1: of((c) => c.headers.h1.count),
      h2: of((c) => c.headers.h2.count),
      h3: of((c) => c.headers.h3.count),
    },
    extra_statistics: [],
  };
}

/** The pages most often ranking across the phrase's topic: `{url, occurrences}`. */
function topicLeaders(ctx: Context, task: SerpTask) {
  return top10(ctx, task)
    .map((e) => ({
      url: e.url.replace(/^https?:\/\//, ''),
      occurrences: rng(ctx.state.seed, 'leader', task.keyword, e.domain).int(5, 500),
    }))
    .sort((a, b) => b.occurrences - a.occurrences);
}

interface Phrase {
  keyword: string;
  searches: number;
  cpc: number;
  trend: number[];
}

/** A phrase as the SERP keyword reports send it: flat figures, `trend_1`…`trend_12`, and `statistics.*.current`. */
function phraseRecord(p: Phrase) {
  const snippets = p.keyword.split(' ').length > 3 ? ['question'] : [];
  const trends = Object.fromEntries(p.trend.map((v, i) => [`trend_${i + 1}`, v]));
  const cpcMin = Math.round(p.cpc * 30) / 100;
  const cpcMax = Math.round(p.cpc * 180) / 100;
  return {
    added: '2026-01-05',
    keyword: p.keyword,
    searches: p.searches,
    cpc: p.cpc,
    cpc_min: cpcMin,
    cpc_max: cpcMax,
    words_count: p.keyword.split(' ').length,
    ...trends,
    kid: hash32(p.keyword).toString(16),
    variations: [],
    variations_number: 0,
    snippets,
    trends: p.trend,
    statistics: {
      snippets: { current: snippets },
      searches: { current: p.searches },
      cpc: { current: p.cpc },
      cpc_min: { current: cpcMin },
      cpc_max: { current: cpcMax },
      trends: { history: p.trend },
    },
  };
}

const S = 'serp_analysis/reports';
const M = 'tasks/management/serp_analysis';

/** How many domains compete for a phrase: REST's report and the tool server's read the same draw. */
export const competitorsNumber = (seed: string, keyword: string): number =>
  rng(seed, 'competitors', keyword).int(5, 40000);

export const serpRoutes: Routes = {
  [`${M}/create`]: post(create, 'serp'),
  [`${M}/check`]: get(
    (ctx) => ok(record(ctx, ctx.state.serp.get(ctx.account.id, ctx.input.optionalInt('task_id')))),
    'serp',
  ),
  [`${M}/list`]: either((ctx) => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
    const { data, pagination } = page(
      ctx.state.serp.list(ctx.account.id).map((t) => record(ctx, t)),
      params.paging,
      rowCap(ctx.account),
    );
    return ok(data, { ...pagination, limit: null });
  }, 'serp'),
  [`${M}/refresh`]: post(refresh, 'serp'),
  [`${S}/urls/getList`]: post(urlsList, 'serp'),
  [`${S}/content/getStatistics`]: post((ctx) => ok(contentStatistics(ctx, finished(ctx))), 'serp'),
  [`${S}/keyword/getStatistics`]: post((ctx) => {
    const task = finished(ctx);
    const { searches, cpc, trend } = keywordMetrics(ctx.state.seed, task.keyword, task.countryId);
    const rankValue =
      Math.round(searches * (0.3 + rng(ctx.state.seed, 'rank', task.keyword).next()) * 100) / 100;
    return ok({ trends: trend, rank_value: rankValue, cpc, params: null, searches });
  }, 'serp'),
  [`${S}/keyword/getCompetitorsNumber`]: post((ctx) => {
    const task = finished(ctx);
    return ok({ competitors_number: competitorsNumber(ctx.state.seed, task.keyword) });
  }, 'serp'),
  [`${S}/keyword/getTopicLeaders`]: listReport(topicLeaders),
  [`${S}/keyword/getGroups`]: listReport((ctx, task) =>
    groups(ctx, task.keyword, task.countryId).map((g) => ({
      group: g.group,
      keywords_sum: g.keywords_count,
    })),
  ),
  [`${S}/keyword/getQuestions`]: listReport((ctx, task) =>
    questions(ctx, task.keyword, task.countryId).map(phraseRecord),
  ),
  [`${S}/keyword/getRelatedKeywords`]: listReport((ctx, task) =>
    suggestions(ctx, task.keyword, task.countryId).map((p) => ({
      id: String(hash32(p.keyword)),
      ...phraseRecord(p),
      common_factor: rng(ctx.state.seed, 'common', task.keyword, p.keyword).int(1, 30),
      parent_keyword: task.keyword,
    })),
  ),
  [`${S}/keyword/getKeywordsPropositions`]: listReport((ctx, task) =>
    related(ctx, task.keyword, task.countryId).map(phraseRecord),
  ),
};
