/**
 * Jobs, schedules and report-sheet records as JSON in document properties, so every editor and the
 * trigger see the same state. A run's end (sheet record, job, schedule result) is one
 * `setProperties` call: a kill leaves either all of it or none of it. Each schedule has a property of its
 * own, as each job does: one list of them outgrew the 9 KB a property value may hold at about 30.
 */
import type { QuotaModel } from '../api/quota';
import type { PropertyStore } from '../platform/properties';
import type { Job } from './job';
import type { SheetRecord } from './layout';
import { BY_HAND, type Packer, packRuns, type RunEntry, unpackRuns } from './runs';
import type { Schedule } from './schedule';

/** The slice of the document's property store the reports use; tests pass an in-memory one. */
export type KeyValue = Pick<
  PropertyStore,
  'getProperty' | 'getProperties' | 'getKeys' | 'setProperties' | 'deleteProperty'
>;

const PREFIX = 'seoReports.';
const JOB = `${PREFIX}job.`;
const SHEET = `${PREFIX}sheet.`;
const SCHEDULE = `${PREFIX}schedule.`;
/** The schedules' ids in the user's order; the schedules themselves are under `SCHEDULE` + id. */
const SCHEDULE_ORDER = `${PREFIX}scheduleOrder`;
/** Each schedule's runs of the last 30 days under `RUNS` + its id, the launcher's under `RUNS` + `manual` (runs.ts). */
const RUNS = `${PREFIX}runs.`;
/** Where every schedule was kept, in one value, before they had a property each. */
const LEGACY_SCHEDULES = `${PREFIX}schedules`;
const LIMITS = `${PREFIX}limits`;

export interface ReportStore {
  job(id: string): Job | null;
  jobs(): Job[];
  saveJob(job: Job): void;
  deleteJob(id: string): void;
  schedules(): Schedule[];
  saveSchedules(schedules: readonly Schedule[]): void;
  record(sheetName: string): SheetRecord | null;
  /** Every report sheet's record, by sheet name, in one read. */
  records(): Map<string, SheetRecord>;
  /** Keeps sheets' records (their words rewritten), in one write. */
  saveRecords(records: ReadonlyMap<string, SheetRecord>): void;
  /** Saves new jobs together with the schedules that started them, in one write. */
  start(jobs: readonly Job[], schedules: readonly Schedule[]): void;
  /**
   * Ends a run atomically: the sheet's record, the job, the schedules when a result changed, and the run in
   * its log (`log`: its schedule's id or `manual`) when it ended for good.
   */
  commit(
    job: Job,
    sheetName: string,
    record: SheetRecord | null,
    schedules?: readonly Schedule[],
    ended?: { readonly log: string; readonly entry: RunEntry },
  ): void;
  /** The runs a log keeps (a schedule's id, or `manual`), oldest first. */
  runs(log: string): RunEntry[];
  /** Adds a run that ended to its log, the log's runs past 30 days dropped. */
  logRun(log: string, entry: RunEntry): void;
  /** The limits last read here (`readAt` says when), for a run to be sized by when getLimits fails. */
  limits(): QuotaModel | null;
  keepLimits(model: QuotaModel): void;
}

function parse<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

/** All schedules in one read of the store (not a read per schedule: reads count against a daily quota). */
function readSchedules(props: KeyValue): Schedule[] {
  const all = props.getProperties();
  const order = parse<string[]>(all[SCHEDULE_ORDER] ?? null);
  if (order === null) return parse<Schedule[]>(all[LEGACY_SCHEDULES] ?? null) ?? [];
  return order
    .map((id) => parse<Schedule>(all[SCHEDULE + id] ?? null))
    .filter((schedule): schedule is Schedule => schedule !== null);
}

/** The writes that store `schedules` (one value each, and their order), for one `setProperties` call. */
function scheduleValues(schedules: readonly Schedule[]): Record<string, string> {
  return {
    ...Object.fromEntries(schedules.map((s) => [SCHEDULE + s.id, JSON.stringify(s)])),
    [SCHEDULE_ORDER]: JSON.stringify(schedules.map((s) => s.id)),
  };
}

/** Removes the properties (and run logs) of schedules no longer in `kept`, and the list they were once kept in. */
function dropOthers(props: KeyValue, kept: readonly Schedule[]): void {
  const ids = new Set(kept.map((s) => s.id));
  const gone = (key: string, prefix: string) => key.startsWith(prefix) && !ids.has(key.slice(prefix.length));
  for (const key of props.getKeys())
    if (gone(key, SCHEDULE) || (gone(key, RUNS) && key !== RUNS + BY_HAND) || key === LEGACY_SCHEDULES)
      props.deleteProperty(key);
}

/** The reports' store over the document's properties; `packer` compresses a long run log (gzip in Apps Script). */
export function reportStore(props: KeyValue, packer?: Packer): ReportStore {
  const runs = (log: string) => unpackRuns(props.getProperty(RUNS + log), packer);
  const logged = (log: string, entry: RunEntry) => ({
    [RUNS + log]: packRuns([...runs(log), entry], entry.ended, packer),
  });
  const jobs = (): Job[] =>
    props
      .getKeys()
      .filter((key) => key.startsWith(JOB))
      .map((key) => parse<Job>(props.getProperty(key)))
      .filter((job): job is Job => job !== null)
      .sort((a, b) => a.startedAt - b.startedAt);
  return {
    job: (id) => parse<Job>(props.getProperty(JOB + id)),
    jobs,
    saveJob: (job) => props.setProperties({ [JOB + job.id]: JSON.stringify(job) }),
    deleteJob: (id) => props.deleteProperty(JOB + id),
    schedules: () => readSchedules(props),
    saveSchedules: (schedules) => {
      props.setProperties(scheduleValues(schedules));
      dropOthers(props, schedules);
    },
    record: (sheetName) => parse<SheetRecord>(props.getProperty(SHEET + sheetName)),
    records: () =>
      new Map(
        Object.entries(props.getProperties())
          .filter(([key]) => key.startsWith(SHEET))
          .map(([key, value]) => [key.slice(SHEET.length), JSON.parse(value) as SheetRecord]),
      ),
    saveRecords: (records) =>
      props.setProperties(
        Object.fromEntries([...records].map(([name, record]) => [SHEET + name, JSON.stringify(record)])),
      ),
    start: (started, schedules) =>
      props.setProperties({
        ...Object.fromEntries(started.map((job) => [JOB + job.id, JSON.stringify(job)])),
        ...scheduleValues(schedules),
      }),
    commit: (job, sheetName, record, schedules, ended) =>
      props.setProperties({
        [JOB + job.id]: JSON.stringify(job),
        ...(record ? { [SHEET + sheetName]: JSON.stringify(record) } : {}),
        ...(schedules ? scheduleValues(schedules) : {}),
        ...(ended ? logged(ended.log, ended.entry) : {}),
      }),
    runs,
    logRun: (log, entry) => props.setProperties(logged(log, entry)),
    limits: () => parse<QuotaModel>(props.getProperty(LIMITS)),
    keepLimits: (model) => props.setProperties({ [LIMITS]: JSON.stringify(model) }),
  };
}
