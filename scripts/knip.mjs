// Unused code fails the run, in two readings of the project (knip.jsonc): the whole of it, tests
// included, for unused files, exports and dependencies; and the add-on alone (`--production`), for what
// only a test still calls. Both print only when they find something.
import { runQuietly } from './node-child.mjs';

// Its package exports no path to its command, so the command is named where npm puts it.
const knip = new URL('../node_modules/knip/bin/knip.js', import.meta.url).pathname;
const READINGS = [[], ['--production', '--include', 'files,exports,types,duplicates']];

const results = await Promise.all(READINGS.map((args) => runQuietly(knip, ['--no-progress', ...args])));
for (const [i, { passed, output }] of results.entries())
  if (!passed) process.stdout.write(`knip ${READINGS[i].join(' ')}: failed\n${output}`);
if (results.some((result) => !result.passed)) process.exit(1);
