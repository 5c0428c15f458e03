/**
 * The contract through the built bundle: the emulator runs build/Code.js against the fixtures served over
 * HTTP (serve.ts, in a child process), signs in with the token fixture and fills a formula's table.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createEmulator, type Emulator } from '../../local/gas';
import type { SheetCell } from '../../src/shared/table';
import { type Fixture, loadFixtures, plainTable, SIM_ACCOUNT } from './harness';

/** Cases run through the bundle: one per kind of reading is enough, the rest runs at unit level. */
const BUNDLE_CASES = [
  'monitoring/getPositions',
  'users/getLimits',
  'visibility/getDomainStatistics',
  'visibility/getPositions',
  'visibility/getPositionsHistoryChart',
  'keywords/getKeywords',
];

let server: ChildProcess;
let emu: Emulator;

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'serve.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.once('exit', (code) => reject(new Error(`fixture server exited with ${code}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /fixtures ready at (\S+)/.exec(output);
      if (ready) resolve(ready[1]);
    });
  });
  emu = createEmulator({ scriptProperties: { API_BASE_URL: url } });
  emu.callServer('signIn', [SIM_ACCOUNT.email, SIM_ACCOUNT.password]);
});

afterAll(() => {
  emu?.close();
  server?.kill('SIGTERM');
});

const fixtures = loadFixtures();
const cases = BUNDLE_CASES.map((id) => fixtures.find((f) => f.id === id) as Fixture);

test.each(cases.map((f) => [f.id, f] as const))('%s: the bundle fills the fixture table', (_id, fixture) => {
  const table = fixture.table!;
  const args = table.args.map((a) => JSON.stringify(a)).join(', ');
  const result = emu.evaluate('Sheet1', 'A1', `=${table.formula}(${args})`);
  expect(result.error).toBeUndefined();
  expect(plainTable(result.values as SheetCell[][])).toEqual(table.expected);
});
