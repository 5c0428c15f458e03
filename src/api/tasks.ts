/**
 * Task readiness and one status shape for all three task families, for the task centre and report jobs.
 * Polling cadence (30–60 s) and deadlines belong to the callers; custom functions only check once.
 */
import type { ApiClient } from './client';
import { top100Crawl, urlsCrawl } from './endpoints/crawl';
import { checkSerpTask, listSerpTasks } from './endpoints/serp';
import { collectPages } from './pagination';
import type { CrawlTask, SerpTask } from './schemas';

export type TaskKind = 'serp' | 'top100_crawl' | 'urls_crawl';

/** A SERP analysis is ready only when both the SERP crawl and the keyword data are in. */
export function isSerpTaskReady(task: SerpTask): boolean {
  return task.progress.has_serp_data && task.progress.has_keywords_analysis_data;
}

function isCrawlTaskReady(task: CrawlTask): boolean {
  return task.status === 'completed';
}

export interface TaskStatus {
  readonly kind: TaskKind;
  readonly id: number;
  readonly ready: boolean;
  /** Steps done and in all: crawl items, or the two SERP flags counted as steps. */
  readonly finished: number;
  readonly all: number;
  /** The service's record, untouched (keyword, created_at, ...). */
  readonly task: SerpTask | CrawlTask;
}

export function serpTaskStatus(task: SerpTask): TaskStatus {
  const finished = Number(task.progress.has_serp_data) + Number(task.progress.has_keywords_analysis_data);
  return { kind: 'serp', id: task.id, ready: isSerpTaskReady(task), finished, all: 2, task };
}

export function crawlTaskStatus(
  kind: 'top100_crawl' | 'urls_crawl',
  task: CrawlTask,
  id: number,
): TaskStatus {
  const ready = isCrawlTaskReady(task);
  const all = task.progress?.all ?? 1;
  const finished = task.progress?.finished ?? (ready ? all : 0);
  return { kind, id: task.id ?? id, ready, finished, all, task };
}

const CRAWLS = { top100_crawl: top100Crawl, urls_crawl: urlsCrawl } as const;

/** Checks one task; free. */
export function checkTask(client: ApiClient, kind: TaskKind, id: number): TaskStatus {
  if (kind === 'serp') return serpTaskStatus(checkSerpTask(client, { task_id: id }));
  return crawlTaskStatus(kind, CRAWLS[kind].check(client, { task_id: id }), id);
}

/** The account's tasks of one family, up to `maxRows`; free. Crawl records without an id are left out. */
export function listTasks(client: ApiClient, kind: TaskKind, maxRows = 100): TaskStatus[] {
  if (kind === 'serp') return collectPages(client, listSerpTasks, {}, { maxRows }).rows.map(serpTaskStatus);
  return collectPages(client, CRAWLS[kind].list, {}, { maxRows })
    .rows.filter((t) => t.id !== undefined)
    .map((t) => crawlTaskStatus(kind, t, t.id as number));
}
