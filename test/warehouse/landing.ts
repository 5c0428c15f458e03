/**
 * A positions report landing in the warehouse through each fault exactly-once writing must survive, through
 * the built bundle in the emulator against the BigQuery simulator: a 503 after BigQuery committed the job, an
 * answer lost after it did, a connection lost before, an execution killed before its mark was kept (the job's
 * id then answers 409) and after, and the day's load jobs used up. The report is fetched once; its export is
 * stopped before anything goes (a permission the project lacks), and each fault starts from there: the
 * emulator as it was, the project emptied.
 *
 * 2,000 rows: what exactly-once guards is a load job's, and a report up to 10 MB is one job whatever its
 * rows (a 20,000-row one is about 6 MB); the bench's agency case (d) lands ten 20,000-row reports.
 */
import type { EmulatorSnapshot } from '../../local/gas';
import type { CatalogTable } from '../../local/bigquery/catalog-types';
import type { JobView } from '../../src/registry/launcher';
import { Wire } from '../bigquery/wire';
import { reportsIn } from '../reports/emulated';
import { uniqueProject } from '../support/bigquery';
import { startWorld, type World } from '../support/world';

export const ROWS = 2_000;
const DATASET = 'seo_sheets';
const HOUR = 3_600_000;

/** A run of the fault table in a project with billing or without (the sandbox). */
export function landsOnceThroughFaults(billing: boolean): void {
  let world: World;
  const project = uniqueProject(billing ? 'faults-billed' : 'faults-sandbox');
  const { call, drive } = reportsIn(() => world.emu);
  let stopped: JobView;
  let before: EmulatorSnapshot;
  /** The run's day in the spreadsheet's zone: its partition, `YYYYMMDD`. */
  let day: string;

  const bq = () => world.bq as NonNullable<World['bq']>;
  /** The project as a user has it: billing or the sandbox, every permission, the dataset made by Check. */
  const fresh = async (denied: string[] = []) => {
    await bq().control.reset(project);
    // The reset drops the clock's offset too; the emulator's has moved on (sleeps, triggers), and BigQuery's
    // day must turn when the add-on's Pacific midnight says it does.
    const behind = Math.floor(
      (world.emu.clock.now() - Date.parse(await bq().control.advance(0, project))) / 1000,
    );
    if (behind > 0) await bq().control.advance(behind, project);
    await bq().control.project({ projectId: project, billing, denied });
    expect((await new Wire(bq().url, project).dataset(DATASET, 'EU')).status).toBe(200);
  };
  const tables = async (): Promise<CatalogTable[]> =>
    (await bq().control.catalog(project))[0].datasets[0].tables;
  const jobs = async () => Number((await bq().control.state(project)).jobs);

  beforeAll(async () => {
    world = await startWorld({ bigQueryProject: project });
    world.emu.callServer('signIn', ['demo@example.com', 'demo']);
    await bq().control.project({ projectId: project, billing });
    const status = call<{ check: { ok: boolean; sandbox: boolean; findings: string[] } }>('warehouseSave', {
      projectId: project,
    });
    expect(status.check).toMatchObject({ ok: true, sandbox: !billing });
    // The export stops at its first load job: the project lets it read, not write.
    await fresh(['bigquery.tables.create']);
    day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' })
      .format(world.emu.clock.now())
      .replace(/-/g, '');
    stopped = drive(
      call<JobView>('reportsStart', {
        reportId: 'positions',
        params: { domain: 'example.pl', fetch_mode: 'topLevelDomain', country_id: 1, limit: ROWS },
        sheetName: 'Positions',
        mode: 'replace',
        warehouse: true,
      }),
    );
    expect(stopped).toMatchObject({ state: 'paused: error', rows: ROWS, exporting: true });
    expect(stopped.message).toContain('The sheet is up to date, but sending it to the warehouse failed:');
    expect(stopped.message).toContain('bigquery.tables.create');
    // The sheet was written all the same.
    expect(world.emu.spreadsheet.sheet('Positions').extent().rows).toBe(ROWS + 1);
    before = world.emu.snapshot();
  });
  afterAll(() => world?.stop());

  beforeEach(async () => {
    world.emu.restore(before);
    await fresh();
  });

  /** The report's rows, once, in its day's partition; one row in runs; `loadJobs` jobs made. */
  async function landedOnce(loadJobs = 2): Promise<void> {
    const all = await tables();
    const positions = all.find((t) => t.tableId.startsWith('positions__'));
    const runs = all.find((t) => t.tableId.startsWith('runs__'));
    expect(positions?.partitions).toEqual([{ id: day, rows: ROWS }]);
    expect(runs?.partitions).toEqual([{ id: day, rows: 1 }]);
    expect(
      all
        .filter((t) => t.type === 'VIEW')
        .map((t) => t.tableId)
        .sort(),
    ).toEqual(['positions', 'runs']);
    expect(await jobs()).toBe(loadJobs);
  }

  const resumed = (): JobView => drive(call<JobView>('reportsResume', stopped.id));

  it('a 503 after BigQuery committed the job: Jobs.get finds it', async () => {
    await bq().control.fault('backendErrorAfterCommit', { projectId: project, method: 'jobs.insert' });
    const done = resumed();
    expect(done.state).toBe('done');
    expect(done.handedOnText).toMatch(
      /^In the warehouse: .*\.seo_sheets\.positions, \d{4}-\d{2}-\d{2}, rows: 2,000\.$/,
    );
    await landedOnce();
  });

  it('an answer lost after BigQuery committed the job: Jobs.get finds it', async () => {
    await bq().control.fault('connectionLostAfterCommit', { projectId: project, method: 'jobs.insert' });
    expect(resumed().state).toBe('done');
    await landedOnce();
  });

  it('a connection lost before anything was done: the same job id goes again', async () => {
    await bq().control.fault('connectionLost', { projectId: project, method: 'jobs.insert' });
    expect(resumed().state).toBe('done');
    await landedOnce();
  });

  it('an execution killed before its mark was kept: the same id answers 409, and the job is there', async () => {
    const killed = world.emu.snapshot();
    expect(resumed().state).toBe('done');
    await landedOnce();
    // Nothing of the execution stuck but what BigQuery did.
    world.emu.restore(killed);
    const mark = world.emu.requests.length;
    const again = resumed();
    expect(again.state).toBe('done');
    const inserts = world.emu.requests.slice(mark).filter((r) => r.service === 'bigquery.jobs.insert');
    expect(inserts.map((r) => r.status)).toEqual([409, 409]);
    await landedOnce();
  });

  it('an execution cut off after its mark was kept: Jobs.get finds the job it sent, never sent again', async () => {
    // The job is in BigQuery, its answer lost, and the looks at it lost too: the run stops with the chunk
    // marked as maybe sent, and the next try asks for it before sending anything.
    await bq().control.fault('connectionLostAfterCommit', { projectId: project, method: 'jobs.insert' });
    await bq().control.fault('connectionLost', { projectId: project, method: 'jobs.get', count: 3 });
    const mark = world.emu.requests.length;
    let run = resumed();
    if (run.state !== 'done') run = resumed();
    expect(run.state).toBe('done');
    const inserts = world.emu.requests.slice(mark).filter((r) => r.service === 'bigquery.jobs.insert');
    // The rows' job, whose answer was lost, and the run's row in runs: nothing sent twice.
    expect(inserts.map((r) => r.status)).toEqual([null, 200]);
    await landedOnce();
  });

  it('the day’s load jobs used up: the run waits for midnight in the Pacific, then lands once, in its own day', async () => {
    await bq().control.loadJobs(project, 100_000);
    const waiting = resumed();
    expect(waiting.state).toBe('paused: quota');
    expect(waiting.message).toContain('BigQuery refused more load jobs today');
    expect(waiting.message).toContain('Next automatic try');
    expect((await tables()).find((t) => t.tableId.startsWith('positions__'))).toBeUndefined();
    // The hourly trigger carries it once the Pacific day has turned.
    for (let hour = 0; hour < 26; hour++) {
      world.emu.clock.advance(HOUR);
      world.emu.fireDueTriggers();
      const [job] = call<JobView[]>('reportsJobs');
      if (job.state === 'done') break;
    }
    const [done] = call<JobView[]>('reportsJobs');
    expect(done.state).toBe('done');
    // The refused job counts as one: BigQuery keeps it, and the chunk's next try had the next id.
    await landedOnce(3);
  });
}
