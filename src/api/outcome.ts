/**
 * Where every failure becomes an error, whichever door it came through: `generateError` turns an outcome (a
 * request that never got an answer, an HTTP status with its body, the tool server's JSON-RPC error or a
 * tool's refusal) into the one class of the taxonomy, as openai-node's `APIError.generate` does, so a 504
 * or the edge's HTML page is the same error over the API and over the tool server. `interpretOutcome`
 * reads a REST answer: its body on success, else its error, following the spec's tables.
 */
import {
  ApiError,
  type ApiErrorDetails,
  ConnectionCutError,
  DatabaseError,
  DataUnreachableError,
  EdgeRejectedError,
  EmailNotConfirmedError,
  type FieldProblem,
  InvalidCredentialsError,
  InvalidDataError,
  InvalidFilterError,
  MethodNotAllowedError,
  NetworkError,
  NoApiAccessError,
  QuotaExceededError,
  ResourceNotFoundError,
  RouteNotFoundError,
  SerpNotInPlanError,
  GatewayTimeoutError,
  ServerError,
  ServerTimeoutError,
  ServiceError,
  ServiceUnavailableError,
  SessionExpiredError,
  ToolConnectionEndedError,
  NotDataError,
  ToolsNotInPlanError,
  UnauthorizedResourceError,
  UnfinishedTaskError,
  UpstreamError,
  WebPageError,
} from './errors';
import { counterForPath } from './quota';
import { type ErrorBody, errorBodySchema } from './schemas';
import { type HttpOutcome, isThrown } from './transport';
import { said, verbatim } from '../shared/i18n/said';

export interface OutcomeContext {
  readonly path: string;
  /** The signed-in account, named in session messages. */
  readonly account?: string;
  /** CSV exports answer text, not JSON. */
  readonly expect?: 'json' | 'text';
  /**
   * Which door asked: only what the user does about a refused sign-in differs (sign in to the API again,
   * or connect to the tool server again), and what an unexpected 4xx of the tool server means. Default: the API.
   */
  readonly door?: 'api' | 'tools';
}

/** What a failed exchange looked like, at either door. */
export type Problem =
  /** The request never got an answer (network, a UrlFetch timeout). */
  | { readonly thrown: unknown }
  /** An HTTP answer that is not a success. */
  | { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string }
  /** The tool server's refusal inside a 200: a JSON-RPC error (`rpc`), or a tool's `isError` text (`tool`). */
  | { readonly refusal: string; readonly by: 'rpc' | 'tool' };

/** A successful outcome: the parsed JSON body (or the text, for exports). Anything else throws. */
export function interpretOutcome(outcome: HttpOutcome, context: OutcomeContext): unknown {
  if (isThrown(outcome)) throw generateError(outcome, context);
  const { status, body } = outcome;
  const success = status >= 200 && status < 300;
  if (success && context.expect === 'text' && !isWebPage(outcome.headers, body) && !shortOfLength(outcome))
    return body;
  const json = parseJson(body);
  if (success && isEnvelope(json) && json.success === true) return json;
  throw generateError(outcome, context);
}

/** The one error of an outcome, whichever door it came through. */
export function generateError(problem: Problem, context: OutcomeContext): ApiError {
  const { path } = context;
  if ('thrown' in problem) {
    const details = { path, origin: problem.thrown, serviceMessage: messageOf(problem.thrown) };
    return CUT_MESSAGE.test(details.serviceMessage)
      ? new ConnectionCutError(details)
      : new NetworkError(details);
  }
  if ('refusal' in problem) return refusalError(problem.refusal, problem.by, context);
  const { status, headers, body } = problem;
  const base: ApiErrorDetails = { status, path };
  // Below 500 the body says what happened; one that broke off says only that the connection dropped.
  if (status < 500 && cutShort(problem)) return new ConnectionCutError(base);
  if (status >= 300 && status < 400) {
    if (/\/users\/login\b/i.test(headers.location ?? ''))
      return new SessionExpiredError(base, context.account);
    // Another host or scheme (http → https): resending cannot help; the configured address is wrong.
    return new ApiError(
      'SERVICE_ERROR',
      said('error.redirect', { location: headers.location ?? 'another address' }),
      base,
    );
  }
  const json = parseJson(body);
  const read = errorBodySchema().parse(json) ?? {};
  // The live service's answer to a route it does not have (any more): 400 `{message: "Not Found", url, code}`.
  if (!isEnvelope(json) && read.url !== undefined && /^not found$/i.test(read.message ?? ''))
    return new RouteNotFoundError({ ...base, serviceMessage: read.message });
  if (!isEnvelope(json)) return withoutEnvelope(status, headers, body, base, context);
  return fromEnvelope(status, read, base, context);
}

/** A platform's words for a connection that dropped mid-exchange (a reset, a closed socket, a body that ended early). */
const CUT_MESSAGE = /\b(reset|aborted|closed|hang up|unexpected end|truncated|premature|EOF)\b/i;

/**
 * Whether an answer stopped short of itself: fewer bytes than its Content-Length announced, or a body
 * that broke off (an empty 200, JSON that does not close, an event stream without its last blank line).
 * A whole body the add-on cannot read is another matter: the service changed, and says so elsewhere.
 */
export function cutShort(response: {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}): boolean {
  if (shortOfLength(response)) return true;
  const { status, headers, body } = response;
  const text = body.trim();
  // 202 and 204 answer nothing on purpose (a notification's acceptance); a 200 always has a body.
  if (!text) return status === 200;
  if (/text\/event-stream/i.test(headers['content-type'] ?? '')) return !/\r?\n\r?\n$/.test(body);
  return /^[{[]/.test(text) && parseJson(text) === undefined;
}

/** Fewer bytes than the Content-Length said (a compressed body's length is not the text's, so not then). */
function shortOfLength({
  headers,
  body,
}: {
  headers: Readonly<Record<string, string>>;
  body: string;
}): boolean {
  const declared = Number(headers['content-length']);
  return !headers['content-encoding'] && declared > 0 && utf8Length(body) < declared;
}

/** The bytes of `text` in UTF-8 (Apps Script has no TextEncoder). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code < 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function isEnvelope(json: unknown): json is { success: boolean } {
  return (
    typeof json === 'object' && json !== null && typeof (json as { success?: unknown }).success === 'boolean'
  );
}

/** A web page: served as HTML, or text that opens with a tag. */
export function isWebPage(headers: Readonly<Record<string, string>>, body: string): boolean {
  return /\btext\/html\b/i.test(headers['content-type'] ?? '') || /^\s*</.test(body);
}

/**
 * No envelope: an HTML error page, a proxy's answer, a non-JSON 5xx, or the tool server's own HTTP
 * answers (it has no envelope). The same status is the same error at either door; the edge's HTML page
 * refusing a burst (403, 429) is `EdgeRejectedError` at both, so both clients send fewer at once. A web
 * page at any other status (200 included: a captive portal, a parked domain) says it is one.
 */
function withoutEnvelope(
  status: number,
  headers: Readonly<Record<string, string>>,
  body: string,
  base: ApiErrorDetails,
  context: OutcomeContext,
): ApiError {
  if (status === 503) return new ServiceUnavailableError(base);
  if (status === 504) return new GatewayTimeoutError(base);
  if (status >= 500) return new ServerError(base);
  const page = isWebPage(headers, body);
  if (status >= 200 && status < 300) return page ? new WebPageError(base) : new NotDataError(base);
  const tools = context.door === 'tools';
  // The tool server's own 403 (JSON or empty): the plan does not include it. The edge's is an HTML page.
  if (tools && status === 403 && !page) return new ToolsNotInPlanError(base);
  if (status === 403 || status === 429) return new EdgeRejectedError(base);
  if (tools && status === 401) return new ToolConnectionEndedError(context.account ?? '', base);
  // Payment required: the plan lacks what this tool answers (serp_create without the SERP add-on).
  if (tools && status === 402 && !page) return notInPlan(context.path, base);
  if (!tools && status === 404) return new ResourceNotFoundError(base);
  if (!tools && status === 405) return new MethodNotAllowedError(base);
  if (page) return new WebPageError(base);
  if (tools)
    return new ApiError('RESPONSE_INVALID', said('error.toolUnreadable', { what: `HTTP ${status}` }), base);
  return new EdgeRejectedError(base);
}

/**
 * The tool server's refusal inside a 200: a task not finished and a spent quota are the errors REST gives
 * for them, so callers wait or pause alike; anything else is the tool's own sentence.
 */
function refusalError(text: string, by: 'rpc' | 'tool', context: OutcomeContext): ApiError {
  const details: ApiErrorDetails = { path: context.path, serviceMessage: text };
  if (/^unfinished task/i.test(text)) return new UnfinishedTaskError(details);
  if (/\bSERP add-on\b/i.test(text)) return new SerpNotInPlanError(details);
  if (isQuotaMessage(undefined, text)) return quotaError(text, details, context.path);
  if (by === 'rpc') return new ApiError('SERVICE_ERROR', said('error.toolRefused', { text }), details);
  const tool = context.path.replace(/^\/mcp\s*/, '');
  return new ApiError('INVALID_DATA', verbatim(tool ? `${tool}: ${text}` : text), details);
}

function fromEnvelope(
  status: number,
  envelope: ErrorBody,
  base: ApiErrorDetails,
  context: OutcomeContext,
): ApiError {
  const error = envelope.data?.error;
  const type = error?.type;
  const message = error?.message ?? envelope.message ?? '';
  const details: ApiErrorDetails = { ...base, serviceMessage: message || undefined };
  const serp = isSerpPath(context.path);

  if (status === 403) return serp ? new SerpNotInPlanError(details) : new NoApiAccessError(details);
  if (status === 404) {
    // Only a client that followed the 302 lands on the login path; we do not, but a proxy might.
    return /\/users\/login$/i.test(context.path)
      ? new SessionExpiredError(details, context.account)
      : new RouteNotFoundError(details);
  }
  if (status === 405) return new MethodNotAllowedError(details);
  if (status === 401) return new SessionExpiredError(details, context.account);
  if (status >= 500) {
    if (type === 'database') return new DatabaseError(details, true);
    if (status === 504) return new GatewayTimeoutError(details);
    return status === 503 ? new ServiceUnavailableError(details) : new ServerError(details);
  }
  const login = /\/api\/users\/token$/i.test(context.path)
    ? tokenEndpointError(type, message, details, context)
    : undefined;
  if (login) return login;
  if (isQuotaMessage(type, message)) return quotaError(message, details, context.path);
  // A SERP module outside the plan answers 418 with no error type at all.
  if (serp && !type && !message) return new SerpNotInPlanError(details);
  return byType(type, message, error?.params, details);
}

const UPSTREAM = /_api_error$/;

function byType(
  type: string | undefined,
  message: string,
  params: Record<string, Record<string, unknown> | string> | null | undefined,
  details: ApiErrorDetails,
): ApiError {
  switch (type) {
    case 'invalid_data':
      if (/unfinished task/i.test(message)) return new UnfinishedTaskError(details);
      return new InvalidDataError(fieldProblems(params), details);
    case 'invalid_filtering':
      return new InvalidFilterError(details);
    case 'unauthorized':
      return new UnauthorizedResourceError(details);
    case 'unreachable_data':
      return new DataUnreachableError(details);
    case 'timeout':
      return new ServerTimeoutError(details);
    case 'database':
      return new DatabaseError(details);
    default:
      // A source the service fetches from failed (`backlinks_api_error`): passing, so tried again later.
      if (type && UPSTREAM.test(type)) return new UpstreamError(type.replace(UPSTREAM, ''), details);
      if (/unfinished task/i.test(message)) return new UnfinishedTaskError(details);
      return new ServiceError(details);
  }
}

/** The token endpoint's own failures; anything else there (a missing field) is read by type as usual. */
function tokenEndpointError(
  type: string | undefined,
  message: string,
  details: ApiErrorDetails,
  context: OutcomeContext,
): ApiError | undefined {
  if (/conf(i?r|ri)m/i.test(message)) return new EmailNotConfirmedError(details);
  if (/token expired/i.test(message)) return new SessionExpiredError(details, context.account);
  if (type === 'unauthorized' || /invalid username or password/i.test(message)) {
    return new InvalidCredentialsError(details);
  }
  return undefined;
}

function isQuotaMessage(type: string | undefined, message: string): boolean {
  return (
    /quota|limit_exceeded|daily_limit/i.test(type ?? '') ||
    /reached (the |your )?(daily |monthly )?limit|limit of queries|quota/i.test(message)
  );
}

function quotaError(message: string, details: ApiErrorDetails, path: string): QuotaExceededError {
  const value = /limit value is (\d+)/i.exec(message);
  return new QuotaExceededError(
    { counter: counterForPath(path), limit: value ? Number(value[1]) : undefined },
    details,
  );
}

/** `params` maps field → rule → message (or, tolerated, field → message). */
function fieldProblems(
  params: Record<string, Record<string, unknown> | string> | null | undefined,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [field, rules] of Object.entries(params ?? {})) {
    if (typeof rules === 'string') problems.push({ field, rule: '', message: rules });
    else
      for (const [rule, text] of Object.entries(rules)) problems.push({ field, rule, message: String(text) });
  }
  return problems;
}

/** The SERP module: its reports and tools, and the task families (SERP analysis, TOP100 and URL crawls). */
function isSerpPath(path: string): boolean {
  return /^\/api\/(tasks|serp_analysis)\//i.test(path) || /^\/mcp serp_/i.test(path);
}

/** What a 402 of the tool server says: the SERP add-on for a SERP tool, else the tool, by name. */
function notInPlan(path: string, details: ApiErrorDetails): ApiError {
  if (isSerpPath(path)) return new SerpNotInPlanError(details);
  const tool = path.replace(/^\/mcp\s*/, '');
  return tool
    ? new ApiError('NO_API_ACCESS', said('error.toolNotInPlan', { tool }), details)
    : new ToolsNotInPlanError(details);
}

function messageOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
