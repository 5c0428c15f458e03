/**
 * `/__sim/*`: the tests' and the playground's controls (no authorization; the server listens on
 * 127.0.0.1 only). Answers are `{data}`, as the service simulator's, so one control client reads both.
 */
import { catalog } from './catalog';
import { FAULT_MODES, type FaultMode } from './faults';
import { loadJobKey } from './load';
import type { State } from './state';

export class ControlError extends Error {}

type Input = Record<string, unknown>;

const CONTROLS: Record<
  string,
  { method: 'GET' | 'POST'; run(state: State, input: Input): Promise<unknown> }
> = {
  advance: {
    method: 'POST',
    async run(state, input) {
      const projectId = optionalString(input, 'projectId');
      state.clocks.advance(nonNegative(input, 'seconds', 0) * 1000, projectId);
      return { now: new Date(state.clocks.now(projectId)).toISOString() };
    },
  },
  reset: {
    method: 'POST',
    async run(state, input) {
      const projectId = optionalString(input, 'projectId');
      await state.reset(projectId);
      return { now: new Date(state.clocks.now(projectId)).toISOString() };
    },
  },
  project: {
    method: 'POST',
    async run(state, input) {
      const current = await state.project(requiredString(input, 'projectId'));
      const denied = input.denied === undefined ? current.denied : stringList(input, 'denied');
      return state.saveProject({
        ...current,
        billing: optionalBoolean(input, 'billing') ?? current.billing,
        apiEnabled: optionalBoolean(input, 'apiEnabled') ?? current.apiEnabled,
        denied,
      });
    },
  },
  faults: {
    method: 'POST',
    async run(state, input) {
      const mode = String(input.mode ?? '');
      const aim = { projectId: optionalString(input, 'projectId'), method: optionalString(input, 'method') };
      if (mode === 'none') state.faults.clear(aim.projectId, aim.method);
      else if ((FAULT_MODES as readonly string[]).includes(mode))
        state.faults.arm(mode as FaultMode, nonNegative(input, 'count', 1), aim);
      else throw new ControlError(`mode must be none or one of ${FAULT_MODES.join(', ')}`);
      return { faults: state.faults.list() };
    },
  },
  /** Sets today's load-job count of a table (with datasetId and tableId) or of the project. */
  'load-jobs': {
    method: 'POST',
    async run(state, input) {
      const projectId = requiredString(input, 'projectId');
      const datasetId = optionalString(input, 'datasetId');
      const tableId = optionalString(input, 'tableId');
      if ((datasetId === undefined) !== (tableId === undefined))
        throw new ControlError('name both datasetId and tableId, or neither');
      const table = tableId && datasetId ? { projectId, datasetId, tableId } : undefined;
      const { day, key } = loadJobKey(state, projectId, table);
      const count = nonNegative(input, 'count', 0);
      await state.setLoadJobs(key, count);
      return { day, key, count };
    },
  },
  /** Every project's datasets and tables with rows and partitions (the playground's Warehouse view). */
  catalog: {
    method: 'GET',
    async run(state, input) {
      return { projects: await catalog(state, optionalString(input, 'projectId')) };
    },
  },
  state: {
    method: 'GET',
    async run(state, input) {
      const projectId = optionalString(input, 'projectId');
      const mine = (p: string) => projectId === undefined || p === projectId;
      return {
        now: new Date(state.clocks.now(projectId)).toISOString(),
        offsetSeconds: Math.round(state.clocks.offsetMs(projectId) / 1000),
        projects: [...state.projects.values()].filter((p) => mine(p.projectId)),
        faults: state.faults.list().filter((f) => f.projectId === undefined || mine(f.projectId)),
        loadJobs: Object.fromEntries(
          [...state.loadJobs].filter(([key]) => mine(key.split('|')[1].split(':')[0])),
        ),
        datasets: [...state.datasets.values()]
          .filter((d) => mine(d.projectId))
          .map((d) => `${d.projectId}:${d.datasetId}`),
        tables: [...state.tables.values()]
          .filter((t) => mine(t.projectId))
          .map((t) => `${t.projectId}:${t.datasetId}.${t.tableId}`),
        jobs: [...state.jobs.values()].filter((j) => mine(j.projectId)).length,
      };
    },
  },
};

/** The answer to `/__sim/<name>`: `{status, body}`. */
export async function control(
  state: State,
  name: string,
  method: string,
  input: Input,
): Promise<{ status: number; body: unknown }> {
  const entry = CONTROLS[name];
  if (!entry) return { status: 404, body: { error: `no control ${name}` } };
  if (entry.method !== method) return { status: 405, body: { error: `${name} takes ${entry.method}` } };
  try {
    return { status: 200, body: { data: await entry.run(state, input) } };
  } catch (error) {
    if (error instanceof ControlError || error instanceof RangeError)
      return { status: 400, body: { error: error.message } };
    throw error;
  }
}

function requiredString(input: Input, key: string): string {
  const value = optionalString(input, key);
  if (!value) throw new ControlError(`${key} is required`);
  return value;
}

function optionalString(input: Input, key: string): string | undefined {
  const value = input[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new ControlError(`${key} must be a string`);
  return value;
}

function optionalBoolean(input: Input, key: string): boolean | undefined {
  const value = input[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new ControlError(`${key} must be true or false`);
  return value;
}

function nonNegative(input: Input, key: string, fallback: number): number {
  const value = input[key] === undefined ? fallback : Number(input[key]);
  if (!(Number.isFinite(value) && value >= 0)) throw new ControlError(`${key} must be a non-negative number`);
  return value;
}

function stringList(input: Input, key: string): string[] {
  const value = input[key];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw new ControlError(`${key} must be a list of strings`);
  return value as string[];
}
