/**
 * BigQuery's failures as its JSON API answers them: `{error: {code, message, errors: [{message, domain,
 * reason}], status}}`, the same `{reason, message}` a failed job carries in `status.errorResult`. A handler
 * throws a `BigQueryError` from any depth; the server writes it, a job stores it.
 */

/** What a failed job keeps in `status.errorResult` and `status.errors`. */
export interface ErrorProto {
  reason: string;
  message: string;
  location?: string;
  locationType?: string;
  domain?: string;
}

/** The HTTP status each reason is answered with when a request (not a job) fails for it. */
const STATUS_OF_REASON: Record<string, number> = {
  invalid: 400,
  invalidQuery: 400,
  badRequest: 400,
  required: 401,
  accessDenied: 403,
  accessNotConfigured: 403,
  billingNotEnabled: 403,
  quotaExceeded: 403,
  rateLimitExceeded: 403,
  notFound: 404,
  duplicate: 409,
  resourceInUse: 400,
  internalError: 500,
  backendError: 503,
};

const CANONICAL_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

export class BigQueryError extends Error {
  constructor(
    readonly proto: ErrorProto,
    /** Further entries of `errors` (a load job's row errors), after the first. */
    readonly more: ErrorProto[] = [],
    /** `error.details` of the request's answer (the disabled API's ErrorInfo). */
    readonly details?: unknown[],
  ) {
    super(proto.message);
  }

  get httpStatus(): number {
    return STATUS_OF_REASON[this.proto.reason] ?? 400;
  }

  /** The body of a failed request. */
  body(): unknown {
    const code = this.httpStatus;
    const errors = [this.proto, ...this.more].map((e) => ({ domain: 'global', ...e }));
    return {
      error: {
        code,
        message: this.proto.message,
        errors,
        status: CANONICAL_STATUS[code] ?? 'UNKNOWN',
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

const raise = (reason: string, message: string, extra: Partial<ErrorProto> = {}): BigQueryError =>
  new BigQueryError({ reason, message, ...extra });

export const fail = {
  invalid: (message: string): BigQueryError => raise('invalid', message),
  invalidQuery: (message: string): BigQueryError =>
    raise('invalidQuery', message, { location: 'q', locationType: 'parameter' }),
  notFound: (what: string): BigQueryError => raise('notFound', `Not found: ${what}`),
  duplicate: (what: string): BigQueryError => raise('duplicate', `Already Exists: ${what}`),
  resourceInUse: (message: string): BigQueryError => raise('resourceInUse', message),
  accessDenied: (message: string): BigQueryError => raise('accessDenied', `Access Denied: ${message}`),
  billingNotEnabled: (what: string): BigQueryError =>
    raise(
      'billingNotEnabled',
      `Billing has not been enabled for this project. Enable billing at https://console.cloud.google.com/billing. ${what} are not allowed in the free tier. Set up a billing account to remove this restriction.`,
    ),
  quotaExceeded: (message: string, location: string): BigQueryError =>
    raise(
      'quotaExceeded',
      `Quota exceeded: ${message} For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas`,
      {
        location,
      },
    ),
  rateLimitExceeded: (): BigQueryError =>
    raise(
      'rateLimitExceeded',
      'Exceeded rate limits: too many table update operations for this table. For more information, see https://cloud.google.com/bigquery/docs/troubleshoot-quotas',
    ),
  backendError: (): BigQueryError =>
    raise('backendError', 'Error encountered during execution. Retrying may solve the problem.'),
  internalError: (): BigQueryError =>
    raise('internalError', 'An internal error occurred and the request could not be completed.'),
  unauthenticated: (): BigQueryError =>
    raise(
      'required',
      'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.',
      { location: 'Authorization', locationType: 'header' },
    ),
  /** The BigQuery API switched off in the project the request names (Google's wording and ErrorInfo). */
  accessNotConfigured: (projectNumber: string): BigQueryError =>
    new BigQueryError(
      {
        reason: 'accessNotConfigured',
        domain: 'usageLimits',
        message: `BigQuery API has not been used in project ${projectNumber} before or it is disabled. Enable it by visiting https://console.developers.google.com/apis/api/bigquery.googleapis.com/overview?project=${projectNumber} then retry. If you enabled this API recently, wait a few minutes for the action to propagate to our systems and retry.`,
      },
      [],
      [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'SERVICE_DISABLED',
          domain: 'googleapis.com',
          metadata: { service: 'bigquery.googleapis.com', consumer: `projects/${projectNumber}` },
        },
      ],
    ),
  /** A request the simulator does not model: a clear refusal rather than a silent approximation. */
  notSimulated: (what: string): BigQueryError =>
    raise('invalid', `${what} is not simulated by the local BigQuery simulator`),
};

/** The error a failure becomes: a `BigQueryError` as is, anything else an internal error (and logged). */
export function asBigQueryError(error: unknown): BigQueryError {
  if (error instanceof BigQueryError) return error;
  console.error('bigquery simulator: unexpected error', error);
  return fail.internalError();
}
