/**
 * Server side of the task centre: estimate, create, list and insert SERP analyses and crawls, through the
 * data source. Checking, listing and reading results are free; only `create` spends quota, and only after
 * the sidebar has shown the estimate. A kind of task the connection does not offer is said so before the
 * form is filled (`taskKinds`) and left out of the list.
 */
import * as crawl from './crawls';
import * as serp from './endpoints';
import * as users from '../../api/users';
import {
  checkTask,
  crawlTaskStatus,
  listTasks,
  serpTaskStatus,
  type TaskKind,
  taskEndpoints,
} from './task-status';
import type { DataSource } from '../../api/source';
import { estimateCost, findCounter, quotaModel } from '../../api/quota';
import { SerpNotInPlanError, UnfinishedTaskError } from '../../api/errors';
import type { Context } from '../../context';
import { type DocumentKey, documentCatalogues } from '../../shared/i18n/areas';
import { translator } from '../../shared/i18n/translator';
import { normalizePhrase } from '../../normalize';
import { blankColumnsNote, type Table, toTable } from '../../shared/table';
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
import { SaidError, said } from '../../shared/i18n/said';
import { formatZonedDateTime } from '../../shared/i18n/dates';

type TaskContext = Pick<Context, 'source' | 'charges' | 'now' | 'userLanguage' | 'render' | 'timeZone'>;

/** The user reads the task centre: their language, the spreadsheet's zone. */
const userReader = (ctx: Pick<Context, 'userLanguage' | 'timeZone'>): TaskReader => ({
  language: ctx.userLanguage(),
  zone: ctx.timeZone(),
});

const KINDS: readonly TaskKind[] = ['serp', 'top100_crawl', 'urls_crawl'];

/** Whether the connection starts, checks and lists a kind of task: the form says so before it is filled. */
export function taskKinds(ctx: Pick<Context, 'source'>): Readonly<Record<TaskKind, boolean>> {
  const source = ctx.source();
  const offered = (kind: TaskKind) => taskEndpoints(kind).every((endpoint) => source.offers(endpoint));
  return { serp: offered('serp'), top100_crawl: offered('top100_crawl'), urls_crawl: offered('urls_crawl') };
}

function findSerpTask(
  source: DataSource,
  phrase: string,
  countryId: number,
  reader: TaskReader,
): TaskView | undefined {
  const wanted = normalizePhrase(phrase);
  return listTasks(source, 'serp')
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
  const source = ctx.source();
  for (const endpoint of taskEndpoints(request.kind)) source.ensure(endpoint);
  const exists =
    request.kind === 'serp' &&
    findSerpTask(source, request.phrase, request.countryId, userReader(ctx)) !== undefined;
  const now = ctx.now();
  const estimate = estimateCost(plannedCall(request, exists), ctx.charges.list(now), now);
  const model = quotaModel(source.get(users.getLimits, {}), now);
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
  const source = ctx.source();
  for (const endpoint of taskEndpoints(request.kind)) source.ensure(endpoint);
  if (request.kind === 'serp') {
    const existing = findSerpTask(source, request.phrase, request.countryId, userReader(ctx));
    if (existing) return { ...existing, existing: true };
    const task = source.get(serp.createSerpTask, {
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
      ? source.get(crawl.top100Crawl.create, createParams(request))
      : source.get(crawl.urlsCrawl.create, createParams(request));
  history.record(estimate, now);
  // The record `create` answers says all a check would: waiting, with what was sent.
  return { ...taskView(crawlTaskStatus(request.kind, task, task.id), userReader(ctx)), existing: false };
}

/**
 * The account's tasks of every kind the connection offers, newest first. A kind outside the plan (SERP
 * analyses without the SERP add-on) has none to list, which is no reason to list none of the others.
 */
export function listAllTasks(ctx: TaskContext): TaskView[] {
  const source = ctx.source();
  const reader = userReader(ctx);
  const offered = taskKinds(ctx);
  const listed = (kind: TaskKind) => {
    try {
      return listTasks(source, kind);
    } catch (error) {
      if (error instanceof SerpNotInPlanError) return [];
      throw error;
    }
  };
  return newestFirst(
    KINDS.filter((kind) => offered[kind]).flatMap((kind) =>
      listed(kind).map((status) => taskView(status, reader)),
    ),
  );
}

/** What a new sheet of a task's results is called, before the phrase or the task's number: its report's title. */
const RESULTS_TITLES = {
  serp: 'report.serp_report',
  top100_crawl: 'report.top100_results',
  urls_crawl: 'report.urls_crawl_results',
} as const satisfies Record<TaskKind, DocumentKey>;

export interface TaskResults {
  /** The sheet name to ask for. */
  readonly title: string;
  /** What the sheet holds, for its first cell's note: the task, its phrase and market, when it ran and was inserted. */
  readonly note: string;
  readonly table: Table;
  readonly rows: number;
}

/** A finished task's rows (a SERP analysis: its URLs report) as a table for a new sheet. */
export function taskResults(
  ctx: Pick<Context, 'source' | 'documentLanguage' | 'timeZone' | 'now'>,
  kind: TaskKind,
  id: number,
): TaskResults {
  const source = ctx.source();
  // The title names the new sheet, so it is in the document's language.
  const language = ctx.documentLanguage();
  const view = taskView(checkTask(source, kind, id), { language, zone: ctx.timeZone() });
  if (!view.ready) throw new UnfinishedTaskError();
  const list =
    kind === 'serp'
      ? serp.serpReportList('urls')
      : kind === 'top100_crawl'
        ? crawl.top100Crawl.results
        : crawl.urlsCrawl.results;
  if (!list) throw new SaidError(said('refuse.noRows'));
  const { rows } = source.pages(list, { task_id: id });
  // A column the connection does not give is blank, and the last row says which and why.
  const blanks = rows.length ? source.blanks(list) : null;
  const blank = blanks && blankColumnsNote(blanks.columns, blanks.why, language);
  const table = toTable(blank ? [...rows, { note: blank }] : rows, {
    header: language,
    text: ['keyword', 'url', 'domain', 'main_domain', 'title', 'description', 'h1', 'snippets'],
    empty: said('note.noRows'),
    words: () => ctx.documentLanguage(),
  });
  const t = translator(documentCatalogues, language);
  const name = t(RESULTS_TITLES[kind]);
  const note = [
    t('note.report', { title: `${name}: ${view.title}` }),
    t('results.task', { id: String(id), at: view.createdText || '–' }),
    t('results.inserted', { at: formatZonedDateTime(language, ctx.now(), ctx.timeZone()) }),
  ].join('\n');
  return { title: `${name} ${kind === 'serp' ? view.title : `#${id}`}`, note, table, rows: rows.length };
}
