/**
 * An agency's workbook against Apps Script's ceilings (`npm run bench -- --only agency`, or
 * `--only agency:b` for one case): the built bundle in the emulator against the simulator, 150 ms a round
 * trip, signed in as the Prime demo account so the service's quotas stay out of the way of the platform's.
 * The round trip is the emulator's (`networkLatencyMs`: on its clock, not waited for), so thousands of
 * sequential report pages take minutes of emulated time and seconds of the bench's. Three cases, each measured as the platform
 * counts it and printed as a row per ceiling (used, ceiling, share):
 *
 * (a) 50 `SEO_VISIBILITY` ranges of 200 domains (10,000 cells over 1,000 domains, each in ten ranges),
 *     then Refresh all the same day (the cache's hit rate at this size) and the next morning;
 * (b) 10 positions reports of 20,000 rows, started from the launcher and carried by the hourly trigger;
 * (c) 30 schedules in one document, all due at 06:00, over a day of hourly ticks;
 * (d) (b)'s reports in history mode into the warehouse (BigQuery), two days running.
 *
 * Times are the emulated clock's: real time in the emulator plus every `Utilities.sleep` and round trip. Sheets itself is
 * slower than the emulator's in-memory workbook, so a figure near a time ceiling here is a warning.
 */
import type { JobView, ScheduleView } from '../src/registry/launcher';
import { uniqueProject } from '../test/support/bigquery';
import { startWorld, type World } from '../test/support/world';
import { cacheBytes, cachedItems } from './cache-contents';

const LATENCY_MS = 150;
const HOUR = 3_600_000;
const OWNER = 'owner@example.com';

/** Apps Script's ceilings for a consumer account (the lower of consumer and Workspace where they differ). */
export const CEILINGS = {
  execution: { name: 'execution (sidebar call, trigger run)', limit: 360_000, unit: 'ms' },
  customFunction: { name: 'custom function', limit: 30_000, unit: 'ms' },
  triggerDay: { name: 'trigger runtime a day (consumer)', limit: 90 * 60_000, unit: 'ms' },
  fetchDay: { name: 'UrlFetch calls a day (consumer)', limit: 20_000, unit: 'calls' },
  properties: { name: 'properties, largest store', limit: 500 * 1024, unit: 'bytes' },
  cells: { name: 'cells in the spreadsheet', limit: 10_000_000, unit: 'cells' },
} as const;

type CeilingName = keyof typeof CEILINGS;

export interface Ceiling {
  readonly ceiling: CeilingName;
  readonly used: number;
  /** What the figure is the largest of, or a note on how it was measured. */
  readonly detail?: string;
}

export interface AgencyCase {
  readonly name: string;
  readonly ceilings: readonly Ceiling[];
  /** Other figures of the case: requests, units, hit rate, how SEO_VISIBILITY fetched. */
  readonly figures: Readonly<Record<string, string | number>>;
}

/** Emulated milliseconds `work` took: one execution, or several in a row. */
function timed(world: World, work: () => void): number {
  const started = world.emu.clock.now();
  work();
  return world.emu.clock.now() - started;
}

/** The largest property store the add-on writes: the document's or the signed-in user's. */
function largestStore(world: World): { bytes: number; store: string } {
  const stores = [
    { store: 'document', bytes: world.emu.properties.document.bytes() },
    { store: 'user', bytes: world.emu.properties.user(OWNER).bytes() },
    { store: 'script', bytes: world.emu.properties.script.bytes() },
  ];
  return stores.reduce((a, b) => (b.bytes > a.bytes ? b : a));
}

function platformCeilings(world: World, fetches: number): Ceiling[] {
  const store = largestStore(world);
  return [
    { ceiling: 'fetchDay', used: fetches },
    { ceiling: 'properties', used: store.bytes, detail: `${store.store} store` },
    { ceiling: 'cells', used: world.emu.spreadsheet.cellCount() },
  ];
}

async function usage(world: World): Promise<Record<string, number>> {
  const state = (await world.sim.state()) as { usage: Record<string, Record<string, number>> };
  return state.usage['demo@example.com'] ?? {};
}

/** Units moved on each counter between two readings, as `visibility 1,000, tools 0`. */
function unitsMoved(before: Record<string, number>, after: Record<string, number>): Record<string, number> {
  const moved: Record<string, number> = {};
  for (const [key, value] of Object.entries(after)) {
    const units = value - (before[key] ?? 0);
    if (units > 0) moved[key] = units;
  }
  return moved;
}

const total = (moved: Record<string, number>): number => Object.values(moved).reduce((a, b) => a + b, 0);

async function signedInWorld(): Promise<World> {
  const world = await startWorld({ emulator: { networkLatencyMs: LATENCY_MS } });
  world.emu.callServer('signIn', ['demo@example.com', 'demo']);
  return world;
}

// ---------------------------------------------------------------- (a) SEO_VISIBILITY × 50

const RANGES = 50;
const PER_RANGE = 200;
const DOMAIN_POOL = 1_000;

/** Range `r` takes 200 consecutive domains of the pool from 20·r on: each domain is in ten ranges. */
const rangeDomains = (r: number): string[] =>
  Array.from({ length: PER_RANGE }, (_, i) => `klient-${(r * 20 + i) % DOMAIN_POOL}.pl`);

const visibilityKey = (domain: string) => `1|topLevelDomain|${domain}`;

interface Pass {
  readonly requests: number;
  readonly perDomain: number;
  readonly bulk: number;
  readonly units: Record<string, number>;
  readonly slowestMs: number;
  readonly totalMs: number;
  /** Domains asked for that the cache held, fresh, before each formula ran. */
  readonly hits: number;
  readonly lookups: number;
}

/** Evaluates every range's formula once, in order, as Sheets recalculates them one execution each. */
async function visibilityPass(world: World): Promise<Pass> {
  const { emu } = world;
  const before = await usage(world);
  const sent = emu.requests.length;
  let slowestMs = 0;
  let totalMs = 0;
  let hits = 0;
  for (let r = 0; r < RANGES; r++) {
    const held = cachedItems(emu.properties.document.entries(), 'vi.');
    const fresh = (key: string) => {
      const item = held.get(key);
      return item !== undefined && emu.clock.now() - item.fetched <= 24 * HOUR;
    };
    hits += rangeDomains(r).filter((domain) => fresh(visibilityKey(domain))).length;
    const ms = timed(world, () => {
      const cell = emu.evaluate(`Client ${r + 1}`, 'B1', `=SEO_VISIBILITY(A1:A${PER_RANGE})`);
      if (cell.error) throw new Error(`Client ${r + 1}: ${cell.error}`);
    });
    slowestMs = Math.max(slowestMs, ms);
    totalMs += ms;
  }
  const requests = emu.requests.slice(sent);
  return {
    requests: requests.length,
    perDomain: requests.filter((q) => q.url.includes('/dashboard/getDomainStatistics')).length,
    bulk: requests.filter((q) => q.url.includes('/tools/urls/')).length,
    units: unitsMoved(before, await usage(world)),
    slowestMs,
    totalMs,
    hits,
    lookups: RANGES * PER_RANGE,
  };
}

/** Refresh all from the sidebar: the plan (what it may cost), the re-entry, then every formula runs again. */
async function refreshAll(world: World): Promise<{ pass: Pass; sidebarMs: number }> {
  const sidebarMs = Math.max(
    timed(world, () => world.emu.callServer('reportsRefreshPlan')),
    timed(world, () => world.emu.callServer('reportsRefreshAll')),
  );
  return { pass: await visibilityPass(world), sidebarMs };
}

function describePass(pass: Pass): string {
  const way = pass.bulk
    ? `bulk tool: ${pass.bulk} calls`
    : pass.perDomain
      ? `per domain: ${pass.perDomain} dashboard calls`
      : 'nothing fetched';
  const units = Object.entries(pass.units)
    .map(([key, n]) => `${n} ${key}`)
    .join(', ');
  return `${pass.requests} requests (${way}), ${units || '0 units'}, hit rate ${percent(pass.hits / pass.lookups)}, slowest formula ${seconds(pass.slowestMs)}, all ${seconds(pass.totalMs)}`;
}

async function visibilityWorkbook(): Promise<AgencyCase> {
  const world = await signedInWorld();
  try {
    for (let r = 0; r < RANGES; r++) {
      world.emu.spreadsheet.addSheet(`Client ${r + 1}`);
      world.emu.spreadsheet.setValues(
        `Client ${r + 1}`,
        `A1:A${PER_RANGE}`,
        rangeDomains(r).map((d) => [d]),
      );
    }
    const first = await visibilityPass(world);
    const sameDay = await refreshAll(world);
    // The next morning every answer is older than visibility's 24 hours: Refresh all fetches again.
    world.emu.clock.advance(25 * HOUR);
    const nextDay = await refreshAll(world);
    const passes = [first, sameDay.pass, nextDay.pass];
    // Google's day opens with the first call: the first evaluation and the same-day refresh share one.
    const fetchesInADay = Math.max(first.requests + sameDay.pass.requests, nextDay.pass.requests);
    return {
      name: `(a) SEO_VISIBILITY: ${RANGES} ranges of ${PER_RANGE} domains (${RANGES * PER_RANGE} cells, ${DOMAIN_POOL} domains), Refresh all`,
      ceilings: [
        {
          ceiling: 'customFunction',
          used: Math.max(...passes.map((p) => p.slowestMs)),
          detail: 'slowest of 150 formula runs',
        },
        {
          ceiling: 'execution',
          used: Math.max(sameDay.sidebarMs, nextDay.sidebarMs),
          detail: 'Refresh all’s sidebar calls',
        },
        { ceiling: 'triggerDay', used: 0, detail: 'no trigger: formulas and the sidebar' },
        ...platformCeilings(world, fetchesInADay),
      ],
      figures: {
        'first evaluation': describePass(first),
        'Refresh all, same day': describePass(sameDay.pass),
        'Refresh all, next day': describePass(nextDay.pass),
        'cache bytes': cacheBytes(world.emu.properties.document.entries()),
        'domains cached': cachedItems(world.emu.properties.document.entries(), 'vi.').size,
      },
    };
  } finally {
    await world.stop();
  }
}

// ---------------------------------------------------------------- (b) 10 report jobs of 20,000 rows

const JOBS = 10;
const JOB_ROWS = 20_000;

interface TriggerDay {
  readonly ticks: number;
  readonly busyTicks: number;
  readonly slowestMs: number;
  readonly totalMs: number;
  readonly failures: string[];
}

/** Hourly trigger runs from now on, one an hour, while `more()` says there is work, at most `hours`. */
function hourlyTicks(world: World, hours: number, more: () => boolean): TriggerDay {
  const day = { ticks: 0, busyTicks: 0, slowestMs: 0, totalMs: 0, failures: [] as string[] };
  for (let hour = 0; hour < hours && more(); hour++) {
    world.emu.clock.advance(HOUR);
    const ms = timed(world, () => {
      for (const run of world.emu.fireDueTriggers())
        if (!run.ok) day.failures.push(`${new Date(run.dueAt).toISOString()}: ${run.error}`);
    });
    day.ticks++;
    if (ms > 5_000) day.busyTicks++;
    day.slowestMs = Math.max(day.slowestMs, ms);
    day.totalMs += ms;
  }
  return day;
}

async function reportJobs(): Promise<AgencyCase> {
  const world = await signedInWorld();
  try {
    const before = await usage(world);
    let slowestCall = 0;
    const ids: string[] = [];
    for (let j = 0; j < JOBS; j++) {
      slowestCall = Math.max(
        slowestCall,
        timed(world, () => {
          const view = world.emu.callServer('reportsStart', [
            {
              reportId: 'positions',
              params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: JOB_ROWS },
              sheetName: `Positions ${j + 1}`,
              mode: 'replace',
            },
          ]) as JobView;
          ids.push(view.id);
        }),
      );
    }
    const jobs = () => world.emu.callServer('reportsJobs') as JobView[];
    const unfinished = () => jobs().some((job) => ids.includes(job.id) && job.state !== 'done');
    // The sidebar closed after starting them: the hourly trigger carries every run.
    const day = hourlyTicks(world, 24, unfinished);
    const done = jobs().filter((job) => ids.includes(job.id));
    const rows = done.reduce((sum, job) => sum + job.rows, 0);
    return {
      name: `(b) ${JOBS} positions reports of ${JOB_ROWS.toLocaleString('en-US')} rows, carried by the hourly trigger`,
      ceilings: [
        { ceiling: 'execution', used: Math.max(slowestCall, day.slowestMs), detail: 'slowest trigger run' },
        { ceiling: 'customFunction', used: 0, detail: 'no formula' },
        { ceiling: 'triggerDay', used: day.totalMs, detail: `${day.ticks} hourly runs` },
        ...platformCeilings(world, world.emu.requests.length),
      ],
      figures: {
        'runs done': `${done.filter((job) => job.state === 'done').length} of ${JOBS}, ${rows.toLocaleString('en-US')} rows`,
        'hourly runs until done': day.ticks,
        'trigger failures': day.failures.length ? day.failures.join('; ') : 'none',
        units: total(unitsMoved(before, await usage(world))),
      },
    };
  } finally {
    await world.stop();
  }
}

// ---------------------------------------------------------------- (d) the 10 reports into the warehouse

/** Columns of a positions report's sheet in history mode: the snapshot's day, then the report's 12. */
const HISTORY_COLUMNS = 13;

/**
 * (b)'s 10 reports in history mode with the warehouse on, two days running, carried by the hourly trigger:
 * what BigQuery took (load jobs, bytes) and what it cost the trigger, against (b); and the cells the sheets
 * did not grow by, each keeping the latest snapshot while the warehouse keeps the history.
 */
async function warehouseJobs(): Promise<AgencyCase> {
  const project = uniqueProject('bench-warehouse');
  const world = await startWorld({ emulator: { networkLatencyMs: LATENCY_MS }, bigQueryProject: project });
  try {
    world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    world.emu.callServer('warehouseSave', [{ projectId: project }]);
    const jobs = () => world.emu.callServer('reportsJobs') as JobView[];
    const days: TriggerDay[] = [];
    // UrlFetch calls each day, the BigQuery service's calls apart: Apps Script counts them in no UrlFetch quota.
    const fetched = () => world.emu.requests.filter((r) => !r.service).length;
    const fetchesByDay: number[] = [];
    for (let day = 0; day < 2; day++) {
      const fetchedBefore = fetched();
      const ids: string[] = [];
      for (let j = 0; j < JOBS; j++) {
        const view = world.emu.callServer('reportsStart', [
          {
            reportId: 'positions',
            params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: JOB_ROWS },
            sheetName: `Positions ${j + 1}`,
            mode: 'history',
            warehouse: true,
          },
        ]) as JobView;
        ids.push(view.id);
      }
      const unfinished = () => jobs().some((job) => ids.includes(job.id) && job.state !== 'done');
      days.push(hourlyTicks(world, 24, unfinished));
      fetchesByDay.push(fetched() - fetchedBefore);
      if (!day) world.emu.clock.advance(24 * HOUR - days[0].ticks * HOUR);
    }
    const state = (await world.bq?.control.state(project)) as { jobs: number };
    const [catalog] = (await world.bq?.control.catalog(project)) ?? [];
    const tables = catalog?.datasets[0]?.tables ?? [];
    const stored = tables.filter((t) => t.tableId.startsWith('positions__'));
    const bytes = stored.reduce((sum, t) => sum + t.bytes, 0);
    const rows = stored.reduce((sum, t) => sum + t.rows, 0);
    const cells = world.emu.spreadsheet.cellCount();
    const triggerMs = days.reduce((sum, d) => sum + d.totalMs, 0);
    return {
      name: `(d) (b)'s ${JOBS} reports in history mode into the warehouse, two days running`,
      ceilings: [
        {
          ceiling: 'execution',
          used: Math.max(...days.map((d) => d.slowestMs)),
          detail: 'slowest trigger run',
        },
        { ceiling: 'triggerDay', used: Math.max(...days.map((d) => d.totalMs)), detail: 'the busier day' },
        ...platformCeilings(world, Math.max(...fetchesByDay)),
      ],
      figures: {
        'BigQuery calls': `${world.emu.requests.filter((r) => r.service).length} (the advanced service's, in no UrlFetch quota)`,
        'load jobs': `${state.jobs} (${state.jobs / 2} a day: a report's day and its row in runs, for ${JOBS} reports)`,
        'in BigQuery': `${rows.toLocaleString('en-US')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB logical over ${stored.length} tables`,
        'trigger time a day': `${(triggerMs / 2 / 60_000).toFixed(1)} min`,
        'cells in the sheets': cells.toLocaleString('en-US'),
        'cells saved a day': `${(JOBS * JOB_ROWS * HISTORY_COLUMNS).toLocaleString('en-US')} (a snapshot a sheet the history sheets would have added)`,
        'trigger failures': days.flatMap((d) => d.failures).join('; ') || 'none',
      },
    };
  } finally {
    await world.stop();
  }
}

// ---------------------------------------------------------------- (c) 30 schedules, a day of ticks

const SCHEDULE_HOUR = 6;
const DAYS = 7;
/** The simulator's sample domains with fixed sizes (local/service/README.md), then generated ones. */
const CLIENTS = [
  'example.pl',
  'portal-finansowy.pl',
  'moda-damska.pl',
  'sklep-rowerowy.pl',
  'zdrowie-i-uroda.pl',
  'kuchnia-domowa.pl',
  ...Array.from({ length: 4 }, (_, i) => `klient-${i}.pl`),
];

/**
 * Ten clients, three schedules each, all daily at 06:00: positions (up to 10,000 rows), and the domain's
 * statistics and competitors as history sheets.
 */
function scheduleRequests(): {
  reportId: string;
  params: Record<string, unknown>;
  sheetName: string;
  mode: string;
}[] {
  const base = (domain: string) => ({ domain, fetch_mode: 'topLevelDomain', country_id: 1 });
  return CLIENTS.flatMap((domain) => [
    {
      reportId: 'positions',
      params: { ...base(domain), limit: 10_000 },
      sheetName: `Positions ${domain}`,
      mode: 'replace',
    },
    {
      reportId: 'domain_statistics',
      params: base(domain),
      sheetName: `Visibility log ${domain}`,
      mode: 'history',
    },
    {
      reportId: 'competitors',
      params: { ...base(domain), limit: 100 },
      sheetName: `Competitors log ${domain}`,
      mode: 'history',
    },
  ]);
}

/** Report sheets whose note says their last run was moved to a later hour. */
function movedRuns(world: World): number {
  return world.emu.spreadsheet
    .sheetNames()
    .filter((name) => /moved to/.test(world.emu.spreadsheet.getCell(name, 'A1').note ?? '')).length;
}

async function schedules(): Promise<AgencyCase> {
  const world = await signedInWorld();
  try {
    for (const request of scheduleRequests())
      world.emu.callServer('reportsSaveSchedule', [
        { target: { kind: 'report', request }, cadence: { every: 'day', hour: SCHEDULE_HOUR } },
      ]);
    const days: { day: TriggerDay; fetches: number; moved: number; ran: number; plannedLater: number }[] = [];
    // Day one: first runs, their times guessed; from day two, planned from the times measured the day
    // before. A week, so the document's properties reach their steady state (finished runs are kept).
    for (let d = 0; d < DAYS; d++) {
      const sent = world.emu.requests.length;
      const list = () => world.emu.callServer('reportsSchedules') as ScheduleView[];
      const plannedLater = list().filter((s) => s.moved).length;
      const day = hourlyTicks(world, 24, () => true);
      days.push({
        day,
        fetches: world.emu.requests.length - sent,
        moved: movedRuns(world),
        ran: list().filter((s) => s.lastResult?.ok).length,
        plannedLater,
      });
    }
    const worst = (pick: (d: (typeof days)[number]) => number) => Math.max(...days.map(pick));
    const describe = (d: (typeof days)[number]) =>
      `${d.ran} of 30 ran; ${d.plannedLater} planned for a later hour beforehand, ${d.moved} moved; trigger ${amount(d.day.totalMs, 'ms')} over ${d.day.busyTicks} busy hourly runs, slowest ${amount(d.day.slowestMs, 'ms')}; ${d.fetches} requests${d.day.failures.length ? `; failures: ${d.day.failures.join('; ')}` : ''}`;
    return {
      name: `(c) 30 schedules in one document, all daily at 06:00, ${DAYS} days of hourly ticks`,
      ceilings: [
        { ceiling: 'execution', used: worst((d) => d.day.slowestMs), detail: 'slowest trigger run' },
        { ceiling: 'customFunction', used: 0, detail: 'no formula' },
        { ceiling: 'triggerDay', used: worst((d) => d.day.totalMs), detail: 'the busier day' },
        ...platformCeilings(
          world,
          worst((d) => d.fetches),
        ),
      ],
      figures: {
        'day one': describe(days[0]),
        'day two': describe(days[1]),
        [`day ${DAYS}`]: describe(days[DAYS - 1]),
      },
    };
  } finally {
    await world.stop();
  }
}

// ---------------------------------------------------------------- report

const percent = (share: number): string => `${(share * 100).toFixed(share < 0.1 ? 2 : 1)} %`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

function amount(used: number, unit: string): string {
  if (unit === 'ms') return used >= 120_000 ? `${(used / 60_000).toFixed(1)} min` : seconds(used);
  if (unit === 'bytes') return `${(used / 1024).toFixed(1)} KB`;
  return used.toLocaleString('en-US');
}

export function reportAgency(cases: readonly AgencyCase[]): void {
  for (const c of cases) {
    console.log(c.name);
    const head = ['ceiling', 'used', 'of', 'share', ''];
    const rows = c.ceilings.map((row) => {
      const { name, limit, unit } = CEILINGS[row.ceiling];
      const share = row.used / limit;
      return [
        name,
        amount(row.used, unit),
        amount(limit, unit),
        percent(share),
        `${share > 1 ? 'CROSSED' : ''}${row.detail ? `(${row.detail})` : ''}`,
      ];
    });
    const table = [head, ...rows];
    const widths = head.map((_, i) => Math.max(...table.map((r) => r[i].length)));
    for (const r of table) console.log(`  ${r.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`);
    for (const [key, value] of Object.entries(c.figures)) console.log(`  ${key}: ${value}`);
    console.log('');
  }
}

const CASES = { a: visibilityWorkbook, b: reportJobs, c: schedules, d: warehouseJobs } as const;

/** Every case, or those named (`a`, `b`, `c`, `d`); each with the bench's own wall time among its figures. */
export async function measureAgency(only: readonly string[] = Object.keys(CASES)): Promise<AgencyCase[]> {
  const cases: AgencyCase[] = [];
  for (const [key, measure] of Object.entries(CASES)) {
    if (!only.includes(key)) continue;
    const started = performance.now();
    const measured = await measure();
    const wall = seconds(performance.now() - started);
    cases.push({ ...measured, figures: { ...measured.figures, 'bench wall time': wall } });
  }
  return cases;
}
