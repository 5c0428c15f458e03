// `npm test`: the type checks and lint beside jest, not before it. Jest's suites wait on children (the
// simulator, Chromium, clasp) and leave a core idle for a fifth of the run, which the 27 s of tsc's CPU
// fills: on the 2-core machine 172 s against 184 s one after the other. The checks' output is printed
// when they end, whole, so it never interleaves with jest's; any of the three failing fails the run.
// Arguments go to jest (`npm test -- test/reports`).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function run(label, command, args, { quiet }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [command, ...args], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code) => {
      if (quiet)
        process.stdout.write(`${label}: ${code === 0 ? 'passed' : 'FAILED'}\n${code === 0 ? '' : output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all([
  run('type checks', new URL('./typecheck.mjs', import.meta.url).pathname, [], { quiet: true }),
  run('lint', require.resolve('@biomejs/biome/bin/biome'), ['check', '.'], { quiet: true }),
  run('jest', require.resolve('jest/bin/jest'), process.argv.slice(2), { quiet: false }),
]);
if (results.includes(false)) process.exit(1);
