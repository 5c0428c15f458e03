/**
 * What a report run is given (reports/runner.ts `RunnerPorts`): its report's source over the connection in
 * effect, the counters around a charging request, the memory of spent counters and charges, its staging
 * sheet, and how its table is published with its words.
 */
import { findCounter } from '../api/quota';
import { languageOrEnglish } from '../shared/i18n/said';
import { reportSheet } from '../platform/report-sheets';
import { documentCells } from '../platform/spreadsheet';
import { type Report, reportDefinition } from './reports';
import type { DataSource } from '../api/source';
import { type Job, type ReportParams, retryOf } from '../reports/job';
import type { Schedule } from '../reports/schedule';
import type { SheetWords } from '../reports/layout';
import { sheetLabels } from './sheet-words';
import { publishTable } from '../reports/publish';
import type { RunnerPorts } from '../reports/runner';
import { keepOf } from '../reports/retention';

import { afterRun } from './alerts';
import type { Environment } from './environment';
import { documentWriter, noteFailure, stagingOf } from './sheet-notes';
import { failure } from '../reports/failure';
import { reportIdOfSheet, warehouseReader, warehouseSink } from './warehouse';

/** A counter as the service has it now (limits.ts reads once an execution, again after a charge); null when it cannot say. */
export function counterNow(env: Environment, key: string) {
  const model = env.limits.current();
  const found = model && findCounter(model, key);
  return found ? { used: found.used, left: found.left, hoursToReset: found.hoursToReset } : null;
}

/** Names of the ids the run was asked about (its project's), best effort: without them the note says the id. */
function namesOf(definition: Report, params: ReportParams, source: DataSource): Pick<SheetWords, 'names'> {
  try {
    const names = definition.names?.(params, source);
    return names && Object.keys(names).length ? { names } : {};
  } catch {
    return {};
  }
}

/**
 * The schedule that refreshes the run's sheet: the run's own, or for a run by hand the one writing the same
 * sheet, whose cadence the note keeps saying.
 */
function sheetSchedule(env: Environment, job: Job): Schedule | undefined {
  const schedules = env.store.schedules();
  return job.scheduleId
    ? schedules.find((s) => s.id === job.scheduleId)
    : schedules.find(
        (s) => s.target.kind === 'report' && s.target.request.sheetName === job.request.sheetName,
      );
}

export function runnerPorts(env: Environment): RunnerPorts {
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
        warehouse: warehouseReader,
        reportIdOf: reportIdOfSheet,
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
    staging: (job) => stagingOf(env.ctx, job),
    publish(job, rows) {
      const definition = reportDefinition(job.request.reportId);
      const schedule = sheetSchedule(env, job);
      // What lands in the sheet follows the document; the sheet keeps the name it was created with.
      const write = documentWriter(env);
      const source = env.source();
      const blanks = definition
        .reads(job.request.params)
        .flatMap((endpoint) => source.blanks(endpoint) ?? []);
      const at = env.ctx.now();
      // A history the warehouse keeps need not pile up in the sheet: it keeps the latest snapshot, unless asked.
      const inWarehouse =
        job.request.mode === 'history' && Boolean(job.request.warehouse) && !job.request.keepInSheet;
      const words: SheetWords = {
        language: write.language,
        reportId: definition.id,
        params: job.request.params,
        mode: job.request.mode,
        keep: inWarehouse ? 1 : keepOf(job.request.keep),
        ...(inWarehouse && { inWarehouse }),
        at,
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
          // A run moved to a later hour is the schedule's own, not a run by hand.
          late: (schedule?.id === job.scheduleId && schedule?.late) || null,
          recovered: job.failedTries?.length
            ? { dueAt: job.dueAt ?? job.startedAt, tries: job.failedTries }
            : null,
          cells: documentCells(),
        },
        ...(blanks.length
          ? { blank: { columns: blanks.flatMap((b) => b.columns), why: blanks[0].why } }
          : {}),
        ...namesOf(definition, job.request.params, source),
      };
      const labels = sheetLabels(job.header, words, write);
      const record = publishTable(reportSheet(job.request.sheetName), {
        blank: words.blank && { columns: words.blank.columns, why: write.render(words.blank.why) },
        job,
        rows,
        previous: env.store.record(job.request.sheetName),
        at,
        chart: labels.chart,
        language: write.language,
        zone: env.ctx.timeZone(),
        inWarehouse,
        note: labels.note,
        claim: (claimed) => env.store.saveRecords(new Map([[job.request.sheetName, claimed]])),
      });
      return { ...record, words };
    },
    noteFailure: (job, message) => noteFailure(env, job.request.sheetName, message, retryOf(job)),
    failure,
    ended(job, result, table) {
      if (!job.scheduleId) return;
      // A run stopped at its row limit with rows left says nothing of the phrases past it.
      const cutBy =
        job.rowsWritten >= job.rowLimit && (job.rowsTotal === null || job.rowsTotal > job.rowsWritten);
      afterRun(env, job.scheduleId, result, { table: table && { ...table, cutBy, aside: job.aside } });
    },
    sink: warehouseSink(env),
  };
}
