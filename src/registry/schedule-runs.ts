/**
 * A schedule's runs as the sidebar shows them: Run now on its card, and the Runs list of the last 30 days,
 * a page at a time, every run accounted for (published, given up, overtaken by the next, stopped, never
 * started), in the user's language with times in the spreadsheet's zone.
 */
import { createJob } from '../reports/job';
import { missedSaid } from '../reports/recovered';
import { BY_HAND, gaveUp, logOf, type Outcome, type RunEntry, unfinished } from '../reports/runs';
import { recorded } from '../reports/schedule';
import { languageOrEnglish, SaidError, said } from '../shared/i18n/said';
import { dispatchPorts } from './dispatch-ports';
import type { Environment } from './environment';
import { type JobView, jobView, recoveredToUser, userWords } from './launcher';
import { scheduleTitle } from './schedule-title';
import { reportDefinition } from './reports';

/** One run of the Runs list. */
export interface RunView {
  /** The schedule's title ("Positions of example.pl → Sheet"), or a launcher run's report → sheet. */
  readonly title: string;
  readonly outcome: Outcome;
  /** When it was due and when it ended, in the user's language and the spreadsheet's zone. */
  readonly dueText: string;
  readonly endedText: string;
  readonly rows: number | null;
  readonly units: number | null;
  readonly unitsEstimated: boolean;
  /** Its story: a run that got through after failed tries, or one that did not get through; else null. */
  readonly story: string | null;
}

export interface RunsPage {
  readonly runs: readonly RunView[];
  /** 0 is the newest page. */
  readonly page: number;
  readonly pages: number;
}

const PAGE = 10;

function runView(env: Environment, entry: RunEntry, title: string): RunView {
  const language = languageOrEnglish(env.ctx.userLanguage);
  const story =
    entry.outcome === 'ok'
      ? recoveredToUser(env, entry.tries && { dueAt: entry.due, tries: entry.tries }, entry.ended)
      : env.ctx.render(language, missedSaid(entry, language, env.ctx.timeZone()));
  return {
    title,
    outcome: entry.outcome,
    dueText: env.userTime(entry.due),
    endedText: env.userTime(entry.ended),
    rows: entry.rows ?? null,
    units: entry.units ?? null,
    unitsEstimated: Boolean(entry.unitsEstimated),
    story,
  };
}

/**
 * A page of the runs of the last 30 days, newest first: one schedule's (`scheduleId`), or every schedule's
 * and the launcher's runs together (null).
 */
export function listRuns(env: Environment, scheduleId: string | null, page: number): RunsPage {
  const t = userWords(env);
  const schedules = env.store.schedules().filter((s) => scheduleId === null || s.id === scheduleId);
  const logs: [RunEntry, string][] = schedules.flatMap((schedule) =>
    env.store
      .runs(schedule.id)
      .map((entry): [RunEntry, string] => [entry, scheduleTitle(schedule.target, t)]),
  );
  if (scheduleId === null)
    for (const entry of env.store.runs(BY_HAND))
      logs.push([entry, `${t(`report.${reportDefinition(entry.reportId ?? '').id}`)} → ${entry.sheetName}`]);
  logs.sort(([a], [b]) => b.ended - a.ended);
  const pages = Math.max(1, Math.ceil(logs.length / PAGE));
  const shown = Math.min(Math.max(0, Math.floor(page) || 0), pages - 1);
  return {
    runs: logs.slice(shown * PAGE, (shown + 1) * PAGE).map(([entry, title]) => runView(env, entry, title)),
    page: shown,
    pages,
  };
}

/**
 * Runs a schedule now, off its cadence (its next run stays when it was): a report's run, which the sidebar
 * then drives, or the refresh stamp's bump, done at once (null). A run of it left waiting gives way to this
 * one and is logged as overtaken; one under way is not interrupted.
 */
export function runScheduleNow(env: Environment, scheduleId: string): JobView | null {
  const schedules = env.store.schedules();
  const schedule = schedules.find((s) => s.id === scheduleId);
  if (!schedule) throw new SaidError(said('refuse.noSchedule'));
  const now = env.ctx.now();
  if (schedule.target.kind === 'stamp') {
    dispatchPorts(env).bumpStamp(now);
    const ran = recorded(schedule, { at: now, ok: true, rows: 0, units: 0 });
    env.store.saveSchedules(schedules.map((s) => (s.id === scheduleId ? ran : s)));
    env.store.logRun(scheduleId, { due: now, ended: now, outcome: 'ok', rows: 0, units: 0 });
    return null;
  }
  const earlier = env.store
    .jobs()
    .filter((job) => job.scheduleId === scheduleId && job.state.kind !== 'done');
  if (earlier.some((job) => job.state.kind === 'running')) throw new SaidError(said('refuse.runUnderWay'));
  for (const job of earlier) {
    env.discard(job);
    if (!gaveUp(job)) env.store.logRun(logOf(job), unfinished(job, 'overtaken', now));
    env.store.deleteJob(job.id);
  }
  const { request } = schedule.target;
  const cap = env.rowLimit(request);
  const job = createJob(env.ctx.newId(), request, cap.rows, now, scheduleId, cap.asOf, now);
  env.store.saveJob(job);
  env.syncTrigger();
  return jobView(env, job);
}
