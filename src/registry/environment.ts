/**
 * The reports' environment over the execution context and the platform: document properties, the data
 * source, the active spreadsheet and its time zone, the lock and the trigger. One `Environment` per
 * execution; the source's client is created only when something must be fetched, so listing jobs or
 * schedules needs no sign-in.
 */
import * as users from '../api/users';
import type { ChargeHistory } from '../spent/charges';
import { checkTask } from '../families/serp/task-status';
import type { DataSource } from '../api/source';
import { quotaModel, rowsPerReport } from '../api/quota';
import type { Context } from '../context';
import { formatZonedDateTime } from '../shared/i18n/dates';
import { gzipBase64 } from '../platform/cache-service';
import { withDocumentLock } from '../platform/lock';
import { requireDocumentProperties } from '../platform/properties';
import { findFormulas, reenterFormulas } from '../platform/formula-cells';
import { readColumn } from '../platform/spreadsheet';
import {
  anyWaiting,
  refreshWaiting,
  runningStatuses,
  SERP_FORMULA_TEXT,
  type WaitingPorts,
  type WaitingResult,
} from '../families/serp/waiting';
import { syncTrigger } from '../platform/triggers';
import { reportDefinition } from './reports';
import { type DomainWays, domainWays } from '../families/visibility/ways';
import { needsTrigger } from '../reports/dispatch';
import type { Job, ReportRequest, RowCap } from '../reports/job';
import { type LimitsBook, limitsBook } from '../reports/limits';
import * as p from '../reports/params';
import { type ReportStore, reportStore } from '../reports/store';
import { stagingOf } from './sheet-notes';

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
  /** Runs `work` under the document lock; undefined when another execution holds it (platform/lock.ts). */
  exclusively<T>(work: () => T): T | undefined;
  /** Keeps the hourly trigger exactly when a job, an active schedule or a waiting SEO_SERP cell needs it. */
  syncTrigger(): void;
  /** Re-enters the SEO_SERP cells whose analysis has finished (families/serp/waiting.ts). */
  refreshWaiting(): WaitingResult;
  /** Drops a run's staging sheet. */
  discard(job: Job): void;
}

/** The reports' environment over `ctx`, whose client should be paced for bulk calls (BULK_PACE_MS). */
export function environment(ctx: Context): Environment {
  const store = reportStore(requireDocumentProperties('Reports'), gzipBase64);
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
      // A report the plan does not cap (one of the warehouse) reads no limits.
      const known = definition.module === null ? null : env.limits.known();
      const plan = (known && rowsPerReport(known.model, definition.module ?? '')) ?? Number.POSITIVE_INFINITY;
      const cap = Math.min(wanted, plan);
      const rows = Number.isFinite(cap) ? Math.max(1, Math.floor(cap)) : Number.MAX_SAFE_INTEGER;
      // Kept limits matter only where the plan, not the request, set the cap.
      return { rows, asOf: known?.kept && plan < wanted ? known.model.readAt : null };
    },
    readPhrases: readColumn,
    get ways() {
      return domainWays(ctx, env.source, env.limits);
    },
    userTime: (at) => formatZonedDateTime(ctx.userLanguage(), at, ctx.timeZone()),
    offsetMinutes: () => ctx.timeZone().offsetMinutes(ctx.now()),
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
    discard: (job) => stagingOf(ctx, job).drop(),
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
