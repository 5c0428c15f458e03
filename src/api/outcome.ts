/**
 * The one function that turns an HTTP outcome (status, headers, body) into the parsed body or a typed error,
 * following the spec's tables: authentication outcomes, HTTP statuses, and the error envelope's `type`.
 */
import {
  ApiError,
  type ApiErrorDetails,
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
  UnauthorizedResourceError,
  UnfinishedTaskError,
} from './errors';
import { counterForPath } from './quota';
import { type ErrorEnvelope, errorEnvelopeSchema } from './schemas';
import { type HttpOutcome, isThrown } from './transport';
import { said } from '../shared/i18n/said';

export interface OutcomeContext {
  readonly path: string;
  /** The signed-in account, named in session messages. */
  readonly account?: string;
  /** CSV exports answer text, not JSON. */
  readonly expect?: 'json' | 'text';
}

/** A successful outcome: the parsed JSON body (or the text, for exports). Anything else throws. */
export function interpretOutcome(outcome: HttpOutcome, context: OutcomeContext): unknown {
  if (isThrown(outcome)) {
    throw new NetworkError({
      path: context.path,
      origin: outcome.thrown,
      serviceMessage: messageOf(outcome.thrown),
    });
  }
  const { status, headers, body } = outcome;
  const base: ApiErrorDetails = { status, path: context.path };
  if (status >= 300 && status < 400) {
    if (/\/users\/login\b/i.test(headers.location ?? ''))
      throw new SessionExpiredError(base, context.account);
    // Another host or scheme (http → https): resending cannot help; the configured address is wrong.
    throw new ApiError(
      'SERVICE_ERROR',
      said('error.redirect', { location: headers.location ?? 'another address' }),
      base,
    );
  }
  const success = status >= 200 && status < 300;
  if (success && context.expect === 'text') return body;
  const json = parseJson(body);
  if (!isEnvelope(json)) throw withoutEnvelope(status, base);
  if (success && json.success === true) return json;
  const parsed = errorEnvelopeSchema.safeParse(json);
  throw fromEnvelope(status, parsed.success ? parsed.data : { success: false }, base, context);
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

/** No envelope: an HTML error page, a proxy's answer, or a non-JSON 5xx. */
function withoutEnvelope(status: number, base: ApiErrorDetails): ApiError {
  if (status === 503) return new ServiceUnavailableError(base);
  if (status === 504) return new GatewayTimeoutError(base);
  if (status >= 500) return new ServerError(base);
  if (status === 404) return new ResourceNotFoundError(base);
  if (status === 405) return new MethodNotAllowedError(base);
  return new EdgeRejectedError(base);
}

function fromEnvelope(
  status: number,
  envelope: ErrorEnvelope,
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
  return /^\/api\/(tasks|serp_analysis)\//i.test(path);
}

function messageOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
