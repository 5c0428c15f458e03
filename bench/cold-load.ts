/**
 * A custom function's cold load: build/Code.js evaluated in a fresh V8 context with ECMAScript built-ins
 * only, as Apps Script starts an execution, against the same source built eager (`BUILD_EAGER=1`: every
 * value `shared/lazy.ts` defers, the wire schemas and the catalogues keyed again, built at load, which is
 * what every execution paid before they were deferred). Built from the same source in the same run, so the
 * two differ only by what is deferred, on the same machine at the same moment: loads alternate between them.
 *
 * Two ways of starting: with V8's compilation cache warm (the same source again in one isolate: what is
 * measured is evaluating the bundle, `cold_load_ms`, the bench's figure since it began), and with the
 * source parsed and compiled each time (a comment that differs defeats the cache: `parsed`), where size
 * counts as well.
 */
import { execFileSync } from 'node:child_process';
import fs, { existsSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';
import { createEmulator, type Emulator, type EmulatorSnapshot, type ServiceCalls } from '../local/gas';
import { spawnService } from '../local/service/spawn';
import { SERVER_FILE } from '../scripts/bundle-parts';
import { callsByService } from '../test/support/service-calls';

const ROOT = join(__dirname, '..');
const ROUNDS = 3;
const LOADS = 21;

export interface ColdLoad {
  /** Median ms, compilation cache warm: the bundle as built, and built eager. */
  readonly cold_load_ms: number;
  readonly cold_load_eager_ms: number;
  /** Median ms, parsed and compiled on every load. */
  readonly cold_load_parsed_ms: number;
  readonly cold_load_parsed_eager_ms: number;
}

/** The bundle of the same source with every lazy value built at load, in a directory of its own. */
function eagerBundle(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seo-sheets-eager-'));
  try {
    execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/build.ts')], {
      cwd: ROOT,
      env: { ...process.env, BUILD_EAGER: '1', BUILD_DIR: dir },
      stdio: 'ignore',
    });
    return readFileSync(join(dir, 'Code.js'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let distinct = 0;

function loadMs(code: string, parsed: boolean): number {
  const source = parsed ? `${code}\n// ${distinct++}` : code;
  const started = performance.now();
  new vm.Script(source, { filename: 'Code.js' }).runInContext(vm.createContext(Object.create(null)));
  return performance.now() - started;
}

const median = (times: number[]): number =>
  Math.round([...times].sort((a, b) => a - b)[times.length >> 1] * 10) / 10;

/** Medians of ROUNDS × LOADS loads of each bundle, alternating which goes first. */
function compare(code: string, eager: string, parsed: boolean): [number, number] {
  const lazyTimes: number[] = [];
  const eagerTimes: number[] = [];
  // One load of each first, so neither pays for compiling the other's first.
  loadMs(code, parsed);
  loadMs(eager, parsed);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < LOADS; i++) {
      if ((round + i) % 2) {
        lazyTimes.push(loadMs(code, parsed));
        eagerTimes.push(loadMs(eager, parsed));
      } else {
        eagerTimes.push(loadMs(eager, parsed));
        lazyTimes.push(loadMs(code, parsed));
      }
    }
  }
  return [median(lazyTimes), median(eagerTimes)];
}

export function measureColdLoad(code: string): ColdLoad {
  const eager = eagerBundle();
  const [cold_load_ms, cold_load_eager_ms] = compare(code, eager, false);
  const [cold_load_parsed_ms, cold_load_parsed_eager_ms] = compare(code, eager, true);
  return { cold_load_ms, cold_load_eager_ms, cold_load_parsed_ms, cold_load_parsed_eager_ms };
}

/** `12% lower` or `5% higher`: `now` against `before`. */
function change(now: number, before: number, less: string, more: string): string {
  const percent = Math.round((1 - now / before) * 100);
  return `${Math.abs(percent)}% ${percent >= 0 ? less : more}`;
}

export function reportColdLoad(figures: ColdLoad): void {
  const drop = (now: number, before: number) => change(now, before, 'lower', 'higher');
  const line = (name: string, now: string, before: string, versus: string) =>
    console.log(`${name.padEnd(52)} ${now.padStart(8)}   ${before.padStart(11)}   ${versus}`);
  const row = (name: string, now: number, before: number) =>
    line(name, String(now), String(before), drop(now, before));
  line(`cold load, median of ${ROUNDS}×${LOADS} fresh contexts, ms`, 'as built', 'built eager', 'deferred');
  row('compiled code cached (cold_load_ms)', figures.cold_load_ms, figures.cold_load_eager_ms);
  row(
    'parsed and compiled each time (cold_load_parsed_ms)',
    figures.cold_load_parsed_ms,
    figures.cold_load_parsed_eager_ms,
  );
}

/**
 * A custom function's first run in a fresh execution: the bundle loaded, then a formula whose answer the
 * document holds (no request), in an English document and in a Polish one, whose words other than
 * English's the bundle may read from a file (HtmlService). Beside it the document opened (onOpen, the
 * server function every opening runs), which reads the server functions' code (Server.html) where the
 * build has one. Each bundle in the emulator over its own build
 * folder, against a previous build of the add-on (`previousRevision`, or `--against <revision>`, built here
 * from git) in the same run. Compiled code cached: one emulator per bundle, a fresh context each run.
 * Parsed and compiled each time: a fresh emulator a run, over the source with a comment that differs,
 * holding the document the first one made. Timed in CPU time (`cpuMs`). Beside the times, the calls to
 * Google's services the formula made (the emulator counts them): in Apps Script each is a round trip,
 * which outweighs the script's own work.
 */
export interface FirstFormula {
  readonly code_bytes: number;
  /** Server.html, the server functions' code, where the build has one. */
  readonly server_bytes: number | null;
  readonly english_ms: number;
  readonly polish_ms: number;
  readonly english_parsed_ms: number;
  readonly polish_parsed_ms: number;
  /** What the emulator's HtmlService took to read the Polish words' file, where the Polish run read one. */
  readonly polish_file_read_ms: number | null;
  readonly english_calls: ServiceCalls;
  readonly polish_calls: ServiceCalls;
  /** The English document opened by the signed-in owner (onOpen, LIMITED), parsed and compiled each time. */
  readonly open_parsed_ms: number;
  readonly open_calls: ServiceCalls;
}

const FORMULA = '=SEO_VISIBILITY("example.pl")';

/**
 * This process's CPU time: the formula sends no request, so it is all the execution's work, and a machine
 * busy with others' work lengthens it less than the wall clock.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const LOCALES = { english: 'en_US', polish: 'pl_PL' } as const;

/**
 * The build the bench compares with when `--against` names none: this branch's merge-base with main (what
 * the branch changes), or on main itself, and on a branch with nothing of its own, the first parent (what
 * the last change to land did). Not a release: releases are Apps Script versions, which git does not mark.
 */
export function previousRevision(): { readonly revision: string; readonly why: string } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const head = git('rev-parse', 'HEAD');
  let base: string | undefined;
  try {
    base = git('merge-base', 'HEAD', 'main');
  } catch {
    // No main here (a clone of one branch): the first parent.
  }
  if (base && base !== head) return { revision: base, why: 'merge-base with main' };
  return { revision: git('rev-parse', 'HEAD^'), why: 'first parent (HEAD^)' };
}

/** `revision`'s build, made from git in a directory of its own (this checkout's node_modules). */
export function buildOf(revision: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'seo-sheets-against-'));
  execFileSync('sh', ['-c', `git archive ${JSON.stringify(revision)} | tar -x -C ${JSON.stringify(dir)}`], {
    cwd: ROOT,
  });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  execFileSync(join(ROOT, 'node_modules/.bin/tsx'), [join(dir, 'scripts/build.ts')], {
    cwd: dir,
    env: { ...process.env, BUILD_DIR: join(dir, 'build') },
    stdio: 'ignore',
  });
  return join(dir, 'build');
}

interface Bundle {
  readonly dir: string;
  readonly code: string;
  /** The document after the first run: the answer held, the owner signed in. */
  readonly document: EmulatorSnapshot;
  readonly cached: Emulator;
}

/**
 * Times the emulator's reads of a language's words file (build/Messages_<language>.html): its HtmlService
 * reads the build folder with `fs.readFileSync`, which this wraps while the runs last.
 */
function timedWordFileReads() {
  const original = fs.readFileSync;
  let ms: number | null = null;
  fs.readFileSync = ((...args: Parameters<typeof original>) => {
    const started = performance.now();
    try {
      return original(...args);
    } finally {
      if (/Messages_\w+\.html$/.test(String(args[0]))) ms = (ms ?? 0) + performance.now() - started;
    }
  }) as typeof original;
  return {
    reset: () => {
      ms = null;
    },
    ms: () => ms,
    restore: () => {
      fs.readFileSync = original;
    },
  };
}

export async function measureFirstFormula(dirs: readonly string[]): Promise<FirstFormula[]> {
  const service = await spawnService({ startTimeoutMs: 30_000 });
  const emulator = (dir: string, code: string) =>
    createEmulator({ code, viewsDir: dir, scriptProperties: { API_BASE_URL: service.url } });
  const bundles: Bundle[] = dirs.map((dir) => {
    const code = readFileSync(join(dir, 'Code.js'), 'utf8');
    const first = emulator(dir, code);
    first.callServer('signIn', ['demo@example.com', 'demo']);
    first.evaluate('Sheet1', 'A1', FORMULA);
    const document = first.snapshot();
    first.close();
    const cached = emulator(dir, code);
    cached.restore(document);
    return { dir, code, document, cached };
  });
  const times = bundles.map(() => ({
    english: [] as number[],
    polish: [] as number[],
    englishParsed: [] as number[],
    polishParsed: [] as number[],
    reads: [] as number[],
    open: [] as number[],
  }));
  const calls = bundles.map(() => ({
    english: {} as ServiceCalls,
    polish: {} as ServiceCalls,
    open: {} as ServiceCalls,
  }));
  const reading = timedWordFileReads();
  try {
    const run = (emu: Emulator, locale: string): number => {
      emu.spreadsheet.locale = locale;
      const started = cpuMs();
      const { error } = emu.evaluate('Sheet1', 'A1', FORMULA);
      if (error) throw new Error(`the first formula failed: ${error}`);
      return cpuMs() - started;
    };
    /** A fresh emulator over a source that differs, opening the English document: its CPU ms and calls. */
    const opened = (bundle: Bundle): [number, ServiceCalls] => {
      const started = cpuMs();
      const fresh = emulator(bundle.dir, `${bundle.code}\n// ${distinct++}`);
      fresh.restore(bundle.document);
      fresh.spreadsheet.locale = LOCALES.english;
      fresh.open({ authMode: 'LIMITED' });
      const ms = cpuMs() - started;
      const { calls } = fresh.executions[0];
      fresh.close();
      return [ms, calls];
    };
    // Once to warm up, then again for the calls: what every recalculation of a held answer makes.
    bundles.forEach((bundle, k) => {
      for (const [language, locale] of Object.entries(LOCALES) as [keyof typeof LOCALES, string][]) {
        run(bundle.cached, locale);
        bundle.cached.executions.length = 0;
        run(bundle.cached, locale);
        calls[k][language] = bundle.cached.executions[0].calls;
      }
      calls[k].open = opened(bundle)[1];
    });
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < LOADS; i++) {
        const order = (round + i) % 2 ? bundles.map((_, k) => k) : bundles.map((_, k) => k).reverse();
        for (const k of order) {
          const bundle = bundles[k];
          times[k].english.push(run(bundle.cached, LOCALES.english));
          times[k].polish.push(run(bundle.cached, LOCALES.polish));
          for (const [key, locale] of [
            ['englishParsed', LOCALES.english],
            ['polishParsed', LOCALES.polish],
          ] as const) {
            const started = cpuMs();
            const fresh = emulator(bundle.dir, `${bundle.code}\n// ${distinct++}`);
            const made = cpuMs() - started;
            fresh.restore(bundle.document);
            reading.reset();
            times[k][key].push(made + run(fresh, locale));
            if (key === 'polishParsed' && reading.ms() !== null) times[k].reads.push(reading.ms() as number);
            fresh.close();
          }
          times[k].open.push(opened(bundle)[0]);
        }
      }
    }
  } finally {
    reading.restore();
    for (const bundle of bundles) bundle.cached.close();
    await service.stop();
  }
  return bundles.map((bundle, k) => ({
    code_bytes: Buffer.byteLength(bundle.code),
    server_bytes: existsSync(join(bundle.dir, `${SERVER_FILE}.html`))
      ? statSync(join(bundle.dir, `${SERVER_FILE}.html`)).size
      : null,
    english_ms: median(times[k].english),
    polish_ms: median(times[k].polish),
    english_parsed_ms: median(times[k].englishParsed),
    polish_parsed_ms: median(times[k].polishParsed),
    polish_file_read_ms: times[k].reads.length ? median(times[k].reads) : null,
    english_calls: calls[k].english,
    polish_calls: calls[k].polish,
    open_parsed_ms: median(times[k].open),
    open_calls: calls[k].open,
  }));
}

/** As built against `--against`'s build (the first figures and the second's). */
export function reportFirstFormula(
  built: FirstFormula,
  against: FirstFormula | undefined,
  revision = '',
): void {
  const line = (name: string, now: string, before: string, versus: string) =>
    console.log(`${name.padEnd(52)} ${now.padStart(8)}   ${before.padStart(11)}   ${versus}`);
  const row = (name: string, key: Exclude<keyof FirstFormula, `${string}_bytes` | `${string}_calls`>) => {
    const now = built[key];
    const before = against?.[key];
    const versus =
      now !== null && before !== undefined && before !== null ? change(now, before, 'lower', 'higher') : '';
    line(name, String(now ?? '-'), before === undefined ? '' : String(before ?? '-'), versus);
  };
  line(
    `first formula, held answer, median of ${ROUNDS}×${LOADS}, CPU ms`,
    'as built',
    against ? revision.slice(0, 11) : '',
    '',
  );
  line(
    'Code.js, KB',
    (built.code_bytes / 1024).toFixed(1),
    against ? (against.code_bytes / 1024).toFixed(1) : '',
    '',
  );
  const kb = (bytes: number | null) => (bytes === null ? '-' : (bytes / 1024).toFixed(1));
  line(
    `${SERVER_FILE}.html, KB (read by a server function)`,
    kb(built.server_bytes),
    against ? kb(against.server_bytes) : '',
    '',
  );
  row('English document, compiled code cached', 'english_ms');
  row('Polish document, compiled code cached', 'polish_ms');
  row('English document, parsed and compiled each time', 'english_parsed_ms');
  row('Polish document, parsed and compiled each time', 'polish_parsed_ms');
  row('of which reading the Polish words file (emulator)', 'polish_file_read_ms');
  row('the document opened (onOpen), parsed each time', 'open_parsed_ms');
  const documents = { english: 'English document', polish: 'Polish document', open: 'the document opened' };
  for (const language of ['english', 'polish', 'open'] as const) {
    const now = callsByService(built[`${language}_calls`]);
    const before = against && callsByService(against[`${language}_calls`]);
    line(
      `service calls, ${documents[language]}`,
      String(now.total),
      before ? String(before.total) : '',
      before ? change(now.total, before.total, 'fewer', 'more') : '',
    );
    for (const service of new Set([...Object.keys(now.byService), ...Object.keys(before?.byService ?? {})]))
      line(
        `  ${service}`,
        String(now.byService[service] ?? 0),
        before ? String(before.byService[service] ?? 0) : '',
        '',
      );
  }
}

/** `16 (PropertiesService 3, CacheService 3, …)`: a formula's calls, by service. */
export function callsText(calls: ServiceCalls): string {
  const { total, byService } = callsByService(calls);
  return `${total} (${Object.entries(byService)
    .map(([service, n]) => `${service} ${n}`)
    .join(', ')})`;
}
