/**
 * SERP analysis tools (SERP add-on required): tasks shared with REST (the same registry, ids and
 * readiness), and the reports of a finished task drawn from the same seeded streams as REST's.
 */
import * as z from 'zod/mini';
import { keywordMetrics } from '../../service/keywords-data';
import { groups, questions, related, suggestions } from '../../service/modules/keywords';
import { competitorsNumber, progress, startAnalysis } from '../../service/modules/serp';
import type { SerpTask } from '../../service/tasks';
import { rng } from '../../service/rng';
import { analysedTop10, pageContent, topicLeaders } from '../../service/serp-data';
import { detailLevel, keyword, keywordCountry, limit, page, taskId } from '../inputs';
import {
  charge,
  type Levels,
  listAnswer,
  serviceContext,
  type Tool,
  ToolError,
  type ToolContext,
  tool,
  trim,
} from '../tool';

function requireSerpAddon(ctx: ToolContext): void {
  if (!ctx.account.serpAddon)
    throw new ToolError(
      'SERP analysis needs the SERP add-on, which this account does not have (on Lite, Basic and Advanced it is bought separately).',
    );
}

function taskRecord(ctx: ToolContext, task: SerpTask) {
  const flags = progress(serviceContext(ctx), task);
  return {
    id: task.id,
    keyword: task.keyword,
    country_id: task.countryId,
    created_at: new Date(task.createdAt).toISOString(),
    ready: flags.has_serp_data && flags.has_keywords_analysis_data,
    progress: flags,
  };
}

const taskLevels: Levels<ReturnType<typeof taskRecord>> = {
  summary: ['id', 'keyword', 'ready'],
  standard: ['id', 'keyword', 'country_id', 'created_at', 'ready', 'progress'],
};

function ownTask(ctx: ToolContext, id: number): SerpTask {
  const task = ctx.state.serp.find(ctx.account.id, (t) => t.id === id);
  if (!task) throw new ToolError(`task_id ${id} is not a SERP task of this account; serp_list lists them.`);
  return task;
}

const serpCreate = tool({
  name: 'serp_create',
  title: 'Start a SERP analysis',
  description:
    'Starts the analysis of the Google results for a phrase (about 3 minutes; follow it with serp_check). One SERP unit, except when the account already has a task for the phrase and market: then that task comes back and nothing is charged.',
  input: {
    keyword: keyword('The phrase to analyse.'),
    country_id: keywordCountry,
    detail_level: detailLevel,
  },
  writes: true,
  run: (ctx, args) => {
    requireSerpAddon(ctx);
    const { task, created } = startAnalysis(serviceContext(ctx), args.keyword, args.country_id ?? 1, () =>
      charge(ctx, 'serp_analysis_daily_limit', null),
    );
    return { created, ...trim(taskRecord(ctx, task), args.detail_level, taskLevels) };
  },
});

const serpCheck = tool({
  name: 'serp_check',
  title: 'Check a SERP analysis',
  description: 'The state of a SERP task: `ready` once both the SERP data and the keyword data are in.',
  input: { task_id: taskId, detail_level: detailLevel },
  run: (ctx, args) => {
    requireSerpAddon(ctx);
    return trim(taskRecord(ctx, ownTask(ctx, args.task_id)), args.detail_level, taskLevels);
  },
});

const serpList = tool({
  name: 'serp_list',
  title: 'SERP analyses',
  description:
    'The account’s SERP tasks (also those started over REST), newest first, each with whether it is ready.',
  input: { page, limit: limit(100), detail_level: detailLevel },
  run: (ctx, args) => {
    requireSerpAddon(ctx);
    const tasks = ctx.state.serp.list(ctx.account.id).map((t) => taskRecord(ctx, t));
    return listAnswer(ctx, tasks, args, taskLevels);
  },
});

export const SERP_REPORTS = [
  'urls',
  'titles',
  'content_statistics',
  'keyword_stats',
  'competitors_number',
  'topic_leaders',
  'groups',
  'questions',
  'related_keywords',
  'keywords_propositions',
] as const;
type Report = (typeof SERP_REPORTS)[number];

const top10 = (ctx: ToolContext, task: SerpTask) => analysedTop10(ctx.state, task);

/** Reports that answer one object rather than a list. */
function singleReport(ctx: ToolContext, task: SerpTask, report: 'keyword_stats' | 'competitors_number') {
  if (report === 'competitors_number')
    return {
      keyword: task.keyword,
      competitors_number: competitorsNumber(ctx.state.seed, task.keyword),
    };
  const { searches, cpc, competition, trend } = keywordMetrics(ctx.state.seed, task.keyword, task.countryId);
  const resultsCount = rng(ctx.state.seed, 'results', task.keyword).int(10000, 90000000);
  return { keyword: task.keyword, searches, cpc, competition, trend, results_count: resultsCount };
}

type Row = Record<string, unknown>;

/** A list report's rows and the fields of its summary and standard levels. */
function listReport(
  ctx: ToolContext,
  task: SerpTask,
  report: Exclude<Report, 'keyword_stats' | 'competitors_number'>,
) {
  const service = serviceContext(ctx);
  const kw = { summary: ['keyword', 'searches'], standard: ['keyword', 'searches', 'cpc'] };
  const make = (rows: readonly object[], summary: string[], standard: string[]) => ({
    rows: rows as Row[],
    levels: { summary, standard },
  });
  switch (report) {
    case 'titles':
      return make([], [], []);
    case 'urls':
      return make(top10(ctx, task), ['position', 'url'], ['position', 'url', 'domain', 'title']);
    case 'content_statistics':
      return make(
        pageContent(ctx.state.seed, task.keyword, top10(ctx, task)),
        ['position', 'url', 'words'],
        ['position', 'url', 'words', 'headings', 'images', 'keyword_in_title'],
      );
    case 'topic_leaders':
      return make(
        topicLeaders(ctx.state.seed, task.keyword, top10(ctx, task)),
        ['domain', 'visibility'],
        ['domain', 'visibility', 'keywords', 'urls_in_top10'],
      );
    case 'groups':
      return make(
        groups(service, task.keyword, task.countryId),
        ['group', 'keywords_count'],
        ['group', 'keywords_count', 'searches'],
      );
    case 'questions':
      return make(questions(service, task.keyword, task.countryId), kw.summary, kw.standard);
    case 'related_keywords':
      return make(suggestions(service, task.keyword, task.countryId), kw.summary, kw.standard);
    case 'keywords_propositions':
      return make(related(service, task.keyword, task.countryId), kw.summary, [...kw.standard, 'relevance']);
  }
}

const serpGetReport = tool({
  name: 'serp_get_report',
  title: 'Read a SERP analysis',
  description:
    'A report of a finished SERP task: urls (the TOP10), content_statistics, keyword_stats, competitors_number, topic_leaders, groups, questions, related_keywords, keywords_propositions (`titles` is accepted and always empty). Before the task is ready the answer is `Unfinished task`. Reading charges nothing.',
  input: {
    task_id: taskId,
    report: z.enum(SERP_REPORTS),
    page,
    limit: limit(100),
    detail_level: detailLevel,
  },
  run: (ctx, args) => {
    requireSerpAddon(ctx);
    const task = ownTask(ctx, args.task_id);
    const flags = progress(serviceContext(ctx), task);
    if (!flags.has_serp_data || !flags.has_keywords_analysis_data)
      throw new ToolError(
        'Unfinished task: its data is not ready yet (about 3 minutes after serp_create); see serp_check.',
      );
    const head = { task_id: task.id, keyword: task.keyword, report: args.report };
    if (args.report === 'keyword_stats' || args.report === 'competitors_number')
      return { ...head, record: singleReport(ctx, task, args.report) };
    const { rows, levels } = listReport(ctx, task, args.report);
    return { ...head, ...listAnswer(ctx, rows, args, levels) };
  },
});

export const serpTools: Tool[] = [serpCreate, serpCheck, serpList, serpGetReport];
