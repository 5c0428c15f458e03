/**
 * TOP100 crawl and URL crawl: tasks, results, and CSV exports, in the records of the service's API reference.
 * The two families' checks differ there and here alike: a TOP100 check answers only `{status, progress:
 * {all, finished, unfinished}}`, a URL crawl check the whole task with `progress: {all_urls, completed}` and
 * its times as ISO text. Lists answer GET (reference) and POST (seed spec). CSV exports are our own.
 */
import { isoDate, SECOND } from '../clock';
import { toCsv } from '../csv';
import { rowCap } from '../accounts';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { page } from '../paging';
import { fail, ok, type Reply } from '../reply';
import { keywordMetrics } from '../keywords-data';
import { hash32, rng } from '../rng';
import { type Context, either, get, post, type Routes } from '../route';
import { organicResults } from '../serp-data';
import { chargeTool } from '../serialize';
import type { CrawlTask, CrawlType } from '../tasks';
import { keywordCountry } from './countries';

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

const seconds = (ms: number) => Math.floor(ms / 1000);

/** When the last item finished, or null while some are left. */
function completedAt(ctx: Context, t: CrawlTask): number | null {
  return progress(ctx, t).unfinished === 0 ? t.createdAt + t.items.length * MS_PER_ITEM[t.type] : null;
}

/** What was asked: phrases (with the country as a numeric string) or URLs. */
function input(t: CrawlTask) {
  return t.type === 'top100_crawl'
    ? { keywords: t.items, country_id: String(t.countryId) }
    : { urls: t.items };
}

/** The task as `create` and `list` answer it; times in Unix seconds. */
function record(ctx: Context, t: CrawlTask) {
  const done = completedAt(ctx, t);
  return {
    id: t.id,
    user_id: t.ownerId,
    status: done === null ? 'waiting' : 'completed',
    country_id: t.countryId,
    is_read: 0,
    type: t.type,
    hash: hash32(`${t.type}|${t.items.join('|')}`).toString(16),
    data: input(t),
    raw_request: input(t),
    created: seconds(t.createdAt),
    completed: done === null ? null : seconds(done),
  };
}

/** `check`, per family (see the module's comment). */
function checkRecord(ctx: Context, t: CrawlTask) {
  const p = progress(ctx, t);
  const status = p.unfinished === 0 ? 'completed' : 'waiting';
  if (t.type === 'top100_crawl') return { status, progress: p };
  const done = completedAt(ctx, t);
  return {
    ...record(ctx, t),
    created: new Date(t.createdAt).toISOString(),
    completed: done === null ? null : new Date(done).toISOString(),
    progress: { all_urls: p.all, completed: p.finished },
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
    const { user_id, hash, ...created } = record(ctx, t);
    return ok({ ...created, is_read: null });
  }, 'serp');
}

/** Every result of every phrase: the URL without its scheme, the phrase's figures beside it. */
function top100Rows(ctx: Context, t: CrawlTask) {
  return t.items.flatMap((keyword) => {
    const { searches, cpc } = keywordMetrics(ctx.state.seed, keyword, t.countryId);
    return organicResults(ctx.state, keyword, t.countryId, isoDate(t.createdAt)).map((e) => ({
      keyword,
      url: e.url.replace(/^https?:\/\//, ''),
      searches,
      cpc_min: Math.round(cpc * 30) / 100,
      cpc_max: Math.round(cpc * 180) / 100,
      cpc_avg: cpc,
      pos: e.position,
      domain: e.domain,
      main_domain: e.domain.split('.').slice(-2).join('.'),
      snippets: e.position === 1 ? ['site_links'] : [],
    }));
  });
}

/** What the crawler read off each page; lists beside their counts, as the reference shows. */
function urlRows(ctx: Context, t: CrawlTask) {
  return t.items.map((url) => {
    const r = rng(ctx.state.seed, 'crawl', url);
    const reachable = r.next() >= 0.05;
    const slug =
      url
        .replace(/^https?:\/\/[^/]+\/?/, '')
        .replace(/[-/]+/g, ' ')
        .trim() || 'strona główna';
    const host = new URL(url).hostname;
    const title = reachable ? `${slug} | ${host}` : '';
    const description = reachable ? `Wszystko o: ${slug}.` : '';
    const h1 = reachable ? [slug] : [];
    const h2 = reachable ? Array.from({ length: r.int(0, 6) }, (_, i) => `${slug} ${i + 1}`) : [];
    const internal = reachable
      ? Array.from({ length: r.int(1, 8) }, (_, i) => ({
          value: `https://${host}/strona-${i + 1}`,
          anchor: `Strona ${i + 1}`,
        }))
      : [];
    const external = reachable
      ? Array.from({ length: r.int(0, 3) }, (_, i) => ({
          value: `https://partner-${i + 1}.pl/`,
          anchor: `Partner ${i + 1}`,
        }))
      : [];
    return {
      url,
      title,
      title_length: title.length,
      description,
      description_length: description.length,
      h1,
      h1_count: h1.length,
      h2,
      h2_count: h2.length,
      content_length: reachable ? r.int(800, 30000) : 0,
      external_links: external,
      external_links_count: external.length,
      internal_links: internal,
      internal_links_count: internal.length,
    };
  });
}

const TOP100_COLUMNS = [
  'keyword',
  'pos',
  'url',
  'domain',
  'main_domain',
  'searches',
  'cpc_min',
  'cpc_max',
  'cpc_avg',
] as const;
const URL_COLUMNS = [
  'url',
  'title',
  'title_length',
  'description',
  'description_length',
  'h1_count',
  'h2_count',
  'content_length',
  'internal_links_count',
  'external_links_count',
] as const;

function csv(body: string): Reply {
  return { kind: 'text', status: 200, contentType: 'text/csv; charset=utf-8', body };
}

function familyRoutes(type: CrawlType): Routes {
  const M = `tasks/management/${type}`;
  return {
    [`${M}/create`]: create(type),
    [`${M}/check`]: get((ctx) => ok(checkRecord(ctx, task(ctx, type))), 'serp'),
    [`${M}/list`]: either((ctx) => {
      const params = listParams(ctx.input, DEFAULT_PAGE_MAX);
      const tasks = ctx.state.crawls.list(ctx.account.id).filter((t) => t.type === type);
      const { data, pagination } = page(
        tasks.map((t) => record(ctx, t)),
        params.paging,
        rowCap(ctx.account),
      );
      return ok(data, { ...pagination, limit: null });
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
  'serp_analysis/tools/top100_crawl/getDomains': resultsRoute('top100_crawl', (ctx, t) =>
    top100Rows(ctx, t).map(({ pos, domain, main_domain, url }) => ({ pos, domain, main_domain, url })),
  ),
  'serp_analysis/exports/top100_crawl/getCsv': get(
    (ctx) => csv(toCsv(TOP100_COLUMNS, top100Rows(ctx, completed(ctx, 'top100_crawl')))),
    'serp',
  ),
  'serp_analysis/exports/urls_crawl/getCsv': get(
    (ctx) => csv(toCsv(URL_COLUMNS, urlRows(ctx, completed(ctx, 'urls_crawl')))),
    'serp',
  ),
};
