/**
 * The live service drifts from its documentation: fields added at every level, numbers as strings, lists
 * as maps keyed by id, optional fields null or gone, lists with nothing in them. Every response of every
 * fixture is mutated each way at once, and every formula must still fill its table, under the same header:
 * a formula's columns follow from its arguments, never from what the answer holds (each family's spec.ts).
 */
import {
  contextFor,
  DRIFTS,
  type Json,
  loadFixtures,
  pickFields,
  plainTable,
  project,
  readFixtures,
  readThrough,
  runFormula,
  tableFixtures,
} from './harness';

const fixtures = loadFixtures();
// A fixture standing for a refusal has no table to keep.
const tables = tableFixtures(fixtures).filter((fixture) => !fixture.table.error);
const cases = tables.flatMap((fixture) =>
  DRIFTS.map((drift) => [fixture.id, drift.name, fixture, drift] as const),
);

test.each(cases)('%s, %s: the table is still filled, under its header', (_id, _name, fixture, drift) => {
  const { ctx, exchanges } = contextFor(fixture, fixtures, drift.mutate);
  const table = plainTable(runFormula(ctx, fixture.table.formula, fixture.table.args));
  expect(exchanges.flatMap((e) => (e.problem ? [e.problem] : []))).toEqual([]);
  const [header] = fixture.table.expected;
  expect(table[0]).toEqual(header);
  const columns = drift.sameValues ? header.map(String) : (fixture.table.stable ?? [String(header[0])]);
  expect(project(table, columns)).toEqual(project(fixture.table.expected, columns));
});

/** Every list of the answer with nothing in it: the service had no rows (or none of that kind). */
const emptied = (response: Json): Json => {
  if (Array.isArray(response)) return [];
  if (response !== null && typeof response === 'object')
    return Object.fromEntries(Object.entries(response).map(([key, value]) => [key, emptied(value)]));
  return response;
};
const listed = tables.filter(
  (fixture) => JSON.stringify(emptied(fixture.response)) !== JSON.stringify(fixture.response),
);

test.each(listed.map((fixture) => [fixture.id, fixture] as const))(
  '%s, no rows: the header stays, or the cell says why',
  (_id, fixture) => {
    const { ctx } = contextFor(fixture, fixtures, (response) => emptied(response));
    let table: ReturnType<typeof plainTable> | undefined;
    try {
      table = plainTable(runFormula(ctx, fixture.table.formula, fixture.table.args));
    } catch (error) {
      // Nothing to read where something must be (a task's id) is the answer's fault, said in the cell.
      expect(error).toBeInstanceOf(Error);
      return;
    }
    expect(table[0]).toEqual(fixture.table.expected[0]);
  },
);

const reads = readFixtures(fixtures).flatMap((fixture) =>
  DRIFTS.map((drift) => [fixture.id, drift.name, fixture, drift] as const),
);

test.each(reads)('%s, %s: the endpoint still reads the rows', (_id, _name, fixture, drift) => {
  const { rows, exchanges } = readThrough(fixtures, fixture, drift.mutate);
  expect(exchanges.flatMap((e) => (e.problem ? [e.problem] : []))).toEqual([]);
  const [first = {}] = fixture.read.expected;
  const fields = drift.sameValues ? Object.keys(first) : (fixture.read.stable ?? []);
  expect(pickFields(rows, fields)).toEqual(pickFields(fixture.read.expected, fields));
});
