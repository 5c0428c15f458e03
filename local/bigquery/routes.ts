/**
 * The REST surface, path by path as Google's discovery document has it, each route named by its method
 * (`jobs.insert`), which is also what a fault aims at. Both hosts' paths are served: `/bigquery/v2/…` and
 * the uploads' `/upload/bigquery/v2/…`.
 */
import type { Answer, Call } from './call';
import { changeDataset, deleteDataset, getDataset, insertDataset, listDatasets } from './datasets';
import { getJob, getQueryResults, insertJob, queryJob } from './jobs';
import { insertAll, listTableData } from './tabledata';
import { changeTable, deleteTable, getTable, insertTable, listTables } from './tables';

export interface Route {
  method: string;
  /** Google's method name, without `bigquery.`. */
  id: string;
  pattern: RegExp;
  names: string[];
  upload: boolean;
  handle(call: Call): Promise<Answer>;
}

const P = '/projects/{projectId}';
const D = `${P}/datasets/{datasetId}`;
const T = `${D}/tables/{tableId}`;

function route(
  method: string,
  id: string,
  template: string,
  handle: (call: Call) => Promise<Answer>,
  upload = false,
): Route {
  const names: string[] = [];
  const body = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const root = upload ? '/upload/bigquery/v2' : '/bigquery/v2';
  return { method, id, pattern: new RegExp(`^${root}${body}$`), names, upload, handle };
}

export const ROUTES: Route[] = [
  route('GET', 'datasets.list', `${P}/datasets`, listDatasets),
  route('POST', 'datasets.insert', `${P}/datasets`, insertDataset),
  route('GET', 'datasets.get', D, getDataset),
  route('PATCH', 'datasets.patch', D, changeDataset(false)),
  route('PUT', 'datasets.update', D, changeDataset(true)),
  route('DELETE', 'datasets.delete', D, deleteDataset),
  route('GET', 'tables.list', `${D}/tables`, listTables),
  route('POST', 'tables.insert', `${D}/tables`, insertTable),
  route('GET', 'tables.get', T, getTable),
  route('PATCH', 'tables.patch', T, changeTable(false)),
  route('PUT', 'tables.update', T, changeTable(true)),
  route('DELETE', 'tables.delete', T, deleteTable),
  route('GET', 'tabledata.list', `${T}/data`, listTableData),
  route('POST', 'tabledata.insertAll', `${T}/insertAll`, insertAll),
  route('POST', 'jobs.insert', `${P}/jobs`, insertJob),
  route('POST', 'jobs.insert', `${P}/jobs`, insertJob, true),
  route('GET', 'jobs.get', `${P}/jobs/{jobId}`, getJob),
  route('POST', 'jobs.query', `${P}/queries`, queryJob),
  route('GET', 'jobs.getQueryResults', `${P}/queries/{jobId}`, getQueryResults),
];

/** The route of a request and its path parameters (decoded); undefined for a path the API does not have. */
export function match(
  method: string,
  path: string,
): { route: Route; params: Record<string, string> } | undefined {
  for (const r of ROUTES) {
    if (r.method !== method) continue;
    const m = r.pattern.exec(path);
    if (!m) continue;
    return {
      route: r,
      params: Object.fromEntries(r.names.map((name, i) => [name, decodeURIComponent(m[i + 1])])),
    };
  }
  return undefined;
}
