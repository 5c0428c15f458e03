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
  userMessage,
} from '../api';
import type { Context } from '../context';
import { zone as timeZoneOf } from '../platform/clock';
import { requireDocumentProperties } from '../platform/properties';
import { noteOnSheet, publishTable, staging } from '../platform/report-sheets';
import { readColumn, timeZone } from '../platform/spreadsheet';
import { reportDefinition } from './definitions';
import type { DispatchPorts } from './dispatch';
import type { Job, ReportRequest } from './job';
import { runNote, withFailure } from './note';
import * as p from './params';
import { runJob, type Failure, type RunnerPorts } from './runner';
import { describeCadence } from './schedule';
import { bumpStamp } from './stamp';
import { type ReportStore, reportStore } from './store';

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
  /** Formats a time in the spreadsheet's zone. */
  formatTime(at: number): string;
  offsetMinutes(): number;
  runner(): RunnerPorts;
  dispatcher(): DispatchPorts;
}

export function failure(error: unknown): Failure {
  if (error instanceof QuotaExceededError) {
    return { kind: 'quota', message: userMessage(error), hoursToReset: error.hoursToReset ?? null };
  }
  return { kind: 'error', message: userMessage(error) };
}

/** The reports' environment over `ctx`, whose client should be paced for bulk calls (BULK_PACE_MS). */
export function environment(ctx: Context): Environment {
  const store = reportStore(requireDocumentProperties('Reports'));
  const zone = timeZoneOf(timeZone());
  let limits: QuotaModel | undefined;
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
    formatTime: zone.format,
    offsetMinutes: zone.offsetMinutes,
    runner: () => runnerPorts(env),
    dispatcher: () => dispatchPorts(env),
  };
  return env;
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
      return publishTable({
        job,
        rows,
        previous: env.store.record(job.request.sheetName),
        snapshot: new Date(),
        chart: definition.chart ?? null,
        note: runNote({
          title: definition.title,
          params: job.request.params,
          ranAt: env.formatTime(env.ctx.now()),
          rows: job.rowsWritten,
          units: job.unitsCharged,
          mode: job.request.mode,
          schedule: schedule ? describeCadence(schedule.cadence) : null,
        }),
      });
    },
    noteFailure: (job, message) => noteFailure(env, job.request.sheetName, message),
    failure,
  };
}

function noteFailure(env: Environment, sheetName: string, message: string): void {
  noteOnSheet(sheetName, (note) => withFailure(note, env.formatTime(env.ctx.now()), message));
}

function dispatchPorts(env: Environment): DispatchPorts {
  return {
    now: env.ctx.now,
    offsetMinutes: env.offsetMinutes,
    store: env.store,
    newId: env.ctx.newId,
    rowLimit: env.rowLimit,
    bumpStamp: (now) => bumpStamp(env.ctx, now),
    explain(request, error) {
      const { message } = failure(error);
      noteFailure(env, request.sheetName, message);
      return message;
    },
    discard: (job: Job) => staging(job).drop(),
    run: (jobId, deadline) => runJob(jobId, env.runner(), deadline),
  };
}
