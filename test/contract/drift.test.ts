/**
 * The live service drifts from its documentation: fields added at every level, numbers as strings, lists
 * as maps keyed by id, optional fields null or gone. Every response of every fixture is mutated each way
 * at once, and every formula must still fill its table.
 */
import {
  contextFor,
  DRIFTS,
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

test.each(cases)('%s, %s: the table is still filled', (_id, _name, fixture, drift) => {
  const { ctx, exchanges } = contextFor(fixture, fixtures, drift.mutate);
  const table = plainTable(runFormula(ctx, fixture.table.formula, fixture.table.args));
  expect(exchanges.flatMap((e) => (e.problem ? [e.problem] : []))).toEqual([]);
  const [header] = fixture.table.expected;
  const columns = drift.sameValues ? header.map(String) : (fixture.table.stable ?? [String(header[0])]);
  expect(project(table, columns)).toEqual(project(fixture.table.expected, columns));
});

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
