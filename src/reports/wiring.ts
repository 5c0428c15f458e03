/**
 * The reports' ports over the execution context and the platform: document properties, the data source,
 * the active spreadsheet and its time zone. One `Environment` per execution; the source's client is
 * created only when something must be fetched, so listing jobs or schedules needs no sign-in.
 */
import {
  ApiError,
  type ChargeHistory,
  checkTask,
  type DataSource,
  findCounter,
  QuotaExceededError,
  type QuotaModel,
  quotaModel,
  visibility,
  rowsPerReport,
  saidOf,
  users,
  fetchDomainFigures,
  figuresSource,
  PER_DOMAIN_FIGURES,
  wayFor,
} from '../api';
import type { Context } from '../context';
import { formatZonedDateTime, zonedMonth } from '../shared/i18n/dates';
import type { Language } from '../shared/i18n/languages';
import { languageOrEnglish, type Said } from '../shared/i18n/said';
import { withDocumentLock } from '../platform/lock';
import { requireDocumentProperties } from '../platform/properties';
import { noteOnSheet, reportSheet, staging } from '../platform/report-sheets';
import { findFormulas, reenterFormulas } from '../platform/formulas';
import { countValues, documentCells, readColumn } from '../platform/spreadsheet';
import {
  anyWaiting,
  refreshWaiting,
  runningStatuses,
  SERP_FORMULA_TEXT,
  type WaitingPorts,
  type WaitingResult,
} from '../tasks/waiting';
import { planRefresh, type RefreshPlan, SEO_FORMULA_TEXT, type VisibilityCost } from './refresh-all';
import { columnLabels } from '../shared/columns';
import { syncTrigger } from '../platform/triggers';
import { chartPlan, reportDefinition } from './definitions';
import type { DomainQuery, DomainWays } from './definitions/definition';
import { type DispatchPorts, needsTrigger } from './dispatch';
import { type Job, type ReportRequest, type Retry, retryOf, type RowCap } from './job';
import { type LimitsBook, limitsBook } from './limits';
import { lateLine, runNote, withFailure, withLate } from './note';
import * as p from './params';
import { publishTable } from './publish';
import { runJob, type Failure, type RunnerPorts } from './runner';
import { describeCadence, type Schedule } from './schedule';
import { carriedMs, postponed, triggerDay } from './spread';
import { keepOf } from './retention';
import { bumpStamp } from './stamp';
import { type ReportStore, reportStore } from './store';
import { words } from './words';
import { relabelTables } from './relabel';

export interface Environment {
  readonly ctx: Context;
  readonly store: ReportStore;
  /** What this user was charged for, across documents. */
  readonly charges: ChargeHistory;
  /** Where the reports' data comes from, whichever connection is in effect. */
  source(): DataSource;
  /** getLimits as this execution knows it (limits.ts): read once, and again after a request that may charge. */
  readonly limits: LimitsBook;
  /** Rows a run of the request may write: its `limit` capped by the plan's rows per report. */
  rowLimit(request: ReportRequest): RowCap;
  readPhrases(a1: string): string[];
  /** Domain statistics the cheaper way, as SEO_VISIBILITY fetches them. */
  readonly ways: DomainWays;
  /** A time as the document writes it (a sheet's note): its language, the spreadsheet's zone, labelled. */
  formatTime(at: number): string;
  /** A time as the user reads it (a schedule's runs): their language, the spreadsheet's zone, labelled. */
  userTime(at: number): string;
  offsetMinutes(): number;
  runner(): RunnerPorts;
  dispatcher(): DispatchPorts;
  /** Runs `work` under the document lock; undefined when another execution holds it (platform/lock.ts). */
  exclusively<T>(work: () => T): T | undefined;
  /** Keeps the hourly trigger exactly when a job, an active schedule or a waiting SEO_SERP cell needs it. */
  syncTrigger(): void;
  /** Re-enters the SEO_SERP cells whose analysis has finished (tasks/waiting.ts). */
  refreshWaiting(): WaitingResult;
  /** Drops a run's staging sheet. */
  discard(job: Job): void;
}

export function failure(error: unknown): Failure {
  if (error instanceof QuotaExceededError) {
    return { kind: 'quota', message: error.said, hoursToReset: error.hoursToReset ?? null };
  }
  return { kind: 'error', message: saidOf(error), retryable: passing(error) };
}

/** The one rule of what is tried again unattended: what `ApiError.retryable` says a later try may cure. */
const passing = (error: unknown): boolean => error instanceof ApiError && error.retryable;

/** The reports' environment over `ctx`, whose client should be paced for bulk calls (BULK_PACE_MS). */
export function environment(ctx: Context): Environment {
  const store = reportStore(requireDocumentProperties('Reports'));
  // Cells this execution re-entered while their analysis runs show nothing until Sheets recalculates
  // them, so the cells alone would say none waits: what the pass found keeps the trigger.
  let rewaiting = 0;
  const env: Environment = {
    ctx,
    store,
    get charges() {
      return ctx.charges;
    },
    source: ctx.source,
    // The one place the reports read getLimits.
    limits: limitsBook({
      read: () => quotaModel(env.source().get(users.getLimits, {}), ctx.now()),
      load: store.limits,
      keep: store.keepLimits,
    }),
    rowLimit(request) {
      const definition = reportDefinition(request.reportId);
      const wanted = p.number(request.params, 'limit') ?? Number.POSITIVE_INFINITY;
      const known = env.limits.known();
      const plan = rowsPerReport(known.model, definition.module) ?? Number.POSITIVE_INFINITY;
      const cap = Math.min(wanted, plan);
      const rows = Number.isFinite(cap) ? Math.max(1, Math.floor(cap)) : Number.MAX_SAFE_INTEGER;
      // Kept limits matter only where the plan, not the request, set the cap.
      return { rows, asOf: known.kept && plan < wanted ? known.model.readAt : null };
    },
    readPhrases: readColumn,
    get ways() {
      return domainWays(env);
    },
    formatTime: (at) => formatZonedDateTime(languageOrEnglish(ctx.documentLanguage), at, ctx.timeZone()),
    userTime: (at) => formatZonedDateTime(ctx.userLanguage(), at, ctx.timeZone()),
    offsetMinutes: () => ctx.timeZone().offsetMinutes(ctx.now()),
    runner: () => runnerPorts(env),
    dispatcher: () => dispatchPorts(env),
    exclusively: withDocumentLock,
    syncTrigger: () =>
      syncTrigger(
        () =>
          needsTrigger(store) ||
          rewaiting > 0 ||
          anyWaiting(findFormulas(SERP_FORMULA_TEXT), runningStatuses(ctx.render)),
      ),
    refreshWaiting: () => {
      const result = refreshWaiting(waitingPorts(ctx));
      rewaiting = result.waiting;
      return result;
    },
    discard: (job) => staging(job).drop(),
  };
  return env;
}

export function waitingPorts(ctx: Pick<Context, 'source' | 'render'>): WaitingPorts {
  return {
    statuses: runningStatuses(ctx.render),
    find: () => findFormulas(SERP_FORMULA_TEXT),
    isReady: (taskId) => checkTask(ctx.source(), 'serp', taskId).ready,
    reenter: reenterFormulas,
  };
}

/**
 * The reports' ways to domain statistics: the document's setting, the account's spent counters, taught
 * by the last getLimits the reports read anyway (never a read of their own, which would fall between a
 * run's counters before and after its charge), so a spent counter turns a run to the other way before it
 * is paused.
 */
function domainWays(env: Environment): DomainWays {
  const ask = () => {
    const spent = env.ctx.spentCounters();
    const last = env.limits.lastRead();
    if (last) spent.learn(last);
    return { setting: env.ctx.settings.visibilityWay, needs: 'either' as const, spent, now: env.ctx.now };
  };
  const source = (query: DomainQuery) => ({
    ...figuresSource(env.source(), query),
    limits: () => env.limits.known().model,
  });
  return {
    choose: (missing, query) => {
      const offers = source(query);
      return wayFor(
        missing,
        { bulk: !!offers.bulk, dashboard: offers.dashboard, limits: offers.limits },
        ask(),
      );
    },
    fetch: (domains, query) => fetchDomainFigures(source(query), domains, ask()),
  };
}

/**
 * What an SEO_VISIBILITY formula of `inputs` domains would spend if its answers were stale, the way it
 * would be fetched now (over this connection, under the document's setting and the account's spent
 * counters, the counters read once for all formulas), judged from its text: a column only the dashboard
 * gives rules the URLs tool out, the url mode the dashboard, and the catalog mode both (the formula is
 * refused, and spends nothing). Without a connection, as a request per domain.
 */
export function visibilityCosts(ctx: Context): VisibilityCost {
  const perDomain: VisibilityCost = (inputs) => ({
    counter: 'visibility_analysis_queries_per_day',
    units: inputs,
  });
  let limits: QuotaModel | undefined;
  try {
    const source = ctx.source();
    const read = () => (limits ??= quotaModel(source.get(users.getLimits, {}), ctx.now()));
    const ask = { setting: ctx.settings.visibilityWay, spent: ctx.spentCounters(), now: ctx.now };
    return (inputs, args) => {
      const bulk = source.offers(visibility.createUrlsRun);
      const dashboard = !URL_MODE.test(args);
      // Refused before anything is sent: a directory, or a URL without the URLs tool.
      if (CATALOG_MODE.test(args) || (!dashboard && !bulk))
        return { counter: 'visibility_analysis_queries_per_day', units: 0 };
      const needs = PER_DOMAIN_ASKED.test(args) ? 'perDomain' : 'either';
      const { counter, units } = wayFor(inputs, { bulk, dashboard, limits: read }, { ...ask, needs });
      return { counter, units };
    };
  } catch {
    // No connection: what a request per domain would spend.
    return perDomain;
  }
}

/** A figure only the dashboard gives, named in a formula's text by its key or its English label. */
const PER_DOMAIN_ASKED = new RegExp(
  [...PER_DOMAIN_FIGURES, ...columnLabels(PER_DOMAIN_FIGURES, 'en')].join('|').replace(/[ _]/g, '[ _]'),
  'i',
);
const CATALOG_MODE = /["']catalog["']/i;
const URL_MODE = /["']url["']/i;

/** Re-enters the document's SEO_* tables when its language changed since they were written (relabel.ts). */
export function relabelDocument(ctx: Context): number {
  return relabelTables(ctx, {
    find: () => findFormulas(SEO_FORMULA_TEXT),
    reenter: reenterFormulas,
    statuses: runningStatuses(ctx.render),
  });
}

/** What "Refresh all now" would re-enter and may cost; nothing is changed yet. */
export function refreshAllPlan(language: Language = 'en', visibility?: VisibilityCost): RefreshPlan {
  return planRefresh(findFormulas(SEO_FORMULA_TEXT), countValues, language, visibility);
}

/** Re-enters the document's SEO_* formulas (of a plan the user has agreed to). */
export function refreshAll(plan: RefreshPlan): number {
  reenterFormulas(plan.cells);
  return plan.cells.length;
}

function runnerPorts(env: Environment): RunnerPorts {
  return {
    now: env.ctx.now,
    store: env.store,
    source(job) {
      const now = env.ctx.now();
      return reportDefinition(job.request.reportId).source(job.request.params, {
        source: env.source(),
        now,
        history: env.charges.list(now),
        rowLimit: job.rowLimit,
        readPhrases: env.readPhrases,
        ways: env.ways,
        language: languageOrEnglish(env.ctx.documentLanguage),
      });
    },
    counter(key) {
      const model = env.limits.current();
      const found = model && findCounter(model, key);
      return found ? { used: found.used, left: found.left, hoursToReset: found.hoursToReset } : null;
    },
    spending: env.limits.spending,
    recordCharge: env.charges.record,
    staging,
    publish(job, rows) {
      const definition = reportDefinition(job.request.reportId);
      const schedule = env.store.schedules().find((s) => s.id === job.scheduleId);
      // What lands in the sheet follows the document; the sheet keeps the name it was created with.
      const language = env.ctx.documentLanguage();
      const t = words(language);
      const source = env.source();
      const blanks = definition
        .reads(job.request.params)
        .flatMap((endpoint) => source.blanks(endpoint) ?? []);
      const blank = blanks.length
        ? { columns: blanks.flatMap((b) => b.columns), why: env.ctx.render(language, blanks[0].why) }
        : undefined;
      return publishTable(reportSheet(job.request.sheetName), {
        blank,
        job,
        rows,
        previous: env.store.record(job.request.sheetName),
        snapshot: new Date(),
        chart: definition.chart ? chartPlan(definition.chart, t) : null,
        language,
        monthOf: (at) => zonedMonth(at.getTime(), env.ctx.timeZone()),
        note: runNote(
          {
            title: t(`report.${definition.id}`),
            params: job.request.params,
            specs: definition.params,
            ranAt: env.formatTime(env.ctx.now()),
            rows: job.rowsWritten,
            units: job.unitsCharged,
            unitsEstimated: Boolean(job.unitsEstimated),
            // Old limits matter to the reader only where their cap cut the table short.
            rowCap:
              job.rowCapAsOf === undefined || job.rowsWritten < job.rowLimit
                ? null
                : { count: job.rowLimit, at: env.formatTime(job.rowCapAsOf) },
            mode: job.request.mode,
            schedule: schedule ? describeCadence(schedule.cadence, t) : null,
            notices: (job.notices ?? []).map((notice) => env.ctx.render(language, notice)),
            late: schedule?.late ? lateLine(schedule.late, env.formatTime, t) : null,
            keep: keepOf(job.request.keep),
            cells: documentCells(),
          },
          language,
        ),
      });
    },
    noteFailure: (job, message) => noteFailure(env, job.request.sheetName, message, retryOf(job)),
    failure,
  };
}

/** On the report sheet, so in the document's language; a transient failure says when it is tried again. */
function noteFailure(env: Environment, sheetName: string, message: Said, retry: Retry = {}): void {
  const language = languageOrEnglish(env.ctx.documentLanguage);
  const t = words(language);
  const next =
    retry.retryAt !== undefined
      ? t('note.retry', { at: env.formatTime(retry.retryAt) })
      : retry.gaveUp
        ? t('note.gaveUp')
        : '';
  const text = [env.ctx.render(language, message), next].filter(Boolean).join(' ');
  noteOnSheet(sheetName, (note) => withFailure(note, env.formatTime(env.ctx.now()), text, t));
}

function dispatchPorts(env: Environment): DispatchPorts {
  return {
    now: env.ctx.now,
    offsetMinutes: env.offsetMinutes,
    store: env.store,
    newId: env.ctx.newId,
    rowLimit: env.rowLimit,
    bumpStamp(now) {
      // A scheduled refresh fetches everything again, and formulas must run to show it.
      bumpStamp(env.ctx, now);
      refreshAll(refreshAllPlan());
    },
    passing,
    explain(request, error, retry) {
      const { message } = failure(error);
      noteFailure(env, request.sheetName, message, retry);
      return message;
    },
    discard: env.discard,
    run: (jobId, deadline) => runJob(jobId, env.runner(), deadline),
    postpone: (schedules, now) => postpone(env, schedules, now),
  };
}

/** Due runs that would overflow their hour or the day move on (spread.ts), and their sheets say so. */
function postpone(env: Environment, schedules: readonly Schedule[], now: number): Map<string, Schedule> {
  const day = triggerDay(env.ctx.usage(), now);
  const waiting = postponed(schedules, now, day, carriedMs(env.store.jobs(), schedules, now));
  const language = languageOrEnglish(env.ctx.documentLanguage);
  for (const { target, late } of waiting.values())
    if (target.kind === 'report' && late)
      noteOnSheet(target.request.sheetName, (note) =>
        withLate(note, lateLine(late, env.formatTime, words(language))),
      );
  return waiting;
}
