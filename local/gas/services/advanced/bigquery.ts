/**
 * The BigQuery advanced service (v2), as a script calls it (`BigQuery.Jobs.insert(job, projectId, blob)`):
 * each method sends the request Google's BigQuery client sends to `https://bigquery.googleapis.com`, with the
 * arguments in the order Apps Script's reference gives them and `optionalArgs` as query parameters. A load
 * job with a Blob goes up as a multipart upload (`/upload/bigquery/v2/…?uploadType=multipart`: the job's
 * JSON, then the blob's bytes). Methods the local simulator does not serve (`Jobs.list`, `Jobs.cancel`,
 * `Projects`, `Models`, `Routines`) say they are not implemented.
 */
import { randomUUID } from 'node:crypto';
import type { Execution } from '../../execution';
import { BlobImpl } from '../blob';
import { type ApiDeps, type ApiRequest, callApi } from './google-api';

const HOST = 'https://bigquery.googleapis.com';
const API = `${HOST}/bigquery/v2`;
const UPLOAD = `${HOST}/upload/bigquery/v2`;

type Method = ApiRequest['httpMethod'];

/** Path segments from the script's arguments: each must be a non-empty string, and is escaped. */
function segments(exec: Execution, named: Record<string, unknown>): string[] {
  return Object.entries(named).map(([name, value]) => {
    if (typeof value !== 'string' || value === '') throw exec.fail(`Invalid argument: ${name}`);
    return encodeURIComponent(value);
  });
}

/** The resource a call sends, as JSON; a missing one is refused before anything is sent. */
function jsonBody(exec: Execution, resource: unknown): ApiRequest['body'] {
  if (resource === null || typeof resource !== 'object') throw exec.fail('Invalid argument: resource');
  return { contentType: 'application/json; charset=UTF-8', data: Buffer.from(JSON.stringify(resource)) };
}

/** The media of an upload: a Blob, or anything with `getBlob()` (a BlobSource, as Apps Script takes). */
function mediaOf(exec: Execution, media: unknown): BlobImpl {
  if (media instanceof BlobImpl) return media;
  const blob = (media as { getBlob?: () => unknown } | null)?.getBlob?.();
  if (blob instanceof BlobImpl) return blob;
  throw exec.fail('Invalid argument: mediaData');
}

/** `multipart/related`, as Google's clients upload: the resource's JSON, then the media as it is. */
function multipart(resource: ApiRequest['body'], media: BlobImpl): ApiRequest['body'] {
  const boundary = `emulated_${randomUUID().replace(/-/g, '')}`;
  const head = (type: string) => Buffer.from(`--${boundary}\r\nContent-Type: ${type}\r\n\r\n`);
  return {
    contentType: `multipart/related; boundary=${boundary}`,
    data: Buffer.concat([
      head(resource!.contentType),
      resource!.data,
      Buffer.from('\r\n'),
      head(media.getContentType() ?? 'application/octet-stream'),
      media.data,
      Buffer.from(`\r\n--${boundary}--`),
    ]),
  };
}

export function bigQueryService(exec: Execution, deps: ApiDeps, version: string): object | undefined {
  if (version !== 'v2') return undefined;
  const call = (
    resource: string,
    method: string,
    httpMethod: Method,
    path: string,
    options: { query?: unknown; body?: ApiRequest['body']; upload?: boolean } = {},
  ): unknown =>
    callApi(exec, deps, {
      id: `bigquery.${resource}.${method}`,
      httpMethod,
      url: `${options.upload ? UPLOAD : API}/projects/${path}`,
      query: options.query,
      body: options.body,
    });

  const datasets = {
    get: (projectId: unknown, datasetId: unknown) =>
      call('datasets', 'get', 'GET', segments(exec, { projectId, datasetId }).join('/datasets/')),
    insert: (resource: unknown, projectId: unknown) =>
      call('datasets', 'insert', 'POST', `${segments(exec, { projectId })[0]}/datasets`, {
        body: jsonBody(exec, resource),
      }),
    list: (projectId: unknown, optionalArgs?: unknown) =>
      call('datasets', 'list', 'GET', `${segments(exec, { projectId })[0]}/datasets`, {
        query: optionalArgs,
      }),
    patch: (resource: unknown, projectId: unknown, datasetId: unknown) =>
      call('datasets', 'patch', 'PATCH', segments(exec, { projectId, datasetId }).join('/datasets/'), {
        body: jsonBody(exec, resource),
      }),
    update: (resource: unknown, projectId: unknown, datasetId: unknown) =>
      call('datasets', 'update', 'PUT', segments(exec, { projectId, datasetId }).join('/datasets/'), {
        body: jsonBody(exec, resource),
      }),
    remove: (projectId: unknown, datasetId: unknown, optionalArgs?: unknown) => {
      call('datasets', 'delete', 'DELETE', segments(exec, { projectId, datasetId }).join('/datasets/'), {
        query: optionalArgs,
      });
    },
  };

  const table = (projectId: unknown, datasetId: unknown, tableId: unknown) => {
    const [p, d, t] = segments(exec, { projectId, datasetId, tableId });
    return `${p}/datasets/${d}/tables/${t}`;
  };
  const tablesOf = (projectId: unknown, datasetId: unknown) => {
    const [p, d] = segments(exec, { projectId, datasetId });
    return `${p}/datasets/${d}/tables`;
  };
  const tables = {
    get: (projectId: unknown, datasetId: unknown, tableId: unknown, optionalArgs?: unknown) =>
      call('tables', 'get', 'GET', table(projectId, datasetId, tableId), { query: optionalArgs }),
    insert: (resource: unknown, projectId: unknown, datasetId: unknown) =>
      call('tables', 'insert', 'POST', tablesOf(projectId, datasetId), { body: jsonBody(exec, resource) }),
    list: (projectId: unknown, datasetId: unknown, optionalArgs?: unknown) =>
      call('tables', 'list', 'GET', tablesOf(projectId, datasetId), { query: optionalArgs }),
    patch: (resource: unknown, projectId: unknown, datasetId: unknown, tableId: unknown) =>
      call('tables', 'patch', 'PATCH', table(projectId, datasetId, tableId), {
        body: jsonBody(exec, resource),
      }),
    update: (resource: unknown, projectId: unknown, datasetId: unknown, tableId: unknown) =>
      call('tables', 'update', 'PUT', table(projectId, datasetId, tableId), {
        body: jsonBody(exec, resource),
      }),
    remove: (projectId: unknown, datasetId: unknown, tableId: unknown) => {
      call('tables', 'delete', 'DELETE', table(projectId, datasetId, tableId));
    },
  };

  const tabledata = {
    list: (projectId: unknown, datasetId: unknown, tableId: unknown, optionalArgs?: unknown) =>
      call('tabledata', 'list', 'GET', `${table(projectId, datasetId, tableId)}/data`, {
        query: optionalArgs,
      }),
    insertAll: (resource: unknown, projectId: unknown, datasetId: unknown, tableId: unknown) =>
      call('tabledata', 'insertAll', 'POST', `${table(projectId, datasetId, tableId)}/insertAll`, {
        body: jsonBody(exec, resource),
      }),
  };

  const jobs = {
    insert: (resource: unknown, projectId: unknown, mediaData?: unknown) => {
      const path = `${segments(exec, { projectId })[0]}/jobs`;
      const body = jsonBody(exec, resource);
      if (mediaData === undefined || mediaData === null)
        return call('jobs', 'insert', 'POST', path, { body });
      return call('jobs', 'insert', 'POST', path, {
        upload: true,
        query: { uploadType: 'multipart' },
        body: multipart(body, mediaOf(exec, mediaData)),
      });
    },
    get: (projectId: unknown, jobId: unknown, optionalArgs?: unknown) =>
      call('jobs', 'get', 'GET', segments(exec, { projectId, jobId }).join('/jobs/'), {
        query: optionalArgs,
      }),
    query: (resource: unknown, projectId: unknown) =>
      call('jobs', 'query', 'POST', `${segments(exec, { projectId })[0]}/queries`, {
        body: jsonBody(exec, resource),
      }),
    getQueryResults: (projectId: unknown, jobId: unknown, optionalArgs?: unknown) =>
      call('jobs', 'getQueryResults', 'GET', segments(exec, { projectId, jobId }).join('/queries/'), {
        query: optionalArgs,
      }),
  };

  const collection = (name: string, methods: object) => exec.guard('BigQuery', `BigQuery.${name}`, methods);
  return exec.guard('BigQuery', 'BigQuery', {
    Datasets: collection('Datasets', datasets),
    Tables: collection('Tables', tables),
    Tabledata: collection('Tabledata', tabledata),
    Jobs: collection('Jobs', jobs),
  });
}
