/**
 * What a handler answers, and the failures of the spec as throwable values: a handler throws a
 * `ServiceError` and the server writes its reply, so validation can stop a request from any depth.
 */
export type Reply =
  | { kind: 'json'; status: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'text'; status: number; contentType: string; body: string; headers?: Record<string, string> };

export type Params = Record<string, Record<string, string>>;

export class ServiceError extends Error {
  constructor(readonly reply: Reply) {
    super(`service error ${reply.status}`);
  }
}

export function ok(data: unknown, pagination?: unknown): Reply {
  const body = pagination === undefined ? { success: true, data } : { success: true, data, pagination };
  return { kind: 'json', status: 200, body };
}

export function envelope(status: number, type: string, message: string, params?: Params): Reply {
  const error = params === undefined ? { type, message } : { type, message, params };
  return { kind: 'json', status, body: { success: false, data: { error } } };
}

/** The bare `{success:false, message:''}` body of 404 routes, 403 and 405. */
export function bare(status: number, headers?: Record<string, string>): Reply {
  return { kind: 'json', status, body: { success: false, message: '' }, headers };
}

/**
 * The live service's answer to a route it does not have (any more), recorded in February 2026: 400, no
 * envelope, the path as asked.
 */
export function notFound(path: string): Reply {
  return { kind: 'json', status: 400, body: { message: 'Not Found', url: path, code: 400 } };
}

export function html(status: number, title: string): Reply {
  const body = `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;
  return { kind: 'text', status, contentType: 'text/html; charset=utf-8', body };
}

const GIVEN_DATA_INVALID = 'Given data is invalid';

/** The reference's refusal of `projects/activate` for a project already active: inside a 200. */
export const ALREADY_ACTIVE: Reply = {
  kind: 'json',
  status: 200,
  body: {
    success: false,
    data: {
      error: {
        type: 'invalid_data',
        message: GIVEN_DATA_INVALID,
        params: { project_id: { already_active: 'Project is already active' } },
      },
    },
  },
};

export const fail = {
  invalidData: (params: Params): ServiceError =>
    new ServiceError(envelope(418, 'invalid_data', GIVEN_DATA_INVALID, params)),
  required: (field: string): ServiceError =>
    fail.invalidData({ [field]: { _required: 'This field is required' } }),
  /** A field given, but empty (an empty text, an empty list). */
  empty: (field: string): ServiceError =>
    fail.invalidData({ [field]: { _empty: 'This field cannot be left empty' } }),
  rule: (field: string, rule: string, message: string): ServiceError =>
    fail.invalidData({ [field]: { [rule]: message } }),
  invalidFiltering: (): ServiceError =>
    new ServiceError(envelope(418, 'invalid_filtering', 'Given filtering is invalid')),
  unauthorized: (): ServiceError => new ServiceError(envelope(418, 'unauthorized', 'Unauthorized access')),
  unfinished: (): ServiceError => new ServiceError(envelope(418, 'invalid_data', 'Unfinished task')),
  timeout: (): ServiceError =>
    new ServiceError(envelope(418, 'timeout', 'Processing time exceeded. Narrow the request.')),
  /** Route exists, resource does not (or its id came in the wrong place). */
  missingResource: (): ServiceError => new ServiceError(html(404, '404 Not Found')),
  forbidden: (): ServiceError => new ServiceError(bare(403)),
  /** A source the service fetches from failed (recorded for the backlinks figures): passing. */
  upstream: (): ServiceError =>
    new ServiceError(
      envelope(418, 'backlinks_api_error', 'External error while fetching data from backlinks API'),
    ),
};
