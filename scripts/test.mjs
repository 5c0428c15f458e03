// `npm test`: the type checks, lint and the unused-code check beside jest, not before it: jest's suites
// wait on children (the simulator, Chromium, clasp) and leave a core idle, which the checks' CPU fills.
// The checks' output is printed when they end, whole, so it never interleaves with jest's; any of them
// failing fails the run. Arguments go to jest (`npm test -- test/reports`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { runQuietly } from './node-child.mjs';

const require = createRequire(import.meta.url);

async function check(label, script, args) {
  const { passed, output } = await runQuietly(script, args);
  process.stdout.write(`${label}: ${passed ? 'passed' : 'FAILED'}\n${passed ? '' : output}`);
  return passed;
}

/**
 * V8's young generation for jest and its workers (which take its Node options): an emulated execution
 * allocates a context and the bundle's objects, megabytes that die young, and the default 16 MB filled
 * so often that the scavenger promoted them, to be marked and compacted later. At 32 MB the suites that
 * run the bundle most (reports, alerts, formulas, ceilings) took about 9 % less CPU.
 */
const YOUNG_GENERATION = '--max-semi-space-size=32';

/** Jest's own output as it comes: it is the run's progress. */
const jest = (args) =>
  new Promise((resolve) =>
    spawn(process.execPath, [YOUNG_GENERATION, require.resolve('jest/bin/jest'), ...args], {
      stdio: 'inherit',
    }).on('close', (code) => resolve(code === 0)),
  );

const results = await Promise.all([
  check('type checks', new URL('./typecheck.mjs', import.meta.url).pathname, []),
  check('lint', require.resolve('@biomejs/biome/bin/biome'), ['check', '.']),
  check('unused code', new URL('./knip.mjs', import.meta.url).pathname, []),
  jest(process.argv.slice(2)),
]);
if (results.includes(false)) process.exit(1);
