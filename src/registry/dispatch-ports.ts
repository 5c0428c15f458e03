/**
 * What the scheduler is given (reports/dispatch.ts `DispatchPorts`): the store and the clock, how a due
 * run is started and run, what a failure says on its sheet, whether the connection can ask for a report,
 * and which runs move to a later hour or day.
 */
import { languageOrEnglish } from '../shared/i18n/said';
import { asksOf } from '../reports/definition';
import { type Report as ReportDefinition, reportDefinition } from './reports';
import type { DispatchPorts } from '../reports/dispatch';
import type { ReportParams } from '../reports/job';
import { lateLine, withLate } from '../reports/note';
import { runJob } from '../reports/runner';
import type { Schedule } from '../reports/schedule';
import { carriedMs, postponed, triggerDay } from '../reports/spread';
import { bumpStamp } from './refresh-stamp';
import { words } from '../reports/words';

import { afterRun } from './alerts';
import type { Environment } from './environment';
import { counterNow, runnerPorts } from './run-ports';
import { noteFailure, renote } from './sheet-notes';
import { failure, passing } from '../reports/failure';
import { refreshAll, refreshAllPlan } from './refresh-all';

export function dispatchPorts(env: Environment): DispatchPorts {
  return {
    now: env.ctx.now,
    offsetMinutes: env.offsetMinutes,
    store: env.store,
    newId: env.ctx.newId,
    rowLimit: env.rowLimit,
    bumpStamp(now) {
      // A scheduled refresh fetches everything again, and formulas must run to show it.
      bumpStamp(env.ctx, now);
      refreshAll(env.ctx, refreshAllPlan());
    },
    passing,
    signIn(error) {
      const failed = failure(error);
      return failed.kind === 'error' && Boolean(failed.signIn);
    },
    explain(request, error, retry) {
      const { message } = failure(error);
      noteFailure(env, request.sheetName, message, retry);
      return message;
    },
    discard: env.discard,
    counter: (key) => counterNow(env, key),
    covers: (request) => covers(env, reportDefinition(request.reportId), request.params) === true,
    run: (jobId, deadline) => runJob(jobId, runnerPorts(env), deadline),
    ended: (schedule, result, overtaken) => afterRun(env, schedule.id, result, { overtaken }),
    postpone: (schedules, now) => postpone(env, schedules, now),
  };
}

/**
 * Whether the connection in effect can ask for every read of a run of `definition` with these values, its
 * options included: free (the tool server's list is kept with the connection). Null when it cannot be told:
 * no connection, or values that cannot be asked yet (a blank domain).
 */
export function covers(env: Environment, definition: ReportDefinition, params: ReportParams): boolean | null {
  try {
    const source = env.source();
    const language = languageOrEnglish(env.ctx.documentLanguage);
    return asksOf(definition, params, language).every((ask) => source.offers(ask.endpoint, ask.params));
  } catch {
    return null;
  }
}

/** Due runs that would overflow their hour or the day move on (spread.ts), and their sheets say so. */
function postpone(env: Environment, schedules: readonly Schedule[], now: number): Map<string, Schedule> {
  const day = triggerDay(env.ctx.usage(), now);
  const waiting = postponed(schedules, now, day, carriedMs(env.store.jobs(), schedules, now));
  for (const { target, late } of waiting.values())
    if (target.kind === 'report' && late)
      renote(
        env,
        target.request.sheetName,
        (words) => ({ ...words, note: { ...words.note, late } }),
        (note, write) => withLate(note, lateLine(late, write.time, words(write.language))),
      );
  return waiting;
}
