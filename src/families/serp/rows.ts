/**
 * Wire shapes of SERP analysis and the crawl tasks, after the service's API reference: a task's record,
 * its reports' rows, a TOP100 or URL crawl's results. Each schema requires only what its table cannot do
 * without (a keyword, a URL, an id); every other figure is read by its path when it is there and reads as
 * blank when it is missing or odd, and derived figures are computed from the primary ones beside them.
 */
import * as z from 'zod/mini';
import {
  at,
  count,
  defined,
  flag,
  howMany,
  items,
  joined,
  keyed,
  num,
  numOrNull,
  obj,
  type Read,
  row,
  str,
  text,
  tolerant,
  TREND,
  withTrend,
} from '../../api/read';
import { once } from '../../shared/lazy';

/** A moment as sent: Unix seconds (create, lists), or ISO text with its offset (`urls_crawl/check`). */
const moment = once(() => tolerant(z.union([count(), z.string()])));

/** A moment as ISO text in UTC; empty when it cannot be read. */
function createdAt(value: number | string | null | undefined): string {
  const ms =
    typeof value === 'number' ? value * 1000 : typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? '' : new Date(ms).toISOString();
}

const list = once(() => tolerant(z.array(z.unknown())));

/**
 * A SERP analysis task. Readiness comes from the two progress flags (a missing flag reads as not ready); the
 * phrase from `data.keyword`, else `raw_request.keyword`.
 */
export const serpTaskSchema = row(
  {
    id: at(count),
    keyword: at(text, 'data.keyword', 'raw_request.keyword', 'keyword'),
    country_id: at(num),
    status: at(text),
    created_at: at(moment, 'created', 'created_at'),
    has_serp_data: at(flag, 'progress.has_serp_data'),
    has_keywords_analysis_data: at(flag, 'progress.has_keywords_analysis_data'),
  },
  ({ has_serp_data, has_keywords_analysis_data, ...t }) => ({
    ...t,
    keyword: t.keyword ?? '',
    status: t.status ?? '',
    created_at: createdAt(t.created_at),
    progress: {
      has_serp_data: has_serp_data ?? false,
      has_keywords_analysis_data: has_keywords_analysis_data ?? false,
    },
  }),
);
export type SerpTask = Read<typeof serpTaskSchema>;

/**
 * A TOP100 or URL crawl task, from `create`, `check` or `list`, with the status `waiting`, `crawling` or
 * `completed`. Progress is `{all, finished, unfinished}` (TOP100), `{all_urls, completed}` (URL crawl), or
 * absent (`create`, lists), when the items sent count instead.
 */
const CRAWL_TASK = {
  id: at(num),
  status: at(text),
  created_at: at(moment, 'created', 'created_at'),
  items: at(list, 'data.keywords', 'data.urls', 'raw_request.keywords', 'raw_request.urls'),
  all: at(num, 'progress.all', 'progress.all_urls'),
  done: at(num, 'progress.finished', 'progress.completed'),
};
const crawlTask = ({ items: listed, all: given, done, ...t }: Read<typeof crawlTaskRecord>) => {
  const status = t.status ?? '';
  const all = given ?? listed?.length ?? 1;
  const finished = Math.min(done ?? (status === 'completed' ? all : 0), all);
  return {
    id: t.id,
    status,
    created_at: createdAt(t.created_at),
    all,
    finished,
    ready: status === 'completed' || (done != null && all > 0 && finished >= all),
  };
};
const crawlTaskRecord = row(CRAWL_TASK);
export const crawlTaskRecordSchema = row(CRAWL_TASK, crawlTask);
export type CrawlTaskRecord = Read<typeof crawlTaskRecordSchema>;
/** `create` answers the new task's record; without its id there is nothing to follow. */
export const createdCrawlTaskSchema = row({ ...CRAWL_TASK, id: at(count) }, (task) => ({
  ...crawlTask(task),
  id: task.id,
}));

// ——— SERP reports and crawl results ———

/** A phrase row of the SERP keyword reports (questions, related keywords, propositions). */
export const serpKeywordRowSchema = row(
  {
    keyword: at(str),
    searches: at(num, 'searches', 'statistics.searches.current'),
    cpc: at(num, 'cpc', 'statistics.cpc.current'),
    cpc_min: at(num, 'cpc_min', 'statistics.cpc_min.current'),
    cpc_max: at(num, 'cpc_max', 'statistics.cpc_max.current'),
    words_count: at(num),
    common_factor: at(numOrNull),
    parent_keyword: at(text),
    ...TREND,
  },
  // The figures every phrase report has keep their column when a source leaves them out; the two that only
  // some reports carry appear where they are sent (null: a source with the column, not the figure).
  ({ common_factor, parent_keyword, ...read }) => ({
    ...withTrend(read),
    ...defined({ common_factor, parent_keyword }),
  }),
);

/** A result of `urls/getList`: the page at a position and what its content measured. */
export const serpUrlRowSchema = row(
  {
    position: at(num),
    url: at(str),
    domain: at(text),
    main_domain: at(text),
    title: at(text, 'content.title.value', 'title'),
    title_length: at(num, 'content.title.length'),
    description: at(text, 'content.description.value'),
    description_length: at(num, 'content.description.length'),
    content_length: at(num, 'content.length'),
    text2html_ratio: at(num, 'content.text2html_ratio'),
    h1: at(items, 'content.headers.h1.value'),
    h1_count: at(num, 'content.headers.h1.count'),
    h2: at(items, 'content.headers.h2.value'),
    h2_count: at(num, 'content.headers.h2.count'),
    h3: at(items, 'content.headers.h3.value'),
    h3_count: at(num, 'content.headers.h3.count'),
    keywords: at(num, 'keywords.number'),
  },
  ({ h1, h2, h3, keywords, ...r }) => ({
    ...r,
    h1: joined(h1),
    h1_count: howMany(r.h1_count, h1),
    h2_count: howMany(r.h2_count, h2),
    h3_count: howMany(r.h3_count, h3),
    keywords,
  }),
);

/**
 * `content/getStatistics`: one record of `statistics.<measure>.{avg,min,max,...}`, read as a row per
 * measure; a sibling that holds none of the three is no measure.
 */
export const contentStatisticsSchema = once(() =>
  z.pipe(
    obj({
      statistics: keyed(
        obj({ avg: numOrNull(), min: numOrNull(), max: numOrNull(), domain_min: text(), domain_max: text() }),
      ),
    }),
    z.transform(({ statistics }) =>
      statistics
        .filter(([, m]) => m.avg !== undefined || m.min !== undefined || m.max !== undefined)
        .map(([measure, m]) => ({
          measure,
          avg: m.avg ?? undefined,
          min: m.min ?? undefined,
          domain_min: m.domain_min,
          max: m.max ?? undefined,
          domain_max: m.domain_max,
        })),
    ),
  ),
);

export const serpKeywordStatisticsSchema = row(
  { searches: at(num), cpc: at(num), rank_value: at(num), ...TREND },
  (read) => [withTrend(read)],
);

export const competitorsNumberSchema = row({ competitors_number: at(count) }, (d) => [d]);

export const topicLeaderRowSchema = row({ url: at(str), occurrences: at(num) });

export const serpGroupRowSchema = row({ group: at(str), keywords_count: at(num, 'keywords_sum') });

/** A row of a TOP100 crawl: one result of one phrase. */
export const top100RowSchema = row(
  {
    keyword: at(str),
    position: at(num, 'pos', 'position'),
    url: at(text),
    domain: at(text),
    main_domain: at(text),
    searches: at(num),
    cpc: at(num, 'cpc_avg'),
    cpc_min: at(num),
    cpc_max: at(num),
    snippets: at(items),
  },
  (r) => ({ ...r, snippets: joined(r.snippets) }),
);

/** A row of a URL crawl: what the page's markup holds, counts beside the lists they count. */
export const urlCrawlRowSchema = row(
  {
    url: at(str),
    title: at(text),
    title_length: at(num),
    description: at(text),
    description_length: at(num),
    h1: at(items),
    h1_count: at(num),
    h2: at(items),
    h2_count: at(num),
    content_length: at(num),
    internal: at(items, 'internal_links'),
    internal_count: at(num, 'internal_links_count'),
    external: at(items, 'external_links'),
    external_count: at(num, 'external_links_count'),
  },
  ({ h1, h2, internal, internal_count, external, external_count, ...r }) => ({
    ...r,
    h1: joined(h1),
    h1_count: howMany(r.h1_count, h1),
    h2_count: howMany(r.h2_count, h2),
    links_internal: howMany(internal_count, internal),
    links_external: howMany(external_count, external),
  }),
);
