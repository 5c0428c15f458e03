// Type-checks the four worlds (Apps Script, Node, the sidebar's browser, the playground's browser) at
// once: each is its own tsc program, and run one after another they left a core idle for 20 s of every
// `npm test`. Output is printed per program, after it ends, so errors never interleave.
import { createRequire } from 'node:module';
import { runQuietly } from './node-child.mjs';

const PROJECTS = [
  'tsconfig.json',
  'tsconfig.node.json',
  'src/sidebar/client/tsconfig.json',
  'local/playground/client/tsconfig.json',
];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const check = async (project) => {
  const { passed, output } = await runQuietly(tsc, ['-p', project]);
  if (!passed) process.stdout.write(`tsc -p ${project}: failed\n${output}`);
  return passed;
};

const passed = await Promise.all(PROJECTS.map(check));
if (passed.includes(false)) process.exit(1);
