/**
 * The reports' ports over the execution context and the platform: document properties, the data source,
 * the active spreadsheet and its time zone. One `Environment` per execution; the source's client is
 * created only when something must be fetched, so listing jobs or schedules needs no sign-in.
 */
import * as visibility from '../families/visibility/endpoints';
import * as users from '../api/account';
import { ApiError, NotCoveredError, NotSignedInError, QuotaExceededError, saidOf } from '../api/errors';
import type { ChargeHistory } from '../spent/charges';
import { checkTask } from '../families/serp/task-status';
import type { DataSource } from '../api/source';
import { findCounter, type QuotaModel, quotaModel, rowsPerReport } from '../api/quota';
import { wayFor } from '../families/visibility/domain-figures';
import { PER_DOMAIN_FIGURES } from '../families/visibility/domain-way';
import type { Context } from '../context';
import { formatZonedDateTime, zonedMonth } from '../shared/i18n/dates';
import { LANGUAGES, type Language } from '../shared/i18n/languages';
import { languageOrEnglish, type Said, said } from '../shared/i18n/said';
import { withDocumentLock } from '../platform/lock';
import { requireDocumentProperties } from '../platform/properties';
import {
  noteOnSheet,
  relabelReportSheet,
  reportSheet,
  type Staging,
  staging,
} from '../platform/report-sheets';
import { findFormulas, reenterFormulas } from '../platform/formulas';
import { countValues, documentCells, readColumn } from '../platform/spreadsheet';
import {
  anyWaiting,
  refreshWaiting,
  runningStatuses,
  SERP_FORMULA_TEXT,
  type WaitingPorts,
  type WaitingResult,
} from '../families/serp/waiting';
import { planRefresh, type RefreshPlan, SEO_FORMULA_TEXT, type VisibilityCost } from './refresh-all';
import { columnLabels } from '../shared/columns';
import { syncTrigger } from '../platform/triggers';
import { asksOf } from '../reports/definition';
import { type Report as ReportDefinition, reportDefinition } from './reports';
import { type DomainWays, domainWays } from '../families/visibility/ways';
import { type DispatchPorts, needsTrigger } from '../reports/dispatch';
import {
  type Job,
  type ReportParams,
  type ReportRequest,
  type Retry,
  retryOf,
  type RowCap,
} from '../reports/job';
import { type LimitsBook, limitsBook } from '../reports/limits';
import { lateLine, withFailure, withLate } from '../reports/note';
import { causeSaid } from '../reports/recovered';
import type { SheetWords } from '../reports/layout';
import { failureText, sheetLabels, type Writer } from './sheet-words';
import * as p from '../reports/params';
import { publishTable } from '../reports/publish';
import { runJob, type Failure, type RunnerPorts } from '../reports/runner';
import type { Schedule } from '../reports/schedule';
import { carriedMs, postponed, triggerDay } from '../reports/spread';
import { keepOf } from '../reports/retention';
import { bumpStamp, relabelStamp } from './refresh-stamp';
import { type ReportStore, reportStore } from '../reports/store';
import { words } from '../reports/words';
import { relabelReportSheets, relabelTables } from './relabel';

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
  return { kind: 'error', message: saidOf(error), ...(waits && { waitsFor: 'connection' as const }) };
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
      return domainWays(ctx, env.source, env.limits);
    },
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
    discard: (job) => stagingOf(env, job).drop(),
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

/**
 * Re-enters the document's SEO_* tables when its language changed since they were written, and writes its
 * report sheets and refresh stamp in it (relabel.ts); no request either way.
 */
export function relabelDocument(ctx: Context): number {
  return relabelTables(ctx, {
    find: () => findFormulas(SEO_FORMULA_TEXT),
    reenter: reenterFormulas,
    statuses: runningStatuses(ctx.render),
    rewrite(language) {
      const store = reportStore(requireDocumentProperties('Reports'));
      relabelReportSheets(
        { records: store.records, saveRecords: store.saveRecords, relabel: relabelReportSheet },
        writerIn(ctx, language),
      );
      relabelStamp(language);
    },
  });
}

/** What "Refresh all now" would re-enter and may cost; nothing is changed yet. */
export function refreshAllPlan(language: Language = 'en', visibility?: VisibilityCost): RefreshPlan {
  return planRefresh(findFormulas(SEO_FORMULA_TEXT), countValues, language, visibility);
}

/**
 * Re-enters the document's SEO_* formulas (of a plan the user has agreed to). Their held answers end
 * first (functions/held.ts), so each is asked again under the document's freshness.
 */
export function refreshAll(ctx: Pick<Context, 'saveSettings' | 'now'>, plan: RefreshPlan): number {
  ctx.saveSettings({ refreshedAt: ctx.now() });
  reenterFormulas(plan.cells);
  return plan.cells.length;
}

/** A counter as the service has it now (limits.ts reads once an execution, again after a charge); null when it cannot say. */
function counterNow(env: Environment, key: string) {
  const model = env.limits.current();
  const found = model && findCounter(model, key);
  return found ? { used: found.used, left: found.left, hoursToReset: found.hoursToReset } : null;
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
    counter: (key) => counterNow(env, key),
    spending: env.limits.spending,
    spent: {
      // Best effort, as every use of the memory: a run with no sign-in fails on its own words.
      spent(counter, now) {
        try {
          return env.ctx.spentCounters().spent(counter, now);
        } catch {
          return null;
        }
      },
      remember(counter, now, hoursToReset) {
        try {
          env.ctx.spentCounters().remember(counter, now, hoursToReset);
        } catch {
          // Not remembered: the run itself still waits.
        }
      },
    },
    recordCharge: env.charges.record,
    staging: (job) => stagingOf(env, job),
    publish(job, rows) {
      const definition = reportDefinition(job.request.reportId);
      const schedule = env.store.schedules().find((s) => s.id === job.scheduleId);
      // What lands in the sheet follows the document; the sheet keeps the name it was created with.
      const write = documentWriter(env);
      const source = env.source();
      const blanks = definition
        .reads(job.request.params)
        .flatMap((endpoint) => source.blanks(endpoint) ?? []);
      const snapshot = new Date();
      const words: SheetWords = {
        language: write.language,
        reportId: definition.id,
        params: job.request.params,
        mode: job.request.mode,
        keep: keepOf(job.request.keep),
        at: snapshot.getTime(),
        empty: !job.header.length,
        note: {
          ranAt: env.ctx.now(),
          rows: job.rowsWritten,
          units: job.unitsCharged,
          unitsEstimated: Boolean(job.unitsEstimated),
          // Old limits matter to the reader only where their cap cut the table short.
          rowCap:
            job.rowCapAsOf === undefined || job.rowsWritten < job.rowLimit
              ? null
              : { count: job.rowLimit, at: job.rowCapAsOf },
          cadence: schedule?.cadence ?? null,
          notices: job.notices ?? [],
          late: schedule?.late ?? null,
          recovered: job.failedTries?.length
            ? { dueAt: job.dueAt ?? job.startedAt, tries: job.failedTries }
            : null,
          cells: documentCells(),
        },
        ...(blanks.length
          ? { blank: { columns: blanks.flatMap((b) => b.columns), why: blanks[0].why } }
          : {}),
      };
      const labels = sheetLabels(job.header, words, write);
      const record = publishTable(reportSheet(job.request.sheetName), {
        blank: words.blank && { columns: words.blank.columns, why: write.render(words.blank.why) },
        job,
        rows,
        previous: env.store.record(job.request.sheetName),
        snapshot,
        chart: labels.chart,
        language: write.language,
        monthOf: (at) => zonedMonth(at.getTime(), env.ctx.timeZone()),
        note: labels.note,
      });
      return { ...record, words };
    },
    noteFailure: (job, message) => noteFailure(env, job.request.sheetName, message, retryOf(job)),
    failure,
  };
}

/** Why a run waits for a connection, and that it goes on by itself once one can ask for it. */
export const waitingSaid = (reason: Said): Said => said('run.waitsConnection', { reason });

/**
 * A run's staging sheet, named in the document's language when the run makes it; a language change meanwhile
 * still finds it, under its name in any language.
 */
function stagingOf(env: Environment, job: Job): Staging {
  const named = (language: Language) => words(language)('sheet.staging', { id: job.id });
  return staging({
    make: named(languageOrEnglish(env.ctx.documentLanguage)),
    known: LANGUAGES.map(named),
  });
}

/** Writes a sheet's words in `language`: its messages, and times in the spreadsheet's zone. */
function writerIn(ctx: Pick<Context, 'render' | 'timeZone'>, language: Language): Writer {
  return {
    language,
    render: (message) => ctx.render(language, message),
    time: (at) => formatZonedDateTime(language, at, ctx.timeZone()),
    zone: ctx.timeZone(),
  };
}

/** Writes the sheet's words in the document's language. */
const documentWriter = (env: Environment): Writer =>
  writerIn(env.ctx, languageOrEnglish(env.ctx.documentLanguage));

/**
 * A sheet's note changed by `change` of its words (a failure, a later hour), written and kept in its record
 * so a language change says it too; a sheet whose record keeps no words has `line` put in its note's text.
 */
function renote(
  env: Environment,
  sheetName: string,
  change: (words: SheetWords) => SheetWords,
  line: (note: string, write: Writer) => string,
): void {
  const write = documentWriter(env);
  const record = env.store.record(sheetName);
  if (!record?.words) {
    noteOnSheet(sheetName, (note) => line(note, write));
    return;
  }
  const words = { ...change(record.words), language: write.language };
  noteOnSheet(sheetName, () => sheetLabels(record.header, words, write).note);
  env.store.saveRecords(new Map([[sheetName, { ...record, words }]]));
}

/** On the report sheet, so in the document's language; a transient failure says when it is tried again. */
function noteFailure(env: Environment, sheetName: string, message: Said, retry: Retry = {}): void {
  const at = env.ctx.now();
  const told = retry.waitsForConnection ? waitingSaid(message) : message;
  renote(
    env,
    sheetName,
    (words) => ({ ...words, failure: { at, message: told, retry } }),
    (note, write) =>
      withFailure(note, write.time(at), failureText(told, retry, write), words(write.language)),
  );
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
      refreshAll(env.ctx, refreshAllPlan());
    },
    passing,
    explain(request, error, retry) {
      const { message } = failure(error);
      noteFailure(env, request.sheetName, message, retry);
      return message;
    },
    discard: env.discard,
    counter: (key) => counterNow(env, key),
    covers: (request) => covers(env, reportDefinition(request.reportId), request.params) === true,
    run: (jobId, deadline) => runJob(jobId, env.runner(), deadline),
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
