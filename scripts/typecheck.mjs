// Type-checks the four worlds (Apps Script, Node, the sidebar's browser, the playground's browser), each
// a program with its own lib, and each file once. The tests and the sidebar import `src/`: the Apps Script
// program writes its declarations (`.tsbuild/`, out of git) and the Node and sidebar programs read those
// instead of checking `src/` again under their libs, a third of their work. So Apps Script goes first, in
// build mode, which skips it when nothing in it changed since its last check and says its errors again
// when it had some; the other three then run at once.
//
// TypeScript's native compiler (7), one thread each: from a clean `.tsbuild/` the four took about 5 s of
// CPU, where TypeScript 5's compiler took 27-35 s, CPU that jest, running beside them, waits for; with a
// checker thread per core they took 8 s, the same work shared out at a cost.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runQuietly } from './node-child.mjs';

const require = createRequire(import.meta.url);
const TSC = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');

const APPS_SCRIPT = ['-b', 'tsconfig.json'];
const PROGRAMS = [
  ['-p', 'local/playground/client/tsconfig.json'],
  ['-p', 'tsconfig.node.json'],
  ['-p', 'src/sidebar/client/tsconfig.json'],
];

/** Runs tsc with `args`; whether it passed, its errors printed under the program's name. */
async function tsc(args) {
  const { passed, output } = await runQuietly(TSC, [...args, '--pretty', 'false', '--singleThreaded']);
  if (!passed) process.stdout.write(`tsc ${args.join(' ')}: failed\n${output}`);
  return passed;
}

const results = [await tsc(APPS_SCRIPT), ...(await Promise.all(PROGRAMS.map(tsc)))];
if (results.includes(false)) process.exit(1);
