/**
 * Server side of the task centre: estimate, create, list and insert SERP analyses and crawls.
 * Checking, listing and reading results are free; only `create` spends quota, and only after the
 * sidebar has shown the estimate.
 */
import {
  type ApiClient,
  collectPages,
  crawl,
  estimateCost,
  findCounter,
  listTasks,
  quotaModel,
  serp,
  serpTaskStatus,
  checkTask,
  crawlTaskStatus,
  type TaskKind,
  UnfinishedTaskError,
  users,
} from '../api';
import type { Context } from '../context';
import { normalizePhrase } from '../normalize';
import { type Table, toTable } from '../shared/table';
import {
  checkRequest,
  type CostView,
  createParams,
  describeCost,
  newestFirst,
  plannedCall,
  type TaskReader,
  type TaskRequest,
  type TaskView,
  taskView,
} from './task-model';
import { SaidError, said } from '../shared/i18n/said';

type TaskContext = Pick<Context, 'client' | 'charges' | 'now' | 'userLanguage' | 'render' | 'timeZone'>;

/** The user reads the task centre: their language, the spreadsheet's zone. */
const userReader = (ctx: Pick<Context, 'userLanguage' | 'timeZone'>): TaskReader => ({
  language: ctx.userLanguage(),
  zone: ctx.timeZone(),
});

const KINDS: readonly TaskKind[] = ['serp', 'top100_crawl', 'urls_crawl'];

function findSerpTask(
  client: ApiClient,
  phrase: string,
  countryId: number,
  reader: TaskReader,
): TaskView | undefined {
  const wanted = normalizePhrase(phrase);
  return listTasks(client, 'serp')
    .filter((s) => {
      const record = s.task as { keyword?: unknown; country_id?: unknown };
      return (
        typeof record.keyword === 'string' &&
        normalizePhrase(record.keyword) === wanted &&
        record.country_id === countryId
      );
    })
    .map((status) => taskView(status, reader))[0];
}

export function estimateTask(ctx: TaskContext, request: TaskRequest): CostView {
  checkRequest(request);
  const client = ctx.client();
  const exists =
    request.kind === 'serp' &&
    findSerpTask(client, request.phrase, request.countryId, userReader(ctx)) !== undefined;
  const now = ctx.now();
  const estimate = estimateCost(plannedCall(request, exists), ctx.charges.list(now), now);
  const model = quotaModel(users.getLimits(client, {}), now);
  return describeCost(
    estimate,
    estimate.counter ? findCounter(model, estimate.counter) : undefined,
    ctx.userLanguage(),
    (message) => ctx.render(ctx.userLanguage(), message),
  );
}

export function createTask(
  ctx: TaskContext,
  request: TaskRequest,
): TaskView & { readonly existing: boolean } {
  checkRequest(request);
  const client = ctx.client();
  if (request.kind === 'serp') {
    const existing = findSerpTask(client, request.phrase, request.countryId, userReader(ctx));
    if (existing) return { ...existing, existing: true };
    const task = serp.createSerpTask(client, {
      keyword: request.phrase.trim(),
      country_id: request.countryId,
    });
    return { ...taskView(serpTaskStatus(task), userReader(ctx)), existing: false };
  }
  const history = ctx.charges;
  const now = ctx.now();
  const estimate = estimateCost(plannedCall(request, false), history.list(now), now);
  const task =
    request.kind === 'top100_crawl'
      ? crawl.top100Crawl.create(client, createParams(request))
      : crawl.urlsCrawl.create(client, createParams(request));
  history.record(estimate, now);
  // The record `create` answers says all a check would: waiting, with what was sent.
  return { ...taskView(crawlTaskStatus(request.kind, task, task.id), userReader(ctx)), existing: false };
}

export function listAllTasks(ctx: TaskContext): TaskView[] {
  const client = ctx.client();
  const reader = userReader(ctx);
  return newestFirst(
    KINDS.flatMap((kind) => listTasks(client, kind).map((status) => taskView(status, reader))),
  );
}

export interface TaskResults {
  /** The sheet name to ask for. */
  readonly title: string;
  readonly table: Table;
  readonly rows: number;
}

/** A finished task's rows (a SERP analysis: its URLs report) as a table for a new sheet. */
export function taskResults(
  ctx: Pick<Context, 'client' | 'documentLanguage' | 'timeZone'>,
  kind: TaskKind,
  id: number,
): TaskResults {
  const client = ctx.client();
  // The title names the new sheet, so it is in the document's language.
  const view = taskView(checkTask(client, kind, id), {
    language: ctx.documentLanguage(),
    zone: ctx.timeZone(),
  });
  if (!view.ready) throw new UnfinishedTaskError();
  const list =
    kind === 'serp'
      ? serp.serpReportList('urls')
      : kind === 'top100_crawl'
        ? crawl.top100Crawl.results
        : crawl.urlsCrawl.results;
  if (!list) throw new SaidError(said('refuse.noRows'));
  const { rows } = collectPages(client, list, { task_id: id }, {});
  const table = toTable(rows, {
    header: ctx.documentLanguage(),
    text: ['keyword', 'url', 'domain', 'main_domain', 'title', 'description', 'h1', 'snippets'],
    empty: said('note.noRows'),
  });
  return { title: `${view.label} ${kind === 'serp' ? view.title : `#${id}`}`, table, rows: rows.length };
}
