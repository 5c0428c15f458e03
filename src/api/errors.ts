/**
 * The error taxonomy: every way a call to the service can fail, as one base class and small subclasses.
 * Each carries a machine `code` (for branching: retry, pause a job, prompt a sign-in) and what a
 * spreadsheet user can act on as a message key and parameters (`said`), never a stack trace. This layer
 * chooses no language: the edge renders `said` in its reader's (`message` is the English, for logs).
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
  | 'CONNECTION_CUT'
  | 'DEADLINE_EXCEEDED'
  | 'RESPONSE_INVALID'
  | 'NO_DATA'
  | 'HELD_BACK';

import { type MessageKey, type Said, type SaidParam, SaidError, said, verbatim } from '../shared/i18n/said';
import { excerpt } from '../shared/excerpt';
import { usedUpSaid } from '../shared/quota-wording';

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

export class ApiError extends SaidError {
  readonly status?: number;
  readonly path?: string;
  readonly serviceMessage?: string;
  readonly origin?: unknown;

  constructor(
    readonly code: ApiErrorCode,
    message: Said,
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

/** The tool server refused the token: expired past refreshing, revoked, or never valid. */
export class ToolConnectionEndedError extends ApiError {
  constructor(account: string, details: ApiErrorDetails = {}) {
    super('SESSION_EXPIRED', said('error.toolConnectionEnded', { account }), details);
  }
}

/**
 * The connection in effect cannot ask for this: the tool server lists no tool for it for the account, or its
 * tool cannot take what was asked (a filter). Another connection (a sign-in to the API) can.
 */
export class NotCoveredError extends ApiError {}

/** The tool server's own 403: the account's plan does not include it. */
export class ToolsNotInPlanError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('NO_API_ACCESS', said('error.toolsNotInPlan'), details);
  }
}

/** No token is available. `account` names the sign-in a formula would need, when it is known. */
export class NotSignedInError extends ApiError {
  constructor(
    message = said('error.notSignedIn'),
    readonly account?: string,
  ) {
    super('NOT_SIGNED_IN', message);
  }
}

/** 302 to the login path (or a token known to be past its 31 days). */
export class SessionExpiredError extends ApiError {
  constructor(details: ApiErrorDetails = {}, account?: string) {
    const message = account ? said('error.sessionExpiredOf', { account }) : said('error.sessionExpired');
    super('SESSION_EXPIRED', message, details);
  }
}

export class InvalidCredentialsError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('INVALID_CREDENTIALS', said('error.invalidCredentials'), details);
  }
}

export class EmailNotConfirmedError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('EMAIL_NOT_CONFIRMED', said('error.emailNotConfirmed'), details);
  }
}

export class NoApiAccessError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('NO_API_ACCESS', said('error.noApiAccess'), details);
  }
}

export class SerpNotInPlanError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('SERP_NOT_IN_PLAN', said('error.serpNotInPlan'), details);
  }
}

/**
 * A route the service does not have (any more): the seed spec's 404 with the empty envelope, or the live
 * service's 400 `{"message": "Not Found", "url": …, "code": 400}`. Asking again cannot help.
 */
export class RouteNotFoundError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('ROUTE_NOT_FOUND', said('error.routeNotFound', { path: details.path ?? '' }), details);
  }
}

/** 404 with an HTML page: the route exists, the resource (project, task, keyword...) does not. */
export class ResourceNotFoundError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('RESOURCE_NOT_FOUND', said('error.resourceNotFound'), details);
  }
}

export class MethodNotAllowedError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('METHOD_NOT_ALLOWED', said('error.methodNotAllowed'), details);
  }
}

export interface FieldProblem {
  readonly field: string;
  /** The service's rule (`invalid`, `_required`, `_empty`, `already_active`…); empty where it gave none. */
  readonly rule: string;
  readonly message: string;
}

/**
 * Where a field the service refused came from in what the user gave: an argument of the formula (or a
 * parameter of the report), and its row where the argument is a range.
 */
export interface FieldSource {
  readonly argument: string;
  readonly row?: number;
}

/** The rules whose words are the add-on's (in the reader's language), not the service's English. */
const RULES: Readonly<Record<string, MessageKey>> = {
  _required: 'error.fieldRequired',
  _empty: 'error.fieldEmpty',
};

/**
 * The service's refusal of fields, each named by where it came from (`source`: the argument, and the row of
 * a range) where that is known, else by the service's name for it; a rule the add-on knows in its own
 * words, any other in the service's.
 */
export function refusalOf(
  fields: readonly FieldProblem[],
  source: (field: string) => FieldSource | undefined = () => undefined,
): Said {
  const each = fields.map(({ field, rule, message }): Said => {
    const from = source(field);
    const name: SaidParam = !from
      ? field
      : from.row
        ? said('error.argumentRow', { argument: from.argument, row: from.row })
        : from.argument;
    const why = RULES[rule] ? said(RULES[rule]) : verbatim(message);
    return said('error.field', { field: name, why });
  });
  return said('error.invalidData', {
    fields: each.reduce((first, second) => said('joinList', { first, second })),
  });
}

export class InvalidDataError extends ApiError {
  constructor(
    readonly fields: readonly FieldProblem[],
    details: ApiErrorDetails = {},
  ) {
    super(
      'INVALID_DATA',
      fields.length
        ? refusalOf(fields)
        : said('error.invalidDataService', { text: String(details.serviceMessage) }),
      details,
    );
  }
}

/**
 * The service refused one item of a list it was sent (its 418 named `urls.15`, the item's index in what
 * was sent); the rest of the list was sent again without it. `item` is as the caller handed it (the
 * domain or phrase as shown, never its wire form), `reason` the service's own words.
 */
export class ItemRefusedError extends ApiError {
  constructor(
    readonly item: string,
    readonly reason: string,
    details: ApiErrorDetails = {},
  ) {
    super('INVALID_DATA', said('error.itemRefused', { item: excerpt(item), why: reason }), details);
  }
}

/**
 * Nothing was sent: what it would spend is more than the spend guard lets one formula or report spend
 * (spent/guard.ts). `said` is the whole story (what it would cost, a cheaper way, how to go ahead); a row it
 * kept from being fetched says so in a few words (`row`).
 */
export class HeldBackError extends ApiError {
  readonly row = said('guard.row');
  constructor(story: Said) {
    super('HELD_BACK', story);
  }
}

/**
 * The items of the list `field` an error refuses, by index in the list as sent, each with the service's
 * reason: from a 418's fields (`urls.15` → rule → message) or, where only a sentence came (the tool
 * server's refusal), from `urls.15: …` in it. Empty when the error names no item.
 */
export function refusedItems(error: unknown, field: string): Map<number, string> {
  const found = new Map<number, string>();
  if (!(error instanceof ApiError) || error.code !== 'INVALID_DATA') return found;
  const name = new RegExp(`^${field}\\.(\\d+)$`);
  for (const problem of error instanceof InvalidDataError ? error.fields : []) {
    const index = name.exec(problem.field)?.[1];
    if (index !== undefined && !found.has(Number(index))) found.set(Number(index), problem.message);
  }
  if (found.size) return found;
  const inText = new RegExp(`\\b${field}\\.(\\d+)\\s*:\\s*([^;\\n]*)`, 'g');
  const text = error.serviceMessage ?? '';
  for (let match = inText.exec(text); match; match = inText.exec(text))
    if (!found.has(Number(match[1]))) found.set(Number(match[1]), match[2].trim());
  return found;
}

export class InvalidFilterError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'INVALID_FILTERING',
      details.serviceMessage
        ? said('error.invalidFilterWhy', { text: details.serviceMessage })
        : said('error.invalidFilter'),
      details,
    );
  }
}

export class UnauthorizedResourceError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('UNAUTHORIZED_RESOURCE', said('error.unauthorizedResource'), details);
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
    super('QUOTA_EXCEEDED', usedUpSaid(info.counter, info.limit, info.hoursToReset), details);
    this.counter = info.counter;
    this.limit = info.limit;
    this.hoursToReset = info.hoursToReset;
  }
}

export class UnfinishedTaskError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('UNFINISHED_TASK', said('error.unfinishedTask'), details);
  }
}

export class DataUnreachableError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('DATA_UNREACHABLE', said('error.dataUnreachable'), details);
  }
}

/** 418 `timeout`: the service gave up computing; sending the same request again would fail the same way. */
export class ServerTimeoutError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('SERVER_TIMEOUT', said('error.serverTimeout'), details);
  }
}

/** 504: a proxy in front of the service stopped waiting; the same request may well answer next time. */
export class GatewayTimeoutError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('GATEWAY_TIMEOUT', said('error.gatewayTimeout'), details, true);
  }
}

export class DatabaseError extends ApiError {
  constructor(details: ApiErrorDetails = {}, retryable = false) {
    super('DATABASE', said('error.database'), details, retryable);
  }
}

/** 418 with a `type` we do not know: the spec says to treat it as temporary. */
export class ServiceError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super(
      'SERVICE_ERROR',
      details.serviceMessage
        ? said('error.serviceErrorWhy', { text: details.serviceMessage })
        : said('error.serviceError'),
      details,
    );
  }
}

/**
 * A source the service fetches from failed (418 `backlinks_api_error`: "External error while fetching data
 * from backlinks API"): a passing fault on its side, so the request is tried again later.
 */
export class UpstreamError extends ApiError {
  constructor(source: string, details: ApiErrorDetails = {}) {
    super('SERVICE_ERROR', said('error.upstream', { source }), details, true);
  }
}

export class ServerError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('SERVER_ERROR', said('error.serverError', { status: String(details.status) }), details, true);
  }
}

export class ServiceUnavailableError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('SERVICE_UNAVAILABLE', said('error.serviceUnavailable'), details, true);
  }
}

/** A response without the service's envelope: an edge proxy refusing too many parallel connections. */
export class EdgeRejectedError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('EDGE_REJECTED', said('error.edgeRejected'), details, true);
  }
}

/**
 * A web page where data was expected, whatever its status: a captive portal, a proxy's sign-in page, a
 * parked domain. Asking again brings the same page, so it is said, not retried.
 */
export class WebPageError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('RESPONSE_INVALID', said('error.webPage', { status: String(details.status) }), details);
  }
}

/** A success status whose body is neither the service's envelope nor a web page. */
export class NotDataError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('RESPONSE_INVALID', said('error.notData', { status: String(details.status) }), details);
  }
}

/**
 * A page with far more rows than asked (`OVERSIZE_FACTOR` times the page): more than the service ever
 * sends, so refused before it is read row by row, which would outlast a custom function's 30 s.
 */
export class PageTooLargeError extends ApiError {
  constructor(rows: number, asked: number, details: ApiErrorDetails = {}) {
    super('RESPONSE_INVALID', said('error.pageTooLarge', { rows, asked }), details);
  }
}

export class NetworkError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('NETWORK', said('error.network'), details, true);
  }
}

/**
 * The connection dropped while the answer was coming: its body stopped short of what it announced, or broke
 * off mid-way. Nothing is wrong with the add-on or the service's format; the same request may answer next time.
 */
export class ConnectionCutError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('CONNECTION_CUT', said('error.connectionCut'), details, true);
  }
}

/** The execution has too little time left for another request (30 s for a formula, 6 min otherwise). */
export class DeadlineExceededError extends ApiError {
  constructor(details: ApiErrorDetails = {}) {
    super('DEADLINE_EXCEEDED', said('error.deadline'), details, true);
  }
}

export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The service has no data of this kind for the market asked (the tool server's `no_data`, as it answers
 * the visibility history of database 2.0): an answer, not a failure, which a table shows as its note.
 */
export class NoDataError extends ApiError {
  constructor(
    params: { readonly domain?: unknown; readonly country_id?: unknown },
    details: ApiErrorDetails = {},
  ) {
    const country = String(params.country_id ?? 1);
    const domain = typeof params.domain === 'string' ? params.domain : '';
    super(
      'NO_DATA',
      domain ? said('note.noDataMarket', { domain, country }) : said('note.noDataMarketAny', { country }),
      details,
    );
  }
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
    super('RESPONSE_INVALID', said('error.responseInvalid', { what }), details);
  }
}

/** Apps Script's own failures, in words a spreadsheet user understands. */
const PLATFORM_MESSAGES: readonly [RegExp, MessageKey][] = [
  [/exceeded maximum execution time/i, 'error.outOfTime'],
  [/too many times for one day|bandwidth quota/i, 'error.googleQuota'],
  [/number of cells in the workbook above the limit/i, 'error.cellLimit'],
  [/invoked too many times/i, 'error.tooManyCalls'],
  [/do not have permission/i, 'error.notAllowed'],
];

/**
 * The one plain-language message for anything thrown, as a message to render: an error's own (an
 * ApiError, a refused argument or filter), a known platform failure in plain words, or the first line of
 * anything else. Never a stack trace.
 */
export function saidOf(err: unknown): Said {
  if (err instanceof SaidError) return err.said;
  const raw = err instanceof Error ? err.message : typeof err === 'string' ? err : '';
  for (const [pattern, key] of PLATFORM_MESSAGES) if (pattern.test(raw)) return said(key);
  const firstLine = raw.split('\n')[0].trim();
  return firstLine ? said('error.other', { text: firstLine }) : said('error.unknown');
}
