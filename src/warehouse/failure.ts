/**
 * A BigQuery failure as Apps Script's advanced service throws it: an answer (`details.code`, the first
 * error's `reason`, the API's message after "API call to … failed with error:"), or none at all (the
 * connection lost, a time-out: "Empty response"), which may have come after BigQuery did the work.
 */

export interface BigQueryFailure {
  /** The HTTP status of the answer; null when none came. */
  readonly status: number | null;
  readonly reason: string | null;
  /** BigQuery's own words (English), for the user to read beside ours. */
  readonly message: string;
}

const PREFIX = /^API call to [\w.]+ failed with error:\s*/;

export function failureOf(error: unknown): BigQueryFailure {
  const e = (error ?? {}) as {
    message?: unknown;
    details?: { code?: unknown; errors?: { reason?: unknown }[] };
  };
  const message = String(e.message ?? error).replace(PREFIX, '');
  const code = Number(e.details?.code);
  const reason = e.details?.errors?.[0]?.reason;
  return {
    status: Number.isInteger(code) && code > 0 ? code : null,
    reason: typeof reason === 'string' ? reason : null,
    message,
  };
}

export const isNotFound = (f: BigQueryFailure): boolean => f.status === 404;

/** The same job id again: the job is there, from an earlier try whose answer was lost. */
export const isDuplicate = (f: BigQueryFailure): boolean => f.status === 409 || f.reason === 'duplicate';

/** Reasons a later try may cure (Google's troubleshooting page: retry with backoff). */
const PASSING = new Set(['backendError', 'internalError', 'rateLimitExceeded', 'jobBackendError']);

/** No answer, a 5xx or a rate limit: the work may or may not be done, and a later try may go through. */
export const isPassing = (f: BigQueryFailure): boolean =>
  f.status === null || f.status >= 500 || PASSING.has(f.reason ?? '');

/** A daily quota (load jobs a table or a project): nothing goes through before it resets at midnight, Pacific. */
export const isQuota = (f: Pick<BigQueryFailure, 'reason'>): boolean => f.reason === 'quotaExceeded';
