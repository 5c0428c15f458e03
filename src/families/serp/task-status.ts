/**
 * Task readiness and one status shape for all three task families, for the task centre and report jobs.
 * Polling cadence (30–60 s) and deadlines belong to the callers; custom functions only check once.
 */
import { top100Crawl, urlsCrawl } from './crawls';
import { checkSerpTask, createSerpTask, listSerpTasks } from './endpoints';
import { MethodNotAllowedError, RouteNotFoundError } from '../../api/errors';
import type { CrawlTaskRecord, SerpTask } from './rows';
import type { DataSource, Declared } from '../../api/source';

export type TaskKind = 'serp' | 'top100_crawl' | 'urls_crawl';

/** A SERP analysis is ready only when both the SERP crawl and the keyword data are in. */
export function isSerpTaskReady(task: SerpTask): boolean {
  return task.progress.has_serp_data && task.progress.has_keywords_analysis_data;
}

export interface TaskStatus {
  readonly kind: TaskKind;
  readonly id: number;
  readonly ready: boolean;
  /** Steps done and in all: crawl items, or the two SERP flags counted as steps. */
  readonly finished: number;
  readonly all: number;
  /** The service's record as read (keyword, created_at, ...). */
  readonly task: SerpTask | CrawlTaskRecord;
}

export function serpTaskStatus(task: SerpTask): TaskStatus {
  const finished = Number(task.progress.has_serp_data) + Number(task.progress.has_keywords_analysis_data);
  return { kind: 'serp', id: task.id, ready: isSerpTaskReady(task), finished, all: 2, task };
}

export function crawlTaskStatus(
  kind: 'top100_crawl' | 'urls_crawl',
  task: CrawlTaskRecord,
  id: number,
): TaskStatus {
  return { kind, id: task.id ?? id, ready: task.ready, finished: task.finished, all: task.all, task };
}

const CRAWLS = { top100_crawl: top100Crawl, urls_crawl: urlsCrawl } as const;

/** What a task family is made of: starting one, checking one, listing them. */
export function taskEndpoints(kind: TaskKind): readonly Declared[] {
  if (kind === 'serp') return [createSerpTask, checkSerpTask, listSerpTasks];
  const crawl = CRAWLS[kind];
  return [crawl.create, crawl.check, crawl.list];
}

/** Checks one task; free. */
export function checkTask(source: DataSource, kind: TaskKind, id: number): TaskStatus {
  if (kind === 'serp') return serpTaskStatus(source.get(checkSerpTask, { task_id: id }));
  return crawlTaskStatus(kind, source.get(CRAWLS[kind].check, { task_id: id }), id);
}

/**
 * The account's SERP analyses. The reference documents no SERP list (only the crawl lists): where the
 * service has none, there is nothing to list, and `create` still finds an existing analysis by itself.
 */
function listSerpAnalyses(source: DataSource, maxRows: number): TaskStatus[] {
  try {
    return source.pages(listSerpTasks, {}, { maxRows }).rows.map(serpTaskStatus);
  } catch (error) {
    if (error instanceof RouteNotFoundError || error instanceof MethodNotAllowedError) return [];
    throw error;
  }
}

/** The account's tasks of one family, up to `maxRows`; free. Crawl records without an id are left out. */
export function listTasks(source: DataSource, kind: TaskKind, maxRows = 100): TaskStatus[] {
  if (kind === 'serp') return listSerpAnalyses(source, maxRows);
  return source
    .pages(CRAWLS[kind].list, {}, { maxRows })
    .rows.filter((t) => t.id !== undefined)
    .map((t) => crawlTaskStatus(kind, t, t.id as number));
}
