/**
 * The one way a server function fails, whoever calls it (the sidebar through google.script.run, a menu
 * item, the trigger). Only an error's message reaches the caller, so every failure becomes one
 * plain-language line, and a missing or expired sign-in carries the marker that makes the sidebar
 * offer Sign in again. Custom functions fail through `formula()` (functions/formula.ts) the same way,
 * as the cell's message.
 */
import { ApiError, userMessage } from '../api/errors';
import { SESSION_ENDED_MARKER } from '../sidebar/protocol';

export function isSessionEnded(err: unknown): boolean {
  return err instanceof ApiError && (err.code === 'NOT_SIGNED_IN' || err.code === 'SESSION_EXPIRED');
}

export function sidebarError(err: unknown): Error {
  const message = userMessage(err);
  return new Error(isSessionEnded(err) ? `${SESSION_ENDED_MARKER}${message}` : message);
}

/** A server function: `work`, with whatever it throws rethrown as one plain-language Error. */
export function handler<A extends unknown[], R>(work: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    try {
      return work(...args);
    } catch (err) {
      throw sidebarError(err);
    }
  };
}
