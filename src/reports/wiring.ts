/**
 * The reports' ports over the execution context and the platform: document properties, the signed-in
 * client, the active spreadsheet and its time zone. One `Environment` per execution; the client is
 * created only when something must be fetched, so listing jobs or schedules needs no sign-in.
 */
import {
  type ApiClient,
  type ChargeHistory,
  findCounter,
  QuotaExceededError,
  type QuotaModel,
  quotaModel,
  rowsPerReport,
  users,
  saidOf,
  checkTask,
  toolSerpTaskReady,
} from '../api';
import type { Context } from '../context';
import { formatZonedDateTime } from '../shared/i18n/dates';
import type { Language } from '../shared/i18n/languages';
import { languageOrEnglish, type Said } from '../shared/i18n/said';
import { withDocumentLock } from '../platform/lock';
import { requireDocumentProperties } from '../platform/properties';
import { noteOnSheet, reportSheet, staging } from '../platform/report-sheets';
import { findFormulas, reenterFormulas } from '../platform/formulas';
import { countValues, readColumn } from '../platform/spreadsheet';
import {
  anyWaiting,
  refreshWaiting,
  runningStatuses,
  SERP_FORMULA_TEXT,
  type WaitingPorts,
  type WaitingResult,
} from '../tasks/waiting';
import { planRefresh, type RefreshPlan, SEO_FORMULA_TEXT } from './refresh-all';
import { syncTrigger } from '../platform/triggers';
import { chartPlan, reportDefinition } from './definitions';
import { type DispatchPorts, needsTrigger } from './dispatch';
import type { Job, ReportRequest } from './job';
import { runNote, withFailure } from './note';
import * as p from './params';
import { publishTable } from './publish';
import { runJob, type Failure, type RunnerPorts } from './runner';
import { describeCadence } from './schedule';
import { bumpStamp } from './stamp';
import { type ReportStore, reportStore } from './store';
import { words } from './words';
import { relabelTables } from './relabel';

export interface Environment {
  readonly ctx: Context;
  readonly store: ReportStore;
  /** What this user was charged for, across documents. */
  readonly charges: ChargeHistory;
  client(): ApiClient;
  /** getLimits, read once per execution unless `fresh` (it is free, but a request). */
  limits(fresh?: boolean): QuotaModel;
  /** Rows a run of the request may write: its `limit` capped by the plan's rows per report. */
  rowLimit(request: ReportRequest): number;
  readPhrases(a1: string): string[];
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
  return { kind: 'error', message: saidOf(error) };
}

/** The reports' environment over `ctx`, whose client should be paced for bulk calls (BULK_PACE_MS). */
export function environment(ctx: Context): Environment {
  const store = reportStore(requireDocumentProperties('Reports'));
  let limits: QuotaModel | undefined;
  // Cells this execution re-entered while their analysis runs show nothing until Sheets recalculates
  // them, so the cells alone would say none waits: what the pass found keeps the trigger.
  let rewaiting = 0;
  const env: Environment = {
    ctx,
    store,
    get charges() {
      return ctx.charges;
    },
    client: ctx.client,
    limits(fresh = false) {
      if (fresh || !limits) limits = quotaModel(users.getLimits(env.client(), {}), ctx.now());
      return limits;
    },
    rowLimit(request) {
      const definition = reportDefinition(request.reportId);
      const wanted = p.number(request.params, 'limit') ?? Number.POSITIVE_INFINITY;
      const plan = rowsPerReport(env.limits(), definition.module) ?? Number.POSITIVE_INFINITY;
      const cap = Math.min(wanted, plan);
      return Number.isFinite(cap) ? Math.max(1, Math.floor(cap)) : Number.MAX_SAFE_INTEGER;
    },
    readPhrases: readColumn,
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

export function waitingPorts(ctx: Pick<Context, 'client' | 'tools' | 'render'>): WaitingPorts {
  return {
    statuses: runningStatuses(ctx.render),
    find: () => findFormulas(SERP_FORMULA_TEXT),
    isReady: (taskId) => {
      const tools = ctx.tools();
      return tools ? toolSerpTaskReady(tools, taskId) : checkTask(ctx.client(), 'serp', taskId).ready;
    },
    reenter: reenterFormulas,
  };
}

/** Re-enters the document's SEO_* tables when its language changed since they were written (relabel.ts). */
export function relabelDocument(ctx: Context): number {
  return relabelTables(ctx, {
    find: () => findFormulas(SEO_FORMULA_TEXT),
    reenter: reenterFormulas,
    statuses: runningStatuses(ctx.render),
  });
}

/** What "Refresh all now" would re-enter and may cost; nothing is changed yet. */
export function refreshAllPlan(language: Language = 'en'): RefreshPlan {
  return planRefresh(findFormulas(SEO_FORMULA_TEXT), countValues, language);
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
        client: env.client(),
        now,
        history: env.charges.list(now),
        rowLimit: job.rowLimit,
        readPhrases: env.readPhrases,
        language: languageOrEnglish(env.ctx.documentLanguage),
      });
    },
    quota(counter) {
      // Fresh each time: units charged earlier in this execution must count.
      const found = findCounter(env.limits(true), counter);
      return { left: found?.left ?? null, hoursToReset: found?.hoursToReset ?? null };
    },
    recordCharge: env.charges.record,
    staging,
    publish(job, rows) {
      const definition = reportDefinition(job.request.reportId);
      const schedule = env.store.schedules().find((s) => s.id === job.scheduleId);
      // What lands in the sheet follows the document; the sheet keeps the name it was created with.
      const language = env.ctx.documentLanguage();
      const t = words(language);
      return publishTable(reportSheet(job.request.sheetName), {
        job,
        rows,
        previous: env.store.record(job.request.sheetName),
        snapshot: new Date(),
        chart: definition.chart ? chartPlan(definition.chart, t) : null,
        language,
        note: runNote(
          {
            title: t(`report.${definition.id}`),
            params: job.request.params,
            specs: definition.params,
            ranAt: env.formatTime(env.ctx.now()),
            rows: job.rowsWritten,
            units: job.unitsCharged,
            mode: job.request.mode,
            schedule: schedule ? describeCadence(schedule.cadence, t) : null,
          },
          language,
        ),
      });
    },
    noteFailure: (job, message) => noteFailure(env, job.request.sheetName, message),
    failure,
  };
}

/** On the report sheet, so in the document's language. */
function noteFailure(env: Environment, sheetName: string, message: Said): void {
  const language = languageOrEnglish(env.ctx.documentLanguage);
  const text = env.ctx.render(language, message);
  noteOnSheet(sheetName, (note) => withFailure(note, env.formatTime(env.ctx.now()), text, words(language)));
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
    explain(request, error) {
      const { message } = failure(error);
      noteFailure(env, request.sheetName, message);
      return message;
    },
    discard: env.discard,
    run: (jobId, deadline) => runJob(jobId, env.runner(), deadline),
  };
}
