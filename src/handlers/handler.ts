/**
 * The one way a server function fails, whoever calls it (the sidebar through google.script.run, a menu
 * item, the trigger). Only an error's message reaches the caller, so every failure becomes one
 * plain-language line in the user's language, and a missing or expired sign-in carries the marker (the
 * same in every language) that makes the sidebar offer Sign in again. Custom functions fail through
 * `formula()` (functions/formula.ts) the same way, as the cell's message in the document's language.
 */
import { ApiError, saidOf } from '../api/errors';
import { type Context, executionContext, settleExecution } from '../context';
import { languageOrEnglish } from '../shared/i18n/said';
import { SESSION_ENDED_MARKER } from '../sidebar/protocol';

function isSessionEnded(err: unknown): boolean {
  return err instanceof ApiError && (err.code === 'NOT_SIGNED_IN' || err.code === 'SESSION_EXPIRED');
}

/** `err` as one line in the user's language (English where this execution may not read it). */
export function sidebarError(
  err: unknown,
  ctx: Pick<Context, 'userLanguage' | 'render'> = executionContext('server'),
): Error {
  const message = ctx.render(languageOrEnglish(ctx.userLanguage), saidOf(err));
  return new Error(isSessionEnded(err) ? `${SESSION_ENDED_MARKER}${message}` : message);
}

/**
 * A server function: `work`, with whatever it throws rethrown as one plain-language Error, and the
 * execution's UrlFetch calls counted at its end.
 */
export function handler<A extends unknown[], R>(work: (...args: A) => R): (...args: A) => R {
  return (...args: A): R => {
    try {
      return work(...args);
    } catch (err) {
      throw sidebarError(err);
    } finally {
      settleExecution();
    }
  };
}
