/**
 * TOP100 crawl and URL crawl: the same task family twice. `create` costs one tools unit; check, list and
 * results are free. Their checks differ: a TOP100 check answers `{status, progress: {all,
 * finished}}` without the id, a URL crawl check `{id, status, progress: {all_urls, completed}}`; the task
 * schema reads both, and lists (no progress) by status.
 */
import { dataEndpoint, listEndpoint, type NoParams, type Params } from '../../api/endpoint';
import type { Lazy, Read } from '../../api/read';
import type { AnyRow } from '../../api/schemas';
import { crawlTaskRecordSchema, createdCrawlTaskSchema, top100RowSchema, urlCrawlRowSchema } from './rows';
import type { TaskParams } from './endpoints';

function crawlFamily<CreateParams extends Params>(
  name: 'top100_crawl' | 'urls_crawl',
  resultsAction: string,
  row: Lazy<AnyRow>,
) {
  const tasks = `/api/tasks/management/${name}`;
  return {
    create: dataEndpoint<CreateParams, Read<typeof createdCrawlTaskSchema>>(
      'POST',
      `${tasks}/create`,
      createdCrawlTaskSchema,
    ),
    check: dataEndpoint<TaskParams, Read<typeof crawlTaskRecordSchema>>(
      'GET',
      `${tasks}/check`,
      crawlTaskRecordSchema,
    ),
    list: listEndpoint<NoParams, Read<typeof crawlTaskRecordSchema>>(
      'GET',
      `${tasks}/list`,
      crawlTaskRecordSchema,
    ),
    results: listEndpoint<TaskParams, AnyRow>(
      'POST',
      `/api/serp_analysis/tools/${name}/${resultsAction}`,
      row,
    ),
  };
}

/** Crawls Google's TOP100 for up to 100 phrases. */
export const top100Crawl = crawlFamily<{
  readonly keywords: readonly string[];
  readonly country_id?: number;
}>('top100_crawl', 'getData', top100RowSchema);

/** Crawls up to 100 http(s) URLs. */
export const urlsCrawl = crawlFamily<{ readonly urls: readonly string[] }>(
  'urls_crawl',
  'getList',
  urlCrawlRowSchema,
);
