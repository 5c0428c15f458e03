/** `npm run bigquery` alone, and a simulator whose state is kept in a file across a restart. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBigQuery } from '../../local/bigquery/spawn';
import { SIMULATOR_START_TIMEOUT } from '../support/time-outs';
import { Wire } from './wire';

const ROOT = join(__dirname, '../..');

test('the CLI prints exactly one ready line with its URL and stops cleanly on SIGTERM', async () => {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'local/bigquery/cli.ts'), '--port', '0'],
    { cwd: ROOT },
  );
  let stdout = '';
  const url = await new Promise<string>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const found = /ready at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (found) resolve(found[1]);
    });
  });
  expect((await new Wire(url, 'cli-project').call('GET', '/datasets')).body).toMatchObject({
    kind: 'bigquery#datasetList',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(stdout.trim().split('\n')).toEqual([`bigquery simulator ready at ${url}`]);
});

test('with a data path, datasets, rows and jobs outlive a restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'bigquery-'));
  try {
    const dataPath = join(dir, 'state', 'bigquery.duckdb');
    const first = await spawnBigQuery({ dataPath, startTimeoutMs: SIMULATOR_START_TIMEOUT });
    const wire = new Wire(first.url, 'kept');
    await wire.dataset('seo', 'EU');
    const load = {
      destinationTable: { datasetId: 'seo', tableId: 't' },
      schema: { fields: [{ name: 'k', type: 'STRING' }] },
    };
    await wire.load('job-1', load, [{ k: 'a' }, { k: 'b' }]);
    await first.stop();

    const second = await spawnBigQuery({ dataPath, startTimeoutMs: SIMULATOR_START_TIMEOUT });
    const again = new Wire(second.url, 'kept');
    try {
      expect((await again.job('job-1')).body.statistics.load.outputRows).toBe('2');
      expect((await again.load('job-1', load, [{ k: 'c' }])).status).toBe(409);
      expect((await again.query('SELECT COUNT(*) FROM seo.t')).body.rows).toEqual([{ f: [{ v: '2' }] }]);
      await again.load('job-2', load, [{ k: 'c' }]);
      expect((await again.call('GET', '/datasets/seo/tables/t')).body.numRows).toBe('3');
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
