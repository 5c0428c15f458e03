/**
 * The reports' ports bound to Apps Script: document properties, the signed-in client, the active
 * spreadsheet and its time zone. One `Environment` per execution; the client is created only when
 * something must be fetched, so listing jobs or schedules needs no sign-in.
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
  userChargeHistory,
  userMessage,
} from '../api';
import { signedInClient } from '../account';
import { reportDefinition } from './catalogue';
import type { DispatchPorts } from './dispatch';
import type { Job, ReportRequest } from './job';
import { runNote, withFailure } from './note';
import * as p from './params';
import { runJob, type Failure, type RunnerPorts } from './runner';
import { describeCadence } from './schedule';
import { noteOnSheet, publishTable, staging } from './sheets';
import { bumpStamp } from './stamp';
import { type ReportStore, reportStore } from './store';

/** The spec recommends sequential bulk calls about a second apart. */
const BULK_PACE_MS = 1_000;

export interface Environment {
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

function documentProperties(): GoogleAppsScript.Properties.Properties {
  const props = PropertiesService.getDocumentProperties();
  if (!props) throw new Error('Reports belong to a spreadsheet: open one first.');
  return props;
}

export function failure(error: unknown): Failure {
  if (error instanceof QuotaExceededError) {
    return { kind: 'quota', message: userMessage(error), hoursToReset: error.hoursToReset ?? null };
  }
  return { kind: 'error', message: userMessage(error) };
}

export function environment(): Environment {
  const store = reportStore(documentProperties());
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const zone = spreadsheet.getSpreadsheetTimeZone();
  let client: ApiClient | undefined;
  let limits: QuotaModel | undefined;
  const env: Environment = {
    store,
    charges: userChargeHistory(),
    client: () => {
      client ??= signedInClient('server', { paceMs: BULK_PACE_MS });
      return client;
    },
    limits(fresh = false) {
      if (fresh || !limits) limits = quotaModel(users.getLimits(env.client(), {}), Date.now());
      return limits;
    },
    rowLimit(request) {
      const definition = reportDefinition(request.reportId);
      const wanted = p.number(request.params, 'limit') ?? Number.POSITIVE_INFINITY;
      const plan = rowsPerReport(env.limits(), definition.module) ?? Number.POSITIVE_INFINITY;
      const cap = Math.min(wanted, plan);
      return Number.isFinite(cap) ? Math.max(1, Math.floor(cap)) : Number.MAX_SAFE_INTEGER;
    },
    readPhrases: (a1) =>
      spreadsheet
        .getRange(a1)
        .getValues()
        .map((row) => String(row[0] ?? '').trim()),
    formatTime: (at) => Utilities.formatDate(new Date(at), zone, 'yyyy-MM-dd HH:mm'),
    offsetMinutes() {
      const z = Utilities.formatDate(new Date(), zone, 'Z');
      const sign = z.startsWith('-') ? -1 : 1;
      return sign * (Number(z.slice(1, 3)) * 60 + Number(z.slice(3, 5)));
    },
    runner: () => runnerPorts(env),
    dispatcher: () => dispatchPorts(env),
  };
  return env;
}

function runnerPorts(env: Environment): RunnerPorts {
  return {
    now: () => Date.now(),
    store: env.store,
    source(job) {
      const now = Date.now();
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
          ranAt: env.formatTime(Date.now()),
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
  noteOnSheet(sheetName, (note) => withFailure(note, env.formatTime(Date.now()), message));
}

function dispatchPorts(env: Environment): DispatchPorts {
  return {
    now: () => Date.now(),
    offsetMinutes: env.offsetMinutes,
    store: env.store,
    newId: () => Utilities.getUuid().slice(0, 8),
    rowLimit: env.rowLimit,
    bumpStamp,
    explain(request, error) {
      const { message } = failure(error);
      noteFailure(env, request.sheetName, message);
      return message;
    },
    discard: (job: Job) => staging(job).drop(),
    run: (jobId, deadline) => runJob(jobId, env.runner(), deadline),
  };
}
