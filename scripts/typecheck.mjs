// Type-checks the four worlds (Apps Script, Node, the sidebar's browser, the playground's browser), each
// a tsc program with its own lib, and each file once. The tests and the sidebar import `src/`: the Apps
// Script program writes its declarations (`.tsbuild/`, out of git) and the Node and sidebar programs read
// those instead of checking `src/` again under their libs, a third of their work. So Apps Script goes first
// (beside the playground's, which needs nothing), then Node and the sidebar together. Build mode skips Apps
// Script when nothing in it changed since its last check, and says its errors again when it had some.
// Output is printed per program, after it ends, so errors never interleave.
import { createRequire } from 'node:module';
import { runQuietly } from './node-child.mjs';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const check = async (args) => {
  const { passed, output } = await runQuietly(tsc, args);
  if (!passed) process.stdout.write(`tsc ${args.join(' ')}: failed\n${output}`);
  return passed;
};

const first = await Promise.all([
  check(['-b', 'tsconfig.json']),
  check(['-p', 'local/playground/client/tsconfig.json']),
]);
const then = await Promise.all([
  check(['-p', 'tsconfig.node.json']),
  check(['-p', 'src/sidebar/client/tsconfig.json']),
]);
if ([...first, ...then].includes(false)) process.exit(1);
