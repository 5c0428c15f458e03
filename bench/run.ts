/**
 * `npm run bench`: the built bundle in the emulator against the simulator at 150 ms latency. Each case runs
 * the formula (first evaluation, then a recalculation) and a naive per-cell baseline, and compares requests,
 * quota units (getLimits before and after), wall time and cache use; SEO_KEYWORDS sends 5 URLs in one
 * request where a formula per URL sends 5. SEO_VISIBILITY runs both ways (the
 * URLs tool as chosen, and a request per domain as Settings can force) on Prime, and on the Lite demo
 * account, where the per-domain way spends the visibility counter half-way. Then the playground holding a
 * 100,000-cell workbook (bench/playground.ts), and the pacing for the edge (bench/pacing.ts). `--json` prints
 * a JSON line after each part; `--only pacing` runs that part alone, `--only tool-server` the tool-server
 * case (SEO_KEYWORD_STATS over MCP after the OAuth popup), `--only tick` the hourly tick with 5 and 30
 * schedules due (bench/tick.ts), `--only lite` the Lite account's cases and a language change a day later
 * (0 requests, 0 units), `--only agency` an agency's workbook against Apps Script's ceilings
 * (bench/agency.ts), which the full run measures too, `--only oversize` a 47 MB page where 100 rows
 * were asked, at either door, against reading it whole (bench/oversize.ts), and `--only cold-load` the
 * bundle's cold load as built against the same source built eager (bench/cold-load.ts), then a first
 * formula whose answer the document holds, in an English and a Polish document, its time and its calls to
 * Google's services, and the document's opening (onOpen, which reads the server functions' code), against
 * the previous build (`previousRevision`, or `--against <revision>`), all of which the full run measures
 * too. The full run ends with a summary: Code.js against its budget and Server.html's size, cold load, a
 * cached formula's service calls and the opening against the previous build, and SEO_KEYWORD_STATS's
 * requests over 2,000 phrases.
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LEDGER_KEY, parseLedger } from '../src/cache/ledger';
import { connectThroughPopup } from '../test/support/tool-server';
import { startWorld, type World } from '../test/support/world';
import { measureAgency, reportAgency } from './agency';
import { cacheBytes, cachedItems } from './cache-contents';
import { BUNDLE_BUDGET_BYTES } from '../scripts/bundle-budget';
import { SERVER_FILE } from '../scripts/bundle-parts';
import {
  buildOf,
  callsText,
  type FirstFormula,
  measureColdLoad,
  measureFirstFormula,
  previousRevision,
  reportColdLoad,
  reportFirstFormula,
} from './cold-load';
import { measureOversize, reportOversize } from './oversize';
import { measurePacing, reportPacing } from './pacing';
import { measurePlaygroundApart, reportPlayground } from './playground';
import { measureTick, reportTick, TICK_SIZES, type TickRun } from './tick';
import {
  naiveKeywords,
  naiveKeywordStats,
  naivePositions,
  naiveVisibility,
  signIn,
  type Tally,
  usage,
} from './naive';

const LATENCY_MS = 150;
const BUNDLE = join(__dirname, '../build/Code.js');

interface Run {
  readonly requests: number;
  readonly units: number;
  readonly wallMs: number;
}

interface CaseResult {
  readonly name: string;
  readonly first: Run;
  readonly recalculation: Run;
  baseline?: Run;
  /** Requests of the protocol's handshake among `first.requests` (initialize, notifications/initialized). */
  readonly handshake?: number;
}

function unitsBetween(before: Record<string, number>, after: Record<string, number>): number {
  return Object.keys(after).reduce((sum, key) => sum + Math.max(0, after[key] - (before[key] ?? 0)), 0);
}

type UsageReader = () => Promise<Record<string, number>>;

async function measure(readUsage: UsageReader, fn: () => Promise<number> | number): Promise<Run> {
  const before = await readUsage();
  const started = performance.now();
  const requests = await fn();
  const wallMs = Math.round(performance.now() - started);
  return { requests, units: unitsBetween(before, await readUsage()), wallMs };
}

/** An account's counters from the simulator's own state: the API refuses getLimits to a tool-server-only plan. */
function simulatorUsage(world: World, email: string): UsageReader {
  return async () => {
    // world.sim.state() opens a connection of its own: the emulator held this thread since the last one.
    const { usage } = (await world.sim.state()) as { usage: Record<string, Record<string, number>> };
    return usage[email] ?? {};
  };
}

/** Evaluates a formula in the emulator and returns how many requests it sent; a cell error stops the bench. */
function evaluator(world: World) {
  return (a1: string, formula: string): number => {
    world.emu.requests.length = 0;
    const result = world.emu.evaluate('Bench', a1, formula);
    if (result.error) throw new Error(`${formula}: ${result.error}`);
    return world.emu.requests.length;
  };
}

function phrases(): string[] {
  const unique = Array.from({ length: 1400 }, (_, i) => `buty do biegania model ${i}`);
  const variants = Array.from({ length: 600 }, (_, i) => `  BUTY do  Biegania MODEL ${(i * 7) % 1400} `);
  return [...unique, ...variants];
}

const TOOL_SERVER_CASE = 'SEO_KEYWORD_STATS 2,000 phrases through the tool server';

/**
 * The same 2,000 phrases as the REST case, in a world of its own, by the tool-server-only account
 * connected through the OAuth popup: one `get_keyword_statistics` call per 500 unique phrases. That
 * account's plan has 10 tools units, and the spend guard's default 25 % of them (2.5) would hold back the
 * 3 this costs, so the document's guard is raised to all of what is left, as Settings lets a user.
 */
async function toolServerCase(): Promise<CaseResult> {
  const world = await startWorld({ latencyMs: LATENCY_MS });
  try {
    world.emu.spreadsheet.addSheet('Bench');
    world.emu.spreadsheet.setValues(
      'Bench',
      'A1:A2000',
      phrases().map((p) => [p]),
    );
    const { page } = await connectThroughPopup(world, 'mcp@example.com', 'mcp');
    if (page.status !== 200) throw new Error(`connecting failed: ${page.html}`);
    world.emu.callServer('sidebarSaveSettings', [
      { defaultCountryId: 1, freshnessHours: {}, spendGuard: 100 },
    ]);
    // As the sidebar does once connected: its Account view reads the counters, the spend guard's reading.
    world.emu.callServer('sidebarAccount');
    const readUsage = simulatorUsage(world, 'mcp@example.com');
    const evaluate = evaluator(world);
    let handshake = 0;
    const first = await measure(readUsage, () => {
      const requests = evaluate('B1', '=SEO_KEYWORD_STATS(A1:A2000)');
      // initialize goes before the protocol version is settled; notifications/initialized follows it.
      handshake = 2 * world.emu.requests.filter((r) => !r.headers['MCP-Protocol-Version']).length;
      return requests;
    });
    // A first run that spent nothing fetched nothing (held back, refused): its requests would mislead.
    if (first.units === 0) throw new Error(`${TOOL_SERVER_CASE}: the first run spent no unit`);
    const recalculation = await measure(readUsage, () => evaluate('B1', '=SEO_KEYWORD_STATS(A1:A2000)'));
    return { name: TOOL_SERVER_CASE, first, recalculation, handshake };
  } finally {
    await world.stop();
  }
}

/** Pages of two shops, whose phrases SEO_KEYWORDS asks for in one request. */
const SEED_URLS = [
  'example.pl/kategoria/spiwor',
  'example.pl/produkt/rower-gorski',
  'example.pl/produkt/spiwor',
  'sklep-rowerowy.pl/kategoria/rower-gorski',
  'sklep-rowerowy.pl/oferta/rower-gorski',
];

const DOMAINS = Array.from({ length: 200 }, (_, i) => `domena-${i}.pl`);
/** Another 200 new domains for the per-domain way, so neither way finds the other's answers in the cache. */
const EACH_DOMAINS = Array.from({ length: 200 }, (_, i) => `domena-osobno-${i}.pl`);

/**
 * The real service answers from an index it built long before; the simulator builds a domain's phrases on
 * first use (about 10 ms a domain, 2 s for 200). Built ahead, unmeasured, for every way and the baseline
 * alike, so the figures are the add-on's and the latency's, not the simulator's generation.
 */
async function indexAhead(world: World, ...lists: (readonly string[])[]): Promise<void> {
  await world.sim.control('/__sim/index', { domains: lists.flat() });
}

/** How SEO_VISIBILITY fetches in this document (Settings › Domain statistics). */
function setWay(world: World, visibilityWay: 'auto' | 'perDomain' | 'bulk'): void {
  world.emu.callServer('sidebarSaveSettings', [{ defaultCountryId: 1, freshnessHours: {}, visibilityWay }]);
}

/**
 * SEO_VISIBILITY over 200 domains in column `column` of the Bench sheet, entered in column `at` then
 * recalculated, with the domains the first run filled (a number under Visibility) in the case's name.
 */
async function visibilityCase(
  world: World,
  readUsage: UsageReader,
  name: string,
  [column, at]: readonly [string, string],
  domains: readonly string[],
): Promise<CaseResult> {
  world.emu.spreadsheet.setValues(
    'Bench',
    `${column}1:${column}${domains.length}`,
    domains.map((d) => [d]),
  );
  const formula = `=SEO_VISIBILITY(${column}1:${column}${domains.length})`;
  let rows = 0;
  const evaluate = () => {
    world.emu.requests.length = 0;
    const result = world.emu.evaluate('Bench', `${at}1`, formula);
    if (result.error) throw new Error(`${formula}: ${result.error}`);
    rows = result.values.filter((row) => typeof row[1] === 'number').length;
    return world.emu.requests.length;
  };
  const first = await measure(readUsage, evaluate);
  const filledFirst = rows;
  const recalculation = await measure(readUsage, evaluate);
  return { name: `${name} (${filledFirst} of ${domains.length} filled)`, first, recalculation };
}

/** Lite (100 visibility units, 10 tools units a month): the URLs tool, then a request per domain. */
async function liteCases(): Promise<CaseResult[]> {
  const world = await startWorld({ latencyMs: LATENCY_MS });
  try {
    world.emu.spreadsheet.addSheet('Bench');
    world.emu.callServer('signIn', ['lite@example.com', 'lite']);
    const bulk = DOMAINS.map((d) => d.replace('domena', 'lite'));
    const each = EACH_DOMAINS.map((d) => d.replace('domena', 'lite'));
    await indexAhead(world, bulk, each);
    const readUsage = simulatorUsage(world, 'lite@example.com');
    const cases = [
      await visibilityCase(world, readUsage, 'SEO_VISIBILITY 200 domains, Lite', ['A', 'B'], bulk),
    ];
    // The per-domain way spends the visibility counter after 100 domains; recalculating must not ask again.
    setWay(world, 'perDomain');
    cases.push(
      await visibilityCase(
        world,
        readUsage,
        'SEO_VISIBILITY 200 domains, Lite, per domain (Settings)',
        ['P', 'Q'],
        each,
      ),
    );
    cases.push(await languageChangeCase(world, readUsage));
    return cases;
  } finally {
    await world.stop();
  }
}

const LANGUAGE_CASE = 'language change after a day';

/**
 * The Lite sheets a day on (past the visibility data's freshness): the document's language changed in
 * Settings relabels both tables (Sheets recalculating what the pass re-entered), then the file opened in
 * another locale relabels them again. Every request either sends and every unit it charges is counted.
 */
async function languageChangeCase(world: World, readUsage: UsageReader): Promise<CaseResult> {
  world.emu.clock.advance(25 * 3_600_000);
  const pass = (change: () => void) => () => {
    change();
    world.emu.requests.length = 0;
    world.emu.recalculate();
    return world.emu.requests.length;
  };
  const first = await measure(
    readUsage,
    pass(() => world.emu.callServer('sidebarSaveSettings', [{ language: 'pl' }])),
  );
  const recalculation = await measure(
    readUsage,
    pass(() => {
      world.emu.callServer('sidebarSaveSettings', [{ language: null }]);
      world.emu.spreadsheet.locale = 'cs_CZ';
      world.emu.open();
    }),
  );
  return { name: `${LANGUAGE_CASE} (Settings, then reopened in another locale)`, first, recalculation };
}

interface CacheFigures {
  readonly bytes: number;
  readonly keywordRows: number;
  readonly keywordBytes: number;
}

/** Reads the cache's own layout back from the document properties. */
function cacheFigures(world: World): CacheFigures {
  const props = world.emu.properties.document.entries();
  const ledger = parseLedger(props[LEDGER_KEY] ?? null);
  let keywordBytes = 0;
  for (const [id, entry] of ledger.entries) if (id.startsWith('ks.')) keywordBytes += entry.bytes;
  return { bytes: cacheBytes(props), keywordRows: cachedItems(props, 'ks.').size, keywordBytes };
}

/** The hourly tick with 5 and 30 schedules due, in a world of its own at the bench's latency. */
async function tickCase(json: boolean): Promise<void> {
  const world = await startWorld({ latencyMs: LATENCY_MS });
  try {
    const tick: TickRun[] = [];
    for (const n of TICK_SIZES) tick.push(...(await measureTick(world, n)));
    reportTick(tick);
    if (json) console.log(JSON.stringify({ tick }));
  } finally {
    await world.stop();
  }
}

/** The pacing case alone: its own world, at the bench's latency. */
async function pacingOnly(json: boolean): Promise<void> {
  const world = await startWorld({ latencyMs: LATENCY_MS });
  try {
    world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    const pacing = await measurePacing(world);
    reportPacing(pacing);
    if (json) console.log(JSON.stringify({ pacing }));
  } finally {
    await world.stop();
  }
}

/** `--only agency`, or `--only agency:a,c` for some of its cases. */
async function agency(json: boolean, only?: string): Promise<void> {
  const cases = await measureAgency(only?.split(','));
  reportAgency(cases);
  if (json) console.log(JSON.stringify({ agency: cases }));
}

/** `--only oversize`: a 47 MB page where 100 rows were asked, at either door, against reading it whole. */
async function oversize(json: boolean): Promise<void> {
  const runs = await measureOversize();
  reportOversize(runs);
  if (json) console.log(JSON.stringify({ oversize: runs }));
}

interface AgainstPrevious {
  readonly built: FirstFormula;
  readonly previous: FirstFormula;
  readonly revision: string;
  readonly why: string;
}

/**
 * A first formula whose answer the document holds, in an English and a Polish document, as built and as
 * the previous build (`--against <revision>`, else `previousRevision()`), built from git in this run.
 */
async function firstFormulaAgainstPrevious(json: boolean): Promise<AgainstPrevious> {
  const at = process.argv.indexOf('--against');
  const { revision, why } =
    at < 0 ? previousRevision() : { revision: process.argv[at + 1], why: '--against' };
  const previousDir = buildOf(revision);
  try {
    const [built, previous] = await measureFirstFormula([dirname(BUNDLE), previousDir]);
    console.log(`previous build: ${revision.slice(0, 11)}, ${why}`);
    reportFirstFormula(built, previous, revision);
    if (json)
      console.log(JSON.stringify({ first_formula: built, first_formula_previous: previous, revision }));
    return { built, previous, revision, why };
  } finally {
    rmSync(dirname(previousDir), { recursive: true, force: true });
  }
}

/** `--only cold-load`: the bundle's cold load as built against built eager, then a first formula against the previous build. */
async function coldLoadOnly(json: boolean): Promise<void> {
  const coldLoad = measureColdLoad(readFileSync(BUNDLE, 'utf8'));
  reportColdLoad(coldLoad);
  if (json) console.log(JSON.stringify(coldLoad));
  console.log('');
  await firstFormulaAgainstPrevious(json);
}

/** What the issue asks `npm run bench` to say at the end, and what the server functions' file costs an opening. */
function summary(codeBytes: number, first: AgainstPrevious, keywordStats: string): void {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const previous = `previous build (${first.revision.slice(0, 11)}, ${first.why})`;
  const lines: [string, string][] = [
    [
      'Code.js',
      `${kb(codeBytes)} of the ${kb(BUNDLE_BUDGET_BYTES)} budget (${kb(BUNDLE_BUDGET_BYTES - codeBytes)} left); ${previous} ${kb(first.previous.code_bytes)}`,
    ],
    [
      `${SERVER_FILE}.html, read by a server function`,
      `${first.built.server_bytes === null ? 'none' : kb(first.built.server_bytes)}; ${previous} ${first.previous.server_bytes === null ? 'none' : kb(first.previous.server_bytes)}`,
    ],
    [
      'cold load: parse + first formula, CPU ms',
      `English ${first.built.english_parsed_ms}, Polish ${first.built.polish_parsed_ms}; ${previous} ${first.previous.english_parsed_ms}, ${first.previous.polish_parsed_ms}`,
    ],
    [
      'service calls of a cached formula',
      `${callsText(first.built.english_calls)}; ${previous} ${callsText(first.previous.english_calls)}`,
    ],
    [
      'the document opened (onOpen): CPU ms, calls',
      `${first.built.open_parsed_ms}, ${callsText(first.built.open_calls)}; ${previous} ${first.previous.open_parsed_ms}, ${callsText(first.previous.open_calls)}`,
    ],
    ['SEO_KEYWORD_STATS 2,000 phrases', keywordStats],
  ];
  console.log('Summary');
  for (const [name, value] of lines) console.log(`${name.padEnd(42)} ${value}`);
}

async function main(): Promise<void> {
  const json = process.argv.includes('--json');
  const only = process.argv[process.argv.indexOf('--only') + 1];
  if (process.argv.includes('--only')) {
    if (only === 'pacing') return pacingOnly(json);
    if (only === 'tick') return tickCase(json);
    if (only === 'agency' || only.startsWith('agency:')) return agency(json, only.split(':')[1]);
    if (only === 'lite') return report(await liteCases(), {}, json);
    if (only === 'oversize') return oversize(json);
    if (only === 'cold-load') return coldLoadOnly(json);
    if (only !== 'tool-server')
      throw new Error(
        `--only takes: pacing, tick, tool-server, lite, agency, oversize, cold-load (got ${only})`,
      );
    report([await toolServerCase()], {}, json);
    return;
  }
  const code = readFileSync(BUNDLE, 'utf8');
  let keywordStats = '';
  let first: AgainstPrevious;
  const world = await startWorld({ latencyMs: LATENCY_MS });
  try {
    world.emu.spreadsheet.addSheet('Bench');
    world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    // As the sidebar does once signed in: its Account view reads the counters, the spend guard's reading.
    world.emu.callServer('sidebarAccount');
    const service = await signIn(world.sim.url, 'demo@example.com', 'demo');
    const evaluate = evaluator(world);
    const list = phrases();
    world.emu.spreadsheet.setValues(
      'Bench',
      'A1:A2000',
      list.map((p) => [p]),
    );

    const cases: CaseResult[] = [];
    /** Each path's count, in the order first sent: `3 create, 3 getKeywords`. */
    let sequence = '';
    const twice = async (name: string, a1: string, formula: string) => {
      const first = await measure(
        () => usage(service),
        () => {
          const requests = evaluate(a1, formula);
          const counts = new Map<string, number>();
          for (const r of world.emu.requests) {
            const path = new URL(r.url).pathname.split('/').pop() as string;
            counts.set(path, (counts.get(path) ?? 0) + 1);
          }
          sequence = [...counts].map(([path, n]) => `${n} ${path}`).join(', ');
          return requests;
        },
      );
      const recalculation = await measure(
        () => usage(service),
        () => evaluate(a1, formula),
      );
      cases.push({ name, first, recalculation });
    };
    await twice('SEO_KEYWORD_STATS 2,000 phrases (30% duplicates)', 'B1', '=SEO_KEYWORD_STATS(A1:A2000)');
    keywordStats = `${cases[0].first.requests} requests (${sequence}), ${cases[0].first.units} units`;
    await indexAhead(world, DOMAINS, EACH_DOMAINS);
    const prime = () => usage(service);
    cases.push(await visibilityCase(world, prime, 'SEO_VISIBILITY 200 domains', ['T', 'U'], DOMAINS));
    setWay(world, 'perDomain');
    const perDomain = await visibilityCase(
      world,
      prime,
      'SEO_VISIBILITY 200 domains, per domain (Settings)',
      ['DA', 'DB'],
      EACH_DOMAINS,
    );
    setWay(world, 'auto');
    await twice('SEO_POSITIONS 1,000 rows', 'AH1', '=SEO_POSITIONS("example.pl", 1000)');
    world.emu.spreadsheet.setValues(
      'Bench',
      'EA1:EA5',
      SEED_URLS.map((url) => [`https://${url}/`]),
    );
    await twice('SEO_KEYWORDS 5 URLs', 'EB1', '=SEO_KEYWORDS(EA1:EA5, 100, 1, "url")');
    const afterCases = cacheFigures(world);

    // Capacity: 8,000 more phrases, in two formulas of 4,000, then count what the cache holds.
    const more = Array.from({ length: 8000 }, (_, i) => [`kurtka zimowa rozmiar ${i}`]);
    world.emu.spreadsheet.setValues('Bench', 'BA1:BA8000', more);
    evaluate('BB1', '=SEO_KEYWORD_STATS(BA1:BA4000)');
    evaluate('BS1', '=SEO_KEYWORD_STATS(BA4001:BA8000)');
    const full = cacheFigures(world);
    const pacing = await measurePacing(world);

    await world.sim.control('/__sim/reset');
    const tally: Tally = { requests: 0 };
    const baselines: (() => Promise<void>)[] = [
      () => naiveKeywordStats(service, list, tally),
      () => naiveVisibility(service, DOMAINS, tally),
      () => naivePositions(service, 'example.pl', 1000, tally),
      () => naiveKeywords(service, SEED_URLS, tally),
    ];
    for (const [i, run] of baselines.entries()) {
      cases[i].baseline = await measure(
        () => usage(service),
        async () => {
          tally.requests = 0;
          await run();
          return tally.requests;
        },
      );
    }
    // Both ways of SEO_VISIBILITY against the same naive per-cell run.
    cases.splice(2, 0, { ...perDomain, baseline: cases[1].baseline });
    // Beside the REST figures, against the same naive per-cell baseline.
    cases.splice(1, 0, { ...(await toolServerCase()), baseline: cases[0].baseline });
    cases.push(...(await liteCases()));

    const coldLoad = measureColdLoad(code);
    const figures = {
      latency_ms: LATENCY_MS,
      bundle_bytes: Buffer.byteLength(code),
      ...coldLoad,
      cache_bytes: afterCases.bytes,
      keyword_rows_per_100kb: Math.round((afterCases.keywordRows / afterCases.keywordBytes) * 102_400),
      keyword_rows_cached_after_9400: full.keywordRows,
      cache_bytes_full: full.bytes,
      document_store_bytes: world.emu.properties.document.bytes(),
    };
    report(cases, figures, json);
    console.log('');
    reportColdLoad(coldLoad);
    console.log('');
    first = await firstFormulaAgainstPrevious(json);
    console.log('');
    reportPacing(pacing);
    if (json) console.log(JSON.stringify({ pacing }));
  } finally {
    await world.stop();
  }
  console.log('');
  await tickCase(json);
  const playground = measurePlaygroundApart();
  console.log('');
  reportPlayground(playground);
  if (json) console.log(JSON.stringify({ playground }));
  console.log('');
  await agency(json);
  console.log('');
  summary(Buffer.byteLength(code), first, keywordStats);
}

function ratio(baseline: number, ours: number): string {
  return ours === 0 ? (baseline === 0 ? '1' : '∞') : (baseline / ours).toFixed(1);
}

function report(cases: CaseResult[], figures: Record<string, number>, json: boolean): void {
  const rows = cases.flatMap((c) => {
    // Run alone, the tool-server case has no baseline: its REST figures come from the full run.
    const b = c.baseline ?? { requests: '-', units: '-', wallMs: '-' };
    const versus = (requests: number, units?: number) =>
      c.baseline
        ? `${ratio(c.baseline.requests, requests)}× requests${units === undefined ? '' : `, ${ratio(c.baseline.units, units)}× units`}`
        : '-';
    const requests = c.handshake ? `${c.first.requests} (${c.handshake} handshake)` : c.first.requests;
    return [
      [
        c.name,
        'first',
        requests,
        c.first.units,
        c.first.wallMs,
        b.requests,
        b.units,
        b.wallMs,
        versus(c.first.requests, c.first.units),
      ],
      [
        '',
        'recalculation',
        c.recalculation.requests,
        c.recalculation.units,
        c.recalculation.wallMs,
        b.requests,
        b.units,
        b.wallMs,
        versus(c.recalculation.requests),
      ],
    ];
  });
  const head = [
    'case',
    'run',
    'requests',
    'units',
    'wall ms',
    'naive requests',
    'naive units',
    'naive wall ms',
    'naive / ours',
  ];
  const table = [head, ...rows].map((r) => r.map(String));
  const widths = head.map((_, i) => Math.max(...table.map((r) => r[i].length)));
  for (const r of table) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  console.log('');
  for (const [key, value] of Object.entries(figures)) console.log(`${key.padEnd(32)} ${value}`);
  if (json) {
    const cased = cases.map((c) => ({
      name: c.name,
      first: c.first,
      recalculation: c.recalculation,
      baseline: c.baseline,
      handshake: c.handshake,
    }));
    console.log(JSON.stringify({ cases: cased, ...figures }));
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
