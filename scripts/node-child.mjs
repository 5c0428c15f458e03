// A Node script run as a child of the checks: its output kept whole and handed back when it ends, so
// checks running at once never interleave their lines (scripts/knip.mjs, scripts/test.mjs,
// scripts/typecheck.mjs).
import { spawn } from 'node:child_process';

/** Runs `script` with `args` under this Node; resolves to whether it passed and all it printed. */
export function runQuietly(script, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ passed: code === 0, output }));
  });
}
