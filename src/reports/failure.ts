/**
 * How what was thrown during an unattended run becomes the run's failure: what it says, whether a later
 * try may cure it, and whether it waits for a connection that can ask for the report.
 */
import { ApiError, NotCoveredError, NotSignedInError, QuotaExceededError, saidOf } from '../api/errors';
import { type Said, said } from '../shared/i18n/said';
import { causeSaid } from './recovered';
import type { Failure } from './runner';

/**
 * Why a run stopped, in words for a run nobody watches: a failure a later try may cure says what the service
 * did (the trigger's next try is said beside it), never a formula's "try again in a few minutes"; a
 * connection that cannot ask for the report waits for one that can.
 */
export function failure(error: unknown): Failure {
  if (error instanceof QuotaExceededError) {
    const counter = error.counter ? { counter: error.counter } : {};
    return { kind: 'quota', message: error.said, hoursToReset: error.hoursToReset ?? null, ...counter };
  }
  if (error instanceof ApiError && error.retryable) {
    const cause = { code: error.code, ...(error.status !== undefined && { status: error.status }) };
    return {
      kind: 'error',
      message: said('run.failedTry', { cause: causeSaid(cause) }),
      retryable: true,
      cause,
    };
  }
  const waits = error instanceof NotCoveredError || error instanceof NotSignedInError;
  const signIn = error instanceof ApiError && SIGN_IN.has(error.code);
  return {
    kind: 'error',
    message: saidOf(error),
    ...(waits && { waitsFor: 'connection' as const }),
    ...(signIn && { signIn }),
  };
}

/** A sign-in missing, expired or refused: what only the user can mend by signing in again. */
const SIGN_IN: ReadonlySet<string> = new Set(['NOT_SIGNED_IN', 'SESSION_EXPIRED', 'INVALID_CREDENTIALS']);

/** The one rule of what is tried again unattended: what `ApiError.retryable` says a later try may cure. */
export const passing = (error: unknown): boolean => error instanceof ApiError && error.retryable;

/** Why a run waits for a connection, and that it goes on by itself once one can ask for it. */
export const waitingSaid = (reason: Said): Said => said('run.waitsConnection', { reason });
