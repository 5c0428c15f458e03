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

/**
 * A property value holds 9 KB and dozens of schedules are more: their JSON is cut into pieces of at most
 * PIECE_CHARS (3 bytes a character at most in UTF-8), the first prefixed with how many there are, so a
 * shorter list written later ignores the pieces a longer one left.
 */
const PIECE_CHARS = 3_000;

function pieces(key: string, text: string): Record<string, string> {
  const cut: string[] = [];
  for (let at = 0; at < text.length || !cut.length; ) {
    let end = Math.min(text.length, at + PIECE_CHARS);
    // Never between the halves of a surrogate pair.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1])) end -= 1;
    cut.push(text.slice(at, end));
    at = end;
  }
  return Object.fromEntries(
    cut.map((piece, n) => (n === 0 ? [key, `${cut.length}|${piece}`] : [`${key}.${n}`, piece])),
  );
}

function joined(props: KeyValue, key: string): string | null {
  const first = props.getProperty(key);
  const count = first === null ? null : /^(\d+)\|/.exec(first);
  // A value written before pieces is the JSON itself.
  if (first === null || !count) return first;
  const rest = Array.from(
    { length: Number(count[1]) - 1 },
    (_, n) => props.getProperty(`${key}.${n + 1}`) ?? '',
  );
  return first.slice(count[0].length) + rest.join('');
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
    schedules: () => parse<Schedule[]>(joined(props, SCHEDULES)) ?? [],
    saveSchedules: (schedules) => props.setProperties(pieces(SCHEDULES, JSON.stringify(schedules))),
    record: (sheetName) => parse<SheetRecord>(props.getProperty(SHEET + sheetName)),
    start: (started, schedules) =>
      props.setProperties({
        ...Object.fromEntries(started.map((job) => [JOB + job.id, JSON.stringify(job)])),
        ...pieces(SCHEDULES, JSON.stringify(schedules)),
      }),
    commit: (job, sheetName, record, schedules) =>
      props.setProperties({
        [JOB + job.id]: JSON.stringify(job),
        ...(record ? { [SHEET + sheetName]: JSON.stringify(record) } : {}),
        ...(schedules ? pieces(SCHEDULES, JSON.stringify(schedules)) : {}),
      }),
    limits: () => parse<QuotaModel>(props.getProperty(LIMITS)),
    keepLimits: (model) => props.setProperties({ [LIMITS]: JSON.stringify(model) }),
  };
}
