/**
 * TOP100 crawl and URL crawl: the same task family twice. `create` costs one tools unit; check, list,
 * results and CSV exports are free. A crawl is ready when `status === 'completed'`.
 */
import { dataEndpoint, listEndpoint, type NoParams, type Params, textEndpoint } from '../endpoint';
import { anyRowSchema, crawlTaskSchema, taskIdSchema } from '../schemas';
import type { TaskParams } from './serp';

function crawlFamily<CreateParams extends Params>(
  name: 'top100_crawl' | 'urls_crawl',
  resultsAction: string,
) {
  const tasks = `/api/tasks/management/${name}`;
  return {
    create: dataEndpoint<CreateParams, typeof taskIdSchema>('POST', `${tasks}/create`, taskIdSchema),
    check: dataEndpoint<TaskParams, typeof crawlTaskSchema>('GET', `${tasks}/check`, crawlTaskSchema),
    list: listEndpoint<NoParams, typeof crawlTaskSchema>('POST', `${tasks}/list`, crawlTaskSchema),
    results: listEndpoint<TaskParams, typeof anyRowSchema>(
      'POST',
      `/api/serp_analysis/tools/${name}/${resultsAction}`,
      anyRowSchema,
    ),
    /** The whole result as CSV text (header row first). */
    exportCsv: textEndpoint<TaskParams>('GET', `/api/serp_analysis/exports/${name}/getCsv`),
  };
}

/** Crawls Google's TOP100 for up to 100 phrases. */
export const top100Crawl = crawlFamily<{
  readonly keywords: readonly string[];
  readonly country_id?: number;
}>('top100_crawl', 'getData');

/** Crawls up to 100 http(s) URLs. */
export const urlsCrawl = crawlFamily<{ readonly urls: readonly string[] }>('urls_crawl', 'getList');
