// Jest's global setup: build the bundle once, before any suite runs, so the emulator and browser suites
// always exercise the code under test, never a build/ left over from an earlier checkout or edit.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

module.exports = function buildOnce() {
  execFileSync(process.execPath, [require.resolve('tsx/cli'), join(__dirname, '../../scripts/build.ts')], {
    cwd: join(__dirname, '../..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
};
