/**
 * Jobs, schedules and report-sheet records as JSON in document properties, so every editor and the
 * trigger see the same state. A run's end (sheet record, job, schedule result) is one
 * `setProperties` call: a kill leaves either all of it or none of it.
 */
import type { QuotaModel } from '../api';
import type { PropertyStore } from '../platform/properties';
import type { Job } from './job';
import type { SheetRecord } from './layout';
import type { Schedule } from './schedule';

/** The slice of the document's property store the reports use; tests pass an in-memory one. */
export type KeyValue = Pick<PropertyStore, 'getProperty' | 'getKeys' | 'setProperties' | 'deleteProperty'>;

const PREFIX = 'seoReports.';
const JOB = `${PREFIX}job.`;
const SHEET = `${PREFIX}sheet.`;
const SCHEDULES = `${PREFIX}schedules`;
const LIMITS = `${PREFIX}limits`;

export interface ReportStore {
  job(id: string): Job | null;
  jobs(): Job[];
  saveJob(job: Job): void;
  deleteJob(id: string): void;
  schedules(): Schedule[];
  saveSchedules(schedules: readonly Schedule[]): void;
  record(sheetName: string): SheetRecord | null;
  /** Saves new jobs together with the schedules that started them, in one write. */
  start(jobs: readonly Job[], schedules: readonly Schedule[]): void;
  /** Ends a run atomically: the sheet's record, the job, and the schedules when a result changed. */
  commit(job: Job, sheetName: string, record: SheetRecord | null, schedules?: readonly Schedule[]): void;
  /** The limits last read here (`readAt` says when), for a run to be sized by when getLimits fails. */
  limits(): QuotaModel | null;
  keepLimits(model: QuotaModel): void;
}

function parse<T>(text: string | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}

export function reportStore(props: KeyValue): ReportStore {
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
    schedules: () => parse<Schedule[]>(props.getProperty(SCHEDULES)) ?? [],
    saveSchedules: (schedules) => props.setProperties({ [SCHEDULES]: JSON.stringify(schedules) }),
    record: (sheetName) => parse<SheetRecord>(props.getProperty(SHEET + sheetName)),
    start: (started, schedules) =>
      props.setProperties({
        ...Object.fromEntries(started.map((job) => [JOB + job.id, JSON.stringify(job)])),
        [SCHEDULES]: JSON.stringify(schedules),
      }),
    commit: (job, sheetName, record, schedules) =>
      props.setProperties({
        [JOB + job.id]: JSON.stringify(job),
        ...(record ? { [SHEET + sheetName]: JSON.stringify(record) } : {}),
        ...(schedules ? { [SCHEDULES]: JSON.stringify(schedules) } : {}),
      }),
    limits: () => parse<QuotaModel>(props.getProperty(LIMITS)),
    keepLimits: (model) => props.setProperties({ [LIMITS]: JSON.stringify(model) }),
  };
}
