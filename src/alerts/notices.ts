/**
 * Notices of a schedule's trouble: told once when it gives up after a day of failures, when its sign-in is
 * refused, or when it meets a used-up quota, and once more when a run gets through again; never once an
 * hour while the trouble lasts. Runs still being retried say nothing yet.
 */
import type { RunResult } from '../reports/schedule';
import type { Trouble } from './messages';

/** The trouble a run's result is (null: it got through), or undefined when it says nothing yet (a retry ahead). */
function troubleOf(result: RunResult): Trouble | null | undefined {
  if (result.ok) return null;
  if (result.gaveUp) return 'gaveUp';
  return result.cause;
}

/** What to tell after a run, given the trouble told last (`told`), and what is told from then on. */
export function noticeAfter(
  told: Trouble | undefined,
  result: RunResult,
): { readonly notice: Trouble | 'recovered' | null; readonly told: Trouble | undefined } {
  const trouble = troubleOf(result);
  if (trouble === undefined || trouble === told) return { notice: null, told };
  if (trouble === null) return { notice: told ? 'recovered' : null, told: undefined };
  return { notice: trouble, told: trouble };
}
