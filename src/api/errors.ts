/**
 * The error taxonomy: every way a call to the service can fail, as one base class and small subclasses.
 * Each carries a machine `code` (for branching: retry, pause a job, prompt a sign-in) and a message a
 * spreadsheet user can act on; that message is what a cell or the sidebar shows, never a stack trace.
 */

export type ApiErrorCode =
  | 'NOT_SIGNED_IN'
  | 'SESSION_EXPIRED'
  | 'INVALID_CREDENTIALS'
  | 'EMAIL_NOT_CONFIRMED'
  | 'NO_API_ACCESS'
  | 'SERP_NOT_IN_PLAN'
  | 'ROUTE_NOT_FOUND'
  | 'RESOURCE_NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'INVALID_DATA'
  | 'INVALID_FILTERING'
  | 'UNAUTHORIZED_RESOURCE'
  | 'QUOTA_EXCEEDED'
  | 'UNFINISHED_TASK'
  | 'DATA_UNREACHABLE'
  | 'SERVER_TIMEOUT'
  | 'GATEWAY_TIMEOUT'
  | 'DATABASE'
  | 'SERVICE_ERROR'
  | 'SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'EDGE_REJECTED'
  | 'NETWORK'
  | 'DEADLINE_EXCEEDED'
  | 'RESPONSE_INVALID';

import { usedUpText } from '../shared/quota-wording';

const SIGN_IN_HINT = 'Sign in again from Extensions › SEO Sheets.';
const LARGE_REQUESTS = 'For large requests use Extensions › SEO Sheets › Run a report.';

export interface ApiErrorDetails {
  /** HTTP status, when a response arrived. */
  readonly status?: number;
  /** The API path that failed, without host or query. */
  readonly path?: string;
  /** The service's own message, verbatim, for logs and support. */
  readonly serviceMessage?: string;
  /** The underlying exception (network failures); not named `cause` so ES2020 and ES2022 typings agree. */
  readonly origin?: unknown;
}

export class ApiError extends Error {
  readonly status?: number;
  readonly path?: string;
  readonly serviceMessage?: string;
  readonly origin?: unknown;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    details: ApiErrorDetails = {},
    /** Whether the same request may succeed if sent again (5xx, timeouts, edge rejections, network). */
    readonly retryable = false,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = details.status;
    this.path = details.path;
    this.serviceMessage = details.serviceMessage;
    this.origin = details.origin;
  }
}

/** No token is available. `account` names the sign-in a formula would need, when it is known. */
export class NotSignedInError extends ApiError {
  constructor(
    message = `Not signed in to SEO Sheets. Sign in from Extensions › SEO Sheets.`,
    readonly account?: string,
  ) {
    super('NOT_SIGNED_IN', message);
  }
}

/** 302 to the login path (or a token known to be past its 31 days). */
export class SessionExpiredError extends ApiError {
  constructor(details: ApiErrorDetails = {}, account?: string) {
    const who = account ? ` (${account})` : '';
    super('SESSION_EXPIRED', `Your SEO Sheets session${who} has expired. ${SIGN_IN_HINT}`, details);
  }
}

export class InvalidCredentialsError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('INVALID_CREDENTIALS', 'Wrong e-mail or password.', details);
  }
}

export class EmailNotConfirmedError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'EMAIL_NOT_CONFIRMED',
      'This account’s e-mail address is not confirmed yet. Confirm it from the e-mail the service sent, then sign in.',
      details,
    );
  }
}

export class NoApiAccessError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'NO_API_ACCESS',
      'This account has no API access: it needs an active Advanced or Prime plan, or the API add-on on Basic or Lite ' +
        '(the tool-server-only add-on does not include it).',
      details,
    );
  }
}

export class SerpNotInPlanError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'SERP_NOT_IN_PLAN',
      'SERP analysis is not in this account’s plan: it needs the SERP add-on (included in Prime).',
      details,
    );
  }
}

/** 404 with the empty envelope and no redirect before it: the client asked for a path that does not exist. */
export class RouteNotFoundError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'ROUTE_NOT_FOUND',
      `The service does not know the report ${details.path ?? ''}. Update SEO Sheets.`,
      details,
    );
  }
}

/** 404 with an HTML page: the route exists, the resource (project, task, keyword...) does not. */
export class ResourceNotFoundError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('RESOURCE_NOT_FOUND', 'Not found: check the id or name you asked for.', details);
  }
}

export class MethodNotAllowedError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'METHOD_NOT_ALLOWED',
      `The service refused how the report was requested. Update SEO Sheets.`,
      details,
    );
  }
}

export interface FieldProblem {
  readonly field: string;
  readonly rule: string;
  readonly message: string;
}

export class InvalidDataError extends ApiError {
  constructor(
    readonly fields: readonly FieldProblem[],
    details: ApiErrorDetails = {},
  ) {
    const listed = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
    super(
      'INVALID_DATA',
      listed ? `Invalid input: ${listed}.` : `Invalid input: ${details.serviceMessage}`,
      details,
    );
  }
}

export class InvalidFilterError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'INVALID_FILTERING',
      `This report does not support that filter${details.serviceMessage ? ` (${details.serviceMessage})` : ''}.`,
      details,
    );
  }
}

export class UnauthorizedResourceError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'UNAUTHORIZED_RESOURCE',
      'No access: the project, group or keyword does not exist or belongs to another account.',
      details,
    );
  }
}

export interface QuotaInfo {
  /** getLimits key of the exhausted counter, when the failing path tells it. */
  readonly counter?: string;
  readonly limit?: number;
  readonly hoursToReset?: number | null;
}

export class QuotaExceededError extends ApiError {
  readonly counter?: string;
  readonly limit?: number;
  readonly hoursToReset?: number | null;

  constructor(info: QuotaInfo, details: ApiErrorDetails = {}) {
    super('QUOTA_EXCEEDED', quotaMessage(info), details);
    this.counter = info.counter;
    this.limit = info.limit;
    this.hoursToReset = info.hoursToReset;
  }
}

function quotaMessage(info: QuotaInfo): string {
  return usedUpText(info.counter, info.limit, info.hoursToReset);
}

export class UnfinishedTaskError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('UNFINISHED_TASK', 'The analysis is still running; try again in a minute.', details);
  }
}

export class DataUnreachableError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'DATA_UNREACHABLE',
      'The data is temporarily unavailable at the service; try again later.',
      details,
    );
  }
}

/** 418 `timeout`: the service gave up computing; sending the same request again would fail the same way. */
export class ServerTimeoutError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'SERVER_TIMEOUT',
      'The service took too long to compute this; narrow the request (a shorter date range, fewer rows or a filter).',
      details,
    );
  }
}

/** 504: a proxy in front of the service stopped waiting; the same request may well answer next time. */
export class GatewayTimeoutError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'GATEWAY_TIMEOUT',
      `The service did not answer in time (HTTP 504), so nothing came back for this; try again in a few minutes. ${LARGE_REQUESTS}`,
      details,
      true,
    );
  }
}

export class DatabaseError extends ApiError {
  constructor(details: ApiErrorDetails = {}, retryable = false) {
    super('DATABASE', 'The service had a database error; try again later.', details, retryable);
  }
}

/** 418 with a `type` we do not know: the spec says to treat it as temporary. */
export class ServiceError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'SERVICE_ERROR',
      `The service reported a temporary problem${details.serviceMessage ? `: ${details.serviceMessage}` : ''}. Try again later.`,
      details,
    );
  }
}

export class ServerError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'SERVER_ERROR',
      `The service had an internal error (HTTP ${details.status}); try again later.`,
      details,
      true,
    );
  }
}

export class ServiceUnavailableError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'SERVICE_UNAVAILABLE',
      'The service is unavailable right now; try again in a few minutes.',
      details,
      true,
    );
  }
}

/** A response without the service's envelope: an edge proxy refusing too many parallel connections. */
export class EdgeRejectedError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'EDGE_REJECTED',
      'The service refused the connection (too many at once); try again shortly.',
      details,
      true,
    );
  }
}

export class NetworkError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('NETWORK', 'Could not reach the service (network error); try again shortly.', details, true);
  }
}

/** The execution has too little time left for another request (30 s for a formula, 6 min otherwise). */
export class DeadlineExceededError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('DEADLINE_EXCEEDED', `Out of time waiting for the service. ${LARGE_REQUESTS}`, details, true);
  }
}

export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The wire disagrees with a documented field: the service changed, or a proxy answered. */
export class ResponseValidationError extends ApiError {
  constructor(
    readonly issues: readonly SchemaIssue[],
    details: ApiErrorDetails = {},
  ) {
    const what = issues
      .slice(0, 3)
      .map((i) => {
        const field = [...i.path].reverse().find((k) => typeof k === 'string') ?? 'its data';
        const where = i.path.map(String).join('.');
        return `"${String(field)}" is ${i.message}${where && where !== field ? ` (at ${where})` : ''}`;
      })
      .join('; ');
    super(
      'RESPONSE_INVALID',
      `The service's answer cannot be used: ${what}. Update SEO Sheets if this persists.`,
      details,
    );
  }
}

/** Apps Script's own failures, in words a spreadsheet user understands. */
const PLATFORM_MESSAGES: readonly [RegExp, string][] = [
  [/exceeded maximum execution time/i, `Out of time. ${LARGE_REQUESTS}`],
  [
    /too many times for one day|bandwidth quota/i,
    'Google’s daily quota for this add-on is used up; try again tomorrow.',
  ],
  [
    /invoked too many times/i,
    'Too many formulas at once; pass a range to one formula instead of one per cell.',
  ],
  [
    /do not have permission/i,
    'SEO Sheets is not allowed to do that here; open it from Extensions › SEO Sheets first.',
  ],
];

/**
 * The one plain-language message for anything thrown: an ApiError's own message, a known platform failure
 * in plain words, or the first line of anything else. Never a stack trace.
 */
export function userMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  const raw = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  for (const [pattern, text] of PLATFORM_MESSAGES) if (pattern.test(raw)) return text;
  const firstLine = raw.split('\n')[0].trim();
  return firstLine ? `SEO Sheets: ${firstLine}` : 'SEO Sheets: something went wrong; try again.';
}
