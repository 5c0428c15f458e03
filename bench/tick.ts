/**
 * One hourly tick with N schedules due at once (`npm run bench -- --only tick`), N = 5 and 30: their first
 * runs (sized by a guess, so some may move to the next hour), the next day with the service healthy, and
 * a day later with getLimits failing all through the tick. The bench checks
 *
 *   healthy:           requests = report requests + 1 + charging requests   (2N + 1 for N one-request reports)
 *   getLimits failing: requests = report requests + one read's attempts (at most 4), all N refreshed
 *
 * The tick reads getLimits once to size every run, and each run's charging request is followed by one
 * reading of the counters, which measures what it charged and is the next run's reading before (its quota
 * check). A failed read is not repeated in the tick: the runs are sized by the limits kept the day before,
 * and say their units are estimated. The naive baseline is each schedule on its own: getLimits to size it,
 * again before its charge and after it, then the report (4N); with getLimits failing, each schedule's own
 * read fails after its 4 attempts and none is refreshed (4N requests, 0 of N: the add-on before #25). The
 * counters must move by what the healthy runs say they charged.
 */
import type { JobView, ScheduleView } from '../src/registry/launcher';
import type { World } from '../test/support/world';

const HOUR = 3_600_000;
export const TICK_SIZES = [5, 30] as const;

export interface TickRun {
  readonly schedules: number;
  /** `healthy`, or `limits failing`: getLimits answers 503 all through the tick. */
  readonly service: string;
  readonly requests: number;
  /** getLimits requests, the client's own retries of a failed one included. */
  readonly limits_requests: number;
  readonly report_requests: number;
  readonly refreshed: number;
  /** Each schedule on its own (see the header); in brackets, how many it refreshes. */
  readonly naive: number;
  readonly naive_refreshed: number;
  readonly units_said: number;
  readonly units_estimated: boolean;
  readonly units_moved: number;
  readonly wall_ms: number;
}

const LIMITS = '/api/users/getLimits';
/** A failed request's attempts in all (api/retry.ts DEFAULT_RETRY.maxAttempts). */
const ATTEMPTS = 4;

async function visibilityUsed(world: World): Promise<number> {
  const { usage } = (await world.sim.state()) as { usage: Record<string, Record<string, number>> };
  return usage['demo@example.com'].visibility_analysis_queries_per_day ?? 0;
}

/** Fires triggers hour by hour up to the tick at `due`, then that tick alone, measured. */
async function dueTick(world: World, due: number, n: number, service: string): Promise<TickRun> {
  const { emu } = world;
  while (emu.clock.now() + HOUR < due) {
    emu.clock.advance(HOUR);
    emu.fireDueTriggers();
  }
  const failing = service === 'limits failing';
  if (failing) await world.sim.control('/__sim/faults', { mode: 'http503', count: 100_000, path: LIMITS });
  const before = await visibilityUsed(world);
  const earlier = new Set((emu.callServer('reportsJobs', []) as JobView[]).map((job) => job.id));
  emu.requests.length = 0;
  emu.clock.advance(HOUR);
  const started = performance.now();
  emu.fireDueTriggers();
  const wallMs = Math.round(performance.now() - started);
  await world.sim.control('/__sim/faults', { mode: 'none' });
  const runs = (emu.callServer('reportsJobs', []) as JobView[]).filter(
    (job) => !earlier.has(job.id) && job.sheetName.startsWith(`Tick ${n} ·`) && job.state === 'done',
  );
  const urls = emu.requests.map((r) => r.url);
  const limits = urls.filter((url) => url.includes(LIMITS)).length;
  return {
    schedules: n,
    service,
    requests: urls.length,
    limits_requests: limits,
    report_requests: urls.length - limits,
    refreshed: runs.length,
    naive: failing ? ATTEMPTS * n : 4 * n,
    naive_refreshed: failing ? 0 : n,
    units_said: runs.reduce((sum, job) => sum + job.units, 0),
    units_estimated: runs.some((job) => job.unitsEstimated),
    units_moved: (await visibilityUsed(world)) - before,
    wall_ms: wallMs,
  };
}

/** N schedules due at one hour: their tick with the service healthy, then a day later with getLimits failing. */
export async function measureTick(world: World, n: number): Promise<TickRun[]> {
  const { emu } = world;
  const call = <T>(name: string, ...args: unknown[]): T => emu.callServer(name, args) as T;
  emu.callServer('signIn', ['demo@example.com', 'demo']);
  for (const s of call<ScheduleView[]>('reportsSchedules')) call('reportsDeleteSchedule', s.id);
  // The local (Warsaw, UTC+1 in November) hour two hours from now.
  const hour = (new Date(emu.clock.now() + 2 * HOUR).getUTCHours() + 1) % 24;
  let schedules: ScheduleView[] = [];
  for (let i = 0; i < n; i++)
    schedules = call<ScheduleView[]>('reportsSaveSchedule', {
      target: {
        kind: 'report',
        request: {
          reportId: 'domain_statistics',
          params: { domain: `harmonogram-${n}-${i}.pl`, fetch_mode: 'topLevelDomain', country_id: 1 },
          sheetName: `Tick ${n} · ${i}`,
          mode: 'replace',
        },
      },
      cadence: { every: 'day', hour },
    });
  const due = Math.min(...schedules.map((s) => s.nextRunAt));
  // A schedule's first run is sized by a guess (reports/spread.ts: 13 s for a report that has not run),
  // so runs past the hour's 5 minutes move to the next hour; from the second day each is sized by what
  // it took. The first day is printed; the formula is checked on the second.
  const first = await dueTick(world, due, n, 'healthy, first runs');
  const done = () =>
    call<ScheduleView[]>('reportsSchedules').filter((s) => s.lastResult?.ok === true).length === n;
  for (let hours = 0; !done() && hours < 3; hours++) {
    emu.clock.advance(HOUR);
    emu.fireDueTriggers();
  }
  if (!done()) throw new Error(`the first runs of ${n} schedules did not all finish within 3 hours`);
  if (first.units_said !== first.units_moved)
    throw new Error(`the first runs of ${n} schedules said other units than moved: ${JSON.stringify(first)}`);
  const healthy = await dueTick(world, due + 24 * HOUR, n, 'healthy');
  // The formula: each of these reports is one request, which may charge, and is followed by one reading.
  if (
    healthy.report_requests !== n ||
    healthy.requests !== healthy.report_requests + 1 + n ||
    healthy.refreshed !== n ||
    healthy.units_said !== healthy.units_moved
  )
    throw new Error(`a healthy tick of ${n} schedules broke its formula: ${JSON.stringify(healthy)}`);
  const failing = await dueTick(world, due + 48 * HOUR, n, 'limits failing');
  // One read that fails, with its retries, and every schedule refreshed on the limits kept yesterday.
  if (failing.report_requests !== n || failing.limits_requests > ATTEMPTS || failing.refreshed !== n)
    throw new Error(`a tick of ${n} schedules with getLimits failing: ${JSON.stringify(failing)}`);
  for (const s of call<ScheduleView[]>('reportsSchedules')) call('reportsDeleteSchedule', s.id);
  return [first, healthy, failing];
}

export function reportTick(runs: readonly TickRun[]): void {
  console.log(
    'One hourly tick with N schedules due. Healthy: requests = report requests + 1 + charging requests (2N + 1);',
  );
  console.log(
    `getLimits failing: report requests + one read's ${ATTEMPTS} attempts. Naive: each schedule alone.`,
  );
  const head = [
    'schedules',
    'service',
    'requests',
    'getLimits',
    'reports',
    'refreshed',
    'naive (refreshed)',
    'naive / ours',
    'units said',
    'units moved',
    'wall ms',
  ];
  const table = [
    head,
    ...runs.map((r) => [
      r.schedules,
      r.service,
      r.requests,
      r.limits_requests,
      r.report_requests,
      `${r.refreshed}/${r.schedules}`,
      `${r.naive} (${r.naive_refreshed}/${r.schedules})`,
      (r.naive / r.requests).toFixed(1),
      `${r.units_said}${r.units_estimated ? ' (estimated)' : ''}`,
      r.units_moved,
      r.wall_ms,
    ]),
  ].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  for (const r of table) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}
