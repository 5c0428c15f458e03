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
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vm from 'node:vm';

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

export function reportColdLoad(figures: ColdLoad): void {
  const drop = (now: number, before: number) => `${Math.round((1 - now / before) * 100)}% lower`;
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
