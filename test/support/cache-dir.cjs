// Where a test run keeps what it bundles (the simulators' CLIs): under node_modules/.cache, in a folder of
// this checkout's own. Worktrees may share one node_modules, and a run that renamed its bundle over
// another checkout's would have that checkout's suites start this one's simulator.
const { createHash } = require('node:crypto');
const { join } = require('node:path');

const ROOT = join(__dirname, '../..');

module.exports = join(
  ROOT,
  'node_modules/.cache/seo-sheets',
  createHash('sha256').update(ROOT).digest('hex').slice(0, 12),
);
