/**
 * Wire shapes of SERP analysis and the crawl tasks, after the service's API reference: a task's record,
 * its reports' rows, a TOP100 or URL crawl's results. Each schema requires only what its table cannot do
 * without (a keyword, a URL, an id); every other figure is read by its path when it is there and reads as
 * blank when it is missing or odd, and derived figures are computed from the primary ones beside them.
 */
import * as z from 'zod/mini';
import { lazy } from '../../shared/lazy';
import {
  countOf,
  defined,
  type Get,
  namedEntries,
  num,
  obj,
  record,
  str,
  text,
  texts,
  toBoolean,
  toNumber,
  trendOf,
} from '../../api/read';

/** A creation time as ISO text: the service sends Unix seconds, or ISO text on some checks. */
function createdAt(get: Get): string {
  const value = get('created', 'created_at');
  const seconds = toNumber(value);
  const ms =
    seconds !== undefined ? seconds * 1000 : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

/**
 * A SERP analysis task. Readiness comes from the two progress flags (a missing flag reads as not ready); the
 * phrase from `data.keyword`, else `raw_request.keyword`.
 */
export const serpTaskSchema = record({ id: num }, (t, get) => ({
  id: t.id,
  keyword: text(get('data.keyword', 'raw_request.keyword', 'keyword')) ?? '',
  country_id: toNumber(get('country_id')),
  status: text(get('status')) ?? '',
  created_at: createdAt(get),
  progress: {
    has_serp_data: toBoolean(get('progress.has_serp_data')) ?? false,
    has_keywords_analysis_data: toBoolean(get('progress.has_keywords_analysis_data')) ?? false,
  },
}));
export type SerpTask = z.output<typeof serpTaskSchema>;

/**
 * A TOP100 or URL crawl task, from `create`, `check` or `list`. Progress is `{all, finished}` (TOP100),
 * `{all_urls, completed}` (URL crawl), or absent (`create`, lists), when the items sent count instead.
 */
const crawlTask = (_: unknown, get: Get) => {
  const status = text(get('status')) ?? '';
  const items = get('data.keywords', 'data.urls', 'raw_request.keywords', 'raw_request.urls');
  const all = toNumber(get('progress.all', 'progress.all_urls')) ?? (Array.isArray(items) ? items.length : 1);
  const done = toNumber(get('progress.finished', 'progress.completed'));
  const finished = Math.min(done ?? (status === 'completed' ? all : 0), all);
  return {
    id: toNumber(get('id')),
    status,
    created_at: createdAt(get),
    all,
    finished,
    ready: status === 'completed' || (done !== undefined && all > 0 && finished >= all),
  };
};
export const crawlTaskRecordSchema = record({}, crawlTask);
export type CrawlTaskRecord = z.output<typeof crawlTaskRecordSchema>;
/** `create` answers the new task's record; without its id there is nothing to follow. */
export const createdCrawlTaskSchema = record({ id: num }, (task, get) => ({
  ...crawlTask(task, get),
  id: task.id,
}));

// ——— SERP reports and crawl results ———

/** A phrase row of the SERP keyword reports (questions, related keywords, propositions). */
export const serpKeywordRowSchema = record({ keyword: str }, (r, get) => {
  const figure = (name: string) => toNumber(get(name, `statistics.${name}.current`));
  // The figures every phrase report has keep their column when a source leaves them out; the two that
  // only some reports carry appear where they are sent.
  return {
    keyword: r.keyword,
    searches: figure('searches'),
    cpc: figure('cpc'),
    cpc_min: figure('cpc_min'),
    cpc_max: figure('cpc_max'),
    words_count: toNumber(get('words_count')),
    ...defined({
      // Sent as null (a source that has the column but not the figure), it stays a blank column.
      common_factor: 'common_factor' in r ? (toNumber(get('common_factor')) ?? null) : undefined,
      parent_keyword: text(get('parent_keyword')),
    }),
    trend: trendOf(r),
  };
});

/** A result of `urls/getList`: the page at a position and what its content measured. */
export const serpUrlRowSchema = record({ url: str }, (r, get) => {
  const content = (path: string) => get(`content.${path}`);
  const heading = (level: string) =>
    countOf(content(`headers.${level}.count`), content(`headers.${level}.value`));
  return {
    position: toNumber(get('position')),
    url: r.url,
    domain: text(get('domain')),
    main_domain: text(get('main_domain')),
    title: text(get('content.title.value', 'title')),
    title_length: toNumber(content('title.length')),
    description: text(content('description.value')),
    description_length: toNumber(content('description.length')),
    content_length: toNumber(content('length')),
    text2html_ratio: toNumber(content('text2html_ratio')),
    h1: texts(content('headers.h1.value')),
    h1_count: heading('h1'),
    h2_count: heading('h2'),
    h3_count: heading('h3'),
    keywords: toNumber(get('keywords.number')),
  };
});

/** `content/getStatistics`: one record of `statistics.<measure>.{avg,min,max,...}`, read as a row per measure. */
export const contentStatisticsSchema = lazy(() =>
  z.pipe(
    obj({
      statistics: namedEntries(['avg', 'min', 'max'], (measure, get) => ({
        measure,
        avg: toNumber(get('avg')),
        min: toNumber(get('min')),
        domain_min: text(get('domain_min')),
        max: toNumber(get('max')),
        domain_max: text(get('domain_max')),
      })),
    }),
    z.transform((d) => d.statistics),
  ),
);

export const serpKeywordStatisticsSchema = record({}, (stats, get) => [
  {
    searches: toNumber(get('searches')),
    cpc: toNumber(get('cpc')),
    rank_value: toNumber(get('rank_value')),
    trend: trendOf(stats),
  },
]);

export const competitorsNumberSchema = record({ competitors_number: num }, (d) => [
  { competitors_number: d.competitors_number },
]);

export const topicLeaderRowSchema = record({ url: str }, (r, get) => ({
  url: r.url,
  occurrences: toNumber(get('occurrences')),
}));

export const serpGroupRowSchema = record({ group: str }, (g, get) => ({
  group: g.group,
  keywords_count: toNumber(get('keywords_sum')),
}));

/** A row of a TOP100 crawl: one result of one phrase. */
export const top100RowSchema = record({ keyword: str }, (r, get) => ({
  keyword: r.keyword,
  position: toNumber(get('pos', 'position')),
  url: text(get('url')),
  domain: text(get('domain')),
  main_domain: text(get('main_domain')),
  searches: toNumber(get('searches')),
  cpc: toNumber(get('cpc_avg')),
  cpc_min: toNumber(get('cpc_min')),
  cpc_max: toNumber(get('cpc_max')),
  snippets: texts(get('snippets')),
}));

/** A row of a URL crawl: what the page's markup holds, counts beside the lists they count. */
export const urlCrawlRowSchema = record({ url: str }, (r, get) => {
  const count = (name: string) => countOf(get(`${name}_count`), get(name));
  return {
    url: r.url,
    title: text(get('title')),
    title_length: toNumber(get('title_length')),
    description: text(get('description')),
    description_length: toNumber(get('description_length')),
    h1: texts(get('h1')),
    h1_count: count('h1'),
    h2_count: count('h2'),
    content_length: toNumber(get('content_length')),
    links_internal: count('internal_links'),
    links_external: count('external_links'),
  };
});
