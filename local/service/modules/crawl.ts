/** TOP100 crawl and URL crawl: tasks, results, and CSV exports. */
import { isoDate, SECOND } from '../clock';
import { type CsvValue, toCsv } from '../csv';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { fail, ok, type Reply } from '../reply';
import { rng } from '../rng';
import { type Context, get, post, type Routes } from '../route';
import { organicResults } from '../serp-data';
import { chargeTool } from '../serialize';
import type { OwnedTask } from '../tasks';
import { keywordCountry } from './countries';

type CrawlType = 'top100_crawl' | 'urls_crawl';

export interface CrawlTask extends OwnedTask {
  type: CrawlType;
  items: string[];
  countryId: number;
}

const MAX_ITEMS = 100;
const MS_PER_ITEM: Record<CrawlType, number> = { top100_crawl: 2 * SECOND, urls_crawl: 1 * SECOND };

function progress(ctx: Context, task: CrawlTask) {
  const all = task.items.length;
  const finished = Math.min(
    all,
    Math.floor((ctx.state.clock.now() - task.createdAt) / MS_PER_ITEM[task.type]),
  );
  return { all, finished, unfinished: all - finished };
}

function record(ctx: Context, task: CrawlTask) {
  const p = progress(ctx, task);
  return {
    id: task.id,
    type: task.type,
    status: p.unfinished === 0 ? 'completed' : 'waiting',
    created_at: new Date(task.createdAt).toISOString(),
    progress: p,
  };
}

function task(ctx: Context, type: CrawlType): CrawlTask {
  const found = ctx.state.crawls.get(ctx.account.id, ctx.input.optionalInt('task_id'));
  if (found.type !== type) throw fail.missingResource();
  return found;
}

function completed(ctx: Context, type: CrawlType): CrawlTask {
  const t = task(ctx, type);
  if (progress(ctx, t).unfinished > 0) throw fail.unfinished();
  return t;
}

function urlsOf(ctx: Context): string[] {
  const urls = ctx.input.strings('urls', MAX_ITEMS);
  urls.forEach((url, i) => {
    if (!/^https?:\/\/[^\s/]+\.[^\s/]+/i.test(url.trim()))
      throw fail.rule(`urls.${i}`, 'url', 'This value is not a valid URL');
  });
  return urls;
}

function create(type: CrawlType) {
  return post((ctx) => {
    const items = type === 'top100_crawl' ? ctx.input.strings('keywords', MAX_ITEMS) : urlsOf(ctx);
    const countryId = keywordCountry(ctx.input);
    chargeTool(ctx, type);
    const t = ctx.state.crawls.add((id) => ({
      id,
      ownerId: ctx.account.id,
      createdAt: ctx.state.clock.now(),
      type,
      items,
      countryId,
    }));
    return ok({ id: t.id });
  }, 'serp');
}

interface Top100Row extends Record<string, CsvValue> {
  keyword: string;
  position: number;
  url: string;
  domain: string;
  title: string;
}

interface UrlRow extends Record<string, CsvValue> {
  url: string;
  status_code: number;
  title: string;
  description: string;
  h1: string;
  words: number;
  load_time_ms: number;
  indexable: boolean;
}

function top100Rows(ctx: Context, t: CrawlTask): Top100Row[] {
  return t.items.flatMap((keyword) =>
    organicResults(ctx.state.seed, keyword, t.countryId, isoDate(t.createdAt)).map(
      ({ position, url, domain, title }) => ({
        keyword,
        position,
        url,
        domain,
        title,
      }),
    ),
  );
}

function urlRows(ctx: Context, t: CrawlTask): UrlRow[] {
  return t.items.map((url) => {
    const r = rng(ctx.state.seed, 'crawl', url);
    const u = r.next();
    const status = u < 0.05 ? 404 : u < 0.1 ? 301 : 200;
    const slug =
      url
        .replace(/^https?:\/\/[^/]+\/?/, '')
        .replace(/[-/]+/g, ' ')
        .trim() || 'strona główna';
    return {
      url,
      status_code: status,
      title: status === 200 ? `${slug} | ${new URL(url).hostname}` : '',
      description: status === 200 ? `Wszystko o: ${slug}.` : '',
      h1: status === 200 ? slug : '',
      words: status === 200 ? r.int(150, 3500) : 0,
      load_time_ms: r.int(80, 2500),
      indexable: status === 200 && r.chance(0.9),
    };
  });
}

const TOP100_COLUMNS = ['keyword', 'position', 'url', 'domain', 'title'] as const;
const URL_COLUMNS = [
  'url',
  'status_code',
  'title',
  'description',
  'h1',
  'words',
  'load_time_ms',
  'indexable',
] as const;

function csv(body: string): Reply {
  return { kind: 'text', status: 200, contentType: 'text/csv; charset=utf-8', body };
}

function familyRoutes(type: CrawlType): Routes {
  const M = `tasks/management/${type}`;
  return {
    [`${M}/create`]: create(type),
    [`${M}/check`]: get((ctx) => ok(record(ctx, task(ctx, type))), 'serp'),
    [`${M}/list`]: post((ctx) => {
      const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
      const tasks = ctx.state.crawls.list(ctx.account.id).filter((t) => t.type === type);
      return listReply(
        ctx,
        tasks.map((t) => record(ctx, t)),
        params,
      );
    }, 'serp'),
  };
}

function resultsRoute<Row>(type: CrawlType, rows: (ctx: Context, t: CrawlTask) => Row[]) {
  return post((ctx) => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
    return listReply(ctx, rows(ctx, completed(ctx, type)), params);
  }, 'serp');
}

export const crawlRoutes: Routes = {
  ...familyRoutes('top100_crawl'),
  ...familyRoutes('urls_crawl'),
  'serp_analysis/tools/top100_crawl/getData': resultsRoute('top100_crawl', top100Rows),
  'serp_analysis/tools/urls_crawl/getList': resultsRoute('urls_crawl', urlRows),
  'serp_analysis/exports/top100_crawl/getCsv': get(
    (ctx) => csv(toCsv(TOP100_COLUMNS, top100Rows(ctx, completed(ctx, 'top100_crawl')))),
    'serp',
  ),
  'serp_analysis/exports/urls_crawl/getCsv': get(
    (ctx) => csv(toCsv(URL_COLUMNS, urlRows(ctx, completed(ctx, 'urls_crawl')))),
    'serp',
  ),
};
