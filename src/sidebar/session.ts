/**
 * How a sidebar handler fails. The sidebar receives only the message of what a handler throws, so
 * every failure becomes one plain-language line, and a missing or expired sign-in carries the
 * marker that makes the sidebar offer Sign in again.
 */
import { ApiError, userMessage } from '../api/errors';
import { SESSION_ENDED_MARKER } from './protocol';

export function isSessionEnded(err: unknown): boolean {
  return err instanceof ApiError && (err.code === 'NOT_SIGNED_IN' || err.code === 'SESSION_EXPIRED');
}

export function sidebarError(err: unknown): Error {
  const message = userMessage(err);
  return new Error(isSessionEnded(err) ? `${SESSION_ENDED_MARKER}${message}` : message);
}

/** Runs a handler's body and rethrows whatever it throws as a sidebar error. */
export function guard<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    throw sidebarError(err);
  }
}
