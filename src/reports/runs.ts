/**
 * Every run accounted for: each run of a schedule, and each run started from the launcher, as it ended,
 * kept 30 days in the document for the Runs list and the schedule's card: published, given up after a day
 * of failures, overtaken by the next run before it got through, stopped by a user, or never started. Pure:
 * the store keeps each log in one document property, compactly (times in minutes, one array a run; gzip
 * past a few kilobytes), so an hourly schedule's 720 runs take about 3 KB of the document's 500 KB.
 */
import type { FailedTry, Job, StopReason } from './job';

export type Outcome = 'ok' | 'gaveUp' | 'overtaken' | 'stopped' | 'failed';

export interface RunEntry {
  /** When it was due: its schedule's time, or when a launcher run was started. */
  readonly due: number;
  readonly ended: number;
  readonly outcome: Outcome;
  readonly rows?: number;
  readonly units?: number;
  readonly unitsEstimated?: boolean;
  /** The tries that failed on the way, for its story (recovered.ts). */
  readonly tries?: readonly FailedTry[];
  /** Why it stopped, when no failed try says it: a run that never started, one paused for the user. */
  readonly reason?: StopReason;
  /** A launcher run's report and sheet; a schedule's are its schedule's. */
  readonly reportId?: string;
  readonly sheetName?: string;
}

/** Runs are kept this long, and a log past its value's room loses its oldest first. */
export const KEEP_RUNS_MS = 30 * 24 * 3_600_000;
/** The key of the launcher's runs, beside each schedule's id. */
export const BY_HAND = 'manual';

const MINUTE = 60_000;
const OUTCOMES: readonly Outcome[] = ['ok', 'gaveUp', 'overtaken', 'stopped', 'failed'];

type Packed = [
  due: number,
  took: number,
  outcome: number,
  rows?: number | null,
  units?: number | null,
  estimated?: 1 | null,
  tries?: [number, number | string | null][] | null,
  reason?: StopReason | null,
  reportId?: string | null,
  sheetName?: string | null,
];

const minutes = (at: number) => Math.round(at / MINUTE);

function packEntry(entry: RunEntry): Packed {
  const due = minutes(entry.due);
  const packed: Packed = [
    due,
    minutes(entry.ended) - due,
    OUTCOMES.indexOf(entry.outcome),
    entry.rows ?? null,
    entry.units ?? null,
    entry.unitsEstimated ? 1 : null,
    entry.tries?.length
      ? entry.tries.map((t): [number, number | string | null] => [
          minutes(t.at) - due,
          t.status ?? t.code ?? null,
        ])
      : null,
    entry.reason ?? null,
    entry.reportId ?? null,
    entry.sheetName ?? null,
  ];
  while (packed.length > 3 && packed[packed.length - 1] === null) packed.pop();
  return packed;
}

function unpackEntry(packed: Packed): RunEntry {
  const [due, took, outcome, rows, units, estimated, tries, reason, reportId, sheetName] = packed;
  return {
    due: due * MINUTE,
    ended: (due + took) * MINUTE,
    outcome: OUTCOMES[outcome] ?? 'ok',
    ...(rows != null && { rows }),
    ...(units != null && { units }),
    ...(estimated === 1 && { unitsEstimated: true }),
    ...(tries && {
      tries: tries.map(
        ([at, cause]): FailedTry => ({
          at: (due + at) * MINUTE,
          ...(typeof cause === 'number' ? { status: cause } : cause ? { code: cause } : {}),
        }),
      ),
    }),
    ...(reason != null && { reason }),
    ...(reportId != null && { reportId }),
    ...(sheetName != null && { sheetName }),
  };
}

/** Text to compact text and back (gzip and base64 in Apps Script); absent, logs are kept as they are. */
export interface Packer {
  pack(text: string): string;
  unpack(packed: string): string;
}

/** A property value's room, under the platform's 9 KB. */
const ROOM = 8_500;
const ZIPPED = 'z';

/** The log as one property value: the runs of the last 30 days, newest last, the oldest dropped to fit. */
export function packRuns(entries: readonly RunEntry[], now: number, packer?: Packer): string {
  let kept = entries.filter((entry) => entry.ended > now - KEEP_RUNS_MS).map(packEntry);
  for (;;) {
    const json = JSON.stringify(kept);
    const text = json.length <= ROOM || !packer ? json : ZIPPED + packer.pack(json);
    if (text.length <= ROOM || !kept.length) return text;
    kept = kept.slice(Math.ceil(kept.length / 10));
  }
}

/** The runs a value keeps; none when it cannot be read (a damaged log starts again). */
export function unpackRuns(text: string | null, packer?: Packer): RunEntry[] {
  if (!text) return [];
  try {
    const json = text.startsWith(ZIPPED) ? packer?.unpack(text.slice(1)) : text;
    return json ? (JSON.parse(json) as Packed[]).map(unpackEntry) : [];
  } catch {
    return [];
  }
}

/** What a run that ends unfinished leaves in the log: its failed tries, and why it stopped when they do not say. */
export function unfinished(job: Job, outcome: Outcome, now: number): RunEntry {
  const { state } = job;
  const reason: StopReason | undefined =
    state.kind === 'paused' && !job.failedTries?.length ? state.message : undefined;
  return {
    due: job.dueAt ?? job.startedAt,
    ended: now,
    outcome,
    ...(job.unitsCharged ? { units: job.unitsCharged } : {}),
    ...(job.failedTries?.length ? { tries: job.failedTries } : {}),
    ...(reason !== undefined && { reason }),
    ...byHand(job),
  };
}

/** A launcher run names its report and sheet in its entry; a schedule's are read from the schedule. */
export const byHand = (job: Job): Pick<RunEntry, 'reportId' | 'sheetName'> =>
  job.scheduleId === null ? { reportId: job.request.reportId, sheetName: job.request.sheetName } : {};

/** Where a job's runs are logged: its schedule's log, or the launcher's. */
export const logOf = (job: Pick<Job, 'scheduleId'>): string => job.scheduleId ?? BY_HAND;

/** Whether a run gave up: logged then, and not again when the next run overtakes it. */
export const gaveUp = (job: Job): boolean =>
  job.state.kind === 'paused' && job.state.reason === 'error' && Boolean(job.state.gaveUp);
