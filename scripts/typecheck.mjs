// Type-checks the four worlds (Apps Script, Node, the sidebar's browser, the playground's browser) at
// once: each is its own tsc program, and run one after another they left a core idle for 20 s of every
// `npm test`. Output is printed per program, after it ends, so errors never interleave.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const PROJECTS = [
  'tsconfig.json',
  'tsconfig.node.json',
  'src/sidebar/client/tsconfig.json',
  'local/playground/client/tsconfig.json',
];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const check = (project) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code !== 0) process.stdout.write(`tsc -p ${project}: failed\n${output}`);
      resolve(code === 0);
    });
  });

const passed = await Promise.all(PROJECTS.map(check));
if (passed.includes(false)) process.exit(1);
