/**
 * The warehouse (src/warehouse/) over the platform and the reports: the sink a finished run is handed to
 * (its report's table, BigQuery's advanced service, the user's grant, the document's properties), the reader
 * the launcher's reports "From the warehouse" query, Settings › Warehouse (save, Check, status) and the
 * backfill of the history the service holds.
 */
import { bigQuery, bigQueryGranted, requireBigQuery } from '../platform/bigquery';
import { sleep } from '../platform/clock';
import { requireDocumentProperties } from '../platform/properties';
import { documentId } from '../platform/spreadsheet';
import type { Drained, RunSink } from '../reports/runner';
import type { Job, ReportRequest } from '../reports/job';
import { formatZonedDateTime, zonedDate } from '../shared/i18n/dates';
import { languageOrEnglish, type Said, SaidError, said, verbatim } from '../shared/i18n/said';
import { checkWarehouse } from '../warehouse/check';
import { type ExportRecord, exportRun, type Exported } from '../warehouse/export';
import { reportIdOf, reportKey } from '../warehouse/ids';
import { PLANNED } from '../warehouse/writer';
import { hoursToPacificMidnight, type LoadCount } from '../warehouse/quota';
import { type Reader, readerOf } from '../warehouse/read';
import { settingsOf, type WarehouseInput, type WarehouseSettings } from '../warehouse/settings';
import { readStored, type Stored, writeStored } from '../warehouse/stored';
import { ensureViews } from '../warehouse/views';
import type { Environment } from './environment';
import { reportDefinition } from './reports';
import { renote } from './sheet-notes';
import { failureOf } from '../warehouse/failure';

const EXPORT = 'seoWarehouse.export.';
const LOADS = 'seoWarehouse.loads';

const props = () => requireDocumentProperties('The warehouse settings');

/** The document's warehouse, or null when it is off. */
export const warehouseIn = (): WarehouseSettings | null => readStored(props()).settings;

/** A report's `report_id`: its document and sheet. */
export const reportIdOfSheet = (sheetName: string): string => reportIdOf(reportKey(documentId(), sheetName));

function parse<T>(text: string | null): T | null {
  try {
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

/** "2026-11-20", or "2026-08-22 – 2026-11-20": the days an export's rows describe. */
const daysOf = (exported: Exported): string =>
  exported.firstDay === exported.lastDay
    ? (exported.firstDay ?? '')
    : `${exported.firstDay} – ${exported.lastDay}`;

const sentSaid = (exported: Exported): Said =>
  said('warehouse.sent', { table: exported.table, rows: exported.rows, days: daysOf(exported) });

/** Whether the run goes to the warehouse now, or why not; null for a run that was never asked to. */
function refusal(job: Job): Said | null {
  const settings = warehouseIn();
  if (!settings) return said('warehouse.off');
  const definition = reportDefinition(job.request.reportId);
  if (!definition.warehouse) return said('warehouse.noTableFor', { report: definition.id });
  // A trigger cannot ask for consent: it says so, and the sheet is written all the same.
  if (!bigQueryGranted()) return said('warehouse.noConsent');
  return null;
}

/** What a finished run's rows do past its sheet: its report's table in the document's warehouse. */
export function warehouseSink(env: Environment): RunSink {
  return {
    accept(job) {
      if (!job.request.warehouse && !job.request.backfill) return { handOn: false };
      const why = refusal(job);
      return why ? { handOn: false, said: why } : { handOn: true };
    },
    drain(job, rows, deadline): Drained {
      const why = refusal(job);
      if (why) return { kind: 'done', said: why };
      const settings = warehouseIn() as WarehouseSettings;
      const store = props();
      const key = EXPORT + job.id;
      const zone = env.ctx.timeZone();
      const spec = reportDefinition(job.request.reportId).warehouse;
      if (!spec)
        return { kind: 'done', said: said('warehouse.noTableFor', { report: job.request.reportId }) };
      const outcome = exportRun(
        job,
        spec,
        rows,
        {
          api: bigQuery(),
          settings,
          key: reportKey(documentId(), job.request.sheetName),
          now: env.ctx.now,
          sleep,
          dayOf: (at) => zonedDate(at, zone),
          record: () => parse<ExportRecord>(store.getProperty(key)),
          loads: () => parse<LoadCount>(store.getProperty(LOADS)),
          save: (record, loads) =>
            store.setProperties({
              [key]: JSON.stringify(record),
              ...(loads ? { [LOADS]: JSON.stringify(loads) } : {}),
            }),
        },
        deadline,
      );
      if (outcome.kind === 'more') return outcome;
      if (outcome.kind === 'failed') {
        const { failure } = outcome;
        if (outcome.quota)
          return {
            kind: 'quota',
            message:
              failure.message === PLANNED
                ? said('warehouse.planned')
                : said('warehouse.quota', { detail: verbatim(failure.message) }),
            hoursToReset: hoursToPacificMidnight(env.ctx.now()),
          };
        return {
          kind: 'error',
          message: said('warehouse.exportFailed', { detail: verbatim(failure.message) }),
          retryable: outcome.retryable,
          cause:
            failure.status === null ? { code: failure.reason ?? 'NO_ANSWER' } : { status: failure.status },
        };
      }
      const exported = outcome.exported as Exported;
      store.deleteProperty(key);
      writeStored(store, {
        ...readStored(store),
        lastExport: { at: env.ctx.now(), sheet: job.request.sheetName, exported },
      });
      const told = sentSaid(exported);
      if (!job.request.backfill)
        renote(
          env,
          job.request.sheetName,
          (words) => ({ ...words, note: { ...words.note, notices: [...words.note.notices, told] } }),
          (note, write) => `${note}\n${write.render(told)}`,
        );
      return { kind: 'done', said: told };
    },
  };
}

/** The warehouse to read, for this user; a SaidError says why not. */
export function warehouseReader(): Reader {
  const settings = warehouseIn();
  if (!settings) throw new SaidError(said('warehouse.notOn'));
  if (!bigQueryGranted()) throw new SaidError(said('warehouse.consent'));
  return readerOf(bigQuery(), settings, sleep);
}

// ---------------------------------------------------------------- Settings › Warehouse

export interface WarehouseStatus {
  readonly settings: WarehouseSettings | null;
  /** This user allowed SEO Sheets to use BigQuery. */
  readonly consent: boolean;
  /** What Check found last: when (the user's words), whether the warehouse can be written, and each finding. */
  readonly check: {
    readonly when: string;
    readonly ok: boolean;
    readonly sandbox: boolean;
    readonly findings: readonly string[];
    readonly enableUrl: string | null;
  } | null;
  /** Each kind's view with its reports' tables and rows; null when they cannot be read (and `message` says why). */
  readonly tables:
    | readonly { readonly name: string; readonly reports: number; readonly rows: number }[]
    | null;
  readonly lastExport: {
    readonly when: string;
    readonly sheet: string;
    readonly table: string;
    readonly rows: number;
    readonly days: string;
    readonly jobs: number;
    readonly bytes: number;
  } | null;
  /** Why the tables are not listed, or what the user must do first. */
  readonly message: string | null;
}

/** The warehouse's kinds (its views) and their reports' tables, with rows; at most `MAX_TABLES` read. */
const MAX_TABLES = 60;

function tablesOf(settings: WarehouseSettings): NonNullable<WarehouseStatus['tables']> {
  const api = bigQuery();
  const reader = readerOf(api, settings, sleep);
  const names = reader.tables();
  const kinds = names.filter((name) => !name.includes('__'));
  return kinds.map((kind) => {
    const tables = names.filter((name) => name.startsWith(`${kind}__`)).slice(0, MAX_TABLES);
    const rows = tables.reduce(
      (sum, table) => sum + Number(api.getTable(settings.projectId, settings.dataset, table).numRows ?? 0),
      0,
    );
    return { name: kind, reports: tables.length, rows };
  });
}

export function warehouseStatus(env: Environment): WarehouseStatus {
  const stored = readStored(props());
  const language = languageOrEnglish(env.ctx.userLanguage);
  const say = (message: Said) => env.ctx.render(language, message);
  const time = (at: number) => formatZonedDateTime(language, at, env.ctx.timeZone());
  const consent = bigQueryGranted();
  let tables: WarehouseStatus['tables'] = null;
  let message: string | null = null;
  if (stored.settings && consent)
    try {
      tables = tablesOf(stored.settings);
    } catch (error) {
      message = say(said('warehouse.queryFailed', { detail: verbatim(failureOf(error).message) }));
    }
  else if (stored.settings) message = say(said('warehouse.consent'));
  const { check, lastExport } = stored;
  return {
    settings: stored.settings,
    consent,
    check: check
      ? {
          when: time(check.at),
          ok: check.ok,
          sandbox: check.sandbox,
          findings: check.findings.map(say),
          enableUrl: check.enableUrl ?? null,
        }
      : null,
    tables,
    lastExport: lastExport
      ? {
          when: time(lastExport.at),
          sheet: lastExport.sheet,
          table: lastExport.exported.table,
          rows: lastExport.exported.rows,
          days: daysOf(lastExport.exported),
          jobs: lastExport.exported.jobs,
          bytes: lastExport.exported.bytes,
        }
      : null,
    message,
  };
}

/**
 * Turns the warehouse on (or, with null, off) and checks it. The settings are kept before BigQuery is asked
 * for: where the user has not granted its scope, Google's consent window opens and this execution ends, and
 * the next Turn on finds them.
 */
export function saveWarehouse(env: Environment, input: WarehouseInput | null): WarehouseStatus {
  const store = props();
  const stored = readStored(store);
  if (input === null) {
    writeStored(store, { ...stored, settings: null });
    return warehouseStatus(env);
  }
  const settings = settingsOf(input);
  const kept: Stored = { ...stored, settings };
  writeStored(store, kept);
  if (!bigQueryGranted()) requireBigQuery();
  const check = checkWarehouse(bigQuery(), settings, env.ctx.now());
  const placed = check.location ? { ...settings, location: check.location } : settings;
  let findings = check.findings;
  if (check.ok && placed.searchConsole)
    try {
      ensureViews(bigQuery(), placed, []);
    } catch (error) {
      findings = [
        ...findings,
        said('warehouse.consoleMissing', {
          dataset: placed.searchConsole,
          detail: verbatim(failureOf(error).message),
        }),
      ];
    }
  writeStored(store, { ...kept, settings: placed, check: { ...check, findings } });
  return warehouseStatus(env);
}

// ---------------------------------------------------------------- backfill

/** A backfill before it runs: what it fills, and what it costs (the sidebar words it). */
export interface BackfillPlan {
  readonly days: number;
  readonly from: string;
  readonly to: string;
  /** The history was cut to what the sandbox keeps (its days expire after 60). */
  readonly sandbox: boolean;
  /** Load jobs at most: a day each, and the run's row in `runs`. */
  readonly loadJobs: number;
  /** The request the backfill runs: the report's, its dates moved, for the warehouse alone. */
  readonly request: ReportRequest;
}

const DAY = 86_400_000;
/** The sandbox deletes days older than 60: a backfill there fills what it keeps. */
const SANDBOX_DAYS = 59;

export function backfillPlan(env: Environment, request: ReportRequest): BackfillPlan {
  const definition = reportDefinition(request.reportId);
  const days = definition.warehouse?.backfillDays;
  if (!warehouseIn()) throw new SaidError(said('warehouse.notOn'));
  if (!days) throw new SaidError(said('warehouse.noBackfill', { report: definition.id }));
  const sandbox = Boolean(readStored(props()).check?.sandbox) && days > SANDBOX_DAYS;
  const span = sandbox ? SANDBOX_DAYS : days;
  const now = env.ctx.now();
  const zone = env.ctx.timeZone();
  const from = zonedDate(now - span * DAY, zone);
  const to = zonedDate(now, zone);
  return {
    days: span,
    from,
    to,
    sandbox,
    loadJobs: span + 2,
    request: {
      ...request,
      params: { ...request.params, date_min: from, date_max: to },
      mode: 'replace',
      warehouse: true,
      backfill: true,
    },
  };
}
